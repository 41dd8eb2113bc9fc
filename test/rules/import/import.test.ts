import { describe, expect, it } from "vitest";
import type { CharacterDerived } from "../../../src/rules/character/derivation/character-derived.js";
import type { MonsterDerived } from "../../../src/rules/character/monsters/monster.js";
import type { MountDerived } from "../../../src/rules/character/monsters/mount.js";
import { type ActorSource, exportYtsheet2, importYtsheet2 } from "../../../src/rules/import/index.js";
import { fixtureText, variant } from "./fixtures.js";

type Obj = Record<string, unknown>;

function imported(text: string) {
  const result = importYtsheet2(text);
  if (!result.ok || !result.actor) throw new Error(`import failed: ${result.error?.message}`);
  return { ...result, actor: result.actor, system: result.actor.system as Obj };
}

const itemsOf = (actor: { items: { type: string; name: string; system: Obj }[] }, type: string) =>
  actor.items.filter((i) => i.type === type);

describe("ytsheet2 character import", () => {
  const r = imported(fixtureText("character"));
  const d = r.derived as CharacterDerived;

  it("maps base values, race dice, growth, classes and levels", () => {
    expect(r.kind).toBe("character");
    expect(r.actor.name).toBe("Rinka Thornwell");
    expect(r.system.base).toEqual({ technique: 8, body: 7, mind: 6 });
    expect((r.system.abilities as Obj).agility).toEqual({ race: 9, growth: 2, bonus: 0 });
    expect((r.system.abilities as Obj).spirit).toEqual({ race: 10, growth: 0, bonus: 0 });
    expect(itemsOf(r.actor, "class").map((c) => [c.system.classId, c.system.level])).toEqual([
      ["fighter", 3],
      ["scout", 2],
      ["sage", 1],
    ]);
    expect(itemsOf(r.actor, "race").map((c) => c.name)).toEqual(["人間"]);
  });

  it("maps combat feats to the effects the engine applies", () => {
    expect(
      itemsOf(r.actor, "feat").map((f) => [f.system.effect, f.system.weaponCategory, f.system.rank]),
    ).toEqual([
      ["weaponProficiencyA", "sword", 1],
      ["powerStrike", "sword", 1],
    ]);
  });

  it("maps weapons, armour, shield and accessory with their numbers", () => {
    expect(itemsOf(r.actor, "weapon").map((w) => w.system)).toMatchObject([
      {
        category: "sword",
        usage: "1H",
        minStrength: 14,
        accuracy: 0,
        power: 20,
        criticalValue: 10,
        extraDamage: 0,
        attackKind: "melee",
        equipped: true,
      },
      { category: "thrown", minStrength: 3, accuracy: 1, power: 5, attackKind: "thrown" },
    ]);
    expect(itemsOf(r.actor, "armor")[0]?.system).toMatchObject({
      armorKind: "nonMetal",
      minStrength: 13,
      evasion: 0,
      defense: 4,
      equipped: true,
    });
    expect(itemsOf(r.actor, "shield")[0]?.system).toMatchObject({
      minStrength: 8,
      evasion: 1,
      defense: 1,
      equipped: true,
    });
    expect(itemsOf(r.actor, "accessory").map((a) => [a.name, a.system.slot])).toEqual([
      ["Wren-feather Charm", "neck"],
    ]);
  });

  it("maps money, experience, honour, languages and history into their own fields", () => {
    // history0 is the start (3000 exp, 1200 G); the two sessions add 3500 exp and 1800 G.
    expect(r.system.money).toBe(1200);
    expect(r.system.experience).toEqual({ earned: 3000, spent: 5500, fumbles: 0 });
    expect(d.experience.total).toBe(6500);
    expect(r.system.honor).toEqual({ points: 0, items: [], dishonor: 0, dishonorItems: [] });
    expect(r.system.languages).toEqual([
      { name: "交易共通語", speak: true, read: true },
      { name: "地方語", speak: true, read: false },
    ]);
    const sessions = (r.system.records as Obj).sessions as Obj[];
    expect(sessions.map((s) => [s.title, s.experience, s.money, s.honor])).toEqual([
      ["The Mill Road Bandits", 2000, 1000, 12],
      ["Lanterns under Harvale", 1500, 800, 8],
    ]);
    expect(r.system.profile).toMatchObject({
      birth: "Harvale",
      age: "19",
      gender: "female",
      playerName: "Sample Player",
    });
    expect(r.system.notes).not.toContain("Honor:");
  });

  it("[ROLL-03][DMG-02] derived values agree with the sample's ytsheet2 totals, so no warning", () => {
    expect(r.warnings).toEqual([]);
    expect(d.scores).toEqual({
      dexterity: 16,
      agility: 19,
      strength: 15,
      vitality: 14,
      intelligence: 11,
      spirit: 16,
    });
    expect([d.hpMax, d.mpMax, d.fortitude, d.willpower, d.initiative, d.monsterKnowledge]).toEqual([
      23, 16, 5, 5, 5, 2,
    ]);
    expect(d.movement).toEqual({ normal: 19, full: 57, limited: 3 });
    // DMG-04: Weapon Proficiency (+1 on the first weapon) is a damage increase kept apart from extra damage.
    expect(d.weapons.map((w) => [w.accuracy, w.extraDamage, w.proficiency])).toEqual([
      [5, 5, 1],
      [6, 5, 0],
    ]);
    expect([d.evasion, d.defense]).toEqual([7, 5]);
    expect(r.system.hp).toEqual({ value: 23, max: 23 });
  });

  it("a total our rules compute differently is a warning with both numbers", () => {
    const w = importYtsheet2(variant("character", { hpTotal: "38", weapon1DmgTotal: "7" })).warnings;
    expect(w).toEqual([
      expect.objectContaining({
        code: "TotalMismatch",
        params: expect.objectContaining({ field: "hpTotal", ytsheet: 38, ours: 23 }),
      }),
      expect.objectContaining({
        code: "TotalMismatch",
        params: expect.objectContaining({ field: "weapon1DmgTotal", ytsheet: 7, ours: 6 }),
      }),
    ]);
  });

  it("magic power per wizard class is compared too", () => {
    const sorcerer = { lvSor: "2", magicPowerSor: "3", mpTotal: "22" };
    expect(importYtsheet2(variant("character", sorcerer)).warnings).toEqual([]);
    const w = importYtsheet2(variant("character", { ...sorcerer, magicPowerSor: "5" })).warnings;
    expect(w.map((x) => [x.params?.field, x.params?.ytsheet, x.params?.ours])).toEqual([
      ["magicPowerSor", 5, 3],
    ]);
  });

  it("[36-3] ytsheet2's classes beyond the core rules are ours, with its experience table and kind, no warning", () => {
    // yutorize/ytsheet2 _core/lib/sw2/data-class.pl (28d36952): Gri expTable A, magic-user; Phy, Mys, Art, Ari B.
    const res = importYtsheet2(
      variant("character", { lvGri: "2", lvPhy: "1", lvMys: "3", lvArt: "1", lvAri: "1" }),
    );
    const classes = (res.actor?.items ?? []).filter(
      (i) =>
        i.type === "class" &&
        ["グリモワール", "フィジカルマスター", "ミスティック", "アーティザン", "アリストクラシー"].includes(
          i.name,
        ),
    );
    expect(
      classes.map((c) => [c.name, c.system.classId, c.system.level, c.system.tier, c.system.kind]),
    ).toEqual([
      ["グリモワール", "grimoire", 2, "A", "wizard"],
      ["フィジカルマスター", "physicalMaster", 1, "B", "other"],
      ["ミスティック", "mystic", 3, "B", "other"],
      ["アーティザン", "artisan", 1, "B", "other"],
      ["アリストクラシー", "aristocrat", 1, "B", "other"],
    ]);
    expect(res.warnings.map((w) => w.code)).not.toContain("UnknownClass");
    // A wizard class counts for max MP: Grimoire 2 adds 3 × 2 = 6 MP to the same sheet without it.
    const without = importYtsheet2(variant("character", { lvPhy: "1" }));
    const mp = (r: typeof res) => (r.derived as { mpMax: number } | null)?.mpMax ?? 0;
    expect(mp(importYtsheet2(variant("character", { lvGri: "2", lvPhy: "1" }))) - mp(without)).toBe(6);
  });

  it("unknown fields are warnings, never dropped in silence", () => {
    const res = importYtsheet2(variant("character", { mysteryField: "42", cashbook: "potion ::-100" }));
    expect(res.ok).toBe(true);
    const codes = res.warnings.map((w) => [w.code, w.params?.field]);
    expect(codes).toContainEqual(["UnmappedField", "mysteryField"]);
    // The cashbook is read now (issue 19): it lands in the ledger, not in a warning.
    expect(codes).not.toContainEqual(["UnmappedField", "cashbook"]);
    const records = (res.actor ? res.actor.system.records : {}) as Obj;
    expect(records.ledger).toEqual([{ date: "", item: "potion", amount: -100 }]);
  });

  it("other increases (sttAdd) count in the score, as ytsheet2's bonus does", () => {
    const res = importYtsheet2(variant("character", { sttAddB: "2", bonusAgi: "3" }));
    expect((res.derived as CharacterDerived).scores.agility).toBe(21);
    expect(res.warnings.filter((w) => w.code === "TotalMismatch").map((w) => w.params?.field)).toEqual([
      "mobilityTotal",
      "mobilityFull",
    ]);
  });
});

