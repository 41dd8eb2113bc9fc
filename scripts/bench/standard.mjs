// Standard Combat: the drag-frame dry run of one token move, recomputing every skirmish after an action, and
// one whole event through the reducer (copy included) at 10..200 combatants. Needs `npm run build`
// (dist-rules/). Prints medians against their aims (scripts/bench-report.mjs).
import { step } from "../../dist-rules/rules/combat/battle.js";
import { normalizeBattle } from "../../dist-rules/rules/combat/normalize.js";
import { refreshIndependents } from "../../dist-rules/rules/combat/standard/model.js";
import { planMove } from "../../dist-rules/rules/combat/standard/movement.js";
import { rulerBands } from "../../dist-rules/rules/combat/standard/ruler.js";
import { settleSkirmishes } from "../../dist-rules/rules/combat/standard/skirmishes.js";
import { fixedDice } from "../../dist-rules/rules/dice/dice-source.js";
import { figure, medianMs, stat } from "../bench-report.mjs";

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

const median = (fn, runs) => medianMs(fn, runs);

function validateMove(state) {
  const mover = state.combatants[state.combatants.length - 2];
  return (i) =>
    planMove(state, mover, [{ x: mover.position.x + (i % 10), y: mover.position.y + 2 }], undefined, false);
}

/**
 * Times settling only: the copies are made beforehand (structuredClone: a state nobody else holds, as the
 * functions are called here outside the reducer). One fresh copy per call, warm-up calls included.
 */
function settle(state, runs) {
  const drafts = Array.from({ length: runs + Math.min(50, runs) }, () => structuredClone(state));
  let next = 0;
  return () => {
    const draft = drafts[next++];
    settleSkirmishes(draft);
    refreshIndependents(draft);
  };
}

/**
 * One whole Standard event through the reducer, copy included: the open turn's actor (scattered, not in a
 * melee) moves a metre or two, which settles every skirmish and independent after it. The state is a value,
 * so the same state takes the event again and again.
 */
function oneEvent(state) {
  const mover = state.combatants[state.combatants.length - 2];
  const dice = fixedDice([]);
  const events = [1, 2].map((dx) => ({
    type: "moveTo",
    actorId: mover.id,
    path: [{ x: mover.position.x + dx, y: mover.position.y }],
  }));
  const check = step(state, events[0], dice);
  if (check.errors.length > 0) throw new Error(`bench: the timed event is refused: ${check.errors[0].code}`);
  return (i) => step(state, events[i % 2], dice);
}

export default function run({ quick = false } = {}) {
  const k = quick ? 0.25 : 1;
  const runs = (n) => Math.max(20, Math.round(n * k));
  const s100 = makeBattle(100, 10);
  const move = median(validateMove(s100), runs(2000));
  figure(
    "standard.validateMove100.ms",
    `validate one move, 100 combatants, 10 skirmishes (${stat()})`,
    move,
    {
      unit: "ms",
      aim: 0.1,
    },
  );
  // The ruler is asked per segment and per highlighted grid space each drag frame: rereading the stored
  // battle (parse + normalize) each time is what the canvas keeps a read state per combat for.
  const mover = s100.combatants[s100.combatants.length - 2];
  const ruler = median(
    (i) => rulerBands(s100, mover, [{ x: mover.position.x + (i % 10), y: mover.position.y + 3 }]),
    runs(2000),
  );
  const json = JSON.stringify(s100);
  const reread = median(() => normalizeBattle(JSON.parse(json)), runs(300));
  figure("standard.ruler100.ms", `ruler bands, 100 combatants (${stat()})`, ruler, {
    unit: "ms",
    note: `rereading the stored battle ${reread.toFixed(4)} ms (×${(reread / ruler).toFixed(0)} of the ruler: combat.battle keeps the read state while the stored JSON is the same)`,
  });
  const s200 = makeBattle(200, 10);
  const all = median(settle(s200, runs(300)), runs(300));
  figure(
    "standard.settle200.ms",
    `recompute every skirmish after an action, 200 combatants (${stat()})`,
    all,
    {
      unit: "ms",
      aim: 1,
    },
  );
  const event200 = medianMs(oneEvent(s200), runs(1000), 200);
  figure("standard.event200.ms", `one Standard event, 200 combatants, copy included (${stat()})`, event200, {
    unit: "ms",
    aim: 0.3,
  });
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
  const refused = median(() => step(s100, absurd, fixedDice([])), runs(200));
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
  const worst = median(() => step(s100, longest, fixedDice([])), runs(50));
  figure(
    "standard.longestPath.ms",
    `the longest accepted path (600 m, 100 legs), overridden (${stat()})`,
    worst,
    {
      unit: "ms",
      aim: 100,
      note: `a crafted path of 100 legs of 28 km refused in ${refused.toFixed(4)} ms`,
    },
  );
  const sizes = [10, 25, 50, 100, 200];
  const base = { move: 0, settle: 0, event: 0 };
  for (const n of sizes) {
    const s = makeBattle(n, Math.min(10, Math.floor(n / 4)));
    const m = median(validateMove(s), runs(1000));
    const r = median(settle(s, runs(200)), runs(200));
    const e = median(oneEvent(s), runs(500));
    if (n === 10) Object.assign(base, { move: m, settle: r, event: e });
    console.log(
      `n=${String(n).padStart(3)}: move ${m.toFixed(4)} ms (×${(m / base.move).toFixed(1)} of n=10), settle ${r.toFixed(4)} ms (×${(r / base.settle).toFixed(1)}), one event ${e.toFixed(4)} ms (×${(e / base.event).toFixed(1)})`,
    );
    if (n === 200) {
      figure(
        "standard.growth.event",
        "one Standard event, growth from 10 to 200 combatants",
        e / base.event,
        {
          unit: "×",
          aim: 10,
        },
      );
      // The aim is the event's; settling alone (a fresh copy each time, outside the reducer) is shown for
      // where the growth comes from.
      figure("standard.growth.settle", "settling alone, growth from 10 to 200 combatants", r / base.settle, {
        unit: "×",
      });
    }
  }
}
