// Every number a sheet or roll button shows, read from values the real rules derived (fixtures run
// deriveCharacter / deriveMonster / deriveMount as prepareDerivedData does): a rename breaks these.
import { describe, expect, it } from "vitest";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { monsterView, mountView } from "../../src/system/applications/view/monster-view.js";
import { bag } from "../../src/system/applications/view/read.js";
import { damageTarget } from "../../src/system/chat/damage-plan.js";
import { GOBLIN, MAREN, RIVERSTRIDER, THORNBACK, WOLF } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe("views built from real derived data", () => {
  it("[ROLL-03] Wolf's equipped Bastard Sword: accuracy 5, power 17, C 10, extra damage 5", () => {
    const view = characterView(WOLF);
    expect(view.weapons.map((w) => [w.id, w.accuracy, w.power, w.critical, w.extraDamage])).toEqual([
      ["bastard", 5, 17, 10, 5],
      ["spare", null, 1, null, null],
    ]);
    expect(must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }))).toMatchObject({
      modifier: 5,
    });
    expect(rollRequest("character", WOLF, { roll: "power", itemId: "spare" }).ok).toBe(false);
  });

  it("[FACTS-1] Wolf's checks, HP/MP, defense, movement and abilities", () => {
    const view = characterView(WOLF);
    const named = view.checks.filter((c) => !c.grid);
    expect(Object.fromEntries(named.map((c) => [c.key, c.value]))).toEqual({
      fortitude: 4,
      willpower: 4,
      evasion: 4,
      initiative: 3,
      monsterKnowledge: null,
    });
    expect([view.level, view.hp.value, view.hp.max, view.mp.max, view.defense]).toEqual([2, 21, 21, 12, 3]);
    expect(view.move).toEqual({ limited: 3, normal: 14, full: 42 });
    expect(view.abilities.map((a) => [a.key, a.score, a.modifier])).toEqual([
      ["dexterity", 18, 3],
      ["agility", 14, 2],
      ["strength", 18, 3],
      ["vitality", 15, 2],
      ["intelligence", 9, 1],
      ["spirit", 12, 2],
    ]);
    expect(must(rollRequest("character", WOLF, { roll: "evasion", key: "evasion" }))).toMatchObject({
      modifier: 4,
      opposed: true,
    });
  });

  it("[issue 38 item 11] the ability block as ytsheet2 reads it: 技・体・心 over A–F, growth, extra, score, bonus", () => {
    const grown = {
      ...WOLF,
      system: {
        ...(WOLF.system as object),
        abilities: {
          ...(WOLF.system as { abilities: object }).abilities,
          agility: { race: 6, growth: 2, bonus: -1 },
        },
      },
    };
    const block = characterView(grown).abilityBlock;
    expect(block.map((g) => [g.key, g.label, g.value])).toEqual([
      ["technique", "SW25.BaseStat.technique", 8],
      ["body", "SW25.BaseStat.body", 8],
      ["mind", "SW25.BaseStat.mind", 7],
    ]);
    expect(
      block.flatMap((g) =>
        g.abilities.map((a) => [a.letter, a.key, a.race, a.growth, a.bonus, a.score, a.modifier]),
      ),
    ).toEqual([
      ["A", "dexterity", 10, 0, 0, 18, 3],
      // The derived score is the fixture's (6 + 8); the stored growth and extra are shown as stored.
      ["B", "agility", 6, 2, -1, 14, 2],
      ["C", "strength", 10, 0, 0, 18, 3],
      ["D", "vitality", 7, 0, 0, 15, 2],
      ["E", "intelligence", 2, 0, 0, 9, 1],
      ["F", "spirit", 5, 0, 0, 12, 2],
    ]);
  });

  it("[issue 38 item 11] weapon rows carry 用法 and 必筋; spell rows 対象, 射程, 時間 and 抵抗", () => {
    const weapons = characterView(WOLF).weapons;
    expect(weapons.map((w) => [w.usage, w.minStrength])).toEqual([
      ["SW25.WeaponUsage.1H", 17],
      ["SW25.WeaponUsage.1H", 1],
    ]);
    const caster = {
      ...WOLF,
      items: [
        {
          _id: "flare",
          name: "Flare",
          type: "spell",
          system: {
            school: "truespeech",
            level: 3,
            mpCost: 6,
            target: "One area (3 m radius)",
            rangeKind: "distance",
            range: 30,
            duration: "Instant",
            resistance: "half",
          },
        },
        { _id: "touch", name: "Touch", type: "spell", system: { rangeKind: "touch", resistance: "none" } },
      ],
    };
    expect(characterView(caster).spells.map((s) => [s.target, s.range, s.duration, s.resistance])).toEqual([
      [
        "One area (3 m radius)",
        { kind: "SW25.SpellRange.distance", metres: 30 },
        "Instant",
        "SW25.Resistance.half",
      ],
      ["", { kind: "SW25.SpellRange.touch", metres: null }, "", "SW25.Resistance.none"],
    ]);
  });

  it("[ROLL-01] experience shows earned, 1-1 count and total with +50 per 1-1", () => {
    expect(characterView(WOLF).experience).toEqual({
      earned: 3000,
      spent: 2500,
      fumbles: 2,
      total: 3100,
      unspent: 600,
      fromClasses: 2500,
      overridden: false,
      overspent: false,
    });
  });

  it("[FACTS-3] package buttons roll class level + modifier", () => {
    const view = characterView(WOLF);
    expect(view.packages.map((p) => [p.key, p.classLabel, p.label, p.value])).toEqual([
      ["scout.finesse", "SW25.Class.scout", "SW25.Package.finesse", 4],
      ["scout.movement", "SW25.Class.scout", "SW25.Package.movement", 3],
      ["scout.observation", "SW25.Class.scout", "SW25.Package.observation", 2],
    ]);
    expect(must(rollRequest("character", WOLF, { roll: "package", key: "scout.finesse" }))).toMatchObject({
      kind: "check",
      modifier: 4,
    });
  });

  it("[DMG-02] spells use their school's magic power (AE bonus included) for casting and damage", () => {
    const view = characterView(MAREN);
    expect(view.magicPowers).toEqual([{ source: "sorcerer", label: "SW25.Class.sorcerer", value: 7 }]);
    expect(view.spells.map((s) => [s.id, s.magicPower])).toEqual([
      ["bolt", 7],
      ["heal", null],
    ]);
    expect(must(rollRequest("character", MAREN, { roll: "spellcasting", itemId: "bolt" }))).toMatchObject({
      modifier: 7,
    });
    expect(must(rollRequest("character", MAREN, { roll: "power", itemId: "bolt" }))).toMatchObject({
      power: 10,
      criticalValue: 10,
      extraDamage: 7,
      damageKind: "magical",
    });
    expect(rollRequest("character", MAREN, { roll: "spellcasting", itemId: "heal" }).ok).toBe(false);
    expect(characterView(MAREN).checks.find((c) => c.key === "monsterKnowledge")?.value).toBe(5);
  });

  it("[ROLL-09] a spell's C value goes through the rule: 7 counts as 8, 13 means none, blank means 10", () => {
    const withSpellC = (c: number | null) => {
      const items = (MAREN.items as { _id?: string; system?: object }[]).map((item) =>
        item._id === "bolt" ? { ...item, system: { ...item.system, criticalValue: c } } : item,
      );
      return characterView({ ...MAREN, items } as typeof MAREN).spells.find((s) => s.id === "bolt")?.critical;
    };
    expect([withSpellC(7), withSpellC(8), withSpellC(12), withSpellC(13), withSpellC(null)]).toEqual([
      8,
      8,
      12,
      null,
      10,
    ]);
  });

  it("[DMG-09] death check and damage target read the derived level, Vit modifier, HP and defense", () => {
    expect(must(rollRequest("character", WOLF, { roll: "deathCheck" }))).toMatchObject({
      hp: 21,
      adventurerLevel: 2,
      vitalityModifier: 2,
    });
    expect(must(damageTarget("character", WOLF))).toEqual({
      hp: 21,
      maxHp: 21,
      defense: 3,
      section: null,
      increases: [],
      reductions: [],
      immunities: [],
    });
  });

  it("[ROLL-04] monster view numbers equal the rules' fixed values", () => {
    const derived = bag(bag(THORNBACK.system).derived) as unknown as {
      sections: { evasion: { fixed: number }; accuracy: { fixed: number }; hp: { value: number } }[];
      willpower: { fixed: number };
    };
    const view = monsterView(THORNBACK);
    expect(view.sections.map((s) => [s.accuracy.fixed, s.evasion.fixed, s.hp.value])).toEqual(
      derived.sections.map((s) => [s.accuracy.fixed, s.evasion.fixed, s.hp.value]),
    );
    expect(view.willpower.fixed).toBe(derived.willpower.fixed);
    expect(must(rollRequest("monster", GOBLIN, { roll: "evasion", section: "0" }))).toEqual({
      kind: "fixed",
      label: "SW25.Roll.Evasion",
      value: 10,
    });
  });

  it("[MOUNT-11] mount sheet shows the level the rules derived from the rider (Rider 2 → level 2)", () => {
    const view = mountView(RIVERSTRIDER);
    expect([view.effectiveLevel, view.level]).toEqual([2, 2]);
    expect(view.sections[0]?.hp).toEqual({ value: 17, max: 20, percent: 85 });
    expect(must(damageTarget("mount", RIVERSTRIDER))).toMatchObject({ hp: 17, maxHp: 20, defense: 2 });
  });

  it("[FACTS-5] a player sees an unidentified monster's alias and no stat block; the GM sees all", () => {
    const hidden = {
      ...GOBLIN,
      system: { ...(GOBLIN.system as object), unidentifiedName: "Small humanoid" },
    };
    const player = monsterView(hidden, false);
    expect([player.name, player.unknownName, player.concealed, player.sections, player.weakPoint]).toEqual([
      "Small humanoid",
      false,
      true,
      [],
      "",
    ]);
    expect(JSON.stringify(player)).not.toContain("Goblin");
    expect(monsterView(GOBLIN, false)).toMatchObject({ name: "", unknownName: true, concealed: true });
    const gm = monsterView(hidden, true);
    expect([gm.name, gm.concealed, gm.sections.length, gm.unidentifiedName]).toEqual([
      "Goblin",
      false,
      1,
      "Small humanoid",
    ]);
    const known = {
      ...GOBLIN,
      system: { ...(GOBLIN.system as object), identified: true, weakPoint: "accuracy" },
    };
    expect(monsterView(known, false)).toMatchObject({ name: "Goblin", concealed: false, weakPoint: "" });
    const weak = { ...known, system: { ...(known.system as object), weaknessKnown: true } };
    expect(monsterView(weak, false).weakPoint).toBe("SW25.WeakPoint.accuracy");
  });

  it("[issue 38 item 11] the header's 弱点 names the weakness the element table holds, as ytsheet2 writes it", () => {
    const withSystem = (extra: object) => ({
      ...THORNBACK,
      system: { ...(THORNBACK.system as object), ...extra },
    });
    const fire = { element: "fire", kind: "weakness", amount: 3 };
    const ELEMENT = "SW25.Sheet.ElementWeakness";
    // No weak point stored, a fire weakness in the table: the header says 炎属性ダメージ+3点.
    expect(monsterView(withSystem({ elementAffinities: [fire] })).weakPoints).toEqual([
      { key: ELEMENT, element: "SW25.Element.fire", amount: 3 },
    ]);
    // The stat block's element weak point with its element, the same fire row not said twice; a resistance is no weakness.
    const both = withSystem({
      weakPoint: "elementDamage",
      weakPointElement: "fire",
      elementAffinities: [fire, { element: "earth", kind: "resistance", amount: 3 }],
    });
    expect(monsterView(both).weakPoints).toEqual([{ key: ELEMENT, element: "SW25.Element.fire", amount: 3 }]);
    // Another weak point beside a table weakness: both.
    expect(monsterView(withSystem({ weakPoint: "accuracy", elementAffinities: [fire] })).weakPoints).toEqual([
      { key: "SW25.WeakPoint.accuracy", element: "", amount: 0 },
      { key: ELEMENT, element: "SW25.Element.fire", amount: 3 },
    ]);
    // None at all: the dash. A player who has not beaten the weakness value sees none of it.
    expect(monsterView(THORNBACK).weakPoints).toEqual([]);
    const hidden = withSystem({ identified: true, weaknessKnown: false, elementAffinities: [fire] });
    expect(monsterView(hidden, false).weakPoints).toEqual([]);
    expect(
      monsterView(withSystem({ identified: true, weaknessKnown: true, elementAffinities: [fire] }), false)
        .weakPoints,
    ).toHaveLength(1);
  });
});
