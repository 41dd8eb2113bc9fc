// MOVE-01 / MOVE-05 in Standard Combat, a reading a battle opts into (`growingMoves`, set from a world setting
// when the Foundry layer sets a battle up; docs/standard-combat.md "Readings we chose"): a turn's movement
// mode read from the metres of its first move, not named, grows with the turn's later moves until the turn
// acts. A move made in steps (dragged twice, arrow keys a square at a time) is one move: its mode is the
// one its whole distance needs. A mode named on the board, imposed, blocked, or after a major action is fixed.
import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { raisableMode } from "../../../../src/rules/combat/standard/movement.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { deepFreeze } from "../../freeze.js";
import { attempt, foeAt, pcAt, play, riderOnMount, rules, standardBattle, who } from "../helpers.js";

/** Ann (Agility 12: Limited 3, Normal 12, Full 36 m) on her turn; an orc far off; two in melee at 60 m. */
const annsTurn = (more: Record<string, unknown>[] = []) =>
  play(
    standardBattle([pcAt("ann", 0), foeAt("orc", 0, 50), pcAt("bo", 60), foeAt("imp", 60), ...more], {
      growingMoves: true,
      skirmishes: [{ id: "s1", centre: { x: 60, y: 0 }, melee: ["bo", "imp"] }],
    }),
    [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }],
  ).state;
const to = (x: number, y = 0): BattleEvent => ({ type: "moveTo", actorId: "ann", path: [{ x, y }] });
const walk = (s: BattleState, ...xs: number[]) =>
  play(
    s,
    xs.map((x) => to(x)),
  ).state;

