import { describe, expect, it } from "vitest";
import { rollPenalties } from "../../../../src/rules/combat/environment/roll-penalties.js";
import {
  drowningDeathCheck,
  drowningDeathCheckTargets,
  needsAir,
  waterLimited,
  waterOf,
} from "../../../../src/rules/combat/environment/underwater.js";
import { waterAbilitiesFromNames } from "../../../../src/rules/combat/environment/water-abilities.js";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { budget, modeForDistance } from "../../../../src/rules/combat/standard/model.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { validateEvent } from "../../../../src/rules/combat/validate-event.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import {
  attempt,
  foe,
  foeAt,
  makeBattle,
  pc,
  pcAt,
  play,
  rules,
  standardBattle,
  turnOf,
  who,
} from "../helpers.js";

const UNDERWATER = { environment: { underwater: true } };

const standard = standardBattle;
const diver = pcAt;
const shark = foeAt;

describe("ENV-05: movement under water", () => {
  it("[ENV-05] Limited 1 m; Normal and Full a fifth of the land distance, rounded up", () => {
    expect([budget(12, "limited", true), budget(12, "normal", true), budget(12, "full", true)]).toEqual([
      1, 3, 8,
    ]);
    // 15 divides evenly: no rounding; 16 rounds 3.2 up to 4 and 9.6 up to 10.
    expect([budget(15, "normal", true), budget(15, "full", true)]).toEqual([3, 9]);
    expect([budget(16, "normal", true), budget(16, "full", true)]).toEqual([4, 10]);
    // A Move Speed below 1 keeps its own Limited; on land nothing changes.
    expect(budget(0.5, "limited", true)).toBe(0.5);
    expect([budget(12, "limited"), budget(12, "normal"), budget(12, "full")]).toEqual([3, 12, 36]);
    expect([
      modeForDistance(12, 1, true),
      modeForDistance(12, 1.5, true),
      modeForDistance(12, 3, true),
    ]).toEqual(["limited", "normal", "normal"]);
    expect(modeForDistance(12, 4, true)).toBe("full");
  });

  it("[ENV-05] Standard: the mode is read from underwater budgets, and the budget is enforced", () => {
    const s = turnOf(standard([diver("d", 0), shark("s", 30)], UNDERWATER), "d");
    const normal = play(s, [{ type: "moveTo", actorId: "d", path: [{ x: 3, y: 0 }] }]);
    expect(normal.log.find((l) => l.type === "movedTo")?.params).toMatchObject({ mode: "normal", left: 0 });
    const full = play(s, [{ type: "moveTo", actorId: "d", path: [{ x: 8, y: 0 }] }]);
    expect(full.log.find((l) => l.type === "movedTo")?.params).toMatchObject({ mode: "full", left: 0 });
    const far = attempt(s, { type: "moveTo", actorId: "d", path: [{ x: 9, y: 0 }] });
    expect(far.errors.map((e) => [e.rule, e.code, e.params?.allowed])).toEqual([
      ["ENV-05", "Combat.UnderwaterOverBudget", 8],
    ]);
    const limited = attempt(s, { type: "moveTo", actorId: "d", path: [{ x: 2, y: 0 }], mode: "limited" });
    expect(rules(limited)).toEqual(["ENV-05"]);
    expect(
      attempt(s, { type: "moveTo", actorId: "d", path: [{ x: 1, y: 0 }], mode: "limited" }).errors,
    ).toEqual([]);
  });

  it("[ENV-09] an Underwater ability or Gentle Water moves as on land", () => {
    const s = turnOf(
      standard([diver("d", 0, 0, { underwaterAbility: true }), shark("s", 30)], UNDERWATER),
      "d",
    );
    expect(waterLimited(s, who(s, "d"))).toBe(false);
    expect(attempt(s, { type: "moveTo", actorId: "d", path: [{ x: 12, y: 0 }] }).errors).toEqual([]);
  });

  it("[ENV-05] reading: Simplified Combat asks the mode's underwater distance to cover the area's 10 m", () => {
    const battle = (agility: number | undefined, more: Record<string, unknown> = {}) =>
      turnOf(
        makeBattle(
          [pc("ann", "pcRear", agility === undefined ? more : { agility, ...more }), foe("orc", "enemyRear")],
          UNDERWATER,
        ),
        "ann",
      );
    const full = { type: "move", actorId: "ann", mode: "full", to: "frontline" } as const;
    // Agility 16: Full = ceil(48 / 5) = 10 m, just enough; 15: 9 m, short.
    expect(attempt(battle(16), full).errors).toEqual([]);
    const short = attempt(battle(15), full);
    expect(short.errors.map((e) => [e.rule, e.code, e.params?.allowed, e.params?.distance])).toEqual([
      ["ENV-05", "Combat.UnderwaterTooSlow", 9, 10],
    ]);
    const normal = { type: "move", actorId: "ann", mode: "normal", to: "frontline" } as const;
    expect(rules(attempt(battle(45), normal))).toEqual(["ENV-05"]);
    expect(attempt(battle(46), normal).errors).toEqual([]);
    // A Limited Move to another area is SIMP-07's refusal alone.
    expect(
      rules(attempt(battle(5), { type: "move", actorId: "ann", mode: "limited", to: "frontline" })),
    ).toEqual(["SIMP-07"]);
    // Staying put, no Agility known, or an Underwater ability: nothing to check.
    expect(attempt(battle(5), { type: "move", actorId: "ann", mode: "limited" }).errors).toEqual([]);
    expect(attempt(battle(undefined), full).errors).toEqual([]);
    expect(attempt(battle(5, { underwaterAbility: true }), full).errors).toEqual([]);
  });
});

