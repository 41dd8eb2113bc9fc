import { actorInput } from "../view/actor-input.js";
import { characterView } from "../view/character-view.js";
import { SwordWorldActorSheet } from "./actor-sheet-base.js";
import { AFFINITY_PARTIAL } from "./affinity-editor.js";

const part = (name: string) => ({ template: `systems/swordworld25/templates/${name}.hbs` });

export class CharacterSheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    classes: ["character"],
  };

  static override PARTS = {
    header: part("actor/parts/header"),
    tabs: part("actor/parts/tabs"),
    abilities: part("actor/character/abilities"),
    combat: { ...part("actor/character/combat"), templates: [AFFINITY_PARTIAL] },
    classes: part("actor/character/classes"),
    magic: part("actor/character/magic"),
    inventory: part("actor/character/inventory"),
    notes: part("actor/parts/notes"),
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "abilities" },
        { id: "combat" },
        { id: "classes" },
        { id: "magic" },
        { id: "inventory" },
        { id: "notes" },
      ],
      initial: "abilities",
      labelPrefix: "SW25.Tab",
    },
  };

  protected override sheetContext(): Record<string, unknown> {
    return { view: characterView(actorInput(this.actor)), isCharacter: true };
  }
}
