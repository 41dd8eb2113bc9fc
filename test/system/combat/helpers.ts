import { readFileSync } from "node:fs";
import { join } from "node:path";
import { step } from "../../../src/rules/combat/battle.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { battleFromSources, type CombatantSource } from "../../../src/system/combat/battle/translate.js";
import { type Arsenal, arsenalFromItems } from "../../../src/system/combat/policy/arsenal.js";
import type { Requester } from "../../../src/system/combat/policy/event-policy.js";
import type { Translate } from "../../../src/system/combat/policy/rule-text.js";
import type { ButtonView } from "../../../src/system/combat/tracker/buttons.js";
import type { TrackerView } from "../../../src/system/combat/tracker/view.js";

const root = join(import.meta.dirname, "../../..");

function flatten(obj: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof obj === "string") out.set(prefix, obj);
  else if (obj && typeof obj === "object")
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** game.i18n.format over the system's language file; an unknown key comes back unchanged, as in Foundry. */
export function translator(lang: "en" | "ja"): Translate {
  const dict = flatten(JSON.parse(readFileSync(join(root, `lang/${lang}.json`), "utf8")), "", new Map());
  return (key, params) => {
    const text = dict.get(key);
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (m, name: string) =>
      params && name in params ? String(params[name]) : m,
    );
  };
}

export const en = translator("en");

export function source(
  id: string,
  side: "pc" | "enemy",
  extra: Partial<CombatantSource> = {},
): CombatantSource {
  return {
    id,
    name: id,
    side,
    kind: side === "pc" ? "character" : "monster",
    sections: [{ name: id, hp: 20, maxHp: 20 }],
    initiative: null,
    monsterKnowledge: null,
    reputation: null,
    weakness: null,
    mp: null,
    ...extra,
  };
}

/** Arle and Bram against two goblins (our own invention). */
export function sampleBattle(): BattleState {
  const built = battleFromSources(
    [
      source("Arle", "pc", { initiative: 3, monsterKnowledge: 2 }),
      source("Bram", "pc"),
      source("GobA", "enemy", { initiative: 10, reputation: 8, weakness: 12 }),
      source("GobB", "enemy", { initiative: 9, reputation: 8, weakness: 12 }),
    ],
    "simplified",
  );
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

export function play(state: BattleState, events: BattleEvent[], dice: number[] = []): BattleState {
  let current = state;
  const source = fixedDice(dice);
  for (const event of events) {
    const result = step(current, event, source);
    if (result.errors.length > 0)
      throw new Error(`${event.type}: ${result.errors.map((e) => e.message).join("; ")}`);
    current = result.state;
  }
  return current;
}

/** Initiative won by the party, Arle on the Frontline, Bram behind; the goblins split. Ends "ready". */
export function placedBattle(): BattleState {
  return play(sampleBattle(), [
    { type: "rollInitiative", total: 12 },
    { type: "place", combatantId: "Arle", area: "frontline" },
    { type: "place", combatantId: "Bram", area: "pcRear" },
    { type: "endPlacement", side: "pc" },
    { type: "place", combatantId: "GobA", area: "frontline" },
    { type: "place", combatantId: "GobB", area: "enemyRear" },
    { type: "endPlacement", side: "enemy" },
  ]);
}

/** Round 1 of placedBattle(), Arle done; Bram (party Rearguard) has his turn open. */
export function bramsTurn(): BattleState {
  return play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
  ]);
}

export const gm: Requester = { isGM: true, owns: () => true, ownsSide: () => true };

export function player(...owned: string[]): Requester {
  return {
    isGM: false,
    owns: (id) => owned.includes(id),
    ownsSide: (side) => side === "pc" && owned.length > 0,
  };
}

/** Every button of a tracker view, in display order. */
export function allButtons(v: TrackerView): ButtonView[] {
  return [
    ...v.flow,
    ...v.knowledge.flatMap((k) => k.buttons),
    ...[...v.areas.flatMap((a) => a.chips), ...v.unplaced].flatMap((c) => c.buttons),
    ...(v.turn
      ? [
          ...v.turn.moves.flatMap((m) => m.buttons),
          ...[...v.turn.attacks, ...v.turn.spells].flatMap((r) => r.buttons),
          ...v.turn.actions,
        ]
      : []),
  ];
}

/** Bram's kit: an equipped dagger and 30 m sling, and two spells (our own invention). */
export const bramsKit: Arsenal = arsenalFromItems([
  { id: "d", type: "weapon", name: "Dagger", system: { equipped: true, attackKind: "melee", range: null } },
  { id: "s", type: "weapon", name: "Sling", system: { equipped: true, attackKind: "shooting", range: 30 } },
  {
    id: "b",
    type: "spell",
    name: "Spark",
    system: { rangeKind: "distance", range: 30, area: "shot", mpCost: 2 },
  },
  {
    id: "f",
    type: "spell",
    name: "Flare",
    system: { rangeKind: "distance", range: 30, area: "radius", radius: 3, maxTargets: 1 },
  },
]);

/** Bram (3 MP in the battle and on his actor) has his turn open in the party's Rearguard, a Limited Move made; two goblins. */
export function bramCastingTurn(mp = 3): BattleState {
  const built = battleFromSources(
    [
      source("Arle", "pc", { initiative: 3 }),
      source("Bram", "pc", { mp }),
      source("GobA", "enemy", { initiative: 10, reputation: 8, weakness: 12 }),
      source("GobB", "enemy", { initiative: 9, reputation: 8, weakness: 12 }),
    ],
    "simplified",
  );
  if (!built.ok) throw new Error(built.error.message);
  return play(built.value, [
    { type: "rollInitiative", total: 12 },
    { type: "place", combatantId: "Arle", area: "frontline" },
    { type: "place", combatantId: "Bram", area: "pcRear" },
    { type: "endPlacement", side: "pc" },
    { type: "place", combatantId: "GobA", area: "frontline" },
    { type: "place", combatantId: "GobB", area: "enemyRear" },
    { type: "endPlacement", side: "enemy" },
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
    { type: "move", actorId: "Bram", mode: "limited" },
  ]);
}
