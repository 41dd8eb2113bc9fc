/**
 * Standard Combat read line by line a third time (issue 27): one regression and six rules. Each test names its
 * rule ID and quotes the rules text it checks.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { blockOptions } from "../../../../src/rules/combat/standard/blocking.js";
import { metresLeft, rulerBands } from "../../../../src/rules/combat/standard/ruler.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { attempt, foeAt, forbiddenBox, pcAt, play, rules, standardBattle, turnOf, who } from "../helpers.js";

const melee = (actorId: string, targetId: string): BattleEvent =>
  ({ type: "major", actorId, action: { kind: "attack", form: "melee", targetId } }) as BattleEvent;
const limited = (actorId: string): BattleEvent => ({ type: "move", actorId, mode: "limited" });
const skirmishes = (s: BattleState) => s.standard?.skirmishes ?? [];
const to = (actorId: string, x: number, y = 0): BattleEvent => ({
  type: "moveTo",
  actorId,
  path: [{ x, y }],
});
const wave = (actorId: string): BattleEvent => ({
  type: "minor",
  actorId,
  action: { kind: "other", label: "waves" },
});

describe("STD-08 / STD-11: an independent at the centre attacking one in the melee joins it at once", () => {
  /** Ann and an orc in melee at the origin; a goblin and Bo standing at the centre as independents. */
  const crowd = () =>
    standardBattle([pcAt("ann", 0), foeAt("orc", 0), foeAt("gob", 0), pcAt("bo", 0)], {
      skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
    });

  it("[STD-08][STD-11] 'declares their intent to join in quite forcefully, making a melee attack on Character A': Bo joins at once, the goblin stays out", () => {
    const r = play(turnOf(crowd(), "bo"), [limited("bo"), melee("bo", "orc")]);
    expect(skirmishes(r.state)[0]?.melee).toEqual(["ann", "orc", "bo"]);
    expect(skirmishes(r.state)[0]?.independents).toEqual(["gob"]);
    expect(r.log).toContainEqual({ type: "joinedMelee", params: { combatantId: "bo", skirmishId: "s1" } });
    expect(who(r.state, "bo").position).toEqual({ kind: "point", x: 0, y: 0 });
  });

  it("[STD-06][STD-08] 'Characters that are attacking each other are in melee': three characters attacking a three-part monster at its coordinates make 6 participants, radius 4 m", () => {
    const drake = {
      id: "drake",
      side: "enemy",
      kind: "monster",
      agility: 10,
      sections: [
        { name: "head", hp: 30 },
        { name: "body", hp: 30 },
        { name: "tail", hp: 30 },
      ],
      position: { x: 0, y: 0 },
    };
    const s = turnOf(standardBattle([pcAt("p1", 0), pcAt("p2", 0), pcAt("p3", 0), drake]), "p1");
    const first = play(s, [
      limited("p1"),
      {
        type: "major",
        actorId: "p1",
        action: { kind: "attack", form: "melee", targetId: "drake", section: 0 },
      },
      { type: "endTurn", actorId: "p1" },
    ]).state;
    // The outbreak: p1 and the drake's three sections, 4 participants, 3 m.
    expect(skirmishes(first)[0]).toMatchObject({ melee: ["p1", "drake"], radius: 3 });
    const attack = (id: string): BattleEvent[] => [
      { type: "startTurn", actorId: id },
      limited(id),
      {
        type: "major",
        actorId: id,
        action: { kind: "attack", form: "melee", targetId: "drake", section: 1 },
      },
    ];
    const second = play(first, [...attack("p2"), { type: "endTurn", actorId: "p2" }]).state;
    expect(skirmishes(second)[0]).toMatchObject({ melee: ["p1", "drake", "p2"], radius: 3 });
    const third = play(second, attack("p3"));
    expect(skirmishes(third.state)[0]).toMatchObject({ melee: ["p1", "drake", "p2", "p3"], radius: 4 });
    expect(third.log).toContainEqual({ type: "skirmishResized", params: { skirmishId: "s1", radius: 4 } });
  });

  it("[STD-11] 'If the character is attacked by another participant of the melee': a bystander at the centre is still not pulled in by someone else's attack", () => {
    const r = play(turnOf(crowd(), "ann"), [limited("ann"), melee("ann", "orc")]);
    expect(skirmishes(r.state)[0]?.melee).toEqual(["ann", "orc"]);
    expect(skirmishes(r.state)[0]?.independents).toEqual(["gob", "bo"]);
  });

  it("[STD-06][STD-08] 'no more than 20 characters in any one melee': attacking into a full melee from its centre is refused (a chosen join)", () => {
    const pcs = Array.from({ length: 10 }, (_, i) => pcAt(`p${i + 1}`, 0));
    const foes = Array.from({ length: 10 }, (_, i) => foeAt(`e${i + 1}`, 0));
    const s = turnOf(
      standardBattle([...pcs, ...foes, pcAt("x", 0)], {
        skirmishes: [
          { id: "s1", centre: { x: 0, y: 0 }, melee: [...pcs.map((c) => c.id), ...foes.map((c) => c.id)] },
        ],
      }),
      "x",
    );
    const r = attempt(play(s, [limited("x")]).state, melee("x", "e1"));
    expect(r.errors.map((e) => [e.rule, e.code])).toEqual([["STD-06", "Combat.MeleeFull"]]);
  });
});

