/**
 * The Battle Board's Wind Wings buttons (issue 35 item 1) for a combatant whose race has it: take off, with
 * the uses left today in the label (refused when none is left), or land while it flies on its wings. Each is
 * judged by the reducer's dry run like every other button; a legal take-off names itself, so its click spends
 * the day's use (board-wind-wings.ts).
 */

import { windWingsEffectId } from "../../../rules/combat/environment/wind-wings-landing.js";
import type { BattleState, Combatant } from "../../../rules/combat/types.js";
import type { Arsenal } from "../policy/arsenal.js";
import type { Requester } from "../policy/event-policy.js";
import type { Translate } from "../policy/rule-text.js";
import { type ButtonView, eventButton } from "./buttons.js";

export function windWingsButtons(
  state: BattleState,
  actor: Combatant,
  arsenal: Arsenal,
  user: Requester,
  t: Translate,
): ButtonView[] {
  const wings = arsenal.windWings;
  if (!wings) return [];
  if (state.effects.some((e) => e.id === windWingsEffectId(actor.id))) {
    const land = eventButton(
      state,
      { type: "windWings", combatantId: actor.id, land: true },
      t("SW25.RaceAbility.windWings.Land"),
      user,
      t,
    );
    return land ? [land] : [];
  }
  const label = t("SW25.RaceAbility.windWings.TakeOff", { left: wings.left, perDay: wings.perDay });
  const event = {
    type: "windWings",
    combatantId: actor.id,
    name: t("SW25.RaceAbility.windWings.Effect"),
  } as const;
  const button = eventButton(state, event, label, user, t);
  if (!button) return [];
  if (wings.left > 0) return [button.mode === "blocked" ? button : { ...button, windWings: true }];
  const usedUp = t("SW25.Error.RaceAbilityUsedUp", { ability: t("SW25.RaceAbility.windWings.Name") });
  return [{ ...button, mode: "blocked", reason: button.reason ? `${usedUp}\n${button.reason}` : usedUp }];
}
