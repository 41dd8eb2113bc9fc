// Combat reducer throughput: a 20-round, 30-combatant Simplified battle played through `step`.
// Needs `npm run build` (dist-rules/). Prints figures; never asserts times.
import { step } from "../../dist-rules/rules/combat/battle.js";
import { normalizeBattle } from "../../dist-rules/rules/combat/normalize.js";
import { randomDice } from "../../dist-rules/rules/dice/dice-source.js";

const ROUNDS = 20;
const PER_SIDE = 15;

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
 * One turn: a Limited Move, then a melee attack in the area or a shot at the Frontline (misfires
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
  if (near)
    events.push({
      type: "major",
      actorId: actor.id,
      action: { kind: "attack", form: "melee", targetId: near.id, damage: 1 },
    });
  else {
    const target = foes.find((c) => c.position.area === "frontline") ?? foes[0];
    events.push({
      type: "major",
      actorId: actor.id,
      action: { kind: "attack", form: "shooting", targetId: target.id, range: 20, damage: 1 },
    });
  }
  events.push({
    type: "syncSections",
    combatantId: actor.id,
    sections: actor.sections.map((s) => ({ hp: s.hp, maxHp: s.maxHp })),
  });
  events.push({ type: "endTurn", actorId: actor.id });
  return events;
}

export default async function benchCombat() {
  const dice = randomDice();
  let state = makeBattle();
  let events = 0;
  let errors = 0;
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    state = step(state, { type: "startRound" }, dice).state;
    events++;
    for (const side of ["pc", "enemy"]) {
      for (const actor of state.combatants.filter((c) => c.side === side)) {
        for (const event of turnEvents(state, actor)) {
          const result = step(state, event, dice);
          errors += result.errors.length;
          state = result.state;
          events++;
        }
      }
    }
  }
  const ms = performance.now() - start;
  console.log(
    `combat | ${ROUNDS} rounds, ${PER_SIDE * 2} combatants: ${events} events in ${ms.toFixed(1)} ms`,
  );
  console.log(
    `combat | ${Math.round((events / ms) * 1000)} events/s, ${((ms / events) * 1000).toFixed(1)} µs/event, ${errors} rejected events`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCombat();
