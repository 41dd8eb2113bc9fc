/**
 * An NPC of the `sw25` Foundry system (type `npc`: its template.json gives it the templates `base` and
 * `fellow` and its own hpbase / mpbase / ppbase / mppbase, overview, gminfo, udname, language and
 * attributes.advlevel / age / gender / ppmod / dreduce; no abilities, no money). Imported as our character
 * with the same item mapping as a character; its typed HP, MP and Defense are kept. Fixture:
 * test/fixtures/foundry-sw25/npc.json (invented).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CharacterDerived } from "../../../src/rules/character/derivation/character-derived.js";
import { importYtsheet2, importYtsheetObject } from "../../../src/rules/import/index.js";

const dir = join(import.meta.dirname, "../../fixtures/foundry-sw25");
const text = (name: string) => readFileSync(join(dir, `${name}.json`), "utf8");
type Doc = Record<string, unknown> & { system: Record<string, unknown>; items: Record<string, unknown>[] };
const doc = (): Doc => JSON.parse(text("npc")) as Doc;
const codes = (r: { warnings: readonly { code: string }[] }) => r.warnings.map((w) => w.code);

describe("an NPC of the sw25 system", () => {
  const result = importYtsheet2(text("npc"));
  const d = result.derived as CharacterDerived;
  const system = result.actor?.system as Record<string, unknown>;

  it("is imported as a character, its items mapped as a character's", () => {
    expect([result.ok, result.kind, result.error]).toEqual([true, "character", null]);
    expect(result.actor?.type).toBe("character");
    expect(result.actor?.name).toBe("Old Tamsin");
    expect(result.actor?.items.map((i) => `${i.type}:${i.name}`)).toEqual([
      "race:人間",
      "class:ファイター",
      "weapon:Guard Spear",
      "technique:Steady Breath",
    ]);
    const item = (name: string) => result.actor?.items.find((i) => i.name === name)?.system;
    expect(item("ファイター")).toMatchObject({ classId: "fighter", level: 2 });
    expect(item("Guard Spear")).toMatchObject({
      category: "spear",
      usage: "1H-versatile",
      accuracy: 1,
      power: 20,
      minStrength: 10,
      price: 160,
    });
    expect(item("Steady Breath")).toMatchObject({ kind: "enhancer", cost: { amount: 3, resource: "mp" } });
    expect(result.actor?.flags).toEqual({
      swordworld25: { foundrySw25: { systemId: "sw25", systemVersion: "2.4.1" } },
    });
  });

  it("keeps the HP, MP and Defense typed there: the abilities are 0, the bonuses hold the rest", () => {
    // That system's NPC: hp.max = hpbase 24 + hpmod 2 = 26; mp.max = mpbase 10 + mpmod 0 = 10;
    // pp = ppbase 3 + ppmod 1 + dreduce 0 = 4. It has no abilities, so every ability is 0 here.
    for (const ability of Object.values(system.abilities as Record<string, unknown>))
      expect(ability).toEqual({ race: 0, growth: 0, bonus: 0 });
    expect(system.base).toEqual({ technique: 0, body: 0, mind: 0 });
    expect([d.hpMax, d.mpMax, d.defense]).toEqual([26, 10, 4]);
    // Our max HP = Vitality 0 + 3 × adventurer level 2 + bonus → the bonus is 26 − 6 = 20; max MP = Spirit 0
    // + 3 × 0 wizard levels + bonus → 10; Defense = no armour 0 + bonus → 4.
    expect(system.bonuses).toMatchObject({ hp: 20, mp: 10, defense: 4 });
    expect(d.adventurerLevel).toBe(2);
    // hp.value 20 stored; mp.value "" → full.
    expect([system.hp, system.mp]).toEqual([
      { value: 20, max: 26 },
      { value: 10, max: 10 },
    ]);
  });

  it("profile, languages and notes; no money and no experience", () => {
    expect(system.profile).toMatchObject({ age: "52", gender: "男", birth: "", faith: "" });
    // The language item, then the NPC's language line's other names (spoken; reading is not said there).
    expect(system.languages).toEqual([
      { name: "交易共通語", speak: true, read: true },
      { name: "ドワーフ語", speak: true, read: false },
    ]);
    expect(system.notes).toBe(
      "<p>An invented gate captain for the importer's tests.</p><p>Gruff but fair.</p>" +
        "<p>Guards the east gate.</p><p>Owes the thieves' guild.</p>",
    );
    expect(system.money).toBe(0);
    expect(system.experience).toEqual({ earned: 0, spent: 0, fumbles: 0 });
  });

  it("says what it did and what it left out, and compares no character totals it has not got", () => {
    expect(codes(result)).toEqual([
      "Foundry.ItemNotImported",
      "Foundry.NpcLanguages",
      "Foundry.NpcUnidentifiedName",
      "Foundry.NpcAbilities",
    ]);
    expect(result.warnings.find((w) => w.code === "Foundry.NpcAbilities")?.params).toEqual({
      name: "Old Tamsin",
      hp: 26,
      mp: 10,
      defense: 4,
    });
    expect(result.warnings.find((w) => w.code === "Foundry.NpcUnidentifiedName")?.params).toEqual({
      value: "Gate guard",
    });
  });

  it("a level typed there that the class items do not give, and magic protection, are reported", () => {
    const npc = doc();
    (npc.system.attributes as Record<string, unknown>).advlevel = { value: 5 };
    npc.system.mppbase = 2;
    const r = importYtsheetObject(npc);
    expect(r.ok).toBe(true);
    expect(r.warnings.find((w) => w.code === "Foundry.NpcLevel")?.params).toEqual({ value: 5, ours: 2 });
    expect(r.warnings.find((w) => w.code === "Foundry.ModifierNotImported")?.params).toEqual({
      field: "system.mppbase",
      value: 2,
    });
  });

  it("an NPC without class items or HP: level 0, max HP 0, and a current HP never above it", () => {
    const npc = doc();
    npc.items = [];
    npc.system.hpbase = 0;
    (npc.system.hp as Record<string, unknown>).hpmod = 0;
    const r = importYtsheetObject(npc);
    const derived = r.derived as CharacterDerived;
    expect([derived.adventurerLevel, derived.hpMax]).toEqual([0, 0]);
    expect(r.actor?.system.hp).toEqual({ value: 0, max: 0 });
  });

  it("bad input in an NPC field fails the whole import, naming the field", () => {
    const npc = doc();
    npc.system.hpbase = "lots";
    const r = importYtsheetObject(npc);
    expect([r.ok, r.actor]).toEqual([false, null]);
    expect(r.error).toMatchObject({ code: "Foundry.NotNumber", params: { field: "system.hpbase" } });
    const typed = doc();
    typed.system.ppbase = { value: 3 };
    expect(importYtsheetObject(typed).error).toMatchObject({
      code: "Foundry.WrongType",
      params: { field: "system.ppbase" },
    });
  });
});

describe("an older NPC export that names no system", () => {
  it("is read when its fields are that system's NPC's (ppbase, mppbase, attributes.skilllist), and says so", () => {
    const old = doc();
    delete old._stats;
    delete (old.flags as Record<string, unknown>).exportSource;
    const r = importYtsheetObject(old);
    expect([r.ok, r.kind, r.warnings[0]?.code]).toEqual([true, "character", "Foundry.NoSystemId"]);
    expect((r.derived as CharacterDerived).hpMax).toBe(26);
    // Without those fields it is no recognisable NPC: refused, nothing made.
    const bare = { type: "npc", name: "X", system: { hp: { value: 3 } }, items: [] };
    expect(importYtsheetObject(bare).error?.code).toBe("NotYtsheet2");
  });
});