describe("ENV-05 / ENV-07: checks, casting and attacks under water", () => {
  const water = (more: Record<string, unknown> = {}, extra: Record<string, unknown> = UNDERWATER) =>
    makeBattle([pc("ann", "frontline", more), foe("orc", "frontline")], extra);

  it("[ENV-05][ENV-07] −4 to every check, Evasion and Accuracy included, never to Fortitude, Willpower or power", () => {
    const s = water();
    const named = { source: "underwater", label: "SW25.Penalty.underwater", amount: -4 };
    expect(rollPenalties(s, "ann", "check")).toEqual([named]);
    expect(rollPenalties(s, "ann", "evasion")).toEqual([named]);
    expect(rollPenalties(s, "ann", "resistance")).toEqual([]);
    expect(rollPenalties(s, "ann", "power")).toEqual([]);
    expect(rollPenalties(water({}, {}), "ann", "check")).toEqual([]);
  });

  it("[ENV-07] reading: one −4, added once to a Full Move's −4 on Evasion (different causes)", () => {
    const s = water();
    const withFull = {
      ...s,
      combatants: s.combatants.map((c) =>
        c.id === "ann"
          ? { ...c, penalties: [{ target: "evasion" as const, value: -4, source: "fullMove" as const }] }
          : c,
      ),
    };
    expect(rollPenalties(withFull, "ann", "evasion").map((p) => [p.source, p.amount])).toEqual([
      ["fullMove", -4],
      ["underwater", -4],
    ]);
  });

  it("[ENV-09] no penalty with an Underwater ability; none on the shore or in the air; shoulder-deep still −4", () => {
    expect(rollPenalties(water({ underwaterAbility: true }), "ann", "check")).toEqual([]);
    expect(rollPenalties(water({ environment: { underwater: false } }), "ann", "check")).toEqual([]);
    expect(rollPenalties(water({ flying: true, altitude: 3 }), "ann", "check")).toEqual([]);
    const shoulder = water({}, { environment: { underwater: true, shoulderDeep: true } });
    expect(rollPenalties(shoulder, "ann", "check").map((p) => p.amount)).toEqual([-4]);
    // A combatant's own water overrides the battle's dry land.
    expect(
      rollPenalties(water({ environment: { underwater: true } }, {}), "ann", "check").map((p) => p.amount),
    ).toEqual([-4]);
  });

  const attack = (form: "melee" | "thrown" | "shooting"): BattleEvent => ({
    type: "major",
    actorId: "ann",
    action: { kind: "attack", form, targetId: "orc", ...(form === "melee" ? {} : { range: 10 }), damage: 3 },
  });
  const moved = (s: BattleState) =>
    play(turnOf(s, "ann"), [{ type: "move", actorId: "ann", mode: "limited" }]).state;

  it("[ENV-07] ranged and thrown attacks are refused under water with the reason; melee works", () => {
    const s = moved(water());
    for (const form of ["shooting", "thrown"] as const) {
      const r = attempt(s, attack(form), [1]);
      expect(r.errors.map((e) => [e.rule, e.code])).toEqual([["ENV-07", "Combat.NoRangedUnderwater"]]);
      expect(r.state).toBe(s);
    }
    const melee = attempt(s, attack("melee"));
    expect(melee.errors).toEqual([]);
    expect(who(melee.state, "orc").sections[0]?.hp).toBe(12);
    // An Underwater ability shoots (ENV-09); a shooter on the shore is not under water.
    expect(attempt(moved(water({ underwaterAbility: true })), attack("thrown"), [1]).errors).toEqual([]);
    expect(
      attempt(moved(water({ environment: { underwater: false } })), attack("thrown"), [1]).errors,
    ).toEqual([]);
  });

  it("[ENV-05] full metal armour under water: no check at all, so no attack and no spell", () => {
    const s = moved(water({ fullMetalArmour: true, waterBreathing: true }));
    expect(attempt(s, attack("melee")).errors.map((e) => e.code)).toEqual(["Combat.NoChecksInMetalArmour"]);
    const cast: BattleEvent = {
      type: "major",
      actorId: "ann",
      action: { kind: "cast", spell: { range: 10, area: { shape: "target" } }, targetId: "orc" },
    };
    expect(rules(attempt(s, cast))).toEqual(["ENV-05"]);
    // On dry land the same armour is no bar.
    expect(attempt(moved(water({ fullMetalArmour: true }, {})), attack("melee")).errors).toEqual([]);
  });

  it("[ENV-05][ENV-07] no casting without water breathing; with it, shoulder-deep or an Underwater ability, spells work", () => {
    const cast: BattleEvent = {
      type: "major",
      actorId: "ann",
      action: { kind: "cast", spell: { range: 10, area: { shape: "target" } }, targetId: "orc", damage: 5 },
    };
    const minorMagic: BattleEvent = {
      type: "minor",
      actorId: "ann",
      action: { kind: "magic", spell: { range: 10, area: { shape: "target" } }, targetId: "orc" },
    };
    const s = moved(water());
    expect(attempt(s, cast).errors.map((e) => [e.rule, e.code])).toEqual([
      ["ENV-05", "Combat.NoCastingUnderwater"],
    ]);
    expect(rules(attempt(turnOf(water(), "ann"), minorMagic))).toEqual(["ENV-05"]);
    for (const ok of [
      water({ waterBreathing: true }),
      water({ underwaterAbility: true }),
      water({}, { environment: { underwater: true, shoulderDeep: true } }),
    ]) {
      const r = attempt(moved(ok), cast);
      expect(r.errors).toEqual([]);
      // ENV-07: the spell works exactly as on land (its damage lands whole).
      expect(who(r.state, "orc").sections[0]?.hp).toBe(10);
    }
  });
});

