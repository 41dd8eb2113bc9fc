/**
 * The apply buttons of a roll card. Whoever applies (the clicking client for a target it owns, else the
 * active GM through the relay) rereads the card from its message and checks everything again: the request
 * names a message, a target and a button, and no number crosses the wire.
 */
import { type ApplyButton, applicationLegality } from "../../rules/damage/apply-legality.js";
import { cardDamage, cardOptionsAllowed } from "../../rules/damage/card-damage.js";
import { statusChange } from "../../rules/damage/undo.js";
import { unconsciousAfter } from "../../rules/damage/vitals.js";
import type { RuleError } from "../../rules/errors.js";
import { rollRequest } from "../applications/roll-request.js";
import { actorInput } from "../applications/view/actor-input.js";
import { compat } from "../compat/index.js";
import type { SW25Actor } from "../documents/actor.js";
import { onRelayRequest, sendRelayRequest } from "../relay/relay.js";
import {
  type AppliedCard,
  appliedCards,
  appliedRecords,
  cardActorPermission,
  cardApplyPermission,
  overflowAppliedCards,
  refuseReplay,
  targetInPlay,
} from "../relay/relay-policy.js";
import { placeOf } from "../relay/target-place.js";
import { healingWakeRule } from "../settings.js";
import { askSection } from "./ask-section.js";
import { type DamagePlan, damageTarget, hpUpdate, planDamage, sectionChoices } from "./damage-plan.js";
import { cardRollSource } from "./perform-roll.js";
import { cardOf } from "./post-card.js";
import type { RollCard } from "./roll-card.js";

export interface ApplyRequest {
  readonly messageId: string;
  readonly targetUuid: string;
  readonly button: ApplyButton;
}

export function errorText(error: RuleError): string {
  const key = `SW25.Error.${error.code}`;
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]));
  return game.i18n?.has(key) ? game.i18n.format(key, params) : error.message;
}

export function notifyError(error: RuleError): void {
  ui.notifications?.warn(errorText(error));
}

export async function findActor(uuid: string): Promise<Actor.Implementation | null> {
  try {
    const found = await fromUuid(uuid);
    return found instanceof Actor ? (found as unknown as Actor.Implementation) : null;
  } catch {
    return null;
  }
}

/** Whether a character target wears metal armour: the target's side of the C value (ROLL-08). */
function wearsMetalArmour(actor: Actor.Implementation): boolean {
  if (actor.type !== "character") return false;
  const derived = (actor.system as unknown as { derived?: { metalArmor?: unknown } }).derived;
  return derived?.metalArmor === true;
}

/** Whether the acting actor has a feat whose effect is 《Aimed Attack》 (ROLL-08). */
function hasAimedAttack(actor: Actor.Implementation): boolean {
  return actor.items.contents.some(
    (item) => item.type === "feat" && (item.system as { effect?: unknown }).effect === "aimedAttack",
  );
}

/** A roll id as the sheet writes it (foundry.utils.randomID(32)); the replay record is keyed by it. */
const ROLL_ID = /^[0-9A-Za-z]{16,64}$/;

/**
 * What a card may be trusted for is its dice and the roll it names, nothing else: the acting actor's
 * power, C value, extra damage, increases and whether it heals are read again from that actor's current
 * data; the C value gets the target's side (metal armour) and the declared options the dialog allowed,
 * bounded once (ROLL-08, ROLL-09); a resisted application reads the first table roll only (ROLL-10) and the
 * increases go on after halving (DMG-04). Certain damage stays the GM's (applicationLegality). A card forged
 * whole, dice included, still passes, as any Foundry roll can be forged on the roller's client: guarding
 * that would need server-side dice, which Foundry does not offer. What it can no longer do is carry numbers
 * the actor does not have, or be applied twice by reposting it.
 */
