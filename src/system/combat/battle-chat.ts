/** Posts the log of one applied event as a chat card (misfire targets, area spell targets, overrides...). */
import type { LogEntry } from "../../rules/combat/log.js";
import type { BattleState } from "../../rules/combat/types.js";
import { logCard } from "./log-view.js";
import type { Translate } from "./tracker-buttons.js";

export const LOG_CARD_TEMPLATE = "systems/swordworld25/templates/combat/log-card.hbs";

export async function postBattleLog(
  log: readonly LogEntry[],
  state: BattleState,
  faces: readonly number[],
  t: Translate,
): Promise<void> {
  if (log.length === 0) return;
  const view = logCard(log, state, t);
  const content = await foundry.applications.handlebars.renderTemplate(LOG_CARD_TEMPLATE, {
    ...view,
    dice: faces.join(", "),
  });
  await ChatMessage.create({
    content,
    speaker: { alias: t("SW25.Combat.Log.Speaker") },
    flags: {
      swordworld25: {
        battleLog: { entries: log.map((e) => ({ type: e.type, params: { ...e.params } })), dice: [...faces] },
      },
    },
  } as never);
}
