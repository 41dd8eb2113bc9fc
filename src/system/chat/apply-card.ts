import type { DamageKind } from "../../rules/damage/damage-kind.js";
import type { RuleError } from "../../rules/errors.js";
import { actorInput } from "../applications/view/actor-input.js";
import { SW25Actor } from "../documents/actor.js";
import { healingWakeRule } from "../settings.js";
import {
  type DamagePlan,
  damageTarget,
  planDamage,
  type SectionChoice,
  sectionChoices,
} from "./damage-plan.js";
import { cardOf } from "./post-card.js";
import { authorizeRelay } from "./relay-permission.js";

export const APPLY_QUERY = "swordworld25.applyCard";

export interface ApplyRequest {
  readonly messageId: string;
  readonly targetUuid: string;
  readonly halve: boolean;
  readonly healing: boolean;
  readonly kind?: DamageKind;
  /** The monster or mount section hit; absent = its core (or first) section. */
  readonly section?: number;
}

const PromptDialog = foundry.applications.api.DialogV2 as unknown as {
  prompt(config: object): Promise<unknown>;
};

/**
 * Which section of a multi-section target the card hits, the core section preselected (SECT-04).
 * null when the user closes the dialog: that target is skipped.
 */
async function askSection(name: string, choices: readonly SectionChoice[]): Promise<number | null> {
  const escapeHtml = foundry.utils.escapeHTML;
  const options = choices
    .map((c) => `<option value="${c.index}"${c.selected ? " selected" : ""}>${escapeHtml(c.name)}</option>`)
    .join("");
  const label = game.i18n?.localize("SW25.Sheet.ApplyTo") ?? "";
  const result = await PromptDialog.prompt({
    window: { title: name },
    content: `<label>${escapeHtml(label)} <select name="section">${options}</select></label>`,
    ok: {
      callback: (_event: Event, button: HTMLButtonElement) => {
        const select = button.form?.elements.namedItem("section");
        return select instanceof HTMLSelectElement ? Number(select.value) : null;
      },
    },
    rejectClose: false,
  });
  return typeof result === "number" && Number.isInteger(result) ? result : null;
}

export function notifyError(error: RuleError): void {
  const key = `SW25.Error.${error.code}`;
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]));
  const text = game.i18n?.has(key) ? game.i18n.format(key, params) : error.message;
  ui.notifications?.warn(text);
}

/** Applies a card to one actor, recomputing everything from the message: no number crosses the wire. */
async function applyLocally(request: ApplyRequest): Promise<RuleError | null> {
  const message = game.messages?.get(request.messageId);
  const card = message ? cardOf(message) : null;
  const target = (await fromUuid(request.targetUuid)) as Actor.Implementation | null;
  if (!card || !target) return { code: "RelayNoCard", message: "card or target not found" };
  const body = damageTarget(target.type, actorInput(target), request.section);
  if (!body.ok) return body.error;
  // Consciousness of a character is Foundry's "unconscious" status; sections of monsters follow their HP.
  const tracksStatus = target.type === "character";
  const wasDown = tracksStatus ? target.statuses.has("unconscious") : body.value.hp <= 0;
  const plan = planDamage(card, body.value, {
    ...request,
    unconscious: wasDown,
    wakeRule: healingWakeRule(),
  });
  if (!plan.ok) return plan.error;
  const result = plan.value;
  const hp = result.kind === "damage" ? result.hp.hp : result.healed.hp;
  await target.update({ [result.hpPath]: hp } as never);
  const isDown = result.kind === "damage" ? result.hp.unconscious || wasDown : result.healed.unconscious;
  if (tracksStatus && isDown !== wasDown) await target.toggleStatusEffect("unconscious", { active: isDown });
  await postApplyResult(target, result);
  return null;
}

/** One line in the chat: who took (or healed) how much, HP before → after, and a Death Check if due (DMG-09). */
async function postApplyResult(target: Actor.Implementation, plan: DamagePlan): Promise<void> {
  const i18n = game.i18n;
  if (!i18n) return;
  const shown = (target as SW25Actor).monsterView().name ?? i18n.localize("SW25.Monster.unknown");
  const name = foundry.utils.escapeHTML(shown);
  const line =
    plan.kind === "damage"
      ? i18n.format("SW25.Card.Result.Damage", {
          name,
          total: String(plan.steps.total),
          applied: String(plan.steps.applied),
          before: String(plan.hp.before),
          after: String(plan.hp.hp),
        })
      : i18n.format("SW25.Card.Result.Healing", {
          name,
          healed: String(plan.healed.healed),
          before: String(plan.healed.before),
          after: String(plan.healed.hp),
        });
  const deathCheck =
    plan.kind === "damage" && plan.hp.needsDeathCheck
      ? `<p>${i18n.localize("SW25.Card.Result.DeathCheck")}</p>`
      : "";
  await ChatMessage.create({
    content: `<div class="sw25-apply-result"><p>${line}</p>${deathCheck}</div>`,
  } as never);
}

/** GM side of the relay: checks the requester may use this card before applying it. */
async function onApplyQuery(data: unknown, { userId }: { userId: string }): Promise<RuleError | null> {
  const request = data as ApplyRequest;
  const requester = game.users?.get(userId);
  const message = game.messages?.get(request.messageId);
  const allowed = authorizeRelay({
    requesterIsGM: requester?.isGM === true,
    requesterIsAuthor: message?.author?.id === userId,
    messageHasCard: message ? cardOf(message) !== null : false,
    targetFound: (await fromUuid(request.targetUuid)) !== null,
  });
  if (!allowed.ok) return allowed.error;
  return applyLocally(request);
}

export function registerApplyQuery(): void {
  (CONFIG as unknown as { queries: Record<string, unknown> }).queries[APPLY_QUERY] = onApplyQuery;
}

/** A card button: apply to every targeted token; owners apply directly, others ask the active GM. */
export async function applyCardToTargets(
  message: ChatMessage.Implementation,
  button: HTMLElement,
): Promise<void> {
  const targets = [...(game.user?.targets ?? [])].map((t) => t.actor).filter((a) => a !== null);
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n?.localize("SW25.Card.NoTarget") ?? "");
    return;
  }
  for (const actor of targets) {
    const choices = sectionChoices(actor.type, actorInput(actor));
    const shownName = actor instanceof SW25Actor ? actor.monsterView().name : null;
    const title = shownName ?? game.i18n?.localize("SW25.Monster.unknown") ?? "";
    const section = choices.length > 0 ? await askSection(title, choices) : undefined;
    if (section === null) continue;
    const request: ApplyRequest = {
      messageId: message.id ?? "",
      targetUuid: actor.uuid,
      halve: button.dataset.halve === "true",
      healing: button.dataset.sw25Apply === "healing",
      ...(button.dataset.damageKind ? { kind: button.dataset.damageKind as DamageKind } : {}),
      ...(section === undefined ? {} : { section }),
    };
    let error: RuleError | null;
    if (actor.isOwner) error = await applyLocally(request);
    else {
      const gm = game.users?.activeGM as unknown as {
        query(name: string, data: unknown): Promise<unknown>;
      } | null;
      if (!gm) error = { code: "RelayNoGm", message: "no GM is connected" };
      else error = (await gm.query(APPLY_QUERY, request)) as RuleError | null;
    }
    if (error) notifyError(error);
  }
}
