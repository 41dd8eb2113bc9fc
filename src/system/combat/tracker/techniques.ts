/**
 * The Battle Board's technique buttons (issue 18): one per non-passive class technique of the acting combatant,
 * taking the action its timing says (technique-plan.ts); each is judged by the reducer's dry run like every
 * other button. A legal one names its item, so the click goes through useTechnique (cost, card, effects).
 */
import type { BattleState, Combatant } from "../../../rules/combat/types.js";
import { techniqueBattleEvent } from "../../techniques/technique-plan.js";
import type { Arsenal } from "../policy/arsenal.js";
import type { Requester } from "../policy/event-policy.js";
import type { Translate } from "../policy/rule-text.js";
import { type ButtonView, eventButton } from "./buttons.js";

export interface TechniqueButtonView extends ButtonView {
  /** The technique's item id, on a legal button (the click uses the technique). */
  readonly technique?: string;
}

export function techniqueButtons(
  state: BattleState,
  actor: Combatant,
  arsenal: Arsenal,
  user: Requester,
  t: Translate,
): TechniqueButtonView[] {
  const out: TechniqueButtonView[] = [];
  for (const technique of arsenal.techniques ?? []) {
    const event = techniqueBattleEvent(technique.timing, actor.id, technique);
    if (!event) continue;
    const label = t("SW25.Technique.Board.Use", {
      name: technique.name,
      timing: t(`SW25.Technique.Timing.${technique.timing}`),
    });
    const button = eventButton(state, event, label, user, t);
    if (button) out.push(button.mode === "legal" ? { ...button, technique: technique.id } : button);
  }
  return out;
}
