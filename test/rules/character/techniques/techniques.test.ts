import { describe, expect, it } from "vitest";
import {
  expireAtCombatEnd,
  tickAtRoundStart,
} from "../../../../src/rules/character/techniques/effect-durations.js";
import {
  expansionMultiplier,
  NO_EXPANSION,
  spellCastCost,
} from "../../../../src/rules/character/techniques/magic-expansion.js";
import {
  type CostPool,
  gainFor,
  hasThreshold,
  payAndGain,
  payCost,
} from "../../../../src/rules/character/techniques/technique-costs.js";
import {
  effectTiming,
  expireAtTurnStart,
} from "../../../../src/rules/character/techniques/technique-durations.js";
import {
  appliesToOwner,
  COST_RESOURCES,
  GAIN_RESOURCES,
  kindChangeUpdate,
  meetsLevel,
  readClassResources,
  TECHNIQUE_CHOICE_FIELDS,
  TECHNIQUE_CLASS,
  TECHNIQUE_KINDS,
  TECHNIQUE_NUMBER_FIELDS,
  techniqueAction,
  techniqueFieldsShown,
  techniqueKindDefaults,
} from "../../../../src/rules/character/techniques/techniques.js";
import { fc } from "../../../fc.js";

const resources = readClassResources({
  songUp: 3,
  songDown: 1,
  songHeart: 0,
  morale: 2,
  lifePoints: 4,
  cards: { red: { B: 2, A: 1 }, gold: { SS: 1 } },
});
const pool: CostPool = { hp: 20, mp: 9, resources };

describe("class resources", () => {
  it("reads any stored shape as whole counts ≥ 0", () => {
    const read = readClassResources({ songUp: -2, morale: 2.7, cards: { red: { B: "x" }, blue: { B: 3 } } });
    expect(read.songUp).toBe(0);
    expect(read.morale).toBe(2);
    expect(read.cards.red).toEqual({ B: 0, A: 0, S: 0, SS: 0 });
    expect(Object.keys(read.cards)).toEqual(["red", "green", "black", "white", "gold"]);
    expect(readClassResources(null).lifePoints).toBe(0);
  });
});

describe("[DMG-10] paying a technique's cost: all or nothing", () => {
  it("Enhancer 練技: 3 MP from 9 leaves 6, nothing else changes", () => {
    const paid = payCost(pool, { amount: 3, resource: "mp" });
    expect(paid).toEqual({ ok: true, value: { pool: { ...pool, mp: 6 }, resource: "mp", amount: 3 } });
  });

  it("MP: exactly what is held can be paid (9 of 9 → 0); one more is refused with the numbers", () => {
    expect(payCost(pool, { amount: 9, resource: "mp" })).toMatchObject({
      ok: true,
      value: { pool: { mp: 0 } },
    });
    expect(payCost(pool, { amount: 10, resource: "mp" })).toEqual({
      ok: false,
      error: {
        code: "TechniqueCostUnpaid",
        message: "needs 10 mp but has 9",
        params: { cost: 10, held: 9, resource: "mp" },
      },
    });
  });

  it("HP (our reading): 19 of 20 is paid, 20 of 20 is refused (never paid down to 0)", () => {
    expect(payCost(pool, { amount: 19, resource: "hp" })).toMatchObject({
      ok: true,
      value: { pool: { hp: 1 } },
    });
    expect(payCost(pool, { amount: 20, resource: "hp" })).toMatchObject({
      ok: false,
      error: { code: "TechniqueCostUnpaid" },
    });
  });

  it("Bard 楽素, War Leader 陣気, Geomancer 命脈点: counters spent, refused when short", () => {
    const song = payCost(pool, { amount: 2, resource: "songUp" });
    expect(song.ok && song.value.pool.resources.songUp).toBe(1);
    expect(song.ok && song.value.pool.resources.songDown).toBe(1);
    expect(payCost(pool, { amount: 1, resource: "songHeart" }).ok).toBe(false);
    const morale = payCost(pool, { amount: 2, resource: "morale" });
    expect(morale.ok && morale.value.pool.resources.morale).toBe(0);
    expect(payCost(pool, { amount: 5, resource: "lifePoints" })).toMatchObject({
      ok: false,
      error: { params: { cost: 5, held: 4, resource: "lifePoints" } },
    });
  });

  it("Alchemist 賦術: a card of the named colour and rank; other ranks never stand in", () => {
    const paid = payCost(pool, { amount: 1, resource: "card", cardColour: "red", cardRank: "B" });
    expect(paid.ok && paid.value.pool.resources.cards.red).toEqual({ B: 1, A: 1, S: 0, SS: 0 });
    expect(paid.ok && paid.value.pool.resources.cards.gold.SS).toBe(1);
    // Red S: none held, though red B and A are.
    expect(payCost(pool, { amount: 1, resource: "card", cardColour: "red", cardRank: "S" }).ok).toBe(false);
    expect(payCost(pool, { amount: 1, resource: "card" })).toMatchObject({
      ok: false,
      error: { code: "TechniqueCardUnknown" },
    });
  });

  it("no cost and a zero amount always pass and change nothing", () => {
    expect(payCost(pool, { amount: 5, resource: "none" })).toEqual({
      ok: true,
      value: { pool, resource: "none", amount: 0 },
    });
    expect(payCost({ ...pool, mp: 0 }, { amount: 0, resource: "mp" }).ok).toBe(true);
  });

  it("a multiplier multiplies the amount (magic expansion): 3 × 3 = 9 paid, 3 × 4 refused", () => {
    expect(payCost(pool, { amount: 3, resource: "mp" }, 3)).toMatchObject({
      ok: true,
      value: { amount: 9, pool: { mp: 0 } },
    });
    expect(payCost(pool, { amount: 3, resource: "mp" }, 4).ok).toBe(false);
  });

  it("a refused cost leaves the pool untouched (the same object is never modified)", () => {
    const before = JSON.stringify(pool);
    payCost(pool, { amount: 99, resource: "card", cardColour: "gold", cardRank: "SS" });
    payCost(pool, { amount: 1, resource: "mp" });
    expect(JSON.stringify(pool)).toBe(before);
  });
});

