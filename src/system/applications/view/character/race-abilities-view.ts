/**
 * The race abilities a character sheet lists (src/rules/character/race-abilities.ts finds them on the race
 * item): each with its name, our short description, for a per-day ability the uses left today, and the
 * button that acts it (race-ability-actions.ts says what it does): HP Conversion, a form's toggle, a check.
 */
import { raceAbilitiesOf, raceAbilityNamesOf } from "../../../../rules/character/races/race-abilities.js";
import {
  dailyLimit,
  RACE_FORMS,
  type RaceForm,
  sixthSenseModifier,
  usesLeftAt,
} from "../../../../rules/character/races/race-ability-actions.js";
import type { ActorInput } from "../actor-input.js";
import { bag, list, maybeNum, text } from "../read.js";

export interface RaceAbilityView {
  readonly key: string;
  /** Lang keys. */
  readonly name: string;
  readonly hint: string;
  /** "1/1 left today", or "" for an ability without a daily limit. */
  readonly uses: string;
  readonly usedUp: boolean;
  /** The sheet's button: convert HP, toggle a form, roll a check; null for text only. */
  readonly action: "hpConversion" | "form" | "roll" | null;
  /** A form: turned on now. */
  readonly on?: boolean;
  /** A check: its formula ("2d+3"). */
  readonly formula?: string;
  /**
   * An ability the system does not act (a supplement race's, one gained at a later level): its name as the
   * race gives it, shown as is with the shared hint (`name` is then unused).
   */
  readonly label?: string;
}

type Format = (key: string, data?: Record<string, string>) => string;

/** A check's formula as the sheet writes it: "2d+3", "2d-1", "2d". */
const checkFormula = (modifier: number) =>
  modifier === 0 ? "2d" : `2d${modifier > 0 ? "+" : ""}${modifier}`;

const isForm = (key: string): key is RaceForm => (RACE_FORMS as readonly string[]).includes(key);

/** The race item of a character (the first), or null. */
export function raceItem(actor: ActorInput): Record<string, unknown> | null {
  return (
    list(actor.items)
      .map(bag)
      .find((i) => i.type === "race") ?? null
  );
}

/** The race abilities of a character at `level`, from its race item. */
export function raceAbilitiesOfActor(actor: ActorInput, level = 1) {
  const race = raceItem(actor);
  return race ? raceAbilitiesOf(text(race.name), text(bag(race.system).abilities), level) : [];
}

const fold = (name: string) => name.normalize("NFKC").toLowerCase();

/**
 * The abilities of the race at `level` that our catalogue does not hold (ytsheet2's races table, or the
 * race item's own text, names them), each shown by its name: none is left off the sheet.
 */
function textOnlyViews(actor: ActorInput, level: number, known: readonly { names: readonly string[] }[]) {
  const race = raceItem(actor);
  if (!race) return [];
  const names = raceAbilityNamesOf(text(race.name), text(bag(race.system).abilities), level);
  const ours = known.flatMap((a) => a.names.map(fold));
  return names
    .filter((name) => !ours.some((n) => fold(name).includes(n)))
    .map((label, i) => ({
      key: `text-${i}`,
      name: "SW25.RaceAbility.Other.Name",
      hint: "SW25.RaceAbility.Other.Hint",
      uses: "",
      usedUp: false,
      action: null,
      label,
    }));
}

export function raceAbilityViews(actor: ActorInput, t: Format = (key) => key): RaceAbilityView[] {
  if (!raceItem(actor)) return [];
  const system = bag(actor.system);
  const used = bag(system.dailyUses);
  const forms = bag(system.raceForms);
  const derived = bag(system.derived);
  const level = maybeNum(derived.adventurerLevel) ?? 0;
  const abilities = raceAbilitiesOfActor(actor, Math.max(1, level));
  const acted = abilities.map((ability): RaceAbilityView => {
    const count = used[ability.key];
    const left = usesLeftAt(ability, typeof count === "number" ? count : 0, level);
    const perDay = dailyLimit(ability, level);
    const base = {
      key: ability.key,
      name: `SW25.RaceAbility.${ability.key}.Name`,
      hint: `SW25.RaceAbility.${ability.key}.Hint`,
      uses:
        left === null || perDay === null
          ? ""
          : t("SW25.RaceAbility.Uses", { left: String(left), perDay: String(perDay) }),
      usedUp: left === 0,
    };
    if (ability.key === "hpConversion") return { ...base, action: "hpConversion" as const };
    if (isForm(ability.key)) return { ...base, action: "form" as const, on: forms[ability.key] === true };
    if (ability.key === "sixthSense") {
      const modifier = sixthSenseModifier(
        abilities,
        level,
        maybeNum(bag(derived.modifiers).intelligence) ?? 0,
      );
      if (modifier.ok) return { ...base, action: "roll" as const, formula: checkFormula(modifier.value) };
    }
    return { ...base, action: null };
  });
  return [...acted, ...textOnlyViews(actor, Math.max(1, level), abilities)];
}
