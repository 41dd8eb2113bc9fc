/**
 * ytsheet2's default chat palette rolls in ours. The fixtures in test/fixtures/ytsheet2-palette/ are ytsheet2's own
 * palette output (`mode=palette`, for BCDice and for its default tool ゆとチャ) for two invented characters, made
 * with ytsheet2 itself (see the README there). The part above `### ■能力値` is the palette a player keeps (the
 * `chatPalette` field); below it ytsheet2 appends the `//name=value` lines defining its variables from its own
 * totals. So: resolved with ytsheet2's own definitions, each line is the roll ytsheet2's dice tools make; resolved
 * against our derived values for the same character, it must be the same roll.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CharacterInput } from "../../../../src/rules/character/derivation/character-derived.js";
import { deriveCharacter } from "../../../../src/rules/character/derivation/character-derived.js";
import { schoolMagicPower } from "../../../../src/rules/character/derivation/magic-power.js";
import {
  defaultPalette,
  type PaletteEntry,
  type PaletteValues,
  paletteLine,
  paletteText,
  paletteValues,
  paletteVariables,
  parsePaletteText,
  resolvePalette,
} from "../../../../src/rules/character/palette/palette.js";
import {
  budgetedOdds,
  OddsBudget,
  PALETTE_ODDS_WORK,
} from "../../../../src/rules/character/palette/palette-odds.js";
import { ytsheetValues } from "../../../../src/rules/character/palette/palette-ytsheet.js";
import { parseNotation } from "../../../../src/rules/dice/notation.js";
import { notationOdds } from "../../../../src/rules/dice/notation-odds.js";
import { hasRealSheets, realSheetPath } from "../../../shared-folder.js";
import { adventurer, cls, weapon } from "../fixtures.js";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/ytsheet2-palette/${name}`, import.meta.url), "utf8");

/** The palette a player keeps: ytsheet2's output above the variables it appends. */
function keptPart(text: string): string {
  return text.slice(0, text.indexOf("### ■能力値"));
}

/** name → resolved notation (or the error code and name) for every roll line of a palette. */
function rolls(entries: readonly PaletteEntry[], values: PaletteValues): [string, string][] {
  const variables = paletteVariables(entries);
  return entries.flatMap((e): [string, string][] => {
    const line = paletteLine(e);
    if (line.kind !== "roll") return [];
    const r = resolvePalette(line.formula, values, variables);
    return [[line.name, r.ok ? r.value : `${r.error.code}:${String(r.error.params?.name)}`]];
  });
}

function character(extra: Partial<CharacterInput>, race: Record<string, number>): CharacterInput {
  const base = adventurer(extra);
  const abilities = Object.fromEntries(
    Object.entries(base.abilities).map(([k, v]) => [k, { ...v, race: race[k] ?? 0 }]),
  ) as unknown as CharacterInput["abilities"];
  return { ...base, abilities };
}

// The first invented character (README): Technique 8, Body 7, Mind 9; Dex 16, Agi 17, Str 13, Vit 12, Int 19,
// Spi 13; Fighter 3, Scout 2, Sorcerer 2, Sage 1; a long sword (accuracy +1, power 13, C 10), hard leather
// (defense 4), a round shield (evasion +1, defense 1).
const fighterClasses = [
  { ...cls("fighter", 3), tier: "A", kind: "warrior" },
  cls("scout", 2),
  { ...cls("sorcerer", 2), tier: "A", kind: "wizard" },
  cls("sage", 1),
] as const;
const fighter = deriveCharacter(
  character(
    {
      base: { technique: 8, body: 7, mind: 9 },
      classes: fighterClasses,
      weapons: [weapon({ accuracy: 1, power: 13, criticalValue: 10, minStrength: 13 })],
      armor: {
        id: "a",
        armorKind: "nonMetal",
        rank: "B",
        minStrength: 13,
        evasion: 0,
        defense: 4,
        grapplerMay: false,
      },
      shields: [{ id: "s", metal: false, rank: "B", minStrength: 8, evasion: 1, defense: 1 }],
    },
    { dexterity: 8, agility: 9, strength: 6, vitality: 5, intelligence: 10, spirit: 4 },
  ),
);
const fighterValues = paletteValues(fighter, fighterClasses);

