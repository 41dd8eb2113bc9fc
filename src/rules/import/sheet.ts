/**
 * Reading a ytsheet2 sheet: a flat object whose values are strings, decoded as ytsheet2 stores them
 * (`decodeSheetText`; numbers, booleans and null are read as text and warned about once). Every read
 * marks the key as used, so the keys nobody read can be reported as warnings instead of being dropped.
 * Problems are values: a number field that holds text is an `ImpossibleValue` error, never an exception.
 */
import type { RuleError } from "../errors.js";

export type SheetValue = string | number | boolean | null | readonly unknown[] | Record<string, unknown>;
export type Sheet = Readonly<Record<string, unknown>>;

export interface ImportWarning extends RuleError {}

/**
 * The fields every ytsheet2 sheet carries about the site and the sheet itself (its id, times, author, colours,
 * chat tools), not about what it describes: read and left out on purpose.
 */
export const YTSHEET_SITE_FIELDS: readonly string[] = [
  "result",
  "ver",
  "type",
  "id",
  "birthTime",
  "updateTime",
  "author",
  "hide",
  "forbiddenMode",
  "protect",
  "image",
  "imageURL",
  "sheetURL",
  "sheetDescriptionS",
  "sheetDescriptionM",
  "colorCustom",
  "colorHeadBgH",
  "colorHeadBgS",
  "colorHeadBgL",
  "colorBaseBgH",
  "colorBaseBgS",
  "colorBaseBgL",
  "colorBaseBgA",
  "lasttimever",
  "mode",
  "gameVersion",
  "unitStatus",
  "unitExceptStatus",
  "unitStatusNotOutput",
  "chatPalette",
  "paletteUseBuff",
];

/** Where a sheet's own picture sits and whose it is: site fields of the sheets with a picture of their own. */
export const IMAGE_LAYOUT_FIELDS: readonly string[] = [
  "imageFit",
  "imagePercent",
  "imagePositionX",
  "imagePositionY",
  "imageCopyright",
  "imageCopyrightURL",
];

/**
 * The refusal of a sheet with a field holding an object (null: none; the first such field is named). ytsheet2
 * writes text everywhere but in its chat-tool fields: `unitStatus` (a list) and, for a monster of several
 * parts, `unitExceptStatus` (an object).
 */
export function objectFieldError(
  sheet: Readonly<Record<string, unknown>>,
): { code: string; message: string; params: Record<string, string> } | null {
  for (const [key, value] of Object.entries(sheet))
    if (typeof value === "object" && value !== null && key !== "unitStatus" && key !== "unitExceptStatus")
      return {
        code: "ImpossibleValue",
        message: `field ${key} holds an object; ytsheet2 fields are text`,
        params: { field: key, value: "object" },
      };
  return null;
}

/** The largest amount (experience, money, honour, a ledger row) a sheet may hold: beyond it is an impossible value. */
export const MAX_AMOUNT = 1_000_000_000;

export class SheetReader {
  readonly used = new Set<string>();
  readonly warnings: ImportWarning[] = [];
  /** For each imported monster section, the stat-block row (`status{row}…`) it was read from. */
  readonly sectionRows: number[] = [];
  /** The first impossible value found; the import then fails as a whole. */
  error: RuleError | null = null;

  constructor(readonly sheet: Sheet) {}

  has(key: string): boolean {
    return this.text(key) !== "";
  }

  /** The sheet's own value of a key (never one inherited from a prototype: `constructor`, `__proto__`). */
  value(key: string): unknown {
    return Object.hasOwn(this.sheet, key) ? this.sheet[key] : undefined;
  }

  /**
   * The field as ytsheet2 writes it: text. A number, `true`/`false` or `null` where ytsheet2 writes text is read
   * as its text ("1" for true, "" for false and null) and noted once per field (one `UnexpectedType` warning
   * for the whole sheet, see `typeWarnings`); an infinite or NaN number is no text at all ("").
   */
  private textOf(key: string): string {
    this.used.add(key);
    const value = this.value(key);
    if (value === undefined) return "";
    if (typeof value === "string") return decodeSheetText(value);
    this.oddTypes.add(key);
    if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
    if (value === true) return "1";
    return "";
  }

