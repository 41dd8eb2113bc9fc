/**
 * The element affinity table of the actor sheets: adding, removing and editing its rows (each change writes
 * the list).
 */
import {
  type AffinityRow,
  affinityRows,
  editedAffinities,
  NEW_AFFINITY,
} from "../view/element-affinities.js";
import { bag } from "../view/read.js";

/** The shared table partial; every sheet part that includes it lists it in its `templates` so it is preloaded. */
export const AFFINITY_PARTIAL = "systems/swordworld25/templates/actor/parts/element-affinities.hbs";

interface SheetThis {
  actor: Actor.Implementation;
}

const storedAffinities = (actor: Actor.Implementation) => bag(actor.toObject().system).elementAffinities;

/** Array fields are replaced whole by an update, so every row is written (DMG-11 rows). */
async function writeAffinities(actor: Actor.Implementation, rows: readonly AffinityRow[]): Promise<void> {
  await actor.update({ "system.elementAffinities": rows } as Actor.UpdateData);
}

export async function onAddAffinity(this: SheetThis): Promise<void> {
  await writeAffinities(this.actor, [...affinityRows(storedAffinities(this.actor)), NEW_AFFINITY]);
}

export async function onRemoveAffinity(
  this: SheetThis,
  _event: PointerEvent,
  target: HTMLElement,
): Promise<void> {
  const index = Number(target.closest<HTMLElement>("[data-affinity]")?.dataset.affinity);
  await writeAffinities(this.actor, editedAffinities(storedAffinities(this.actor), index, null));
}

/** Affinity inputs carry no `name` (the form would write a partial array): each change writes the list. */
export function bindAffinityInputs(root: HTMLElement, actor: Actor.Implementation): void {
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-affinity-field]"))
    input.addEventListener("change", () => {
      const index = Number(input.closest<HTMLElement>("[data-affinity]")?.dataset.affinity);
      const change = { field: input.dataset.affinityField ?? "", value: input.value };
      void writeAffinities(actor, editedAffinities(storedAffinities(actor), index, change));
    });
}