describe("ytsheet2 monster import", () => {
  const r = imported(fixtureText("monster"));
  const d = r.derived as MonsterDerived;

  it("maps three parts to three sections with the core part", () => {
    expect(r.kind).toBe("monster");
    const sections = r.system.sections as Obj[];
    expect(
      sections.map((s) => [s.name, s.attackMethod, s.accuracy, s.damage, s.evasion, s.defense, s.core]),
    ).toEqual([
      ["頭部", "牙", 7, 8, 6, 6, false],
      ["胴体", "爪", 6, 7, 5, 8, true],
      ["尾", "尻尾", 6, 6, 6, 5, false],
    ]);
    expect(sections.map((s) => [s.hp, s.mp])).toEqual([
      [
        { value: 42, max: 42 },
        { value: 20, max: 20 },
      ],
      [
        { value: 55, max: 55 },
        { value: 12, max: 12 },
      ],
      [
        { value: 38, max: 38 },
        { value: null, max: null },
      ],
    ]);
  });

  it("maps the stat block's other fields", () => {
    expect(r.system).toMatchObject({
      level: 6,
      monsterType: "mythicalBeast",
      intelligence: "low",
      perception: "darkvision",
      disposition: "hostile",
      reputation: 14,
      weakness: 18,
      weakPoint: "accuracy",
      initiative: 13,
      movement: { ground: 18, special: 24, specialKind: "flying" },
      fortitude: 8,
      willpower: 7,
    });
  });

  it("the notes name the weakness and parts lines in the caller's words (English by default)", () => {
    expect(r.system.notes).toMatch(/^<p>Weakness: 命中力\+1<\/p><p>Parts: 頭部／胴体／尾<\/p>/);
    const words = { weakness: "弱点：{value}", parts: "部位：{value}" };
    const ja = importYtsheet2(fixtureText("monster"), { noteLines: words });
    const notes = String(ja.actor?.system.notes);
    expect(notes).toMatch(/^<p>弱点：命中力\+1<\/p><p>部位：頭部／胴体／尾<\/p>/);
    expect(notes).not.toMatch(/Weakness|Parts/);
    const mount = importYtsheet2(fixtureText("mount"), { noteLines: words });
    expect(String(mount.actor?.system.notes)).toMatch(/^<p>部位：胴体／頭部<\/p>/);
    // A placeholder written twice, or none: each {value} is the text, a line without one is the label alone.
    const odd = importYtsheet2(fixtureText("monster"), {
      noteLines: { weakness: "{value}/{value}", parts: "P" },
    });
    expect(String(odd.actor?.system.notes)).toMatch(/^<p>命中力\+1\/命中力\+1<\/p><p>P<\/p>/);
  });

  it("maps skills per section and loot rows", () => {
    expect(r.system.skills).toEqual([
      {
        name: "Thorn Hide",
        section: "",
        timing: "passive",
        value: null,
        resistedBy: "",
        effect: "Attackers in close combat take 3 damage.",
      },
      {
        name: "Scorching Breath",
        section: "頭部",
        timing: "major",
        value: 10,
        resistedBy: "半減",
        effect: "Fire damage 2d+8 to everyone in a 3 m radius.",
      },
    ]);
    expect(r.system.loot).toEqual([
      { roll: "always", item: "Thorn scale (150G)", price: 150 },
      { roll: "2-9", item: "Drake fang (300G)", price: 300 },
      { roll: "10+", item: "Ember heart (1200G)", price: 1200 },
    ]);
  });

  it("[ROLL-04] fixed values agree with ytsheet2's (base + 7)", () => {
    expect(r.warnings).toEqual([]);
    expect(d.sections.map((s) => [s.accuracy?.fixed, s.evasion?.fixed])).toEqual([
      [14, 13],
      [13, 12],
      [13, 13],
    ]);
    const w = importYtsheet2(variant("monster", { status2EvasionFix: "13" })).warnings;
    expect(w.map((x) => [x.code, x.params?.ytsheet, x.params?.ours])).toEqual([["TotalMismatch", 13, 12]]);
  });
});