  /** Keys that held a number, a boolean or null where ytsheet2 writes text. */
  readonly oddTypes = new Set<string>();

  /** The field as trimmed text ("" when absent). */
  text(key: string): string {
    return this.textOf(key).trim();
  }

  /** Raw text without trimming (notes keep their line breaks). */
  raw(key: string): string {
    return this.textOf(key);
  }

  /**
   * A check box as ytsheet2 writes it: "1" is checked, "", "0" and absent are not. Any other text is read as
   * ytsheet2 itself reads it (checked: Perl's truth) and noted once (`UnexpectedCheckBox`).
   */
  checkBox(key: string): boolean {
    const v = this.text(key);
    if (v === "" || v === "0") return false;
    if (v !== "1" && !this.oddTypes.has(key)) this.oddCheckBoxes.add(key);
    return true;
  }

  /** Check boxes that held text other than "1". */
  readonly oddCheckBoxes = new Set<string>();

  /** The warnings for values of a type or shape ytsheet2 does not write: one per kind, naming the fields. */
  typeWarnings(): void {
    const list = (keys: Set<string>) => {
      const all = [...keys];
      return all.slice(0, 10).join(", ") + (all.length > 10 ? `, … (${all.length})` : "");
    };
    if (this.oddTypes.size > 0)
      this.warn(
        "UnexpectedType",
        `${this.oddTypes.size} field(s) hold a number, true/false or null where ytsheet2 writes text; read as text: ${list(this.oddTypes)}`,
        { count: this.oddTypes.size, fields: list(this.oddTypes) },
      );
    if (this.oddCheckBoxes.size > 0)
      this.warn(
        "UnexpectedCheckBox",
        `${this.oddCheckBoxes.size} check box(es) hold text other than "1"; read as checked: ${list(this.oddCheckBoxes)}`,
        { count: this.oddCheckBoxes.size, fields: list(this.oddCheckBoxes) },
      );
  }

  warn(code: string, message: string, params: Record<string, string | number> = {}): void {
    this.warnings.push({ code, message, params });
  }

  fail(code: string, message: string, params: Record<string, string | number> = {}): void {
    if (this.error === null) this.error = { code, message, params };
  }

  /**
   * A whole number, or `fallback` when the field is empty or "-". Text that is not a number, or a number
   * outside [min, max], is an impossible value: the import fails naming the field.
   */
  int(key: string, fallback = 0, { min, max }: { min?: number; max?: number } = {}): number {
    const text = this.text(key);
    if (text === "" || text === "-" || text === "－" || text === "―") return fallback;
    const n = parseWholeNumber(text);
    if (n === null) {
      this.fail("ImpossibleValue", `field ${key} holds "${clip(text)}", not a whole number`, {
        field: key,
        value: clip(text),
      });
      return fallback;
    }
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
      this.fail("ImpossibleValue", `field ${key} holds ${n}, outside ${min ?? "…"}..${max ?? "…"}`, {
        field: key,
        value: n,
      });
      return fallback;
    }
    return n;
  }

  /** Like int, but "-" and empty give null (a stat block's "-"). */
  optionalInt(key: string, bounds: { min?: number; max?: number } = {}): number | null {
    const text = this.text(key);
    if (text === "" || text === "-" || text === "－" || text === "―") return null;
    return this.int(key, 0, bounds);
  }

  /** A sum written as an expression ("2+1", "-3"); anything else becomes 0 with a warning. */
  expression(key: string): number {
    const text = this.text(key);
    if (text === "") return 0;
    if (/^[+-]?\d+(\s*[+-]\s*\d+)*$/.test(text)) {
      const terms = text.replace(/\s+/g, "").match(/[+-]?\d+/g) ?? [];
      const sum = terms.reduce((total, term) => total + Number.parseInt(term, 10), 0);
      // A long run of digits would be Infinity (or lose its last digits): refused like any number out of range.
      if (!Number.isSafeInteger(sum) || Math.abs(sum) > MAX_AMOUNT) {
        this.fail("ImpossibleValue", `field ${key} holds "${clip(text)}", outside ±${MAX_AMOUNT}`, {
          field: key,
          value: clip(text),
        });
        return 0;
      }
      return sum;
    }
    this.warn("UnreadableNumber", `field ${key} holds "${clip(text)}", read as 0`, {
      field: key,
      value: clip(text),
    });
    return 0;
  }

  /** Keys with a value that no reader used, in sheet order. */
  unusedKeys(): string[] {
    return Object.keys(this.sheet).filter((key) => !this.used.has(key) && hasContent(this.value(key)));
  }
}

