/** `sw25 import` with an actor exported from the sw25 Foundry system (fixtures: test/fixtures/foundry-sw25/). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli as run } from "./run-cli.js";

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, "../fixtures/foundry-sw25", `${name}.json`), "utf8");

describe("sw25 import FILE (an actor of the sw25 system)", () => {
  it("[ROLL-03] --json gives the actor, the totals that system shows, and the warnings", async () => {
    const r = await run(["import", "kiri.json", "--json"], { "kiri.json": fixture("character") });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ ok: true, kind: "character", error: null });
    expect(json.actor.items).toHaveLength(18);
    // Worked out from that system's formulas in test/rules/import/foundry-sw25.test.ts.
    expect([json.derived.hpMax, json.derived.mpMax, json.derived.fortitude, json.derived.evasion]).toEqual([
      39, 20, 5, 6,
    ]);
    expect(json.warnings.map((w: { code: string }) => w.code)).toEqual([
      "Foundry.ItemEffects",
      "Foundry.CheckNotImported",
      "Foundry.ToughnessInModifier",
      "Foundry.ActorEffect",
      "Foundry.TotalDiffers",
    ]);
  });

  it("prints a readable summary of a monster", async () => {
    const r = await run(["import", "hound.json"], { "hound.json": fixture("monster") });
    expect([r.code, r.out]).toEqual([0, 'monster "Cinder Hound" with 0 item(s)\nno warnings']);
  });

  it("exits 1 and names the problem for an Item export and a wrong-typed field", async () => {
    const weapon = JSON.stringify((JSON.parse(fixture("character")) as { items: unknown[] }).items[4]);
    const item = await run(["import", "w.json"], { "w.json": weapon });
    expect([item.code, item.err]).toEqual([
      1,
      'sw25 import: the file holds an Item ("weapon"), not an Actor: export the actor',
    ]);
    const typed = await run(["import", "m.json", "--json"], {
      "m.json": fixture("monster").replace('"monlevel": 4', '"monlevel": {"value": 4}'),
    });
    expect(typed.code).toBe(1);
    expect(JSON.parse(typed.out)).toMatchObject({
      ok: false,
      actor: null,
      error: { code: "Foundry.WrongType", params: { field: "system.monlevel" } },
    });
  });

  it("--help says it reads sw25-system actors", async () => {
    const r = await run(["import", "--help"]);
    expect(r.out).toContain("sw25 game system (or its forks sw25-ru,");
  });
});
