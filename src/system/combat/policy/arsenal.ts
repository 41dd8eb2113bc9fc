/**
 * What a combatant can attack or cast with, read from its actor's items (equipped weapons, spells) into
 * the engine's terms. Pure: it copies item fields; the reducer decides range, misfire and timing.
 */
import { hasRaceAbility, tailWeaponInput } from "../../../rules/character/races/lildraken.js";
import { raceAbility, usesLeft } from "../../../rules/character/races/race-abilities.js";
import type { AttackForm, EffectArea, SpellSpec } from "../../../rules/combat/events.js";
import { heldStones } from "../../applications/mp-payment.js";

export interface ItemSnapshot {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly system: Readonly<Record<string, unknown>>;
}

export interface WeaponOption {
  readonly id: string;
  readonly name: string;
  readonly form: AttackForm;
  /** Metres; absent for melee (and for a ranged weapon without a range, which the engine refuses). */
  readonly range?: number;
  /** A weapon of the body (the Lildraken's tail): it attacks, but is never dropped or handed over. */
  readonly racial?: boolean;
}

/** "combatant": pick a combatant; "area": pick an area; "self": the caster only (Range: Caster). */
export type SpellAimKind = "combatant" | "area" | "self";

export interface SpellOption {
  readonly id: string;
  readonly name: string;
  readonly spell: SpellSpec;
  readonly aim: SpellAimKind;
}

/** An active combat feat its owner may declare (ACT-07); the event names it by item id. */
export interface FeatOption {
  readonly id: string;
  readonly name: string;
}

/** A class technique its owner may use in a turn (not passive); its timing picks the action. */
export interface TechniqueOption {
  readonly id: string;
  readonly name: string;
  readonly timing: string;
}

/** The Lildraken's Wind Wings (lildraken.ts): its uses today, read from the actor. */
export interface WindWingsOption {
  readonly left: number;
  readonly perDay: number;
}

export interface Arsenal {
  readonly weapons: readonly WeaponOption[];
  /** Present for a race with Wind Wings. */
  readonly windWings?: WindWingsOption;
  readonly spells: readonly SpellOption[];
  readonly feats?: readonly FeatOption[];
  readonly techniques?: readonly TechniqueOption[];
  /**
   * The MP the caster's usable stones hold together (魔晶石 and charged マナチャージクリスタル): a spell MP alone
   * cannot pay is still offered when these make up the rest (the stone dialog asks which; issue 35).
   */
  readonly stonePoints?: number;
}

export const emptyArsenal: Arsenal = { weapons: [], spells: [] };

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const FORMS: readonly AttackForm[] = ["melee", "thrown", "shooting"];

function weaponOption(item: ItemSnapshot): WeaponOption | null {
  if (item.type !== "weapon" || item.system.equipped !== true) return null;
  const form = FORMS.find((f) => f === item.system.attackKind) ?? "melee";
  const range = num(item.system.range);
  return form === "melee" || range === undefined
    ? { id: item.id, name: item.name, form }
    : { id: item.id, name: item.name, form, range };
}

/** The item's area field as the engine's effect area (SIMP-15..18); "/N" is the radius cap. */
function effectArea(system: Readonly<Record<string, unknown>>): EffectArea {
  switch (system.area) {
    case "shot":
      return { shape: "shot" };
    case "line":
      return { shape: "line" };
    case "breakthrough":
      return { shape: "breakthrough" };
    case "radius": {
      const cap = num(system.maxTargets);
      const radius = num(system.radius) ?? 0;
      return cap === undefined ? { shape: "radius", radius } : { shape: "radius", radius, cap };
    }
    default:
      return { shape: "target" };
  }
}

function spellOption(item: ItemSnapshot): SpellOption | null {
  if (item.type !== "spell") return null;
  const area = effectArea(item.system);
  const rangeKind = item.system.rangeKind;
  const range = rangeKind === "distance" ? (num(item.system.range) ?? 0) : "touch";
  const mpCost = num(item.system.mpCost);
  const aim: SpellAimKind =
    rangeKind === "caster"
      ? "self"
      : area.shape === "radius" || area.shape === "breakthrough"
        ? "area"
        : "combatant";
  const spell: SpellSpec =
    mpCost === undefined ? { name: item.name, range, area } : { name: item.name, range, area, mpCost };
  return { id: item.id, name: item.name, spell, aim };
}

/**
 * Tail as Weapon (lildraken.ts): a Lildraken attacks with its tail like a melee weapon, without an item (id
 * "": nothing to spend or load). `tail` is the row's name in the viewer's language.
 */
function tailOption(items: readonly ItemSnapshot[], tail: string | undefined): WeaponOption[] {
  const race = items.find((i) => i.type === "race");
  if (tail === undefined || !race) return [];
  const abilities = typeof race.system.abilities === "string" ? race.system.abilities : "";
  const weapons = items.filter((i) => i.type === "weapon").map((i) => i.name);
  return tailWeaponInput(race.name, abilities, weapons)
    ? [{ id: "", name: tail, form: "melee", racial: true }]
    : [];
}

/** Wind Wings' uses left today, when the race has it; `used` is the actor's `dailyUses.windWings`. */
function windWingsOption(items: readonly ItemSnapshot[], used: number | undefined): WindWingsOption | null {
  const race = items.find((i) => i.type === "race");
  if (used === undefined || !race) return null;
  const abilities = typeof race.system.abilities === "string" ? race.system.abilities : "";
  if (!hasRaceAbility(race.name, abilities, "windWings")) return null;
  const wings = raceAbility("windWings");
  return { left: usesLeft(wings, used) ?? 0, perDay: wings.perDay ?? 0 };
}

/**
 * What the items offer; `actor` adds what the actor's race gives: `tail`, the tail's row name in the viewer's
 * language, and `windWingsUsed`, Wind Wings' uses today (both left out: neither is offered).
 */
export function arsenalFromItems(
  items: readonly ItemSnapshot[],
  actor: { readonly tail?: string; readonly windWingsUsed?: number } = {},
): Arsenal {
  const wings = windWingsOption(items, actor.windWingsUsed);
  const stonePoints = heldStones(items).reduce((sum, stone) => sum + stone.points * stone.count, 0);
  return {
    ...(wings ? { windWings: wings } : {}),
    weapons: [
      ...items.map(weaponOption).filter((w): w is WeaponOption => w !== null),
      ...tailOption(items, actor.tail),
    ],
    spells: items.map(spellOption).filter((s): s is SpellOption => s !== null),
    feats: items
      .filter((i) => i.type === "feat" && i.system.featKind === "active")
      .map((i) => ({ id: i.id, name: i.name })),
    techniques: items
      .filter((i) => i.type === "technique" && i.system.timing !== "passive")
      .map((i) => ({ id: i.id, name: i.name, timing: String(i.system.timing ?? "minor") })),
    ...(stonePoints > 0 ? { stonePoints } : {}),
  };
}