describe("magic expansion (魔法拡大), our reading", () => {
  it("multiply (default): 2 targets × 3 distance × 1 time × 2 certainty = 12", () => {
    expect(expansionMultiplier({ targets: 2, distance: 3, time: 1, certainty: true })).toEqual({
      ok: true,
      value: 12,
    });
    expect(expansionMultiplier(NO_EXPANSION)).toEqual({ ok: true, value: 1 });
  });
  it("add (the setting's other reading): 1 + 1 + 2 + 0 + 1 = 5", () => {
    expect(expansionMultiplier({ targets: 2, distance: 3, time: 1, certainty: true }, "add")).toEqual({
      ok: true,
      value: 5,
    });
  });
  it("spell cost: 4 MP for 3 targets is 12; factors outside 1..10 are refused", () => {
    expect(spellCastCost(4, { ...NO_EXPANSION, targets: 3 })).toEqual({ ok: true, value: 12 });
    expect(spellCastCost(4, { ...NO_EXPANSION, targets: 0 })).toMatchObject({
      ok: false,
      error: { code: "ExpansionOutOfRange" },
    });
    expect(spellCastCost(4, { ...NO_EXPANSION, time: 11 }).ok).toBe(false);
    expect(spellCastCost(4, { ...NO_EXPANSION, distance: 1.5 }).ok).toBe(false);
  });
});

