/** The chat card of a growth roll, titled in the one card form ("<Actor> — Growth roll", roll-card.ts). */
import { cardTitle } from "./roll-card.js";

export interface Formatter {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `ability`: the grown ability's shown name. */
export function growthCardHtml(
  t: Formatter,
  actor: string,
  first: number,
  second: number,
  ability: string,
): string {
  const title = cardTitle("SW25.Edit.GrowthRoll", { actor });
  const heading = t.format(title.key, { actor, kind: t.localize(title.kind) });
  const body = t.format("SW25.Edit.GrowthCard", { first: String(first), second: String(second), ability });
  return `<div class="swordworld25 sw25-card sw25-growth-card"><header class="sw25-card-title">${escapeHtml(heading)}</header><p>${escapeHtml(body)}</p></div>`;
}
