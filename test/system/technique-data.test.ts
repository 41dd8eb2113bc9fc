/**
 * The technique item's stored shape before gains (test/fixtures/migrations/item-technique-h-tech.json, no `gain`):
 * no migration step, the schema's initial values fill the new field, and the technique gains nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { planItem } from "../../src/system/migrations/plan.js";
import { planTechniqueUse } from "../../src/system/techniques/technique-plan.js";
import { type DataField, fakeFields, withInitials } from "./boot/fake-fields.js";

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, "../fixtures/migrations/item-technique-h-tech.json"), "utf8"),
) as { source: { system: Record<string, unknown>; effects: unknown[] } };

async function techniqueSchema(): Promise<Record<string, DataField>> {
  const g = globalThis as Record<string, unknown>;
  const before = g.foundry;
  g.foundry = { data: { fields: fakeFields(new Set()) }, abstract: { TypeDataModel: class {} } };
  try {
    const { TechniqueData } = await import("../../src/system/data/technique-data.js");
    return TechniqueData.defineSchema() as unknown as Record<string, DataField>;
  } finally {
    g.foundry = before;
  }
}

describe("[MIGRATION] a technique stored before gains", () => {
  it("has no gain in its stored source and needs no migration step", () => {
    expect(fixture.source.system.gain).toBeUndefined();
    expect(planItem(fixture.source as never, 0)).toBeNull();
  });

  it("loads with the schema's initial gain (none, 0); its use pays 3 MP and gains nothing", async () => {
    const system = withInitials(await techniqueSchema(), fixture.source.system);
    expect(system.gain).toEqual({ amount: 0, resource: "none", threshold: 0, bonus: 0 });
    expect(system.cost).toEqual(fixture.source.system.cost);
    const plan = planTechniqueUse(
      {
        system: { mp: { value: 10 }, hp: { value: 20 }, classResources: { songUp: 2 } },
        items: [{ type: "class", system: { classId: "enhancer", level: 1 } }],
      },
      { ...fixture.source, system },
      { combatId: null, round: 0, combatantId: null },
      "x",
    );
    expect(plan).toMatchObject({
      ok: true,
      value: { actorUpdate: { "system.mp.value": 7 }, gained: { resource: "none", amount: 0 } },
    });
    expect(plan.ok && Object.keys(plan.value.actorUpdate)).toEqual(["system.mp.value"]);
  });
});
