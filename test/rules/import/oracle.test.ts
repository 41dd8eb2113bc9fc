/**
 * ytsheet2 as the oracle: test/fixtures/ytsheet2-oracle/ holds invented sheets that an unmodified ytsheet2
 * saved and exported (scripts/ytsheet2-oracle/make-fixtures.mjs; docs/import.md, "Fixtures from ytsheet2
 * itself"). Every total ytsheet2 computed there is recomputed here from our import and must be equal, or be
 * one of the differences on purpose listed below, which the import report then names with its rule.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CharacterDerived } from "../../../src/rules/character/derivation/character-derived.js";
import { CLASS_TABLE } from "../../../src/rules/character/derivation/classes.js";
import { honorTotals } from "../../../src/rules/character/derivation/honor.js";
import { magicPowerOf } from "../../../src/rules/character/derivation/magic-power.js";
import { strategistInitiative } from "../../../src/rules/character/derivation/skill-packages.js";
import { characterInputFromSource, sourceTotals } from "../../../src/rules/import/derive.js";
import { type ActorSource, importYtsheet2 } from "../../../src/rules/import/index.js";
import { CLASS_CODES } from "../../../src/rules/import/tables.js";

const dir = join(import.meta.dirname, "../../fixtures/ytsheet2-oracle");
const names = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""))
  .sort();
const sheet = (name: string) =>
  JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8")) as Record<string, unknown>;
const text = (name: string) => readFileSync(join(dir, `${name}.json`), "utf8");
// Arts (`type` "a") and item (`type` "i") sheets hold no totals: test/rules/import/library.test.ts reads them.
const characters = names.filter((n) => !["m", "a", "i"].includes(String(sheet(n).type)));

/**
 * Where our rules differ from ytsheet2 on purpose (docs/import.md, "Where we differ from ytsheet2"): fixture →
 * ytsheet2 field → the reading the import report names (`params.ruleKey`). Every other total must be equal.
 */
const ON_PURPOSE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The sheet computes its knuckle with Grappler 2; our rules take the better Battle Dancer 4 (ROLL-03).
  "battle-dancer": { weapon2AccTotal: "weaponClass", weapon2DmgTotal: "weaponClass" },
  // The staff names no class (ytsheet2: no class level); ours takes the best that may wield it, Physical Master 1.
  "extra-classes": { weapon1AccTotal: "weaponClass", weapon1DmgTotal: "weaponClass" },
  // Rapier (min. Str 8) for a Fencer of Strength 13: half, rounded up, is 7 (facts §1); ytsheet2 never checks.
  "fencer-shooter": { weapon1AccTotal: "weaponTooHeavy", weapon1DmgTotal: "weaponTooHeavy" },
  // 500 G deposited (:>): our ledger keeps the line as text, so its money sits in the start money.
  "highman-caster": { historyMoneyTotal: "ledgerDeposit" },
};

const ABILITIES = [
  ["A", "Dex", "dexterity"],
  ["B", "Agi", "agility"],
  ["C", "Str", "strength"],
  ["D", "Vit", "vitality"],
  ["E", "Int", "intelligence"],
  ["F", "Mnd", "spirit"],
] as const;

/** ytsheet2's package codes → our classes and packages (facts §3). */
const PACKAGE_CLASS: Readonly<Record<string, string>> = {
  Sco: "scout",
  Ran: "ranger",
  Sag: "sage",
  Bar: "bard",
  Rid: "rider",
  Alc: "alchemist",
  Dar: "darkHunter",
  Geo: "geomancer",
  War: "tactician",
  Phy: "physicalMaster",
};
const PACKAGE_ID: Readonly<Record<string, string>> = {
  Tec: "finesse",
  Agi: "movement",
  Obs: "observation",
  Kno: "knowledge",
  Int: "knowledge",
};

/**
 * ytsheet2 fields that hold a number but are no total of ours, each with the reason: its parts (compared
 * through the totals they make), its own flags, and powers our rules do not compute yet.
 */
