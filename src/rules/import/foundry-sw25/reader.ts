/**
 * Reading an Actor exported from the `sw25` Foundry system (and its forks): typed JSON, not ytsheet2's flat
 * text. Their template.json stores most numbers as numbers but leaves many as "" or numeric text, so a
 * number field accepts a number, numeric text, or "" / "-" (its default). Anything else (true, an object,
 * "lots") is a wrong-typed field: the import fails as a whole, naming the field. Problems are values.
 */
import type { RuleError } from "../../errors.js";
import { clip, parseWholeNumber } from "../sheet.js";

export type Obj = Readonly<Record<string, unknown>>;

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export class DocReader {
  readonly warnings: RuleError[] = [];
  error: RuleError | null = null;

  /** `code` is "Foundry.<Name>": its text is SW25.Import.Warning.Foundry.<Name>. */
  warn(code: string, message: string, params: Record<string, string | number> = {}): void {
    this.warnings.push({ code, message, params });
  }

  /** `code` is "Foundry.<Name>": its text is SW25.Error.Foundry.<Name>. */
  fail(code: string, message: string, params: Record<string, string | number> = {}): void {
    if (this.error === null) this.error = { code, message, params };
  }

  private wrongType(path: string, value: unknown, expected: string): void {
    const got = Array.isArray(value)
      ? "a list"
      : typeof value === "object"
        ? "an object"
        : `a ${typeof value}`;
    this.fail("Foundry.WrongType", `field ${path} holds ${got} where ${expected} belongs`, {
      field: path,
      value: typeof value === "object" ? got : clip(String(value)),
    });
  }

  /** A whole number at `obj[key]` (label `path` for messages); "" / "-" / absent give the fallback. */
  int(
    obj: Obj,
    key: string,
    path: string,
    fallback = 0,
    bounds: { min?: number; max?: number } = {},
  ): number {
    const value = obj[key];
    if (value === undefined || value === null) return fallback;
    let n: number | null = null;
    if (typeof value === "number") {
      // A whole number past what a double holds exactly (1e20, 1e308) is no value a sheet has.
      if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
        this.fail("Foundry.OutOfRange", `field ${path} holds ${value}, outside any value a sheet has`, {
          field: path,
          value: value > 0 ? "9…" : "-9…",
        });
        return fallback;
      }
      n = Number.isInteger(value) ? value : null;
    } else if (typeof value === "string") {
      const t = value.trim();
      if (t === "" || t === "-" || t === "－") return fallback;
      n = parseWholeNumber(t);
    } else {
      this.wrongType(path, value, "a number");
      return fallback;
    }
    if (n === null) {
      this.fail("Foundry.NotNumber", `field ${path} holds "${clip(String(value))}", not a whole number`, {
        field: path,
        value: clip(String(value)),
      });
      return fallback;
    }
    if ((bounds.min !== undefined && n < bounds.min) || (bounds.max !== undefined && n > bounds.max)) {
      this.fail(
        "Foundry.OutOfRange",
        `field ${path} holds ${n}, outside ${bounds.min ?? "…"}..${bounds.max ?? "…"}`,
        {
          field: path,
          value: n,
        },
      );
      return fallback;
    }
    return n;
  }

  /** Text at `obj[key]`; numbers become their decimal text, absent and null give "". */
  text(obj: Obj, key: string, path: string): string {
    const value = obj[key];
    if (value === undefined || value === null) return "";
    if (typeof value === "string") return value;
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    this.wrongType(path, value, "text");
    return "";
  }

  bool(obj: Obj, key: string, path: string, fallback = false): boolean {
    const value = obj[key];
    if (value === undefined || value === null || value === "") return fallback;
    if (typeof value === "boolean") return value;
    this.wrongType(path, value, "true or false");
    return fallback;
  }

  /** A nested object (absent gives {}); anything else is a wrong-typed field. */
  obj(obj: Obj, key: string, path: string): Obj {
    const value = obj[key];
    if (value === undefined || value === null) return {};
    if (isObj(value)) return value;
    this.wrongType(path, value, "an object");
    return {};
  }

  list(obj: Obj, key: string, path: string): readonly unknown[] {
    const value = obj[key];
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    this.wrongType(path, value, "a list");
    return [];
  }
}

/**
 * Foundry's rich text to plain lines (skills and notes of ours that are plain text). A tag is a "<" up to the
 * next ">" with no "<" between: so each character is looked at a bounded number of times (a run of "<" without
 * a ">" would otherwise be scanned to its end from each "<", in time growing with the square of its length),
 * and a lone "<" in the text stays.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h\d)>/gi, "\n")
    .replace(/<[^<>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .join("\n");
}