// The second: Technique 7, Body 8, Mind 10; Dex 13, Agi 18, Str 17, Vit 15, Int 18, Spi 22; Grappler 2, Priest 3,
// Conjurer 2, Ranger 1, Alchemist 1, Bard 1, War Leader 1, Rider 1; a cestus (power 10, C 11, damage +1) and
// cloth armour (defense 2).
const grapplerClasses = [
  { ...cls("grappler", 2), tier: "A", kind: "warrior" },
  { ...cls("priest", 3), tier: "A", kind: "wizard" },
  { ...cls("conjurer", 2), tier: "A", kind: "wizard" },
  cls("ranger", 1),
  cls("alchemist", 1),
  cls("bard", 1),
  cls("tactician", 1),
  cls("rider", 1),
] as const;
const grappler = deriveCharacter(
  character(
    {
      base: { technique: 7, body: 8, mind: 10 },
      classes: grapplerClasses,
      weapons: [
        weapon({ category: "wrestling", power: 10, criticalValue: 11, extraDamage: 1, minStrength: 5 }),
      ],
      armor: {
        id: "a",
        armorKind: "nonMetal",
        rank: "B",
        minStrength: 1,
        evasion: 0,
        defense: 2,
        grapplerMay: true,
      },
    },
    { dexterity: 6, agility: 11, strength: 9, vitality: 7, intelligence: 8, spirit: 12 },
  ),
);
const grapplerValues = paletteValues(grappler, grapplerClasses);

