/**
 * One embedded item of a `sw25`-system document as read, and what every item conversion reads alike: the level
 * cap and the description.
 */
import type { DocReader, Obj } from "./reader.js";

/** The highest class or technique level read. */
export const MAX_LEVEL = 17;

/** One embedded item as read: its name, type, system data, and a label for messages. */
export interface ForeignItem {
  readonly name: string;
  readonly type: string;
  readonly system: Obj;
  /** Its Active Effects as stored (converted by effects.ts where they map). */
  readonly effects: readonly unknown[];
  /** Its flags as stored (the `sw25-ru` fork binds a monster's item to a section in `flags.sw25.section`). */
  readonly flags: Obj;
  readonly path: string;
}

const escapeHtml = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The item's description, its one-line `overview` (the summary their lists show) first when it has one. */
export function description(r: DocReader, s: Obj, path: string): string {
  const overview = r.text(s, "overview", `${path}.overview`).trim();
  const text = r.text(s, "description", `${path}.description`);
  if (overview === "") return text;
  return `${overview.startsWith("<") ? overview : `<p>${escapeHtml(overview)}</p>`}${text}`;
}
