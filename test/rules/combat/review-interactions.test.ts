/**
 * Review of the parallel merges (riders and sections, water and air, Standard on the canvas, migrations):
 * how the pieces meet. Tests marked `it.fails` expose a bug named in their comment (the reviewer's report
 * gives file:line and the proposed fix); flip them to `it` when the bug is fixed.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import { blockOptions } from "../../../src/rules/combat/standard/blocking.js";
import { skirmishOf } from "../../../src/rules/combat/standard/model.js";
import { evasionModifier } from "../../../src/rules/combat/turn/modifiers.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { attempt, foe, makeBattle, pc, play, riderOnMount, rules, turnOf, who } from "./helpers.js";

const move = (actorId: string, mode: "limited" | "normal" | "full", to?: string): BattleEvent =>
  ({ type: "move", actorId, mode, ...(to ? { to } : {}) }) as BattleEvent;
const moveTo = (actorId: string, x: number, y = 0, more: Record<string, unknown> = {}): BattleEvent =>
  ({ type: "moveTo", actorId, path: [{ x, y }], ...more }) as BattleEvent;
const melee = (actorId: string, targetId: string, more: Record<string, unknown> = {}): BattleEvent =>
  ({ type: "major", actorId, action: { kind: "attack", form: "melee", targetId, ...more } }) as BattleEvent;

/** Simplified: Kay (Rider 2) on her stag in the party's Rearguard; an orc on the Frontline. */
function riding(
  kay: Record<string, unknown> = {},
  stag: Record<string, unknown> = {},
  more: Record<string, unknown>[] = [],
  extra: Record<string, unknown> = {},
) {
  return makeBattle(
    [
      pc("kay", "pcRear", { riderLevel: 2, mountedWith: "stag", vitality: 3, ...kay }),
      pc("stag", "pcRear", { kind: "mount", hp: 30, mountedWith: "kay", vitality: 3, ...stag }),
      foe("orc", "frontline"),
      ...more,
    ],
    extra,
  );
}

/** Standard: Kay (Agility 8) on her stag (Agility 20) at the origin, and whoever else is given. */
function stdRiding(
  more: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
  stag: Record<string, unknown> = {},
) {
  return makeBattle([...riderOnMount("kay", "stag", { x: 0 }, stag), ...more], {
    method: "standard",
    ...extra,
  });
}

/** Ends Kay's turn, lets the enemies act, and opens Kay's turn in the next round. */
function nextRoundForKay(s: BattleState, enemies: string[]): BattleState {
  let state = play(s, [{ type: "endTurn", actorId: "kay" }]).state;
  for (const id of enemies)
    state = play(state, [
      { type: "startTurn", actorId: id },
      { type: "endTurn", actorId: id },
    ]).state;
  return turnOf(state, "kay");
}

describe("saving a Standard battle (STD-01, STD-06): the Foundry layer rereads the state after every event", () => {
  // Was critical: normalizeBattle read the Standard fields at the top level only, while a saved state keeps
  // them under `standard`, so every Foundry event (readBattle) started from a battle with no skirmishes.
  it("[STD-06][STD-01] skirmishes, metric, spent metres and the blockable move survive a JSON save and reload", () => {
    const s = makeBattle(
      [
        { id: "ann", side: "pc", hp: 20, agility: 10, position: { x: 0 } },
        { id: "orc", side: "enemy", hp: 20, agility: 10, position: { x: 0 } },
        { id: "bo", side: "pc", hp: 20, agility: 10, position: { x: 20 } },
      ],
      { method: "standard", metric: { kind: "grid", size: 100, diagonals: "equidistant" } },
    );
    const fought = play(turnOf(s, "ann"), [move("ann", "limited"), melee("ann", "orc", { damage: 1 })]).state;
    expect(fought.standard?.skirmishes).toHaveLength(1);
    const reread = normalizeBattle(JSON.parse(JSON.stringify(fought)));
    expect(reread.ok).toBe(true);
    if (!reread.ok) return;
    expect(reread.value.standard?.metric).toEqual({ kind: "grid", size: 100, diagonals: "equidistant" });
    expect(reread.value.standard?.skirmishes).toEqual(fought.standard?.skirmishes);
    expect(reread.value).toEqual(fought);
  });
});

