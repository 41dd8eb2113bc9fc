import { describe, expect, it } from "vitest";
import {
  battleFromSources,
  bodyFieldsOf,
  mountLinks,
  moveSpeedOf,
  positioningFeats,
  sideFromDisposition,
  sourceFromActor,
} from "../../../../src/system/combat/battle/translate.js";
import { source } from "../helpers.js";

describe("translate: Foundry documents to the battle state", () => {
  it("[INIT-01] hostile and secret tokens fight as enemies, friendly and neutral ones with the party", () => {
    expect([-2, -1, 0, 1].map(sideFromDisposition)).toEqual(["enemy", "enemy", "pc", "pc"]);
  });

  it("[SECT-01] a monster brings every section with its HP; its fixed Initiative and knowledge targets", () => {
    const s = sourceFromActor(
      "c1",
      {
        type: "monster",
        name: "Stone Crab",
        system: {
          initiative: 11,
          reputation: 9,
          weakness: 14,
          sections: [
            { name: "Shell", hp: { value: 30, max: 30 } },
            { name: "Claw", hp: { value: 12, max: 18 } },
          ],
        },
      },
      "enemy",
    );
    expect(s.sections).toEqual([
      { name: "Shell", hp: 30, maxHp: 30 },
      { name: "Claw", hp: 12, maxHp: 18 },
    ]);
    expect([s.initiative, s.reputation, s.weakness, s.monsterKnowledge]).toEqual([11, 9, 14, null]);
  });

  it("[INIT-03] a character brings its class modifiers, null without Scout/Tactician or Sage", () => {
    const withScout = sourceFromActor(
      "c2",
      {
        type: "character",
        name: "Arle",
        system: { hp: { value: 17, max: 23 }, derived: { initiative: 5, monsterKnowledge: null } },
      },
      "pc",
      "Arle (token)",
    );
    expect(withScout).toMatchObject({
      name: "Arle (token)",
      initiative: 5,
      monsterKnowledge: null,
      kind: "character",
    });
    expect(withScout.sections).toEqual([{ name: "Arle (token)", hp: 17, maxHp: 23 }]);
  });

  it("[INIT-01] the opening state is in setup with everybody unplaced", () => {
    const built = battleFromSources(
      [source("a", "pc", { initiative: 2 }), source("b", "enemy", { initiative: 8 })],
      "simplified",
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.phase).toBe("setup");
    expect(built.value.combatants.map((c) => [c.id, c.side, c.position.kind, c.initiative])).toEqual([
      ["a", "pc", "unplaced", 2],
      ["b", "enemy", "unplaced", 8],
    ]);
    expect(built.value.combatants[0]?.monsterKnowledge).toBeUndefined();
  });

  it("[STD-04] a Standard battle opens at the tokens' points with the scene's metric, speed and feats", () => {
    const built = battleFromSources(
      [
        source("a", "pc", { point: { x: 3, y: 4.4 }, moveSpeed: 12, feats: ["hawkEye"] }),
        source("b", "enemy", { point: { x: 10, y: 0 }, moveSpeed: 9 }),
      ],
      "standard",
      { kind: "grid", size: 1.5, diagonals: "equidistant" },
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.method).toBe("standard");
    expect(built.value.standard?.metric).toEqual({ kind: "grid", size: 1.5, diagonals: "equidistant" });
    expect(built.value.combatants.map((c) => [c.id, c.position, c.moveSpeed, c.feats])).toEqual([
      ["a", { kind: "point", x: 3, y: 4 }, 12, ["hawkEye"]],
      ["b", { kind: "point", x: 10, y: 0 }, 9, []],
    ]);
  });

  it("[STD-01] a Standard battle refuses a combatant without a token on the scene", () => {
    const built = battleFromSources(
      [source("a", "pc", { point: { x: 0, y: 0 } }), source("b", "enemy")],
      "standard",
    );
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error.code).toBe("Combat.MalformedBattle");
  });

  it("[SIMP-01] a Simplified battle ignores token points: everybody starts unplaced", () => {
    const built = battleFromSources(
      [source("a", "pc", { point: { x: 3, y: 4 } }), source("b", "enemy")],
      "simplified",
    );
    expect(built.ok && built.value.combatants.map((c) => c.position.kind)).toEqual(["unplaced", "unplaced"]);
  });

  it("[MOVE-05] Move Speed: a character's Normal Move, a monster's ground movement; feats from items", () => {
    expect(
      moveSpeedOf({ type: "character", name: "A", system: { derived: { movement: { normal: 14 } } } }),
    ).toBe(14);
    expect(moveSpeedOf({ type: "monster", name: "G", system: { movement: { ground: 11 } } })).toBe(11);
    expect(moveSpeedOf({ type: "mount", name: "H", system: {} })).toBeNull();
    expect(
      positioningFeats([
        { type: "feat", system: { effect: "hawkEye" } },
        { type: "feat", system: { effect: "powerStrike" } },
        { type: "weapon", system: { effect: "targeting" } },
        { type: "feat", system: { effect: "targeting" } },
      ]),
    ).toEqual(["hawkEye", "targeting"]);
  });

  it("[INIT-01] no combatants is an error value, not an exception", () => {
    const built = battleFromSources([], "simplified");
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error.code).toBe("Combat.NoCombatants");
  });
});