describe("durations of applied effects", () => {
  const inCombat = { combatId: "c1", round: 3, combatantId: "pc" };

  it("instant: nothing lasts (no effect applied)", () => {
    expect(effectTiming({ value: 1, units: "instant" }, inCombat)).toBeNull();
  });

  it("[FLOW-04] 3 rounds used in round 3 end at the start of round 6", () => {
    const timing = effectTiming({ value: 3, units: "rounds" }, inCombat);
    expect(timing).toMatchObject({ rounds: 3, startRound: 3, combatId: "c1" });
    const effect = { id: "e", rounds: 3, startRound: 3, combatId: "c1" };
    expect(tickAtRoundStart([effect], 5, "c1").expired).toEqual([]);
    expect(tickAtRoundStart([effect], 6, "c1").expired).toEqual(["e"]);
  });

  it("[FLOW-04] by default a technique's 3 rounds used in round 3 end at the start of round 6 (seed: time passes at the round start)", () => {
    const timing = effectTiming({ value: 3, units: "rounds" }, inCombat);
    expect(timing).toMatchObject({ rounds: 3, startRound: 3, userTurn: null });
    const effect = { id: "e", rounds: 3, startRound: 3, combatId: "c1" };
    expect(tickAtRoundStart([effect], 5, "c1")).toEqual({
      expired: [],
      running: [{ id: "e", remaining: 1 }],
    });
    expect(tickAtRoundStart([effect], 6, "c1").expired).toEqual(["e"]);
    expect(effectTiming({ value: 3, units: "rounds" }, { ...inCombat, roundsEnd: "roundStart" })).toEqual(
      timing,
    );
  });

  it("[FLOW-04] with the user's-turn setting, a technique's 3 rounds used by pc in round 3 end when pc's turn opens in round 6", () => {
    // Not at the start of round 6: the side acting first in round 6 still meets the effect.
    const timing = effectTiming({ value: 3, units: "rounds" }, { ...inCombat, roundsEnd: "userTurn" });
    expect(timing).toMatchObject({ rounds: 3, startRound: 3, userTurn: { combatantId: "pc", round: 5 } });
    const effect = {
      id: "e",
      rounds: 3,
      startRound: 3,
      combatId: "c1",
      userTurn: { combatantId: "pc", round: 5 },
      endsAtUserTurn: true,
    };
    expect(tickAtRoundStart([effect], 6, "c1")).toEqual({
      expired: [],
      running: [{ id: "e", remaining: 0 }],
    });
    expect(expireAtTurnStart([effect], { combatId: "c1", round: 5, combatantId: "pc" })).toEqual([]);
    expect(expireAtTurnStart([effect], { combatId: "c1", round: 6, combatantId: "foe" })).toEqual([]);
    expect(expireAtTurnStart([effect], { combatId: "c1", round: 6, combatantId: "pc" })).toEqual(["e"]);
    // A user who gets no turn in round 6 (fainted, say): it is over by the start of round 7 all the same.
    expect(tickAtRoundStart([effect], 7, "c1").expired).toEqual(["e"]);
  });

  it("rounds used outside combat count from the round start, as any effect's (no user turn to wait for)", () => {
    const timing = effectTiming(
      { value: 2, units: "rounds" },
      { combatId: null, round: 0, combatantId: null },
    );
    expect(timing).toMatchObject({ rounds: 2, userTurn: null });
  });

  it("until the user's next turn: not in the same round, ended when the user's turn opens in a later round", () => {
    const timing = effectTiming({ value: 1, units: "untilNextTurn" }, inCombat);
    expect(timing?.userTurn).toEqual({ combatantId: "pc", round: 3 });
    expect(timing?.rounds).toBeNull();
    const effect = { id: "e", combatId: "c1", userTurn: { combatantId: "pc", round: 3 } };
    expect(expireAtTurnStart([effect], { combatId: "c1", round: 3, combatantId: "pc" })).toEqual([]);
    expect(expireAtTurnStart([effect], { combatId: "c1", round: 4, combatantId: "foe" })).toEqual([]);
    expect(expireAtTurnStart([effect], { combatId: "c2", round: 4, combatantId: "pc" })).toEqual([]);
    expect(expireAtTurnStart([effect], { combatId: "c1", round: 4, combatantId: "pc" })).toEqual(["e"]);
  });

  it("until the next turn outside combat is one round", () => {
    expect(
      effectTiming({ value: 1, units: "untilNextTurn" }, { combatId: null, round: 0, combatantId: null }),
    ).toMatchObject({ rounds: 1, userTurn: null });
  });

  it("[FLOW-06] minutes are seconds and end with the combat; so do scene effects; hours stay", () => {
    const minutes = effectTiming({ value: 3, units: "minutes" }, inCombat);
    expect(minutes).toMatchObject({ seconds: 180, rounds: null });
    const scene = effectTiming({ value: 1, units: "scene" }, inCombat);
    expect(scene?.scene).toBe(true);
    const ended = expireAtCombatEnd(
      [
        { id: "min", rounds: null, startRound: 3, combatId: "c1", seconds: 180 },
        { id: "scene", rounds: null, startRound: 3, combatId: "c1", endsWithCombat: true },
        { id: "otherScene", rounds: null, startRound: 1, combatId: "c2", endsWithCombat: true },
        { id: "hour", rounds: null, startRound: 3, combatId: "c1", seconds: 3600 },
      ],
      "c1",
    );
    expect(ended).toEqual(["min", "scene"]);
  });

  it("a duration value below 1 counts as 1", () => {
    expect(effectTiming({ value: 0, units: "rounds" }, inCombat)?.rounds).toBe(1);
  });
});

