/**
 * 楽素 and 陣気 at a combat's end: the rule (`countersAtCombatEnd`) and the active GM's write
 * (`resetCombatCounters`): each character once, only what it holds, one refused update never stopping the rest.
 */
import { describe, expect, it } from "vitest";
import { countersAtCombatEnd } from "../../src/rules/character/techniques/techniques.js";
import { type CounterActor, resetCombatCounters } from "../../src/system/techniques/combat-counters.js";

describe("countersAtCombatEnd", () => {
  it("empties every 楽素 and 陣気 held, keeps 命脈点 and cards", () => {
    const held = { songUp: 3, songDown: 0, songHeart: 1, morale: 4, lifePoints: 5, cards: { red: { B: 2 } } };
    expect(countersAtCombatEnd(held, "reset")).toEqual({ songUp: 0, songHeart: 0, morale: 0 });
  });

  it("writes nothing when nothing is held, when the setting keeps them, or for no stored resources", () => {
    expect(
      countersAtCombatEnd({ songUp: 0, songDown: 0, songHeart: 0, morale: 0, lifePoints: 9 }, "reset"),
    ).toBe(null);
    expect(countersAtCombatEnd({ songUp: 3, morale: 2 }, "keep")).toBe(null);
    expect(countersAtCombatEnd(undefined, "reset")).toBe(null);
    expect(countersAtCombatEnd("corrupt", "reset")).toBe(null);
  });

  it("a corrupt stored count is written as 0 too", () => {
    expect(countersAtCombatEnd({ songUp: "7", morale: null, songDown: -2 }, "reset")).toEqual({
      songUp: 0,
      morale: 0,
      songDown: 0,
    });
  });
});

function actor(uuid: string, type: string, classResources: unknown, fail = false) {
  const updates: Record<string, unknown>[] = [];
  const a: CounterActor & { updates: typeof updates } = {
    uuid,
    type,
    system: { classResources },
    updates,
    async update(data) {
      if (fail) throw new Error("refused");
      updates.push(data);
      return this;
    },
  };
  return a;
}

describe("resetCombatCounters", () => {
  it("writes each character once, only the counters it holds", async () => {
    const bard = actor("Actor.bard", "character", { songUp: 2, songHeart: 1, lifePoints: 3 });
    const leader = actor("Actor.leader", "character", { morale: 5 });
    const idle = actor("Actor.idle", "character", { songUp: 0, morale: 0 });
    const goblin = actor("Actor.gob", "monster", { morale: 3 });
    const failed = await resetCombatCounters([bard, leader, bard, idle, goblin, null, undefined], "reset");
    expect(failed).toBe(0);
    expect(bard.updates).toEqual([
      { "system.classResources.songUp": 0, "system.classResources.songHeart": 0 },
    ]);
    expect(leader.updates).toEqual([{ "system.classResources.morale": 0 }]);
    expect(idle.updates).toEqual([]);
    expect(goblin.updates).toEqual([]);
  });

  it("an unlinked token's actor is its own actor (its uuid), written apart from the world actor", async () => {
    const world = actor("Actor.bard", "character", { songUp: 1 });
    const token = actor("Scene.s1.Token.t1.Actor.bard", "character", { songUp: 4 });
    await resetCombatCounters([world, token], "reset");
    expect(world.updates).toHaveLength(1);
    expect(token.updates).toHaveLength(1);
  });

  it("keeps everything under 'keep'", async () => {
    const bard = actor("Actor.bard", "character", { songUp: 2 });
    expect(await resetCombatCounters([bard], "keep")).toBe(0);
    expect(bard.updates).toEqual([]);
  });

  it("one refused update is counted and the others are still written", async () => {
    const refused = actor("Actor.a", "character", { songUp: 2 }, true);
    const fine = actor("Actor.b", "character", { morale: 1 });
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await resetCombatCounters([refused, fine], "reset")).toBe(1);
    } finally {
      console.warn = warn;
    }
    expect(fine.updates).toEqual([{ "system.classResources.morale": 0 }]);
  });
});