describe("ytsheet2 mount import", () => {
  const r = imported(fixtureText("mount"));

  it("reads one stat block per level from the status{i}-{n} rows", () => {
    expect(r.kind).toBe("mount");
    expect(r.system.levelRange).toEqual({ min: 3, max: 5 });
    const levels = r.system.levels as { level: number; sections: Obj[] }[];
    expect(levels.map((l) => l.level)).toEqual([3, 4, 5]);
    expect(
      levels.map((l) => l.sections.map((s) => [s.accuracy, s.damage, s.hpMax, s.mpMax, s.fortitude])),
    ).toEqual([
      [
        [4, 4, 28, 10, 5],
        [5, 3, 20, null, 5],
      ],
      [
        [5, 5, 33, 12, 6],
        [6, 4, 25, null, 6],
      ],
      [
        [6, 6, 38, 14, 7],
        [7, 5, 30, null, 7],
      ],
    ]);
    expect(r.system.prices).toEqual({ purchase: 3000, rental: 600, regeneration: 0 });
    expect(r.warnings).toEqual([]);
    expect((r.derived as MountDerived).level).toBe(3);
  });
});

describe("a mount's 知名度/弱点値 and 先制値 are kept", () => {
  it("12/20 and 18 stay 12, 20 and 18 (not dropped), no warning; export writes them back", () => {
    const mount = importYtsheet2(
      variant("mount", { reputation: "12", "reputation+": "20", initiative: "18" }),
    );
    expect(mount.warnings).toEqual([]);
    expect(mount.actor?.system).toMatchObject({ reputation: 12, weakness: 20, initiative: 18 });
    const out = exportYtsheet2(mount.actor as ActorSource);
    expect([out.reputation, out["reputation+"], out.initiative]).toEqual(["12", "20", "18"]);
  });

  it("a mount sheet without them keeps none (null), not a default", () => {
    expect(imported(fixtureText("mount")).system).toMatchObject({
      reputation: null,
      weakness: null,
      initiative: null,
    });
  });
});

