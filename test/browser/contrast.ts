// WCAG contrast of what Chromium really paints: each element's text colour over the backgrounds behind it
// (its own and every ancestor's, composed from the page up, with opacity), shared by the browser tests.
import type { Page } from "playwright-core";

const rgba = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).map(Number);
const luminance = ([r, g, b]: readonly number[]) =>
  [r, g, b]
    .map((v) => (v ?? 0) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);

/** The WCAG contrast ratio of two sRGB colours. */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** `top` at `alpha` over `under`. */
const over = (top: readonly number[], alpha: number, under: readonly number[]) =>
  [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (under[i] ?? 0) * (1 - alpha));

export interface Painted {
  readonly text: string;
  readonly state: string;
  readonly ratio: number;
}

/**
 * Every visible element matching `selector` that shows text: its label, state (disabled, classes) and contrast.
 * With `ownText`, only elements holding a text node of their own (not only their children's text): a wide
 * selector such as `.card *` then measures each text once, in the element that paints it.
 */
export async function paintedContrast(
  page: Page,
  selector: string,
  options: { readonly ownText?: boolean } = {},
): Promise<Painted[]> {
  const found = await page.$$eval(
    selector,
    (els, ownText) =>
      els
        .filter((el) =>
          ownText
            ? [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "")
            : (el.textContent ?? "").trim() !== "",
        )
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const layers: string[] = [];
          let opacity = 1;
          for (let at: Element | null = el; at; at = at.parentElement) {
            const style = getComputedStyle(at);
            opacity *= Number(style.opacity);
            layers.push(style.backgroundColor);
          }
          const button = el as HTMLButtonElement;
          return {
            text: (el.textContent ?? "").trim().replace(/\s+/g, " "),
            state: `${button.disabled ? "disabled " : ""}${el.className}`.trim(),
            colour: getComputedStyle(el).color,
            layers,
            opacity,
          };
        }),
    options.ownText ?? false,
  );
  return found.map(({ text, state, colour, layers, opacity }) => {
    const behind = [...layers].reverse().reduce<number[]>(
      (under, layer) => {
        const [r = 0, g = 0, b = 0, a = 1] = rgba(layer);
        return layer === "rgba(0, 0, 0, 0)" ? under : over([r, g, b], a, under);
      },
      [255, 255, 255],
    );
    const [r = 0, g = 0, b = 0, a = 1] = rgba(colour);
    return { text, state, ratio: contrast(over([r, g, b], a * opacity, behind), behind) };
  });
}

/** The painted texts under 4.5:1 (WCAG AA), as readable lines for a failing expectation. */
export function belowAA(painted: readonly Painted[]): string[] {
  return painted.filter((p) => p.ratio < 4.5).map((p) => `${p.text} [${p.state}] ${p.ratio.toFixed(2)}`);
}

/** `paintedContrast`'s texts under 4.5:1 (WCAG AA), as readable lines for a failing expectation. */
export async function lowContrast(page: Page, selector: string): Promise<string[]> {
  return belowAA(await paintedContrast(page, selector));
}

export interface PaintedControl {
  /** Tag, type and name (or label) of the control, for a readable failure. */
  readonly control: string;
  /** The control's `color-scheme` as computed: the browser draws native parts (check marks, arrows) with it. */
  readonly scheme: string;
  /** Its text (typed value, chosen option, button label) over its own and its ancestors' backgrounds. */
  readonly ratio: number;
  /** Its placeholder over the same background (null where the control shows none). */
  readonly placeholder: number | null;
  /** Its background's relative luminance (0 black … 1 white), as painted: dark in the dark theme. */
  readonly luminance: number;
}

/**
 * Every visible form control (input, select, textarea, button) under `root`: the contrast of the text it shows
 * and of its placeholder on the background really behind it, its colour scheme and how light that background is.
 */
export async function paintedControls(page: Page, root: string): Promise<PaintedControl[]> {
  const found = await page.$$eval(`${root} :is(input, select, textarea, button)`, (els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null && (el as HTMLInputElement).type !== "hidden")
      .map((el) => {
        const layers: string[] = [];
        let opacity = 1;
        for (let at: Element | null = el; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          opacity *= Number(style.opacity);
          layers.push(style.backgroundColor);
        }
        const input = el as HTMLInputElement;
        const placeholder = input.placeholder ? getComputedStyle(el, "::placeholder").color : null;
        return {
          control: `${el.tagName.toLowerCase()}${input.type ? `[${input.type}]` : ""} ${input.name || el.getAttribute("aria-label") || el.getAttribute("title") || (el.textContent ?? "").trim()}`,
          scheme: getComputedStyle(el).colorScheme,
          colour: getComputedStyle(el).color,
          placeholder,
          layers,
          opacity,
        };
      }),
  );
  return found.map(({ control, scheme, colour, placeholder, layers, opacity }) => {
    const behind = [...layers].reverse().reduce<number[]>(
      (under, layer) => {
        const [r = 0, g = 0, b = 0, a = 1] = rgba(layer);
        return layer === "rgba(0, 0, 0, 0)" ? under : over([r, g, b], a, under);
      },
      [255, 255, 255],
    );
    const ratioOf = (c: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(c);
      return contrast(over([r, g, b], a * opacity, behind), behind);
    };
    return {
      control,
      scheme,
      ratio: ratioOf(colour),
      placeholder: placeholder === null ? null : ratioOf(placeholder),
      luminance: luminance(behind),
    };
  });
}

/**
 * The mean relative luminance (0 black … 1 white) of what Chromium paints for `selector`'s first match: a
 * screenshot of it decoded by the page itself. For native parts no computed style tells (a checkbox's box).
 */
export async function paintedLuminance(page: Page, selector: string): Promise<number> {
  const png = (await page.locator(selector).first().screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(bitmap, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const linear = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4)
      sum +=
        0.2126 * linear((pixels[i] ?? 0) / 255) +
        0.7152 * linear((pixels[i + 1] ?? 0) / 255) +
        0.0722 * linear((pixels[i + 2] ?? 0) / 255);
    return sum / (pixels.length / 4);
  }, png);
}
