/** Posts the log of one applied event as a chat card (misfire targets, area spell targets, overrides...). */
import type { LogEntry } from "../../../rules/combat/log.js";
import type { BattleState } from "../../../rules/combat/types.js";
import { compat } from "../../compat/index.js";
import { engineRoll } from "../../dice/engine-roll.js";
import type { Translate } from "../policy/rule-text.js";
import { logCard } from "./log-view.js";

export const LOG_CARD_TEMPLATE = "systems/swordworld25/templates/combat/log-card.hbs";

/**
 * The card is one message for the whole table, so it names monsters as players may see them (`display`):
 * an unidentified monster keeps its alias there, for the GM too. A log of quiet entries only posts nothing.
 */
export async function postBattleLog(
  log: readonly LogEntry[],
  state: BattleState,
  faces: readonly number[],
  t: Translate,
  display: (id: string) => string,
): Promise<void> {
  const view = logCard(log, state, t, display);
  if (view.lines.length === 0) return;
  const content = await foundry.applications.handlebars.renderTemplate(LOG_CARD_TEMPLATE, {
    ...view,
    dice: faces.join(", "),
  });
  await compat.postChatCard({
    content,
    speaker: { alias: t("SW25.Combat.Log.Speaker") },
    // Every die the event threw, as a Foundry Roll on the card: Dice So Nice and other dice modules see them.
    rolls:
      faces.length > 0
        ? [
            engineRoll(
              faces,
              faces.reduce((sum, face) => sum + face, 0),
            ),
          ]
        : [],
    flags: {
      swordworld25: {
        battleLog: { entries: log.map((e) => ({ type: e.type, params: { ...e.params } })), dice: [...faces] },
      },
    },
  });
}
