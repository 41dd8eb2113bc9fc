/**
 * The Lildraken's Wind Wings (剣の加護／風の翼, issue 35 item 1) in a battle: in its own turn a combatant takes
 * off for one minute (6 rounds, `WIND_WINGS`), flying by the battle's air rules (ENV-04: `flying`, an altitude
 * the GM may set, falls when knocked down); it lands when the minute runs out (FLOW-04's durations) or when it
 * chooses to, in its own turn. Our reading: the wings set it down, so landing is no fall (no damage).
 *
 * The flight is one timed effect, `windWings:<combatant id>`, aimed at the flier: how long is left shows with
 * the battle's other effects, and a combat's end takes it away like any effect counted in minutes (FLOW-06).
 * The uses a day are the character's (the actor's `dailyUses`): the Foundry layer spends one before it sends
 * the take-off; the battle only checks the turn and the air.
 */
import { WIND_WINGS } from "../../character/races/lildraken.js";
import { writablePart } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import { turnError } from "../turn/turn.js";
import type { BattleState, Combatant } from "../types.js";
import { flightChanged, setDown, windWingsEffectId } from "./wind-wings-landing.js";

export { windWingsEffectId } from "./wind-wings-landing.js";

type WindWingsEvent = Extract<BattleEvent, { type: "windWings" }>;

/** Take off (or, with `land`, land early) on Wind Wings, in the combatant's own turn (FLOW-03). */
export function windWings(state: BattleState, ev: WindWingsEvent): Handled {
  const c = findCombatant(state, ev.combatantId);
  if (!c) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.combatantId}`));
  const effectId = windWingsEffectId(c.id);
  const onWings = state.effects.some((e) => e.id === effectId);
  if (ev.land === true)
    return legal(
      [
        turnError(state, c.id),
        onWings
          ? null
          : violation("ENV-04", "Combat.WindWingsNotFlying", `${c.name} is not flying on Wind Wings`, {
              name: c.name,
            }),
      ],
      (draft) => {
        draft.effects = writablePart(draft, "effects").filter((e) => e.id !== effectId);
        return [entry("effectEnded", { effectId }), ...setDown(draft, c.id)];
      },
    );
  return legal(
    [
      turnError(state, c.id),
      c.flying === true || onWings
        ? violation("ENV-04", "Combat.WindWingsFlying", `${c.name} is already in the air`, { name: c.name })
        : null,
    ],
    (draft) => {
      const name = ev.name ?? "Wind Wings";
      writablePart(draft, "effects").push({
        id: effectId,
        name,
        targetId: c.id,
        unit: "minutes",
        remainingRounds: WIND_WINGS.rounds,
      });
      const me = findCombatant(draft, c.id) as Combatant;
      me.flying = true;
      return [
        entry("effectAdded", { effectId, name, remainingRounds: WIND_WINGS.rounds }),
        flightChanged(draft, me),
      ];
    },
  );
}
