// The Handlebars helpers the system's templates use.
import { imageOrPlaceholder } from "./image-fallback.js";
import { signed } from "./view/read.js";

/**
 * Our Handlebars helpers, prefixed so they never clash with Foundry's or a module's.
 * Plain functions: Foundry registers them in init, the browser tests register them on bare Handlebars.
 */
export const TEMPLATE_HELPERS = {
  /** A number, or an en dash when the value is missing. */
  sw25Dash: (value: unknown): string =>
    typeof value === "number" && Number.isFinite(value) ? String(value) : "–",
  sw25IsNull: (value: unknown): boolean => value === null || value === undefined,
  /** "+3", "−2", or nothing for 0 / missing ("2d" rather than "2d+0"). */
  sw25Signed: (value: unknown): string =>
    typeof value === "number" && Number.isFinite(value) && value !== 0 ? signed(value) : "",
  sw25Eq: (a: unknown, b: unknown): boolean => a === b,
  /** "+3", "−2", "0", or an en dash when missing (an item's evasion modifier). */
  sw25Signed0: (value: unknown): string =>
    typeof value === "number" && Number.isFinite(value) ? signed(value) : "–",
  sw25Not: (value: unknown): boolean => !value,
  sw25And: (a: unknown, b: unknown): boolean => Boolean(a) && Boolean(b),
  sw25Or: (a: unknown, b: unknown): boolean => Boolean(a) || Boolean(b),
  /** An image's path, or our placeholder of that kind ("portrait", "item") when it has none. */
  sw25Img: (img: unknown, kind: unknown): string => imageOrPlaceholder(img, kind),
  /** A 1-based row number from `@index`. */
  sw25Inc: (value: unknown): number => (typeof value === "number" ? value + 1 : 0),
  /** Joins strings (lang keys built from a type): Handlebars passes its options object last, which is dropped. */
  sw25Concat: (...parts: unknown[]): string =>
    parts
      .slice(0, -1)
      .map((p) => String(p))
      .join(""),
} as const;
