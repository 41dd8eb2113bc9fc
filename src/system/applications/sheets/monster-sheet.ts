import { actorInput } from "../view/actor-input.js";
import {
  type AffinityRow,
  affinityRows,
  editedAffinities,
  NEW_AFFINITY,
} from "../view/element-affinities.js";
import { monsterView, mountView } from "../view/monster-view.js";
import { bag } from "../view/read.js";
import { SwordWorldActorSheet } from "./actor-sheet-base.js";

const MONSTER_PART = { body: { template: "systems/swordworld25/templates/actor/monster.hbs" } };
const MONSTER_OPTIONS = { position: { width: 820, height: 620 } };

interface SheetThis {
  actor: Actor.Implementation;
}

const storedAffinities = (actor: Actor.Implementation) => bag(actor.toObject().system).elementAffinities;

/** Array fields are replaced whole by an update, so every row is written (DMG-11 rows). */
async function writeAffinities(actor: Actor.Implementation, rows: readonly AffinityRow[]): Promise<void> {
  await actor.update({ "system.elementAffinities": rows } as Actor.UpdateData);
}

async function onAddAffinity(this: SheetThis): Promise<void> {
  await writeAffinities(this.actor, [...affinityRows(storedAffinities(this.actor)), NEW_AFFINITY]);
}

async function onRemoveAffinity(this: SheetThis, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const index = Number(target.closest<HTMLElement>("[data-affinity]")?.dataset.affinity);
  await writeAffinities(this.actor, editedAffinities(storedAffinities(this.actor), index, null));
}

export class MonsterSheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    ...MONSTER_OPTIONS,
    classes: ["monster"],
    actions: { addAffinity: onAddAffinity, removeAffinity: onRemoveAffinity },
  };
  static override PARTS = MONSTER_PART;

  protected override sheetContext(): Record<string, unknown> {
    const isGM = game.user?.isGM ?? false;
    return { view: monsterView(actorInput(this.actor), isGM), isMount: false, isGM };
  }

  /** Affinity inputs carry no `name` (the form would write a partial array): each change writes the list. */
  protected override afterRender(root: HTMLElement): void {
    for (const input of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-affinity-field]"))
      input.addEventListener("change", () => {
        const index = Number(input.closest<HTMLElement>("[data-affinity]")?.dataset.affinity);
        const change = { field: input.dataset.affinityField ?? "", value: input.value };
        void writeAffinities(this.actor, editedAffinities(storedAffinities(this.actor), index, change));
      });
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