describe("a movement mode read from the metres grows until the turn acts (MOVE-01, MOVE-05)", () => {
  it("[MOVE-01][MOVE-05] one square at a time: Limited for 3 m, Normal from the 4th, Full from the 13th", () => {
    let s = annsTurn();
    const modes: string[] = [];
    for (let x = 1; x <= 13; x++) {
      const r = step(deepFreeze(s), to(x), fixedDice([]));
      expect(r.errors, `step to ${x} m`).toEqual([]);
      s = r.state;
      modes.push(s.turn?.move ?? "none");
    }
    expect(modes).toEqual([...Array(3).fill("limited"), ...Array(9).fill("normal"), "full"]);
    expect(s.standard?.spent).toBe(13);
    // Full costs −4 Evasion once (MOVE-02), however many steps it took.
    expect(who(s, "ann").penalties).toEqual([{ target: "evasion", value: -4, source: "fullMove" }]);
    expect(
      step(s, to(14), fixedDice([])).state.combatants.find((c) => c.id === "ann")?.penalties,
    ).toHaveLength(1);
    // Full's 36 m is the end: 37 m in all is over.
    expect(rules(attempt(s, to(37)))).toEqual(["MOVE-05"]);
  });

  it("[MOVE-01] the log names the mode each step made; a grown mode stays read (it may grow again)", () => {
    const s = walk(annsTurn(), 2);
    const r = step(s, to(5), fixedDice([]));
    expect(r.log[0]).toMatchObject({ type: "movedTo", params: { mode: "normal", distance: 3, left: 7 } });
    expect(raisableMode(r.state, r.state.turn)).toBe("normal");
    expect(r.state.turn?.moveChosen).toBeUndefined();
  });

  it("[MOVE-01] naming a mode on the board fixes it: a larger one than read is taken, a smaller one refused", () => {
    const read = walk(annsTurn(), 2);
    const named = play(read, [{ type: "move", actorId: "ann", mode: "normal" }]).state;
    expect(named.turn).toMatchObject({ move: "normal", moveChosen: true });
    expect(raisableMode(named, named.turn)).toBeNull();
    // Fixed at Normal: 13 m in all is over its 12.
    expect(rules(attempt(named, to(13)))).toEqual(["MOVE-05"]);
    // Read as Normal (5 m), naming Limited is naming a second mode.
    expect(rules(attempt(walk(annsTurn(), 5), { type: "move", actorId: "ann", mode: "limited" }))).toEqual([
      "MOVE-01",
    ]);
  });

  it("[MOVE-01] a mode named before the first move never grows", () => {
    const s = play(annsTurn(), [{ type: "move", actorId: "ann", mode: "limited" }, to(3)]).state;
    expect(rules(attempt(s, to(4)))).toEqual(["MOVE-05"]);
  });

  it("[MOVE-01] after a major action the turn moves no more (the mode is fixed with it)", () => {
    const s = play(walk(annsTurn(), 2), [
      { type: "major", actorId: "ann", action: { kind: "other", label: "draws a map" } },
    ]).state;
    expect(raisableMode(s, s.turn)).toBeNull();
    expect(rules(attempt(s, to(4)))).toContain("MOVE-01");
  });

  it("[STD-13][MOVE-06] forced to a Limited Move (in melee), nothing grows: 4 m is over", () => {
    const s = play(
      standardBattle([pcAt("ann", 0), foeAt("orc", 0)], {
        growingMoves: true,
        skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
      }),
      [
        { type: "startRound" },
        { type: "startTurn", actorId: "ann" },
        { type: "declareRetreat", actorId: "ann" },
      ],
    ).state;
    // A declared retreat may take any mode (STD-13): its first 4 m (out of the 3 m disc) read as Normal,
    // and a second step grows it into Full.
    const out = play(s, [to(4)]).state;
    expect(out.turn?.move).toBe("normal");
    const on = step(out, to(13), fixedDice([]));
    expect(on.errors).toEqual([]);
    expect(on.state.turn?.move).toBe("full");
    // Without the retreat the melee forces Limited: a move past 3 m stays refused.
    const stay = play(
      standardBattle([pcAt("ann", 0), foeAt("orc", 0)], {
        growingMoves: true,
        skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
      }),
      [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }],
    ).state;
    expect(rules(attempt(stay, to(4)))).toContain("STD-13");
  });

  it("[MOUNT-01][MOUNT-03] a mounted pair's read mode grows on the mount's budget; Full's −4 falls on both", () => {
    const s = play(
      standardBattle([...riderOnMount("kay", "stag", { x: 0 }), foeAt("orc", 0, 80)], { growingMoves: true }),
      [{ type: "startRound" }, { type: "startTurn", actorId: "kay" }],
    ).state;
    // Stag Agility 20: Limited 3, Normal 20, Full 60.
    const a = play(s, [{ type: "moveTo", actorId: "kay", path: [{ x: 3, y: 0 }] }]).state;
    expect(a.turn?.move).toBe("limited");
    const b = play(a, [{ type: "moveTo", actorId: "kay", path: [{ x: 21, y: 0 }] }]).state;
    expect(b.turn?.move).toBe("full");
    for (const id of ["kay", "stag"])
      expect(
        who(b, id).penalties.filter((p) => p.source === "fullMove"),
        id,
      ).toHaveLength(1);
  });

  it("[MOVE-01] a saved battle keeps whether the mode was named (JSON round trip)", () => {
    for (const s of [
      walk(annsTurn(), 2),
      play(annsTurn(), [{ type: "move", actorId: "ann", mode: "limited" }]).state,
    ]) {
      const reread = normalizeBattle(JSON.parse(JSON.stringify(s)));
      expect(reread.ok).toBe(true);
      if (reread.ok) expect(reread.value).toEqual(s);
    }
    const broken = normalizeBattle({
      ...JSON.parse(JSON.stringify(walk(annsTurn(), 2))),
      turn: { actorId: "ann", move: "limited", moveChosen: "yes" },
    });
    expect(broken.ok).toBe(false);
  });

  it("[MOVE-01] without the option (the engine's default) the first move fixes the mode", () => {
    const plain = play(standardBattle([pcAt("ann", 0), foeAt("orc", 0, 50)]), [
      { type: "startRound" },
      { type: "startTurn", actorId: "ann" },
      to(2),
    ]).state;
    expect(plain.standard?.growingMoves).toBeUndefined();
    expect(raisableMode(plain, plain.turn)).toBeNull();
    expect(rules(attempt(plain, to(4)))).toEqual(["MOVE-05"]);
    // A saved battle keeps the option; anything but a boolean is refused.
    const grown = walk(annsTurn(), 2);
    expect(grown.standard?.growingMoves).toBe(true);
    const saved = JSON.parse(JSON.stringify(grown));
    expect(normalizeBattle({ ...saved, standard: { ...saved.standard, growingMoves: "yes" } }).ok).toBe(
      false,
    );
  });
});