describe("riders and their mounts meet water, air and skirmishes", () => {
  // A ridden mount's turn is its jockey's: the mount's penalties end when the jockey's turn starts.
  it("[MOVE-02][MOUNT-03] the mount's Full-Move −4 Evasion ends when the pair's next turn starts (no pile-up)", () => {
    const s = play(turnOf(riding(), "kay"), [move("kay", "full")]).state;
    expect(evasionModifier(s, "stag")).toBe(-4);
    expect(evasionModifier(s, "kay")).toBe(-4);
    const round2 = nextRoundForKay(s, ["orc"]);
    expect(evasionModifier(round2, "kay")).toBe(0);
    expect(evasionModifier(round2, "stag")).toBe(0);
    const again = play(round2, [move("kay", "full")]).state;
    expect(evasionModifier(again, "stag")).toBe(-4);
  });

  it("[MOVE-02][MOUNT-03] Standard: the pair's Full Move (−4 on both) ends for the mount too at the jockey's next turn", () => {
    const s = turnOf(
      stdRiding([{ id: "orc", side: "enemy", hp: 15, agility: 10, position: { x: 100 } }]),
      "kay",
    );
    // 30 m on the stag's Agility 20: more than Normal (20), so a Full Move.
    const moved = play(s, [moveTo("kay", 30)]).state;
    expect(evasionModifier(moved, "stag")).toBe(-4);
    const next = nextRoundForKay(moved, ["orc"]);
    expect(evasionModifier(next, "stag")).toBe(0);
    expect(evasionModifier(next, "kay")).toBe(0);
  });

  it("[MOVE-02][MOUNT-03][MOUNT-10] the jockey's turn ends a passenger's pair-imposed −4, not its own penalties", () => {
    const s = riding({}, {}, [pc("pip", "pcRear", { mountedWith: "stag" })]);
    const round = play(s, [
      { type: "startRound" },
      { type: "startTurn", actorId: "pip" },
      { type: "endTurn", actorId: "pip" },
      { type: "startTurn", actorId: "kay" },
      move("kay", "full"),
      { type: "endTurn", actorId: "kay" },
      { type: "startTurn", actorId: "orc" },
      { type: "endTurn", actorId: "orc" },
    ]).state;
    expect(evasionModifier(round, "pip")).toBe(-4);
    // Pip also carries a penalty of its own "until its next turn" (here set by hand).
    const own = structuredClone(round);
    who(own, "pip").penalties.push({ target: "evasion", value: -2, source: "retreat" });
    const r = play(own, [{ type: "startRound" }, { type: "startTurn", actorId: "kay" }]);
    expect(r.log).toContainEqual({ type: "penaltiesEnded", params: { actorId: "stag" } });
    expect(r.log).toContainEqual({ type: "penaltiesEnded", params: { actorId: "pip" } });
    expect(evasionModifier(r.state, "stag")).toBe(0);
    expect(evasionModifier(r.state, "pip")).toBe(-2);
  });

  // MOUNT-01: "the movement type and speed used are those of the mount", under water too.
  it("[ENV-05][MOUNT-01] Simplified under water: the pair's area change is judged on the mount's speed", () => {
    const water = { environment: { underwater: true } };
    // Stag Agility 20: a Full Move under water covers ⌈60 / 5⌉ = 12 m ≥ 10 m (Kay's own: ⌈30 / 5⌉ = 6 m).
    const fast = turnOf(riding({ agility: 10 }, { agility: 20 }, [], water), "kay");
    expect(rules(attempt(fast, move("kay", "full", "frontline")))).toEqual([]);
    // Stag Agility 10 (6 m) carrying a quick rider (Agility 20): too slow.
    const slow = turnOf(riding({ agility: 20 }, { agility: 10 }, [], water), "kay");
    expect(rules(attempt(slow, move("kay", "full", "frontline")))).toEqual(["ENV-05"]);
  });

  it("[ENV-05][MOUNT-01] Simplified under water: sent with the mount's id, the same move is judged on the mount (control)", () => {
    const water = { environment: { underwater: true } };
    const fast = turnOf(riding({ agility: 10 }, { agility: 20 }, [], water), "kay");
    expect(rules(attempt(fast, move("stag", "full", "frontline")))).toEqual([]);
    const slow = turnOf(riding({ agility: 20 }, { agility: 10 }, [], water), "kay");
    expect(rules(attempt(slow, move("stag", "full", "frontline")))).toEqual(["ENV-05"]);
  });

  it("[ENV-05][MOUNT-01] Standard under water: the pair moves on the mount's underwater budget, not the rider's", () => {
    const s = turnOf(
      stdRiding([{ id: "orc", side: "enemy", hp: 15, agility: 10, position: { x: 40 } }], {
        environment: { underwater: true },
      }),
      "kay",
    );
    // Stag Agility 20: Normal ⌈20 / 5⌉ = 4 m (Kay's own would be ⌈8 / 5⌉ = 2 m).
    const r = play(s, [moveTo("kay", 4)]);
    expect(r.log[0]).toMatchObject({ type: "movedTo", params: { actorId: "stag", mode: "normal", left: 0 } });
    expect(who(r.state, "kay").position).toEqual({ kind: "point", x: 4, y: 0 });
    expect(rules(attempt(r.state, moveTo("kay", 5)))).toEqual(["ENV-05"]);
  });

  // Under water the blockers must match the pair's sections + 1 (MOUNT-09), whichever of the pair is named.
  it("[ENV-08][MOUNT-09] under water one blocker cannot stop a ridden one-section mount (the pair has 2 sections)", () => {
    const s = turnOf(
      stdRiding([{ id: "g1", side: "enemy", hp: 10, agility: 10, position: { x: 5, y: 1 } }], {
        environment: { underwater: true },
      }),
      "kay",
    );
    // 10 m under water is the stag's Full Move (⌈60 / 5⌉ = 12 m); g1's Limited Move under water is 1 m.
    const moved = play(s, [moveTo("kay", 10)]).state;
    for (const moverId of ["kay", "stag"])
      expect(
        rules(attempt(moved, { type: "block", moverId, blockerIds: ["g1"], at: { x: 5, y: 0 } })),
      ).toContain("ENV-08");
  });

  it("[ENV-08][MOUNT-09] under water two blockers stop the ridden one-section mount (2 ≥ 2)", () => {
    const s = turnOf(
      stdRiding(
        [
          { id: "g1", side: "enemy", hp: 10, agility: 10, position: { x: 5, y: 1 } },
          { id: "g2", side: "enemy", hp: 10, agility: 10, position: { x: 5, y: -1 } },
        ],
        { environment: { underwater: true } },
      ),
      "kay",
    );
    const moved = play(s, [moveTo("kay", 10)]).state;
    const r = play(moved, [{ type: "block", moverId: "stag", blockerIds: ["g1", "g2"], at: { x: 5, y: 0 } }]);
    expect(who(r.state, "kay").position).toEqual({ kind: "point", x: 5, y: 0 });
  });

  it("[ENV-08] control: on dry land the same single blocker stops the pair (STD-19: one blocker stops 2)", () => {
    const s = turnOf(
      stdRiding([{ id: "g1", side: "enemy", hp: 10, agility: 10, position: { x: 5, y: 1 } }]),
      "kay",
    );
    const moved = play(s, [moveTo("kay", 10)]).state;
    const r = play(moved, [{ type: "block", moverId: "kay", blockerIds: ["g1"], at: { x: 5, y: 0 } }]);
    expect(who(r.state, "kay").position).toEqual({ kind: "point", x: 5, y: 0 });
    expect(who(r.state, "stag").position).toEqual({ kind: "point", x: 5, y: 0 });
  });

  // STD-06: the whole pair joins the melee, so the whole pair counts toward the 20.
  it("[STD-06][MOUNT-09][SECT-03] a pair joining a melee of 19 makes 21: refused (at most 20 in one melee)", () => {
    const hydra = Array.from({ length: 18 }, (_, i) => ({ name: `head ${i + 1}`, hp: 10 }));
    const s = turnOf(
      stdRiding(
        [
          { id: "ann", side: "pc", hp: 20, agility: 10, position: { x: 0, y: 20 } },
          {
            id: "hydra",
            side: "enemy",
            kind: "monster",
            sections: hydra,
            agility: 10,
            position: { x: 0, y: 20 },
          },
        ],
        { skirmishes: [{ centre: { x: 0, y: 20 }, melee: ["ann", "hydra"] }] },
      ),
      "kay",
    );
    expect(s.standard?.skirmishes[0]?.radius).toBe(6);
    expect(rules(attempt(s, moveTo("kay", 0, 20, { join: true })))).toEqual(["STD-06"]);
  });

  it("[STD-06][MOUNT-09][SECT-03] a pair joining a melee of 18 makes 20: allowed, and both enter it", () => {
    const hydra = Array.from({ length: 17 }, (_, i) => ({ name: `head ${i + 1}`, hp: 10 }));
    const s = turnOf(
      stdRiding(
        [
          { id: "ann", side: "pc", hp: 20, agility: 10, position: { x: 0, y: 20 } },
          {
            id: "hydra",
            side: "enemy",
            kind: "monster",
            sections: hydra,
            agility: 10,
            position: { x: 0, y: 20 },
          },
        ],
        { skirmishes: [{ centre: { x: 0, y: 20 }, melee: ["ann", "hydra"] }] },
      ),
      "kay",
    );
    const r = play(s, [moveTo("kay", 0, 20, { join: true })]);
    expect(r.state.standard?.skirmishes[0]?.melee).toEqual(expect.arrayContaining(["kay", "stag"]));
  });

  // STD-21 "its side in the skirmish, itself included": a pair counts the mount's sections + 1 (MOUNT-09).
  it("[STD-21][MOUNT-09] a pair passing a 1-vs-1 melee makes its side 3 > 2 × 1: the skirmish cannot block it", () => {
    const s = turnOf(
      stdRiding(
        [
          { id: "bo", side: "pc", hp: 20, agility: 10, position: { x: 10, y: 0 } },
          { id: "orc", side: "enemy", hp: 20, agility: 10, position: { x: 10, y: 0 } },
        ],
        { skirmishes: [{ centre: { x: 10, y: 0 }, melee: ["bo", "orc"] }] },
      ),
      "kay",
    );
    const path = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
    ];
    expect(blockOptions(s, who(s, "stag"), path).skirmishes).toMatchObject([{ id: "s1", blockable: false }]);
    const moved = play(s, [moveTo("kay", 20)]).state;
    expect(
      rules(attempt(moved, { type: "block", moverId: "kay", blockerIds: ["orc"], skirmishId: "s1" })),
    ).toEqual(["STD-21"]);
  });

  it("[STD-21][MOUNT-09] control: a pair passing a 1-vs-2 melee makes its side 3 ≤ 2 × 2: the skirmish may block", () => {
    const s = turnOf(
      stdRiding(
        [
          { id: "bo", side: "pc", hp: 20, agility: 10, position: { x: 10, y: 0 } },
          { id: "orc", side: "enemy", hp: 20, agility: 10, position: { x: 10, y: 0 } },
          { id: "orc2", side: "enemy", hp: 20, agility: 10, position: { x: 10, y: 0 } },
        ],
        { skirmishes: [{ centre: { x: 10, y: 0 }, melee: ["bo", "orc", "orc2"] }] },
      ),
      "kay",
    );
    const path = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
    ];
    expect(blockOptions(s, who(s, "stag"), path).skirmishes).toMatchObject([{ id: "s1", blockable: true }]);
  });

  // ACT-10: the jockey's own mount retreats with it (it carries the pair), so it is no ally who stays.
  it("[ACT-10][MOUNT-01] a jockey's retreat does not count its own mount among the allies who stay", () => {
    const s = riding({ area: "frontline" }, { area: "frontline" }, [
      pc("bo", "frontline"),
      pc("cy", "frontline"),
    ]);
    const r = play(turnOf(s, "kay"), [{ type: "declareRetreat", actorId: "kay" }]);
    // Allies who stay: bo and cy, 2, not more than 2 × 1 orc: −4.
    expect(r.log[0]).toEqual({
      type: "retreatDeclared",
      params: { actorId: "kay", allies: 2, hostiles: 1, evasionPenalty: -4 },
    });
  });

  it("[ACT-10][MOUNT-01] with a third ally who stays, 3 > 2 × 1: no penalty", () => {
    const s = riding({ area: "frontline" }, { area: "frontline" }, [
      pc("bo", "frontline"),
      pc("cy", "frontline"),
      pc("dee", "frontline"),
    ]);
    const r = play(turnOf(s, "kay"), [{ type: "declareRetreat", actorId: "kay" }]);
    expect(r.log[0]).toEqual({
      type: "retreatDeclared",
      params: { actorId: "kay", allies: 3, hostiles: 1, evasionPenalty: 0 },
    });
  });

  it("[ACT-10][MOUNT-01] Standard: the same retreat in a melee counts bo and cy only (2 ≤ 2 × 1): −4", () => {
    const s = turnOf(
      stdRiding(
        [
          { id: "bo", side: "pc", hp: 20, agility: 10, position: { x: 0 } },
          { id: "cy", side: "pc", hp: 20, agility: 10, position: { x: 0 } },
          { id: "orc", side: "enemy", hp: 20, agility: 10, position: { x: 0 } },
        ],
        { skirmishes: [{ centre: { x: 0, y: 0 }, melee: ["kay", "stag", "bo", "cy", "orc"] }] },
      ),
      "kay",
    );
    const r = play(s, [{ type: "declareRetreat", actorId: "kay" }]);
    expect(r.log[0]).toEqual({
      type: "retreatDeclared",
      params: { actorId: "kay", allies: 2, hostiles: 1, evasionPenalty: -4 },
    });
  });

  it("[ENV-06][MOUNT-10] a mount out of breath falls unconscious as the round starts and throws its rider; each counts its own breath", () => {
    const s = riding({ vitality: 3 }, { vitality: 1 }, [], { environment: { underwater: true } });
    const r1 = play(s, [{ type: "startRound" }]);
    expect(r1.log.filter((l) => l.type === "holdingBreath").map((l) => l.params)).toEqual([
      { combatantId: "kay", rounds: 1, vitality: 3 },
      { combatantId: "stag", rounds: 1, vitality: 1 },
    ]);
    // Let round 2 end: everybody acts.
    let state = play(r1.state, [
      { type: "startTurn", actorId: "kay" },
      { type: "endTurn", actorId: "kay" },
      { type: "startTurn", actorId: "orc" },
      { type: "endTurn", actorId: "orc" },
    ]).state;
    const r2 = play(state, [{ type: "startRound" }]);
    expect(r2.log).toContainEqual({ type: "outOfBreath", params: { combatantId: "stag", vitality: 1 } });
    expect(r2.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "unconscious", mayTumble: true },
    });
    state = r2.state;
    expect(who(state, "stag").sections[0]).toMatchObject({ hp: 0, conscious: false });
    expect(who(state, "kay").mountedWith).toBeUndefined();
    expect(who(state, "kay").status.prone).toBe(true);
    expect(who(state, "kay").breathRounds).toBe(2);
  });

  it("[ENV-07][MOUNT-03] under water the rider may not shoot even after the mount's Limited Move; melee still works", () => {
    const s = play(
      turnOf(
        riding({ area: "frontline" }, { area: "frontline" }, [], { environment: { underwater: true } }),
        "kay",
      ),
      [move("kay", "limited")],
    ).state;
    for (const form of ["shooting", "thrown"])
      expect(
        rules(
          attempt(s, {
            type: "major",
            actorId: "kay",
            action: { kind: "attack", form, targetId: "orc", range: 10 },
          } as BattleEvent),
        ),
      ).toEqual(["ENV-07"]);
    const hit = play(s, [melee("kay", "orc", { damage: 3 })]);
    expect(who(hit.state, "orc").sections[0]?.hp).toBe(12);
  });
});

