/**
 * Standard Combat read line by line a fourth time, for riders and mounts (issue 37): a mounted pair blocks as
 * one mover at its mount's Limited Move, a major-action mounting ends a move already walked, an unridden mount
 * blocks nobody, a passenger blocks only with its pair, and a fallen independent counts for the retreat. Each
 * test names its rule ID and quotes the seed line (000) it checks.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { blockOptions } from "../../../../src/rules/combat/standard/blocking.js";
import { metresLeft, rulerBands } from "../../../../src/rules/combat/standard/ruler.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { attempt, foeAt, pcAt, play, rules, standardBattle, turnOf, who } from "../helpers.js";

const to = (actorId: string, x: number, y = 0): BattleEvent => ({
  type: "moveTo",
  actorId,
  path: [{ x, y }],
});
const codes = (r: { errors: readonly { rule?: string; code: string }[] }) =>
  r.errors.map((e) => [e.rule, e.code]);
const at = (s: BattleState, id: string) => who(s, id).position;

/**
 * Ann (Agility 12) at the origin on her turn; an enemy rider Rok (Agility 12, Rider 2) on his wolf (Move Speed
 * `wolfSpeed`) at (6, `y`), with `more` combatants.
 */
function annPassesTheWolf(
  wolfSpeed: number,
  y: number,
  more: Record<string, unknown>[] = [],
  wolf: Record<string, unknown> = {},
): BattleState {
  const p = { x: 6, y };
  const s = standardBattle([
    pcAt("ann", 0),
    foeAt("rok", 6, y, { agility: 12, riderLevel: 2, mountedWith: "wolf", position: p }),
    foeAt("wolf", 6, y, { kind: "mount", agility: wolfSpeed, mountedWith: "rok", position: p, ...wolf }),
    ...more,
  ]);
  return play(turnOf(s, "ann"), [to("ann", 12)]).state;
}