const NOT_TOTALS: readonly (readonly [RegExp, string])[] = [
  [/^(hp|mp|vitResist|mndResist|mobility)(Base|AddTotal)$/, "a part of a compared total"],
  [/^stt(Base|Grow|PreGrow|HistGrow|Add|Equip)[A-F]$|^sttSeekerGrow$/, "an input or a part of a score"],
  [/^pack[A-Z][a-z]{2}[A-Z][a-z]{2}Auto$/, "a part of a compared package"],
  [/^raceAbility(Def|Mp|MndResist|MagicPower)$/, "a part of a compared total"],
  [/^raceAbilitySelect\d+$/, "a chosen race ability's name (kept in the race's ability text)"],
  [/^mastery[A-Z]/, "a part of a compared weapon or defense total"],
  [
    /^(defenseSeeker|coreHpAuto|partHpAuto|lvCaster|debtTotal|depositTotal|dishonorBarbaros)$/,
    "not modelled",
  ],
  [/^magicPowerEnhance$|^evasiveManeuver$/, "ytsheet2's count of a feat, compared through its totals"],
  [/^historyGrowTotal$/, "growth count, compared through the scores"],
];

/** The fields ytsheet2 computes on a character sheet (calc-chara.pl), inputs left out. */
const COMPUTED: readonly RegExp[] = [
  /^stt(Dex|Agi|Str|Vit|Int|Mnd)$/,
  /^bonus[A-Z]/,
  /^(hp|mp|vitResist|mndResist|mobility)(Base|AddTotal|Total)$/,
  /^(mobilityFull|mobilityLimited|initiative|monsterLore|level|expRest|expTotal|moneyTotal)$/,
  /^history(Exp|Money|Honor|Grow)Total$/,
  /^defenseTotal\dEva$|^defenseTotal\dDef$/,
  /^weapon\d+(Acc|Dmg)Total$/,
  /^magicPower[A-Z][a-z]{2}$/,
  /^pack[A-Z]/,
  /^mastery[A-Z]/,
  /^raceAbility[A-Z]/,
  /^sttHistGrow[A-F]$|^sttSeekerGrow$/,
  /^(defenseSeeker|coreHpAuto|partHpAuto|lvCaster|debtTotal|depositTotal|evasiveManeuver|magicPowerEnhance)$/,
];

type Pair = readonly [field: string, theirs: number, ours: number];