describe("ENV-08: blocking under water", () => {
  // b runs 8 m along y = 0; the guards stand 1 m off the path, within an underwater Limited Move.
  const run = (
    mover: Record<string, unknown>,
    guards: Record<string, unknown>[],
    extra: Record<string, unknown> = UNDERWATER,
  ) =>
    play(standard([mover, ...guards], extra), [
      { type: "startRound" },
      { type: "startTurn", actorId: "b" },
      { type: "moveTo", actorId: "b", path: [{ x: 8, y: 0 }] },
    ]);

  it("[ENV-08] one blocker cannot stop two sections under water (on land half suffices, STD-19); two can", () => {
    const twoSections = diver("b", 0, 0, {
      sections: [
        { name: "head", hp: 10 },
        { name: "tail", hp: 10 },
      ],
    });
    const moved = run(twoSections, [shark("g", 3, 1), shark("h", 3, -1)]);
    expect(moved.log.find((l) => l.type === "mayBeBlocked")?.params.by).toEqual(["g", "h"]);
    const alone = attempt(moved.state, { type: "block", moverId: "b", blockerIds: ["g"] });
    expect(alone.errors.map((e) => [e.rule, e.code, e.params?.sections, e.params?.blockers])).toEqual([
      ["ENV-08", "Combat.UnderwaterTooFewBlockers", 2, 1],
    ]);
    expect(attempt(moved.state, { type: "block", moverId: "b", blockerIds: ["g", "h"] }).errors).toEqual([]);
    // On land (Limited 3 m), the same lone guard may block (STD-19: half the sections).
    const land = run(twoSections, [shark("g", 3, 1), shark("h", 3, -1)], {
      environment: { underwater: false },
    });
    expect(attempt(land.state, { type: "block", moverId: "b", blockerIds: ["g"] }).errors).toEqual([]);
    // ENV-09: a blocker with an Underwater ability counts as on land.
    const finned = run(twoSections, [shark("g", 3, 1, { underwaterAbility: true })]);
    expect(attempt(finned.state, { type: "block", moverId: "b", blockerIds: ["g"] }).errors).toEqual([]);
  });

  it("[ENV-08] one opponent at a time: a blocker blocks once a round under water, again the next round", () => {
    const moved = run(diver("b", 0), [shark("g", 3, 1), diver("c", 0, 0, { agility: 12 })]);
    const blocked = play(moved.state, [
      { type: "block", moverId: "b", blockerIds: ["g"] },
      { type: "endTurn", actorId: "b" },
      { type: "startTurn", actorId: "c" },
      { type: "moveTo", actorId: "c", path: [{ x: 8, y: 0 }] },
    ]);
    expect(blocked.state.environment?.blockedThisRound).toEqual(["g"]);
    const again = attempt(blocked.state, { type: "block", moverId: "c", blockerIds: ["g"] });
    expect(again.errors.map((e) => [e.rule, e.code])).toEqual([["ENV-08", "Combat.UnderwaterOneOpponent"]]);
    const next = play(blocked.state, [
      { type: "endTurn", actorId: "c" },
      { type: "startTurn", actorId: "g" },
      { type: "endTurn", actorId: "g" },
      { type: "startRound" },
    ]);
    expect(next.state.environment?.blockedThisRound).toEqual([]);
  });

  it("[ENV-08] in a dry battle a blocker standing in water of its own still blocks once a round", () => {
    const moved = run(
      diver("b", 0, 0, { environment: { underwater: true } }),
      [shark("g", 3, 1, { environment: { underwater: true } })],
      {},
    );
    const blocked = play(moved.state, [{ type: "block", moverId: "b", blockerIds: ["g"] }]);
    expect(blocked.state.environment?.blockedThisRound).toEqual(["g"]);
  });
});