describe("ytsheet2's default palette rolls as on ytsheet2's dice tools", () => {
  it("the fixture characters are the ones ytsheet2 computed (accuracy 6, damage +5, evasion 6, defense 5)", () => {
    expect(fighter.scores).toEqual({
      dexterity: 16,
      agility: 17,
      strength: 13,
      vitality: 12,
      intelligence: 19,
      spirit: 13,
    });
    expect(fighter.weapons[0]).toMatchObject({ accuracy: 6, extraDamage: 5 });
    expect([fighter.evasion, fighter.defense]).toEqual([6, 5]);
    expect(grappler.scores.spirit).toBe(22);
  });

  for (const tool of ["bcdice", "ytc"]) {
    it(`[ROLL-03] fighter/sorcerer, ${tool}: ytsheet2's own definitions give the rolls listed`, () => {
      const full = parsePaletteText(fixture(`fighter-sorcerer.${tool}.txt`));
      // Resolved with ytsheet2's appended lines only: no value of ours is asked for.
      const theirs = new Map(rolls(full, {}));
      expect(theirs.get("冒険者＋器用")).toBe("2d+5");
      expect(theirs.get("スカウト技巧")).toBe("2d+4");
      expect(theirs.get("セージ知識")).toBe("2d+4");
      expect(theirs.get("真語魔法行使")).toBe("2d+5");
      expect(theirs.get("命中力／ロングソード1H")).toBe("2d+6");
      expect(theirs.get("生命抵抗力")).toBe("2d+5");
      expect(theirs.get("精神抵抗力")).toBe("2d+5");
      expect(theirs.get("回避力")).toBe("2d+6");
      const damage = tool === "bcdice" ? "ダメージ／ロングソード1H" : "ダメージ";
      expect(theirs.get(damage)).toBe("k13[10]+5");
      const half = tool === "bcdice" ? "半減／真語魔法" : "半減";
      expect(theirs.get(half)).toBe("k10[13]+5h");
      for (const [name, notation] of theirs)
        expect(parseNotation(notation).ok, `${name}: ${notation}`).toBe(true);
    });

    it(`[ROLL-03] fighter/sorcerer, ${tool}: the kept palette resolves against our values to the same rolls`, () => {
      const full = parsePaletteText(fixture(`fighter-sorcerer.${tool}.txt`));
      const kept = parsePaletteText(keptPart(fixture(`fighter-sorcerer.${tool}.txt`)));
      expect(rolls(kept, fighterValues)).toEqual(rolls(full, {}).slice(0, rolls(kept, fighterValues).length));
    });

    it(`[ROLL-03] grappler/priest, ${tool}: the kept palette resolves against our values to the same rolls`, () => {
      const full = parsePaletteText(fixture(`grappler-priest.${tool}.txt`));
      const kept = parsePaletteText(keptPart(fixture(`grappler-priest.${tool}.txt`)));
      const ours = rolls(kept, grapplerValues);
      const theirs = rolls(full, {}).slice(0, ours.length);
      // Rider's Observation package needs a stunt we do not model (facts §3): ours names it, ytsheet2 rolls it.
      const observation = ours.findIndex(([name]) => name === "ライダー観察");
      expect(ours[observation]).toEqual(["ライダー観察", "PaletteUnknownReference:ライダー観察"]);
      expect(theirs[observation]).toEqual(["ライダー観察", "2d+4"]);
      ours.splice(observation, 1);
      theirs.splice(observation, 1);
      expect(ours).toEqual(theirs);
      const byName = new Map(ours);
      expect(byName.get("ウォーリーダー先制(知)")).toBe("2d+4");
      expect(byName.get("呪歌演奏")).toBe("2d+4");
      expect(byName.get("賦術")).toBe("2d+4");
      expect(byName.get("神聖魔法行使")).toBe("2d+6");
      // Conjurer's healing (power 0) and the Priest's (power 10), each with its magic power.
      expect(ours.filter(([name]) => name === "回復量")).toEqual([
        ["回復量", "k0[13]+5"],
        ["回復量", "k10[13]+6"],
      ]);
    });
  }

  it("headings, variable lines and text lines are told apart; ゆとチャ's name-first lines are read", () => {
    const entries = parsePaletteText(keptPart(fixture("fighter-sorcerer.ytc.txt")));
    expect(paletteLine(entries[0] as PaletteEntry)).toEqual({ kind: "heading", text: "■非戦闘系" });
    expect(entries[1]).toEqual({ name: "冒険者＋器用", formula: "2d+{冒険者}+{器用B}" });
    const kinds = entries.map((e) => paletteLine(e).kind);
    expect(kinds.filter((k) => k === "heading")).toHaveLength(6);
    expect(entries.map(paletteLine)).toContainEqual({ kind: "text", text: "[宣]《全力攻撃Ⅰ》" });
    expect(entries.map(paletteLine)).toContainEqual({ kind: "variable", variable: "魔法C", value: "10" });
    expect(entries.map(paletteLine)).toContainEqual({ kind: "heading", text: "" });
  });

  it("a variable line may stand after its use; the palette's own value wins over the actor's", () => {
    const palette = parsePaletteText("2d+{命中1}+{命中修正} 命中\n//命中修正=2\n2d+{x}\n//x={y}+1\n//y=3");
    const vars = paletteVariables(palette);
    expect(resolvePalette("2d+{命中1}+{命中修正}", fighterValues, vars)).toEqual({ ok: true, value: "2d+8" });
    expect(resolvePalette("2d+{x}", fighterValues, vars)).toEqual({ ok: true, value: "2d+4" });
    const own = new Map([["命中1", "10"]]);
    expect(resolvePalette("2d+{命中1}", fighterValues, own)).toEqual({ ok: true, value: "2d+10" });
    // ytsheet2's modifier lines default to its own values when the palette leaves them out.
    expect(resolvePalette("k13[10+{C修正}]+{追加D1}+{追加D修正}{出目修正}", fighterValues)).toEqual({
      ok: true,
      value: "k13[10]+5",
    });
    expect(resolvePalette("k13[10]+{追加D1}{出目修正}", fighterValues, new Map([["クリレイ", "2"]]))).toEqual(
      {
        ok: true,
        value: "k13[10]+5$+2",
      },
    );
  });

  it("a variable that never stops expanding is an error value naming it, in bounded time", () => {
    const loop = resolvePalette(
      "2d+{a}",
      {},
      new Map([
        ["a", "{b}"],
        ["b", "{a}"],
      ]),
    );
    expect(loop.ok ? null : loop.error).toMatchObject({ code: "PaletteVariableLoop" });
    const doubling = resolvePalette("2d+{a}", {}, new Map([["a", "{a}{a}"]]));
    expect(doubling.ok ? null : doubling.error).toMatchObject({
      code: "PaletteVariableLoop",
      params: { name: "a" },
    });
  });

  it("an unknown ytsheet2 variable is an error value naming it", () => {
    const r = resolvePalette("2d+{命中2}+{命中修正}", fighterValues);
    expect(r.ok ? null : r.error).toMatchObject({
      code: "PaletteUnknownReference",
      params: { name: "命中2" },
    });
  });

  it.skipIf(!hasRealSheets())(
    "the shared constructed sheet's palette, stored with escaped line breaks, reads as two rolls",
    () => {
      const sheet = JSON.parse(readFileSync(realSheetPath("constructed__cashbook-palette"), "utf8")) as {
        chatPalette: string;
      };
      expect(parsePaletteText(sheet.chatPalette)).toEqual([
        { name: "魔物知識", formula: "2d6+4" },
        { name: "奈落魔法行使", formula: "2d6+7" },
      ]);
    },
  );
});