/** Every total ytsheet2 wrote on a character sheet, next to ours. */
function characterTotals(s: Record<string, unknown>, actor: ActorSource, d: CharacterDerived): Pair[] {
  const n = (key: string) => Number(s[key] ?? 0) || 0;
  const pairs: Pair[] = [];
  const add = (field: string, ours: number | null) => {
    if (s[field] !== undefined) pairs.push([field, n(field), ours ?? 0]);
  };
  for (const [letter, name, ability] of ABILITIES) {
    // ytsheet2's stt{X} leaves out the other increases; our score holds them.
    pairs.push([
      `stt${name}`,
      n(`stt${name}`) + n(`sttAdd${letter}`) + n(`sttEquip${letter}`),
      d.scores[ability],
    ]);
    add(`bonus${name}`, d.modifiers[ability]);
  }
  add("level", d.adventurerLevel);
  add("hpTotal", d.hpMax);
  add("mpTotal", d.mpMax);
  add("vitResistTotal", d.fortitude);
  add("mndResistTotal", d.willpower);
  add("initiative", d.initiative);
  add("monsterLore", d.monsterKnowledge);
  add("mobilityTotal", d.movement.normal);
  add("mobilityFull", d.movement.full);
  add("mobilityLimited", d.movement.limited);
  add("defenseTotal1Eva", d.evasion);
  add("defenseTotal1Def", d.defense);
  d.weapons.forEach((w, i) => {
    add(`weapon${i + 1}AccTotal`, w.accuracy);
    // ytsheet2's damage total holds Weapon Proficiency, which ours keeps apart (DMG-04).
    add(`weapon${i + 1}DmgTotal`, w.extraDamage + w.proficiency);
  });
  for (const [code, classId] of [...CLASS_CODES, ["Wiz", "wizard"] as const]) {
    const key = `magicPower${code}`;
    if (classId === null || s[key] === undefined || n(key) === 0) continue;
    if (classId !== "wizard" && CLASS_TABLE[classId as keyof typeof CLASS_TABLE]?.kind !== "wizard") continue;
    add(key, magicPowerOf(d.magicPowers, classId));
  }
  for (const [code, classId] of [
    ["Bar", "bard"],
    ["Alc", "alchemist"],
    ["Dar", "darkHunter"],
    ["Mys", "mystic"],
  ] as const)
    if (n(`lv${code}`) > 0)
      add(`magicPower${code}`, d.techniquePowers.find((p) => p.classId === classId)?.power ?? null);
  const input = characterInputFromSource(actor);
  for (const key of Object.keys(s)) {
    const m = /^pack([A-Z][a-z]{2})([A-Z][a-z]{2})$/.exec(key);
    if (!m) continue;
    const [, code = "", pkg = ""] = m;
    const classId = PACKAGE_CLASS[code];
    if (!classId || n(`lv${code}`) === 0) continue;
    if (code === "War" && pkg === "Int") {
      add(key, strategistInitiative(input.classes, d.modifiers, input.packageOptions));
      continue;
    }
    const packageId =
      code === "War" || (code === "Phy" && pkg === "Agi")
        ? "initiative"
        : code === "Phy"
          ? "monsterLore"
          : code === "Bar"
            ? "lore"
            : PACKAGE_ID[pkg];
    add(key, d.packages.find((p) => p.classId === classId && p.packageId === packageId)?.value ?? null);
  }
  const totals = sourceTotals(actor);
  add("expTotal", d.experience.total);
  add("historyExpTotal", totals.experience.total);
  add("expRest", d.experience.unspent);
  add("historyMoneyTotal", totals.money.start + totals.money.sessions);
  add("moneyTotal", totals.money.total);
  add("historyHonorTotal", totals.honor.total);
  return pairs;
}

function imported(name: string) {
  const result = importYtsheet2(text(name));
  expect(result.error, name).toBeNull();
  expect(result.ok).toBe(true);
  return result;
}

describe("the fixtures are ytsheet2's answers to our input sheets", () => {
  const inputs = join(import.meta.dirname, "../../../scripts/ytsheet2-oracle/sheets");
  const inputNames = readdirSync(inputs)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();

  it("one fixture per input sheet, and no other", () => {
    expect(names).toEqual(inputNames);
  });

  it.each(inputNames)(
    "%s: every field we typed is in the fixture as ytsheet2 stores it (regenerated)",
    (name) => {
      const input = JSON.parse(readFileSync(join(inputs, `${name}.json`), "utf8")) as Record<string, string>;
      const stored = sheet(name);
      for (const [key, value] of Object.entries(input)) {
        if (key === "$comment") continue;
        // ytsheet2 drops empty fields and escapes < > & and line breaks (pcEscape).
        if (value === "") expect(stored[key] ?? "", key).toBe("");
        else
          expect(stored[key], key).toBe(
            value
              .replace(/&/g, "&amp;")
              .replace(/</g, "&lt;")
              .replace(/>/g, "&gt;")
              .replace(/\r?\n/g, "&lt;br&gt;"),
          );
      }
      expect(stored.result).toBe("OK");
      expect(stored.ver).toBe("1.26.100");
    },
  );
});