describe("timing, class and level", () => {
  it("only passive techniques apply their effects to the owner", () => {
    expect(appliesToOwner("passive")).toBe(true);
    expect(appliesToOwner("minor")).toBe(false);
  });
  it("[ACT-07] a declared technique is a declaration; minor and major take those actions", () => {
    expect(techniqueAction("declared")).toBe("declareFeat");
    expect(techniqueAction("minor")).toBe("minor");
    expect(techniqueAction("major")).toBe("major");
    expect(techniqueAction("passive")).toBeNull();
  });
  it("every kind belongs to a class", () => {
    for (const kind of TECHNIQUE_KINDS) expect(TECHNIQUE_CLASS[kind]).toBeTruthy();
    expect(TECHNIQUE_CLASS.command).toBe("tactician");
    expect(TECHNIQUE_CLASS.divination).toBe("mystic");
  });
  it("the class level must reach the technique's; 0 or homebrew needs none", () => {
    expect(meetsLevel({ bard: 3 }, "bard", 3).ok).toBe(true);
    expect(meetsLevel({ bard: 2 }, "bard", 3)).toMatchObject({
      ok: false,
      error: { code: "TechniqueLevelTooLow", params: { level: 3, has: 2 } },
    });
    expect(meetsLevel({}, "custom", 5).ok).toBe(true);
    expect(meetsLevel({}, "enhancer", 0).ok).toBe(true);
  });
});

