import { describe, expect, it } from "vitest";
import {
  CURRENT_SCHEMA_VERSION,
  MIGRATION_STEPS,
  migrateActorSource,
  migrateItemSource,
  runSteps,
} from "../../../src/system/migrations/migrate-source.js";

describe("actor source migration", () => {
  it("[FACTS-1] version 0 flat hp/mp numbers or text become { value }", () => {
    const old = { hp: 12, mp: "７", base: { technique: 8, body: 7, mind: 6 } };
    expect(migrateActorSource(old, 0)).toEqual({
      hp: { value: 12 },
      mp: { value: 7 },
      base: { technique: 8, body: 7, mind: 6 },
    });
    expect(old.hp).toBe(12);
  });

  it("[FACTS-1] unreadable values are dropped so the schema default applies", () => {
    expect(migrateActorSource({ hp: "lots" }, 0)).toEqual({ hp: {} });
  });

  it("[FACTS-1] current data, data already migrated, and non-objects are left alone", () => {
    expect(migrateActorSource({ hp: { value: 3, max: 10 } }, 0)).toBeNull();
    expect(migrateActorSource({ hp: 12 }, CURRENT_SCHEMA_VERSION)).toBeNull();
    expect(migrateActorSource(null, 0)).toBeNull();
    expect(migrateActorSource([1, 2], 0)).toBeNull();
  });
});

describe("steps by document type", () => {
  it("[MIGRATION] the hp/mp step is a character's: a monster's or mount's stray top-level hp is left alone", () => {
    expect(runSteps(MIGRATION_STEPS.actor, "monster", { hp: 12 }, 0)).toBeNull();
    expect(runSteps(MIGRATION_STEPS.actor, "mount", { hp: 12 }, 0)).toBeNull();
    expect(runSteps(MIGRATION_STEPS.actor, "character", { hp: 12 }, 0)).toEqual({ hp: { value: 12 } });
  });

  it("[MIGRATION] no item shape ever changed: every item type is left alone", () => {
    expect(MIGRATION_STEPS.item).toEqual([]);
    expect(migrateItemSource("weapon", { accuracy: "1" }, 0)).toBeNull();
  });
});
