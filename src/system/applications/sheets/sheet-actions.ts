/**
 * Sheet actions shared by the actor sheets: edit/play mode, list rows, items, equip toggles, Active Effects
 * and the growth roll. Each reads the document, asks a pure helper what to write, and writes it.
 */
import { chooseGrowth, rollGrowth } from "../../../rules/character/creation/growth.js";
import { rechargeCrystal } from "../../../rules/character/supplies/mana-stones.js";
import { notifyError } from "../../chat/apply-card.js";
import { growthCardHtml } from "../../chat/growth-card.js";
import { compat } from "../../compat/index.js";
import { engineRoll, foundryDice } from "../../dice/engine-roll.js";
import { effectTimeLeft } from "../../techniques/technique-plan.js";
import { growthSessionUpdate } from "../view/edit/creation-updates.js";
import { listOp, listUpdate } from "../view/edit/list-edit.js";
import { type EffectInput, type EffectRow, effectRows, suppressedByItem } from "../view/effects-view.js";
import { bag, list, num } from "../view/read.js";

const SYSTEM = "swordworld25";

export interface SheetThis {
  actor: Actor.Implementation;
  render(options?: boolean | object): Promise<unknown>;
}

/** What a user flag store looks like to us (the typed API wants declared flag keys). */
interface FlagUser {
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

const currentUser = () => game.user as unknown as FlagUser | null;

/** Edit mode is remembered per user and per actor (a user flag), and only ever on for an owner. */
export function isEditMode(actor: Actor.Implementation): boolean {
  if (!actor.isOwner) return false;
  return currentUser()?.getFlag(SYSTEM, `editMode.${actor.id}`) === true;
}

async function onToggleMode(this: SheetThis): Promise<void> {
  if (!this.actor.isOwner) return;
  await currentUser()?.setFlag(SYSTEM, `editMode.${this.actor.id}`, !isEditMode(this.actor));
  await this.render();
}

async function editRows(sheet: SheetThis, action: string, target: HTMLElement): Promise<void> {
  const update = listUpdate(
    bag(sheet.actor.toObject().system),
    target.dataset.list ?? "",
    listOp(action, target.dataset),
  );
  if (update) await sheet.actor.update(update as Actor.UpdateData);
}

async function onAddRow(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  await editRows(this, "addRow", target);
}
async function onRemoveRow(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  await editRows(this, "removeRow", target);
}
async function onMoveRow(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  await editRows(this, "moveRow", target);
}

function itemOf(actor: Actor.Implementation, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? actor.items.get(id) : undefined;
}

async function onCreateItem(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  const type = target.dataset.type ?? "";
  if (!(type in (CONFIG.Item.dataModels as object))) return;
  const name = game.i18n?.localize(`SW25.ItemType.${type}`) ?? type;
  const [created] = await this.actor.createEmbeddedDocuments("Item", [{ name, type } as never]);
  await (created as Item.Implementation | undefined)?.sheet?.render(true);
}

async function onToggleEquip(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  const item = itemOf(this.actor, target);
  const system = bag(item?.system);
  if (!item || !("equipped" in system)) return;
  await item.update({ "system.equipped": system.equipped !== true } as Item.UpdateData);
}

/** A spent マナチャージクリスタル charged again (the rules refuse a charged one or a 魔晶石; issue 35). */
async function onRechargeStone(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  const item = itemOf(this.actor, target);
  if (!item?.id) return;
  const system = bag(item.system);
  const charged = rechargeCrystal({
    id: item.id,
    kind: system.gearKind === "manaCrystal" ? "manaCrystal" : "manaStone",
    points: num(system.points),
    count: system.charged === false ? 0 : 1,
  });
  if (!charged.ok) return notifyError(charged.error);
  await this.actor.updateEmbeddedDocuments("Item", [{ _id: item.id, "system.charged": true }] as never);
  ui.notifications?.info(
    game.i18n?.format("SW25.Stone.Recharged", {
      name: item.name ?? "",
      points: String(charged.value.points),
    }) ?? "",
  );
}

/** Inventory quantity and price inputs write their item (they have no name: the actor form must not take them). */
export function bindItemInputs(root: HTMLElement, actor: Actor.Implementation): void {
  for (const input of root.querySelectorAll<HTMLInputElement>("[data-item-field]"))
    input.addEventListener("change", () => {
      const item = itemOf(actor, input);
      // Within the input's own bounds (a class level stops at 17), so the update never fails validation.
      const max = input.max === "" ? Number.POSITIVE_INFINITY : num(input.max);
      const value = Math.min(max, Math.max(0, Math.trunc(num(input.value))));
      if (item) void item.update({ [input.dataset.itemField ?? ""]: value } as Item.UpdateData);
    });
}

// ---------------------------------------------------------------- Active Effects

interface EffectLike {
  id: string | null;
  toObject(): unknown;
  name: string;
  img: string | null;
  disabled: boolean;
  sheet: { render(force: boolean): unknown } | null;
  update(data: object): Promise<unknown>;
  deleteDialog(): Promise<unknown>;
}

interface EffectParent {
  effects: { contents: EffectLike[]; get(id: string): EffectLike | undefined };
}

/** The effects list of an actor sheet: its own effects, then each item's, suppressed while unequipped. */
export function actorEffectRows(actor: Actor.Implementation): EffectRow[] {
  const rows: EffectInput[] = [];
  const own = (actor as unknown as EffectParent).effects.contents;
  for (const e of own) rows.push(effectInput(e, "", "", false));
  for (const item of actor.items.contents) {
    const suppressed = suppressedByItem(item.system);
    for (const e of (item as unknown as EffectParent).effects.contents)
      rows.push(effectInput(e, item.id ?? "", item.name ?? "", suppressed));
  }
  return effectRows(rows);
}

/** The effects list of an item sheet. */
export function itemEffectRows(item: Item.Implementation): EffectRow[] {
  const effects = (item as unknown as EffectParent).effects.contents;
  return effectRows(effects.map((e) => effectInput(e, "", "", false)));
}

/** The running battle's round, for the effects' time left (null outside one). */
function currentRound(): number | null {
  const battle = (game.combat as { battle?: { round?: unknown } | null } | null | undefined)?.battle;
  return typeof battle?.round === "number" ? battle.round : null;
}

function effectInput(e: EffectLike, parentId: string, source: string, suppressed: boolean): EffectInput {
  return {
    timeLeft: effectTimeLeft(bag(e.toObject()), currentRound()),
    id: e.id ?? "",
    name: e.name,
    img: e.img ?? "icons/svg/aura.svg",
    disabled: e.disabled,
    suppressed,
    parentId,
    source,
  };
}

interface DocumentThis {
  document: EffectParent & { items?: { get(id: string): unknown } };
}

function effectOf(sheet: DocumentThis, target: HTMLElement): EffectLike | undefined {
  const row = target.closest<HTMLElement>("[data-effect-id]");
  const id = row?.dataset.effectId ?? "";
  const parentId = row?.dataset.parentId ?? "";
  const parent = parentId
    ? (sheet.document.items?.get(parentId) as EffectParent | undefined)
    : sheet.document;
  return parent?.effects.get(id);
}

async function onCreateEffect(this: DocumentThis): Promise<void> {
  const name = game.i18n?.localize("SW25.Edit.NewEffect") ?? "Effect";
  const parent = this.document as unknown as {
    createEmbeddedDocuments(type: string, data: object[]): Promise<EffectLike[]>;
  };
  const [created] = await parent.createEmbeddedDocuments("ActiveEffect", [
    compat.effectData({ name, img: "icons/svg/aura.svg", changes: [], duration: {} }),
  ]);
  created?.sheet?.render(true);
}
async function onEditEffect(this: DocumentThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  effectOf(this, target)?.sheet?.render(true);
}
async function onToggleEffect(this: DocumentThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  const effect = effectOf(this, target);
  if (effect) await effect.update({ disabled: !effect.disabled });
}
async function onDeleteEffect(this: DocumentThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  await effectOf(this, target)?.deleteDialog();
}

/** Effect actions, for actor and item sheets alike (`this.document` is the sheet's document). */
export const EFFECT_ACTIONS = {
  createEffect: onCreateEffect,
  editEffect: onEditEffect,
  toggleEffect: onToggleEffect,
  deleteEffect: onDeleteEffect,
};

// ---------------------------------------------------------------- growth

const ChoiceDialog = foundry.applications.api.DialogV2 as unknown as {
  wait(config: object): Promise<unknown>;
};

/** Growth: 2d name two abilities (FACTS-1); the player picks one; +1 growth and a line in the growth log. */
async function onRollGrowth(this: SheetThis): Promise<void> {
  const dice = foundryDice();
  const roll = rollGrowth(dice);
  if (!roll.ok) return notifyError(roll.error);
  const i18n = game.i18n;
  const label = (ability: string) => i18n?.localize(`SW25.Ability.${ability}`) ?? ability;
  const [first, second] = roll.value.dice;
  const choices = [...new Set(roll.value.choices)];
  const picked = await ChoiceDialog.wait({
    window: { title: i18n?.localize("SW25.Edit.GrowthRoll") ?? "" },
    content: `<p>${i18n?.format("SW25.Edit.GrowthDice", { first: String(first), second: String(second) }) ?? ""}</p>`,
    buttons: choices.map((ability, i) => ({ action: ability, label: label(ability), default: i === 0 })),
    rejectClose: false,
  });
  const chosen = chooseGrowth(roll.value, String(picked));
  if (!chosen.ok) return;
  const system = bag(this.actor.toObject().system);
  const growth = num(bag(bag(system.abilities)[chosen.value]).growth);
  await this.actor.update({
    [`system.abilities.${chosen.value}.growth`]: growth + 1,
    "system.growthLog": [...list(system.growthLog), { first, second, ability: chosen.value }],
    // Issue 19: the growth lands in the newest session record, if there is one.
    ...(growthSessionUpdate(system, label(chosen.value), i18n?.lang === "ja" ? "、" : ", ") ?? {}),
  } as Actor.UpdateData);
  await compat.postChatCard({
    mode: compat.userCardMode(),
    speaker: ChatMessage.getSpeaker({ actor: this.actor }),
    content: i18n ? (growthCardHtml(i18n, this.actor.name ?? "", first, second, chosen.value) ?? "") : "",
    // The two dice thrown, as a Foundry Roll (Dice So Nice shows them).
    rolls: [
      engineRoll(
        dice.faces,
        dice.faces.reduce((sum, face) => sum + face, 0),
      ),
    ],
  });
}

export const ACTOR_EDIT_ACTIONS = {
  toggleMode: onToggleMode,
  addRow: onAddRow,
  removeRow: onRemoveRow,
  moveRow: onMoveRow,
  createItem: onCreateItem,
  toggleEquip: onToggleEquip,
  rollGrowth: onRollGrowth,
  rechargeStone: onRechargeStone,
  ...EFFECT_ACTIONS,
};

/** An HTML field's content for display: links, rolls and secrets enriched the Foundry way. */
export async function enrichedHtml(html: string, secrets: boolean): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { secrets });
}