describe("a technique's gain (呪歌 yield 楽素, 鼓咆 gather 陣気): paid, then gained, in one result", () => {
  it("a 呪歌 gaining 1 楽素⤴ with no cost: 3 → 4, nothing else changes", () => {
    const used = payAndGain(pool, { amount: 0, resource: "none" }, { amount: 1, resource: "songUp" });
    expect(used).toEqual({
      ok: true,
      value: {
        pool: { ...pool, resources: { ...resources, songUp: 4 } },
        resource: "none",
        amount: 0,
        gained: { resource: "songUp", amount: 1 },
      },
    });
  });

  it("a 鼓咆 gaining 陣気 from nothing held: 0 → 2", () => {
    const empty: CostPool = { ...pool, resources: readClassResources({}) };
    const used = payAndGain(empty, { amount: 0, resource: "none" }, { amount: 2, resource: "morale" });
    expect(used.ok && used.value.pool.resources.morale).toBe(2);
    expect(used.ok && used.value.gained).toEqual({ resource: "morale", amount: 2 });
  });

  it("cost and gain of different resources: 3 MP paid (9 → 6) and 1 楽素♡ gained (0 → 1)", () => {
    const used = payAndGain(pool, { amount: 3, resource: "mp" }, { amount: 1, resource: "songHeart" });
    expect(used.ok && used.value.pool).toEqual({ ...pool, mp: 6, resources: { ...resources, songHeart: 1 } });
    expect(used.ok && [used.value.resource, used.value.amount]).toEqual(["mp", 3]);
  });

  it("the same resource: the cost is paid first from what is held, then the gain added (2 − 2 + 1 = 1)", () => {
    const used = payAndGain(pool, { amount: 2, resource: "morale" }, { amount: 1, resource: "morale" });
    expect(used.ok && used.value.pool.resources.morale).toBe(1);
    // 2 held, 3 to pay: refused though the gain would cover it; the gain never pays its own cost.
    expect(payAndGain(pool, { amount: 3, resource: "morale" }, { amount: 5, resource: "morale" })).toEqual({
      ok: false,
      error: {
        code: "TechniqueCostUnpaid",
        message: "needs 3 morale but has 2",
        params: { cost: 3, held: 2, resource: "morale" },
      },
    });
  });

  it("gain 0, or no gain: exactly the cost's result, and 'nothing gained'", () => {
    for (const gain of [
      { amount: 0, resource: "songUp" },
      { amount: 4, resource: "none" },
    ] as const) {
      const used = payAndGain(pool, { amount: 3, resource: "mp" }, gain);
      expect(used).toEqual({
        ok: true,
        value: {
          pool: { ...pool, mp: 6 },
          resource: "mp",
          amount: 3,
          gained: { resource: "none", amount: 0 },
        },
      });
    }
  });

  it("a failed cost changes nothing and gains nothing: the error, the pool object untouched", () => {
    const before = JSON.stringify(pool);
    const used = payAndGain(pool, { amount: 10, resource: "mp" }, { amount: 3, resource: "songUp" });
    expect(used).toMatchObject({ ok: false, error: { code: "TechniqueCostUnpaid", params: { held: 9 } } });
    expect(JSON.stringify(pool)).toBe(before);
  });

  it("a gain onto a corrupt stored value counts it as 0 (text, negative, NaN) and adds onto whole numbers only", () => {
    const corrupt = {
      ...pool,
      resources: { ...resources, songDown: "x", morale: -4, lifePoints: Number.NaN, songHeart: 2.9 },
    } as unknown as CostPool;
    const gain = (resource: "songDown" | "morale" | "lifePoints" | "songHeart") =>
      payAndGain(corrupt, { amount: 0, resource: "none" }, { amount: 2, resource });
    const at = (r: ReturnType<typeof gain>, key: "songDown" | "morale" | "lifePoints" | "songHeart") =>
      r.ok ? r.value.pool.resources[key] : "refused";
    expect(at(gain("songDown"), "songDown")).toBe(2);
    expect(at(gain("morale"), "morale")).toBe(2);
    expect(at(gain("lifePoints"), "lifePoints")).toBe(2);
    expect(at(gain("songHeart"), "songHeart")).toBe(4);
  });

  it("a corrupt gain amount (negative, fraction, text) reads as a whole number ≥ 0", () => {
    const gain = (amount: unknown) =>
      payAndGain(pool, { amount: 0, resource: "none" }, { amount: amount as number, resource: "songUp" });
    expect(gain(-3)).toMatchObject({
      ok: true,
      value: { gained: { amount: 0 }, pool: { resources: { songUp: 3 } } },
    });
    expect(gain(2.7)).toMatchObject({
      ok: true,
      value: { gained: { amount: 2 }, pool: { resources: { songUp: 5 } } },
    });
    expect(gain("5")).toMatchObject({ ok: true, value: { gained: { amount: 0 } } });
  });

  it("an unknown gain resource (a corrupt stored word) is refused with its code; a card or MP is never gained", () => {
    for (const resource of ["gold", "mp", "card"])
      expect(
        payAndGain(pool, { amount: 0, resource: "none" }, { amount: 1, resource: resource as "songUp" }),
      ).toMatchObject({ ok: false, error: { code: "TechniqueGainUnknown", params: { resource } } });
    expect(GAIN_RESOURCES).toEqual(["none", "songUp", "songDown", "songHeart", "morale", "lifePoints"]);
  });

  it("no cap (our reading: our sources state none): 楽素 and 陣気 grow past any level, up to the engine's number limit", () => {
    const many: CostPool = { ...pool, resources: readClassResources({ songUp: 40, morale: 999_999 }) };
    const up = payAndGain(many, { amount: 0, resource: "none" }, { amount: 5, resource: "songUp" });
    expect(up.ok && up.value.pool.resources.songUp).toBe(45);
    const morale = payAndGain(many, { amount: 0, resource: "none" }, { amount: 5, resource: "morale" });
    expect(morale.ok && morale.value.pool.resources.morale).toBe(1_000_000);
  });
});

