/**
 * What reading ytsheet2's arts and item sheets shares: the answer's shape and a refusal, fields kept as text in
 * the description, description paragraphs, and the range words.
 */
import type { RuleError } from "../errors.js";
import { escapeHtml, keptTextLine, type SheetReader, sheetLines } from "./sheet.js";
import type { ItemSource } from "./types.js";

export type LibraryKind = "technique" | "spell" | "item";

export interface LibraryImport {
  readonly ok: boolean;
  readonly kind: LibraryKind | null;
  readonly items: readonly ItemSource[];
  readonly warnings: readonly RuleError[];
  readonly error: RuleError | null;
}

export const refused = (
  code: string,
  message: string,
  params: Record<string, string> = {},
): LibraryImport => ({
  ok: false,
  kind: null,
  items: [],
  warnings: [],
  error: { code, message, params },
});

export const normal = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

/** "label：value" lines for the description, and the fields they came from, for one warning. */
export class TextFields {
  readonly lines: string[] = [];
  readonly fields: string[] = [];
  add(field: string, label: string, value: string): void {
    if (value.trim() === "") return;
    this.lines.push(keptTextLine(label, value.trim()));
    this.fields.push(field);
  }
  warn(r: SheetReader, name: string): void {
    if (this.fields.length === 0) return;
    r.warn(
      "FieldsAsText",
      `${name}: ${this.fields.join(", ")} have no field of ours and are kept as text in the description`,
      { name, fields: this.fields.join(", ") },
    );
  }
}

/** Paragraphs of text (ytsheet2's line breaks kept) as our description HTML. */
export function paragraphs(...texts: readonly string[]): string {
  return texts
    .filter((t) => t.trim() !== "")
    .map((t) => `<p>${sheetLines(t.trim()).map(escapeHtml).join("<br>")}</p>`)
    .join("");
}

/** "2(30m)", "30m", "術者", "接触" → our range kind and metres; null when unreadable. */
export function rangeOf(text: string): { rangeKind: string; range: number } | null {
  const t = normal(text);
  if (t === "" || t === "―" || t === "-") return null;
  if (t === "術者") return { rangeKind: "caster", range: 0 };
  if (t === "接触") return { rangeKind: "touch", range: 0 };
  const metres = /^(?:\d\()?(\d{1,5})m\)?$/.exec(t);
  return metres ? { rangeKind: "distance", range: Number(metres[1]) } : null;
}
