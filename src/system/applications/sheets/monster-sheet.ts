/**
 * The monster and mount sheets (Foundry applications): loot rolls, section HP typed in play mode, the rider
 * picker.
 */
import { rollLootFor } from "../../../rules/character/monsters/loot.js";
import { notifyError } from "../../chat/apply-card.js";
import { compat } from "../../compat/index.js";
import { engineRoll, foundryDice } from "../../dice/engine-roll.js";
import { LOOT_FLAG, type LootFlag } from "../../integrations/item-piles.js";
import { actorInput } from "../view/actor-input.js";
import { monsterEdit, mountEdit, type RiderOption } from "../view/edit/monster-edit.js";
import { lootCardView } from "../view/loot-card.js";
import { monsterView, mountView } from "../view/monster-view.js";
import { bag, list, num, text } from "../view/read.js";
import { editMountSectionHp, editSectionHp } from "../view/section-hp-edit.js";
import { SwordWorldActorSheet } from "./actor-sheet-base.js";
import { CHARACTER_PARTIALS } from "./character-sheet.js";

const MONSTER_PART = {
  body: { template: "systems/swordworld25/templates/actor/monster.hbs", templates: CHARACTER_PARTIALS },
};
const MONSTER_OPTIONS = { position: { width: 860, height: 680 } };
const LOOT_CARD = "systems/swordworld25/templates/chat/loot-card.hbs";

const PromptDialog = foundry.applications.api.DialogV2 as unknown as {
  prompt(config: object): Promise<unknown>;
};

interface LootThis {
  actor: Actor.Implementation;
}

/** How many of this monster were defeated, and the loot bonus (Treasure Hunt and the like, +1 each). */
async function askLoot(): Promise<{ defeated: number; bonus: number } | null> {
  const i18n = game.i18n;
  const result = await PromptDialog.prompt({
    window: { title: i18n?.localize("SW25.Edit.RollLoot") ?? "" },
    content: `<label>${i18n?.localize("SW25.Edit.LootDefeated")} <input type="number" name="defeated" value="1" min="1" max="99" step="1"></label>
      <label>${i18n?.localize("SW25.Edit.LootBonus")} <input type="number" name="bonus" value="0" step="1"></label>`,
    ok: {
      label: i18n?.localize("SW25.Dialog.Roll") ?? "",
      callback: (_event: Event, button: HTMLButtonElement) => {
        const read = (name: string) => {
          const input = button.form?.elements.namedItem(name);
          return input instanceof HTMLInputElement ? Number(input.value) : Number.NaN;
        };
        return { defeated: read("defeated"), bonus: read("bonus") };
      },
    },
    rejectClose: false,
  });
  return result && typeof result === "object" ? (result as { defeated: number; bonus: number }) : null;
}

/** Roll loot: 2d + bonus per defeated monster against the loot rows (FLOW-07), posted as a chat card. */
async function onRollLoot(this: LootThis): Promise<void> {
  const asked = await askLoot();
  if (!asked) return;
  const rows = list(bag(this.actor.toObject().system).loot).map((raw) => {
    const row = bag(raw);
    return { roll: text(row.roll), item: text(row.item), price: num(row.price) };
  });
  const dice = foundryDice();
  const rolled = rollLootFor(rows, Math.trunc(asked.bonus) || 0, asked.defeated, dice);
  if (!rolled.ok) return notifyError(rolled.error);
  const card = lootCardView(this.actor.name ?? "", Math.trunc(asked.bonus) || 0, rolled.value);
  const content = await foundry.applications.handlebars.renderTemplate(LOOT_CARD, { card });
  // What was won, kept on the card so the GM can drop it as an item pile (integrations/item-piles.ts).
  const token = this.actor.token ?? this.actor.getActiveTokens()[0]?.document ?? null;
  const loot: LootFlag = {
    won: [...card.always, ...card.rolls.map((r) => ({ item: r.item, count: 1, price: r.price }))],
    ...(token ? { tokenUuid: token.uuid } : {}),
  };
  await compat.postChatCard({
    mode: compat.userCardMode(),
    speaker: ChatMessage.getSpeaker({ actor: this.actor }),
    content,
    // Every die thrown for every defeated monster, as a Foundry Roll (Dice So Nice shows them).
    rolls:
      dice.faces.length > 0
        ? [
            engineRoll(
              dice.faces,
              dice.faces.reduce((sum, f) => sum + f, 0),
            ),
          ]
        : [],
    flags: { swordworld25: { [LOOT_FLAG]: loot } },
  });
}

