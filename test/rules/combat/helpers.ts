import { type StepResult, step } from "../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import { meleeCount, pointOf } from "../../../src/rules/combat/standard/model.js";
import type { BattleState, Combatant } from "../../../src/rules/combat/types.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";

/** A battle between rounds (round 1 already over, so SIMP-06 is out of the way), the PCs having won initiative. */
export function makeBattle(
  combatants: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): BattleState {
  const result = normalizeBattle({
    phase: "ready",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    combatants,
    ...extra,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export type Scripted = BattleEvent | [BattleEvent, number[]];

/** Plays events that must all be legal; throws with the rule IDs otherwise. */
export function play(state: BattleState, events: Scripted[]): StepResult {
  let last: StepResult = { state, log: [], errors: [] };
  for (const scripted of events) {
    const [event, dice] = Array.isArray(scripted) ? scripted : [scripted, []];
    last = step(last.state, event, fixedDice(dice));
    if (last.errors.length > 0)
      throw new Error(`${event.type}: ${last.errors.map((e) => e.message).join("; ")}`);
  }
  return last;
}

/** One event that may be illegal. */
export function attempt(state: BattleState, event: BattleEvent, dice: number[] = []): StepResult {
  return step(state, event, fixedDice(dice));
}

export function rules(result: StepResult): string[] {
  return result.errors.map((e) => e.rule ?? e.code);
}

export function who(state: BattleState, id: string): Combatant {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
}

/** Starts the next round and opens `actorId`'s turn. */
export function turnOf(state: BattleState, actorId: string): BattleState {
  return play(state, [{ type: "startRound" }, { type: "startTurn", actorId }]).state;
}

export const pc = (id: string, area: string, more: Record<string, unknown> = {}) => ({
  id,
  side: "pc",
  hp: 20,
  area,
  ...more,
});
export const foe = (id: string, area: string, more: Record<string, unknown> = {}) => ({
  id,
  side: "enemy",
  hp: 15,
  area,
  ...more,
});

/**
 * A rider with Rider levels (Agility 8, Rider 2) on her mount (Agility 20, 30 HP), both at `position`: the
 * riding fixture of the mount tests. `mount` adds fields to the mount (a flight, a second section).
 */
export function riderOnMount(
  rider: string,
  mount: string,
  position: Record<string, unknown> = { x: 0 },
  more: Record<string, unknown> = {},
): Record<string, unknown>[] {
  return [
    { id: rider, side: "pc", hp: 20, agility: 8, riderLevel: 2, mountedWith: mount, position },
    { id: mount, side: "pc", kind: "mount", hp: 30, agility: 20, mountedWith: rider, position, ...more },
  ];
}

/** A Standard battle between rounds (as makeBattle), combatants at points in metres. */
export function standardBattle(
  combatants: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): BattleState {
  return makeBattle(combatants, { method: "standard", ...extra });
}

/** A PC (20 HP, Agility 12) at (x, y) metres. */
export const pcAt = (id: string, x: number, y = 0, more: Record<string, unknown> = {}) => ({
  id,
  side: "pc",
  hp: 20,
  agility: 12,
  position: { x, y },
  ...more,
});

/** An enemy (20 HP, Agility 10) at (x, y) metres. */
export const foeAt = (id: string, x: number, y = 0, more: Record<string, unknown> = {}) => ({
  id,
  side: "enemy",
  hp: 20,
  agility: 10,
  position: { x, y },
  ...more,
});

/** A GM-forbidden rectangle (STD-03) with corners (x1, y1) and (x2, y2), walked as a polygon. */
export const forbiddenBox = (id: string, x1: number, y1: number, x2: number, y2: number) => ({
  id,
  polygon: [
    { x: x1, y: y1 },
    { x: x2, y: y1 },
    { x: x2, y: y2 },
    { x: x1, y: y2 },
  ],
});

/** Every melee consistent: members at its centre, nobody in two melees, at most 20 heads (STD-06/09). */
export function meleeProblems(state: BattleState): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of state.standard?.skirmishes ?? []) {
    if (meleeCount(state, s) > 20) out.push(`${s.id} holds ${meleeCount(state, s)}`);
    for (const id of s.melee) {
      if (seen.has(id)) out.push(`${id} in two melees`);
      seen.add(id);
      const c = state.combatants.find((x) => x.id === id);
      const p = c ? pointOf(c) : null;
      if (!p || p.x !== s.centre.x || p.y !== s.centre.y)
        out.push(`${id} is in ${s.id} away from its centre`);
    }
  }
  return out;
}