function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "" && value.trim() !== "0";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Full-width digits and signs as ytsheet users type them are accepted. */
export function parseWholeNumber(text: string): number | null {
  const normal = text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[＋]/g, "+")
    .replace(/[－−]/g, "-")
    .replace(/,/g, "");
  if (!/^[+-]?\d{1,9}$/.test(normal)) return null;
  return Number.parseInt(normal, 10);
}

export function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** ytsheet stores line breaks in free text as <br>; notes here are HTML, so text is escaped first. */
export function escapeHtml(text: string): string {
  // One pass (four chained passes made four copies of a 10 MB note).
  return text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] as string);
}
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

/**
 * Text as our notes' HTML lines: escaped, each line break a `<br>` (as `sheetLines(text).map(escapeHtml)
 * .join("<br>")`, in one pass and without an array of a million lines for a long note).
 */
export function htmlLines(text: string): string {
  return text.replace(/\r\n?|\n|[&<>"]/g, (c) => HTML_ESCAPES[c] ?? "<br>");
}

/**
 * ytsheet2's stored text to plain text. ytsheet2 saves every field through its `pcEscape` (`&` → `&amp;`,
 * `"` → `&quot;`, `<` → `&lt;`, `>` → `&gt;`) after turning a text area's line breaks into `<br>`, so a line
 * break is stored as `&lt;br&gt;`. Our own export and older sheets write a bare `<br>`. As one pass left to
 * right would read it: `&amp;lt;` is the text "&lt;", never "<".
 *
 * Done as native replacements with fixed strings, `&amp;` last, which no callback per match: a 10 MB note of
 * short lines holds millions of matches, and a callback each cost twice the time (profiled on `sw25 import`).
 * The order is the one pass's: line breaks first (their `&lt;` is not an entity of its own), and no
 * replacement makes a new match for a later one (none writes a `&`, save `&amp;`'s, which comes last).
 */
export function decodeSheetText(text: string): string {
  if (!text.includes("&") && !text.includes("<")) return text;
  return text
    .replace(/&lt;br\s*\/?&gt;|<br\s*\/?>/gi, "\n")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#91;/g, "[")
    .replace(/&#93;/g, "]")
    .replace(/&amp;/gi, "&");
}

/** Decoded text (as the reader returns it) to its lines. */
export function sheetLines(text: string): string[] {
  return text.split(/\r\n?|\n/);
}

/** Does `text` hold Japanese (kana or kanji)? */
export const hasJapanese = (text: string): boolean => /[\u3040-\u30ff\u3400-\u9fff]/.test(text);

/**
 * A ytsheet2 field with no place of ours, kept as a line of the description: its label (ytsheet2's Japanese)
 * and value with a full-width colon, as Japanese text is punctuated.
 */
export const keptTextLine = (label: string, value: string): string => `${label}：${value}`;

/** The value of a kept line; the lines earlier versions wrote (`label: value`) read the same. */
export const keptTextValue = (line: string): string | null =>
  /^[^:：]+(?:：|: )(.*)$/.exec(line)?.[1] ?? null;

/** Our notes (the HTML the import wrote: escaped text, `<br>` line breaks, one `<p>`) as ytsheet2's text. */
export function htmlToSheetText(html: string): string {
  const text = html
    .replace(/^<p>|<\/p>$/g, "")
    .replace(/<br>/g, "\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
  return sheetLines(text).join("<br>");
}