describe("ENV-06: breath and drowning", () => {
  /** Plays whole rounds: every listed combatant who can act takes an empty turn. */
  function rounds(state: BattleState, n: number, actors: string[]) {
    let s = state;
    const log = [];
    for (let i = 0; i < n; i++) {
      const r = play(s, [{ type: "startRound" }]);
      log.push(...r.log);
      s = r.state;
      for (const id of actors) {
        const c = who(s, id);
        if (!c.sections.some((x) => x.conscious) || s.phase !== "round") continue;
        s = play(s, [
          { type: "startTurn", actorId: id },
          { type: "endTurn", actorId: id },
        ]).state;
      }
    }
    return { state: s, log };
  }
  const start = (more: Record<string, unknown> = {}, extra: Record<string, unknown> = UNDERWATER) =>
    makeBattle(
      [
        pc("ann", "frontline", { vitality: 2, ...more }),
        pc("fish", "frontline", { waterBreathing: true, vitality: 1 }),
        foe("eel", "frontline", { underwaterAbility: true, vitality: 1 }),
      ],
      { ...extra, round: 0 },
    );

  it("[ENV-06] rounds of breath equal Vitality; the next round HP drops to 0, unconscious", () => {
    const two = rounds(start(), 2, ["ann", "fish", "eel"]);
    expect(who(two.state, "ann").breathRounds).toBe(2);
    expect(who(two.state, "ann").sections[0]).toMatchObject({ hp: 20, conscious: true });
    expect(two.log.filter((l) => l.type === "holdingBreath").map((l) => l.params)).toEqual([
      { combatantId: "ann", rounds: 1, vitality: 2 },
      { combatantId: "ann", rounds: 2, vitality: 2 },
    ]);
    // Water breathing and an Underwater ability never count.
    expect(who(two.state, "fish").breathRounds).toBeUndefined();
    expect(who(two.state, "eel").breathRounds).toBeUndefined();
    const three = rounds(two.state, 1, ["ann", "fish", "eel"]);
    expect(three.log.find((l) => l.type === "outOfBreath")?.params).toEqual({
      combatantId: "ann",
      vitality: 2,
    });
    expect(who(three.state, "ann").sections[0]).toMatchObject({ hp: 0, conscious: false });
  });

  it("[ENV-06] unconscious under water: a Death Check each minute (6 rounds), its target +1 a minute", () => {
    const out = rounds(start(), 3, ["ann", "fish", "eel"]);
    const later = rounds(out.state, 12, ["fish", "eel"]);
    expect(later.log.filter((l) => l.type === "drowningDeathCheck").map((l) => l.params)).toEqual([
      { combatantId: "ann", minute: 1, target: 1 },
      { combatantId: "ann", minute: 2, target: 2 },
    ]);
    expect(drowningDeathCheckTargets(-3, 3)).toEqual([4, 5, 6]);
    expect(drowningDeathCheckTargets(0, 0)).toEqual([]);
    // Minute 2 at −3 HP: target 5; 2d 2+2 + level 3 + Vitality 1 = 8 survives; 1+1 always dies.
    const check = { hp: -3, adventurerLevel: 3, vitalityModifier: 1 };
    const lives = drowningDeathCheck(check, 2, fixedDice([2, 2]));
    expect(lives.ok && [lives.value.target, lives.value.outcome]).toEqual([5, "alive"]);
    const edge = drowningDeathCheck(
      { ...check, adventurerLevel: 0, vitalityModifier: 0 },
      2,
      fixedDice([2, 2]),
    );
    expect(edge.ok && edge.value.outcome).toBe("dead");
    const exactly = drowningDeathCheck(
      { ...check, adventurerLevel: 1, vitalityModifier: 0 },
      2,
      fixedDice([2, 2]),
    );
    expect(exactly.ok && exactly.value.outcome).toBe("alive");
  });

  it("[ENV-05][ENV-06] reading: shoulder-deep water lets one breathe; leaving the water resets the count", () => {
    const shoulder = start({}, { environment: { underwater: true, shoulderDeep: true } });
    expect(needsAir(shoulder, who(shoulder, "ann"))).toBe(false);
    expect(who(rounds(shoulder, 3, ["ann", "fish", "eel"]).state, "ann").breathRounds).toBeUndefined();
    const two = rounds(start(), 2, ["ann", "fish", "eel"]).state;
    const ashore = play(two, [{ type: "setEnvironment", combatantId: "ann", underwater: false }]).state;
    const after = rounds(ashore, 3, ["ann", "fish", "eel"]).state;
    expect(who(after, "ann").breathRounds).toBeUndefined();
    expect(who(after, "ann").sections[0]?.conscious).toBe(true);
  });
});