describe("per-kind defaults of a new technique (one table: TECHNIQUE_CHOICE_FIELDS / TECHNIQUE_NUMBER_FIELDS)", () => {
  it("a 呪歌 gains 1 楽素⤴, a 鼓咆 gains 1 陣気; a 終律 costs 1 楽素⤴, a 陣率 1 陣気; each kind its class", () => {
    expect(techniqueKindDefaults("song")).toEqual({
      classId: "bard",
      "cost.resource": "none",
      "cost.amount": 0,
      "gain.resource": "songUp",
      "gain.amount": 1,
    });
    expect(techniqueKindDefaults("finale")).toEqual({
      classId: "bard",
      "cost.resource": "songUp",
      "cost.amount": 1,
      "gain.resource": "none",
      "gain.amount": 0,
    });
    expect(techniqueKindDefaults("command")).toMatchObject({
      classId: "tactician",
      "cost.resource": "none",
      "gain.resource": "morale",
      "gain.amount": 1,
    });
    expect(techniqueKindDefaults("formation")).toMatchObject({
      classId: "tactician",
      "cost.resource": "morale",
      "cost.amount": 1,
      "gain.resource": "none",
      "gain.amount": 0,
    });
    for (const kind of TECHNIQUE_KINDS)
      expect(techniqueKindDefaults(kind).classId).toBe(TECHNIQUE_CLASS[kind]);
  });

  it("the initial kind's defaults are the schema's initial values (a new item is already at its kind's defaults)", () => {
    const initial = TECHNIQUE_CHOICE_FIELDS.kind.initial;
    expect(techniqueKindDefaults(initial)).toEqual({
      classId: TECHNIQUE_CHOICE_FIELDS.classId.initial,
      "cost.resource": TECHNIQUE_CHOICE_FIELDS["cost.resource"].initial,
      "cost.amount": TECHNIQUE_NUMBER_FIELDS["cost.amount"].initial,
      "gain.resource": TECHNIQUE_CHOICE_FIELDS["gain.resource"].initial,
      "gain.amount": TECHNIQUE_NUMBER_FIELDS["gain.amount"].initial,
    });
    expect(TECHNIQUE_CHOICE_FIELDS["gain.resource"].initial).toBe("none");
    expect(TECHNIQUE_NUMBER_FIELDS["gain.amount"]).toMatchObject({ initial: 0, min: 0 });
    // An unknown kind (corrupt) reads as the initial values: nothing invented.
    expect(techniqueKindDefaults("constructor")).toEqual(techniqueKindDefaults(initial));
  });

  it("every per-kind default is one of its field's choices, within its bounds", () => {
    for (const kind of TECHNIQUE_KINDS) {
      const d = techniqueKindDefaults(kind);
      expect(COST_RESOURCES).toContain(d["cost.resource"]);
      expect(GAIN_RESOURCES).toContain(d["gain.resource"]);
      expect(d["gain.amount"]).toBeGreaterThanOrEqual(0);
      expect(d["cost.amount"]).toBeGreaterThanOrEqual(0);
    }
  });

  it("changing the kind moves the fields still at the old kind's defaults to the new kind's; typed ones stay", () => {
    const fresh = {
      kind: "enhancer",
      classId: "enhancer",
      cost: { resource: "none", amount: 0 },
      gain: { resource: "none", amount: 0 },
    };
    expect(kindChangeUpdate(fresh, { kind: "song" })).toEqual({
      classId: "bard",
      "gain.resource": "songUp",
      "gain.amount": 1,
    });
    // Song → finale: the song's gain goes, the finale's cost comes; the class (bard) is both kinds' default.
    const song = { ...fresh, kind: "song", classId: "bard", gain: { resource: "songUp", amount: 1 } };
    expect(kindChangeUpdate(song, { kind: "finale" })).toEqual({
      "cost.resource": "songUp",
      "cost.amount": 1,
      "gain.resource": "none",
      "gain.amount": 0,
    });
    // A typed gain amount (2) stays; its resource, still the song's default, becomes the 鼓咆's 陣気.
    const typed = { ...song, gain: { resource: "songUp", amount: 2 } };
    expect(kindChangeUpdate(typed, { kind: "command" })).toEqual({
      classId: "tactician",
      "gain.resource": "morale",
    });
  });

  it("a kind change is left alone when the same update sets a field itself, or the kind does not change", () => {
    const fresh = { kind: "enhancer", classId: "enhancer", cost: { resource: "none", amount: 0 } };
    // Submitted with the stored value (a whole form): still moved; with a new value: the user's.
    expect(
      kindChangeUpdate(fresh, { kind: "song", gain: { resource: "none", amount: 0 }, classId: "enhancer" }),
    ).toEqual({ classId: "bard", "gain.resource": "songUp", "gain.amount": 1 });
    expect(kindChangeUpdate(fresh, { kind: "song", gain: { resource: "songHeart" } })).toEqual({
      classId: "bard",
      "gain.amount": 1,
    });
    expect(kindChangeUpdate(fresh, { kind: "enhancer" })).toEqual({});
    expect(kindChangeUpdate(fresh, {})).toEqual({});
    expect(kindChangeUpdate(fresh, { kind: "nonsense" })).toEqual({});
    expect(kindChangeUpdate(null, { kind: 7 })).toEqual({});
  });

  it("the sheet shows the gain for the kinds that gain (呪歌, 鼓咆, other) or a stored gain, else hides it", () => {
    expect(techniqueFieldsShown("song", {}).gain).toBe(true);
    expect(techniqueFieldsShown("command", {}).gain).toBe(true);
    expect(techniqueFieldsShown("other", {}).gain).toBe(true);
    for (const kind of ["enhancer", "finale", "formation", "alchemy", "riding", "geomancy"])
      expect(techniqueFieldsShown(kind, {}).gain).toBe(false);
    expect(techniqueFieldsShown("finale", { gainResource: "songDown" }).gain).toBe(true);
    expect(techniqueFieldsShown("finale", { gainResource: "none", gainAmount: 2 }).gain).toBe(true);
    expect(techniqueFieldsShown("finale", { gainResource: "none", gainAmount: 0 }).gain).toBe(false);
  });
});