describe("a rider on a flying mount (ENV-04 with MOUNT-08/10)", () => {
  // A rider is at its mount's altitude: when the mount falls, its riders fall the same height (no −10 m).
  it("[ENV-04][MOUNT-10] the mount knocked unconscious 5 m up falls; its rider falls off from 5 m too (15 damage, Tumble allowed)", () => {
    const s = riding({ hp: 30 }, { flying: true, altitude: 5 });
    const r = play(s, [{ type: "applyDamage", targetId: "stag", amount: 30 }]);
    expect(r.log).toContainEqual(
      expect.objectContaining({
        type: "fell",
        params: expect.objectContaining({ combatantId: "stag", distance: 5 }),
      }),
    );
    expect(r.log).toContainEqual(
      expect.objectContaining({
        type: "fell",
        params: expect.objectContaining({ combatantId: "kay", distance: 5, fallDamage: 15 }),
      }),
    );
    expect(who(r.state, "kay").sections[0]?.hp).toBe(15);
  });

  it("[ENV-04][MOUNT-10] what happens today: the mount lands hurt, the rider is thrown prone (reason unconscious, may Tumble)", () => {
    const s = riding({ hp: 30 }, { flying: true, altitude: 5 });
    const r = play(s, [{ type: "applyDamage", targetId: "stag", amount: 30 }]);
    // The stag falls unconscious: no Tumble, no −10 m: 15 on its 0 HP.
    expect(who(r.state, "stag").sections[0]?.hp).toBe(-15);
    expect(who(r.state, "stag").flying).toBe(false);
    expect(r.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "unconscious", mayTumble: true },
    });
    expect(who(r.state, "kay").status.prone).toBe(true);
  });
});

