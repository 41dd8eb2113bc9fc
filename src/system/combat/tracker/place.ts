/**
 * The Battle Board's placement of a combatant that has no point in a Standard battle (STD-04: the GM sets
 * where everyone stands; a latecomer arrives where the GM says), pure: the GM's "Place…" control on the
 * combatant's movement row, and the dialog's answer read into the event `place { at }`. The control's
 * legality is the reducer's dry run behind `eventButton`; the dialog only puts the typed point into the event.
 * Nothing here knows a rule: the reducer decides (a forbidden point, a mount standing elsewhere, ...).
 */

import type { BattleEvent } from "../../../rules/combat/events.js";
import { pairOf } from "../../../rules/combat/sections-and-mounts/mounts.js";
import { pointOf } from "../../../rules/combat/standard/model.js";
import type { BattleState, Combatant } from "../../../rules/combat/types.js";
import type { Requester } from "../policy/event-policy.js";
import type { Translate } from "../policy/rule-text.js";
import { type ButtonView, eventButton } from "./buttons.js";
import { readForcedMove } from "./forced.js";

/** One combatant's "Place…" control: what the dialog needs, and the button (its event, mode, reason). */
export interface PlaceControl {
  readonly id: string;
  readonly name: string;
  /** The dialog's prefilled point ("" for none): where its mounted partner already stands (MOUNT-01). */
  readonly x: string;
  readonly y: string;
  /** The partner standing there, "" when there is none: the dialog says why the point is filled in. */
  readonly partner: string;
  /** "Place Kay", for screen readers (the visible label names nobody). */
  readonly aria: string;
  readonly button: ButtonView;
}

/**
 * The point the control's dry run is made at, and the dialog's prefill: its rider's or mount's point when
 * one of them stands somewhere, else none (the dry run then asks about the scene's top-left corner).
 */
function partnerPoint(state: BattleState, c: Combatant): { who: Combatant; x: number; y: number } | null {
  for (const p of pairOf(state, c)) {
    const at = p.id === c.id ? null : pointOf(p);
    if (at) return { who: p, ...at };
  }
  return null;
}

/**
 * The GM's control for `c` in a Standard battle while it has no point; null for players (the GM's word, like
 * the opening positions: event-policy.ts), in Simplified Combat (its latecomers are placed by area, on their
 * chip) and for a combatant that stands somewhere (that is the forced move's, tracker-forced.ts).
 */
export function placeControl(
  state: BattleState,
  c: Combatant,
  user: Requester,
  t: Translate,
  name: (id: string) => string,
): PlaceControl | null {
  if (!user.isGM || state.method !== "standard" || c.position.kind !== "unplaced") return null;
  const partner = partnerPoint(state, c);
  const at = partner ? { x: partner.x, y: partner.y } : { x: 0, y: 0 };
  const event: BattleEvent = { type: "place", combatantId: c.id, at };
  const button = eventButton(state, event, t("SW25.Board.Place.Button"), user, t);
  if (!button) return null;
  return {
    id: c.id,
    name: name(c.id),
    x: partner ? String(partner.x) : "",
    y: partner ? String(partner.y) : "",
    partner: partner ? name(partner.who.id) : "",
    aria: t("SW25.Board.Place.Aria", { name: name(c.id) }),
    // The dry run's point is a stand-in until the GM types one: a refusal of that point alone (forbidden
    // ground, STD-03) says nothing about the point to come, so the control stays open and the answer is sent
    // as a plain event, judged when it arrives; what no point can change (the battle is over) disables it.
    button:
      button.mode === "override"
        ? { ...button, mode: "legal", reason: "", event: JSON.stringify(event) }
        : button,
  };
}

/** The control's event with the typed point; null when the form is invalid or `base` is not a placement. */
export function placeEvent(
  base: BattleEvent,
  form: { readonly x: string; readonly y: string },
  t: Translate,
) {
  if (base.type !== "place" || !("at" in base)) return null;
  const reading = readForcedMove(form, t);
  if (!reading.ok) return null;
  const event: BattleEvent = { type: "place", combatantId: base.combatantId, at: reading.at };
  return event;
}
