// The sentence each log entry reads as (chat card and CLI alike): a spell names its area only when it has one.
import { describe, expect, it } from "vitest";
import { entry, logKey } from "../../../src/rules/combat/log.js";

describe("logKey", () => {
  it("[SIMP-13][STD-28] a spell reads by what its entry carries", () => {
    const base = { actorId: "a", spell: "Blast", mpSpent: 5 };
    expect(logKey(entry("spellCast", { ...base, area: "frontline", affected: [] }))).toBe(
      "SW25.Combat.Log.spellCast",
    );
    expect(
      logKey(entry("spellCast", { ...base, area: "frontline", affected: [], lineRolls: ["b#0:3"] })),
    ).toBe("SW25.Combat.Log.spellCastLine");
    // Standard Combat: a point, no area; the affected are listed.
    expect(logKey(entry("spellCast", { ...base, affected: ["b#0"], lineRolls: [] }))).toBe(
      "SW25.Combat.Log.spellCastPoint",
    );
    expect(logKey(entry("spellCast", { ...base, affected: ["b#0"], lineRolls: ["b#0:3"] }))).toBe(
      "SW25.Combat.Log.spellCastPointLine",
    );
    // A minor-action spell on nobody: neither.
    expect(logKey(entry("spellCast", { ...base, magicPower: 0 }))).toBe("SW25.Combat.Log.spellCastPlain");
  });

  it("other entries keep their own sentence, or their flagged one", () => {
    expect(logKey(entry("attack", { misfire: true }))).toBe("SW25.Combat.Log.attackMisfire");
    expect(logKey(entry("attack", { misfire: false }))).toBe("SW25.Combat.Log.attack");
    expect(logKey(entry("placed", { x: 1, y: 2 }))).toBe("SW25.Combat.Log.placedAt");
    expect(logKey(entry("placed", { area: "frontline" }))).toBe("SW25.Combat.Log.placed");
  });
});
