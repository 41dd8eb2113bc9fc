// Sheets: derived data of a 30-item character (the built rules in dist-rules/, plus the item translation
// and view builders bundled from src/ with esbuild), each sheet template rendered with Handlebars (compiled
// once, rendered many times); the built bundle's size is bundle.mjs's. Prints figures; never asserts times.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import Handlebars from "handlebars";
import { clock, figure, medianMs, medianOf, stat } from "../bench-report.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The Foundry-free parts of src/system the sheets run: bundled to one ESM module in memory. */
async function loadViews() {
  const entry = `
    export { characterInput } from "./src/system/data/character-input.ts";
    export { characterView } from "./src/system/applications/view/character/character-view.ts";
    export { monsterView, mountView } from "./src/system/applications/view/monster-view.ts";
    export { itemView, ITEM_FIELDS } from "./src/system/applications/view/item/item-view.ts";
    export { cardView } from "./src/system/chat/roll-card.ts";
    export { TEMPLATE_HELPERS } from "./src/system/applications/template-helpers.ts";
  `;
  const out = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

const ability = (race) => ({ race, growth: 3, bonus: 0 });

/** An invented level-10 adventurer with 30 items: 5 classes, race, 6 feats, 8 weapons, armour, shield, 4 accessories, 4 spells. */
function thirtyItemCharacter() {
  const items = [];
  const add = (type, system, n = items.length) =>
    items.push({ _id: `i${n}`, id: `i${n}`, name: `${type} ${n}`, type, system });
  for (const [classId, level] of [
    ["fighter", 10],
    ["scout", 8],
    ["sage", 6],
    ["sorcerer", 5],
    ["conjurer", 4],
  ])
    add("class", { classId, level, tier: "A", kind: "warrior" });
  add("race", { noMagicPoints: false, defense: 0 });
  for (const effect of [
    "toughness",
    "weaponProficiencyA",
    "armorProficiencyA",
    "powerStrike",
    "targeting",
    "none",
  ])
    add("feat", { effect, rank: 1, weaponCategory: "sword", armorCategory: "metal" });
  for (let i = 0; i < 8; i++)
    add("weapon", {
      category: i % 2 ? "sword" : "bow",
      attackKind: i % 2 ? "melee" : "shooting",
      isGun: false,
      minStrength: 10 + i,
      accuracy: i % 3,
      power: 10 + 5 * i,
      criticalValue: 10,
      extraDamage: 1,
      equipped: i < 4,
    });
  add("armor", {
    armorKind: "metal",
    minStrength: 15,
    evasion: 0,
    defense: 6,
    grapplerMay: false,
    equipped: true,
  });
  add("shield", { metal: true, minStrength: 10, evasion: 1, defense: 1, equipped: true });
  for (let i = 0; i < 4; i++) add("accessory", { slot: "other", equipped: true });
  for (let i = 0; i < 4; i++)
    add("spell", { school: i % 2 ? "truespeech" : "spiritualism", level: i + 1, power: 10 * i });
  const system = {
    base: { technique: 9, body: 9, mind: 8 },
    abilities: {
      dexterity: ability(10),
      agility: ability(9),
      strength: ability(11),
      vitality: ability(8),
      intelligence: ability(9),
      spirit: ability(7),
    },
    hp: { value: 40, max: 0 },
    mp: { value: 30, max: 0 },
    experience: { earned: 30000, spent: 28000, fumbles: 7 },
    bonuses: { accuracy: 1, evasion: 1 },
    money: 5000,
    notes: "",
  };
  return { id: "bench", name: "Bench", img: "", system, items };
}

/**
 * Character `j` of a varied crowd: the 30-item adventurer with its class levels, abilities, weapons, feats,
 * spells and money changed by `j` (5 to 30 items), so derivation meets a different character each time.
 */
function variedCharacter(j) {
  const base = thirtyItemCharacter();
  const keep = (item, k) => {
    if (item.type === "weapon") return k % 8 <= j % 8;
    if (item.type === "spell") return k % 4 < j % 5;
    if (item.type === "accessory") return k % 4 < j % 3;
    if (item.type === "class") return k % 5 <= j % 5;
    return true;
  };
  const items = base.items
    .filter((item, k) => keep(item, k))
    .map((item) => {
      const system = { ...item.system };
      if (item.type === "class") system.level = 1 + ((j + system.level) % 15);
      if (item.type === "weapon") system.power = (j * 7 + system.power) % 100;
      if (item.type === "feat" && j % 3 === 0) system.rank = 2;
      return { ...item, id: `${item.id}-${j}`, _id: `${item.id}-${j}`, system };
    });
  const abilities = Object.fromEntries(
    Object.entries(base.system.abilities).map(([key, a], k) => [
      key,
      { ...a, race: 4 + ((j * (k + 3)) % 12), growth: (j + k) % 7 },
    ]),
  );
  const system = {
    ...base.system,
    base: { technique: 4 + (j % 9), body: 4 + ((j * 5) % 9), mind: 4 + ((j * 7) % 9) },
    abilities,
    experience: { ...base.system.experience, earned: 3000 + j * 97 },
    money: j * 13,
  };
  return { ...base, id: `bench${j}`, system, items };
}

/** `--quick`: one short pass per figure, enough to prove every render runs (the test command's run). */
let scale = 1;

function perRun(fn, minMs = 300) {
  minMs *= scale;
  for (let i = 0; i < 200 * scale; i++) fn();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
  }
  return ((performance.now() - start) / n) * 1000;
}

