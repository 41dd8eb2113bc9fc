// The actor data models' schemas, built with the recording fields of the boot test, and the stored leaf paths
// walked from them (array elements as "*"), for the coverage report of the edit-mode forms.
import {
  ArrayField,
  type DataField,
  fakeFields,
  SchemaField,
  withInitials,
} from "../system/boot/fake-fields.js";

export type Schema = Record<string, DataField>;

/** Imports the data models with `foundry.data.fields` faked, and returns each actor type's schema. */
export async function actorSchemas(): Promise<Record<"character" | "monster" | "mount", Schema>> {
  const g = globalThis as Record<string, unknown>;
  const before = g.foundry;
  g.foundry = { data: { fields: fakeFields(new Set()) }, abstract: { TypeDataModel: class {} } };
  try {
    const { CharacterData } = await import("../../src/system/data/character-data.js");
    const { MonsterData } = await import("../../src/system/data/monster-data.js");
    const { MountData } = await import("../../src/system/data/mount-data.js");
    return {
      character: CharacterData.defineSchema() as unknown as Schema,
      monster: MonsterData.defineSchema() as unknown as Schema,
      mount: MountData.defineSchema() as unknown as Schema,
    };
  } finally {
    g.foundry = before;
  }
}

/** Every stored leaf under `system`, e.g. "system.sections.*.hp.value". */
export function leafPaths(schema: Schema, prefix = "system"): string[] {
  const out: string[] = [];
  for (const [key, field] of Object.entries(schema)) {
    const path = `${prefix}.${key}`;
    if (field instanceof SchemaField) out.push(...leafPaths(field.fields, path));
    else if (field instanceof ArrayField && field.element instanceof SchemaField)
      out.push(...leafPaths(field.element.fields, `${path}.*`));
    else if (field instanceof ArrayField) out.push(`${path}.*`);
    else out.push(path);
  }
  return out;
}

/** A new document's `system`: every field at its initial value, as Foundry creates it. */
export function initialSource(schema: Schema): Record<string, unknown> {
  return withInitials(schema, {});
}

/** A form name with its indices replaced by "*" ("system.sections.0.name" → "system.sections.*.name"). */
export function pathPattern(name: string): string {
  return name.replace(/\.\d+(?=\.|$)/g, ".*");
}