export class MonsterSheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    ...MONSTER_OPTIONS,
    classes: ["monster"],
    actions: { rollLoot: onRollLoot },
  };
  static override PARTS = MONSTER_PART;

  protected override sheetContext(editMode: boolean): Record<string, unknown> {
    const isGM = game.user?.isGM ?? false;
    return {
      view: monsterView(actorInput(this.actor), isGM),
      edit: editMode ? monsterEdit(bag(this.actor.toObject().system)) : null,
      isMount: false,
      isGM,
    };
  }

  /** Play mode: a section's current HP is typed in place; the inputs have no name, so each writes the list. */
  protected override afterRender(root: HTMLElement): void {
    onSectionHpTyped(this, root, (index, typed) => {
      const edit = editSectionHp(bag(this.actor.toObject().system).sections, index, typed);
      return edit.ok ? { ok: true, update: { "system.sections": edit.sections } } : edit;
    });
  }
}

type TypedHp = { ok: true; update: Record<string, unknown> } | { ok: false; error: string; max: number };

/**
 * Wires the play-mode section HP inputs of `root`: a refused value is a localized warning and the sheet shows
 * the stored value again; an accepted one is written.
 */
function onSectionHpTyped(
  sheet: SwordWorldActorSheet,
  root: HTMLElement,
  edit: (index: number, typed: string) => TypedHp,
): void {
  for (const input of root.querySelectorAll<HTMLInputElement>("[data-sw25-section-hp]"))
    input.addEventListener("change", () => {
      const result = edit(Number(input.dataset.sw25SectionHp), input.value);
      if (!result.ok) {
        ui.notifications?.warn(game.i18n?.format(result.error, { max: String(result.max) }) ?? result.error);
        void sheet.render();
        return;
      }
      void sheet.actor.update(result.update as Actor.UpdateData);
    });
}

/** The characters this user owns: the rider picker's choices. */
function ownedCharacters(): RiderOption[] {
  return (game.actors?.contents ?? [])
    .filter((a) => a.type === "character" && a.isOwner)
    .map((a) => ({ id: a.id ?? "", name: a.name ?? "" }));
}

/** Same layout; the level picker only changes which level's block is shown (the rules pick the one used). */
export class MountSheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    ...MONSTER_OPTIONS,
    classes: ["mount"],
  };
  static override PARTS = MONSTER_PART;

  #shownLevel: number | null = null;

  protected override sheetContext(editMode: boolean): Record<string, unknown> {
    const view = mountView(actorInput(this.actor), this.#shownLevel);
    const system = bag(this.actor.toObject().system);
    const riderName = game.actors?.get(text(system.riderId))?.name ?? "";
    // Current HP/MP rows are named after the sections of the level in use (the rules' pick).
    const inUse = mountView(actorInput(this.actor)).sections.map((s) => s.name);
    return {
      view: { ...view, riderName },
      edit: editMode ? mountEdit(system, ownedCharacters(), inUse) : null,
      isMount: true,
    };
  }

  /** Play mode: a section's current HP (of the level in use) is typed in place, as on a monster's sheet. */
  protected override afterRender(root: HTMLElement): void {
    onSectionHpTyped(this, root, (index, typed) => {
      const maxima = mountView(actorInput(this.actor)).sections.map((s) => s.hp.max ?? 0);
      const edit = editMountSectionHp(bag(this.actor.toObject().system).current, maxima, index, typed);
      return edit.ok ? { ok: true, update: { "system.current": edit.current } } : edit;
    });
    root.querySelector<HTMLSelectElement>("[data-sw25-mount-level]")?.addEventListener("change", (event) => {
      this.#shownLevel = Number((event.currentTarget as HTMLSelectElement).value);
      void this.render();
    });
  }
}
