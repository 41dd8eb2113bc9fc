/**
 * The battle engine's loader (src/system/combat/engine-loader.ts), with the engine module replaced by a
 * stand-in: one download however often it is asked, a failed download tried again by the next caller, and a
 * faulty "when it loads" callback that neither fails the load nor keeps the others from running.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const ENGINE = "../../../../src/system/combat/engine/battle-engine.js";
const attempts = { count: 0 };

type Loader = typeof import("../../../../src/system/combat/engine/engine-loader.js");

/** A loader of its own, whose engine import fails the first `failFirst` times it is evaluated. */
async function freshLoader(failFirst = 0): Promise<Loader> {
  vi.resetModules();
  attempts.count = 0;
  vi.doMock(ENGINE, () => {
    attempts.count += 1;
    if (attempts.count <= failFirst) throw new Error("download failed");
    return { step: () => "the engine" };
  });
  return import("../../../../src/system/combat/engine/engine-loader.js");
}

let errors: unknown[][];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe("the battle engine's loader", () => {
  it("loads once however often it is asked; nothing is loaded before it is asked", async () => {
    const loader = await freshLoader();
    expect(loader.loadedBattleEngine()).toBeNull();
    expect(attempts.count).toBe(0);
    const [a, b] = await Promise.all([loader.loadBattleEngine(), loader.loadBattleEngine()]);
    await loader.startLoadingBattleEngine();
    expect(a).toBe(b);
    expect(loader.loadedBattleEngine()).toBe(a);
    expect(attempts.count).toBe(1);
  });

  it("a failed download is logged by the trigger and tried again by the next caller", async () => {
    const loader = await freshLoader(1);
    await loader.startLoadingBattleEngine();
    expect(errors).toHaveLength(1);
    expect(loader.loadedBattleEngine()).toBeNull();
    const engine = await loader.loadBattleEngine();
    expect(engine.step).toBeTypeOf("function");
    expect(attempts.count).toBe(2);
  });

  it("a faulty callback neither fails the load nor keeps the next callback from running", async () => {
    const loader = await freshLoader();
    const ran: string[] = [];
    loader.whenBattleEngineLoads(() => {
      throw new Error("no canvas here");
    });
    loader.whenBattleEngineLoads(() => void ran.push("second"));
    await expect(loader.loadBattleEngine()).resolves.toBeTruthy();
    expect(ran).toEqual(["second"]);
    expect(errors).toHaveLength(1);
    // Once loaded, a new callback runs at once.
    loader.whenBattleEngineLoads(() => void ran.push("late"));
    expect(ran).toEqual(["second", "late"]);
  });
});
