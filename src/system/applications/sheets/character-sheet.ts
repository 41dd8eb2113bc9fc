/**
 * The character sheet (a Foundry application): its tabs and parts, its view in play mode and in edit mode.
 */
import { PaletteWindow } from "../palette-window.js";
import { actorInput } from "../view/actor-input.js";
import { CHARACTER_TABS, characterView } from "../view/character/character-view.js";
import { raceAbilityViews } from "../view/character/race-abilities-view.js";
import { techniqueSheetView } from "../view/character/technique-view.js";
import { characterEdit } from "../view/edit/character-edit.js";
import { creationOpen, undoAvailable } from "../view/edit/creation-updates.js";
import { bag } from "../view/read.js";
import { SwordWorldActorSheet } from "./actor-sheet-base.js";
import { AFFINITY_PARTIAL } from "./affinity-editor.js";
import { onHpConversion, onRaceForm, RECORDS_ACTIONS } from "./character-lazy-actions.js";
import { onNewDay } from "./new-day.js";

const TEMPLATES = "systems/swordworld25/templates";
const part = (name: string) => ({ template: `${TEMPLATES}/${name}.hbs` });

/** Partials the character parts include: preloaded with them. */
export const CHARACTER_PARTIALS = [
  AFFINITY_PARTIAL,
  `${TEMPLATES}/actor/parts/mode-toggle.hbs`,
  `${TEMPLATES}/actor/parts/field-input.hbs`,
  `${TEMPLATES}/actor/parts/edit-fields.hbs`,
  `${TEMPLATES}/actor/parts/edit-list.hbs`,
  `${TEMPLATES}/actor/parts/create-item.hbs`,
  `${TEMPLATES}/actor/parts/delete-item.hbs`,
  `${TEMPLATES}/actor/parts/equip-toggle.hbs`,
  `${TEMPLATES}/actor/parts/effects.hbs`,
  `${TEMPLATES}/actor/parts/html-field.hbs`,
  `${TEMPLATES}/actor/character/techniques.hbs`,
  `${TEMPLATES}/actor/character/creation.hbs`,
  `${TEMPLATES}/actor/character/profile-records.hbs`,
  `${TEMPLATES}/actor/character/palette-buttons.hbs`,
];

export class CharacterSheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    classes: ["character"],
    actions: { ...RECORDS_ACTIONS, newDay: onNewDay, raceHpConversion: onHpConversion, raceForm: onRaceForm },
  };

  static override PARTS = {
    header: { ...part("actor/parts/header"), templates: CHARACTER_PARTIALS },
    tabs: part("actor/parts/tabs"),
    abilities: part("actor/character/abilities"),
    profile: part("actor/character/profile"),
    combat: part("actor/character/combat"),
    classes: part("actor/character/classes"),
    magic: part("actor/character/magic"),
    inventory: part("actor/character/inventory"),
    effects: part("actor/character/effects"),
    records: part("actor/character/records"),
    notes: part("actor/parts/notes"),
  };

  static override TABS = {
    primary: {
      tabs: CHARACTER_TABS.map((id) => ({ id })),
      initial: "abilities",
      labelPrefix: "SW25.Tab",
    },
  };

  protected override sheetContext(editMode: boolean): Record<string, unknown> {
    const input = actorInput(this.actor);
    // One copy of the stored data per render (toObject clones the actor with its items).
    const source = this.actor.toObject();
    const t = (key: string, data?: Record<string, string>) =>
      (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;
    return {
      view: characterView(input, t),
      creation: {
        open: creationOpen(bag(source.system)),
        canUndo: undoAvailable(bag(source.system), source.flags),
      },
      edit: editMode ? characterEdit(bag(source.system)) : null,
      isCharacter: true,
      techniques: techniqueSheetView(input),
      raceAbilities: raceAbilityViews(input, t),
      isGM: game.user?.isGM ?? false,
    };
  }

  protected override afterRender(_root: HTMLElement): void {
    PaletteWindow.refresh(this.actor);
  }
}