describe("a 呪歌's performance threshold (巧奏値): a check total at least it adds the extra 楽素 (追加楽素)", () => {
  // A song gaining 1 楽素⤴, and 2 more when its performance check total reaches 10.
  const song = { amount: 1, resource: "songUp" as const, threshold: 10, bonus: 2 };

  it("total = threshold − 1 (9): the base 1 only, the check recorded as not reached", () => {
    expect(gainFor(song, 9)).toEqual({
      resource: "songUp",
      amount: 1,
      threshold: { total: 9, threshold: 10, reached: false, bonus: 0 },
    });
  });

  it("total = threshold (10): base 1 + extra 2 = 3; above it (15) the same 3, never more", () => {
    expect(gainFor(song, 10)).toEqual({
      resource: "songUp",
      amount: 3,
      threshold: { total: 10, threshold: 10, reached: true, bonus: 2 },
    });
    expect(gainFor(song, 15).amount).toBe(3);
  });

  it("payAndGain adds it to the pool after the cost: 楽素⤴ 3 → 6 at total 10, 3 → 4 at total 9", () => {
    const reached = payAndGain(pool, { amount: 0, resource: "none" }, song, 1, 10);
    expect(reached).toEqual({
      ok: true,
      value: {
        pool: { ...pool, resources: { ...resources, songUp: 6 } },
        resource: "none",
        amount: 0,
        gained: { resource: "songUp", amount: 3 },
        threshold: { total: 10, threshold: 10, reached: true, bonus: 2 },
      },
    });
    const missed = payAndGain(pool, { amount: 0, resource: "none" }, song, 1, 9);
    expect(missed.ok && missed.value.pool.resources.songUp).toBe(4);
    expect(missed.ok && missed.value.threshold).toEqual({
      total: 9,
      threshold: 10,
      reached: false,
      bonus: 0,
    });
  });

  it("a song with no base 楽素 but an extra: nothing below the threshold (and says so), the extra at it", () => {
    const onlyExtra = { amount: 0, resource: "songDown" as const, threshold: 8, bonus: 1 };
    const below = payAndGain(pool, { amount: 0, resource: "none" }, onlyExtra, 1, 7);
    expect(below.ok && below.value.gained).toEqual({ resource: "none", amount: 0 });
    expect(below.ok && below.value.threshold?.reached).toBe(false);
    expect(below.ok && below.value.pool).toBe(pool);
    const at = payAndGain(pool, { amount: 0, resource: "none" }, onlyExtra, 1, 8);
    expect(at.ok && at.value.gained).toEqual({ resource: "songDown", amount: 1 });
    expect(at.ok && at.value.pool.resources.songDown).toBe(2);
  });

  it("no check made (null), no threshold, no extra or no resource: the base amount and no check recorded", () => {
    expect(gainFor(song, null)).toEqual({ resource: "songUp", amount: 1, threshold: null });
    expect(gainFor({ amount: 1, resource: "songUp" }, 20)).toEqual({
      resource: "songUp",
      amount: 1,
      threshold: null,
    });
    expect(gainFor({ ...song, bonus: 0 }, 20).threshold).toBeNull();
    expect(gainFor({ ...song, threshold: 0 }, 20).amount).toBe(1);
    expect(gainFor({ ...song, resource: "none" }, 20).threshold).toBeNull();
    const plain = payAndGain(pool, { amount: 0, resource: "none" }, song);
    expect(plain.ok && "threshold" in plain.value).toBe(false);
    expect(plain.ok && plain.value.gained.amount).toBe(1);
  });

  it("corrupt values: a non-finite total is no check; text, negative or fractional threshold/extra read as whole ≥ 0", () => {
    expect(gainFor(song, Number.NaN).threshold).toBeNull();
    expect(gainFor(song, Number.POSITIVE_INFINITY).threshold).toBeNull();
    expect(gainFor(song, 10.9).threshold).toEqual({ total: 10, threshold: 10, reached: true, bonus: 2 });
    expect(gainFor(song, 9.9).threshold?.reached).toBe(false);
    expect(hasThreshold({ ...song, threshold: "10" as unknown as number })).toBe(false);
    expect(hasThreshold({ ...song, bonus: -2 })).toBe(false);
    expect(gainFor({ ...song, threshold: 9.5, bonus: 2.9 }, 9)).toMatchObject({ amount: 3 });
  });

  it("a refused cost rolls nothing into the pool: the error, whatever the total", () => {
    const finale = payAndGain(pool, { amount: 10, resource: "mp" }, song, 1, 12);
    expect(finale).toMatchObject({ ok: false, error: { code: "TechniqueCostUnpaid" } });
  });

  it("the schema's number table: threshold and extra start at 0 (none) for every kind, never below 0", () => {
    expect(TECHNIQUE_NUMBER_FIELDS["gain.threshold"]).toEqual({ initial: 0, min: 0 });
    expect(TECHNIQUE_NUMBER_FIELDS["gain.bonus"]).toEqual({ initial: 0, min: 0 });
  });
});