describe("our palette copied out in ytsheet2's text, read back", () => {
  const label = (key: string, n?: string) => (n ? `${key} ${n}` : key);

  it("uses ytsheet2's variable names, not ours", () => {
    const text = paletteText(defaultPalette(fighter, label), fighterValues);
    expect(text).toContain("2d6+{命中1} accuracy 1");
    expect(text).toContain("k{威力1}+{追加D1}@{C値1} damage 1");
    expect(text).toContain("2d6+{回避1} evasion");
    expect(text).toContain("2d6+{生命抵抗} fortitude");
    expect(text).toContain("2d6+{精神抵抗} willpower");
    expect(text).toContain("2d6+{スカウト技巧}");
    // ytsheet2 has no initiative or monster knowledge variable: the value is written.
    expect(text).toContain("2d6+4 initiative");
    expect(text).not.toMatch(/\{[A-Za-z.]+\d*\}/);
  });

  it("round trip: ours → ytsheet2 text → ours resolves the same rolls", () => {
    const ours = defaultPalette(fighter, label);
    const back = parsePaletteText(paletteText(ours, fighterValues));
    expect(rolls(back, fighterValues)).toEqual(rolls(ours, fighterValues));
    expect(rolls(back, fighterValues).every(([, n]) => parseNotation(n).ok)).toBe(true);
    // Our Japanese aliases are written as ytsheet2's numbered names.
    expect(paletteText([{ name: "命中力判定", formula: "2d6+{命中}" }])).toBe("2d6+{命中1} 命中力判定");
    // ytsheet2's own names stay as written; ours become ytsheet2's.
    expect(paletteText([{ name: "", formula: "2d6+{冒険者}+{器用}+{DEX}+{スカウト技巧}+{命中修正}" }])).toBe(
      "2d6+{冒険者}+{器用}+{DEX}+{スカウト技巧}+{命中修正}",
    );
    expect(paletteText([{ name: "", formula: "k{威力}+{追加ダメージ}@{C値}" }])).toBe(
      "k{威力1}+{追加D1}@{C値1}",
    );
    expect(paletteText([{ name: "", formula: "2d6+{scout.finesse}+{dexterityBonus}" }])).toBe(
      "2d6+{スカウト技巧}+{器用B}",
    );
    // A name the palette defines itself stays as written.
    expect(
      paletteText([
        { name: "", formula: "2d6+{evasion}" },
        { name: "", formula: "//evasion=1" },
      ]),
    ).toBe("2d6+{evasion}\n//evasion=1");
  });

  it("the same line written again answers for this actor's values, never an earlier one's (remembered text)", () => {
    const line = [{ name: "", formula: "2d6+{initiative}+{monsterKnowledge}" }];
    for (let round = 0; round < 2; round++) {
      expect(paletteText(line, { initiative: 5, monsterKnowledge: 3 })).toBe("2d6+5+3");
      expect(paletteText(line, { initiative: -2 })).toBe("2d6+(-2)+{monsterKnowledge}");
      expect(paletteText(line, { monsterKnowledge: 0.5 })).toBe("2d6+{initiative}+0.5");
      expect(paletteText(line)).toBe("2d6+{initiative}+{monsterKnowledge}");
      // Only a finite number is written in; anything else leaves the name, as no value does.
      const odd = { initiative: "5", monsterKnowledge: Number.NaN } as unknown as PaletteValues;
      expect(paletteText(line, odd)).toBe("2d6+{initiative}+{monsterKnowledge}");
      expect(paletteText(line, { initiative: Number.POSITIVE_INFINITY })).toBe(
        "2d6+{initiative}+{monsterKnowledge}",
      );
    }
    // A formula holding the key's separator is written whole.
    expect(paletteText([{ name: "", formula: "2d6+{initiative}\u0000+1" }], { initiative: 4 })).toBe(
      "2d6+4\u0000+1",
    );
  });
});

