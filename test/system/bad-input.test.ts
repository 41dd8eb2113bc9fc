// Odd stored data in the DataModels' shape (negative levels, text in numbers, NaN, huge values, missing
// fields) goes through the real item translation, rules, views and roll buttons without a throw.

import { describe, expect, it } from "vitest";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { monsterView, mountView } from "../../src/system/applications/view/monster-view.js";
import { damageTarget, hpUpdate, sectionChoices } from "../../src/system/chat/damage-plan.js";
import { fc } from "../fc.js";
import { preparedCharacter, preparedMonster, preparedMount } from "./fixtures/sample-actors.js";

const odd = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1e12,
    1e12,
    0.5,
    "12",
    "abc",
    "",
    null,
    undefined,
    true,
  ),
);
const ability = fc.record({ race: odd, growth: odd, bonus: odd });
const itemType = fc.constantFrom(
  "class",
  "weapon",
  "armor",
  "shield",
  "feat",
  "race",
  "spell",
  "gear",
  "teapot",
);
const item = fc.record({
  _id: fc.string({ maxLength: 4 }),
  name: fc.string({ maxLength: 6 }),
  type: itemType,
  system: fc.record({
    classId: fc.constantFrom("fighter", "scout", "sorcerer", "rider", "nope"),
    level: odd,
    equipped: fc.boolean(),
    power: odd,
    criticalValue: odd,
    accuracy: odd,
    extraDamage: odd,
    minStrength: odd,
    defense: odd,
    evasion: odd,
    school: fc.constantFrom("truespeech", "divine", "x"),
    element: fc.constantFrom("fire", "none", "?"),
    effect: fc.constantFrom("toughness", "powerStrike", "??"),
    category: fc.constantFrom("sword", "gun", "bow"),
    attackKind: fc.constantFrom("melee", "shooting", "thrown"),
    isGun: fc.boolean(),
  }),
});
const section = fc.record({
  name: fc.string({ maxLength: 4 }),
  accuracy: odd,
  damage: odd,
  evasion: odd,
  defense: odd,
  hp: fc.record({ value: odd, max: odd }),
  mp: fc.record({ value: odd, max: odd }),
  hpMax: odd,
  mpMax: odd,
  core: fc.boolean(),
});

const BUTTONS = [
  { roll: "check", key: "fortitude" },
  { roll: "evasion", key: "evasion" },
  { roll: "package", key: "scout.finesse" },
  { roll: "deathCheck" },
  { roll: "accuracy", section: "0" },
  { roll: "monsterDamage", section: "1" },
];

describe("bad stored data never crashes a sheet", () => {
  it("[FACTS-1] characters with odd numbers derive, render and answer every button with a value", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), ability, odd, (items, abilities, n) => {
        const actor = preparedCharacter({
          name: "x",
          system: {
            base: { technique: n, body: n, mind: n },
            abilities: {
              dexterity: abilities,
              agility: abilities,
              strength: abilities,
              vitality: abilities,
              intelligence: abilities,
              spirit: abilities,
            },
            hp: { value: n, max: n },
            mp: { value: n, max: n },
            experience: { earned: n, spent: n, fumbles: n },
            bonuses: { hp: n, accuracy: n, criticalValue: n },
          },
          items,
        });
        const view = characterView(actor);
        expect(Number.isFinite(view.hp.max)).toBe(true);
        for (const button of [...BUTTONS, ...items.map((i) => ({ roll: "power", itemId: i._id }))])
          expect(typeof rollRequest("character", actor, button).ok).toBe("boolean");
        expect(typeof damageTarget("character", actor).ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });

  it("[SECT-04] monsters and mounts with odd sections derive, render and answer every button", () => {
    fc.assert(
      fc.property(fc.array(section, { maxLength: 4 }), odd, fc.boolean(), (sections, n, isGM) => {
        const monster = preparedMonster({ name: "m", system: { fortitude: n, willpower: n, sections } });
        monsterView(monster, isGM);
        const mount = preparedMount(
          {
            name: "r",
            system: { levelRange: { min: n, max: n }, levels: [{ level: n, sections }], current: [] },
          },
          { rider: 1, adventurer: 1 },
        );
        mountView(mount, 3);
        for (const [type, actor] of [
          ["monster", monster],
          ["mount", mount],
        ] as const) {
          for (const button of BUTTONS) expect(typeof rollRequest(type, actor, button).ok).toBe("boolean");
          sectionChoices(type, actor, isGM);
          const body = damageTarget(type, actor, 1);
          if (body.ok) {
            // One path written, and a section list written whole keeps every stored section (no data loss).
            const update = hpUpdate(type, actor, body.value.section, -3);
            expect(Object.keys(update)).toHaveLength(1);
            const stored = (actor.system as { sections?: unknown }).sections;
            const written = (update as Record<string, unknown>)["system.sections"];
            if (type === "monster" && Array.isArray(stored) && Array.isArray(written))
              expect(written).toHaveLength(stored.length);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