describe("riders thrown in the air (ENV-04 with MOUNT-08/10): the rider falls from the mount's altitude", () => {
  const fell = (id: string, more: Record<string, unknown>) =>
    expect.objectContaining({ type: "fell", params: expect.objectContaining({ combatantId: id, ...more }) });

  it("[ENV-04][MOUNT-10] a rider knocked unconscious on a mount flying at 6 m is thrown and falls 6 m (18, no Tumble); the mount flies on", () => {
    const s = riding({ hp: 10 }, { flying: true, altitude: 6 });
    const r = play(s, [{ type: "applyDamage", targetId: "kay", amount: 10 }]);
    expect(r.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "unconscious", mayTumble: false },
    });
    expect(r.log).toContainEqual(fell("kay", { cause: "fromMount", distance: 6, fallDamage: 18 }));
    expect(who(r.state, "kay").sections[0]?.hp).toBe(-18);
    expect(who(r.state, "stag")).toMatchObject({ flying: true, altitude: 6 });
  });

  it("[ENV-04][MOUNT-08] the mount knocked prone at 8 m lands (8 − 10: unhurt) and throws its rider, who falls the whole 8 m (24)", () => {
    const s = riding({ hp: 30 }, { flying: true, altitude: 8 });
    const r = play(s, [{ type: "setStatus", combatantId: "stag", flag: "prone", value: true }]);
    expect(who(r.state, "stag").sections[0]?.hp).toBe(30);
    expect(r.log).toContainEqual(fell("kay", { cause: "fromMount", distance: 8, fallDamage: 24 }));
    expect(r.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "prone", mayTumble: true },
    });
    expect(who(r.state, "kay").sections[0]?.hp).toBe(6);
  });

  it("[ENV-04][MOUNT-01] a rider on the ground (mount not flying) thrown: no fall damage (control)", () => {
    const r = play(riding({ hp: 30 }), [
      { type: "setStatus", combatantId: "stag", flag: "prone", value: true },
    ]);
    expect(r.log.map((l) => l.type)).not.toContain("fell");
    expect(who(r.state, "kay").sections[0]?.hp).toBe(30);
  });

  it("[ENV-04][SECT-07][MOUNT-01] a winged mount losing its wing at 4 m falls with its rider (12 each); the conscious pair stays mounted", () => {
    const s = riding(
      { hp: 30 },
      {
        flying: true,
        altitude: 4,
        sections: [
          { name: "body", hp: 30 },
          { name: "wing", hp: 5, wing: true },
        ],
      },
    );
    const r = play(s, [{ type: "applyDamage", targetId: "stag", section: 1, amount: 5 }]);
    expect(r.log).toContainEqual(fell("stag", { cause: "lostFlight", distance: 4, fallDamage: 12 }));
    expect(r.log).toContainEqual(fell("kay", { cause: "fromMount", distance: 4, fallDamage: 12 }));
    expect(who(r.state, "kay").sections[0]?.hp).toBe(18);
    expect(who(r.state, "kay").mountedWith).toBe("stag");
    expect(who(r.state, "stag").flying).toBe(false);
  });
});

