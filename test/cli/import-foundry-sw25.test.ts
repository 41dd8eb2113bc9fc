/** `sw25 import` with an actor exported from the sw25 Foundry system (fixtures: test/fixtures/foundry-sw25/). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_USAGE } from "../../src/cli/import-command.js";
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
      // Their four check items count the "Blessed" effect (every check +1) not imported; the crossbow.
      ...Array(5).fill("Foundry.TotalDiffers"),
    ]);
  });

  it("[#36] --json gives the totals with the effects the import converted", async () => {
    const doc = JSON.parse(fixture("character")) as { effects: unknown[]; system: { mp: { value: number } } };
    doc.effects.push({
      name: "Mana Lens",
      img: "icons/svg/aura.svg",
      changes: [
        { key: "system.mp.efmpmod", mode: 2, value: "2" },
        { key: "system.attributes.move.efmovemod", mode: 2, value: "2" },
      ],
      disabled: false,
      transfer: false,
      duration: {},
    });
    doc.system.mp.value = 22;
    const r = await run(["import", "kiri.json", "--json"], { "kiri.json": JSON.stringify(doc) });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    // Without the effect: max MP 20, movement 17 (the case above).
    expect([json.derived.mpMax, json.derived.movement.normal, json.actor.system.mp]).toEqual([
      22,
      19,
      { value: 22, max: 22 },
    ]);
    const labels = json.warnings.map((w: { params: { label?: string } }) => w.params.label);
    expect(labels).not.toContain("mp.max");
    expect(labels).not.toContain("attributes.move.normal");
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

  describe("--merge: the part actors of one monster (the original sw25 system keeps one actor per part)", () => {
    // Two parts of an invented drake built from the monster fixture (as in
    // test/rules/import/foundry-sw25-merge.test.ts): the head (core) and the body.
    const part = (name: string, change: (system: Record<string, unknown>) => void) => {
      const doc = JSON.parse(fixture("monster")) as { name: string; system: Record<string, unknown> };
      doc.name = name;
      Object.assign(doc.system, { part: "2", corepart: "頭部" });
      change(doc.system);
      return JSON.stringify(doc);
    };
    const files = {
      "head.json": part("Cinder Drake（頭部）", () => {}),
      "body.json": part("Cinder Drake（胴体）", (s) => Object.assign(s, { hpbase: 40, ppbase: 5 })),
    };

    it("[ROLL-04] makes one monster with a section per file", async () => {
      const r = await run(["import", "head.json", "body.json", "--merge", "--json"], files);
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out);
      expect([json.ok, json.kind, json.actor.name]).toEqual([true, "monster", "Cinder Drake"]);
      expect(
        json.actor.system.sections.map((s: { name: string; core: boolean; defense: number }) => [
          s.name,
          s.core,
          s.defense,
        ]),
      ).toEqual([
        ["頭部", true, 3],
        ["胴体", false, 5],
      ]);
      expect(json.warnings).toEqual([]);
      const human = await run(["import", "head.json", "body.json", "--merge"], files);
      expect([human.code, human.out]).toEqual([0, 'monster "Cinder Drake" with 0 item(s)\nno warnings']);
    });

    it("[#36] merges the ytsheet2 import macro's split monster (part as free text, [part] abilities)", async () => {
      const split = { "head.json": fixture("split-wyrm-head"), "body.json": fixture("split-wyrm-body") };
      const r = await run(["import", "head.json", "body.json", "--merge", "--json"], split);
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out);
      expect([json.ok, json.actor.name, json.actor.system.sections.length]).toEqual([true, "Storm Wyrm", 2]);
      expect(
        json.actor.system.skills.map((s: { section: string; name: string }) => `${s.section}:${s.name}`),
      ).toEqual([":飛行", "頭部:Storm Breath", "胴体:Tail Sweep"]);
      const alone = await run(["import", "head.json", "--json"], split);
      expect([alone.code, JSON.parse(alone.out).ok]).toEqual([0, true]);
    });

    // Two files without --merge are a batch now (test/cli/import-batch.test.ts).
    it("one file with --merge is a usage error", async () => {
      for (const argv of [["import", "head.json", "--merge"]]) {
        const r = await run(argv, files);
        expect([r.code, r.err.split("\n")[0]]).toEqual([2, IMPORT_USAGE.split("\n")[0]]);
      }
    });

    it("a file that is no part fails the merge, naming the file; nothing is printed as an actor", async () => {
      const r = await run(["import", "head.json", "kiri.json", "--merge"], {
        ...files,
        "kiri.json": fixture("character"),
      });
      expect([r.code, r.out, r.err]).toEqual([
        1,
        "",
        "sw25 import: kiri.json: the file is not one part of a monster (an actor of the sw25 system's monster type, one section)",
      ]);
      const missing = await run(["import", "head.json", "gone.json", "--merge", "--json"], files);
      expect(missing.code).toBe(1);
      expect(JSON.parse(missing.out)).toMatchObject({
        ok: false,
        actor: null,
        error: { code: "FileUnreadable", params: { file: "gone.json" } },
      });
    });
  });

  it("--help says it reads sw25-system actors", async () => {
    const r = await run(["import", "--help"]);
    expect(r.out).toContain("sw25 game system (or its forks sw25-ru,");
  });
});
