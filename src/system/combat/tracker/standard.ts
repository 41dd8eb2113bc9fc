/**
 * The Battle Board's Standard Combat part, pure: the skirmishes with who is in melee and who stands in
 * them independently (STD-09/10), the combatants in the open, and the movement of each (MOVE-05): the mode
 * its turn fixed and the metres it leaves. Every number comes from the engine's state and model.
 */

import type { BattleEvent } from "../../../rules/combat/events.js";
import { mountOf } from "../../../rules/combat/sections-and-mounts/mounts.js";
import { canFight } from "../../../rules/combat/sections-and-mounts/sections.js";
import { blockOptions } from "../../../rules/combat/standard/blocking.js";
import { pointOf, std } from "../../../rules/combat/standard/model.js";
import { raisableMode } from "../../../rules/combat/standard/movement.js";
import { metresLeft } from "../../../rules/combat/standard/ruler.js";
import type { BattleState, Combatant } from "../../../rules/combat/types.js";
import type { Translate } from "../policy/rule-text.js";
import type { ForcedMoveControl } from "./forced.js";
import type { PlaceControl } from "./place.js";

export interface MovementView {
  readonly id: string;
  readonly name: string;
  /** The mode of the open turn, "—" before it is fixed or outside the turn. */
  readonly mode: string;
  /** "7 m" left in the fixed mode, or in the largest the turn still allows; "" without a Move Speed. */
  readonly left: string;
  /** No mode chosen yet: `left` is as far as the combatant may go, not what a chosen mode leaves. */
  readonly ceiling: boolean;
  /** "(12, 4)" in metres; "No position yet" for a combatant the GM has still to place (STD-04). */
  readonly at: string;
  readonly active: boolean;
  /** The GM's "Forced move…" (MOUNT-08, tracker-forced.ts); null for players. */
  readonly forced: ForcedMoveControl | null;
  /** The GM's "Place…" (STD-04, tracker-place.ts) while it has no point; null for players. */
  readonly place: PlaceControl | null;
}

export interface SkirmishView<Chip> {
  readonly id: string;
  readonly label: string;
  readonly melee: readonly Chip[];
  readonly independents: readonly Chip[];
}

export interface StandardBoard<Chip, Button = unknown> {
  /** STD-17..23: who may block the move just made, one button each (the reducer judges every one). */
  readonly blocks: readonly Button[];
  readonly skirmishes: readonly SkirmishView<Chip>[];
  readonly open: readonly Chip[];
  readonly movement: readonly MovementView[];
}

/**
 * STD-17..23: a button per possible block of the move just made: each interceptor alone (STD-17; a mounted
 * pair is one interceptor, named as the pair, MOUNT-01), and each skirmish it entered with its fighting
 * opponents of the mover (STD-20). Who may block is the engine's `blockOptions`; whether the block is legal is
 * the reducer's dry run behind `button`.
 */
function blockButtons<Button>(
  state: BattleState,
  name: (id: string) => string,
  t: Translate,
  button: (event: BattleEvent, label: string) => Button | null,
): Button[] {
  const last = std(state).lastMove;
  const mover = last ? state.combatants.find((c) => c.id === last.actorId) : undefined;
  if (!last || !mover) return [];
  const options = blockOptions(state, mover, last.path, last);
  const skirmishes = std(state).skirmishes;
  const buttons = [
    ...options.interceptors.map((i) => {
      // MOUNT-01: a mounted pair is offered once, under its rider, and named as the pair.
      const blocker = state.combatants.find((c) => c.id === i.id);
      const mount = blocker ? mountOf(state, blocker) : null;
      return button(
        { type: "block", moverId: mover.id, blockerIds: [i.id] },
        mount
          ? t("SW25.Combat.Standard.BlockByPair", {
              rider: name(i.id),
              mount: name(mount.id),
              mover: name(mover.id),
            })
          : t("SW25.Combat.Standard.BlockBy", { blocker: name(i.id), mover: name(mover.id) }),
      );
    }),
    ...options.skirmishes.map((o) => {
      const s = skirmishes.find((x) => x.id === o.id);
      const blockerIds = (s?.melee ?? []).filter((id) => {
        const c = state.combatants.find((x) => x.id === id);
        return !!c && c.side !== mover.side && canFight(c);
      });
      return blockerIds.length === 0
        ? null
        : button(
            { type: "block", moverId: mover.id, blockerIds, skirmishId: o.id },
            t("SW25.Combat.Standard.BlockBySkirmish", {
              n: skirmishes.findIndex((x) => x.id === o.id) + 1,
              mover: name(mover.id),
            }),
          );
    }),
  ];
  return buttons.filter((b): b is Button => b !== null);
}

export function standardBoard<Chip, Button>(
  state: BattleState,
  chip: (c: Combatant) => Chip,
  name: (id: string) => string,
  t: Translate,
  button: (event: BattleEvent, label: string) => Button | null = () => null,
  forced: (c: Combatant) => ForcedMoveControl | null = () => null,
  place: (c: Combatant) => PlaceControl | null = () => null,
): StandardBoard<Chip, Button> | null {
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
    blocks: blockButtons(state, name, t, button),
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
    // Who has no point yet stands nowhere: it is listed as not placed (the board's own list), not in the open.
    open: state.combatants.filter((c) => !inOne.has(c.id) && c.position.kind !== "unplaced").map(chip),
    movement: state.combatants.map((c) => {
      const turn = state.turn?.actorId === c.id ? state.turn : null;
      const p = pointOf(c);
      // Nowhere yet, nothing to walk: no metres are shown until the GM places it (STD-04).
      const left = p ? metresLeft(state, c) : null;
      return {
        id: c.id,
        name: name(c.id),
        // A mode read from the metres may still grow until the turn acts (movement.ts `raisableMode`).
        mode: turn?.move
          ? raisableMode(state, turn)
            ? t("SW25.Combat.Standard.ModeSoFar", { mode: t(`SW25.Combat.Move.${turn.move}`) })
            : t(`SW25.Combat.Move.${turn.move}`)
          : "—",
        left: left === null ? "" : t("SW25.Combat.Standard.Metres", { metres: left }),
        // Before a mode is chosen the metres are a ceiling (as far as a Full Move goes): the board says so.
        ceiling: left !== null && !turn?.move,
        at: p ? `(${p.x}, ${p.y})` : c.position.kind === "unplaced" ? t("SW25.Board.Place.Unplaced") : "",
        active: !!turn,
        forced: forced(c),
        place: place(c),
      };
    }),
  };
}
