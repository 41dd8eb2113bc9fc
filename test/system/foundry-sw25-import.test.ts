/**
 * Actors exported from the sw25 Foundry system, in the Foundry layer: the importer's sources against our
 * real data models (in the fake Foundry of test/system/boot), the data models deriving what the import
 * reported, and the Actors-directory import flow (ports faked as in ytsheet-import.test.ts: one
 * `Actor.create` with the embedded items, https://foundryvtt.com/api/classes/foundry.documents.Actor.html,
 * and `ui.notifications`, https://foundryvtt.com/api/classes/foundry.applications.ui.Notifications.html).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CHARACTER_EFFECT_KEYS, MONSTER_EFFECT_KEYS } from "../../src/rules/import/foundry-sw25/effects.js";
import { type ActorSource, importYtsheet2, importYtsheetObject } from "../../src/rules/import/index.js";
import { type ImportPorts, importFile, importPicked } from "../../src/system/import/ytsheet-import.js";
import { fc } from "../fc.js";
import { installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";
import type { SourceDocument } from "./boot/packs-and-templates.js";
import { preparedActor } from "./boot/prepare-document.js";
import { checkSchema } from "./boot/schema-check.js";
import { langFile } from "./fixtures/lang-file.js";

const root = join(import.meta.dirname, "../..");
const fixtureText = (name: string) =>
  readFileSync(join(root, "test/fixtures/foundry-sw25", `${name}.json`), "utf8");
const FIXTURES = ["character", "npc", "monster", "monster-sections-ru"] as const;

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

const imported = (name: string) => importYtsheet2(fixtureText(name));

function asSource(actor: ActorSource): SourceDocument {
  return {
    ...actor,
    _id: "importedActor0001",
    items: actor.items.map((item, i) => ({ ...item, _id: `item${i}` })),
  } as unknown as SourceDocument;
}

describe("sw25-system actors against our data models", () => {
  it.each(FIXTURES)("%s: only schema keys and allowed values, in the actor and every item", (name) => {
    const actor = imported(name).actor as ActorSource;
    const problems = [
      ...checkSchema(models("Actor")[actor.type]?.defineSchema() ?? {}, actor.system, name),
      ...actor.items.flatMap((item) => {
        const model = models("Item")[item.type];
        return model
          ? checkSchema(model.defineSchema(), item.system, `${name} > ${item.name}`)
          : [`no model ${item.type}`];
      }),
    ];
    expect(models("Actor")[actor.type]).toBeDefined();
    expect(problems).toEqual([]);
  });

  /** Every leaf of a JSON value as [path, setter]. */
  function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (typeof value !== "object" || value === null) return [path];
    return Object.entries(value).flatMap(([k, v]) =>
      leaves(v, [...path, Array.isArray(value) ? Number(k) : k]),
    );
  }

  it.each(FIXTURES)(
    "%s: a fuzzed export never throws, and when it imports it still fits the schema",
    (name) => {
      const base = JSON.parse(fixtureText(name)) as Record<string, unknown>;
      const paths = leaves({
        system: base.system,
        items: base.items,
        flags: base.flags,
        effects: base.effects,
      });
      const value = fc.oneof(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.constantFrom(
          "",
          "-",
          "2d",
          "13",
          "20m",
          "5 (12)",
          "２０",
          "1HB",
          "shield",
          "final",
          "Vitres",
          "命中",
          "system.attributes.efhitmod",
          true,
          false,
          null,
          {},
          [],
          2.5,
        ),
        fc.string({ maxLength: 6 }),
      );
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.constantFrom(...paths), value), { minLength: 1, maxLength: 5 }),
          (changes) => {
            const doc = structuredClone(base);
            for (const [path, v] of changes) {
              let node = doc as Record<string | number, unknown>;
              for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
              node[path[path.length - 1] as string | number] = v;
            }
            const result = importYtsheetObject(doc);
            expect(result.ok || result.error !== null).toBe(true);
            if (result.actor) {
              const actor = result.actor;
              const problems = [
                ...checkSchema(models("Actor")[actor.type]?.defineSchema() ?? {}, actor.system, name),
                ...actor.items.flatMap((item) =>
                  checkSchema(
                    models("Item")[item.type]?.defineSchema() ?? {},
                    item.system,
                    `${name} > ${item.name}`,
                  ),
                ),
              ];
              expect(problems).toEqual([]);
              // A converted effect only ever adds a whole number to a field our own effects target.
              const targets = new Set([
                ...Object.values(CHARACTER_EFFECT_KEYS),
                ...Object.values(MONSTER_EFFECT_KEYS),
              ]);
              for (const effect of [actor.effects ?? [], ...actor.items.map((i) => i.effects ?? [])].flat())
                for (const change of effect.changes) {
                  expect(targets.has(change.key)).toBe(true);
                  expect([change.mode, /^-?\d+$/.test(change.value)]).toEqual([2, true]);
                }
            }
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it("[ROLL-03] the character's data model derives what the import reported", () => {
    const result = imported("character");
    const prepared = preparedActor(asSource(result.actor as ActorSource)) as {
      system: { derived: Record<string, unknown> };
    };
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
      expect([key, prepared.system.derived[key]]).toEqual([key, ours[key]]);
    // The numbers the sw25 system shows for this actor (worked out in test/rules/import/foundry-sw25.test.ts).
    expect([
      prepared.system.derived.hpMax,
      prepared.system.derived.mpMax,
      prepared.system.derived.evasion,
    ]).toEqual([39, 20, 6]);
  });

  it("[ROLL-04] the monsters' data models derive the fixed values the import reported", () => {
    for (const name of ["monster", "monster-sections-ru"]) {
      const result = imported(name);
      const prepared = preparedActor(asSource(result.actor as ActorSource)) as {
        system: { derived: Record<string, unknown> };
      };
      const ours = result.derived as unknown as Record<string, unknown>;
      for (const key of ["fortitude", "willpower", "sections", "hp"])
        expect([name, key, prepared.system.derived[key]]).toEqual([name, key, ours[key]]);
    }
  });
});

