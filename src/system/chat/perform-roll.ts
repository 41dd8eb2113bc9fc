import { deathCheck } from "../../rules/damage/death-check.js";
import { withDice } from "../../rules/damage/dice-guard.js";
import { rollMonsterDamage } from "../../rules/damage/monster-damage.js";
import { check2d, contest } from "../../rules/dice/check.js";
import type { DiceSource } from "../../rules/dice/dice-source.js";
import { powerRoll } from "../../rules/dice/power-roll.js";
import { ok, type Result } from "../../rules/errors.js";
import type { RollRequest } from "../applications/roll-request.js";
import type { RollCard } from "./roll-card.js";

export interface RollSituation {
  /** Situational modifier from the dialog, added to checks and to the power roll's extra damage. */
  readonly modifier: number;
  /** The selected target's fixed value to beat (evasion, willpower), when known. */
  readonly against?: number;
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
        const check = check2d({ modifier: request.modifier + situation.modifier }, dice);
        const against =
          request.opposed && situation.against !== undefined
            ? {
                value: situation.against,
                contest: contest({ kind: "rolled", check }, { kind: "fixed", value: situation.against }),
              }
            : null;
        return ok({ kind: "check", label: request.label, check, against });
      }
      case "power": {
        const extraDamage = request.extraDamage + situation.modifier;
        const result = powerRoll(
          { power: request.power, criticalValue: request.criticalValue, extraDamage },
          dice,
        );
        return ok({
          kind: "power",
          label: request.label,
          power: request.power,
          criticalValue: request.criticalValue,
          extraDamage,
          steps: result.steps,
          criticals: result.criticals,
          fumble: result.fumble,
          total: result.total,
          damageKind: request.damageKind,
          elements: request.elements,
          healing: request.healing,
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
        return ok({ kind: "check", label: request.label, check: result.value.check, against: null });
      }
    }
  });
}
