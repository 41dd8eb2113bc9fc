/**
 * Setting up a Standard battle on a scene whose grid cannot measure (`SW25Combat#setupBattle`): the GM is told
 * why, in words, and nothing is written. Foundry's globals are small stand-ins written from the public API
 * docs: `Combat#update` (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html), `Scene#grid`
 * as GridData {type, size, distance} (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.GridData.html),
 * and `ui.notifications.warn` (https://foundryvtt.com/api/v13/classes/foundry.applications.ui.Notifications.html).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SceneGrid } from "../../../src/system/combat/scene/scene-metres.js";
import { tokenMetres } from "../../../src/system/combat/scene/scene-metres.js";
import { en, source } from "./helpers.js";

class FakeCollection<T> extends Map<string, T> {
  get contents(): T[] {
    return [...this.values()];
  }
}

class FakeCombat {
  id = "combat1";
  system: { battle: string; method: string } = { battle: "", method: "standard" };
  flags = {};
  scene: { id: string; grid: unknown; regions: unknown[]; flags: object } | null = null;
  combatants = new FakeCollection<unknown>();
  updates: unknown[] = [];
  async update(data: { system?: { battle?: string } }) {
    this.updates.push(data);
    if (data.system?.battle !== undefined) this.system.battle = data.system.battle;
  }
}

const warnings: string[] = [];
let SW25Combat: new () => FakeCombat & { setupBattle(): Promise<boolean> };

beforeAll(async () => {
  vi.stubGlobal("Combat", FakeCombat);
  vi.stubGlobal("game", {
    i18n: { localize: (k: string) => en(k), format: (k: string, p: Record<string, string>) => en(k, p) },
    user: { id: "gm", isGM: true },
    scenes: { get: () => undefined },
    settings: { get: () => undefined },
  });
  vi.stubGlobal("ui", { notifications: { warn: (m: string) => warnings.push(m), error: () => undefined } });
  vi.stubGlobal("foundry", {
    data: { fields: { StringField: class {} } },
    abstract: { TypeDataModel: class {} },
  });
  const mod = await import("../../../src/system/combat/battle/combat.js");
  SW25Combat = mod.SW25Combat as unknown as typeof SW25Combat;
});
afterAll(() => vi.unstubAllGlobals());

/** A Standard combat on scene s1 with this grid: Arle and a goblin, their tokens 5 spaces apart. */
function combatOn(grid: unknown) {
  const combat = new SW25Combat();
  combat.scene = { id: "s1", grid, regions: [], flags: {} };
  for (const [id, side, x] of [
    ["Arle", "pc", 0],
    ["Gob", "enemy", 500],
  ] as const)
    combat.combatants.set(id, {
      id,
      actor: null,
      token: { parent: { id: "s1" } },
      battleSource: (g: SceneGrid | null) =>
        source(id, side, { point: g ? tokenMetres({ x, y: 0, width: 1, height: 1 }, g) : null }),
    });
  return combat;
}

describe("a Standard battle on a scene whose grid cannot measure", () => {
  it("[STD-01] a usable grid sets the battle up (the fake is faithful enough to write it)", async () => {
    const combat = combatOn({ type: 1, size: 100, distance: 2, diagonals: 0 });
    expect(await combat.setupBattle()).toBe(true);
    expect(combat.updates).toHaveLength(1);
  });

  it("[STD-01] an absurd grid size or distance is refused in words, and nothing is written", async () => {
    for (const grid of [
      { type: 1, size: 1e300, distance: 1e-300, diagonals: 0 },
      { type: 1, size: 5, distance: 2, diagonals: 0 },
      { type: 1, size: 100, distance: 1e308, diagonals: 0 },
      { type: 1, size: 100, distance: 1e-9, diagonals: 0 },
    ]) {
      warnings.length = 0;
      const combat = combatOn(grid);
      expect(await combat.setupBattle(), JSON.stringify(grid)).toBe(false);
      expect(combat.updates, JSON.stringify(grid)).toEqual([]);
      expect(combat.system.battle).toBe("");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toBe(
        en("SW25.Combat.Grid.Unusable", {
          size: String(grid.size),
          distance: String(grid.distance),
          minPixels: "20",
          maxPixels: "10000",
          minMetres: "0.01",
          maxMetres: "10000",
        }),
      );
    }
  });

  it("[SIMP-01] a Simplified battle does not measure, so the scene's grid does not matter", async () => {
    warnings.length = 0;
    const combat = combatOn({ type: 1, size: 1e300, distance: 1e-300, diagonals: 0 });
    combat.system.method = "simplified";
    expect(await combat.setupBattle()).toBe(true);
    expect(warnings).toEqual([]);
  });
});
