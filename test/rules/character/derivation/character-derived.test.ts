import { describe, expect, it } from "vitest";
import {
  CHARACTER_BONUS_KEYS,
  deriveCharacter,
} from "../../../../src/rules/character/derivation/character-derived.js";
import { DEFAULT_PACKAGE_OPTIONS } from "../../../../src/rules/character/derivation/skill-packages.js";
import { adventurer, cls, feat, NO_BONUSES, weapon } from "../fixtures.js";

describe("deriveCharacter", () => {
  const classes = [cls("fighter", 3), cls("scout", 2), cls("sage", 1), cls("priest", 2)];

  it("[FACTS-1] max HP, max MP, Fortitude, Willpower of a level-3 adventurer", () => {
    const d = deriveCharacter(adventurer({ classes }));
    expect(d.adventurerLevel).toBe(3);
    expect(d.hpMax).toBe(13 + 3 * 3);
    expect(d.mpMax).toBe(10 + 3 * 2);
    expect(d.fortitude).toBe(3 + 2);
    expect(d.willpower).toBe(3 + 1);
  });

  it("[FACTS-1] Initiative = best of Scout/Tactician + Agi mod; none without either", () => {
    expect(deriveCharacter(adventurer({ classes })).initiative).toBe(4);
    expect(deriveCharacter(adventurer({ classes: [cls("scout", 1), cls("tactician", 4)] })).initiative).toBe(
      6,
    );
    expect(deriveCharacter(adventurer({ classes: [cls("fighter", 5)] })).initiative).toBeNull();
  });

  it("[FACTS-1] a War Leader who knows 陣率：軍師の知略 takes Initiative from Int + 1 when that is better", () => {
    // Int race 14 → Intelligence 20 (+3); Agility 17 (+2). ytsheet2's 先制(知) package: level + Int mod + 1.
    const sharp = adventurer({ classes: [cls("tactician", 4)] });
    const smart = {
      ...sharp,
      abilities: { ...sharp.abilities, intelligence: { race: 14, growth: 0, bonus: 0 } },
    };
    const wit = { riderObservation: false, tacticianIntelligence: true };
    expect(deriveCharacter(smart).initiative).toBe(4 + 2);
    expect(deriveCharacter({ ...smart, packageOptions: wit }).initiative).toBe(4 + 3 + 1);
    // Agility still wins when it is better; a Scout still counts; the stratagem needs War Leader levels.
    const dull = {
      ...sharp,
      abilities: { ...sharp.abilities, intelligence: { race: 0, growth: 0, bonus: 0 } },
    };
    expect(deriveCharacter({ ...dull, packageOptions: wit }).initiative).toBe(4 + 2);
    const scout = { ...smart, classes: [cls("tactician", 4), cls("scout", 7)], packageOptions: wit };
    expect(deriveCharacter(scout).initiative).toBe(7 + 2);
    const noWarLeader = { ...smart, classes: [cls("sage", 4)], packageOptions: wit };
    expect(deriveCharacter(noWarLeader).initiative).toBeNull();
    expect(
      deriveCharacter({ ...smart, packageOptions: wit, bonuses: { ...NO_BONUSES, initiative: 2 } })
        .initiative,
    ).toBe(10);
  });

  it("[FACTS-1] a race's magic power (Highman [魔法の申し子]) adds to every magic power, Wizard's too", () => {
    const casters = [cls("sorcerer", 4), cls("conjurer", 3), cls("abyssGazer", 3), cls("priest", 2)];
    const plain = deriveCharacter(adventurer({ classes: casters }));
    const highman = deriveCharacter(
      adventurer({ classes: casters, race: { noMagicPoints: false, defense: 0, magicPower: 1 } }),
    );
    const power = (d: typeof plain) => Object.fromEntries(d.magicPowers.map((m) => [m.source, m.magicPower]));
    expect(power(plain)).toEqual({ sorcerer: 6, conjurer: 5, abyssGazer: 5, priest: 4, wizard: 6 });
    expect(power(highman)).toEqual({ sorcerer: 7, conjurer: 6, abyssGazer: 6, priest: 5, wizard: 7 });
    // A race without the field (older documents) adds nothing.
    const old = deriveCharacter(adventurer({ classes: casters, race: { noMagicPoints: false, defense: 0 } }));
    expect(power(old)).toEqual(power(plain));
  });

  it("[FACTS-7] Magic Power Enhancement I/II adds 1/2 to every magic power (the best rank)", () => {
    const casters = [cls("priest", 5), cls("sorcerer", 2), cls("conjurer", 1)];
    const power = (feats: ReturnType<typeof feat>[]) =>
      Object.fromEntries(
        deriveCharacter(adventurer({ classes: casters, feats })).magicPowers.map((m) => [
          m.source,
          m.magicPower,
        ]),
      );
    expect(power([])).toEqual({ priest: 7, sorcerer: 4, conjurer: 3, wizard: 4 });
    expect(power([feat("magicPowerEnhance", { rank: 1 })])).toEqual({
      priest: 8,
      sorcerer: 5,
      conjurer: 4,
      wizard: 5,
    });
    expect(power([feat("magicPowerEnhance", { rank: 2 }), feat("magicPowerEnhance", { rank: 1 })])).toEqual({
      priest: 9,
      sorcerer: 6,
      conjurer: 5,
      wizard: 6,
    });
  });

  it("[FACTS-2] Bard, Alchemist and Dark Hunter powers: level + Spirit / Int / Spirit modifier", () => {
    // Spirit 10 (+1), Intelligence 14 (+2).
    const d = deriveCharacter(
      adventurer({ classes: [cls("bard", 3), cls("alchemist", 2), cls("darkHunter", 4), cls("sage", 5)] }),
    );
    expect(d.techniquePowers).toEqual([
      { classId: "bard", level: 3, power: 4 },
      { classId: "alchemist", level: 2, power: 4 },
      { classId: "darkHunter", level: 4, power: 5 },
    ]);
    expect(deriveCharacter(adventurer({ classes: [cls("fighter", 3)] })).techniquePowers).toEqual([]);
  });

  it("[FACTS-1] Monster Knowledge = best of Sage/Rider/Dark Hunter + Int mod", () => {
    expect(deriveCharacter(adventurer({ classes })).monsterKnowledge).toBe(3);
    const riderSage = [cls("sage", 1), cls("rider", 3), cls("darkHunter", 2)];
    expect(deriveCharacter(adventurer({ classes: riderSage })).monsterKnowledge).toBe(5);
    expect(deriveCharacter(adventurer({ classes: [cls("scout", 2)] })).monsterKnowledge).toBeNull();
  });

  it("[36-3] ytsheet2's extra classes: Grimoire casts with Int and counts for MP; Mystic's 占瞳 power is level + Int", () => {
    // Intelligence 14 (+2), Spirit 10; ytsheet2's magicPowerGri / magicPowerMys (calc-chara.pl).
    const d = deriveCharacter(
      adventurer({
        classes: [cls("grimoire", 3), cls("mystic", 2), cls("artisan", 2), cls("aristocrat", 1)],
        feats: [feat("magicPowerEnhance")],
      }),
    );
    expect(d.magicPowers).toEqual([{ source: "grimoire", level: 3, magicPower: 3 + 2 + 1 }]);
    expect(d.techniquePowers).toEqual([{ classId: "mystic", level: 2, power: 2 + 2 }]);
    expect(d.mpMax).toBe(10 + 3 * 3);
    // Grimoire uses experience table A (3 levels = 3500, a Fighter's), the others B (Artisan 2 = 1500).
    expect(d.experience.fromClasses).toBe(3500 + 1500 + 1500 + 500);
    expect(d.initiative).toBeNull();
    expect(d.monsterKnowledge).toBeNull();
  });

  it("[36-3] a Physical Master: Initiative and Monster Knowledge once its 魔装 unlock them; accuracy and evasion", () => {
    // Agility 17 (+2), Intelligence 14 (+2), Dexterity 15 (+2).
    const classes = [cls("physicalMaster", 4), cls("scout", 2), cls("sage", 1)];
    const locked = deriveCharacter(adventurer({ classes, weapons: [weapon()] }));
    expect([locked.initiative, locked.monsterKnowledge]).toEqual([2 + 2, 1 + 2]);
    expect(locked.weapons[0]).toMatchObject({ classId: "physicalMaster", accuracy: 4 + 2 });
    expect([locked.evasionClass, locked.evasion]).toEqual(["physicalMaster", 4 + 2]);
    const both = { ...DEFAULT_PACKAGE_OPTIONS, physicalMasterInitiative: true, physicalMasterLore: true };
    const unlocked = deriveCharacter(adventurer({ classes, packageOptions: both }));
    expect([unlocked.initiative, unlocked.monsterKnowledge]).toEqual([4 + 2, 4 + 2]);
    const lore = deriveCharacter(
      adventurer({ classes, packageOptions: { ...DEFAULT_PACKAGE_OPTIONS, physicalMasterLore: true } }),
    );
    expect([lore.initiative, lore.monsterKnowledge]).toEqual([4, 6]);
    // Unlocked without any Scout: Initiative from the Physical Master alone.
    const alone = deriveCharacter(adventurer({ classes: [cls("physicalMaster", 3)], packageOptions: both }));
    expect([alone.initiative, alone.monsterKnowledge]).toEqual([5, 5]);
  });

  it("[FACTS-1] a race without MP has 0 max MP whatever its wizard levels", () => {
    const d = deriveCharacter(adventurer({ classes, race: { noMagicPoints: true, defense: 0 } }));
    expect(d.mpMax).toBe(0);
  });

  it("[FACTS-1] Toughness-type feats add 15 HP each; Fighter 7 has one automatically, not twice", () => {
    const fighter7 = [cls("fighter", 7)];
    expect(deriveCharacter(adventurer({ classes: fighter7 })).hpMax).toBe(13 + 21 + 15);
    expect(deriveCharacter(adventurer({ classes: fighter7, feats: [feat("toughness")] })).hpMax).toBe(49);
    expect(
      deriveCharacter(adventurer({ classes: fighter7, feats: [feat("toughness"), feat("toughness")] })).hpMax,
    ).toBe(64);
    expect(deriveCharacter(adventurer({ classes: [cls("fighter", 6)] })).hpMax).toBe(13 + 18);
    expect(
      deriveCharacter(adventurer({ classes: [cls("scout", 7)], feats: [feat("toughness")] })).hpMax,
    ).toBe(49);
  });

  it("[MOVE-05] movement comes from Agility; the movement bonus changes it independently", () => {
    expect(deriveCharacter(adventurer()).movement).toEqual({ normal: 17, full: 51, limited: 3 });
    const slowed = deriveCharacter(adventurer({ bonuses: { ...NO_BONUSES, movement: -15 } }));
    expect(slowed.movement).toEqual({ normal: 2, full: 6, limited: 2 });
  });

  it("[FACTS-1] Active Effect bonus fields feed every derived value", () => {
    const bonuses = {
      ...NO_BONUSES,
      hp: 5,
      mp: 2,
      fortitude: 1,
      willpower: 2,
      initiative: 1,
      monsterKnowledge: 3,
    };
    const d = deriveCharacter(adventurer({ classes, bonuses }));
    expect([d.hpMax, d.mpMax, d.fortitude, d.willpower, d.initiative, d.monsterKnowledge]).toEqual([
      27, 18, 6, 6, 5, 6,
    ]);
    const stronger = adventurer({ classes });
    const abilities = { ...stronger.abilities, vitality: { race: 6, growth: 0, bonus: 5 } };
    expect(deriveCharacter({ ...stronger, abilities }).fortitude).toBe(3 + 3);
  });

  it("[ROLL-01] experience counts 50 per 1-1 rolled", () => {
    const experience = { earned: 3000, spent: 2500, fumbles: 3, spentOverride: true };
    const d = deriveCharacter(adventurer({ experience }));
    expect(d.experience).toEqual({
      total: 3150,
      fromFumbles: 150,
      unspent: 650,
      fromClasses: 0,
      spent: 2500,
      overspent: false,
    });
  });

  it("[FACTS-2] spent experience is the class levels' table cost unless overridden; overspending warns", () => {
    const classes = [cls("fighter", 3), cls("scout", 2)];
    const earned = deriveCharacter(
      adventurer({ classes, experience: { earned: 5000, spent: 0, fumbles: 0 } }),
    );
    expect(earned.experience).toMatchObject({
      fromClasses: 3500 + 1500,
      spent: 5000,
      unspent: 0,
      overspent: false,
    });
    const over = deriveCharacter(adventurer({ classes, experience: { earned: 4999, spent: 0, fumbles: 0 } }));
    expect(over.experience).toMatchObject({ unspent: -1, overspent: true });
    const typed = { earned: 4999, spent: 4000, fumbles: 0, spentOverride: true };
    expect(deriveCharacter(adventurer({ classes, experience: typed })).experience).toMatchObject({
      fromClasses: 5000,
      spent: 4000,
      unspent: 999,
      overspent: false,
    });
  });

  it("[ROLL-03] equipped weapons and problems are reported", () => {
    const d = deriveCharacter(
      adventurer({ classes: [cls("fencer", 2)], weapons: [weapon({ id: "heavy", minStrength: 13 })] }),
    );
    expect(d.weapons.map((w) => w.id)).toEqual(["heavy"]);
    expect(d.errors.map((e) => e.code)).toEqual(["WeaponTooHeavy"]);
  });

  it("[36-3] a class ytsheet2's races file does not open to the race is a problem for the sheet", () => {
    const race = { noMagicPoints: false, defense: 0, name: "タビット（パイカ種タビット）" };
    const d = deriveCharacter(adventurer({ race, classes: [cls("priest", 1), cls("sorcerer", 2)] }));
    expect(d.errors).toEqual([
      {
        code: "RaceClassRestricted",
        message:
          "the race タビット（パイカ種タビット） is not open to the class priest (ytsheet2's races file)",
        params: { race: "タビット（パイカ種タビット）", classId: "priest" },
      },
    ]);
    // Level 0 is no class; a race without restrictions, or one the table does not know, has none.
    expect(deriveCharacter(adventurer({ race, classes: [cls("priest", 0)] })).errors).toEqual([]);
    const human = { ...race, name: "人間" };
    expect(deriveCharacter(adventurer({ race: human, classes: [cls("priest", 3)] })).errors).toEqual([]);
    expect(deriveCharacter(adventurer({ classes: [cls("priest", 3)] })).errors).toEqual([]);
    const manaflare = { ...race, name: "マナフレア" };
    const caster = [cls("sorcerer", 1), cls("conjurer", 1), cls("artificer", 1), cls("fighter", 1)];
    expect(
      deriveCharacter(adventurer({ race: manaflare, classes: caster })).errors.map((e) => e.params?.classId),
    ).toEqual(["sorcerer", "conjurer", "artificer"]);
  });

  it("[FACTS-1] garbage numbers from documents never crash the derivation", () => {
    const bad = adventurer({
      classes: [cls("fighter", Number.NaN), cls("priest", -4)],
      bonuses: { ...NO_BONUSES, hp: Number.POSITIVE_INFINITY, mp: "x" as unknown as number },
      experience: { earned: -10, spent: Number.NaN, fumbles: 2.7 },
    });
    const d = deriveCharacter(bad);
    expect(d.adventurerLevel).toBe(0);
    expect(d.hpMax).toBe(13);
    expect(d.mpMax).toBe(10);
    expect(d.experience.total).toBe(100);
  });

  it("[DMG-02] herbs recover with Ranger + Dex modifier, potions with Ranger + Int modifier, 0 without Ranger", () => {
    const sharp = adventurer({
      abilities: { ...adventurer().abilities, intelligence: { race: 12, growth: 0, bonus: 0 } },
    });
    // Dex 8 + 7 = 15 → +2; Int 6 + 12 = 18 → +3
    expect(deriveCharacter({ ...sharp, classes: [cls("ranger", 3)] }).recoveryBonus).toEqual({
      herb: 5,
      potion: 6,
    });
    expect(deriveCharacter(sharp).recoveryBonus).toEqual({ herb: 0, potion: 0 });
  });

  it("lists every bonus key once, so the schema and the edit sheet offer each bonus", () => {
    expect([...CHARACTER_BONUS_KEYS].sort()).toEqual(Object.keys(NO_BONUSES).sort());
    expect(new Set(CHARACTER_BONUS_KEYS).size).toBe(CHARACTER_BONUS_KEYS.length);
  });
});
