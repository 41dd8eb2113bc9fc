/**
 * Loads the battle engine (battle-engine.ts, a chunk of its own) on demand, once. A world without a combat
 * never loads it; it starts loading as soon as a battle may come (engine-triggers in register.ts): at `ready`
 * when the world has a combat, when a combat is created or updated, when the Battle Board opens, and when a
 * token of a battle is dragged. What runs synchronously (the token ruler, preMoveToken, the skirmish circles)
 * asks `loadedBattleEngine()`: before the engine is there it behaves as with no battle.
 */
import type * as Engine from "./battle-engine.js";

export type BattleEngine = typeof Engine;

let engine: BattleEngine | null = null;
let loading: Promise<BattleEngine> | null = null;
const waiting: ((engine: BattleEngine) => void)[] = [];

/** The engine, loading it first if needed (one download however often it is asked). */
export function loadBattleEngine(): Promise<BattleEngine> {
  loading ??= import("./battle-engine.js").then(
    (loaded) => {
      engine = loaded;
      for (const callback of waiting.splice(0)) run(callback, loaded);
      return loaded;
    },
    (error: unknown) => {
      // A failed download (the network, a stale cache) is tried again by the next caller.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The engine if it is loaded already, else null (and nothing is started). */
export function loadedBattleEngine(): BattleEngine | null {
  return engine;
}

/**
 * Starts loading without waiting for it; a failure is logged (the next trigger tries again). The promise
 * (settled, never rejected) is returned for whoever wants to wait: hooks ignore it.
 */
export function startLoadingBattleEngine(): Promise<void> {
  if (engine) return Promise.resolve();
  return loadBattleEngine().then(
    () => undefined,
    (error: unknown) => console.error(error),
  );
}

/** A callback's fault is logged: it never fails the load, nor keeps the other callbacks from running. */
function run(callback: (engine: BattleEngine) => void, loaded: BattleEngine): void {
  try {
    callback(loaded);
  } catch (error) {
    console.error(error);
  }
}

/** Calls `callback` once the engine is loaded (at once when it already is). */
export function whenBattleEngineLoads(callback: (engine: BattleEngine) => void): void {
  if (engine) run(callback, engine);
  else waiting.push(callback);
}
