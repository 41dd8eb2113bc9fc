// Dice engine throughput against the `bcdice` package (parse + roll from a string, both), and odds timing.
// Needs `npm run build` (dist-rules/). The overall speed-up prints against its aim (scripts/bench-report.mjs).
import { createRequire } from "node:module";
import { notationOdds, randomDice, rollText, seededRandom } from "../../dist-rules/rules/index.js";
import { figure } from "../bench-report.mjs";

const NOTATIONS = [
  "K20+5",
  "K40+24@8$12r10",
  "HK30+4@9",
  "K10+3gf",
  "K20+5#1@9",
  "k50+12@9$~+1",
  "2D6+5>=10",
  "2D6@10+15>=30",
];

function perSecond(fn, minMs = 300) {
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
    elapsed = performance.now() - start;
  }
  return (n / elapsed) * 1000;
}

const fmt = (x) => Math.round(x).toLocaleString("en-US").padStart(12);

export default async function benchDice() {
  const require = createRequire(import.meta.url);
  const { DynamicLoader } = require("bcdice");
  const SwordWorld25 = await new DynamicLoader().dynamicLoad("SwordWorld2.5");
  const dice = randomDice(seededRandom(25));

  console.log(`${"notation".padEnd(18)} ${"ours/s".padStart(12)} ${"bcdice/s".padStart(12)}    ratio   odds`);
  let oursTotal = 0;
  let theirsTotal = 0;
  for (const notation of NOTATIONS) {
    const ours = perSecond(() => rollText(notation, dice));
    const theirs = perSecond(() => new SwordWorld25(notation).eval(), 300);
    for (let i = 0; i < 50; i++) notationOdds(notation);
    const runs = 200;
    const start = performance.now();
    for (let i = 0; i < runs; i++) notationOdds(notation);
    const oddsMs = (performance.now() - start) / runs;
    oursTotal += 1 / ours;
    theirsTotal += 1 / theirs;
    console.log(
      `${notation.padEnd(18)} ${fmt(ours)} ${fmt(theirs)} ${(ours / theirs).toFixed(0).padStart(7)}x ${oddsMs.toFixed(3)} ms`,
    );
  }
  const ratio = theirsTotal / oursTotal;
  console.log(
    `overall: ours ${fmt(NOTATIONS.length / oursTotal)}/s, bcdice ${fmt(NOTATIONS.length / theirsTotal)}/s`,
  );
  figure("dice.speedup", "speed-up over bcdice (parse + roll)", ratio, { unit: "×", aim: 50, higher: true });
}