describe("wings lost in the air (SECT-07 with ENV-04)", () => {
  const roc = (altitude: number) =>
    makeBattle([
      pc("ann", "frontline"),
      foe("roc", "frontline", {
        kind: "monster",
        sections: [
          { name: "body", hp: 30 },
          { name: "wing", hp: 10, wing: true },
        ],
        flying: true,
        altitude,
      }),
    ]);

  // Seed 000 "Losing Flight": wings at 0 HP: "unable to fly, and if in the air will fall immediately".
  it("[SECT-07][ENV-04] the last wing at 0 HP: the monster falls at once (lostFlight: whole height, Tumble allowed)", () => {
    const r = play(roc(6), [{ type: "applyDamage", targetId: "roc", section: 1, amount: 10 }]);
    expect(who(r.state, "roc").status.grounded).toBe(true);
    expect(who(r.state, "roc").flying).toBe(false);
    expect(r.log).toContainEqual(
      expect.objectContaining({
        type: "fell",
        params: expect.objectContaining({ combatantId: "roc", cause: "lostFlight", distance: 6 }),
      }),
    );
  });

  // `grounded` means cannot fly: no recovery 10 m lower, no −10 m of "able to fly".
  const groundedAloft = (altitude: number) =>
    makeBattle([
      pc("ann", "frontline"),
      foe("roc", "frontline", {
        kind: "monster",
        sections: [
          { name: "body", hp: 100 },
          { name: "wing", hp: 0, wing: true },
        ],
        status: { grounded: true },
        flying: true,
        altitude,
      }),
    ]);

  it("[SECT-07][ENV-04] a grounded monster still marked flying, knocked prone at 20 m, cannot recover flight 10 m lower", () => {
    const r = play(groundedAloft(20), [
      { type: "setStatus", combatantId: "roc", flag: "prone", value: true },
    ]);
    expect(r.log.map((l) => l.type)).not.toContain("flightRecovered");
    expect(who(r.state, "roc").flying).toBe(false);
    // The whole 20 m: 60 on every section.
    expect(who(r.state, "roc").sections.map((x) => x.hp)).toEqual([40, -60]);
  });

  it('[SECT-07][ENV-04] a grounded monster knocked down from 8 m takes the whole 8 m (no −10 m of "able to fly")', () => {
    const r = play(groundedAloft(8), [{ type: "fall", combatantId: "roc", cause: "knockedDown" }]);
    expect(r.log).toContainEqual(
      expect.objectContaining({
        type: "fell",
        params: expect.objectContaining({ combatantId: "roc", distance: 8, fallDamage: 24 }),
      }),
    );
    expect(who(r.state, "roc").sections[0]?.hp).toBe(76);
  });

  it("[SECT-07][ENV-04] control: a monster with its wings, knocked down from 8 m, takes nothing (8 − 10 < 0)", () => {
    const r = play(roc(8), [{ type: "fall", combatantId: "roc", cause: "knockedDown" }]);
    expect(who(r.state, "roc").sections.map((x) => x.hp)).toEqual([30, 10]);
  });

  it("[SECT-07][ENV-04] one wing of two down grounds (half, rounded up): it falls its 3 m, every section hurt", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("roc", "frontline", {
        kind: "monster",
        sections: [
          { name: "body", hp: 40 },
          { name: "left wing", hp: 10, wing: true },
          { name: "right wing", hp: 10, wing: true },
        ],
        flying: true,
        altitude: 3,
      }),
    ]);
    const r = play(s, [{ type: "applyDamage", targetId: "roc", section: 1, amount: 10 }]);
    expect(r.log).toContainEqual(
      expect.objectContaining({
        type: "fell",
        params: expect.objectContaining({
          combatantId: "roc",
          cause: "lostFlight",
          distance: 3,
          fallDamage: 9,
        }),
      }),
    );
    expect(who(r.state, "roc").sections.map((x) => x.hp)).toEqual([31, -9, 1]);
  });
});

