// Combat reducer throughput: a 20-round, 30-combatant battle played through `step`, in Simplified Combat and
// in Standard Combat (issue 21: ≥ 100k events/s each). Needs `npm run build` (dist-rules/). The figure is the
// median of several whole battles after a warm-up one, in CPU time, so neither one slow battle nor other
// processes on a loaded machine count.
import { step } from "../../dist-rules/rules/combat/battle.js";
import { normalizeBattle } from "../../dist-rules/rules/combat/normalize.js";
import { randomDice } from "../../dist-rules/rules/dice/dice-source.js";
import { clock, figure, medianOf, stat } from "../bench-report.mjs";

const ROUNDS = 20;
const PER_SIDE = 15;
const AIM_EVENTS_PER_S = 100_000;
/** Battles played before the timed ones (the first included), see `benchCombat`. */
const WARMUP = 12;

function makeBattle() {
  const combatants = [];
  for (let i = 0; i < PER_SIDE; i++) {
    combatants.push({ id: `pc${i}`, side: "pc", hp: 10_000, area: i % 3 === 0 ? "pcRear" : "frontline" });
    combatants.push({
      id: `en${i}`,
      side: "enemy",
      hp: 10_000,
      area: i % 3 === 0 ? "enemyRear" : "frontline",
      sections: i % 5 === 0 ? [{ hp: 10_000 }, { hp: 10_000 }] : undefined,
    });
  }
  const result = normalizeBattle({
    phase: "ready",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    combatants,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * Standard: the same 30 combatants on a plane, 5 skirmishes of 4 in melee (two a side) 30 m apart, the
 * other 10 scattered 12..40 m from them, moving and shooting.
 */
function makeStandardBattle() {
  const combatants = [];
  const skirmishes = [];
  for (let k = 0; k < 5; k++) {
    const melee = [];
    for (let j = 0; j < 4; j++) {
      const side = j % 2 === 0 ? "pc" : "enemy";
      const id = `${side}${k}${j}`;
      melee.push(id);
      combatants.push({ id, side, hp: 10_000, agility: 12, position: { x: k * 30, y: 0 } });
    }
    skirmishes.push({ centre: { x: k * 30, y: 0 }, melee });
  }
  for (let i = 0; i < 10; i++) {
    const side = i % 2 === 0 ? "pc" : "enemy";
    combatants.push({
      id: `${side}s${i}`,
      side,
      hp: 10_000,
      agility: 12,
      position: { x: i * 13, y: side === "pc" ? -12 - (i % 3) * 10 : 12 + (i % 3) * 10 },
      sections: i % 5 === 1 ? [{ hp: 10_000 }, { hp: 10_000 }] : undefined,
    });
  }
  const result = normalizeBattle({
    method: "standard",
    phase: "ready",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    combatants,
    skirmishes,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function sync(actor) {
  return {
    type: "syncSections",
    combatantId: actor.id,
    sections: actor.sections.map((s) => ({ hp: s.hp, maxHp: s.maxHp })),
  };
}

/**
 * One Simplified turn: a Limited Move, then a melee attack in the area or a shot at the Frontline (misfires
 * included), and the HP sync the Foundry layer sends when an actor changes.
 */
function turnEvents(state, actor) {
  const area = actor.position.area;
  const foes = state.combatants.filter((c) => c.side !== actor.side);
  const near = foes.find((c) => c.position.area === area);
  const events = [
    { type: "startTurn", actorId: actor.id },
    { type: "move", actorId: actor.id, mode: "limited" },
  ];
  const acting = actor.sections.length > 1 ? { actingSection: 0 } : {};
  if (near)
    events.push({
      type: "major",
      actorId: actor.id,
      action: { kind: "attack", form: "melee", targetId: near.id, damage: 1 },
      ...acting,
    });
  else {
    const target = foes.find((c) => c.position.area === "frontline") ?? foes[0];
    events.push({
      type: "major",
      actorId: actor.id,
      action: { kind: "attack", form: "shooting", targetId: target.id, range: 20, damage: 1 },
      ...acting,
    });
  }
  events.push(sync(actor), { type: "endTurn", actorId: actor.id });
  return events;
}

/**
 * One Standard turn: in a melee, an attack on a foe there; otherwise a Limited Move of a metre sideways
 * (back and forth by round) and a shot at the nearest foe; then the HP sync and the end of the turn.
 */
function standardTurnEvents(state, actor, round) {
  const events = [{ type: "startTurn", actorId: actor.id }];
  const melee = state.standard.skirmishes.find((s) => s.melee.includes(actor.id));
  const foes = state.combatants.filter((c) => c.side !== actor.side);
  const foeInMelee = melee && foes.find((c) => melee.melee.includes(c.id));
  const acting = actor.sections.length > 1 ? { actingSection: 0 } : {};
  if (foeInMelee)
    events.push(
      { type: "move", actorId: actor.id, mode: "limited" },
      {
        type: "major",
        actorId: actor.id,
        action: { kind: "attack", form: "melee", targetId: foeInMelee.id, damage: 1 },
        ...acting,
      },
    );
  else {
    const { x, y } = actor.position;
    events.push({ type: "moveTo", actorId: actor.id, path: [{ x: x + (round % 2 ? -1 : 1), y }] });
    let target = foes[0];
    let best = Number.POSITIVE_INFINITY;
    for (const f of foes) {
      const d = Math.hypot(f.position.x - x, f.position.y - y);
      if (d < best) [best, target] = [d, f];
    }
    events.push({
      type: "major",
      actorId: actor.id,
      action: { kind: "attack", form: "shooting", targetId: target.id, range: 50, damage: 1 },
      ...acting,
    });
  }
  events.push(sync(actor), { type: "endTurn", actorId: actor.id });
  return events;
}

/** Plays the battle once; returns events per second of CPU time (bench-report.mjs `clock`), and counts refusals by code into `refused`. */
function play(makeState, eventsOf, refused) {
  const dice = randomDice();
  let state = makeState();
  let events = 0;
  const start = clock();
  for (let round = 0; round < ROUNDS; round++) {
    state = step(state, { type: "startRound" }, dice).state;
    events++;
    for (const side of ["pc", "enemy"]) {
      for (const actor of state.combatants.filter((c) => c.side === side)) {
        for (const event of eventsOf(
          state,
          state.combatants.find((c) => c.id === actor.id),
          round,
        )) {
          const result = step(state, event, dice);
          for (const e of result.errors) refused.set(e.code, (refused.get(e.code) ?? 0) + 1);
          state = result.state;
          events++;
        }
      }
    }
  }
  return (events / (clock() - start)) * 1000;
}

export { makeBattle, makeStandardBattle, play, standardTurnEvents, turnEvents };
export default async function benchCombat({ quick = false } = {}) {
  const runs = quick ? 5 : 7;
  for (const [key, name, makeState, eventsOf] of [
    ["combat.simplified.eventsPerS", "Simplified", makeBattle, turnEvents],
    ["combat.standard.eventsPerS", "Standard", makeStandardBattle, standardTurnEvents],
  ]) {
    const refused = new Map();
    // The first battles of a fresh process are V8 compiling the reducer: CPU time counts the compiler's
    // and the collector's threads too (here up to twice the wall clock), and the rate climbs for about ten
    // battles (~30,000 events) before it levels. The aim is the reducer's rate, so the figure is taken
    // after WARMUP battles; the very first battle's rate is printed beside it.
    const cold = play(makeState, eventsOf, refused);
    const perS = medianOf(() => play(makeState, eventsOf, refused), runs, {
      higher: true,
      warmup: WARMUP - 1,
    });
    const battles = 1 + (WARMUP - 1) + runs;
    const codes = [...refused].map(([code, n]) => `${code} ×${n / battles}`).join(", ");
    figure(
      key,
      `${name}, ${ROUNDS} rounds, ${PER_SIDE * 2} combatants (${stat()} of ${runs} battles after ${WARMUP} warm-up ones)`,
      perS,
      {
        unit: "events/s",
        aim: AIM_EVENTS_PER_S,
        higher: true,
        note: `${((1 / perS) * 1e6).toFixed(1)} µs/event; first battle of the process (cold): ${Math.round(cold).toLocaleString("en-US")} events/s; refused per battle: ${codes || "none"}`,
      },
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCombat();