describe("ENV-04 with ENV-01..03: falling in battle", () => {
  const sky = (more: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
    makeBattle(
      [
        pc("ann", "frontline", { hp: 40, flying: true, altitude: 25, ...more }),
        foe("orc", "frontline", { hp: 40 }),
      ],
      extra,
    );

  it("[ENV-04] knocked down above 10 m, a conscious flier flies on 10 m lower, unhurt", () => {
    const r = play(sky(), [{ type: "fall", combatantId: "ann", cause: "knockedDown" }]);
    expect(r.log.map((l) => l.type)).toEqual(["flightRecovered"]);
    expect(who(r.state, "ann")).toMatchObject({ flying: true, altitude: 15 });
    expect(who(r.state, "ann").sections[0]?.hp).toBe(40);
  });

  it("[ENV-04][ENV-02] knocked down from 10 m or less it falls, able to fly: −10 m, so no damage", () => {
    const r = play(sky({ altitude: 10 }), [{ type: "fall", combatantId: "ann", cause: "knockedDown" }]);
    expect(r.log.find((l) => l.type === "fell")?.params).toMatchObject({ distance: 0, damage: 0 });
    expect(who(r.state, "ann").flying).toBe(false);
    expect(who(r.state, "ann").altitude).toBeUndefined();
  });

  it("[ENV-04][ENV-01] losing flight: the whole height, Tumble allowed, Defense reduces it", () => {
    // 12 m: 36; Tumble 3 + 4 + 3 = 10; Defense 2: 24 damage, 40 → 16.
    const r = play(sky({ altitude: 12 }), [
      [
        {
          type: "fall",
          combatantId: "ann",
          cause: "lostFlight",
          tumble: { kind: "check", modifier: 3 },
          defense: 2,
        },
        [3, 4],
      ],
    ]);
    expect(r.log.find((l) => l.type === "fell")?.params).toEqual({
      combatantId: "ann",
      cause: "lostFlight",
      distance: 12,
      fallDamage: 36,
      tumble: 10,
      damage: 24,
    });
    expect(who(r.state, "ann").sections[0]?.hp).toBe(16);
  });

  it("[ENV-04] knocked unconscious in the air: falls at once, no Tumble, no dice", () => {
    const s = sky({ altitude: 10, hp: 5 });
    const r = attempt(s, { type: "applyDamage", targetId: "ann", amount: 5 }, []);
    expect(r.errors).toEqual([]);
    // 10 m × 3 = 30 on top of the 0 HP the blow left.
    expect(r.log.find((l) => l.type === "fell")?.params).toMatchObject({
      cause: "unconscious",
      tumble: 0,
      damage: 30,
    });
    expect(who(r.state, "ann").sections[0]?.hp).toBe(-30);
    expect(who(r.state, "ann").flying).toBe(false);
    // A Tumble given for an unconscious faller is ignored: still no dice.
    const given = attempt(sky({ altitude: 4 }), {
      type: "fall",
      combatantId: "ann",
      cause: "unconscious",
      tumble: { kind: "check", modifier: 9 },
    });
    expect(given.errors).toEqual([]);
    expect(who(given.state, "ann").sections[0]?.hp).toBe(28);
  });

  it("[ENV-02] the battle's ground under fliers: into water −5 m, onto hard ground +5 m", () => {
    const water = play(sky({ altitude: 10 }, { environment: { underwater: false, ground: ["water"] } }), [
      { type: "fall", combatantId: "ann", cause: "lostFlight" },
    ]);
    expect(who(water.state, "ann").sections[0]?.hp).toBe(25);
    const hard = play(sky({ altitude: 10 }), [
      { type: "fall", combatantId: "ann", cause: "lostFlight", ground: ["hardGround"] },
    ]);
    expect(who(hard.state, "ann").sections[0]?.hp).toBe(-5);
  });

  it("[SECT-06][ENV-03] a multi-section monster takes the fall on every section, its Evasion as Tumble", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("roc", "frontline", {
        sections: [
          { name: "head", hp: 30 },
          { name: "wing", hp: 30 },
          { name: "body", hp: 30 },
        ],
        flying: true,
        altitude: 10,
      }),
    ]);
    // Fixed Evasion 4 + 7 = 11: 30 − 11 = 19 on each section.
    const r = play(s, [
      {
        type: "fall",
        combatantId: "roc",
        cause: "lostFlight",
        tumble: { kind: "monsterEvasion", evasionBase: 4, fixed: true },
      },
    ]);
    expect(who(r.state, "roc").sections.map((x) => x.hp)).toEqual([11, 11, 11]);
    expect(r.log.filter((l) => l.type === "damaged").map((l) => l.params.section)).toEqual([0, 1, 2]);
  });

  it("[ENV-03] a catcher: both Tumble, the sum comes off, both take the rest", () => {
    const s = sky({ altitude: 10 });
    // 30 − (7 + 9) = 14 each: the faller's 2d 3+4 + 0, the catcher's 4+5 + 0.
    const r = play(s, [
      [
        {
          type: "fall",
          combatantId: "ann",
          cause: "lostFlight",
          tumble: { kind: "check", modifier: 0 },
          catcher: { combatantId: "orc", tumble: { kind: "check", modifier: 0 } },
        },
        [3, 4, 4, 5],
      ],
    ]);
    expect(who(r.state, "ann").sections[0]?.hp).toBe(26);
    expect(who(r.state, "orc").sections[0]?.hp).toBe(26);
    expect(r.log.find((l) => l.type === "caught")?.params).toEqual({
      combatantId: "orc",
      targetId: "ann",
      tumble: 9,
      damage: 14,
    });
    expect(
      rules(
        attempt(s, {
          type: "fall",
          combatantId: "ann",
          cause: "lostFlight",
          catcher: { combatantId: "ann" },
        }),
      ),
    ).toEqual(["ENV-03"]);
  });

  it("[ENV-04] knocked prone in the air: above 10 m flies on 10 m lower, not prone; at 10 m or less lands prone, unhurt", () => {
    const high = play(sky(), [{ type: "setStatus", combatantId: "ann", flag: "prone", value: true }]);
    expect(high.log.map((l) => l.type)).toEqual(["statusChanged", "flightRecovered"]);
    expect(who(high.state, "ann")).toMatchObject({ flying: true, altitude: 15, status: { prone: false } });
    const low = play(sky({ altitude: 10 }), [
      { type: "setStatus", combatantId: "ann", flag: "prone", value: true },
    ]);
    expect(low.log.find((l) => l.type === "fell")?.params).toMatchObject({ distance: 0, damage: 0 });
    expect(who(low.state, "ann")).toMatchObject({ flying: false, status: { prone: true } });
    // Onto hard ground the 10 m off still leaves 5 m (10 + 5 − 10): 15 damage, no Tumble, no dice.
    const hard = play(sky({ altitude: 10 }, { environment: { underwater: false, ground: ["hardGround"] } }), [
      { type: "setStatus", combatantId: "ann", flag: "prone", value: true },
    ]);
    expect(who(hard.state, "ann").sections[0]?.hp).toBe(25);
  });

  it("[ENV-04] a fall from the air needs someone in the air; a height is needed when none is known", () => {
    const s = sky({ flying: false, altitude: undefined });
    expect(rules(attempt(s, { type: "fall", combatantId: "ann", cause: "knockedDown", metres: 5 }))).toEqual([
      "ENV-04",
    ]);
    expect(
      attempt(s, { type: "fall", combatantId: "ann", cause: "other" }).errors.map((e) => e.code),
    ).toEqual(["Combat.FallHeightMissing"]);
    // Off a cliff (not flying): the given height, −10 when sliding down it.
    const cliff = play(s, [
      { type: "fall", combatantId: "ann", cause: "other", metres: 14, ground: ["cliffSlide"] },
    ]);
    expect(who(cliff.state, "ann").sections[0]?.hp).toBe(28);
  });

  it("[ENV-04] Standard: a fall takes the faller out of its melee, even when it recovers its flight", () => {
    const s = standard(
      [
        diver("ann", 0, 0, { flying: true, altitude: 20 }),
        diver("bo", 0),
        shark("harpy", 0, 0, { flying: true, altitude: 8 }),
      ],
      { skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "bo", "harpy"] }] },
    );
    const first = play(s, [{ type: "fall", combatantId: "ann", cause: "knockedDown" }]);
    expect(first.state.standard?.skirmishes.find((k) => k.id === "s1")?.melee).toEqual(["bo", "harpy"]);
    // ENV-04 "forces a character out of a skirmish": out of the melee and landed outside the disc (radius 3).
    expect(first.log.map((l) => l.type)).toEqual(["flightRecovered", "leftMelee", "forcedOutOfSkirmish"]);
    expect(who(first.state, "ann").position).toEqual({ kind: "point", x: 3, y: 1 });
    const r = play(first.state, [{ type: "fall", combatantId: "harpy", cause: "knockedDown" }]);
    expect(who(r.state, "ann").altitude).toBe(10);
    expect(r.state.standard?.skirmishes.find((k) => k.id === "s1")).toBeUndefined();
  });
});

