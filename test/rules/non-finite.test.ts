/**
 * Actor data can be corrupt (old worlds, modules, hand-edited JSON): every numeric field of every public engine
 * function's input is replaced, one at a time, by NaN, ±Infinity and huge numbers. Each call must answer
 * without throwing, with an error value or a result whose numbers are all finite.
 */
import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import * as rules from "../../src/rules/index.js";

const BAD = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e308, -1e308];

/** Every path to a number inside `value`. */
function numberPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "number") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => numberPaths(v, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => numberPaths(v, [...path, k]));
  return [];
}

function withValue(value: unknown, path: (string | number)[], replacement: number): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

/** The first non-finite number in a result, with its path; null when every number is finite. */
function nonFinite(value: unknown, path = "", seen = new Set<unknown>()): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} = ${value}`;
  if (!value || typeof value !== "object" || seen.has(value)) return null;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) {
    const found = nonFinite(v, `${path}.${k}`, seen);
    if (found) return found;
  }
  return null;
}

/** Plenty of dice: a chain of criticals must end on its own (a sixth 1 ends any chain). */
const dice = () => fixedDice([...Array.from({ length: 200 }, (_, i) => (i % 6) + 1), ...Array(50).fill(1)]);

/** Each public function with one valid argument list; every number in it is fuzzed. */
const CASES: Record<string, { args: unknown[]; call: (...a: never[]) => unknown }> = {
  abilityModifier: { args: [14], call: rules.abilityModifier },
  abilityScore: { args: [10, { growth: 2, bonus: 1 }], call: rules.abilityScore },
  powerRoll: {
    args: [{ power: 20, criticalValue: 10, extraDamage: 3, rollBonus: 0 }],
    call: (o) => rules.powerRoll(o, dice()),
  },
  rollPowerSpec: {
    args: [
      {
        power: 20,
        criticalValue: 10,
        modifier: 3,
        rollBonus: 1,
        powerUpPerCritical: 5,
        extraPerCritical: 1,
        zeroAtOrBelow: 0,
      },
    ],
    call: (s) => rules.rollPowerSpec(s, dice()),
  },
  powerTableValue: { args: [20, 7], call: rules.powerTableValue },
  applyScaling: { args: [7, { kind: "half", after: 2 }], call: rules.applyScaling },
  criticalValue: { args: [{ base: 10, attack: "melee", other: 1 }], call: rules.criticalValue },
  recoveryRollOptions: { args: [10, 3], call: rules.recoveryRollOptions },
  magicDamageOptions: { args: [20, 5, 10], call: rules.magicDamageOptions },
  rollHealing: { args: [{ power: 10, extraHealing: 3 }], call: (i) => rules.rollHealing(i, dice()) },
  resolveAttack: {
    args: [
      {
        accuracy: { kind: "rolled", modifier: 5 },
        evasion: { kind: "fixed", value: 10 },
        damageRoll: { kind: "powerRoll", options: { power: 17, criticalValue: 10, extraDamage: 5 } },
        damage: { kind: "physical", reductions: [{ source: "defense", amount: 1, appliesTo: "physical" }] },
      },
    ],
    call: (i) => rules.resolveAttack(i, dice()),
  },
  resolveAttackMonster: {
    args: [
      {
        accuracy: { kind: "fixed", value: 12 },
        evasion: { kind: "rolled", modifier: 3, dice: [2, 3] },
        damageRoll: { kind: "monster", bonus: 4 },
        damage: { kind: "physical" },
      },
    ],
    call: (i) => rules.resolveAttack(i, dice()),
  },
  resolveDamage: {
    args: [
      {
        calculated: 17,
        kind: "physical",
        increases: [{ source: "x", amount: 2, appliesTo: "physical" }],
        reductions: [{ source: "defense", amount: 1, appliesTo: "physical" }],
      },
    ],
    call: rules.resolveDamage,
  },
  applyEffect: {
    args: [
      { hp: 16, maxHp: 16, mp: 5, maxMp: 5, unconscious: false },
      { calculated: 17, kind: "physical" },
    ],
    call: rules.applyEffect,
  },
  halveRoundUp: { args: [7], call: rules.halveRoundUp },
  deathCheck: {
    args: [{ hp: -3, adventurerLevel: 3, vitalityModifier: 2, modifier: 1, targetModifier: 1 }],
    call: (i) => rules.deathCheck(i, dice()),
  },
  extraDamage: {
    args: [{ kind: "weapon", warriorLevel: 3, strengthModifier: 2, weaponModifier: 1 }],
    call: rules.extraDamage,
  },
  fallDamage: { args: [5], call: rules.fallDamage },
  resolveFall: {
    args: [{ metres: 5, faller: { kind: "check", modifier: 3 } }],
    call: (i) => rules.resolveFall(i, dice()),
  },
  flightRecovery: { args: [15, false], call: rules.flightRecovery },
  rollMonsterDamage: { args: [4], call: (b) => rules.rollMonsterDamage(b, dice()) },
  applyHpDamage: { args: [{ hp: 10, maxHp: 12 }, 4], call: rules.applyHpDamage },
  applyMpDamage: { args: [10, 4], call: rules.applyMpDamage },
  spendMp: { args: [10, 3], call: rules.spendMp },
  applyHealing: { args: [{ hp: 3, maxHp: 12, unconscious: true }, 4], call: rules.applyHealing },
  awaken: { args: [{ hp: -2, maxHp: 12 }], call: rules.awaken },
  barValue: { args: ["mp", { value: 5, max: 10 }, 3, true], call: rules.barValue },
  fixedValue: { args: [3], call: rules.fixedValue },
  readCheck: { args: [[3, 4], { modifier: 2 }], call: rules.readCheck },
  check2d: { args: [{ modifier: 2 }], call: (o) => rules.check2d(o, dice()) },
  contest: {
    args: [
      { kind: "fixed", value: 10 },
      { kind: "fixed", value: 9 },
    ],
    call: rules.contest,
  },
  hitChance: { args: [5, { kind: "rolled", modifier: 3 }], call: rules.hitChance },
  movementSpeeds: { args: [12, 1], call: rules.movementSpeeds },
  baseAndFixed: { args: [4], call: rules.baseAndFixed },
  monsterDamageFormula: { args: [4], call: rules.monsterDamageFormula },
  monsterExperience: { args: [[3, 4]], call: rules.monsterExperience },
  equipStrength: { args: [12, null], call: rules.equipStrength },
  experienceTotals: { args: [{ earned: 3000, spent: 1000, fumbles: 2 }], call: rules.experienceTotals },
  tickAtRoundStart: {
    args: [[{ id: "e", rounds: 3, startRound: 1, combatId: "c" }], 2, "c"],
    call: rules.tickAtRoundStart,
  },
  pickLoot: { args: [[{ roll: "2-7" }, { roll: "8-12" }], 9], call: rules.pickLoot },
  deriveMonster: {
    args: [
      {
        fortitude: 5,
        willpower: 4,
        sections: [
          {
            name: "Body",
            attackMethod: "Bite",
            accuracy: 4,
            damage: 3,
            evasion: 3,
            defense: 2,
            hp: { value: 20, max: 20 },
            mp: { value: 5, max: 5 },
            core: false,
          },
        ],
      },
    ],
    call: rules.deriveMonster,
  },
  knowledgeOutcome: { args: [12, { reputation: 10, weakness: 14 }], call: rules.knowledgeOutcome },
};

describe("public engine functions fed NaN, ±Infinity and huge numbers", () => {
  it("[DMG-01] never throw, and answer with an error value or finite numbers only", () => {
    let calls = 0;
    const problems: string[] = [];
    for (const [name, { args, call }] of Object.entries(CASES)) {
      // The valid input itself answers with finite numbers.
      const plain = (call as (...a: unknown[]) => unknown)(...args);
      expect(nonFinite(plain), `${name} on valid input`).toBeNull();
      for (const path of numberPaths(args))
        for (const bad of BAD) {
          const fuzzed = withValue(args, path, bad) as unknown[];
          calls++;
          let result: unknown;
          try {
            result = (call as (...a: unknown[]) => unknown)(...fuzzed);
          } catch (error) {
            problems.push(`${name} ${path.join(".")}=${bad}: threw ${String(error).slice(0, 80)}`);
            continue;
          }
          if (result && typeof result === "object" && (result as { ok?: unknown }).ok === false) continue;
          const found = nonFinite(result, name);
          if (found) problems.push(`${name} ${path.join(".")}=${bad}: ${found}`);
        }
    }
    console.log(
      `non-finite fuzz: ${Object.keys(CASES).length} functions, ${calls} calls, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  });
});

