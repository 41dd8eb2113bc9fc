/**
 * The base class of the actor sheets: roll buttons, item links, tabs, feat declarations and techniques they
 * all share.
 */
import type { SW25Combat } from "../../combat/battle/combat.js";
import { loadUseTechnique } from "../../techniques/technique-relay.js";
import { withLootRolls } from "../view/edit/monster-edit.js";
import { formArrays } from "../view/form-data.js";
import { bag, text } from "../view/read.js";
import { bindAffinityInputs, onAddAffinity, onRemoveAffinity } from "./affinity-editor.js";
import {
  ACTOR_EDIT_ACTIONS,
  actorEffectRows,
  bindItemInputs,
  enrichedHtml,
  isEditMode,
} from "./sheet-actions.js";
import type { FoundryActorSheet, SheetClass, SheetContext } from "./sheet-base-types.js";

const ActorSheetBase = foundry.applications.api.HandlebarsApplicationMixin(
  foundry.applications.sheets.ActorSheetV2,
) as unknown as SheetClass<FoundryActorSheet>;

/** What the action handlers need of the sheet (typing `this` as the class itself overflows the types). */
interface SheetThis {
  actor: Actor.Implementation;
}

function itemFrom(actor: Actor.Implementation, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? actor.items.get(id) : undefined;
}

/**
 * The roll code (checks, power rolls, MP and stones, ammunition) is loaded on the first roll: a chunk of its
 * own, not in what every client loads with the world (scripts/bench/bundle.mjs).
 */
const loadRollFromSheet = () => import("../roll-from-sheet.js");

async function onRoll(this: SheetThis, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const button = { ...target.dataset };
  const { rollFromSheet } = await loadRollFromSheet();
  await rollFromSheet(this.actor, button);
}

/**
 * Declares a combat feat in the active battle (ACT-07): the same `declareFeat` minor action as the Battle Board;
 * the engine decides whether it is allowed and effective.
 */
async function onDeclareFeat(this: SheetThis, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const item = itemFrom(this.actor, target);
  const combat = game.combat as SW25Combat | null | undefined;
  const combatant = combat?.combatants.find((c) => c.actor?.uuid === this.actor.uuid);
  if (!item?.id || !combat?.battle || !combatant?.id) {
    ui.notifications?.warn(game.i18n?.localize("SW25.Sheet.NoBattle") ?? "");
    return;
  }
  await combat.sendEvent({
    type: "minor",
    actorId: combatant.id,
    action: { kind: "declareFeat", feat: item.id },
  });
}

/** Uses a class technique: cost, card, effects (use-technique.ts); in a battle, through its action first. */
async function onUseTechnique(this: SheetThis, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const item = itemFrom(this.actor, target);
  if (item) await (await loadUseTechnique()).useTechnique(this.actor, item);
}

async function onEditItem(this: SheetThis, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await itemFrom(this.actor, target)?.sheet?.render(true);
}

async function onDeleteItem(this: SheetThis, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await itemFrom(this.actor, target)?.deleteDialog();
}

/**
 * Shared sheet behaviour: roll buttons, item links, tabs, the element affinity editor. Every Foundry override lives here;
 * subclasses set their parts and return their view from `sheetContext` (cheap for the type-checker too).
 */
export class SwordWorldActorSheet extends ActorSheetBase {
  static override DEFAULT_OPTIONS: object = {
    classes: ["swordworld25", "sheet", "actor"],
    position: { width: 760, height: 680 },
    form: { submitOnChange: true },
    actions: {
      roll: onRoll,
      editItem: onEditItem,
      declareFeat: onDeclareFeat,
      useTechnique: onUseTechnique,
      deleteItem: onDeleteItem,
      addAffinity: onAddAffinity,
      removeAffinity: onRemoveAffinity,
      ...ACTOR_EDIT_ACTIONS,
    },
  };

  /** The template data of this sheet: `{ view, edit, ... }`; `editMode` says whether edit controls show. */
  protected sheetContext(_editMode: boolean): SheetContext {
    return {};
  }

  /** Edit mode: the owner switched it on (remembered per user). */
  get editMode(): boolean {
    return isEditMode(this.actor);
  }

  /** Called after each render with the sheet's root element. */
  protected afterRender(_root: HTMLElement): void {}

  override async _prepareContext(options: object): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const editMode = this.editMode;
    return Object.assign(context, this.sheetContext(editMode), {
      editMode,
      canEdit: this.actor.isOwner,
      effects: actorEffectRows(this.actor),
      proseMirror: true,
      enrichedNotes: await enrichedHtml(text(bag(this.actor.toObject().system).notes), this.actor.isOwner),
    });
  }

  /**
   * The form as ApplicationV2 expands it, with every index-keyed object turned back into an array: the list
   * editors name every cell of every row, so each submitted list is whole.
   */
  override _processFormData(event: unknown, form: HTMLFormElement, formData: unknown): object {
    const update = formArrays(super._processFormData(event, form, formData)) as Record<string, unknown>;
    return withLootRolls(update, game.i18n?.localize("SW25.Monster.lootAlways") ?? "always");
  }

  override async _preparePartContext(
    partId: string,
    context: SheetContext,
    options: object,
  ): Promise<SheetContext> {
    const partContext = await super._preparePartContext(partId, context, options);
    const tabs = (partContext.tabs ?? {}) as Record<string, unknown>;
    return Object.assign(partContext, { tab: tabs[partId] });
  }

  override async _onRender(context: SheetContext, options: object): Promise<void> {
    await super._onRender(context, options);
    bindAffinityInputs(this.element, this.actor);
    bindItemInputs(this.element, this.actor);
    this.afterRender(this.element);
  }
}