const us = (x) => `${x.toFixed(1).padStart(8)} µs`;

function lookup(tree, key) {
  let node = tree;
  for (const part of key.split(".")) node = node?.[part];
  return typeof node === "string" ? node : key;
}

export default async function benchSheets({ quick = false } = {}) {
  scale = quick ? 0.05 : 1;
  const { deriveCharacter } = await import(
    pathToFileURL(join(ROOT, "dist-rules/rules/character/derivation/character-derived.js")).href
  );
  const { deriveMonster } = await import(
    pathToFileURL(join(ROOT, "dist-rules/rules/character/monsters/monster.js")).href
  );
  const views = await loadViews();

  const actor = thirtyItemCharacter();
  const data = { ...actor.system, parent: { items: actor.items } };
  const input = views.characterInput(data);
  console.log(`derived data, 30-item character (${input.weapons.length} equipped weapons)`);
  console.log(`  deriveCharacter only           ${us(perRun(() => deriveCharacter(input)))}`);
  console.log(
    `  items → input → deriveCharacter ${us(perRun(() => deriveCharacter(views.characterInput(data))))}`,
  );
  // Issue 21: 1,000 different actors prepared (items → input → derived, as prepareDerivedData does) ≤ 50 ms.
  const crowd = Array.from({ length: 1000 }, (_, j) => {
    const c = variedCharacter(j);
    return { ...c.system, parent: { items: c.items } };
  });
  const thousand = medianOf(
    () => {
      const t0 = clock();
      for (const d of crowd) deriveCharacter(views.characterInput(d));
      return clock() - t0;
    },
    quick ? 5 : 15,
  );
  const inputs = crowd.map((d) => views.characterInput(d));
  const deriveOnly = medianOf(
    () => {
      const t0 = clock();
      for (const i of inputs) deriveCharacter(i);
      return clock() - t0;
    },
    quick ? 5 : 15,
  );
  figure(
    "sheets.derive1000.ms",
    `  1,000 varied characters, items → input → deriveCharacter (${stat()})`,
    thousand,
    {
      unit: "ms",
      aim: 50,
      note: `deriveCharacter alone ${deriveOnly.toFixed(2)} ms`,
    },
  );
  const derived = deriveCharacter(input);
  const prepared = { ...actor, system: { ...actor.system, derived, hp: { value: 40, max: derived.hpMax } } };
  console.log(`  characterView                  ${us(perRun(() => views.characterView(prepared)))}`);

  const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8"));
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key) => lookup(lang, String(key)));
  hbs.registerHelper(views.TEMPLATE_HELPERS);
  // Every template is a partial under its Foundry path, as Foundry's loadTemplates registers them (the
  // sheets' parts include each other, and a missing partial throws at render).
  for (const file of readdirSync(join(ROOT, "templates"), { recursive: true, encoding: "utf8" }))
    if (file.endsWith(".hbs"))
      hbs.registerPartial(
        `systems/swordworld25/templates/${file}`,
        readFileSync(join(ROOT, "templates", file), "utf8"),
      );
  const compile = (path) => hbs.compile(readFileSync(join(ROOT, "templates", path), "utf8"));

  const monsterSystem = {
    level: 8,
    fortitude: 9,
    willpower: 8,
    sections: ["Head", "Body", "Left wing", "Right wing"].map((name, i) => ({
      name,
      attackMethod: "Bite",
      accuracy: 9,
      damage: 8,
      evasion: 8,
      defense: 6,
      hp: { value: 40, max: 50 },
      mp: { value: 10, max: 20 },
      core: i === 1,
    })),
    skills: Array.from({ length: 6 }, (_, i) => ({
      name: `Skill ${i}`,
      section: "",
      timing: "major",
      value: 10,
      effect: "",
    })),
  };
  const monster = {
    name: "Bench Drake",
    system: { ...monsterSystem, derived: deriveMonster(monsterSystem) },
  };
  const tabs = Object.fromEntries(
    ["abilities", "profile", "combat", "classes", "magic", "inventory", "effects", "records", "notes"].map(
      (id) => [id, { id, cssClass: "active" }],
    ),
  );
  const characterParts = [
    "actor/parts/header.hbs",
    "actor/parts/tabs.hbs",
    "actor/character/abilities.hbs",
    "actor/character/profile.hbs",
    "actor/character/combat.hbs",
    "actor/character/classes.hbs",
    "actor/character/magic.hbs",
    "actor/character/inventory.hbs",
    "actor/character/effects.hbs",
    "actor/character/records.hbs",
    "actor/parts/notes.hbs",
  ].map(compile);
  const characterContext = { view: views.characterView(prepared), isCharacter: true, tabs };
  const monsterTemplate = compile("actor/monster.hbs");
  const itemTemplate = compile("item/item.hbs");
  const cardTemplate = compile("chat/roll-card.hbs");
  const card = views.cardView({
    kind: "power",
    label: "SW25.Roll.Power",
    power: 30,
    criticalValue: 9,
    extraDamage: 14,
    steps: [
      { dice: [5, 5], sum: 10, power: 30, value: 10 },
      { dice: [4, 3], sum: 7, power: 30, value: 7 },
    ],
    criticals: 1,
    fumble: false,
    total: 31,
    damageKind: "physical",
    healing: false,
  });
  console.log("render (compiled once; view building included)");
  // Issue 21's aim for the sheet (≤ 2 ms with 30 items) belongs to the sheet's own work; printed here. One
  // render as Foundry runs it: the view built once (the sheet's _prepareContext), then every part rendered
  // from it (_preparePartContext adds only the part's tab; test/system/sheet-view-builds.test.ts).
  const sheet = medianMs(
    () => {
      const view = views.characterView(prepared);
      return characterParts.map((t) => t({ ...characterContext, view }));
    },
    quick ? 150 : 500,
    // 150 renders first: after 20, V8 had not finished optimising the compiled templates, and the same tree's
    // figure moved between 1.4 and 3.6 ms from run to run (1.1 to 1.9 ms after 150; the full run's median 1.3
    // to 1.9 ms where it was 2.3 to 3.2). A table renders the same templates for every actor all session.
    150,
  );
  figure("sheets.characterSheet.ms", `  character sheet, all 11 parts, 30 items (${stat()})`, sheet, {
    unit: "ms",
    aim: 2,
  });
  console.log(
    `  monster sheet, 4 sections      ${us(perRun(() => monsterTemplate({ view: views.monsterView(monster) })))}`,
  );
  for (const type of Object.keys(views.ITEM_FIELDS)) {
    const item = actor.items.find((i) => i.type === type) ?? { _id: "x", name: type, type, system: {} };
    console.log(
      `  item sheet ${type.padEnd(20)}${us(perRun(() => itemTemplate({ view: views.itemView(item) }), 100))}`,
    );
  }
  console.log(`  roll card (power, 2 steps)     ${us(perRun(() => cardTemplate({ card })))}`);
}
