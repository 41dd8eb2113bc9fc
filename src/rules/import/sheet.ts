/**
 * Reading a ytsheet2 sheet: a flat object whose values are strings (numbers also accepted). Every read
 * marks the key as used, so the keys nobody read can be reported as warnings instead of being dropped.
 * Problems are values: a number field that holds text is an `ImpossibleValue` error, never an exception.
 */
import type { RuleError } from "../errors.js";

export type SheetValue = string | number | boolean | null | readonly unknown[] | Record<string, unknown>;
export type Sheet = Readonly<Record<string, unknown>>;

export interface ImportWarning extends RuleError {}

export class SheetReader {
  readonly used = new Set<string>();
  readonly warnings: ImportWarning[] = [];
  /** The first impossible value found; the import then fails as a whole. */
  error: RuleError | null = null;

  constructor(readonly sheet: Sheet) {}

  has(key: string): boolean {
    return this.text(key) !== "";
  }

  /** The field as trimmed text ("" when absent); numbers become their decimal text. */
  text(key: string): string {
    this.used.add(key);
    const value = this.sheet[key];
    if (typeof value === "string") return value.trim();
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    return "";
  }

  /** Raw text without trimming (notes keep their line breaks). */
  raw(key: string): string {
    this.used.add(key);
    const value = this.sheet[key];
    return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
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
      return terms.reduce((sum, term) => sum + Number.parseInt(term, 10), 0);
    }
    this.warn("UnreadableNumber", `field ${key} holds "${clip(text)}", read as 0`, {
      field: key,
      value: clip(text),
    });
    return 0;
  }

  /** Keys with a value that no reader used, in sheet order. */
  unusedKeys(): string[] {
    return Object.keys(this.sheet).filter((key) => !this.used.has(key) && hasContent(this.sheet[key]));
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
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** ytsheet free text (with <br> for line breaks) to plain lines. */
export function sheetLines(text: string): string[] {
  return text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split(/\r\n?|\n/);
}
