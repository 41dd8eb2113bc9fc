/**
 * Whether one press of a roll card's "apply" button is legal for that card. The buttons are rendered on the
 * roller's client and the request can be crafted, so the applying side checks again, from the card alone.
 */
import { fixedDice } from "../dice/dice-source.js";
import { MAX_POWER, NO_CRITICAL, powerRoll } from "../dice/power-roll.js";
import { fail, ok, type Result } from "../errors.js";
import { canBeHalved, DAMAGE_KINDS, type DamageKind } from "./damage-kind.js";
import { withDice } from "./dice-guard.js";
import { rollMonsterDamage } from "./monster-damage.js";

/** What a power card says about its effect. */
export interface CardEffect {
  readonly damageKind: DamageKind;
  readonly healing: boolean;
  readonly fumble: boolean;
  readonly total: number;
}

/** The button as the request describes it: every field is untrusted. */
export interface ApplyButton {
  readonly effect: unknown;
  readonly kind?: unknown;
  readonly halve?: unknown;
  readonly section?: unknown;
}

export type LegalApplication =
  | { readonly healing: true; readonly section?: number }
  | {
      readonly healing: false;
      readonly kind: DamageKind;
      readonly halve: boolean;
      readonly section?: number;
    };

/**
 * The damage kinds a card may be applied as: its own (DMG-01), and certain damage, which only the GM
 * imposes (a fixed amount that skips halving, increases and Defense).
 */
export function allowedDamageKinds(cardKind: DamageKind, byGM: boolean): DamageKind[] {
  return byGM && cardKind !== "certain" ? [cardKind, "certain"] : [cardKind];
}

const isDamageKind = (value: unknown): value is DamageKind =>
  typeof value === "string" && (DAMAGE_KINDS as readonly string[]).includes(value);

/**
 * DMG-01 (kind), DMG-03/DMG-08 (halving only where a resistance can halve), ROLL-05 (a fumble deals nothing):
 * healing only from a healing card, damage only from a damage card, a section index a non-negative integer.
 */
export function applicationLegality(
  card: CardEffect,
  button: ApplyButton,
  byGM: boolean,
): Result<LegalApplication> {
  if (card.fumble || !(card.total > 0))
    return fail("ApplyNothing", "this roll deals nothing to apply", { rule: "ROLL-05" });
  const section = button.section;
  if (section !== undefined && !(Number.isInteger(section) && (section as number) >= 0))
    return fail("ApplyBadSection", "the section must be a whole number of at least 0", {
      params: { value: String(section) },
    });
  const at = section === undefined ? {} : { section: section as number };
  const halve = button.halve ?? false;
  if (typeof halve !== "boolean") return fail("ApplyBadButton", "the halve flag is not true or false");
  if (button.effect === "healing") {
    if (!card.healing) return fail("ApplyNotHealing", "this card deals damage, not healing");
    if (halve) return fail("DamageNotHalvable", "healing cannot be halved", { params: { kind: "healing" } });
    return ok({ healing: true, ...at });
  }
  if (button.effect !== "damage") return fail("ApplyBadButton", "the button is neither damage nor healing");
  if (card.healing) return fail("ApplyNotDamage", "this card heals, it deals no damage");
  const kind = button.kind ?? card.damageKind;
  if (!isDamageKind(kind) || !allowedDamageKinds(card.damageKind, byGM).includes(kind))
    return fail("ApplyKindNotAllowed", "this card cannot be applied as that kind of damage", {
      rule: "DMG-01",
      params: { kind: String(kind) },
    });
  if (halve && !canBeHalved(kind))
    return fail("DamageNotHalvable", `${kind} damage cannot be halved`, { rule: "DMG-08", params: { kind } });
  return ok({ healing: false, kind, halve, ...at });
}

/** The numbers a power card recorded when it was rolled. */
export interface RecordedPowerRoll {
  readonly power: number;
  readonly criticalValue: number | null;
  readonly extraDamage: number;
  readonly dice: readonly (readonly number[])[];
  readonly criticals: number;
  readonly fumble: boolean;
  readonly total: number;
}

const isFace = (d: unknown): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

function powerTableReplay(card: RecordedPowerRoll, faces: readonly number[]): boolean {
  const critical = card.criticalValue;
  if (!Number.isInteger(card.power) || card.power < 0 || card.power > MAX_POWER) return false;
  if (critical !== null && !(Number.isInteger(critical) && critical >= 3 && critical <= NO_CRITICAL))
    return false;
  const dice = fixedDice(faces);
  const replayed = withDice(() =>
    ok(powerRoll({ power: card.power, criticalValue: critical, extraDamage: card.extraDamage }, dice)),
  );
  return (
    replayed.ok &&
    dice.remaining === 0 &&
    replayed.value.total === card.total &&
    replayed.value.criticals === card.criticals &&
    replayed.value.fumble === card.fumble
  );
}

function monsterDamageReplay(card: RecordedPowerRoll, faces: readonly number[]): boolean {
  if (card.power !== 0 || card.criticalValue !== null || faces.length !== 2) return false;
  const roll = rollMonsterDamage(card.extraDamage, fixedDice(faces));
  return roll.calculated === card.total && card.criticals === 0 && !card.fumble;
}

/**
 * The card's total is what its own dice give through the engine: the power table with its C value and
 * extra damage (ROLL-05..07), or a monster's 2d + X (DMG-07). A total edited by hand fails here.
 */
export function powerRollReplays(card: RecordedPowerRoll): Result<true> {
  const faces = card.dice.flat();
  const sound =
    faces.length > 0 &&
    faces.every(isFace) &&
    Number.isInteger(card.extraDamage) &&
    Number.isInteger(card.total) &&
    (powerTableReplay(card, faces) || monsterDamageReplay(card, faces));
  return sound ? ok(true) : fail("ApplyCardAltered", "the card's total is not what its dice give");
}