describe("public engine functions fed huge numbers everywhere at once", () => {
  /** Every number of `value` replaced: by `pick(i)` for the i-th number found. */
  function allNumbers(value: unknown, pick: (i: number) => number, counter = { i: 0 }): unknown {
    if (typeof value === "number") return pick(counter.i++);
    if (Array.isArray(value)) return value.map((v) => allNumbers(v, pick, counter));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, allNumbers(v, pick, counter)]));
    return value;
  }
  const FILLS: Record<string, (i: number) => number> = {
    "1e308": () => 1e308,
    "-1e308": () => -1e308,
    "±1e308": (i) => (i % 2 === 0 ? 1e308 : -1e308),
    "∓1e308": (i) => (i % 2 === 0 ? -1e308 : 1e308),
    MAX_VALUE: () => Number.MAX_VALUE,
  };

  it("[DMG-01][DMG-06] sums of huge inputs (1e308 + 1e308) never answer ±Infinity or NaN", () => {
    const problems: string[] = [];
    for (const [name, { args, call }] of Object.entries(CASES))
      for (const [fill, pick] of Object.entries(FILLS)) {
        const fuzzed = allNumbers(args, pick) as unknown[];
        let result: unknown;
        try {
          result = (call as (...a: unknown[]) => unknown)(...fuzzed);
        } catch (error) {
          problems.push(`${name} all=${fill}: threw ${String(error).slice(0, 80)}`);
          continue;
        }
        if (result && typeof result === "object" && (result as { ok?: unknown }).ok === false) continue;
        const found = nonFinite(result, name);
        if (found) problems.push(`${name} all=${fill}: ${found}`);
      }
    expect(problems).toEqual([]);
  });
});