describe("a minor action after a read move fixes its mode (MOVE-01, MOVE-02, MOVE-03, ACT-08)", () => {
  // Seed 000: "a character must still choose their method of movement before taking any Major or Minor
  // Actions"; a Normal Move forbids a spell or a shot in the same turn, major or minor (MOVE-03), and a Full
  // Move allows only minor actions marked for it (MOVE-02).
  const spell: BattleEvent = {
    type: "minor",
    actorId: "ann",
    action: { kind: "magic", spell: { name: "Light", range: "touch", area: { shape: "target" }, mpCost: 1 } },
  };
  const shot: BattleEvent = {
    type: "minor",
    actorId: "ann",
    action: { kind: "other", label: "a quick shot", shooting: true },
  };
  const wave: BattleEvent = {
    type: "minor",
    actorId: "ann",
    action: { kind: "other", label: "waves" },
  };

  it("[ACT-08][MOVE-03] 1 m read as Limited, a minor-action spell, then 4 m more: refused, still Limited", () => {
    const cast = step(walk(annsTurn(), 1), spell, fixedDice([]));
    expect(cast.errors).toEqual([]);
    expect(raisableMode(cast.state, cast.state.turn)).toBeNull();
    const r = step(cast.state, to(5), fixedDice([]));
    // ACT-02: the minor action after the move ended it; the mode stays Limited (MOVE-05 over its 3 m).
    expect(rules(r)).toEqual(["ACT-02", "MOVE-05"]);
    expect(r.state).toBe(cast.state);
    expect(cast.state.turn?.move).toBe("limited");
    // Even within the Limited Move's 3 m it walks no more (ACT-02: no "move, minor action, finish move").
    expect(rules(step(cast.state, to(3), fixedDice([])))).toEqual(["ACT-02"]);
  });

  it("[MOVE-03] a minor-action shot after a read Limited Move: the turn does not grow into Normal", () => {
    const s = play(walk(annsTurn(), 2), [shot]).state;
    expect(s.turn?.move).toBe("limited");
    expect(rules(attempt(s, to(4)))).toEqual(["ACT-02", "MOVE-05"]);
  });

  it("[MOVE-02] any minor action after a read move fixes it: no later step grows it into Full", () => {
    const s = play(walk(annsTurn(), 5), [wave]).state;
    expect(s.turn?.move).toBe("normal");
    expect(rules(attempt(s, to(13)))).toEqual(["ACT-02", "MOVE-05"]);
    expect(who(s, "ann").penalties).toEqual([]);
  });

  it("[MOVE-01] a minor action before any move changes nothing: the first move still reads its mode", () => {
    const s = play(annsTurn(), [wave, to(5)]).state;
    expect(s.turn?.move).toBe("normal");
    expect(raisableMode(s, s.turn)).toBe("normal");
  });
});

