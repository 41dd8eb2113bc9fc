/** The technique item sheet's fields (item-fields.ts shows them in this order); labels in SW25.Technique. */
import {
  CARD_COLOURS,
  CARD_RANKS,
  COST_RESOURCES,
  DURATION_UNITS,
  TECHNIQUE_CLASSES,
  TECHNIQUE_KINDS,
  TECHNIQUE_TIMINGS,
} from "../../../rules/character/techniques.js";
import type { FieldSpec } from "./item-fields.js";

const L = "SW25.Technique";

/** "cost.amount" → "costAmount": a lang key part never holds a dot (Foundry reads dots as nesting). */
const labelOf = (path: string) => `${L}.Field.${path.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase())}`;

const select = (
  path: string,
  choices: readonly string[],
  labels: string,
  fallback: string,
  group?: string,
): FieldSpec => ({
  kind: "select",
  path,
  choices,
  labels,
  fallback,
  label: labelOf(path),
  ...(group ? { group } : {}),
});

const number = (path: string, min: number, group?: string, max?: number): FieldSpec => ({
  kind: "number",
  path,
  min,
  ...(max === undefined ? {} : { max }),
  label: labelOf(path),
  ...(group ? { group } : {}),
});

export const TECHNIQUE_FIELDS: readonly FieldSpec[] = [
  select("kind", TECHNIQUE_KINDS, `${L}.Kind`, "enhancer"),
  select("classId", TECHNIQUE_CLASSES, `${L}.Class`, "enhancer"),
  number("level", 0, undefined, 17),
  select("timing", TECHNIQUE_TIMINGS, `${L}.Timing`, "minor"),
  { kind: "text", path: "target", label: `${L}.Field.target` },
  { kind: "text", path: "mount", label: `${L}.Field.mount` },
  number("cost.amount", 0, `${L}.Field.cost`),
  select("cost.resource", COST_RESOURCES, `${L}.Resource`, "none", `${L}.Field.cost`),
  select("cost.cardColour", CARD_COLOURS, `${L}.Colour`, "red", `${L}.Field.cost`),
  select("cost.cardRank", CARD_RANKS, "SW25.Rank", "B", `${L}.Field.cost`),
  number("duration.value", 1, `${L}.Field.duration`),
  select("duration.units", DURATION_UNITS, `${L}.Units`, "instant", `${L}.Field.duration`),
];
