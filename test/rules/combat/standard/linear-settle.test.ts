/**
 * The settle's independents (refreshIndependents, after every event) find each combatant's skirmish through
 * a sorted index of the discs (model.ts `DiscIndex`), not by measuring every disc: with skirmishes spread
 * along the field, 10× the combatants and 10× the skirmishes cost about 10× the work (a look at every disc
 * costs over 100×). A ratio in one run, not a time threshold: a slow machine slows both sizes alike.
 */
import { describe, expect, it } from "vitest";
import { refreshIndependents } from "../../../../src/rules/combat/standard/model.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { foeAt, pcAt, standardBattle } from "../helpers.js";

const RATIO = 50;
/** Below this many milliseconds a run is timer noise: the small size counts as at least this long. */
const FLOOR_MS = 3;
const CALLS = 400;

/**
 * `skirmishes` skirmishes 20 m apart in two rows along x (a pc and a foe in melee in each), and 8 scattered
 * combatants per skirmish over the same stretch, some inside a disc (independents), most outside.
 */
function battle(skirmishes: number): BattleState {
  const combatants: Record<string, unknown>[] = [];
  const list: { id: string; centre: { x: number; y: number }; melee: string[] }[] = [];
  for (let k = 0; k < skirmishes; k++) {
    const centre = { x: 20 * Math.floor(k / 2), y: 20 * (k % 2) };
    combatants.push(pcAt(`p${k}`, centre.x, centre.y), foeAt(`e${k}`, centre.x, centre.y));
    list.push({ id: `s${k}`, centre, melee: [`p${k}`, `e${k}`] });
  }
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const length = 10 * skirmishes;
  for (let i = 0; i < 8 * skirmishes; i++) {
    const at = (i % 2 ? pcAt : foeAt)(`c${i}`, next(length) - 5, next(40) - 10);
    combatants.push(at);
  }
  return standardBattle(combatants, { skirmishes: list });
}

/** The fastest of five runs of CALLS settles for each battle, the runs of both taken in turns. */
function costs(small: BattleState, large: BattleState): [number, number] {
  const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY] as [number, number];
  for (let run = 0; run < 5; run++)
    [small, large].forEach((state, k) => {
      const start = performance.now();
      for (let i = 0; i < CALLS; i++) refreshIndependents(state);
      best[k] = Math.min(best[k] as number, performance.now() - start);
    });
  return best;
}

describe("the settle's independents grow linearly with the battle", () => {
  it("[STD-10] 10× the combatants and 10× the skirmishes cost at most 50× the work", () => {
    const small = battle(20);
    const large = battle(200);
    // The battles have independents to find (the work is not an empty loop).
    expect(small.standard?.skirmishes.some((s) => s.independents.length > 0)).toBe(true);
    expect(large.standard?.skirmishes.filter((s) => s.independents.length > 0).length).toBeGreaterThan(20);
    // Warm-up at both sizes: the first runs compile the code paths.
    costs(small, large);
    const [a, b] = costs(small, large);
    const ratio = b / Math.max(FLOOR_MS, a);
    expect({ ratio: Math.round(ratio) }).toEqual({ ratio: expect.toSatisfy((r: number) => r <= RATIO) });
  });
});
