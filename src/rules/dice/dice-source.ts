/** Where d6 results come from. Every rule takes one; only `randomDice` touches Math.random. */
export interface DiceSource {
  /** One d6 result, 1..6. Throws `DiceExhaustedError` when a fixed source has no more dice. */
  d6(): number;
}

/** Thrown only by fixed sources that ran out; entry points catch it and return an error value. */
export class DiceExhaustedError extends Error {
  constructor(readonly used: number) {
    super(`ran out of fixed dice after ${used} d6`);
    this.name = "DiceExhaustedError";
  }
}

export function randomDice(random: () => number = Math.random): DiceSource {
  return { d6: () => Math.floor(random() * 6) + 1 };
}

/**
 * A seeded uniform number in [0, 1) (mulberry32): the same seed gives the same sequence. With `randomDice` it makes
 * a reproducible d6 stream (the BCDice differential tests feed both engines from one; the dice bench rolls with one).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A source that hands out `values` in order (tests, scripting, `sw25 roll --dice`). */
export interface FixedDice extends DiceSource {
  /** How many values have been taken so far. */
  readonly used: number;
  readonly remaining: number;
}

export function fixedDice(values: readonly number[]): FixedDice {
  let index = 0;
  return {
    d6() {
      if (index >= values.length) throw new DiceExhaustedError(index);
      const value = values[index++] as number;
      return value;
    },
    get used() {
      return index;
    },
    get remaining() {
      return values.length - index;
    },
  };
}

/** Rolls 2d6 and returns both dice. */
export function roll2d(dice: DiceSource): [number, number] {
  return [dice.d6(), dice.d6()];
}
