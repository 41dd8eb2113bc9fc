/**
 * [issue 40 item 9] An actor's effects may hold an entry that is no ActiveEffect document (a module's plain
 * object): the duration hooks read it as its source, never call `toObject` on it (it threw
 * "effect.toObject is not a function" and stopped every expiry of the round).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { timedEffect } from "../../src/system/hooks/effect-durations.js";
import { bootBundle } from "./boot/boot-bundle.js";

beforeAll(async () => {
  await bootBundle();
}, 60_000);

describe("an applied effect that is not a document", () => {
  it("is read as its own source, as a document's toObject() would be", () => {
    const source = {
      duration: { rounds: 2, startRound: 1, combat: "c1", seconds: null },
      flags: { swordworld25: { technique: { userTurn: null, scene: true, combatId: "c1" } } },
    };
    const plain = timedEffect({ uuid: "Actor.a.ActiveEffect.x", ...source });
    const document = timedEffect({ uuid: "Actor.a.ActiveEffect.x", toObject: () => structuredClone(source) });
    expect(plain).toEqual(document);
    expect(plain.id).toBe("Actor.a.ActiveEffect.x");
    for (const garbage of [null, 3, "x", {}, { toObject: "no" }])
      expect(() => timedEffect(garbage, "#0")).not.toThrow();
    expect(timedEffect({}, "#4").id).toBe("#4");
  });
});