describe("bad files", () => {
  const error = (text: string) => {
    const res = importYtsheet2(text);
    expect(res.ok).toBe(false);
    expect(res.actor).toBeNull();
    return res.error?.code;
  };

  it("not JSON, truncated, empty, not a sheet", () => {
    expect(error("<html>not found</html>")).toBe("NotJson");
    expect(error(fixtureText("character").slice(0, 500))).toBe("Truncated");
    expect(error("")).toBe("EmptyFile");
    expect(error("[1,2]")).toBe("NotYtsheet2");
    expect(error('{"hello":"world"}')).toBe("NotYtsheet2");
    expect(error('{"result":"データがありません"}')).toBe("SheetError");
  });

  it("impossible values name the field", () => {
    const res = importYtsheet2(variant("character", { sttBaseTec: "eight" }));
    expect(res.error).toMatchObject({ code: "ImpossibleValue", params: { field: "sttBaseTec" } });
    expect(error(variant("character", { lvFig: "18" }))).toBe("ImpossibleValue");
    expect(error(variant("character", { weapon1Rate: "150" }))).toBe("ImpossibleValue");
    expect(error(variant("monster", { status1Hp: "-5" }))).toBe("ImpossibleValue");
    expect(error(variant("mount", { lvMax: "1" }))).toBe("ImpossibleValue");
  });
});
