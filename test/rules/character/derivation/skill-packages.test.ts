import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../../../../src/rules/character/derivation/character-derived.js";
import {
  knowsStrategistsWit,
  PACKAGE_TABLE,
  packageOptionsFromTechniques,
  skillPackages,
  strategistInitiative,
  tumbleModifier,
} from "../../../../src/rules/character/derivation/skill-packages.js";
import { CLASS_IDS } from "../../../../src/rules/character/vocabulary.js";
import { fc } from "../../../fc.js";
import { adventurer, cls } from "../fixtures.js";

const MODS = { dexterity: 2, agility: 3, strength: 1, vitality: 2, intelligence: 4, spirit: 0 };

describe("skill packages", () => {
  it("[FACTS-3] Scout 3 gets finesse (Dex), movement (Agi) and observation (Int) = level + modifier", () => {
    expect(skillPackages([cls("scout", 3)], MODS).map((p) => [p.key, p.ability, p.value])).toEqual([
      ["scout.finesse", "dexterity", 5],
      ["scout.movement", "agility", 6],
      ["scout.observation", "intelligence", 7],
    ]);
  });

  it("[FACTS-3] Sage, Bard, Alchemist, Dark Hunter, Geomancer and Tactician packages", () => {
    const packs = skillPackages(
      [
        cls("sage", 2),
        cls("bard", 1),
        cls("alchemist", 5),
        cls("darkHunter", 1),
        cls("geomancer", 4),
        cls("tactician", 2),
      ],
      MODS,
    );
    expect(Object.fromEntries(packs.map((p) => [p.key, p.value]))).toEqual({
      "sage.knowledge": 6,
      "bard.lore": 5,
      "alchemist.knowledge": 9,
      "darkHunter.knowledge": 5,
      "geomancer.observation": 8,
      "tactician.initiative": 5,
    });
  });

  it("[FACTS-3] Rider observation needs the Search Command stunt (an option)", () => {
    const keys = (on: boolean) =>
      skillPackages([cls("rider", 2)], MODS, { riderObservation: on }).map((p) => p.key);
    expect(keys(false)).toEqual(["rider.movement", "rider.knowledge"]);
    expect(keys(true)).toEqual(["rider.movement", "rider.observation", "rider.knowledge"]);
  });

  it("[FACTS-3] warriors and wizards have no packages; a level-0 class gives none", () => {
    expect(skillPackages([cls("fighter", 5), cls("sorcerer", 3), cls("scout", 0)], MODS)).toEqual([]);
  });

  it("[FACTS-3] deriveCharacter reports packages from its own modifiers (Dex 15 → +2, Agi 17 → +2)", () => {
    const derived = deriveCharacter(adventurer({ classes: [cls("ranger", 2)] }));
    expect(derived.packages.map((p) => [p.key, p.value])).toEqual([
      ["ranger.finesse", 4],
      ["ranger.movement", 4],
      ["ranger.observation", 4],
    ]);
  });

  it("[FACTS-3] every package is exactly class level + its ability modifier, keys unique", () => {
    const classIds = Object.keys(PACKAGE_TABLE) as (typeof CLASS_IDS)[number][];
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom(...CLASS_IDS), level: fc.integer({ min: -3, max: 17 }) })),
        fc.integer({ min: 0, max: 6 }),
        (entries, mod) => {
          const classes = entries.map((e) => cls(e.id, e.level));
          const mods = {
            dexterity: mod,
            agility: mod,
            strength: mod,
            vitality: mod,
            intelligence: mod,
            spirit: mod,
          };
          const packs = skillPackages(classes, mods, { riderObservation: true });
          expect(new Set(packs.map((p) => p.key)).size).toBe(packs.length);
          for (const pack of packs) {
            expect(classIds).toContain(pack.classId);
            const best = Math.max(
              0,
              ...classes.filter((c) => c.classId === pack.classId).map((c) => c.level),
            );
            expect(pack.value).toBe(best + mod);
          }
        },
      ),
    );
  });
});