describe("translate: riding and water at set-up", () => {
  const kay = {
    type: "character",
    name: "Kay",
    system: {
      derived: {
        modifiers: { intelligence: 2 },
        scores: { vitality: 14 },
        magicPowers: [{ value: 5 }, { value: 7 }],
        metalArmor: true,
        packages: [
          { key: "scout.movement", packageId: "movement", value: 4 },
          { key: "rider.movement", packageId: "movement", value: 5 },
          { key: "scout.finesse", packageId: "finesse", value: 9 },
        ],
      },
    },
  };
  const riderClass = { type: "class", system: { classId: "rider", level: 3 } };

  it("[MOUNT-05][INIT-05][ENV-06][ENV-05][ENV-01] a character brings Rider level, Int bonus, best Magic Power, Vitality, best Movement package as Tumble, metal armour", () => {
    expect(
      bodyFieldsOf(kay, [riderClass, { type: "class", system: { classId: "fighter", level: 5 } }]),
    ).toEqual({
      riderLevel: 3,
      intBonus: 2,
      magicPower: 7,
      vitality: 14,
      tumbleModifier: 5,
      fullMetalArmour: true,
    });
    // No Rider class, no casting, no metal armour: those fields are left out (the engine's defaults apply).
    const plain = {
      ...kay,
      system: { derived: { modifiers: { intelligence: 0 }, scores: { vitality: 9 } } },
    };
    expect(bodyFieldsOf(plain, [])).toEqual({ intBonus: 0, vitality: 9 });
    expect(bodyFieldsOf({ type: "monster", name: "M", system: {} }, [riderClass])).toEqual({});
  });

  it("[ENV-09][ENV-05] Underwater-named abilities and Gentle Water lift the limits; water breathing is read by name", () => {
    const monster = (skills: string[]) => ({
      type: "monster",
      name: "M",
      system: { skills: skills.map((name) => ({ name })) },
    });
    expect(bodyFieldsOf(monster(["Underwater Combat", "Bite"]), [])).toEqual({ underwaterAbility: true });
    expect(bodyFieldsOf(monster(["水中活動", "水中呼吸"]), [])).toEqual({
      underwaterAbility: true,
      waterBreathing: true,
    });
    expect(bodyFieldsOf(monster(["Bite", "Water Jet"]), [])).toEqual({});
    // Water breathing alone is not an Underwater ability.
    expect(bodyFieldsOf(monster(["水中呼吸"]), [])).toEqual({ waterBreathing: true });
    const elf = { type: "race", name: "Elf", system: { abilities: "Sword's Grace / Gentle Water" } };
    expect(bodyFieldsOf({ ...kay, system: {} }, [elf])).toEqual({ underwaterAbility: true });
    const potion = { type: "gear", name: "Water Breathing draught", system: {} };
    expect(bodyFieldsOf({ ...kay, system: {} }, [potion])).toEqual({ waterBreathing: true });
  });

  it("[MOUNT-01] a mount's chosen rider in the same combat is linked both ways; others stay unridden", () => {
    const links = mountLinks([
      { combatantId: "c1", actorId: "aKay", type: "character" },
      { combatantId: "c2", actorId: "aStag", type: "mount", riderId: "aKay" },
      { combatantId: "c3", actorId: "aMare", type: "mount", riderId: "aKay" },
      { combatantId: "c4", actorId: "aPony", type: "mount", riderId: "aGone" },
    ]);
    expect([...links]).toEqual([
      ["c2", "c1"],
      ["c1", "c2"],
    ]);
  });

  it("[ENV-05][MOUNT-01] the scene's water and the linked pair reach the opening battle", () => {
    const built = battleFromSources(
      [
        source("kay", "pc", { body: { riderLevel: 2, mountedWith: "stag", vitality: 12 } }),
        source("stag", "pc", { kind: "mount", body: { mountedWith: "kay" } }),
        source("eel", "enemy", { body: { environment: { underwater: false, shoulderDeep: false } } }),
      ],
      "simplified",
      undefined,
      { environment: { underwater: true, shoulderDeep: false, ground: [] } },
    );
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.environment?.underwater).toBe(true);
    const by = (id: string) => built.value.combatants.find((c) => c.id === id);
    expect([by("kay")?.mountedWith, by("stag")?.mountedWith, by("kay")?.riderLevel]).toEqual([
      "stag",
      "kay",
      2,
    ]);
    expect(by("eel")?.environment).toEqual({ underwater: false, shoulderDeep: false });
  });
});