describe("ACT-02: no 'move, Minor Action, finish move' in Standard", () => {
  /** Ann (Agility 12) on her turn, nobody near. */
  const annsTurn = (growingMoves: boolean) =>
    turnOf(standardBattle([pcAt("ann", 0), foeAt("orc", 0, 50)], { growingMoves }), "ann");

  for (const growing of [true, false])
    it(`[ACT-02] 'no "move, Minor Action, finish move" shenanigans': 2 m, a minor action, then 1 m more is refused (growing moves ${growing ? "on" : "off"})`, () => {
      const s = play(annsTurn(growing), [to("ann", 2), wave("ann")]).state;
      const r = attempt(s, to("ann", 3));
      expect(r.errors.map((e) => [e.rule, e.code])).toEqual([["ACT-02", "Combat.MinorEndsMove"]]);
      expect(r.state).toBe(s);
      expect(metresLeft(s, who(s, "ann"))).toBe(0);
      expect(rulerBands(s, who(s, "ann"), [{ x: 3, y: 0 }]).band).toBe("over");
    });

  for (const growing of [true, false])
    it(`[ACT-02] 'at any point from before taking a Move': a minor action before any move leaves the whole move open (growing moves ${growing ? "on" : "off"})`, () => {
      const r = play(annsTurn(growing), [wave("ann"), to("ann", 5), to("ann", 12)]);
      expect(r.state.turn?.move).toBe("normal");
      expect(r.state.standard?.spent).toBe(12);
    });

  it("[ACT-02] choosing the mode on the board is not yet a move: a minor action after it leaves the move open", () => {
    const r = play(annsTurn(false), [
      { type: "move", actorId: "ann", mode: "normal" },
      wave("ann"),
      to("ann", 12),
    ]);
    expect(r.state.standard?.spent).toBe(12);
  });
});

describe("MOVE-06 with growing moves: forced Limited for the whole turn", () => {
  it("[MOVE-06] 'can't move from the area they're in if an enemy character is also in the same area... automatically takes a Limited Move': 2 m, then 4 m more does not grow into Normal", () => {
    const s = turnOf(
      standardBattle([pcAt("ann", 0), foeAt("orc", 0), foeAt("far", 0, 50)], { growingMoves: true }),
      "ann",
    );
    const stepped = play(s, [to("ann", 2)]).state;
    expect(stepped.turn?.move).toBe("limited");
    const r = attempt(stepped, to("ann", 6));
    expect(rules(r)).toContain("MOVE-06");
    expect(r.state).toBe(stepped);
    // Within the Limited Move's 3 m it still walks.
    expect(attempt(stepped, to("ann", 3)).errors).toEqual([]);
    expect(metresLeft(stepped, who(stepped, "ann"))).toBe(1);
  });

  it("[MOVE-06][STD-13] 'a character in a skirmish must declare a retreat in order to move out': an independent at the centre cannot walk out in small steps", () => {
    const s = turnOf(
      standardBattle([pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 0)], {
        growingMoves: true,
        skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
      }),
      "bo",
    );
    const edge = play(s, [to("bo", 3)]).state;
    expect(skirmishes(edge)[0]?.independents).toContain("bo");
    const out = attempt(edge, to("bo", 6));
    expect(rules(out)).toContain("MOVE-06");
    expect(who(out.state, "bo").position).toEqual({ kind: "point", x: 3, y: 0 });
  });

  it("[MOVE-06][ACT-10] control: with a declared retreat the independent at the centre leaves in one move", () => {
    const s = turnOf(
      standardBattle([pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 0)], {
        growingMoves: true,
        skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
      }),
      "bo",
    );
    const r = play(s, [{ type: "declareRetreat", actorId: "bo" }, to("bo", 6)]);
    expect(who(r.state, "bo").position).toEqual({ kind: "point", x: 6, y: 0 });
  });
});

