// Standard Combat: the drag-frame dry run of one token move, and recomputing every skirmish after an
// action. Needs `npm run build` (dist-rules/). Prints medians and ratios in one run; never asserts times.
import { step } from "../../dist-rules/rules/combat/battle.js";
import { normalizeBattle } from "../../dist-rules/rules/combat/normalize.js";
import { refreshIndependents } from "../../dist-rules/rules/combat/standard/model.js";
import { planMove } from "../../dist-rules/rules/combat/standard/movement.js";
import { rulerBands } from "../../dist-rules/rules/combat/standard/ruler.js";
import { settleSkirmishes } from "../../dist-rules/rules/combat/standard/skirmishes.js";
import { fixedDice } from "../../dist-rules/rules/dice/dice-source.js";

/** n combatants, half per side, with `skirmishes` skirmishes of four in melee 30 m apart; the rest scattered. */
function makeBattle(n, skirmishes) {
  const combatants = [];
  const list = [];
  for (let i = 0; i < n; i++) {
    const side = i % 2 === 0 ? "pc" : "enemy";
    combatants.push({
      id: `c${i}`,
      side,
      hp: 100,
      agility: 12,
      position: { x: (i * 7) % 300, y: ((i * 13) % 200) + 40 },
    });
  }
  for (let k = 0; k < skirmishes; k++) {
    const melee = [0, 1, 2, 3]
      .map((j) => `c${k * 4 + j}`)
      .filter((id) => combatants.some((c) => c.id === id));
    list.push({ centre: { x: k * 30, y: 0 }, melee });
  }
  const r = normalizeBattle({
    method: "standard",
    phase: "round",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    activeSide: "pc",
    turn: {
      actorId: `c${n - 2}`,
      move: null,
      blocked: false,
      imposedMove: false,
      majorActions: 0,
      retreat: false,
      mustStayLimited: false,
      featDeclared: false,
    },
    combatants,
    skirmishes: list,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function median(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function validateMove(state) {
  const mover = state.combatants[state.combatants.length - 2];
  return (i) =>
    planMove(state, mover, [{ x: mover.position.x + (i % 10), y: mover.position.y + 2 }], undefined, false);
}

/** Times settling only: the copies are made beforehand (the reducer copies the state once per event anyway). */
function settle(state, runs) {
  const drafts = Array.from({ length: runs }, () => structuredClone(state));
  return (i) => {
    settleSkirmishes(drafts[i]);
    refreshIndependents(drafts[i]);
  };
}

export default function run() {
  const s100 = makeBattle(100, 10);
  const move = median(validateMove(s100), 2000);
  console.log(
    `validate one move, 100 combatants, 10 skirmishes: median ${move.toFixed(4)} ms (aim < 0.1 ms)`,
  );
  // The ruler is asked per segment and per highlighted grid space each drag frame: rereading the stored
  // battle (parse + normalize) each time is what the canvas keeps a read state per combat for.
  const mover = s100.combatants[s100.combatants.length - 2];
  const ruler = median(
    (i) => rulerBands(s100, mover, [{ x: mover.position.x + (i % 10), y: mover.position.y + 3 }]),
    2000,
  );
  const json = JSON.stringify(s100);
  const reread = median(() => normalizeBattle(JSON.parse(json)), 300);
  console.log(
    `ruler bands, 100 combatants: median ${ruler.toFixed(4)} ms; rereading the stored battle ${reread.toFixed(4)} ms (×${(reread / ruler).toFixed(0)} of the ruler: cached per combat on the canvas)`,
  );
  const s200 = makeBattle(200, 10);
  const cloneOnly = median(() => structuredClone(s200), 300);
  const all = median(settle(s200, 300), 300);
  console.log(
    `recompute every skirmish after an action, 200 combatants: median ${all.toFixed(4)} ms (aim < 1 ms; the reducer's state copy adds ${cloneOnly.toFixed(4)} ms)`,
  );
  // Issue 17: a player's crafted move must not freeze the GM. 100 legs corner to corner of the plane are
  // refused before any sampling; the longest path a move may take (600 m in 100 legs), forced through by a
  // GM's override, is sampled and checked for blockers in full.
  const absurd = {
    type: "override",
    event: {
      type: "moveTo",
      actorId: mover.id,
      path: Array.from({ length: 100 }, (_, i) => ({ x: i % 2 ? -10000 : 10000, y: i % 2 ? -10000 : 10000 })),
    },
  };
  const refused = median(() => step(s100, absurd, fixedDice([])), 200);
  const longest = {
    type: "override",
    event: {
      type: "moveTo",
      actorId: mover.id,
      path: Array.from({ length: 100 }, (_, i) => ({
        x: mover.position.x + (i % 2 ? 0 : 6),
        y: mover.position.y,
      })),
    },
  };
  const worst = median(() => step(s100, longest, fixedDice([])), 50);
  console.log(
    `crafted path of 100 legs of 28 km: refused in median ${refused.toFixed(4)} ms; the longest accepted path (600 m), overridden: ${worst.toFixed(3)} ms (aim well under 100 ms)`,
  );
  const sizes = [10, 25, 50, 100, 200];
  const base = { move: 0, settle: 0 };
  for (const n of sizes) {
    const s = makeBattle(n, Math.min(10, Math.floor(n / 4)));
    const m = median(validateMove(s), 1000);
    const r = median(settle(s, 200), 200);
    if (n === 10) {
      base.move = m;
      base.settle = r;
    }
    console.log(
      `n=${String(n).padStart(3)}: move ${m.toFixed(4)} ms (×${(m / base.move).toFixed(1)} of n=10), settle ${r.toFixed(4)} ms (×${(r / base.settle).toFixed(1)} of n=10)`,
    );
  }
}
