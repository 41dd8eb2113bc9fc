/**
 * The Battle Board's forced move (MOUNT-08, SIMP-09's "pushed by a spell or skill" in Standard Combat), pure:
 * the GM's "Forced move…" control on each combatant's row, and the dialog's answer read into the event. The
 * control's legality is the reducer's dry run behind `eventButton` (the event at the combatant's own point);
 * the dialog only puts the typed point, and for a mounted pair whether it moves together, into that event.
 * Nothing here knows a rule: the reducer decides what the move does (who stays mounted, who leaves a melee).
 */

import type { BattleEvent } from "../../../rules/combat/events.js";
import { jockeyOf, mountOf } from "../../../rules/combat/sections-and-mounts/mounts.js";
import { pointOf } from "../../../rules/combat/standard/model.js";
import type { BattleState, Combatant } from "../../../rules/combat/types.js";
import { MAX_METRES } from "../../../rules/combat/validate-event.js";
import type { Requester } from "../policy/event-policy.js";
import type { Translate } from "../policy/rule-text.js";
import { type ButtonView, eventButton } from "./buttons.js";

/** One combatant's "Forced move…" control: what the dialog needs, and the button (its event, mode, reason). */
export interface ForcedMoveControl {
  readonly id: string;
  readonly name: string;
  /** The combatant's point now, in metres: the dialog's prefilled destination. */
  readonly x: number;
  readonly y: number;
  /** The other half of its mounted pair (MOUNT-01), "" when it is not mounted: the dialog then asks no more. */
  readonly partner: string;
  /** "Forced move of Kay", for screen readers (the visible label names nobody). */
  readonly aria: string;
  readonly button: ButtonView;
}

/**
 * The lowest and highest coordinate the dialog accepts: the engine's (validate-event.ts). On the canvas a
 * point is metres from the scene's top-left corner, so never negative; a battle set up by a macro or a
 * saved scenario may stand anywhere around its reference point, and its combatants must be movable too.
 */
export const FORCED_MIN = -MAX_METRES;
export const FORCED_MAX = MAX_METRES;

/**
 * The GM's control for `c` in a Standard battle; null for players (a forced move is the GM's, like damage:
 * event-policy.ts), in Simplified Combat (a forced move there names an area: not offered on the board yet),
 * or for a combatant with no point.
 */
export function forcedMoveControl(
  state: BattleState,
  c: Combatant,
  user: Requester,
  t: Translate,
  name: (id: string) => string,
): ForcedMoveControl | null {
  if (!user.isGM || state.method !== "standard") return null;
  const at = pointOf(c);
  if (!at) return null;
  // `mode` is required by the event's shape and ignored for a forced move (events.ts).
  const event: BattleEvent = { type: "move", actorId: c.id, mode: "limited", forced: true, at };
  const button = eventButton(state, event, t("SW25.Board.ForcedMove.Button"), user, t);
  if (!button) return null;
  const partner = mountOf(state, c) ?? jockeyOf(state, c);
  return {
    id: c.id,
    name: name(c.id),
    x: at.x,
    y: at.y,
    partner: partner ? name(partner.id) : "",
    aria: t("SW25.Board.ForcedMove.Aria", { name: name(c.id) }),
    button,
  };
}

/** What the GM typed in the dialog, as the form holds it. */
export interface ForcedMoveForm {
  readonly x: string;
  readonly y: string;
  readonly together: boolean;
}

export type Axis = "x" | "y";

/** A field the dialog must flag: which one, and the localized sentence saying what is wrong. */
export interface ForcedMoveProblem {
  readonly field: Axis;
  readonly message: string;
}

export type ForcedMoveReading =
  | { readonly ok: true; readonly at: { readonly x: number; readonly y: number } }
  | { readonly ok: false; readonly problems: readonly ForcedMoveProblem[] };

const FULL_WIDTH = /[０-９－．＋]/g;

/** Full-width digits, sign and point (a Japanese keyboard's) as ASCII. */
const halfWidth = (text: string) =>
  text.replace(FULL_WIDTH, (ch) => String.fromCharCode((ch.codePointAt(0) ?? 0) - 0xfee0));

/** One coordinate: whole metres (a fraction rounds, as the engine rounds every point), or the problem. */
function coordinate(text: string, axis: Axis, t: Translate): number | ForcedMoveProblem {
  const trimmed = halfWidth(text ?? "").trim();
  if (trimmed === "") return { field: axis, message: t("SW25.Board.ForcedMove.Error.Empty", { axis }) };
  // Number("0x10") and Number("1e3") are numbers too; a GM types plain decimals.
  const n = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(n))
    return { field: axis, message: t("SW25.Board.ForcedMove.Error.NotNumber", { axis }) };
  const metres = Math.round(n);
  if (metres < FORCED_MIN || metres > FORCED_MAX)
    return {
      field: axis,
      message: t("SW25.Board.ForcedMove.Error.Range", { axis, min: FORCED_MIN, max: FORCED_MAX }),
    };
  // -0 (from "-0.4") is 0.
  return metres + 0;
}

/** The dialog's point, or every problem with it (both fields are checked, so the GM sees both at once). */
export function readForcedMove(form: Pick<ForcedMoveForm, "x" | "y">, t: Translate): ForcedMoveReading {
  const x = coordinate(form.x, "x", t);
  const y = coordinate(form.y, "y", t);
  if (typeof x === "number" && typeof y === "number") return { ok: true, at: { x, y } };
  return { ok: false, problems: [x, y].filter((p): p is ForcedMoveProblem => typeof p !== "number") };
}

/**
 * The control's event (plain, or wrapped in the GM's override) with the typed point and, when ticked, the
 * pair moving together (MOUNT-08). Null when the form is invalid or `base` is not a forced move.
 */
export function forcedMoveEvent(base: BattleEvent, form: ForcedMoveForm, t: Translate): BattleEvent | null {
  if (base.type === "override") {
    const inner = forcedMoveEvent(base.event, form, t);
    return inner ? { ...base, event: inner } : null;
  }
  if (base.type !== "move" || base.forced !== true) return null;
  const reading = readForcedMove(form, t);
  if (!reading.ok) return null;
  const { together: _ignored, ...rest } = base;
  return { ...rest, at: reading.at, ...(form.together ? { together: true } : {}) };
}
