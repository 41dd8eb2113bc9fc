/**
 * The calculated damage of a rolled card for one target, recomputed from what the card may be trusted for:
 * its dice. Power, the attacker's side of the C value, extra damage and increases come from the acting
 * actor's current data (the caller reads them); the target's side of the C value from the target.
 */
import { type CriticalAttackKind, criticalValue } from "../dice/critical-value.js";
import { fixedDice } from "../dice/dice-source.js";
import { MAX_POWER, type PowerRollStep, powerRoll } from "../dice/power-roll.js";
import { fail, ok, type Result } from "../errors.js";
import type { DamageModifier } from "./damage-modifier.js";
import { withDice } from "./dice-guard.js";
import { rollMonsterDamage } from "./monster-damage.js";

/** What the acting actor's item gives a card, read from the actor when the card is applied. */
export type CardRollSource =
  | {
      readonly kind: "power";
      readonly power: number;
      /** The attacker's C value before target modifiers and bounds (ROLL-08); null: never critical. */
      readonly criticalBase: number | null;
      readonly attack: CriticalAttackKind;
      /** Extra damage: part of the calculated damage, halved with it (DMG-02, DMG-05). */
      readonly extraDamage: number;
      /** Damage increases of the attacker (Weapon Proficiency…): added after halving (DMG-04). */
      readonly increases: readonly DamageModifier[];
      readonly healing: boolean;
    }
  | { readonly kind: "monster"; readonly bonus: number };

/** The attack options a roll dialog offered and the roller chose. ROLL-08 */
export interface CardRollOptions {
  /** 《Aimed Attack》 declared: C +1. */
  readonly aimedAttack?: boolean;
  /** The spell Critical Bullet on the gun: C −1 (guns only). */
  readonly criticalBullet?: boolean;
  /** The situational modifier added to extra damage (the GM's alone: a player's card carries 0). */
  readonly modifier?: number;
}

/** The target's side of a roll: metal armour raises physical, non-gun C values (ROLL-08). */
export interface CardTargetSide {
  readonly metalArmour: boolean;
}

export interface CardDamage {
  readonly criticalValue: number | null;
  /** The table values used: the first one only when resisted (ROLL-10). */
  readonly steps: readonly PowerRollStep[];
  readonly criticals: number;
  readonly fumble: boolean;
  /** Calculated damage before halving (the pipeline halves it, DMG-03). */
  readonly calculated: number;
  readonly increases: readonly DamageModifier[];
}

/** No honest critical chain comes near this; a longer list of dice is refused rather than replayed. */
export const MAX_CARD_DICE = 200;

/**
 * The C value against one target: attacker base + target-side modifiers + declared options, the bounds
 * (7 or less reads 8, 13+ none) applied once, after all of them (ROLL-08, ROLL-09). A resisted "Resist:
 * Half" effect and healing never critical (ROLL-10).
 */
export function cardCriticalValue(
  source: CardRollSource,
  options: CardRollOptions,
  target: CardTargetSide,
  resisted: boolean,
): number | null {
  if (source.kind !== "power" || source.criticalBase === null) return null;
  return criticalValue({
    base: source.criticalBase,
    attack: source.attack,
    targetInMetalArmour: target.metalArmour,
    aimedAttack: options.aimedAttack === true,
    criticalBullet: options.criticalBullet === true,
    resistedHalf: resisted,
    healing: source.healing,
  });
}

const isFace = (d: unknown): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

/**
 * Reads the card's dice with the values of the actor and of this target. A resisted application uses the
 * first table roll only, plus extra damage, and the pipeline then halves it (ROLL-10, DMG-03). A target
 * whose C value is higher than the one rolled against stops the chain early; one that needs more dice than
 * the card holds is refused (the roll was made against another target).
 */
export function cardDamage(
  source: CardRollSource,
  options: CardRollOptions,
  target: CardTargetSide,
  resisted: boolean,
  dice: readonly (readonly number[])[],
): Result<CardDamage> {
  const faces = dice.flat();
  if (faces.length === 0 || faces.length > MAX_CARD_DICE || !faces.every(isFace))
    return fail("ApplyCardAltered", "the card's dice are not d6 results");
  const modifier = options.modifier ?? 0;
  if (!Number.isInteger(modifier))
    return fail("ApplyCardAltered", "the card's modifier is not a whole number");
  if (source.kind === "monster") {
    if (faces.length !== 2) return fail("ApplyCardAltered", "a monster's damage is one 2d roll");
    const roll = rollMonsterDamage(source.bonus + modifier, fixedDice(faces));
    return ok({
      criticalValue: null,
      steps: [
        { dice: roll.dice, sum: roll.dice[0] + roll.dice[1], power: 0, value: roll.dice[0] + roll.dice[1] },
      ],
      criticals: 0,
      fumble: false,
      calculated: roll.calculated,
      increases: [],
    });
  }
  if (!Number.isInteger(source.power) || source.power < 0 || source.power > MAX_POWER)
    return fail("ApplyCardAltered", "the item's power is not on the power table");
  const critical = cardCriticalValue(source, options, target, resisted);
  const replayed = withDice(() =>
    ok(
      powerRoll(
        { power: source.power, criticalValue: critical, extraDamage: source.extraDamage + modifier },
        fixedDice(faces),
      ),
    ),
  );
  if (!replayed.ok)
    return fail("ApplyCardOtherTarget", "the card's dice do not reach this target's C value", {
      rule: "ROLL-08",
    });
  return ok({
    criticalValue: critical,
    steps: replayed.value.steps,
    criticals: replayed.value.criticals,
    fumble: replayed.value.fumble,
    calculated: Math.max(0, replayed.value.total),
    increases: source.increases,
  });
}

export interface CardOptionContext {
  /** The card's author, as the server stamped it, is a GM. */
  readonly authorIsGM: boolean;
  readonly attack: CriticalAttackKind | null;
  /** The acting actor has the 《Aimed Attack》 feat. */
  readonly hasAimedAttack: boolean;
}

/**
 * The options a card may carry, as the roll dialog offers them: Aimed Attack to its owner (ROLL-08),
 * Critical Bullet on guns (ROLL-08), a situational damage modifier only on a GM's card (a player's
 * damage bonuses come from the actor's data, which the GM reads).
 */
export function cardOptionsAllowed(options: unknown, context: CardOptionContext): Result<CardRollOptions> {
  const raw = (typeof options === "object" && options !== null ? options : {}) as Record<string, unknown>;
  const modifier = raw.modifier ?? 0;
  const aimedAttack = raw.aimedAttack ?? false;
  const criticalBullet = raw.criticalBullet ?? false;
  if (typeof aimedAttack !== "boolean" || typeof criticalBullet !== "boolean" || !Number.isInteger(modifier))
    return fail("ApplyCardAltered", "the card's options are malformed");
  if (modifier !== 0 && !context.authorIsGM)
    return fail("ApplyModifierGmOnly", "only a GM's card carries a situational damage modifier");
  if (aimedAttack && !context.hasAimedAttack)
    return fail("ApplyOptionNotAllowed", "the actor has no Aimed Attack feat", {
      rule: "ROLL-08",
      params: { option: "aimedAttack" },
    });
  if (criticalBullet && context.attack !== "gun")
    return fail("ApplyOptionNotAllowed", "Critical Bullet works on guns only", {
      rule: "ROLL-08",
      params: { option: "criticalBullet" },
    });
  return ok({ aimedAttack, criticalBullet, modifier: modifier as number });
}