describe("sections under water in Standard Combat (SECT-03, SECT-05 with ENV-05/07)", () => {
  it("[SECT-05][SECT-03][ENV-07] a five-section monster attacked under water: all its sections enter the melee; 6 in melee → 4 m", () => {
    const s = makeBattle(
      [
        { id: "ann", side: "pc", hp: 20, agility: 10, position: { x: 0 } },
        {
          id: "kraken",
          side: "enemy",
          kind: "monster",
          agility: 10,
          position: { x: 0 },
          sections: Array.from({ length: 5 }, (_, i) => ({ name: `arm ${i + 1}`, hp: 10 })),
        },
      ],
      { method: "standard", environment: { underwater: true } },
    );
    const r = play(turnOf(s, "ann"), [
      move("ann", "limited"),
      melee("ann", "kraken", { damage: 2, section: 0 }),
    ]);
    expect(r.state.standard?.skirmishes).toMatchObject([{ melee: ["ann", "kraken"], radius: 4 }]);
    // Under water no shot: a second attacker at the centre may only fight in melee.
    expect(who(r.state, "kraken").sections[0]?.hp).toBe(8);
  });
});

describe("a flying mount knocked out of the air in a melee (ENV-04 with MOUNT-01/08, Standard)", () => {
  const inMelee = (altitude: number) =>
    stdRiding(
      [{ id: "orc", side: "enemy", hp: 15, agility: 10, position: { x: 0 } }],
      { skirmishes: [{ centre: { x: 0, y: 0 }, melee: ["kay", "stag", "orc"] }] },
      { flying: true, altitude },
    );

  // Our reading: in the air "knocked prone" becomes a fall (ENV-04); the mount that flies on 10 m lower is
  // not prone, so its rider stays in the saddle (MOUNT-08 not triggered) and both leave the melee together.
  it("[ENV-04][MOUNT-08] the mount knocked down at 15 m recovers 10 m lower: rider and mount are not split between melee and air", () => {
    const r = play(inMelee(15), [{ type: "setStatus", combatantId: "stag", flag: "prone", value: true }]);
    expect(r.log).toContainEqual({ type: "flightRecovered", params: { combatantId: "stag", altitude: 5 } });
    const melee = r.state.standard?.skirmishes[0]?.melee ?? [];
    const kayMounted = who(r.state, "kay").mountedWith === "stag";
    if (kayMounted) expect(melee.includes("kay")).toBe(melee.includes("stag"));
    else expect(who(r.state, "kay").status.prone).toBe(true);
    // Today: the stag is out of the melee, Kay still riding and still in it.
  });
});

