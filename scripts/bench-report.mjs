// The bench's figures against their aims (issue 21). Bench modules call `figure(...)`, which prints one line
// with the value, its ratio of the aim and the previous figure it replaces (scripts/bench/previous.json);
// scripts/bench.mjs checks the guard at the end and, with `--record`, writes the new figures as previous.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const PREVIOUS_FILE = join(dirname(fileURLToPath(import.meta.url)), "bench", "previous.json");

/** The quick bench fails when a figure is more than this many times worse than its aim. */
export const GUARD = 3;

const previous = existsSync(PREVIOUS_FILE) ? JSON.parse(readFileSync(PREVIOUS_FILE, "utf8")) : {};

/**
 * `--quick` (npm test's guard): the figures are the best of their runs rather than the median. A regression
 * slows every run; a loaded machine slows most of them, rarely all, so the best one keeps the guard from
 * failing spuriously.
 */
let quickMode = false;

export function configure({ quick = false } = {}) {
  quickMode = quick;
}

/** How a figure sums up its runs, for the labels: "median" (full run) or "best" (quick). */
export function stat() {
  return quickMode ? "best" : "median";
}

/** Every figure printed in this run, by key: { value, unit, aim, higher, ratio, label }. */
export const figures = new Map();

const fmt = (x) => {
  const a = Math.abs(x);
  if (a >= 1000) return Math.round(x).toLocaleString("en-US");
  if (a >= 100) return x.toFixed(0);
  if (a >= 10) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  return x.toFixed(4);
};

/**
 * Records and prints one figure. `aim`: the value to stay within (`higher`: at least it, like events/s;
 * otherwise at most it, like ms). The ratio printed is how far from the aim: ≤ 1 is within it, and the quick
 * bench fails above `GUARD`. Without `aim` the figure is printed for information only.
 */
export function figure(key, label, value, { unit = "", aim, higher = false, note = "" } = {}) {
  const ratio = aim === undefined ? undefined : higher ? aim / value : value / aim;
  figures.set(key, { value, unit, aim, higher, ratio, label });
  const was = previous[key];
  const parts = [`${label}: ${fmt(value)}${unit ? ` ${unit}` : ""}`];
  if (aim !== undefined) {
    const verdict = ratio <= 1 ? "within" : ratio > GUARD ? "OVER ×3" : "over";
    parts.push(
      `aim ${higher ? "≥" : "≤"} ${aim.toLocaleString("en-US")}: ×${ratio.toFixed(2)} of the aim (${verdict})`,
    );
  }
  if (typeof was === "number") parts.push(`was ${fmt(was)}`);
  if (note) parts.push(note);
  console.log(parts.join("; "));
}

/** The figures over `GUARD` times their aims, for the quick bench's verdict. */
export function overGuard() {
  return [...figures.entries()].filter(([, f]) => f.ratio !== undefined && !(f.ratio <= GUARD));
}

/** Writes this run's figures over the previous ones (keys not measured this run are kept). */
export function recordPrevious() {
  const next = { ...previous };
  for (const [key, f] of figures) next[key] = Number(f.value.toPrecision(4));
  const sorted = Object.fromEntries(
    Object.keys(next)
      .sort()
      .map((k) => [k, next[k]]),
  );
  writeFileSync(PREVIOUS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Milliseconds of CPU time this process has used (user + system). The figures are timed with it rather than
 * the wall clock, so that other processes sharing a loaded machine's cores do not count against a figure
 * (time spent waiting for a core is not ours); what remains is noise from shared caches.
 */
export function clock() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Median time in ms of one call of `fn(i)`, in CPU time, after `warmup` calls. The `runs` calls are timed
 * in 15 batches (a batch of a fraction of a millisecond is below the clock's resolution otherwise), and the
 * median batch gives the figure (quick: the fastest batch): robust to slow batches on a loaded machine.
 */
export function medianMs(fn, runs, warmup = Math.min(50, runs)) {
  for (let i = 0; i < warmup; i++) fn(i);
  const batches = Math.min(15, runs);
  const size = Math.max(1, Math.floor(runs / batches));
  const times = [];
  let i = 0;
  for (let b = 0; b < batches; b++) {
    const t0 = clock();
    for (let k = 0; k < size; k++) fn(i++);
    times.push((clock() - t0) / size);
  }
  times.sort((a, b) => a - b);
  return quickMode ? times[0] : times[Math.floor(times.length / 2)];
}

/**
 * The median (quick: the best) of several whole runs of `fn` (each returns its own figure), after `warmup`
 * warm-up runs (one unless told). `higher`: a larger figure is better (events/s).
 */
export function medianOf(fn, runs, { higher = false, warmup = 1 } = {}) {
  for (let i = 0; i < warmup; i++) fn();
  const values = Array.from({ length: runs }, () => fn()).sort((a, b) => a - b);
  if (quickMode) return higher ? values[runs - 1] : values[0];
  return values[Math.floor(runs / 2)];
}
