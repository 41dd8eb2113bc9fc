/** Roster events: sections copied in from the actors, and combatants joining a running battle. */
import { adopt, combatantById, writable, writablePart } from "./draft.js";
import type { BattleEvent } from "./events.js";
import { type Handled, hard, legal } from "./handler.js";
import { entry, malformed } from "./log.js";
import { normalizeCombatant } from "./normalize.js";
import { findCombatant } from "./roster.js";
import { sectionDown } from "./sections-and-mounts/sections.js";
import type { BattleState, Combatant, Section } from "./types.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/**
 * The actors' HP is the table's source of truth (damage is applied from chat cards to actors); this copies
 * it in so the end check (FLOW-05), skirmishes (SIMP-02) and break-through (SIMP-10) see who is down.
 * SECT-04 / DMG-09: a section at 0 HP or below is unconscious. Healed above 0 it stays unconscious until
 * woken (the default table rule), unless the event says healing wakes (`wakeOnHeal`); where the actor
 * keeps its own consciousness (a character's status) `unconscious` is that word, so battle and actor agree.
 * A section kept down by an effect (sleep) stays down while its HP stays above 0.
 */
export function syncSections(state: BattleState, ev: Ev<"syncSections">): Handled {
  const c = findCombatant(state, ev.combatantId);
  if (!c) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.combatantId}`));
  if (
    ev.sections.length !== c.sections.length ||
    ev.sections.some((s) => !Number.isFinite(s.hp)) ||
    (ev.mp !== undefined && !Number.isFinite(ev.mp))
  )
    return hard(
      malformed("Combat.SectionCount", `${c.name} has ${c.sections.length} sections`, {
        count: c.sections.length,
      }),
    );
  return legal([], (draft) => {
    // Each section as the sync leaves it; the combatant is copied (draft.ts) only when one changes (most
    // syncs repeat what the battle has).
    const read = combatantById(draft, c.id) as Combatant;
    const sections = read.sections.map((section, i) => {
      const next = ev.sections[i] as Ev<"syncSections">["sections"][number];
      const wasAtZero = section.hp <= 0;
      let conscious = section.conscious;
      if (next.hp <= 0) conscious = false;
      else if (typeof next.unconscious === "boolean") conscious = !next.unconscious;
      else if (wasAtZero) conscious = ev.wakeOnHeal === true;
      return { hp: next.hp, maxHp: next.maxHp ?? section.maxHp, conscious };
    });
    const mp = ev.mp === undefined ? read.mp : Math.max(0, ev.mp);
    const changed =
      mp !== read.mp ||
      sections.some((s, i) => {
        const was = read.sections[i] as Section;
        return s.hp !== was.hp || s.maxHp !== was.maxHp || s.conscious !== was.conscious;
      });
    const me = changed ? writable(draft, read) : read;
    if (changed) {
      me.sections.forEach((section, i) => {
        const next = sections[i] as (typeof sections)[number];
        section.hp = next.hp;
        section.maxHp = next.maxHp;
        section.conscious = next.conscious;
      });
      if (ev.mp !== undefined) me.mp = mp;
    }
    return [
      entry("sectionsSynced", {
        combatantId: me.id,
        hp: me.sections.map((s) => `${s.hp}/${s.maxHp}`),
        down: me.sections.every(sectionDown),
      }),
    ];
  });
}

/**
 * A combatant joining a battle already set up (the GM's call, so no rule can refuse it). With an area it
 * stands there at once; without one it waits unplaced for a `place`. Our reading: arriving during a
 * round, it takes its first turn in the next round (FLOW-02 counts it as having acted).
 */
export function join(state: BattleState, ev: Ev<"join">): Handled {
  const made = normalizeCombatant({ ...ev.combatant, area: ev.area ?? ev.combatant.area });
  if (!made.ok) return hard(made.error);
  const newcomer = made.value;
  // STD-01: a Standard battle holds points, never areas (a saved one with an area would not load again):
  // a latecomer arrives with a point, or unplaced for the GM to place (standard/placement.ts).
  if (state.method === "standard" && newcomer.position.kind === "area")
    return hard(
      malformed(
        "Combat.Place.NeedsPoint",
        "Standard Combat places a combatant at a point {x, y} in metres, not in an area",
      ),
    );
  if (findCombatant(state, newcomer.id))
    return hard(malformed("Combat.DuplicateCombatant", `${newcomer.id} is already in the battle`));
  return legal([], (draft) => {
    draft.combatants.push(newcomer);
    // Made for this event: the draft's own (draft.ts), so what it brings (a mount, wings, flight) is seen.
    adopt(draft, newcomer);
    if (draft.phase === "round") writablePart(draft, "actedThisRound").push(newcomer.id);
    const area = newcomer.position.kind === "area" ? newcomer.position.area : null;
    return [entry("joined", { combatantId: newcomer.id, side: newcomer.side, area })];
  });
}

/** SIMP-03 covers the opening placement; a latecomer outside it is placed by the GM, anywhere. */
export function latecomer(state: BattleState, c: Combatant): boolean {
  return (state.phase === "ready" || state.phase === "round") && c.position.kind === "unplaced";
}
