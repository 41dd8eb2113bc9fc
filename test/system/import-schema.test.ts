/**
 * The ytsheet2 importer's Actor sources against the system's real data models (in the fake Foundry):
 * every key is in the schema and every value allowed, and the data models prepare the same derived
 * values the CLI prints.
 */

import { beforeAll, describe, expect, it } from "vitest";
import { type ActorSource, importYtsheet2, importYtsheetObject } from "../../src/rules/import/index.js";
import { fc } from "../fc.js";
import { fixture, fixtureText } from "../rules/import/fixtures.js";
import { installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";
import type { SourceDocument } from "./boot/packs-and-templates.js";
import { preparedActor } from "./boot/prepare-document.js";
import { checkSchema } from "./boot/schema-check.js";

type ModelClass = { defineSchema(): Record<string, never> };
const models = (name: "Actor" | "Item") =>
  (globalThis as unknown as { CONFIG: Record<string, { dataModels: Record<string, ModelClass> }> }).CONFIG[
    name
  ]?.dataModels ?? {};

beforeAll(async () => {
  installFakeFoundry(ROOT);
  const { registerDataModels } = await import("../../src/system/register-data.js");
  registerDataModels();
});

const kinds = ["character", "monster", "mount"] as const;

function schemaProblems(actor: ActorSource, label: string): string[] {
  const actorModel = models("Actor")[actor.type];
  if (!actorModel) return [`no model ${actor.type}`];
  return [
    ...checkSchema(actorModel.defineSchema(), actor.system, label),
    ...actor.items.flatMap((item) => {
      const model = models("Item")[item.type];
      return model
        ? checkSchema(model.defineSchema(), item.system, `${label} > ${item.name}`)
        : [`no model ${item.type}`];
    }),
  ];
}

function asSource(kind: (typeof kinds)[number]): SourceDocument {
  const actor = importYtsheet2(fixtureText(kind)).actor;
  if (!actor) throw new Error("fixture failed");
  return {
    ...actor,
    _id: "importedActor0001",
    items: actor.items.map((item, i) => ({ ...item, _id: `item${i}` })),
  } as unknown as SourceDocument;
}

describe("imported ytsheet2 sheets against the data models", () => {
  it.each(kinds)("%s: only schema keys and allowed values, in the actor and every item", (kind) => {
    const actor = importYtsheet2(fixtureText(kind)).actor as ActorSource;
    expect(models("Actor")[actor.type]).toBeDefined();
    expect(schemaProblems(actor, kind)).toEqual([]);
  });

  it.each(kinds)("%s: a fuzzed sheet that imports still fits the schema (bounds agree)", (kind) => {
    const base = fixture(kind);
    const keys = Object.keys(base);
    const value = fc.oneof(
      fc.integer({ min: -1000, max: 100_000 }).map(String),
      fc.constantFrom(
        "-",
        "",
        "0",
        "2d",
        "2d-3",
        "13",
        "2",
        "飛行",
        "10（飛行20）",
        "金属鎧",
        "ガン",
        "2H#",
        "自動",
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...keys), value), { minLength: 1, maxLength: 5 }),
        (changes) => {
          const sheet: Record<string, string> = { ...base };
          for (const [key, v] of changes) sheet[key] = v;
          const result = importYtsheetObject(sheet);
          if (result.actor) expect(schemaProblems(result.actor, kind)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("[ROLL-03] the character's data model derives what the CLI prints", () => {
    const result = importYtsheet2(fixtureText("character"));
    const actor = preparedActor(asSource("character")) as { system: { derived: Record<string, unknown> } };
    const ours = result.derived as unknown as Record<string, unknown>;
    for (const key of [
      "scores",
      "modifiers",
      "hpMax",
      "mpMax",
      "fortitude",
      "willpower",
      "initiative",
      "monsterKnowledge",
      "movement",
      "evasion",
      "defense",
    ])
      expect([key, actor.system.derived[key]]).toEqual([key, ours[key]]);
    const weapons = (actor.system.derived.weapons as { accuracy: number; extraDamage: number }[]).map((w) => [
      w.accuracy,
      w.extraDamage,
    ]);
    // DMG-04: the first weapon's Weapon Proficiency is not part of its extra damage.
    expect(weapons).toEqual([
      [5, 5],
      [6, 5],
    ]);
  });
});

describe("ytsheet2 arts and item sheets' items against the data models", () => {
  const sheets = {
    spell: {
      type: "a",
      category: "magic",
      magicClass: "属性妖精魔法(炎)",
      magicName: "S",
      magicLevel: "4",
      magicCost: "MP6",
      magicTarget: "1エリア(半径3m)／5",
      magicRange: "2(30m)",
      magicForm: "起点指定",
      magicResist: "半減",
      magicElement: "炎",
    },
    alchemy: {
      type: "a",
      category: "magic",
      magicClass: "賦術",
      magicName: "A",
      magicCost: "赤A",
      magicDuration: "3ラウンド",
    },
    riding: { type: "a", category: "magic", magicClass: "騎芸", magicName: "R", magicMountTypeAnimal: "1" },
    weapon: {
      type: "i",
      itemName: "W",
      category: "〈ボウ〉S",
      weapon1Usage: "2H",
      weapon1Rate: "30",
      weapon1Range: "2(50m)",
    },
    armour: {
      type: "i",
      itemName: "M",
      category: "〈金属鎧〉",
      armour1Reqd: "15",
      armour1Eva: "-1",
      armour1Def: "6",
    },
    shield: { type: "i", itemName: "B", category: "〈盾〉", armour1Eva: "+1", armour1Def: "1" },
    accessory: { type: "i", itemName: "R", category: "装飾品：背中", price: "100" },
    gear: { type: "i", itemName: "P", category: "ポーション類", price: "100" },
  };
  it.each(Object.entries(sheets))("%s: only schema keys and allowed values", async (_label, sheet) => {
    const { importLibrarySheet } = await import("../../src/rules/import/library.js");
    const result = importLibrarySheet(sheet);
    expect(result.ok).toBe(true);
    for (const item of result.items) {
      const model = models("Item")[item.type];
      expect(model).toBeDefined();
      expect(checkSchema((model as ModelClass).defineSchema(), item.system, item.name)).toEqual([]);
    }
  });
});