describe("falling out of a skirmish (ENV-04 against STD-10)", () => {
  // Issue 17 flipped this from it.fails: seed 000 l.874 "forces a character out of a skirmish, regardless of
  // all other conditions" is read literally now (docs/standard-combat.md, "Readings we chose").
  it("[ENV-04][STD-10] a flier that falls out of a melee is no longer in that skirmish at all", () => {
    const s = makeBattle(
      [
        { id: "ann", side: "pc", hp: 20, agility: 10, position: { x: 0 } },
        { id: "orc", side: "enemy", hp: 20, agility: 10, position: { x: 0 } },
        { id: "harpy", side: "enemy", hp: 20, agility: 10, position: { x: 0 }, flying: true, altitude: 5 },
      ],
      { method: "standard", skirmishes: [{ centre: { x: 0, y: 0 }, melee: ["ann", "orc", "harpy"] }] },
    );
    const r = play(s, [{ type: "fall", combatantId: "harpy", cause: "lostFlight" }]);
    expect(r.log).toContainEqual({ type: "leftMelee", params: { combatantId: "harpy", skirmishId: "s1" } });
    expect(who(r.state, "harpy").sections[0]?.hp).toBe(5);
    expect(skirmishOf(r.state, who(r.state, "harpy"))).toBeNull();
  });
});