/** A translator over lang/en.json that fills {params}, as game.i18n.format does. */
const t = langFile("en");

function ports() {
  const notes: [string, string][] = [];
  const whispers: string[] = [];
  const p: ImportPorts = {
    t,
    create: vi.fn(async () => ({})),
    notify: (level, message) => void notes.push([level, message]),
    whisper: async (html) => void whispers.push(html),
  };
  return { p, notes, whispers };
}

describe("the import dialog takes an actor of the sw25 system", () => {
  it("creates the actor and all its items in one call, and whispers the warnings under their own title", async () => {
    const { p, notes, whispers } = ports();
    expect(await importFile("kiri.json", fixtureText("character"), p)).toBe(true);
    expect(p.create).toHaveBeenCalledTimes(1);
    const source = (p.create as ReturnType<typeof vi.fn>).mock.calls[0]?.[0] as ActorSource;
    expect([source.type, source.items.length]).toEqual(["character", 18]);
    expect(notes).toEqual([
      ["info", "Imported Kiri Amane (Character) with 18 item(s)."],
      ["warn", "Kiri Amane: 9 warning(s); the details are whispered to you in the chat."],
    ]);
    expect(whispers[0]).toContain("<h3>Import of Kiri Amane from the sw25 system: warnings</h3>");
    expect(whispers[0]).toContain(
      "<li>Hand Crossbow hit: the sw25 system shows 5, our rules give 0 (our sheet applies the rules; see the import documentation).</li>",
    );
    expect(whispers[0]).toContain(
      "<li>The HP modifier 15 contained Toughness (+15); our rules add Toughness from the feat, so the modifier became 0.</li>",
    );
  });

  it("a file that is not what it claims creates nothing and names the problem, localized", async () => {
    const weapon = (JSON.parse(fixtureText("character")) as { items: unknown[] }).items[4];
    const cases: [string, string][] = [
      [JSON.stringify(weapon), 'the file holds an Item ("weapon"), not an Actor: export the actor itself.'],
      [
        fixtureText("monster").replace('"hpbase": 30', '"hpbase": true'),
        "the field system.hpbase holds true, a value of the wrong kind.",
      ],
      [
        fixtureText("monster").replace(/"systemId": "sw25"/g, '"systemId": "pf2e"'),
        'the actor comes from the game system "pf2e", not from sw25 (or its forks sw25-ru, sw25-lunachil-maintained).',
      ],
    ];
    for (const [text, reason] of cases) {
      const { p, notes } = ports();
      expect(await importFile("x.json", text, p)).toBe(false);
      expect(p.create).not.toHaveBeenCalled();
      expect(notes).toEqual([["error", `Nothing was imported from x.json: ${reason}`]]);
    }
  });
});

