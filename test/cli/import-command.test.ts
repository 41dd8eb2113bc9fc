import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importYtsheet2 } from "../../src/rules/import/index.js";
import { fixtureText } from "../rules/import/fixtures.js";
import { hasRealSheets, realSheetPath } from "../shared-folder.js";
import { runCli as run } from "./run-cli.js";

/** A public sheet ytsheet2 itself exported, read in place beside the repository (never copied into it). */
const realSheet = (name: string) => readFileSync(realSheetPath(name), "utf8");

describe("sw25 import of sheets as ytsheet2 writes them", () => {
  it.skipIf(!hasRealSheets())("a monster with two parts prints both sections and its skills", async () => {
    const r = await run(["import", "shark.json", "--json"], {
      "shark.json": realSheet("yutorize-work__9U9UZ4-doublehead-shark"),
    });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.kind).toBe("monster");
    expect(json.actor.system.sections.map((s: { name: string }) => s.name)).toEqual(["顎A", "顎B"]);
    expect(json.actor.system.skills).toHaveLength(3);
  });

  it("a 1 MB loot item (a run of digits) imports instead of hanging", async () => {
    const sheet = JSON.parse(fixtureText("monster")) as Record<string, string>;
    sheet.loots1Item = "1".repeat(1_000_000);
    const r = await run(["import", "big.json", "--json"], { "big.json": JSON.stringify(sheet) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).actor.system.loot[0].price).toBe(0);
  });
});

describe("sw25 import", () => {
  it("prints { ok, kind, actor, derived, warnings, error } for a ytsheet2 character", async () => {
    const r = await run(["import", "c.json", "--json"], { "c.json": fixtureText("character") });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(["ok", "kind", "actor", "derived", "warnings", "error"]);
    expect(json).toMatchObject({ ok: true, kind: "character", warnings: [], error: null });
    expect(json.actor.items).toHaveLength(11);
    expect(json.derived.hpMax).toBe(23);
  });

  it("prints a readable summary without --json", async () => {
    const r = await run(["import", "m.json"], { "m.json": fixtureText("monster") });
    expect(r.code).toBe(0);
    expect(r.out).toContain('monster "Thornback Drake"');
    expect(r.out).toContain("no warnings");
  });

  it("exits 1 with ok:false and the reason for a truncated file, a non-sheet and a missing file", async () => {
    const truncated = await run(["import", "t.json", "--json"], {
      "t.json": fixtureText("character").slice(0, 300),
    });
    expect(truncated.code).toBe(1);
    expect(JSON.parse(truncated.out)).toMatchObject({ ok: false, actor: null, error: { code: "Truncated" } });
    const html = await run(["import", "h.json"], { "h.json": "<html></html>" });
    expect([html.code, html.err]).toEqual([
      1,
      "sw25 import: the file is not JSON (save the sheet with mode=json)",
    ]);
    const missing = await run(["import", "nope.json", "--json"]);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.out).error.code).toBe("FileUnreadable");
  });

  it("exits 2 on usage errors", async () => {
    expect((await run(["import"])).code).toBe(2);
    // Two files are a batch (test/cli/import-batch.test.ts): both missing here, so refused, exit 1.
    expect((await run(["import", "a.json", "b.json"])).code).toBe(1);
    expect((await run(["import", "a.json", "--yaml"])).code).toBe(2);
    expect((await run(["export"])).code).toBe(2);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: a test spoils arbitrary places of an actor's JSON
type Loose = Record<string, any>;

describe("sw25 export", () => {
  it("writes a ytsheet2 sheet that imports back to the same actor", async () => {
    const actor = importYtsheet2(fixtureText("mount")).actor;
    const r = await run(["export", "a.json", "--json"], { "a.json": JSON.stringify(actor) });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.ok).toBe(true);
    expect(importYtsheet2(JSON.stringify(json.sheet)).actor).toEqual(actor);
  });

  it("exits 1 for a file that is no Actor", async () => {
    const r = await run(["export", "a.json", "--json"], { "a.json": '{"type":"character","system":{}}' });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ ok: false, sheet: null, error: { code: "NotActor" } });
  });

  it("[issue 40 item 3] refuses, by name, an actor holding what export cannot write (no internal error)", async () => {
    const character = importYtsheet2(fixtureText("character")).actor as Loose;
    const monster = importYtsheet2(fixtureText("monster")).actor as Loose;
    const mount = importYtsheet2(fixtureText("mount")).actor as Loose;
    const cases: [Loose, (a: Loose) => void, string][] = [
      [character, (a) => (a.flags = { swordworld25: { ytsheet2: 1e308 } }), "flags.swordworld25.ytsheet2"],
      [character, (a) => (a.system.records.ledger = "x"), "system.records.ledger"],
      [character, (a) => (a.system.records.sessions = [{}]), "system.records.sessions[0].growth"],
      [character, (a) => (a.system.abilities.agility = null), "system.abilities.agility"],
      [character, (a) => (a.system.languages = [null]), "system.languages[0]"],
      [character, (a) => (a.items[0].name = 5), "items[0].name"],
      [monster, (a) => (a.system.sections[0].hp = null), "system.sections[0].hp"],
      [monster, (a) => (a.system.loot = [null]), "system.loot[0]"],
      [mount, (a) => (a.system.levels[0].sections = "x"), "system.levels[0].sections"],
      [mount, (a) => delete a.system.current, "system.current"],
      // Valid JSON whose own "toString" key would make turning the value into text throw.
      [character, (a) => (a.system.base.technique = { toString: false }), "system.base.technique"],
      [monster, (a) => (a.system.sections[0] = { valueOf: 1, toString: "x" }), "system.sections[0]"],
    ];
    for (const [base, spoil, field] of cases) {
      const actor = structuredClone(base);
      spoil(actor);
      const json = await run(["export", "a.json", "--json"], { "a.json": JSON.stringify(actor) });
      expect(json.code, field).toBe(1);
      expect(JSON.parse(json.out), field).toMatchObject({
        ok: false,
        sheet: null,
        error: { code: "ActorUnwritable", params: { field } },
      });
      const text = await run(["export", "a.json"], { "a.json": JSON.stringify(actor) });
      expect(text.err, field).toBe(
        `sw25 export: the actor's ${field} does not hold what an Actor holds there: nothing was written.`,
      );
    }
    // In Japanese, the same refusal in Japanese.
    const ja = await run(["--lang", "ja", "export", "a.json"], {
      "a.json": JSON.stringify({ ...character, flags: { swordworld25: { ytsheet2: 1e308 } } }),
    });
    expect(ja.err).toBe(
      "sw25 export: アクターの flags.swordworld25.ytsheet2 にアクターが持たない形の値が入っています。何も書き出していません。",
    );
    // A weapon with no known attack kind.
    const armed = structuredClone(character);
    const weapon = armed.items.findIndex((i: { type: string }) => i.type === "weapon");
    armed.items[weapon].system.attackKind = "x";
    const r = await run(["export", "a.json", "--json"], { "a.json": JSON.stringify(armed) });
    expect(JSON.parse(r.out).error).toMatchObject({
      code: "ActorUnwritable",
      params: { field: `items[${weapon}].system.attackKind` },
    });
  });

  it("[issue 40 item 3] reads a file that starts with a byte-order mark, as import does", async () => {
    const actor = importYtsheet2(fixtureText("mount")).actor;
    const r = await run(["export", "a.json", "--json"], { "a.json": `\uFEFF${JSON.stringify(actor)}` });
    expect(r.code).toBe(0);
    expect(importYtsheet2(JSON.stringify(JSON.parse(r.out).sheet)).actor).toEqual(actor);
  });
});
