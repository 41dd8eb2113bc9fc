// What a Japanese reader sees of a rendered page, line by line, and whether a line puts ASCII brackets or colons
// next to Japanese text (a Japanese table reads full-width （）：). Used by test/japanese-punctuation.test.ts on
// every Japanese render of the templates.
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;
const BLOCK =
  /<\/?(?:p|div|li|ul|ol|tr|td|th|table|thead|tbody|h[1-6]|section|fieldset|legend|label|option|select|textarea|header|footer|nav|form|br|hr|dl|dt|dd|button|aside|article|details|summary)\b[^>]*>/gi;

function decode(text: string): string {
  return text
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x3D;/g, "=")
    .replace(/&#x60;/g, "`")
    .replace(/&amp;/g, "&");
}

/** What a reader sees of `html`, one line per block, plus every tooltip, accessible name and placeholder. */
export function renderedLines(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:title|aria-label|placeholder|data-tooltip)="([^"]*)"/g)].map(
    (m) => decode(m[1] ?? ""),
  );
  const text = decode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "")
      .replace(BLOCK, "\n")
      .replace(/<[^>]*>/g, ""),
  );
  return [...text.split("\n"), ...attributes]
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter((l) => l !== "");
}

/**
 * An ASCII `(` `)` or `:` next to Japanese: a bracket around Japanese text or touching it, a colon after or before
 * it (full-width （）： there). Brackets around numbers only, as ytsheet2 writes a monster's value and fixed value
 * `6 (13)`, and a clock time (19:30) are notation, not prose.
 */
export function asciiMarksInJapanese(line: string): boolean {
  const japanese = (c: string | undefined) => c !== undefined && JAPANESE.test(c);
  const before = (i: number) => line.slice(0, i).trimEnd().at(-1);
  const after = (i: number) => line.slice(i + 1).trimStart()[0];
  for (const m of line.matchAll(/\(([^()]*)\)/g)) {
    const start = m.index ?? 0;
    const end = start + m[0].length - 1;
    if (JAPANESE.test(m[1] ?? "") || japanese(before(start)) || japanese(after(end))) return true;
  }
  for (const m of line.matchAll(/:/g)) {
    const i = m.index ?? 0;
    if (/\d/.test(line[i - 1] ?? "") && /\d/.test(line[i + 1] ?? "")) continue;
    if (japanese(before(i)) || japanese(after(i))) return true;
  }
  // A lone bracket (its pair in another line) next to Japanese.
  const unpaired = line.replace(/\([^()]*\)/g, "");
  for (const m of unpaired.matchAll(/[()]/g)) {
    const i = m.index ?? 0;
    if (japanese(unpaired.slice(0, i).trimEnd().at(-1)) || japanese(unpaired.slice(i + 1).trimStart()[0]))
      return true;
  }
  return false;
}
