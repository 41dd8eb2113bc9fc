/** Runs the engine for a sheet's roll and packs the result as a chat card's data (dice injected). */
import {
  type CardRollOptions,
  type CardRollSource,
  cardCriticalValue,
} from "../../rules/damage/card-damage.js";
import { deathCheck } from "../../rules/damage/death-check.js";
import { withDice } from "../../rules/damage/dice-guard.js";
import { rollMonsterDamage } from "../../rules/damage/monster-damage.js";
import { certaintyCheck } from "../../rules/dice/certainty.js";
import { type ContestSide, check2d, contest } from "../../rules/dice/check.js";
import type { DiceSource } from "../../rules/dice/dice-source.js";
import { powerRoll } from "../../rules/dice/power-roll.js";
import { ok, type Result } from "../../rules/errors.js";
import type { RollRequest } from "../applications/roll-request.js";
import { type AgainstTarget, cardCertainty, type RollCard } from "./roll-card.js";

export interface RollSituation {
  /** Situational modifier from the dialog, added to checks and to the power roll's extra damage. */
  readonly modifier: number;
  /** The selected target's fixed value to beat (evasion, willpower), or its fixed accuracy to dodge. */
  readonly against?: number;
  /** The selected target rolls instead (2d + this): a monster without fixed values attacking the roller. */
  readonly againstRolled?: number;
  /** Who the selected target is to every reader and which of its values the check opposes. */
  readonly againstTarget?: AgainstTarget;
  /** The selected target wears metal armour (its side of the C value, ROLL-08). */
  readonly targetMetalArmour?: boolean;
  /** Attack options the dialog offered and the roller chose (Aimed Attack, Critical Bullet). */
  readonly options?: CardRollOptions;
  /** Magic expansion certainty (確実化) was chosen: a check is rolled twice and the better kept (the rules'). */
  readonly certainty?: boolean;
}

/** What the item gives a power card, in the engine's terms (the GM reads it again when applying). */
export function cardRollSource(request: RollRequest): CardRollSource | null {
  if (request.kind === "monsterDamage") return { kind: "monster", bonus: request.bonus };
  if (request.kind !== "power") return null;
  return {
    kind: "power",
    power: request.power,
    criticalBase: request.criticalBase,
    attack: request.attack,
    extraDamage: request.extraDamage,
    increases: request.increases,
    healing: request.healing,
  };
}

/** Runs the engine for one sheet roll and packs the result as card data. Dice are injected. */
export function performRoll(
  request: RollRequest,
  situation: RollSituation,
  dice: DiceSource,
): Result<RollCard> {
  return withDice((): Result<RollCard> => {
    switch (request.kind) {
      case "fixed":
        return ok({ kind: "fixed", label: request.label, value: request.value + situation.modifier });
      case "check": {
        const options = { modifier: request.modifier + situation.modifier };
        const twice = situation.certainty === true ? certaintyCheck(options, dice) : null;
        const check = twice ? twice.check : check2d(options, dice);
        const certainty = twice ? { certainty: cardCertainty(twice) } : {};
        const roller = { kind: "rolled", check } as const;
        let opponent: ContestSide | null = null;
        if (request.opposed && situation.against !== undefined)
          opponent = { kind: "fixed", value: situation.against };
        else if (request.opposed && request.defends && situation.againstRolled !== undefined)
          opponent = { kind: "rolled", check: check2d({ modifier: situation.againstRolled }, dice) };
        if (!opponent) return ok({ kind: "check", label: request.label, check, against: null, ...certainty });
        const value = opponent.kind === "fixed" ? opponent.value : opponent.check.total;
        const target = situation.againstTarget ? { target: situation.againstTarget } : {};
        // ROLL-02: an Evasion roll is the passive side of the attacker's Accuracy: a tie is the roller's.
        if (request.defends)
          return ok({
            kind: "check",
            label: request.label,
            check,
            against: { value, contest: contest(opponent, roller), ...target },
            defends: true,
            ...certainty,
          });
        return ok({
          kind: "check",
          label: request.label,
          check,
          against: { value, contest: contest(roller, opponent), ...target },
          ...certainty,
        });
      }
      case "power": {
        const extraDamage = request.extraDamage + situation.modifier;
        const source = cardRollSource(request);
        const options = situation.options ?? {};
        // ROLL-08/09: the selected target's side and the declared options, bounded once, after all of them.
        const criticalValue = source
          ? cardCriticalValue(source, options, { metalArmour: situation.targetMetalArmour === true }, false)
          : request.criticalValue;
        const result = powerRoll({ power: request.power, criticalValue, extraDamage }, dice);
        return ok({
          kind: "power",
          label: request.label,
          power: request.power,
          criticalValue,
          extraDamage,
          steps: result.steps,
          criticals: result.criticals,
          fumble: result.fumble,
          total: result.total,
          damageKind: request.damageKind,
          elements: request.elements,
          healing: request.healing,
          increases: request.increases,
          options: { ...options, modifier: situation.modifier },
        });
      }
      case "monsterDamage": {
        const roll = rollMonsterDamage(request.bonus + situation.modifier, dice);
        return ok({
          kind: "power",
          label: request.label,
          power: 0,
          criticalValue: null,
          extraDamage: roll.bonus,
          steps: [
            {
              dice: roll.dice,
              sum: roll.dice[0] + roll.dice[1],
              power: 0,
              value: roll.dice[0] + roll.dice[1],
            },
          ],
          criticals: 0,
          fumble: false,
          total: roll.calculated,
          damageKind: "physical",
          healing: false,
          options: { modifier: situation.modifier },
        });
      }
      case "deathCheck": {
        const result = deathCheck(
          {
            hp: request.hp,
            adventurerLevel: request.adventurerLevel,
            vitalityModifier: request.vitalityModifier,
            modifier: situation.modifier,
          },
          dice,
        );
        if (!result.ok) return result;
        return ok({
          kind: "check",
          label: request.label,
          check: result.value.check,
          against: null,
          target: result.value.target,
        });
      }
    }
  });
}
