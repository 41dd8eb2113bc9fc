/**
 * Using a technique at the table (Foundry glue of technique-plan.ts): from the sheet, or from the Battle
 * Board through the reducer's turn economy. The cost is paid in one actor update or not at all, the chat card
 * says who used what, and the technique's Active Effects are copied onto the targets with their duration.
 */

import type { UseMoment } from "../../rules/character/techniques.js";
import type { BattleState } from "../../rules/combat/types.js";
import type { RuleError } from "../../rules/errors.js";
import type { SW25Combat } from "../combat/combat.js";
import { dryRun } from "../combat/event-policy.js";
import { ruleMessage } from "../combat/tracker-buttons.js";
import { compat } from "../compat/index.js";
import { planTechniqueUse, techniqueBattleEvent, techniqueCardHtml } from "./technique-plan.js";

const L = "SW25.Technique";

function t(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return Object.keys(strings).length > 0 ? i18n.format(key, strings) : i18n.localize(key);
}

/** A refused use, localized; the resource named in the player's language. */
export function techniqueErrorText(error: RuleError): string {
  const params: Record<string, string> = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]),
  );
  if (params.resource) params.resource = t(`${L}.Resource.${params.resource}`);
  if (params.classId) params.classLabel = t(`${L}.Class.${params.classId}`);
  const key = `SW25.Error.${error.code}`;
  return game.i18n?.has(key) ? t(key, params) : error.message;
}

interface BattleSeat {
  readonly combat: SW25Combat;
  readonly battle: BattleState;
  readonly combatantId: string;
}

/** The running battle the actor fights in, if any. */
function seatOf(actor: Actor.Implementation): BattleSeat | null {
  const combat = game.combat as SW25Combat | null | undefined;
  const battle = combat?.battle;
  const combatant = combat?.combatants.find((c) => c.actor?.uuid === actor.uuid);
  if (!combat || !battle || !combatant?.id) return null;
  return { combat, battle, combatantId: combatant.id };
}

function momentOf(seat: BattleSeat | null): UseMoment {
  return seat
    ? { combatId: seat.combat.id ?? null, round: seat.battle.round, combatantId: seat.combatantId }
    : { combatId: null, round: 0, combatantId: null };
}

/** The chosen targets: the user's targeted tokens' actors, else the user's own actor. */
function targetsOf(actor: Actor.Implementation): Actor.Implementation[] {
  const targeted = [...(game.user?.targets ?? [])]
    .map((token) => token.actor as Actor.Implementation | null)
    .filter((a): a is Actor.Implementation => a !== null);
  return targeted.length > 0 ? targeted : [actor];
}

/**
 * Uses `item`: checks and pays the cost (refused with a message, nothing spent), posts the card, copies the
 * effects onto the targets. In a battle a non-passive technique first takes its action through the reducer
 * (refused when the turn no longer allows it). Returns whether it was used.
 */
export async function useTechnique(actor: Actor.Implementation, item: Item.Implementation): Promise<boolean> {
  if (item.type !== "technique") {
    ui.notifications?.warn(t(`${L}.Error.NotTechnique`));
    return false;
  }
  const seat = seatOf(actor);
  const source = actor.toObject() as { system?: unknown; items?: unknown };
  const plan = planTechniqueUse(source, item.toObject() as never, momentOf(seat), item.uuid);
  if (!plan.ok) {
    ui.notifications?.warn(techniqueErrorText(plan.error));
    return false;
  }
  const event = seat
    ? techniqueBattleEvent((item.system as { timing?: unknown }).timing, seat.combatantId, {
        id: item.id ?? "",
        name: item.name ?? "",
      })
    : null;
  if (seat && event) {
    // The reducer decides first: an action the turn no longer allows spends nothing.
    const errors = dryRun(seat.battle, event);
    if (errors.length > 0) {
      ui.notifications?.warn(errors.map((e) => ruleMessage(e, t)).join("\n"));
      return false;
    }
    await seat.combat.sendEvent(event);
  }
  if (Object.keys(plan.value.actorUpdate).length > 0)
    await actor.update(plan.value.actorUpdate as Actor.UpdateData);
  const targets = plan.value.effects.length > 0 ? targetsOf(actor) : [];
  const reached: string[] = [];
  for (const target of targets) {
    try {
      await target.createEmbeddedDocuments("ActiveEffect", plan.value.effects as never);
      reached.push(target.name ?? "");
    } catch (error) {
      console.error(error);
      ui.notifications?.warn(t(`${L}.Error.NoPermission`, { target: target.name ?? "" }));
    }
  }
  await compat.postChatCard({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: techniqueCardHtml(
      {
        actor: actor.name ?? "",
        technique: item.name ?? "",
        kind: String((item.system as { kind?: unknown }).kind ?? "other"),
        spent: plan.value.spent,
        targets: reached,
        duration: plan.value.duration,
      },
      t,
    ),
  });
  return true;
}
