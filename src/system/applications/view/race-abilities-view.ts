/**
 * The race abilities a character sheet lists (src/rules/character/race-abilities.ts finds them on the race
 * item): each with its name, our short description and, for a per-day ability, the uses left today.
 */
import { raceAbilitiesOf, usesLeft } from "../../../rules/character/race-abilities.js";
import type { ActorInput } from "./character-view.js";
import { bag, list, text } from "./read.js";

export interface RaceAbilityView {
  readonly key: string;
  /** Lang keys. */
  readonly name: string;
  readonly hint: string;
  /** "1/1 left today", or "" for an ability without a daily limit. */
  readonly uses: string;
  readonly usedUp: boolean;
}

type Format = (key: string, data?: Record<string, string>) => string;

export function raceAbilityViews(actor: ActorInput, t: Format = (key) => key): RaceAbilityView[] {
  const race = list(actor.items)
    .map(bag)
    .find((i) => i.type === "race");
  if (!race) return [];
  const used = bag(bag(actor.system).dailyUses);
  return raceAbilitiesOf(text(race.name), text(bag(race.system).abilities)).map((ability) => {
    const count = used[ability.key];
    const left = usesLeft(ability, typeof count === "number" ? count : 0);
    return {
      key: ability.key,
      name: `SW25.RaceAbility.${ability.key}.Name`,
      hint: `SW25.RaceAbility.${ability.key}.Hint`,
      uses:
        left === null || ability.perDay === null
          ? ""
          : t("SW25.RaceAbility.Uses", { left: String(left), perDay: String(ability.perDay) }),
      usedUp: left === 0,
    };
  });
}