async function applyNow(request: ApplyRequest, requester: User.Implementation): Promise<RuleError | null> {
  const message = game.messages?.get(request.messageId) ?? null;
  const card = message ? cardOf(message) : null;
  if (!message || card?.kind !== "power") return { code: "RelayNoCard", message: "no damage card there" };
  // A saved card is data anyone could have written: steps that are not a list of rolled dice make no card.
  const steps: unknown = card.steps;
  if (
    !Array.isArray(steps) ||
    !steps.every((s) => typeof s === "object" && s !== null && Array.isArray((s as { dice?: unknown }).dice))
  )
    return { code: "RelayNoCard", message: "the card's steps are not a list of rolled dice" };
  const ref = card.source;
  if (
    !ref ||
    typeof ref.actorUuid !== "string" ||
    typeof card.rollId !== "string" ||
    !ROLL_ID.test(card.rollId)
  )
    return { code: "ApplyCardNoSource", message: "the card names no acting actor or roll" };
  const target = await findActor(request.targetUuid);
  if (!target) return { code: "RelayNoTarget", message: "the target is not in this world" };
  const inPlay = targetInPlay(placeOf(target));
  if (!inPlay.ok) return inPlay.error;
  const allowed = cardApplyPermission({
    requesterIsGM: requester.isGM,
    requesterIsAuthor: message.author?.id === requester.id,
    requesterOwnsTarget: target.testUserPermission(requester, "OWNER"),
  });
  if (!allowed.ok) return allowed.error;
  const author = message.author;
  const actor = await findActor(ref.actorUuid);
  if (!actor || !author)
    return { code: "ApplyCardNoSource", message: "the card's actor is not in this world" };
  const speaks = cardActorPermission({
    authorIsGM: author.isGM,
    authorOwnsActor: actor.testUserPermission(author, "OWNER"),
  });
  if (!speaks.ok) return speaks.error;
  const rolled = rollRequest(actor.type, actorInput(actor), {
    roll: String(ref.roll),
    ...(typeof ref.itemId === "string" ? { itemId: ref.itemId } : {}),
    ...(typeof ref.section === "string" ? { section: ref.section } : {}),
  });
  if (!rolled.ok) return rolled.error;
  const source = cardRollSource(rolled.value);
  if (!source || (rolled.value.kind !== "power" && rolled.value.kind !== "monsterDamage"))
    return { code: "ApplyCardNoSource", message: "the card's roll deals no damage" };
  const options = cardOptionsAllowed(card.options, {
    authorIsGM: author.isGM,
    attack: source.kind === "power" ? source.attack : null,
    hasAimedAttack: hasAimedAttack(actor),
  });
  if (!options.ok) return options.error;
  const halve = request.button.halve === true;
  const damage = cardDamage(
    source,
    options.value,
    { metalArmour: wearsMetalArmour(target) },
    halve,
    card.steps.map((s) => s.dice),
  );
  if (!damage.ok) return damage.error;
  const healing = source.kind === "power" && source.healing;
  const effect = {
    damageKind: rolled.value.kind === "power" ? rolled.value.damageKind : "physical",
    healing,
    fumble: damage.value.fumble,
    total: damage.value.calculated,
  } as const;
  const legal = applicationLegality(effect, request.button, requester.isGM);
  if (!legal.ok) return legal.error;
  const input = actorInput(target);
  const body = damageTarget(target.type, input, legal.value.section);
  if (!body.ok) return body.error;
  const cards = appliedCards(
    (target.flags as Record<string, { appliedCards?: unknown }>).swordworld25?.appliedCards,
  );
  const fresh = refuseReplay(cards, card.rollId);
  if (!fresh.ok) return fresh.error;
  // Consciousness of a character is Foundry's "unconscious" status; sections of monsters follow their HP.
  const tracksStatus = target.type === "character";
  const wasDown = tracksStatus ? target.statuses.has("unconscious") : body.value.hp <= 0;
  const trusted: RollCard = {
    ...card,
    damageKind: effect.damageKind,
    healing,
    elements: rolled.value.kind === "power" ? rolled.value.elements : [],
  };
  const plan = planDamage(trusted, body.value, {
    halve: false,
    ...legal.value,
    unconscious: wasDown,
    wakeRule: healingWakeRule(),
    calculated: damage.value.calculated,
    increases: damage.value.increases,
  });
  if (!plan.ok) return plan.error;
  const result = plan.value;
  const hp = result.kind === "damage" ? result.hp.hp : result.healed.hp;
  const applyEffect = legal.value.healing
    ? "healing"
    : `${legal.value.kind}${legal.value.halve ? ":half" : ""}`;
  const before = result.kind === "damage" ? result.hp.before : result.healed.before;
  const isDown = unconsciousAfter(wasDown, result);
  // What changed, for an undo; `undone: false` overwrites an earlier undone application of the same roll.
  const applied: AppliedCard = {
    section: result.section,
    effect: applyEffect,
    at: Date.now(),
    field: "hp",
    before,
    after: hp,
    status: statusChange(tracksStatus, wasDown, isDown),
    undone: false,
  };
  // HP and the record in one update, on the target: the local and the relayed path check and write it alike.
  const dropped = overflowAppliedCards({ ...cards, [card.rollId]: applied });
  await target.update({
    ...hpUpdate(target.type, input, result.section, hp),
    [`flags.swordworld25.appliedCards.${card.rollId}`]: applied,
    ...Object.fromEntries(dropped.map((id) => compat.deletion("flags.swordworld25.appliedCards", id))),
  } as Actor.UpdateData);
  if (tracksStatus && isDown !== wasDown) await target.toggleStatusEffect("unconscious", { active: isDown });
  // The card's "applied to N" marker is written only by whoever may edit the message (the GM, or its author
  // owning the target): an owner applying someone else's card is not counted there. It decides nothing.
  if (game.user && message.canUserModify(game.user, "update")) {
    const shown = appliedRecords(
      (message.flags as Record<string, { applied?: unknown }>).swordworld25?.applied,
    );
    await message.update({
      "flags.swordworld25.applied": [...shown, { target: target.uuid, ...applied }],
    } as never);
  }
  await postApplyResult(target, result);
  return null;
}

