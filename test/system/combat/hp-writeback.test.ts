import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { actorHpUpdate, hpWritebacks } from "../../../src/system/combat/battle/document-sync.js";
import { foe, makeBattle, pc, play } from "../../rules/combat/helpers.js";

/** A party at the Frontline with a flier and a two-section flying roc. */
function skyBattle() {
  return makeBattle([
    pc("bo", "frontline", { hp: 40, flying: true, altitude: 12 }),
    pc("ann", "frontline", { hp: 30 }),
    foe("roc", "enemyRear", {
      kind: "monster",
      sections: [
        { name: "head", hp: 30 },
        { name: "wings", hp: 30 },
      ],
      flying: true,
      altitude: 20,
    }),
  ]);
}

describe("HP the battle changes by itself reaches the actors", () => {
  it("[ENV-01][ENV-04] a flier losing flight from 12 m: its new HP is written back, nobody else's", () => {
    const before = skyBattle();
    const fall: BattleEvent = {
      type: "fall",
      combatantId: "bo",
      cause: "lostFlight",
      tumble: { kind: "check", modifier: 2 },
    };
    const after = play(before, [[fall, [2, 3]]]).state;
    const writes = hpWritebacks(before, after, fall);
    const bo = after.combatants.find((c) => c.id === "bo")?.sections[0];
    expect(bo?.hp).toBeLessThan(40);
    expect(writes).toEqual([{ combatantId: "bo", section: 0, hp: bo?.hp, conscious: bo?.conscious }]);
    expect(actorHpUpdate("character", { hp: { value: 40 } }, 0, writes)).toEqual({
      "system.hp.value": bo?.hp,
    });
  });

  it("[SECT-06] a two-section monster's fall writes both sections in one update and keeps their other fields", () => {
    const before = skyBattle();
    const fall: BattleEvent = {
      type: "fall",
      combatantId: "roc",
      cause: "lostFlight",
      ground: ["forest"],
      tumble: { kind: "monsterEvasion", evasionBase: 3, fixed: true },
    };
    const after = play(before, [fall]).state;
    const writes = hpWritebacks(before, after, fall);
    const hps = after.combatants.find((c) => c.id === "roc")?.sections.map((s) => s.hp) ?? [];
    expect(writes.map((w) => [w.section, w.hp])).toEqual([
      [0, hps[0]],
      [1, hps[1]],
    ]);
    expect(hps.every((hp) => hp < 30)).toBe(true);
    const stored = {
      sections: [
        { name: "head", defense: 4, hp: { value: 30, max: 30 }, mp: { value: 5, max: 5 } },
        { name: "wings", defense: 2, hp: { value: 30, max: 30 }, mp: { value: 0, max: 0 } },
      ],
      keep: "me",
    };
    expect(actorHpUpdate("monster", stored, 0, writes)).toEqual({
      "system.sections": [
        { name: "head", defense: 4, hp: { value: hps[0], max: 30 }, mp: { value: 5, max: 5 } },
        { name: "wings", defense: 2, hp: { value: hps[1], max: 30 }, mp: { value: 0, max: 0 } },
      ],
    });
    // The stored source is not mutated.
    expect(stored.sections[0]?.hp.value).toBe(30);
  });

  it("[SECT-04] HP coming from the actors (a sync, even overridden) is never written back to them", () => {
    const before = skyBattle();
    const sync: BattleEvent = { type: "syncSections", combatantId: "ann", sections: [{ hp: 12 }] };
    const after = play(before, [sync]).state;
    expect(after.combatants.find((c) => c.id === "ann")?.sections[0]?.hp).toBe(12);
    expect(hpWritebacks(before, after, sync)).toEqual([]);
    expect(hpWritebacks(before, after, { type: "override", event: sync })).toEqual([]);
    // Any other event that changed HP is written back.
    expect(hpWritebacks(before, after, { type: "startRound" })).toHaveLength(1);
  });

  it("[FACTS-6] a mount's battle HP is its main section's; without one nothing is written", () => {
    const writes = [{ combatantId: "stag", section: 0, hp: 7, conscious: true }];
    const stored = { current: [{ hp: null, mp: null }] };
    expect(actorHpUpdate("mount", stored, 1, writes)).toEqual({
      "system.current": [
        { hp: null, mp: null },
        { mp: null, hp: 7 },
      ],
    });
    expect(actorHpUpdate("mount", stored, -1, writes)).toBeNull();
    expect(actorHpUpdate("character", {}, 0, [])).toBeNull();
    expect(actorHpUpdate("gear", {}, 0, writes)).toBeNull();
  });
});
