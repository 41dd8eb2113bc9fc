import { actorInput } from "../view/actor-input.js";
import { monsterView, mountView } from "../view/monster-view.js";
import { SwordWorldActorSheet } from "./actor-sheet-base.js";
import { AFFINITY_PARTIAL } from "./affinity-editor.js";

const MONSTER_PART = {
  body: { template: "systems/swordworld25/templates/actor/monster.hbs", templates: [AFFINITY_PARTIAL] },
};
const MONSTER_OPTIONS = { position: { width: 820, height: 620 } };

export class MonsterSheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    ...MONSTER_OPTIONS,
    classes: ["monster"],
  };
  static override PARTS = MONSTER_PART;

  protected override sheetContext(): Record<string, unknown> {
    const isGM = game.user?.isGM ?? false;
    return { view: monsterView(actorInput(this.actor), isGM), isMount: false, isGM };
  }
}

/** Same layout; the level picker only changes which level's block is shown (the rules pick the one used). */
export class MountSheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    ...MONSTER_OPTIONS,
    classes: ["mount"],
  };
  static override PARTS = MONSTER_PART;

  #shownLevel: number | null = null;

  protected override sheetContext(): Record<string, unknown> {
    return { view: mountView(actorInput(this.actor), this.#shownLevel), isMount: true };
  }

  protected override afterRender(root: HTMLElement): void {
    root.querySelector<HTMLSelectElement>("[data-sw25-mount-level]")?.addEventListener("change", (event) => {
      this.#shownLevel = Number((event.currentTarget as HTMLSelectElement).value);
      void this.render();
    });
  }
}