describe("the threshold against hostile values (property)", () => {
  const anyNumber = fc.oneof(
    fc.integer({ min: -50, max: 50 }),
    fc.double(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300, -0),
  );
  const anyValue = fc.oneof(anyNumber, fc.string(), fc.constant(null), fc.constant(undefined));

  it("gainFor never throws; the gain is a whole count ≥ 0; the extra is added exactly when a finite total reaches a whole threshold", () => {
    fc.assert(
      fc.property(
        anyValue,
        anyValue,
        anyValue,
        fc.constantFrom("songUp", "songDown", "songHeart", "morale", "none"),
        fc.oneof(anyNumber, fc.constant(null)),
        (amount, threshold, bonus, resource, total) => {
          const gain = { amount, resource, threshold, bonus } as never;
          const got = gainFor(gain, total);
          expect(Number.isInteger(got.amount) && got.amount >= 0 && got.amount <= 1_000_000).toBe(true);
          const base =
            typeof amount === "number" && Number.isFinite(amount) ? Math.max(0, Math.trunc(amount)) : 0;
          if (got.threshold === null) {
            expect(got.amount).toBe(Math.min(1_000_000, base));
            return;
          }
          expect(typeof total === "number" && Number.isFinite(total)).toBe(true);
          expect(got.threshold.reached).toBe(got.threshold.total >= got.threshold.threshold);
          expect(got.threshold.threshold).toBeGreaterThan(0);
          expect(got.amount).toBe(Math.min(1_000_000, base + got.threshold.bonus));
          expect(got.threshold.bonus > 0).toBe(got.threshold.reached);
        },
      ),
      { numRuns: 500 },
    );
  });
});
