/**
 * Keeping the battle and Foundry's documents in step, pure so Node tests run it. The actors stay the
 * source of truth for HP (damage is applied from chat cards to actors): their HP flows into the battle as
 * `syncSections`; a Combatant created in a running battle becomes a `join`; identifications from INIT-02
 * flow back to the monsters' actors; Foundry's round/turn pointer follows the engine.
 */
import type { BattleEvent } from "../../../rules/combat/events.js";
import type { LogEntry } from "../../../rules/combat/log.js";
import type { BattleState } from "../../../rules/combat/types.js";
import { hpUpdate } from "../../chat/damage-plan.js";
import { type CombatantSource, looseCombatant } from "./translate.js";

/**
 * The sync event when `source` (read from the actor now) differs from the battle's copy; else null.
 * SECT-04 / DMG-09: a character's "unconscious" status travels with its HP, so the battle never wakes
 * someone the actor still shows unconscious; `wakeOnHeal` is the world's "healing wakes" table option.
 */
export function syncEvent(
  state: BattleState,
  source: CombatantSource,
  wakeOnHeal = false,
): BattleEvent | null {
  if (state.phase === "ended") return null;
  const c = state.combatants.find((x) => x.id === source.id);
  if (!c || c.sections.length !== source.sections.length) return null;
  // Only a character's MP is written back when it casts from the battle board (spendCastersMp), so only
  // a character's MP may flow in: a monster's would refill what it spent in the battle.
  const mp = source.kind === "character" ? source.mp : null;
  const same =
    c.sections.every((s, i) => {
      const from = source.sections[i];
      if (!from || s.hp !== from.hp || s.maxHp !== from.maxHp) return false;
      return from.unconscious === undefined || s.conscious === (!from.unconscious && from.hp > 0);
    }) &&
    (mp === null || c.mp === mp);
  if (same) return null;
  return {
    type: "syncSections",
    combatantId: c.id,
    sections: source.sections.map((s) =>
      s.unconscious === undefined
        ? { hp: s.hp, maxHp: s.maxHp }
        : { hp: s.hp, maxHp: s.maxHp, unconscious: s.unconscious },
    ),
    ...(mp === null ? {} : { mp }),
    ...(wakeOnHeal ? { wakeOnHeal } : {}),
  };
}

/** MP a log spent (spells cast through the battle board, DMG-10): to be taken from the casters' actors. */
export function mpSpent(log: readonly LogEntry[]): { readonly combatantId: string; readonly mp: number }[] {
  return log.flatMap((e) => {
    const spent = e.params.mpSpent;
    const actorId = e.params.actorId;
    return e.type === "spellCast" && typeof spent === "number" && spent > 0 && typeof actorId === "string"
      ? [{ combatantId: actorId, mp: spent }]
      : [];
  });
}

/** A Combatant created after the battle was set up joins it unplaced (the GM places it); null if already in. */
export function joinEvent(state: BattleState, source: CombatantSource): BattleEvent | null {
  if (state.phase === "ended" || state.combatants.some((c) => c.id === source.id)) return null;
  return { type: "join", combatant: looseCombatant(source) };
}

export interface Identification {
  readonly monsterId: string;
  readonly identified: boolean;
  readonly weaknessKnown: boolean;
}

/** INIT-02: monsters this log identified (or whose weak point it revealed), to record on their actors. */
export function identifications(log: readonly LogEntry[]): Identification[] {
  return log
    .filter(
      (e) => e.type === "monsterKnowledge" && (e.params.identified === true || e.params.weakPoint === true),
    )
    .map((e) => ({
      monsterId: String(e.params.monsterId),
      identified: e.params.identified === true,
      weaknessKnown: e.params.weakPoint === true,
    }));
}

/**
 * Foundry's round and turn pointer for a battle state: the engine's round, and the index of the open
 * turn's combatant in Foundry's turn order (null between turns), so token highlights and hooks follow.
 */
export function foundryPointer(
  state: BattleState,
  turnOrder: readonly string[],
): { round: number; turn: number | null } {
  const actorId = state.turn?.actorId;
  const index = actorId ? turnOrder.indexOf(actorId) : -1;
  return { round: state.round, turn: index >= 0 ? index : null };
}

/** A section whose HP the battle itself changed (a fall, running out of breath), to write to its actor. */
export interface HpWriteback {
  readonly combatantId: string;
  /** The battle's section index (a character or a mount has one: its HP). */
  readonly section: number;
  readonly hp: number;
  readonly conscious: boolean;
}

/**
 * ENV-01..06, SECT-06: HP the reducer changed on its own (fall damage, a catcher's share, breath running out)
 * must reach the actors, the table's truth, or the next `syncSections` from an actor would undo it. Lists
 * every section whose HP differs between the states; a sync (or an overridden sync) came from the actors,
 * so it writes nothing back.
 */
export function hpWritebacks(before: BattleState, after: BattleState, event: BattleEvent): HpWriteback[] {
  const inner = event.type === "override" ? event.event : event;
  if (inner.type === "syncSections") return [];
  const out: HpWriteback[] = [];
  for (const c of after.combatants) {
    const old = before.combatants.find((x) => x.id === c.id);
    if (!old) continue;
    c.sections.forEach((s, i) => {
      const was = old.sections[i];
      if (was && was.hp !== s.hp)
        out.push({ combatantId: c.id, section: i, hp: s.hp, conscious: s.conscious });
    });
  }
  return out;
}

/**
 * The one actor update that writes an actor's battle-changed sections (null: nothing to write). A character's
 * and a mount's one battle section is its HP (a mount's main section, `mainSection`, -1 when it has none); a
 * monster's sections are its own, in order. The stored arrays are rewritten whole, one value changed each.
 */
export function actorHpUpdate(
  actorType: string,
  storedSystem: unknown,
  mainSection: number,
  writes: readonly HpWriteback[],
): Record<string, unknown> | null {
  if (writes.length === 0) return null;
  if (actorType === "character") return hpUpdate("character", {}, null, writes[writes.length - 1]?.hp ?? 0);
  if (actorType === "mount") {
    const last = writes[writes.length - 1];
    return last && mainSection >= 0
      ? hpUpdate("mount", { system: storedSystem }, mainSection, last.hp)
      : null;
  }
  if (actorType !== "monster") return null;
  let system = storedSystem;
  let update: Record<string, unknown> | null = null;
  for (const w of writes) {
    update = hpUpdate("monster", { system }, w.section, w.hp);
    system = {
      ...(typeof system === "object" && system !== null ? system : {}),
      sections: update["system.sections"],
    };
  }
  return update;
}