describe("the cases the fuzz run named", () => {
  it("[ROLL-09] a NaN or infinite base C value means no critical, not a critical on every roll", () => {
    expect(rules.criticalValue({ base: Number.NaN, attack: "melee" })).toBeNull();
    expect(rules.criticalValue({ base: 10, attack: "melee", other: Number.NEGATIVE_INFINITY })).toBeNull();
    const r = rules.powerRoll({ power: 10, criticalValue: Number.NaN }, fixedDice([6, 6]));
    expect(r.criticals).toBe(0);
  });

  it("[DMG-10] spendMp(NaN, 3) and spendMp(10, Infinity) are error values", () => {
    const nan = rules.spendMp(Number.NaN, 3);
    expect(!nan.ok && nan.error).toMatchObject({ code: "NumberInvalid", params: { field: "mp" } });
    expect(rules.spendMp(10, Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(rules.spendMp(10, 3)).toEqual({ ok: true, value: 7 });
  });

  it("[DMG-04][DMG-06] resolveDamage and applyEffect refuse an amount beyond ±1,000,000 (no Infinity total)", () => {
    const huge = rules.resolveDamage({
      calculated: 1e308,
      kind: "physical",
      increases: [{ source: "might", amount: 1e308 }],
    });
    expect(!huge.ok && huge.error).toMatchObject({
      code: "NumberInvalid",
      params: { field: "calculated", limit: 1_000_000 },
    });
    const increase = rules.resolveDamage({
      calculated: 10,
      kind: "physical",
      increases: [{ source: "might", amount: 1_000_001 }],
    });
    expect(!increase.ok && increase.error).toMatchObject({
      code: "NumberInvalid",
      params: { field: "might" },
    });
    const vitals = { hp: 16, maxHp: 16, mp: 5, maxMp: 5, unconscious: false };
    const applied = rules.applyEffect(vitals, {
      calculated: 1e308,
      kind: "physical",
      increases: [{ source: "might", amount: 1e308 }],
    });
    expect(applied.ok).toBe(false);
    // The limit itself is still damage.
    const atLimit = rules.resolveDamage({
      calculated: 1_000_000,
      kind: "physical",
      increases: [{ source: "might", amount: 1_000_000 }],
    });
    expect(atLimit.ok && atLimit.value.applied).toBe(2_000_000);
  });

  it("[ROLL-11] rollHealing and resolveAttack answer a NaN power with an error value", () => {
    const healing = rules.rollHealing({ power: Number.NaN, extraHealing: 3 }, fixedDice([3, 4]));
    expect(!healing.ok && healing.error.code).toBe("NumberInvalid");
    const attack = rules.resolveAttack(
      {
        accuracy: { kind: "rolled", modifier: 5 },
        evasion: { kind: "fixed", value: 10 },
        damageRoll: { kind: "powerRoll", options: { power: Number.NaN, criticalValue: 10 } },
        damage: { kind: "physical" },
      },
      fixedDice([6, 6, 3, 4]),
    );
    expect(!attack.ok && attack.error).toMatchObject({ code: "NumberInvalid", params: { field: "power" } });
  });
});