describe("STD-03 with STD-17: a blocker's Limited Move obeys forbidden coordinates", () => {
  // The orc at (5, 3) reaches (5, 0) on Ann's path with its 3 m Limited Move, but a pit lies between.
  const board = (withPit: boolean) =>
    turnOf(
      standardBattle([pcAt("ann", 0), foeAt("orc", 5, 3), foeAt("far", 0, 50)], {
        forbidden: withPit ? [forbiddenBox("pit", 3, 1, 7, 2)] : [],
      }),
      "ann",
    );

  it("[STD-03][STD-17] 'if the interfering character's Limited Move would cross the moving character's path' / 'no coordinates behind': no block is offered across a pit", () => {
    const s = board(true);
    const moved = play(s, [to("ann", 10)]);
    expect(moved.log.find((l) => l.type === "mayBeBlocked")).toBeUndefined();
    const options = blockOptions(s, who(s, "ann"), [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ]);
    expect(options.interceptors).toEqual([]);
    const at = attempt(moved.state, {
      type: "block",
      moverId: "ann",
      blockerIds: ["orc"],
      at: { x: 5, y: 0 },
    });
    expect(rules(at)).toEqual(["STD-03"]);
    const anywhere = attempt(moved.state, { type: "block", moverId: "ann", blockerIds: ["orc"] });
    expect(rules(anywhere)).toEqual(["STD-17"]);
  });

  it("[STD-17] control: without the pit the orc blocks at (5, 0)", () => {
    const moved = play(board(false), [to("ann", 10)]);
    expect(moved.log).toContainEqual({ type: "mayBeBlocked", params: { actorId: "ann", by: ["orc"] } });
    const r = play(moved.state, [{ type: "block", moverId: "ann", blockerIds: ["orc"] }]);
    expect(who(r.state, "ann").position).toEqual({ kind: "point", x: 5, y: 0 });
  });
});

describe("STD-28 / STD-29: who an area leaves out", () => {
  const blast = (
    actorId: string,
    targetPoint: { x: number; y: number },
    includeSelf?: boolean,
  ): BattleEvent => ({
    type: "major",
    actorId,
    action: {
      kind: "cast",
      spell: { name: "Blast", range: 10, area: { shape: "radius", radius: 2 }, mpCost: 2 },
      targetPoint,
      ...(includeSelf === undefined ? {} : { includeSelf }),
    },
  });
  const affected = (log: { type: string; params: Record<string, unknown> }[]) =>
    log.find((l) => l.type === "spellCast")?.params.affected;

  it("[STD-28] 'only affected if the area of effect covers their coordinates' / 'which can include the center': an independent caster at the covered centre is affected", () => {
    const s = turnOf(
      standardBattle([pcAt("ann", 0, 0, { mp: 10 }), pcAt("bo", 0), foeAt("orc", 0)], {
        skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["bo", "orc"] }],
      }),
      "ann",
    );
    const r = play(s, [limited("ann"), blast("ann", { x: 0, y: 0 })]);
    expect(affected(r.log)).toEqual(["ann#0", "bo#0", "orc#0"]);
  });

  it("[STD-28][STD-29] 'The character using the effect can choose to exclude themselves' is Area: Line's: a caster inside its own radius area is affected, asked or not", () => {
    const s = turnOf(standardBattle([pcAt("ann", 5, 0, { mp: 10 }), foeAt("orc", 6)]), "ann");
    for (const includeSelf of [undefined, false, true]) {
      const r = play(s, [limited("ann"), blast("ann", { x: 6, y: 0 }, includeSelf)]);
      expect(affected(r.log), String(includeSelf)).toEqual(["ann#0", "orc#0"]);
    }
  });

  it("[STD-29] control: a Line still leaves its user out unless it asks", () => {
    const line = (includeSelf?: boolean): BattleEvent => ({
      type: "major",
      actorId: "ann",
      action: {
        kind: "cast",
        spell: { name: "Bolt", range: 10, area: { shape: "line" }, mpCost: 2 },
        targetId: "orc",
        ...(includeSelf === undefined ? {} : { includeSelf }),
      },
    });
    const s = turnOf(standardBattle([pcAt("ann", 0, 0, { mp: 10 }), foeAt("orc", 6)]), "ann");
    const out = play(s, [limited("ann"), line()]);
    expect(out.log.find((l) => l.type === "spellCast")?.params.lineRolls).toEqual([]);
    const asked = play(s, [limited("ann"), [line(true), [2]]]);
    expect(asked.log.find((l) => l.type === "spellCast")?.params.lineRolls).toEqual(["ann#0:2"]);
  });
});

describe("STD-16 with STD-11: a pending join dies with its skirmish", () => {
  it("[STD-16][STD-11] 'If... one of these factions becomes unable to continue the combat, the skirmish disappears': Bo's join pending in it goes too, and the saved battle reads back the same", () => {
    const s = turnOf(
      standardBattle([pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 2), foeAt("far", 0, 50)], {
        skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
      }),
      "bo",
    );
    const pending = play(s, [{ type: "endTurn", actorId: "bo" }]).state;
    expect(pending.standard?.pendingJoins).toEqual([{ combatantId: "bo", skirmishId: "s1" }]);
    const r = play(pending, [{ type: "applyDamage", targetId: "orc", amount: 30 }]);
    expect(skirmishes(r.state)).toEqual([]);
    expect(r.state.standard?.pendingJoins).toEqual([]);
    const reread = normalizeBattle(JSON.parse(JSON.stringify(r.state)));
    expect(reread.ok && reread.value).toEqual(r.state);
  });
});