describe("陣率：軍師の知略", () => {
  it("[FACTS-1] is recognised however a sheet writes its name, and only that stratagem", () => {
    for (const name of [
      "陣率：軍師の知略",
      "軍師の知略",
      "［陣率：軍師の知略］",
      "陣率:軍師の知略",
      " 軍師の知略 ",
    ])
      expect(knowsStrategistsWit(["怒涛の攻陣Ⅰ", name]), name).toBe(true);
    for (const names of [[], ["怒涛の攻陣Ⅰ", "陣率：流麗なる俊陣Ⅰ"], ["軍師の知略Ⅱ"], ["陣率：軍師"]])
      expect(knowsStrategistsWit(names), names.join()).toBe(false);
  });

  it("[FACTS-1] gives War Leader level + Int mod + 1, only with the stratagem and War Leader levels", () => {
    const on = { riderObservation: false, tacticianIntelligence: true };
    expect(strategistInitiative([cls("tactician", 4)], MODS, on)).toBe(4 + 4 + 1);
    expect(strategistInitiative([cls("tactician", 4)], MODS, { riderObservation: false })).toBeNull();
    expect(strategistInitiative([cls("scout", 4)], MODS, on)).toBeNull();
  });
});

describe("ytsheet2's classes outside the core rules (its data-class.pl)", () => {
  it("[36-3] a Physical Master's 先制 (Agility) and 魔物知識 (Intelligence) packages, each unlocked by its 魔装", () => {
    const packs = (techniques: string[]) =>
      skillPackages([cls("physicalMaster", 4)], MODS, packageOptionsFromTechniques(techniques)).map((p) => [
        p.key,
        p.ability,
        p.value,
      ]);
    expect(packs([])).toEqual([]);
    expect(packs(["アイテム収納", "部位耐久増強"])).toEqual([]);
    expect(packs(["魔将の慧眼"])).toEqual([["physicalMaster.initiative", "agility", 4 + 3]]);
    expect(packs(["魔将の経験"])).toEqual([["physicalMaster.monsterLore", "intelligence", 4 + 4]]);
    expect(packs(["［魔将の経験］", " 魔将の慧眼 "])).toEqual([
      ["physicalMaster.initiative", "agility", 7],
      ["physicalMaster.monsterLore", "intelligence", 8],
    ]);
    // Unlocked but without Physical Master levels: nothing.
    expect(skillPackages([cls("scout", 0)], MODS, packageOptionsFromTechniques(["魔将の慧眼"]))).toEqual([]);
  });

  it("[36-3] the technique names also set the War Leader's stratagem, and nothing else", () => {
    expect(packageOptionsFromTechniques(["陣率：軍師の知略"])).toEqual({
      riderObservation: false,
      tacticianIntelligence: true,
      physicalMasterInitiative: false,
      physicalMasterLore: false,
    });
    expect(packageOptionsFromTechniques(["魔将の領域", "魔将の慧眼Ⅱ"])).toMatchObject({
      physicalMasterInitiative: false,
      physicalMasterLore: false,
    });
  });

  it("[36-3] Grimoire, Mystic, Artisan and Aristocrat have no packages", () => {
    const all = packageOptionsFromTechniques(["魔将の慧眼", "魔将の経験"]);
    expect(
      skillPackages(
        [cls("grimoire", 3), cls("mystic", 2), cls("artisan", 5), cls("aristocrat", 1)],
        MODS,
        all,
      ),
    ).toEqual([]);
  });
});

describe("the Tumble check", () => {
  it("[ENV-01] Tumble is the best Movement package (Scout, Ranger or Rider level + Agility bonus); none without one", () => {
    const d = deriveCharacter(adventurer({ classes: [cls("scout", 2), cls("rider", 4), cls("fighter", 6)] }));
    const movement = d.packages.filter((p) => p.packageId === "movement").map((p) => p.value);
    expect(movement).toHaveLength(2);
    expect(tumbleModifier(d.packages)).toBe(Math.max(...movement));
    expect(tumbleModifier(deriveCharacter(adventurer({ classes: [cls("fighter", 6)] })).packages)).toBeNull();
  });
});
