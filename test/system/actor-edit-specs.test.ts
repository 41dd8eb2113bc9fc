// The edit-mode controls offer exactly what the data models accept: bounds, nullability and choices are read
// back from the schemas (built with the boot test's recording fields) and compared with each control's spec.
import { describe, expect, it } from "vitest";
import {
  CHARACTER_BACKGROUND,
  CHARACTER_BONUSES,
  CHARACTER_EXPERIENCE,
  CHARACTER_PROFILE,
  CHARACTER_PURSE,
} from "../../src/system/applications/view/edit/character-edit.js";
import {
  MONSTER_IDENTITY,
  MONSTER_SECTION,
  MONSTER_STATS,
  MOUNT_PRICES,
  MOUNT_SECTION,
  MOUNT_STATS,
  MOVEMENT,
} from "../../src/system/applications/view/edit/monster-edit.js";
import type { FieldSpec } from "../../src/system/applications/view/field-spec.js";
import { actorSchemas, type Schema } from "../browser/schema-walk.js";
import {
  ArrayField,
  BooleanField,
  type DataField,
  NumberField,
  SchemaField,
  StringField,
} from "./boot/fake-fields.js";

const schemas = await actorSchemas();

function fieldAt(schema: Schema, path: string): DataField | undefined {
  let fields: Schema | undefined = schema;
  let field: DataField | undefined;
  for (const part of path.split(".")) {
    field = fields?.[part];
    fields = field instanceof SchemaField ? field.fields : undefined;
  }
  return field;
}

function elementSchema(field: DataField | undefined): Schema {
  if (field instanceof ArrayField && field.element instanceof SchemaField) return field.element.fields;
  throw new Error("not an array of schemas");
}

function mismatches(schema: Schema, specs: readonly FieldSpec[]): string[] {
  const out: string[] = [];
  for (const spec of specs) {
    const field = fieldAt(schema, spec.path);
    const o = field?.options ?? {};
    if (spec.kind === "number") {
      if (!(field instanceof NumberField)) out.push(`${spec.path}: not a number field`);
      if ((spec.min ?? null) !== (o.min ?? null)) out.push(`${spec.path}: min ${spec.min} vs ${o.min}`);
      if ((spec.max ?? null) !== (o.max ?? null)) out.push(`${spec.path}: max ${spec.max} vs ${o.max}`);
      if ((spec.nullable ?? false) !== (o.nullable === true)) out.push(`${spec.path}: nullable differs`);
    } else if (spec.kind === "checkbox") {
      if (!(field instanceof BooleanField)) out.push(`${spec.path}: not a boolean field`);
    } else if (spec.kind === "select") {
      if (!(field instanceof StringField)) out.push(`${spec.path}: not a string field`);
      const choices = o.choices as readonly string[] | undefined;
      // A choice list the schema leaves open (skill sections, riders) is filled at render time.
      if (choices && JSON.stringify([...choices]) !== JSON.stringify([...spec.choices]))
        out.push(`${spec.path}: choices differ`);
      if (choices && o.initial !== spec.fallback)
        out.push(`${spec.path}: fallback ${spec.fallback} vs ${o.initial}`);
    } else if (!(field instanceof StringField) || o.choices) out.push(`${spec.path}: not a free text field`);
  }
  return out;
}

describe("edit-mode specs match the data models", () => {
  it("character fields", () => {
    const specs = [
      ...CHARACTER_BACKGROUND,
      ...CHARACTER_EXPERIENCE,
      ...CHARACTER_PURSE,
      ...CHARACTER_BONUSES,
      ...CHARACTER_PROFILE,
    ];
    expect(mismatches(schemas.character, specs)).toEqual([]);
  });

  it("[SECT-04] monster stat block and section fields", () => {
    expect(mismatches(schemas.monster, [...MONSTER_STATS, ...MOVEMENT, ...MONSTER_IDENTITY])).toEqual([]);
    expect(mismatches(elementSchema(schemas.monster.sections), MONSTER_SECTION)).toEqual([]);
  });

  it("[FACTS-6] mount fields and per-level section fields", () => {
    expect(mismatches(schemas.mount, [...MOUNT_STATS, ...MOVEMENT, ...MOUNT_PRICES])).toEqual([]);
    const level = elementSchema(schemas.mount.levels);
    expect(mismatches(elementSchema(level.sections), MOUNT_SECTION)).toEqual([]);
  });
});
