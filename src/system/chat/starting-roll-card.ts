/** The chat card of "Roll starting abilities": each rolled value with its formula and dice (issue 19). */
import type { StartingRoll } from "../../rules/character/creation/creation.js";
import { BASE_STATS } from "../../rules/character/vocabulary.js";

export interface Formatter {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function startingRollCardHtml(t: Formatter, actor: string, race: string, roll: StartingRoll): string {
  const label = (key: string) =>
    t.localize(
      (BASE_STATS as readonly string[]).includes(key) ? `SW25.BaseStat.${key}` : `SW25.Ability.${key}`,
    );
  const rows = roll.values
    .map(
      (v) =>
        `<li>${escapeHtml(t.format("SW25.Format.LabelValue", { label: label(v.key), value: v.formula }))} [${v.dice.join(",")}] = <strong>${v.value}</strong></li>`,
    )
    .join("");
  const title = escapeHtml(t.format("SW25.Creation.RollCard", { actor, race }));
  return `<div class="swordworld25 sw25-card sw25-starting-roll"><header class="sw25-card-title">${title}</header><ul>${rows}</ul></div>`;
}