describe("falling out of a skirmish: the reading we chose (ENV-04 with STD-10)", () => {
  it("[ENV-04][STD-10] the faller leaves the melee without a retreat and lands on the nearest point outside it", () => {
    const s = makeBattle(
      [
        { id: "ann", side: "pc", hp: 20, agility: 10, position: { x: 0 } },
        { id: "orc", side: "enemy", hp: 20, agility: 10, position: { x: 0 } },
        { id: "harpy", side: "enemy", hp: 20, agility: 10, position: { x: 0 }, flying: true, altitude: 5 },
      ],
      { method: "standard", skirmishes: [{ centre: { x: 0, y: 0 }, melee: ["ann", "orc", "harpy"] }] },
    );
    const r = play(s, [{ type: "fall", combatantId: "harpy", cause: "lostFlight" }]);
    expect(r.state.standard?.skirmishes[0]?.melee).toEqual(["ann", "orc"]);
    expect(r.state.standard?.skirmishes[0]?.independents).toEqual([]);
    // Radius 3: the nearest whole-metre points outside are √10 m away; the first counter-clockwise from east.
    expect(who(r.state, "harpy").position).toEqual({ kind: "point", x: 3, y: 1 });
    expect(r.log).toContainEqual({
      type: "forcedOutOfSkirmish",
      params: { combatantId: "harpy", x: 3, y: 1 },
    });
  });
});

describe("untested interactions that work (kept as regression tests)", () => {
  it("[SECT-04][SECT-06][ENV-04] a two-section flier with one section down stays aloft; the last one down: it falls, no Tumble, every section hurt", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("roc", "frontline", {
        kind: "monster",
        sections: [
          { name: "head", hp: 10 },
          { name: "body", hp: 20 },
        ],
        flying: true,
        altitude: 4,
      }),
    ]);
    const one = play(s, [{ type: "applyDamage", targetId: "roc", section: 0, amount: 10 }]);
    expect(one.log.map((l) => l.type)).not.toContain("fell");
    expect(who(one.state, "roc").flying).toBe(true);
    const both = play(one.state, [{ type: "applyDamage", targetId: "roc", section: 1, amount: 20 }]);
    // 4 m unconscious: 12, no Tumble, no "able to fly" −10: on each section.
    expect(both.log).toContainEqual(
      expect.objectContaining({
        type: "fell",
        params: expect.objectContaining({
          combatantId: "roc",
          cause: "unconscious",
          distance: 4,
          damage: 12,
        }),
      }),
    );
    expect(who(both.state, "roc").sections.map((x) => x.hp)).toEqual([-12, -12]);
  });

  it("[ENV-08][MOUNT-09][SECT-03] under water a rider and its mount blocking together (2 bodies) stop a two-section monster; both are spent for the round", () => {
    const s = makeBattle(
      [
        {
          id: "kay",
          side: "pc",
          hp: 20,
          agility: 8,
          riderLevel: 2,
          mountedWith: "stag",
          position: { x: 5, y: 1 },
        },
        {
          id: "stag",
          side: "pc",
          kind: "mount",
          hp: 30,
          agility: 20,
          mountedWith: "kay",
          position: { x: 5, y: 1 },
        },
        {
          id: "eel",
          side: "enemy",
          kind: "monster",
          agility: 20,
          position: { x: 0 },
          sections: [
            { name: "head", hp: 10 },
            { name: "tail", hp: 10 },
          ],
        },
      ],
      {
        method: "standard",
        environment: { underwater: true },
        initiative: { winner: "enemy", ambush: false, partyResult: 9, monsterValue: 10 },
      },
    );
    const moved = play(turnOf(s, "eel"), [moveTo("eel", 10)]).state;
    const at = { x: 5, y: 0 };
    expect(rules(attempt(moved, { type: "block", moverId: "eel", blockerIds: ["kay"], at }))).toEqual([
      "ENV-08",
    ]);
    const r = play(moved, [{ type: "block", moverId: "eel", blockerIds: ["kay", "stag"], at }]);
    expect(who(r.state, "eel").position).toEqual({ kind: "point", x: 5, y: 0 });
    expect(r.state.environment?.blockedThisRound).toEqual(["kay", "stag"]);
  });

  it("[ENV-06][ENV-09][MOUNT-01] breath is each one's own: a water-breathing rider on a mount that holds its breath", () => {
    const s = riding({ waterBreathing: true }, { vitality: 2 }, [], { environment: { underwater: true } });
    const r = play(s, [{ type: "startRound" }]);
    expect(r.log.filter((l) => l.type === "holdingBreath").map((l) => l.params.combatantId)).toEqual([
      "stag",
    ]);
    expect(who(r.state, "kay").breathRounds).toBeUndefined();
  });
});