describe("converted active effects reach Foundry in the running generation's shape", () => {
  // A character with an actor effect (Hit mod +1 for 3 rounds) and a weapon effect (Damage mod +2), both of
  // which map onto our bonuses (test/rules/import/foundry-sw25-effects.test.ts).
  function withEffects(): string {
    const d = JSON.parse(fixtureText("character")) as {
      effects: unknown[];
      items: { name: string; effects: unknown[] }[];
    };
    d.effects = [
      {
        name: "Battle Hymn",
        img: "icons/svg/sword.svg",
        changes: [{ key: "system.attributes.efhitmod", mode: 2, value: "1" }],
        disabled: false,
        duration: { rounds: 3 },
        transfer: true,
      },
    ];
    const blade = d.items.find((i) => i.name === "Practice Blade");
    if (blade)
      blade.effects = [
        {
          name: "Keen Edge",
          changes: [{ key: "system.attributes.efdmod", mode: 2, value: "2" }],
          transfer: true,
        },
      ];
    return JSON.stringify(d);
  }
  const created = async () => {
    const { p } = ports();
    expect(await importFile("kiri.json", withEffects(), p)).toBe(true);
    return (p.create as ReturnType<typeof vi.fn>).mock.calls[0]?.[0] as ActorSource & {
      effects: Record<string, unknown>[];
      items: { name: string; effects?: Record<string, unknown>[] }[];
    };
  };
  const game = () => (globalThis as unknown as { game: { release: { generation: number } } }).game;

  it("v13: root changes with the numeric ADD mode, duration.rounds (ActiveEffectData, v13 API)", async () => {
    const generation = game().release.generation;
    game().release.generation = 13;
    try {
      const source = await created();
      expect(source.effects[0]).toMatchObject({
        name: "Battle Hymn",
        img: "icons/svg/sword.svg",
        disabled: false,
        transfer: false,
        changes: [{ key: "system.bonuses.accuracy", value: "1", mode: 2 }],
        duration: { rounds: 3, turns: null, seconds: null },
      });
      expect(source.items.find((i) => i.name === "Practice Blade")?.effects?.[0]).toMatchObject({
        name: "Keen Edge",
        transfer: true,
        changes: [{ key: "system.bonuses.extraDamage", value: "2", mode: 2 }],
      });
    } finally {
      game().release.generation = generation;
    }
  });

  it("v14: system.changes with the type add, duration {value, units, expiry} (ActiveEffectTypeDataModel, EffectDurationData, v14 API)", async () => {
    const generation = game().release.generation;
    game().release.generation = 14;
    try {
      const source = await created();
      const effect = source.effects[0] as Record<string, unknown>;
      expect(effect).toMatchObject({
        name: "Battle Hymn",
        system: { changes: [{ key: "system.bonuses.accuracy", value: "1", type: "add", phase: "initial" }] },
        duration: { value: 3, units: "rounds", expiry: "roundStart" },
      });
      expect(effect.changes).toBeUndefined();
    } finally {
      game().release.generation = generation;
    }
  });
});

describe("the import dialog offers to merge the part actors of one monster", () => {
  // Two parts of an invented drake (the sw25 system keeps one actor per part; `part` is its "部位数").
  const part = (name: string, hpbase: number) => {
    const doc = JSON.parse(fixtureText("monster")) as { name: string; system: Record<string, unknown> };
    doc.name = name;
    Object.assign(doc.system, { part: "2", corepart: "頭部", hpbase });
    return JSON.stringify(doc);
  };
  const picked = () => [
    { file: "head.json", text: part("Cinder Drake（頭部）", 30) },
    { file: "kiri.json", text: fixtureText("character") },
    { file: "body.json", text: part("Cinder Drake（胴体）", 40) },
  ];
  const created = (p: ImportPorts) =>
    (p.create as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[0] as ActorSource);

  it("asked and accepted: the parts become one monster with two sections; the other file imports as ever", async () => {
    const { p, notes } = ports();
    const questions: string[] = [];
    const confirm = vi.fn(async (question: string) => {
      questions.push(question);
      return true;
    });
    await importPicked(picked(), { ...p, confirm });
    expect(questions).toEqual([
      "head.json, body.json look like the parts of one monster of the sw25 system. Import them as one monster with a section per part?",
    ]);
    const actors = created(p);
    expect(actors.map((a) => [a.type, a.name])).toEqual([
      ["monster", "Cinder Drake"],
      ["character", "Kiri Amane"],
    ]);
    expect(
      (actors[0]?.system.sections as { name: string; hp: { max: number } }[] | undefined)?.map((s) => [
        s.name,
        s.hp.max,
      ]),
    ).toEqual([
      ["頭部", 30],
      ["胴体", 40],
    ]);
    expect(notes[0]).toEqual(["info", "Imported Cinder Drake (Monster) with 0 item(s)."]);
  });

  it("declined: every file is its own actor, as before", async () => {
    const { p } = ports();
    await importPicked(picked(), { ...p, confirm: async () => false });
    expect(created(p).map((a) => a.name)).toEqual([
      "Cinder Drake（頭部）",
      "Kiri Amane",
      "Cinder Drake（胴体）",
    ]);
  });

  it("a merge that fails creates nothing of the group and names the files and the problem", async () => {
    const { p, notes } = ports();
    const files = picked();
    files[2] = { file: "body.json", text: (files[2]?.text ?? "").replace('"monlevel":4', '"monlevel":true') };
    await importPicked(files, { ...p, confirm: async () => true });
    expect(created(p).map((a) => a.name)).toEqual(["Kiri Amane"]);
    expect(notes[0]).toEqual([
      "error",
      "Nothing was imported from head.json, body.json: the field system.monlevel holds true, a value of the wrong kind.",
    ]);
  });
});