describe("built-in object property names are names like any other (no lookup reaches the prototype)", () => {
  it("a stored spell school named after one is no school", () => {
    const powers = fighter.magicPowers;
    expect(schoolMagicPower(powers, "truespeech")).toBe(5);
    for (const name of ["constructor", "__proto__", "toString"])
      expect(schoolMagicPower(powers, name)).toBeNull();
  });

  const names = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
  for (const name of names)
    it(`{${name}} is an unknown reference, and a palette variable of that name works`, () => {
      const r = resolvePalette(`2d6+{${name}}`, fighterValues);
      expect(r.ok ? null : r.error).toMatchObject({ code: "PaletteUnknownReference", params: { name } });
      const vars = paletteVariables(parsePaletteText(`//${name}=3`));
      expect(resolvePalette(`2d6+{${name}}`, fighterValues, vars)).toEqual({ ok: true, value: "2d6+3" });
      expect(paletteText([{ name: "", formula: `2d6+{${name}}` }], fighterValues)).toBe(`2d6+{${name}}`);
    });
});

describe("palette odds within a work budget", () => {
  it("a usual line is computed as the engine computes it; the budget counts its work", () => {
    const budget = new OddsBudget();
    expect(budgetedOdds("k13[10]+5", budget)).toEqual(notationOdds("k13[10]+5"));
    expect(budgetedOdds("2d6+6>=10", budget)).toEqual(notationOdds("2d6+6>=10"));
    expect(budget.computed).toBe(2);
    expect(budget.spent).toBeGreaterThan(0);
    expect(budget.spent).toBeLessThanOrEqual(PALETTE_ODDS_WORK);
  });

  it("[ROLL-06] a line whose real work exceeds its estimate is charged its real steps, and never past the budget", async () => {
    const { boundedPowerOdds, powerOddsWork } = await import("../../../../src/rules/dice/odds.js");
    const { parsePowerNotation } = await import("../../../../src/rules/dice/power-notation.js");
    // K6@3AD2: a long critical chain whose estimate (about 69,000 steps) fits in one view's budget, while
    // the chain really takes about 103,000, past the whole budget of 100,000.
    const parsed = parsePowerNotation("K6@3AD2");
    if (!parsed.ok) throw new Error("parse");
    const real = boundedPowerOdds(parsed.spec).steps;
    expect(powerOddsWork(parsed.spec)).toBeLessThan(PALETTE_ODDS_WORK);
    expect(real).toBeGreaterThan(PALETTE_ODDS_WORK);
    const budget = new OddsBudget();
    // Cut at the budget: it waits to be asked for, and the view has spent exactly its budget, no step more.
    expect(budgetedOdds("K6@3AD2", budget)).toBeNull();
    expect(budget.computed).toBe(0);
    expect(budget.spent).toBeGreaterThan(PALETTE_ODDS_WORK / 2);
    expect(budget.spent).toBeLessThanOrEqual(PALETTE_ODDS_WORK);
    // Cut once, it is not tried again with no more budget than it had: the next render spends nothing on it,
    // and a cheap line after it is still computed.
    const next = new OddsBudget();
    expect(budgetedOdds("K6@3AD2", next)).toBeNull();
    expect(next.spent).toBe(0);
    expect(budgetedOdds("2d6+6>=10", next)).toEqual(notationOdds("2d6+6>=10"));
    // With a larger budget it is tried again, and computed.
    const large = new OddsBudget(1_000_000);
    expect(budgetedOdds("K6@3AD2", large)).toEqual(notationOdds("K6@3AD2"));
    expect(large.spent).toBe(real);
    // A line that fits is charged what it really cost.
    const cheap = new OddsBudget();
    const k20 = parsePowerNotation("K20+8@10");
    if (!k20.ok) throw new Error("parse");
    expect(budgetedOdds("K20+8@10", cheap)).toEqual(notationOdds("K20+8@10"));
    expect(cheap.spent).toBe(boundedPowerOdds(k20.spec).steps);
  });

  it("heavy lines wait: forty K70@3r10-like lines spend at most one budget and compute none", () => {
    const budget = new OddsBudget();
    for (let i = 0; i < 40; i++) {
      expect(budgetedOdds(`K70+${i}@3r10`, budget)).toBeNull();
      expect(budgetedOdds(`6d6+${i}`, budget)).toBeNull();
      expect(budgetedOdds(`2d6@3>=${i + 10}`, budget)).toBeNull();
    }
    expect(budget.computed).toBe(0);
    expect(budget.spent).toBe(0);
  });

  it("cheap lines stop being computed once the budget is spent", () => {
    const budget = new OddsBudget(10_000);
    const results = Array.from({ length: 20 }, (_, i) => budgetedOdds(`k20+${i}`, budget));
    expect(results.filter((r) => r !== null).length).toBe(budget.computed);
    expect(budget.computed).toBeLessThan(20);
    expect(budget.spent).toBeLessThanOrEqual(10_000);
  });

  it("refusals cost nothing: bad notation, too many dice, odds the engine never computes", () => {
    const budget = new OddsBudget();
    expect(budgetedOdds("nonsense", budget)?.ok).toBe(false);
    expect(budgetedOdds("10d6", budget)?.ok).toBe(false);
    expect(budgetedOdds("K100@3AD1000", budget)?.ok).toBe(false);
    expect(budget.spent).toBe(0);
  });
});

describe("ytsheet2's palette variables of the classes beyond the core rules", () => {
  it("[36-3] {グリモワール}, {秘奥魔法}, {占瞳}, {フィジカルマスター先制} and {フィジカルマスター魔物知識} are ours", () => {
    // Intelligence 14 (+2), Agility 17 (+2); ytsheet2's names: class name + package name, magic or craft name.
    const classes = [cls("grimoire", 3), cls("mystic", 2), cls("physicalMaster", 4), cls("aristocrat", 1)];
    const d = deriveCharacter(
      adventurer({
        classes,
        packageOptions: { riderObservation: false, physicalMasterInitiative: true, physicalMasterLore: true },
      }),
    );
    const v = ytsheetValues(
      d,
      classes.map((c) => ({ classId: c.classId, level: c.level })),
    );
    expect(
      [
        "グリモワール",
        "アリストクラシー",
        "秘奥魔法",
        "占瞳",
        "フィジカルマスター先制",
        "フィジカルマスター魔物知識",
      ].map((name) => v.get(name)),
    ).toEqual([3, 1, 3 + 2, 2 + 2, 4 + 2, 4 + 2]);
  });
});
