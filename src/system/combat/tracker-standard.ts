/**
 * The Battle Board's Standard Combat part, pure: the skirmishes with who is in melee and who stands in
 * them independently (STD-09/10), the combatants in the open, and the movement of each (MOVE-05): the mode
 * its turn fixed and the metres it leaves. Every number comes from the engine's state and model.
 */

import { budget, moveSpeed, pointOf, std } from "../../rules/combat/standard/model.js";
import { forcedLimited } from "../../rules/combat/standard/movement.js";
import type { BattleState, Combatant, MoveMode } from "../../rules/combat/types.js";
import type { Translate } from "./tracker-buttons.js";

export interface MovementView {
  readonly id: string;
  readonly name: string;
  /** The mode of the open turn, "—" before it is fixed or outside the turn. */
  readonly mode: string;
  /** "7 m" left in the fixed mode, or in the largest the turn still allows; "" without a Move Speed. */
  readonly left: string;
  /** "(12, 4)" in metres. */
  readonly at: string;
  readonly active: boolean;
}

export interface SkirmishView<Chip> {
  readonly id: string;
  readonly label: string;
  readonly melee: readonly Chip[];
  readonly independents: readonly Chip[];
}

export interface StandardBoard<Chip> {
  readonly skirmishes: readonly SkirmishView<Chip>[];
  readonly open: readonly Chip[];
  readonly movement: readonly MovementView[];
}

/** Metres left: the fixed mode's budget, else Full (or Limited when forced), less what the turn spent. */
function metresLeft(state: BattleState, c: Combatant): number | null {
  const speed = moveSpeed(c);
  if (speed === undefined) return null;
  const turn = state.turn?.actorId === c.id ? state.turn : null;
  const mode: MoveMode = turn?.move ?? (forcedLimited(state, c) ? "limited" : "full");
  const spent = turn ? std(state).spent : 0;
  return Math.max(0, Math.round((budget(speed, mode) - spent) * 100) / 100);
}

export function standardBoard<Chip>(
  state: BattleState,
  chip: (c: Combatant) => Chip,
  name: (id: string) => string,
  t: Translate,
): StandardBoard<Chip> | null {
  if (state.method !== "standard") return null;
  const byId = (id: string) => state.combatants.find((c) => c.id === id);
  const chips = (ids: readonly string[]) =>
    ids
      .map(byId)
      .filter((c): c is Combatant => !!c)
      .map(chip);
  const skirmishes = std(state).skirmishes;
  const inOne = new Set(skirmishes.flatMap((s) => [...s.melee, ...s.independents]));
  return {
    skirmishes: skirmishes.map((s, i) => ({
      id: s.id,
      label: t("SW25.Combat.Standard.SkirmishLabel", {
        n: i + 1,
        x: s.centre.x,
        y: s.centre.y,
        radius: s.radius,
      }),
      melee: chips(s.melee),
      independents: chips(s.independents),
    })),
    open: state.combatants.filter((c) => !inOne.has(c.id)).map(chip),
    movement: state.combatants.map((c) => {
      const turn = state.turn?.actorId === c.id ? state.turn : null;
      const left = metresLeft(state, c);
      const p = pointOf(c);
      return {
        id: c.id,
        name: name(c.id),
        mode: turn?.move ? t(`SW25.Combat.Move.${turn.move}`) : "—",
        left: left === null ? "" : t("SW25.Combat.Standard.Metres", { metres: left }),
        at: p ? `(${p.x}, ${p.y})` : "",
        active: !!turn,
      };
    }),
  };
}