describe("a block of a grown move (STD-17, MOVE-07)", () => {
  it("[STD-17][MOVE-07] blocked on its grown step: the metres up to the block, Full kept with its −4 once, no more moves", () => {
    // The orc (Agility 10: Limited 3 m) at (10, 3) reaches the path from x = 10 on.
    const s = play(
      standardBattle([pcAt("ann", 0), foeAt("orc", 10, 3), pcAt("bo", 60), foeAt("imp", 60)], {
        growingMoves: true,
        skirmishes: [{ id: "s1", centre: { x: 60, y: 0 }, melee: ["bo", "imp"] }],
      }),
      [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }],
    ).state;
    const grown = walk(s, 2, 20);
    expect(grown.turn?.move).toBe("full");
    expect(grown.standard?.lastMove?.spentBefore).toBe(2);
    const r = step(grown, { type: "block", moverId: "ann", blockerIds: ["orc"] }, fixedDice([]));
    expect(r.errors).toEqual([]);
    expect(who(r.state, "ann").position).toEqual({ kind: "point", x: 10, y: 0 });
    // 2 m of the first step and 8 m of the second, up to the block.
    expect(r.state.standard?.spent).toBe(10);
    expect(r.state.turn).toMatchObject({ move: "full", blocked: true });
    expect(who(r.state, "ann").penalties).toEqual([{ target: "evasion", value: -4, source: "fullMove" }]);
    expect(raisableMode(r.state, r.state.turn)).toBeNull();
    // (Now at the orc's coordinates, MOVE-06 forces Limited too.)
    expect(rules(attempt(r.state, to(11)))).toEqual(["MOVE-07", "MOVE-06"]);
  });

  it("[STD-17][MOVE-07] blocked while still Limited: the mode stays Limited, it does not grow afterwards", () => {
    const s = play(
      standardBattle([pcAt("ann", 0), foeAt("orc", 2, 3), pcAt("bo", 60), foeAt("imp", 60)], {
        growingMoves: true,
        skirmishes: [{ id: "s1", centre: { x: 60, y: 0 }, melee: ["bo", "imp"] }],
      }),
      [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }],
    ).state;
    const r = step(walk(s, 3), { type: "block", moverId: "ann", blockerIds: ["orc"] }, fixedDice([]));
    expect(r.errors).toEqual([]);
    expect(r.state.turn).toMatchObject({ move: "limited", blocked: true });
    expect(rules(attempt(r.state, to(5)))).toContain("MOVE-07");
  });
});

describe("mounting or dismounting after a read move fixes its mode (MOVE-01, MOUNT-05)", () => {
  // Seed 000: the method of movement is chosen "before taking any Major or Minor Actions"; mounting and
  // dismounting are one or the other (MOUNT-05), so one taken after the move ends its growth like any action.
  const kaysTurn = () =>
    play(
      standardBattle([...riderOnMount("kay", "stag", { x: 0 }), foeAt("orc", 0, 80)], { growingMoves: true }),
      [{ type: "startRound" }, { type: "startTurn", actorId: "kay" }],
    ).state;

  it("[MOUNT-05][MOVE-01] the pair moves 2 m (Limited), Kay dismounts (minor): walking 6 m more is refused", () => {
    const s = play(kaysTurn(), [
      { type: "moveTo", actorId: "kay", path: [{ x: 2, y: 0 }] },
      { type: "dismount", riderId: "kay", mountId: "stag" },
    ]).state;
    expect(s.turn?.move).toBe("limited");
    expect(raisableMode(s, s.turn)).toBeNull();
    // ACT-02: a minor action after the move ended it; MOVE-05: the fixed Limited Move's 3 m are exceeded.
    expect(rules(attempt(s, { type: "moveTo", actorId: "kay", path: [{ x: 8, y: 0 }] }))).toEqual([
      "ACT-02",
      "MOVE-05",
    ]);
  });

  it("[MOUNT-05] dismounting before any move changes nothing: the first move still reads its mode", () => {
    const s = play(kaysTurn(), [
      { type: "dismount", riderId: "kay", mountId: "stag" },
      { type: "moveTo", actorId: "kay", path: [{ x: 5, y: 0 }] },
    ]).state;
    expect(raisableMode(s, s.turn)).toBe("normal");
  });
});
