/**
 * What targeting a token and placing a template tell the table in a Standard battle. Pure: the engine
 * decides shielding (STD-25..27), the misfire pool (STD-24) and wide-area coverage (STD-28); this only
 * turns its answers into localized lines. The attack itself is judged again by the reducer when sent.
 */

import type { Point } from "../../../rules/combat/standard/geometry.js";
import { pointOf } from "../../../rules/combat/standard/model.js";
import { coveredBy, misfirePool, shields } from "../../../rules/combat/standard/targeting.js";
import type { BattleState } from "../../../rules/combat/types.js";
import { ruleSays, type Translate } from "../policy/rule-text.js";

export interface TargetNotice {
  /** Shielded and no Hawk Eye: the reducer will refuse the shot unless the GM overrides. */
  readonly refused: boolean;
  readonly lines: readonly string[];
}

/**
 * Targeting `targetId` with `shooterId` (the token the user controls). Warns when the target is shielded
 * (and whether Hawk Eye shoots through), and when a shot would draw its target among a skirmish (STD-24).
 */
export function targetNotice(
  state: BattleState | null,
  shooterId: string | null,
  targetId: string | null,
  name: (id: string) => string,
  t: Translate,
): TargetNotice | null {
  if (state?.method !== "standard" || !shooterId || !targetId || shooterId === targetId) return null;
  const shooter = state.combatants.find((c) => c.id === shooterId);
  const target = state.combatants.find((c) => c.id === targetId);
  const to = target ? pointOf(target) : null;
  if (!shooter || !target || !to || !pointOf(shooter)) return null;
  const lines: string[] = [];
  const found = shields(state, shooter, to, targetId);
  const hawkEye = shooter.feats.includes("hawkEye");
  const shieldName = (s: (typeof found)[number]) =>
    s.rule === "STD-26"
      ? name(s.by)
      : t(s.rule === "STD-25" ? "SW25.Combat.Canvas.ShieldSkirmish" : "SW25.Combat.Canvas.ShieldTerrain");
  for (const s of found)
    lines.push(
      ruleSays(
        s.rule,
        t(hawkEye ? "SW25.Combat.Canvas.ShieldedHawkEye" : "SW25.Combat.Canvas.Shielded", {
          target: name(targetId),
          by: shieldName(s),
        }),
        t,
      ),
    );
  const pool = misfirePool(state, shooter, target);
  if (pool)
    lines.push(
      ruleSays(
        "STD-24",
        t("SW25.Combat.Canvas.MisfireRisk", { target: name(targetId), count: pool.length }),
        t,
      ),
    );
  if (lines.length === 0) return null;
  return { refused: found.length > 0 && !hawkEye, lines };
}

/**
 * STD-28: who a wide area of `radius` metres around `centre` covers, by name, each once. `shown` leaves out
 * those the reader may not see (a hidden token is never named in a public line).
 */
export function templateCoverage(
  state: BattleState | null,
  centre: Point,
  radius: number,
  name: (id: string) => string,
  shown: (id: string) => boolean = () => true,
): string[] | null {
  if (state?.method !== "standard") return null;
  const ids = [...new Set(coveredBy(state, centre, radius).map((u) => u.combatantId))];
  return ids.filter(shown).map(name);
}