describe("ytsheet2 as the oracle: characters", () => {
  it.each(characters)(
    "[FACTS-1] %s: every total ytsheet2 computed is ours, or the report names our rule",
    (name) => {
      const s = sheet(name);
      const result = imported(name);
      const actor = result.actor as ActorSource;
      const pairs = characterTotals(s, actor, result.derived as CharacterDerived);
      const onPurpose = ON_PURPOSE[name] ?? {};
      const mismatches = result.warnings.filter((w) => w.code === "TotalMismatch");
      for (const [field, theirs, ours] of pairs) {
        const rule = onPurpose[field];
        const warned = mismatches.find((w) => w.params?.field === field);
        if (rule === undefined) {
          expect(ours, `${name} ${field}`).toBe(theirs);
          expect(warned, `${name} ${field}`).toBeUndefined();
        } else {
          // A difference on purpose must still be one (or the list is stale), and be reported with its rule.
          expect(ours, `${name} ${field} should differ`).not.toBe(theirs);
          expect(warned?.params, `${name} ${field}`).toMatchObject({ ytsheet: theirs, ours, ruleKey: rule });
        }
      }
      // Every difference on purpose is a field this test compared.
      for (const field of Object.keys(onPurpose)) expect(pairs.map((p) => p[0])).toContain(field);
    },
  );

  it.each(characters)(
    "%s: every number ytsheet2 computed is compared above or named as no total of ours",
    (name) => {
      const s = sheet(name);
      const result = imported(name);
      const compared = new Set(
        characterTotals(s, result.actor as ActorSource, result.derived as CharacterDerived).map((p) => p[0]),
      );
      const computed = Object.keys(s).filter((key) => COMPUTED.some((pattern) => pattern.test(key)));
      // ytsheet2 writes 0 for the powers and packages of classes the character does not have.
      const absentClass = (key: string) => /^(magicPower|pack)[A-Z]/.test(key) && Number(s[key]) === 0;
      const unexplained = computed.filter(
        (key) =>
          !compared.has(key) && !absentClass(key) && !NOT_TOTALS.some(([pattern]) => pattern.test(key)),
      );
      expect(unexplained).toEqual([]);
    },
  );

  it("[FACTS-1] the three totals the rules fix: 軍師の知略 Initiative 8, Highman magic power, a Battle Dancer's buckler", () => {
    const war = imported("war-leader");
    expect(sheet("war-leader").initiative).toBe("8");
    expect((war.derived as CharacterDerived).initiative).toBe(8);
    const highman = imported("highman-caster").derived as CharacterDerived;
    expect(Object.fromEntries(highman.magicPowers.map((m) => [m.source, m.magicPower]))).toEqual({
      sorcerer: 8,
      conjurer: 7,
      abyssGazer: 7,
      wizard: 8,
    });
    const dancer = imported("battle-dancer").derived as CharacterDerived;
    expect(dancer).toMatchObject({ evasionClass: "battleDancer", evasion: 9 });
  });

  it("[36-3] ytsheet2's classes outside the core rules are ours: no warning, ytsheet2's packages and powers", () => {
    for (const name of ["extra-classes", "physical-master"]) {
      const result = imported(name);
      const onPurpose = Object.keys(ON_PURPOSE[name] ?? {});
      expect(
        result.warnings.filter(
          (w) =>
            ["UnknownClass", "TotalNotComputed", "TotalMismatch"].includes(w.code) &&
            !onPurpose.includes(String(w.params?.field)),
        ),
        name,
      ).toEqual([]);
      expect(
        (result.actor as ActorSource).items.filter(
          (i) => i.type === "class" && i.system.classId === "custom",
        ),
      ).toEqual([]);
    }
    // ytsheet2's own arithmetic of 回避行動 and of the Physical Master's 魔装 (部位耐久増強 …) is no unknown field.
    const unmapped = imported("physical-master")
      .warnings.filter((w) => w.code === "UnmappedField")
      .map((w) => w.params?.field);
    expect(unmapped.filter((f) => /^(evasiveManeuver|(part|core)[A-Z])/.test(String(f)))).toEqual([]);
    const extra = imported("extra-classes").derived as CharacterDerived;
    expect(sheet("extra-classes")).toMatchObject({ magicPowerGri: "7", magicPowerMys: "5", packPhyAgi: "3" });
    expect(magicPowerOf(extra.magicPowers, "grimoire")).toBe(7);
    expect(extra.techniquePowers.find((p) => p.classId === "mystic")?.power).toBe(5);
    expect(extra.initiative).toBe(3);
    const phy = imported("physical-master").derived as CharacterDerived;
    expect(sheet("physical-master")).toMatchObject({
      initiative: "7",
      monsterLore: "6",
      weapon1AccTotal: "6",
      weapon1DmgTotal: "7",
      defenseTotal1Eva: "8",
    });
    expect([phy.initiative, phy.monsterKnowledge, phy.evasionClass, phy.evasion]).toEqual([
      7,
      6,
      "physicalMaster",
      8,
    ]);
    expect(phy.weapons[0]).toMatchObject({ classId: "physicalMaster", accuracy: 6 });
  });

  it("[FACTS-2] the fixtures cover every class our rules know, with gear, races, records and honour", () => {
    const all = characters.map(sheet);
    const classes = new Set<string>();
    for (const s of all)
      for (const [code, classId] of CLASS_CODES)
        if (classId && Number(s[`lv${code}`] ?? 0) > 0) classes.add(classId);
    expect([...classes].sort()).toEqual(Object.keys(CLASS_TABLE).sort());
    expect(new Set(all.map((s) => s.race)).size).toBeGreaterThanOrEqual(5);
    const has = (pattern: RegExp) =>
      all.filter((s) => Object.keys(s).some((k) => pattern.test(k) && s[k] !== "")).length;
    expect(has(/^weapon\dName$/)).toBe(all.length);
    expect(has(/^armour\dCategory$/)).toBeGreaterThanOrEqual(4);
    expect(all.filter((s) => Object.values(s).includes("盾")).length).toBeGreaterThanOrEqual(3);
    expect(has(/^accessory.+Name$/)).toBe(all.length);
    expect(has(/^chatPalette$/)).toBe(all.length);
    expect(has(/^cashbook$/)).toBeGreaterThanOrEqual(4);
    expect(has(/^history1Title$/)).toBeGreaterThanOrEqual(4);
    expect(has(/^honorItem1$/)).toBeGreaterThanOrEqual(2);
    expect(all.filter((s) => Number(s.honorRank ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
  });

  it("honour left after honour items and ranks bought with honour is ytsheet2's `honor`", () => {
    for (const name of characters) {
      const s = sheet(name);
      const actor = imported(name).actor as ActorSource;
      const honor = (actor.system as { honor: { items: { points: number }[] } }).honor;
      const left = honorTotals(sourceTotals(actor).honor.total, honor.items).remaining;
      expect(left, name).toBe(Number(s.honor));
    }
  });
});

/** ytsheet2's stat rows of a monster sheet; a style ending in ×2 stands for two parts. */
function statusRows(s: Record<string, unknown>) {
  const rows = [];
  for (let i = 1; i <= Number(s.statusNum); i++) {
    const v = (f: string) => (s[`status${i}${f}`] === undefined ? null : String(s[`status${i}${f}`]));
    const times = Number(/[×x](\d+)$/.exec(v("Style") ?? "")?.[1] ?? 1);
    for (let t = 0; t < times; t++) rows.push({ row: i, v });
  }
  return rows;
}

const num = (text: string | null) => (text === null || text === "" || text === "-" ? null : Number(text));

describe("ytsheet2 as the oracle: monsters", () => {
  const monsters = names.filter((n) => sheet(n).type === "m" && !sheet(n).mount);

  it.each(monsters)("[ROLL-04] %s: every part imports with ytsheet2's numbers and fixed values", (name) => {
    const s = sheet(name);
    const result = imported(name);
    expect(result.kind).toBe("monster");
    expect(result.warnings.filter((w) => w.code === "TotalMismatch")).toEqual([]);
    const system = (result.actor as ActorSource).system as { sections: Record<string, unknown>[] };
    const rows = statusRows(s);
    // One section per part: a row written ×2 is two.
    expect(system.sections).toHaveLength(rows.length);
    const ours = system.sections.map((sec) => [
      (sec.hp as { max: number }).max,
      (sec.mp as { max: number } | null)?.max ?? null,
      sec.defense,
      sec.evasion,
    ]);
    const theirs = rows.map(({ v }) => [num(v("Hp")), num(v("Mp")), num(v("Defense")), num(v("Evasion"))]);
    expect(ours).toEqual(theirs);
    // The fixed values (base + 7, ROLL-04) of every part, as ytsheet2's form wrote them.
    const derived = result.derived as unknown as {
      sections: { accuracy: { fixed: number } | null; evasion: { fixed: number } | null }[];
      fortitude: { fixed: number };
      willpower: { fixed: number };
    };
    expect(derived.sections.map((sec) => [sec.accuracy?.fixed ?? null, sec.evasion?.fixed ?? null])).toEqual(
      rows.map(({ v }) => [num(v("AccuracyFix")), num(v("EvasionFix"))]),
    );
    expect([derived.fortitude.fixed, derived.willpower.fixed]).toEqual([
      num(String(s.vitResistFix)),
      num(String(s.mndResistFix)),
    ]);
  });

  it.each(monsters)("%s: HP and MP of each part are the ones ytsheet2 shows (its unitStatus)", (name) => {
    const s = sheet(name);
    const system = (imported(name).actor as ActorSource).system as { sections: Record<string, unknown>[] };
    const unit = (s.unitStatus as Record<string, string>[]).flatMap((o) => Object.entries(o));
    const shown = (kind: "HP" | "MP") =>
      unit.filter(([k]) => k === kind || k.endsWith(`:${kind}`)).map(([, v]) => Number(v.split("/")[1]));
    const rows = statusRows(s);
    // ytsheet2 shows one entry per row (a ×2 row once), and MP only where a part has some.
    const firstOfRow = system.sections.filter((_, i) => i === 0 || rows[i]?.row !== rows[i - 1]?.row);
    expect(firstOfRow.map((sec) => (sec.hp as { max: number }).max)).toEqual(shown("HP"));
    expect(
      firstOfRow.flatMap((sec) =>
        (sec.mp as { max: number } | null)?.max ? [(sec.mp as { max: number }).max] : [],
      ),
    ).toEqual(shown("MP"));
  });

  it("loot prices with thousands separators and the movement notations are read", () => {
    const loot = (name: string) =>
      ((imported(name).actor as ActorSource).system as { loot: { roll: string; price: number }[] }).loot.map(
        (l) => [l.roll, l.price],
      );
    expect(loot("monster-single")).toEqual([
      ["always", 30],
      ["2-9", 80],
      ["10+", 1200],
    ]);
    expect(loot("monster-three-parts")).toEqual([
      ["always", 1500],
      ["8+", 300],
    ]);
    const movement = (name: string) =>
      ((imported(name).actor as ActorSource).system as { movement: Record<string, unknown> }).movement;
    expect(movement("monster-single")).toMatchObject({ ground: 20 });
    expect(movement("monster-two-parts")).toMatchObject({ ground: 11 });
    expect(movement("monster-three-parts")).toMatchObject({ ground: 15, special: 30, specialKind: "flying" });
  });
});

describe("ytsheet2 as the oracle: a mount with level rows", () => {
  it("every level row of every part imports, with prices", () => {
    const s = sheet("mount-three-levels");
    const result = imported("mount-three-levels");
    expect(result.kind).toBe("mount");
    const system = (result.actor as ActorSource).system as {
      levelRange: { min: number; max: number };
      levels: { level: number; sections: Record<string, unknown>[] }[];
      prices: { purchase: number; rental: number };
    };
    expect(system.levelRange).toEqual({ min: 5, max: 7 });
    expect(system.levels.map((l) => l.level)).toEqual([5, 6, 7]);
    system.levels.forEach((l, n) => {
      const k = (i: number, f: string) => s[n === 0 ? `status${i}${f}` : `status${i}-${n + 1}${f}`];
      expect(
        l.sections.map((sec) => [
          sec.accuracy,
          sec.evasion,
          sec.defense,
          sec.hpMax,
          sec.mpMax,
          sec.fortitude,
          sec.willpower,
        ]),
      ).toEqual(
        [1, 2].map((i) => [
          num(String(k(i, "Accuracy"))),
          num(String(k(i, "Evasion"))),
          num(String(k(i, "Defense"))),
          num(String(k(i, "Hp"))),
          num(String(k(i, "Mp"))),
          num(String(k(i, "Vit"))),
          num(String(k(i, "Mnd"))),
        ]),
      );
    });
    expect(system.prices).toMatchObject({ purchase: 6000, rental: 1200 });
  });
});