describe("MOUNT-01 / STD-17: a mounted pair blocks as one mover, still mounted", () => {
  it("[MOUNT-01][STD-17] l.933 'have the same coordinates' / l.592 'the interfering character moving first': Rok's block moves his wolf with him, and he stays mounted", () => {
    const s = annPassesTheWolf(10, 2);
    const r = play(s, [{ type: "block", moverId: "ann", blockerIds: ["rok"] }]);
    expect(at(r.state, "rok")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(at(r.state, "wolf")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(at(r.state, "ann")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(who(r.state, "rok").mountedWith).toBe("wolf");
    expect(who(r.state, "rok").status.prone).not.toBe(true);
    expect(r.log.map((e) => e.type)).not.toContain("fellOff");
  });

  it("[MOUNT-01][STD-17] l.973 'if both the rider and mount are forced to move to the same coordinates, however, the rider will remain mounted': naming the ridden wolf blocks with the pair too", () => {
    const r = play(annPassesTheWolf(10, 2), [{ type: "block", moverId: "ann", blockerIds: ["wolf"] }]);
    expect(at(r.state, "rok")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(at(r.state, "wolf")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(who(r.state, "rok").mountedWith).toBe("wolf");
    expect(r.log.map((e) => e.type)).not.toContain("fellOff");
    // Naming both is the same one block.
    const both = play(annPassesTheWolf(10, 2), [
      { type: "block", moverId: "ann", blockerIds: ["rok", "wolf"] },
    ]);
    expect(both.state.combatants).toEqual(r.state.combatants);
  });

  it("[MOUNT-01][STD-17] the pair is offered once, under its rider, not as two blockers", () => {
    const s = annPassesTheWolf(10, 2);
    const last = s.standard?.lastMove;
    if (!last) throw new Error("no move to block");
    const options = blockOptions(s, who(s, "ann"), last.path, last);
    expect(options.interceptors.map((i) => i.id)).toEqual(["rok"]);
  });

  it("[MOUNT-09][STD-19] l.933 with 'at least half as many characters as sections': the pair stands in the way as two bodies, so it alone stops a three-section monster", () => {
    const drake = {
      id: "drake",
      side: "pc",
      kind: "monster",
      agility: 12,
      sections: [
        { name: "head", hp: 30 },
        { name: "body", hp: 30 },
        { name: "tail", hp: 30 },
      ],
      position: { x: 0, y: 0 },
    };
    const p = { x: 6, y: 2 };
    const base = standardBattle([
      drake,
      foeAt("rok", 6, 2, { agility: 12, riderLevel: 2, mountedWith: "wolf", position: p }),
      foeAt("wolf", 6, 2, { kind: "mount", agility: 10, mountedWith: "rok", position: p }),
      foeAt("gob", 6, -2),
    ]);
    const s = play(turnOf(base, "drake"), [to("drake", 12)]).state;
    // A lone goblin is one body against three sections (2 × 1 < 3); the mounted pair is two (2 × 2 ≥ 3).
    expect(rules(attempt(s, { type: "block", moverId: "drake", blockerIds: ["gob"] }))).toEqual(["STD-19"]);
    const r = play(s, [{ type: "block", moverId: "drake", blockerIds: ["rok"] }]);
    expect(at(r.state, "drake")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(who(r.state, "rok").mountedWith).toBe("wolf");
  });
});

describe("MOUNT-01 / MOVE-05: a mounted blocker reaches with its mount's Limited Move", () => {
  it("[MOUNT-01][MOVE-05] l.933 'the movement type and speed used are those of the mount' / l.501 'they may only move that speed': a pair 3 m off the path on a Move Speed 2 wolf is neither offered nor accepted", () => {
    const s = annPassesTheWolf(2, 3);
    const last = s.standard?.lastMove;
    if (!last) throw new Error("no move to block");
    expect(blockOptions(s, who(s, "ann"), last.path, last).interceptors).toEqual([]);
    const r = attempt(s, { type: "block", moverId: "ann", blockerIds: ["rok"], at: { x: 6, y: 0 } });
    expect(codes(r)).toEqual([["STD-17", "Combat.BlockerOutOfReach"]]);
    expect(r.state).toBe(s);
    expect(rules(attempt(s, { type: "block", moverId: "ann", blockerIds: ["rok"] }))).toEqual(["STD-17"]);
  });

  it("[MOUNT-01][MOVE-05] control: 2 m off the path the same wolf's 2 m Limited Move reaches it", () => {
    const s = annPassesTheWolf(2, 2);
    const last = s.standard?.lastMove;
    if (!last) throw new Error("no move to block");
    expect(blockOptions(s, who(s, "ann"), last.path, last).interceptors.map((i) => [i.id, i.at])).toEqual([
      ["rok", { x: 6, y: 0 }],
    ]);
    const r = play(s, [{ type: "block", moverId: "ann", blockerIds: ["rok"] }]);
    expect(at(r.state, "wolf")).toEqual({ kind: "point", x: 6, y: 0 });
  });
});

describe("MOUNT-01, a passenger named as a blocker (our reading)", () => {
  const withImp = () =>
    annPassesTheWolf(10, 2, [foeAt("imp", 6, 2, { mountedWith: "wolf", position: { x: 6, y: 2 } })]);

  it("[MOUNT-01] l.933 'the mount moves ... as commanded by the rider': a passenger does not block on its own, and is not offered", () => {
    const s = withImp();
    const last = s.standard?.lastMove;
    if (!last) throw new Error("no move to block");
    expect(blockOptions(s, who(s, "ann"), last.path, last).interceptors.map((i) => i.id)).toEqual(["rok"]);
    const r = attempt(s, { type: "block", moverId: "ann", blockerIds: ["imp"] });
    expect(codes(r)).toEqual([["MOUNT-01", "Combat.PassengerBlocks"]]);
    expect(r.state).toBe(s);
  });

  it("[MOUNT-01] the jockey's block carries the passenger along, still riding", () => {
    const r = play(withImp(), [{ type: "block", moverId: "ann", blockerIds: ["rok"] }]);
    expect(at(r.state, "imp")).toEqual({ kind: "point", x: 4, y: 0 });
    expect(who(r.state, "imp").mountedWith).toBe("wolf");
    expect(r.log.map((e) => e.type)).not.toContain("fellOff");
  });
});

describe("MOUNT-05 / ACT-02: a major-action mounting or dismounting after a metre ends the move", () => {
  /** Ann (Agility 12, no Rider levels) at the origin with her pony (Move Speed 10) at (2, 0), or riding it. */
  const annAndPony = (growingMoves: boolean, riding: boolean) => {
    const p = riding ? { x: 0, y: 0 } : { x: 2, y: 0 };
    return turnOf(
      standardBattle(
        [
          pcAt("ann", 0, 0, riding ? { mountedWith: "pony" } : {}),
          pcAt("pony", p.x, p.y, { kind: "mount", agility: 10, ...(riding ? { mountedWith: "ann" } : {}) }),
          foeAt("orc", 0, 50),
        ],
        { growingMoves },
      ),
      "ann",
    );
  };

  for (const growing of [true, false]) {
    it(`[MOUNT-05][ACT-02] l.94 'a character first moves, then takes their Major Action' / l.955 'before or after the mount's movement': walk 2 m, mount as a major action, ride on 1 m is refused (growing moves ${growing ? "on" : "off"})`, () => {
      const s = play(annAndPony(growing, false), [
        to("ann", 2),
        { type: "mount", riderId: "ann", mountId: "pony" },
      ]).state;
      expect(who(s, "ann").mountedWith).toBe("pony");
      const r = attempt(s, to("ann", 3));
      expect(codes(r)).toEqual([["MOVE-01", "Combat.MountingEndsMove"]]);
      expect(r.state).toBe(s);
      expect(metresLeft(s, who(s, "ann"))).toBe(0);
      expect(rulerBands(s, who(s, "ann"), [{ x: 3, y: 0 }]).band).toBe("over");
    });

    it(`[MOUNT-05][ACT-02] l.98 'one of the following three movement methods' : ride 2 m, dismount as a major action, walk on 1 m is refused (growing moves ${growing ? "on" : "off"})`, () => {
      const s = play(annAndPony(growing, true), [
        to("ann", 2),
        { type: "dismount", riderId: "ann", mountId: "pony" },
      ]).state;
      expect(at(s, "ann")).toEqual({ kind: "point", x: 2, y: 0 });
      const r = attempt(s, to("ann", 3));
      expect(codes(r)).toEqual([["MOVE-01", "Combat.MountingEndsMove"]]);
      expect(r.state).toBe(s);
      expect(metresLeft(s, who(s, "ann"))).toBe(0);
    });
  }

  it("[MOUNT-05] a saved battle keeps the ended move: read back, the next metre is refused the same way", () => {
    const s = play(annAndPony(false, false), [
      to("ann", 2),
      { type: "mount", riderId: "ann", mountId: "pony" },
    ]).state;
    expect(s.turn?.mounting).toEqual({ kind: "mount", major: true, afterMove: true });
    const loaded = normalizeBattle(JSON.parse(JSON.stringify(s)));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.turn).toEqual(s.turn);
    expect(codes(attempt(loaded.value, to("ann", 3)))).toEqual([["MOVE-01", "Combat.MountingEndsMove"]]);
    const bad = normalizeBattle({
      ...JSON.parse(JSON.stringify(s)),
      turn: { ...s.turn, mounting: { kind: "mount", major: true, afterMove: "yes" } },
    });
    expect(bad.ok).toBe(false);
  });

  it("[MOUNT-05] l.955 'either before or after the mount's movement': mounting as a major action before any metre, the pony's whole Normal Move follows", () => {
    const s = turnOf(
      standardBattle([
        pcAt("ann", 0),
        pcAt("pony", 0, 0, { kind: "mount", agility: 10 }),
        foeAt("orc", 0, 50),
      ]),
      "ann",
    );
    const r = play(s, [{ type: "mount", riderId: "ann", mountId: "pony" }, to("ann", 10)]);
    expect(at(r.state, "pony")).toEqual({ kind: "point", x: 10, y: 0 });
    expect(r.state.turn?.move).toBe("normal");
  });

  it("[MOUNT-05][ACT-02] control: dismounting as a major action before any metre leaves the rider's own move open", () => {
    const r = play(annAndPony(false, true), [
      { type: "dismount", riderId: "ann", mountId: "pony" },
      to("ann", 3),
    ]);
    expect(at(r.state, "ann")).toEqual({ kind: "point", x: 3, y: 0 });
  });
});

describe("MOUNT-12: an unridden mount blocks nobody", () => {
  it("[MOUNT-12] l.933 'if the mount is not being ridden, it will not move or take Major Actions on its own': an unridden wolf is not offered and its block out of combat is refused", () => {
    const s = play(
      turnOf(standardBattle([pcAt("ann", 0), foeAt("wolf", 6, 2, { kind: "mount", agility: 10 })]), "ann"),
      [to("ann", 12)],
    ).state;
    const last = s.standard?.lastMove;
    if (!last) throw new Error("no move to block");
    expect(blockOptions(s, who(s, "ann"), last.path, last).interceptors).toEqual([]);
    const r = attempt(s, { type: "block", moverId: "ann", blockerIds: ["wolf"] });
    expect(codes(r)).toEqual([["MOUNT-12", "Combat.MountUnridden"]]);
    expect(r.state).toBe(s);
  });

  /** Bo and an orc in melee at (6, 0); an unridden wolf stands in the skirmish at (6, 2); Ann walks through. */
  const throughTheSkirmish = () =>
    play(
      turnOf(
        standardBattle(
          [
            pcAt("ann", 0),
            pcAt("bo", 6),
            foeAt("orc", 6),
            foeAt("wolf", 6, 2, { kind: "mount", agility: 10 }),
          ],
          { skirmishes: [{ id: "s1", centre: { x: 6, y: 0 }, melee: ["bo", "orc"] }] },
        ),
        "ann",
      ),
      [to("ann", 12)],
    ).state;

  it("[MOUNT-12][STD-22] l.933 / 'they become active in melee and their coordinates move to the center': a skirmish's block naming the unridden wolf is refused, and nothing moves", () => {
    const s = throughTheSkirmish();
    const r = attempt(s, { type: "block", moverId: "ann", blockerIds: ["orc", "wolf"], skirmishId: "s1" });
    expect(codes(r)).toEqual([["MOUNT-12", "Combat.MountUnridden"]]);
    expect(r.state).toBe(s);
    // The GM's override still may (the mount's instinct is the GM's call).
    const o = play(s, [
      {
        type: "override",
        event: { type: "block", moverId: "ann", blockerIds: ["orc", "wolf"], skirmishId: "s1" },
        reason: "the wolf lunges on instinct",
      } as BattleEvent,
    ]);
    expect(o.state.standard?.skirmishes[0]?.melee).toEqual(["bo", "orc", "ann", "wolf"]);
  });

  it("[MOUNT-12][STD-20] control: the orc alone blocks for the skirmish", () => {
    const r = play(throughTheSkirmish(), [
      { type: "block", moverId: "ann", blockerIds: ["orc"], skirmishId: "s1" },
    ]);
    expect(r.state.standard?.skirmishes[0]?.melee).toEqual(["bo", "orc", "ann"]);
    expect(at(r.state, "wolf")).toEqual({ kind: "point", x: 6, y: 2 });
  });
});

describe("ACT-10: a fallen independent in the retreat's count (the literal reading)", () => {
  /** Ann, Bo, Cy and Di in melee with an orc at the origin; a goblin lies unconscious at the centre. */
  const retreat = (goblinHp: number) =>
    attempt(
      turnOf(
        standardBattle(
          [
            pcAt("ann", 0),
            pcAt("bo", 0),
            pcAt("cy", 0),
            pcAt("di", 0),
            foeAt("orc", 0),
            foeAt("gob", 0, 0, { hp: goblinHp }),
          ],
          { skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "bo", "cy", "di", "orc"] }] },
        ),
        "ann",
      ),
      { type: "declareRetreat", actorId: "ann" },
    );

  it("[ACT-10] l.718 'independent characters will count as enemies' with l.557 'those who've fallen unconscious ... become independent characters': 3 allies against the orc and the fallen goblin (2): −4 Evasion", () => {
    const r = retreat(0);
    expect(r.errors).toEqual([]);
    expect(r.state.standard?.skirmishes[0]?.independents).toEqual(["gob"]);
    expect(r.log).toContainEqual({
      type: "retreatDeclared",
      params: { actorId: "ann", allies: 3, hostiles: 2, evasionPenalty: -4 },
    });
    expect(who(r.state, "ann").penalties).toContainEqual({ target: "evasion", value: -4, source: "retreat" });
  });

  it("[ACT-10] control: with no goblin at the centre, 3 allies are more than twice the orc: no penalty", () => {
    const r = attempt(
      turnOf(
        standardBattle([pcAt("ann", 0), pcAt("bo", 0), pcAt("cy", 0), pcAt("di", 0), foeAt("orc", 0)], {
          skirmishes: [{ id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "bo", "cy", "di", "orc"] }],
        }),
        "ann",
      ),
      { type: "declareRetreat", actorId: "ann" },
    );
    expect(r.log).toContainEqual({
      type: "retreatDeclared",
      params: { actorId: "ann", allies: 3, hostiles: 1, evasionPenalty: 0 },
    });
  });
});