/** One application (or undo) at a time, so a double click cannot pass the replay or undo check twice. */
let queue: Promise<unknown> = Promise.resolve();

export function inApplyQueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

export function applyCard(request: ApplyRequest, requester: User.Implementation): Promise<RuleError | null> {
  return inApplyQueue(() => applyNow(request, requester));
}

/** One public line: who took (or healed) how much, HP before → after, and a Death Check if due (DMG-09). */
async function postApplyResult(target: Actor.Implementation, plan: DamagePlan): Promise<void> {
  const i18n = game.i18n;
  if (!i18n) return;
  // The public line never shows an unidentified monster's real name, whoever applies it (facts §5).
  const shown = (target as SW25Actor).monsterView(false).name;
  const name = foundry.utils.escapeHTML(shown ?? i18n.localize("SW25.Monster.unknown"));
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
  await compat.postChatCard({
    content: `<div class="sw25-apply-result"><p>${line}</p>${deathCheck}</div>`,
  });
}

/** The active GM applies players' requests for targets they do not own. */
export function registerApplyRelay(): void {
  onRelayRequest("applyCard", async (request, author) => {
    const error = await applyCard(request, author);
    return error ? [errorText(error)] : [];
  });
}

/** The button as the card's HTML describes it; whoever applies checks it against the card. */
function buttonOf(button: HTMLElement, section: number | undefined): ApplyButton {
  return {
    effect: button.dataset.sw25Apply,
    halve: button.dataset.halve === "true",
    ...(button.dataset.damageKind ? { kind: button.dataset.damageKind } : {}),
    ...(section === undefined ? {} : { section }),
  };
}

/** A card button: apply to every targeted token; owners apply directly, others ask the active GM. */
export async function applyCardToTargets(
  message: ChatMessage.Implementation,
  button: HTMLElement,
): Promise<void> {
  const user = game.user;
  if (!user) return;
  const targets = [...user.targets].map((t) => t.actor).filter((a) => a !== null);
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n?.localize("SW25.Card.NoTarget") ?? "");
    return;
  }
  for (const actor of targets) {
    const choices = sectionChoices(actor.type, actorInput(actor), user.isGM);
    const shownName = (actor as SW25Actor).monsterView(user.isGM).name;
    const title = shownName ?? game.i18n?.localize("SW25.Monster.unknown") ?? "";
    const section = choices.length > 0 ? await askSection(title, choices) : undefined;
    if (section === null) continue;
    const request: ApplyRequest = {
      messageId: message.id ?? "",
      targetUuid: actor.uuid,
      button: buttonOf(button, section),
    };
    if (user.isGM || actor.isOwner) {
      const error = await applyCard(request, user);
      if (error) notifyError(error);
    } else if (!(await sendRelayRequest({ type: "applyCard", ...request })))
      notifyError({ code: "RelayNoGm", message: "no GM is connected" });
  }
}
