// Every number a sheet or roll button shows, read from values the real rules derived (fixtures run
// deriveCharacter / deriveMonster / deriveMount as prepareDerivedData does): a rename breaks these.
import { describe, expect, it } from "vitest";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { characterView } from "../../src/system/applications/view/character-view.js";
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
});
