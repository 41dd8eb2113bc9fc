/**
 * Our placeholder pictures (shipped in assets/) for an image that is empty or does not load: a deleted upload,
 * a module's icon after the module is gone, a typo in a path. An `<img data-sw25-fallback="item">` that fails
 * shows the item placeholder instead of the browser's broken-image sign and its alt text.
 *
 * No Foundry API here: a plain DOM listener, registered once on the document (the browser tests run this very
 * file in Chromium).
 */
export const PLACEHOLDERS = {
  portrait: "systems/swordworld25/assets/portrait-placeholder.svg",
  item: "systems/swordworld25/assets/item-placeholder.svg",
} as const;

export type PlaceholderKind = keyof typeof PLACEHOLDERS;

const isKind = (kind: unknown): kind is PlaceholderKind =>
  typeof kind === "string" && Object.hasOwn(PLACEHOLDERS, kind);

/** The image to show: the document's own, or the placeholder of its kind when it has none. */
export function imageOrPlaceholder(img: unknown, kind: unknown): string {
  if (typeof img === "string" && img.trim() !== "") return img;
  return isKind(kind) ? PLACEHOLDERS[kind] : "";
}

/**
 * An image failed to load: one marked with a fallback kind shows that placeholder instead. Once only: should
 * the placeholder fail too (or the kind be unknown), the image is marked `data-sw25-failed` and left alone, so
 * an error never loops.
 */
export function onImageError(event: Event): void {
  const img = event.target as HTMLImageElement | null;
  if (img?.tagName !== "IMG") return;
  const kind = img.dataset.sw25Fallback;
  if (kind === undefined || img.dataset.sw25Failed) return;
  if (isKind(kind) && !img.dataset.sw25Placeholder) {
    img.dataset.sw25Placeholder = "true";
    img.src = PLACEHOLDERS[kind];
    return;
  }
  img.dataset.sw25Failed = "true";
}

/** Listens for failed images on the whole document (an image's error event does not bubble: capture it). */
export function registerImageFallback(doc: Document): void {
  doc.addEventListener("error", onImageError, true);
}
