/** The chat card of a growth roll, titled in the one card form ("<Actor> — Growth roll", roll-card.ts). */
import { chooseGrowth, growthAbility } from "../../rules/character/creation/growth.js";
import type { Ability } from "../../rules/character/vocabulary.js";
import { cardTitle } from "./roll-card.js";

export interface Formatter {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The card of a growth that rolled `first` and `second` and grew `ability`; null when the dice do not name
 * that ability (3・5 names Strength or Intelligence, never Dexterity): a card never shows a growth the roll
 * could not give.
 */
export function growthCardHtml(
  t: Formatter,
  actor: string,
  first: number,
  second: number,
  ability: Ability,
): string | null {
  const a = growthAbility(first);
  const b = growthAbility(second);
  if (a === null || b === null || !chooseGrowth({ dice: [first, second], choices: [a, b] }, ability).ok)
    return null;
  const shown = t.localize(`SW25.Ability.${ability}`);
  const title = cardTitle("SW25.Edit.GrowthRoll", { actor });
  const heading = t.format(title.key, { actor, kind: t.localize(title.kind) });
  const body = t.format("SW25.Edit.GrowthCard", {
    first: String(first),
    second: String(second),
    ability: shown,
  });
  return `<div class="swordworld25 sw25-card sw25-growth-card"><header class="sw25-card-title">${escapeHtml(heading)}</header><p>${escapeHtml(body)}</p></div>`;
}
