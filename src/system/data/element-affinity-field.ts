/** The element weaknesses/resistances/immunities of a monster (or a character's race, entered by hand). DMG-11 */
import { ELEMENTS } from "../../rules/damage/elements.js";
import { AFFINITY_KINDS } from "../applications/view/element-affinities.js";
import { choiceField, intField } from "./fields.js";

const fields = foundry.data.fields;

/** `[{ element, kind: weakness|resistance|immunity, amount }]`; an immunity's amount is ignored. */
export function elementAffinitiesField() {
  return new fields.ArrayField(
    new fields.SchemaField({
      element: choiceField(ELEMENTS, "fire"),
      kind: choiceField(AFFINITY_KINDS, "weakness"),
      amount: intField(0, { min: 0 }),
    }),
  );
}
