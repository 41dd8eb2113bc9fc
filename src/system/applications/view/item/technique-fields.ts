/** The technique item sheet's fields (item-fields.ts shows them in this order); labels in SW25.Technique. */
import {
  TECHNIQUE_CHOICE_FIELDS as C,
  TECHNIQUE_NUMBER_FIELDS as N,
  type TechniqueChoicePath,
  type TechniqueNumberPath,
} from "../../../../rules/character/techniques/techniques.js";
import type { FieldSpec } from "../field-spec.js";

const L = "SW25.Technique";

/** "cost.amount" → "costAmount": a lang key part never holds a dot (Foundry reads dots as nesting). */
const labelOf = (path: string) => `${L}.Field.${path.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase())}`;

/** A select of the path's word list (rules' TECHNIQUE_CHOICE_FIELDS), labelled from `labels`.<word>. */
const select = (path: TechniqueChoicePath, labels: string, group?: string): FieldSpec => ({
  kind: "select",
  path,
  choices: C[path].choices,
  labels,
  fallback: C[path].initial,
  label: labelOf(path),
  ...(group ? { group } : {}),
});

/** A number input with the path's bounds (rules' TECHNIQUE_NUMBER_FIELDS). */
const number = (path: TechniqueNumberPath, group?: string): FieldSpec => {
  const bounds: { min: number; max?: number } = N[path];
  return {
    kind: "number",
    path,
    min: bounds.min,
    ...(bounds.max === undefined ? {} : { max: bounds.max }),
    label: labelOf(path),
    ...(group ? { group } : {}),
  };
};

export const TECHNIQUE_FIELDS: readonly FieldSpec[] = [
  select("kind", `${L}.Kind`),
  select("classId", `${L}.Class`),
  number("level"),
  select("timing", `${L}.Timing`),
  { kind: "text", path: "target", label: `${L}.Field.target` },
  { kind: "text", path: "mount", label: `${L}.Field.mount` },
  number("cost.amount", `${L}.Field.cost`),
  select("cost.resource", `${L}.Resource`, `${L}.Field.cost`),
  select("cost.cardColour", `${L}.Colour`, `${L}.Field.cost`),
  select("cost.cardRank", "SW25.Rank", `${L}.Field.cost`),
  number("gain.amount", `${L}.Field.gain`),
  select("gain.resource", `${L}.GainResource`, `${L}.Field.gain`),
  number("gain.threshold", `${L}.Field.gain`),
  number("gain.bonus", `${L}.Field.gain`),
  number("duration.value", `${L}.Field.duration`),
  select("duration.units", `${L}.Units`, `${L}.Field.duration`),
];
