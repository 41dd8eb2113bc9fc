// Skirmish ids stay unique (STD-05): a battle read with its own ids (a scenario, a saved or hand-made battle)
// must not hand a new skirmish an id already in use, or every later look-up by id (a block naming it, a
// melee leaving it, the reducer's copy of it) would find the other one.
import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { foeAt, pcAt, play, standardBattle } from "../helpers.js";

const attack = (actorId: string, targetId: string) => ({
  type: "major" as const,
  actorId,
  action: { kind: "attack" as const, form: "melee" as const, targetId, damage: 1 },
});

describe("skirmish ids stay unique (STD-05)", () => {
  it("[STD-05] an outbreak beside a skirmish given the id s2 gets an id of its own", () => {
    const s = play(
      standardBattle([pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 30), foeAt("gob", 30)], {
        skirmishes: [{ id: "s2", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] }],
      }),
      [{ type: "startRound" }, { type: "startTurn", actorId: "bo" }],
    ).state;
    const moved = step(s, { type: "move", actorId: "bo", mode: "limited" }, fixedDice([]));
    const r = step(moved.state, attack("bo", "gob"), fixedDice([6, 6, 6, 6]));
    expect(r.errors).toEqual([]);
    const ids = r.state.standard?.skirmishes.map((x) => x.id) ?? [];
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toBe("s2");
  });

  it("[STD-05] a battle naming two skirmishes alike is refused when read, not half-built", () => {
    const read = normalizeBattle({
      method: "standard",
      combatants: [pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 30), foeAt("gob", 30)],
      skirmishes: [
        { id: "s1", centre: { x: 0, y: 0 }, melee: ["ann", "orc"] },
        { id: "s1", centre: { x: 30, y: 0 }, melee: ["bo", "gob"] },
      ],
    });
    expect(read.ok).toBe(false);
  });

  it("[STD-05] an id left unnamed never repeats one named after it", () => {
    const read = normalizeBattle({
      method: "standard",
      combatants: [pcAt("ann", 0), foeAt("orc", 0), pcAt("bo", 30), foeAt("gob", 30)],
      skirmishes: [
        { centre: { x: 0, y: 0 }, melee: ["ann", "orc"] },
        { id: "s1", centre: { x: 30, y: 0 }, melee: ["bo", "gob"] },
      ],
    });
    // Either refused, or read with two different ids.
    if (read.ok) {
      const ids = read.value.standard?.skirmishes.map((x) => x.id) ?? [];
      expect(new Set(ids).size).toBe(2);
    }
  });
});