describe("ENV: events and state at the boundary", () => {
  const s = makeBattle([pc("ann", "frontline"), foe("orc", "frontline")]);

  it("[ENV-04] fall and setEnvironment are checked field by field and rebuilt from known fields", () => {
    const fall = validateEvent(s, {
      type: "fall",
      combatantId: "ann",
      cause: "lostFlight",
      metres: 6,
      ground: ["water", "water"],
      tumble: { kind: "check", modifier: 2, extra: 1 },
      catcher: { combatantId: "orc", defense: 3, junk: true },
      junk: 1,
    });
    expect(fall).toEqual({
      ok: true,
      event: {
        type: "fall",
        combatantId: "ann",
        cause: "lostFlight",
        metres: 6,
        ground: ["water"],
        tumble: { kind: "check", modifier: 2 },
        catcher: { combatantId: "orc", defense: 3 },
      },
    });
    const bad = (raw: Record<string, unknown>) => {
      const r = validateEvent(s, raw);
      return r.ok ? null : r.error.code;
    };
    expect(bad({ type: "fall", combatantId: "ann", cause: "pushed" })).toBe("Combat.UnknownChoice");
    expect(bad({ type: "fall", combatantId: "ann", cause: "other", metres: -1 })).toBe("Combat.BadNumber");
    expect(bad({ type: "fall", combatantId: "ann", cause: "other", ground: ["lava"] })).toBe(
      "Combat.UnknownChoice",
    );
    expect(
      bad({
        type: "fall",
        combatantId: "ann",
        cause: "other",
        tumble: { kind: "monsterEvasion", evasionBase: 3 },
      }),
    ).toBe("Combat.BadEventField");
    expect(bad({ type: "fall", combatantId: "nobody", cause: "other" })).toBe("Combat.UnknownCombatant");
    expect(validateEvent(s, { type: "setEnvironment", underwater: true, shoulderDeep: false, x: 1 })).toEqual(
      {
        ok: true,
        event: { type: "setEnvironment", underwater: true, shoulderDeep: false },
      },
    );
    expect(bad({ type: "setEnvironment", underwater: "yes" })).toBe("Combat.BadEventField");
    expect(bad({ type: "setEnvironment", combatantId: "ann", altitude: 20_000 })).toBe("Combat.BadNumber");
    // The battle's water has no flight; a combatant has no ground of its own.
    expect(rules(attempt(s, { type: "setEnvironment", flying: true }))).toEqual([
      "Combat.EnvironmentNeedsCombatant",
    ]);
    expect(rules(attempt(s, { type: "setEnvironment", combatantId: "ann", ground: ["forest"] }))).toEqual([
      "Combat.EnvironmentNeedsBattle",
    ]);
  });

  it("[ENV-05] setEnvironment floods the battle, takes one out, and puts one in the air", () => {
    const r = play(s, [
      { type: "setEnvironment", underwater: true },
      { type: "setEnvironment", combatantId: "orc", underwater: false },
      { type: "setEnvironment", combatantId: "ann", flying: true, altitude: 6 },
    ]);
    expect(r.state.environment).toEqual({
      underwater: true,
      shoulderDeep: false,
      ground: [],
      blockedThisRound: [],
    });
    expect(waterOf(r.state, who(r.state, "orc")).underwater).toBe(false);
    expect(waterOf(r.state, who(r.state, "ann")).underwater).toBe(false);
    const down = play(r.state, [
      { type: "setEnvironment", combatantId: "ann", flying: false },
      { type: "setEnvironment", combatantId: "orc", inheritWater: true },
    ]).state;
    expect(waterLimited(down, who(down, "ann"))).toBe(true);
    expect(waterLimited(down, who(down, "orc"))).toBe(true);
  });

  it("[ENV-06] every new field survives a save: JSON round trip and normalizeBattle give the same state", () => {
    const built = normalizeBattle({
      combatants: [
        pc("ann", "frontline", {
          vitality: 14,
          breathRounds: 3,
          drowningRounds: 0,
          waterBreathing: false,
          underwaterAbility: true,
          fullMetalArmour: true,
          flying: true,
          altitude: 7,
          environment: { underwater: true, shoulderDeep: true },
        }),
        foe("orc", "frontline"),
      ],
      environment: { underwater: true, shoulderDeep: false, ground: ["forest"], blockedThisRound: ["orc"] },
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const saved = JSON.parse(JSON.stringify(built.value));
    const reread = normalizeBattle(saved);
    expect(reread.ok && reread.value).toEqual(built.value);
    expect(who(built.value, "ann")).toMatchObject({
      vitality: 14,
      breathRounds: 3,
      altitude: 7,
      fullMetalArmour: true,
    });
    for (const environment of [
      { underwater: "yes" },
      { underwater: true, ground: ["lava"] },
      { underwater: true, blockedThisRound: [1] },
    ])
      expect(normalizeBattle({ combatants: [pc("ann", "frontline")], environment }).ok).toBe(false);
    expect(normalizeBattle({ combatants: [pc("ann", "frontline", { flying: "high" })] }).ok).toBe(false);
  });
});

describe("ENV-01: a faller's own Tumble", () => {
  const sky = (more: Record<string, unknown>) =>
    makeBattle([
      { id: "bo", side: "pc", hp: 40, area: "frontline", flying: true, altitude: 12, ...more },
      { id: "orc", side: "enemy", hp: 20, area: "frontline" },
    ]);
  const hp = (s: BattleState) => s.combatants.find((c) => c.id === "bo")?.sections[0]?.hp;
  const lose = (tumble?: { kind: "check"; modifier: number }) => ({
    type: "fall" as const,
    combatantId: "bo",
    cause: "lostFlight" as const,
    ...(tumble ? { tumble } : {}),
  });

  it("[ENV-01] a fall without a Tumble in the event uses the combatant's Tumble modifier, like an explicit one", () => {
    const own = play(sky({ tumbleModifier: 2 }), [[lose(), [2, 3]]]).state;
    const given = play(sky({}), [[lose({ kind: "check", modifier: 2 }), [2, 3]]]).state;
    const none = play(sky({}), [[lose(), [2, 3]]]).state;
    expect(hp(own)).toBe(hp(given));
    // Without any Tumble the whole 3 × 12 = 36 lands (no dice used).
    expect(hp(none)).toBe(40 - 36);
    expect(hp(own)).toBeGreaterThan(hp(none) ?? 0);
  });

  it("[ENV-04][ENV-01] knocked unconscious, the faller's own Tumble is not rolled", () => {
    const down = play(sky({ tumbleModifier: 9 }), [
      [{ type: "fall", combatantId: "bo", cause: "unconscious" }, [6, 6]],
    ]).state;
    expect(hp(down)).toBe(40 - 36);
  });
});

describe("ENV-09: water abilities read by name", () => {
  it("[ENV-09][ENV-05] Underwater / 水中 / Gentle Water lift the limits; Water Breathing / 水中呼吸 only breathes", () => {
    expect(waterAbilitiesFromNames(["Bite", "Underwater Combat"])).toEqual({ underwaterAbility: true });
    expect(waterAbilitiesFromNames(["剣の加護／優しき水"])).toEqual({ underwaterAbility: true });
    expect(waterAbilitiesFromNames(["水中呼吸"])).toEqual({ waterBreathing: true });
    expect(waterAbilitiesFromNames(["Water Breathing, Underwater Specialty"])).toEqual({
      underwaterAbility: true,
      waterBreathing: true,
    });
    expect(waterAbilitiesFromNames(["Water Jet", ""])).toEqual({});
  });
});
