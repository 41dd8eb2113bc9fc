/** Body sections: who is down, who can still fight, how sections count, and wings that ground a flier. */
import type { RuleError } from "../../errors.js";
import { battleFacts, writable } from "../draft.js";
import { entry, type LogEntry, malformed } from "../log.js";
import type { BattleState, Combatant, Section } from "../types.js";

/** SECT-04: a section at 0 HP or below counts as an unconscious character. */
export function sectionDown(section: Section): boolean {
  return !section.conscious || section.hp <= 0;
}

/** Dead, or every section down (SECT-04): one who holds no breath and cannot fly on or Tumble. */
export function allDown(c: Combatant): boolean {
  return c.status.dead || c.sections.every(sectionDown);
}

/** A combatant can still fight while any of its sections is up (SECT-04) and it is still in the battle. */
export function canFight(c: Combatant): boolean {
  return !c.status.dead && !c.status.surrendered && !c.status.fled && c.sections.some((s) => !sectionDown(s));
}

/** SECT-03: where rules count people, each conscious section of a fighting combatant counts once. */
export function headcount(c: Combatant): number {
  if (c.status.dead || c.status.surrendered || c.status.fled) return 0;
  let n = 0;
  for (const s of c.sections) if (!sectionDown(s)) n++;
  return n;
}

/** Present on the battlefield (a body lies where it fell, so unconscious ones stay present). */
export function present(c: Combatant): boolean {
  return !c.status.dead && !c.status.fled;
}

/** Applies damage to one section and keeps SECT-04 in step. Returns true when the section just went down. */
export function damageSection(section: Section, amount: number): boolean {
  const wasUp = !sectionDown(section);
  section.hp -= Math.max(0, amount);
  if (section.hp <= 0) section.conscious = false;
  return wasUp && sectionDown(section);
}

/** SECT-07: how many wing sections are down, out of how many. */
export function wingsDown(c: Combatant): { down: number; wings: number } {
  const wings = c.sections.filter((s) => s.wing === true);
  return { down: wings.filter(sectionDown).length, wings: wings.length };
}

/**
 * SECT-07: a monster with wing sections loses flight once half of them (rounded up) or more are down
 * (seed 000, "Losing Flight": one set of wings at 0 HP grounds a monster with one set; with several, "half
 * or more"). Only wing sections count; [Flight]-type abilities give combat bonuses and are not modelled here.
 */
export function wingsGround(c: Combatant): boolean {
  // Counted in one loop, as `wingsDown` counts (asked of every combatant after every event: no arrays).
  let wings = 0;
  let down = 0;
  const sections = c.sections;
  for (let i = 0; i < sections.length; i++) {
    if (!(i in sections)) continue; // (a hole, skipped as `filter` skips it)
    const s = sections[i] as Section;
    if (s.wing !== true) continue;
    wings++;
    if (sectionDown(s)) down++;
  }
  return wings > 0 && down >= Math.ceil(wings / 2);
}

/**
 * SECT-07, after any event: a monster whose wings no longer carry it becomes `grounded` (logged once). The
 * flag stays when a wing is healed: flight comes back only by the GM's `setStatus` (our reading).
 */
export function settleWings(draft: BattleState): LogEntry[] {
  const log: LogEntry[] = [];
  if (!battleFacts(draft).wings) return log;
  for (const c of draft.combatants) {
    if (c.status.grounded || !wingsGround(c)) continue;
    writable(draft, c).status.grounded = true;
    const { down, wings } = wingsDown(c);
    log.push(entry("grounded", { combatantId: c.id, wingsDown: down, wings }));
  }
  return log;
}

/**
 * SECT-06: falling damage is taken by each section of a multi-section monster. `damage` is the applied damage
 * (after Tumble and Defense, e.g. `resolveFall(...).faller.applied` from `src/rules/damage/falling.ts`): one
 * number for every section, or one per section (each section's own Defense). Changes `c` in place (call it
 * on a draft) and logs `damaged` / `sectionDown` per section, as a hit does. A list of the wrong length is
 * an error value and changes nothing.
 */
export function applyFallToCombatant(
  c: Combatant,
  damage: number | readonly number[],
): LogEntry[] | RuleError {
  const amounts = typeof damage === "number" ? c.sections.map(() => damage) : damage;
  if (amounts.length !== c.sections.length || amounts.some((d) => !Number.isFinite(d)))
    return malformed("Combat.SectionCount", `${c.name} has ${c.sections.length} sections`, {
      count: c.sections.length,
    });
  const log: LogEntry[] = [];
  c.sections.forEach((section, i) => {
    const amount = Math.max(0, amounts[i] as number);
    const fell = damageSection(section, amount);
    log.push(entry("damaged", { targetId: c.id, section: i, amount, hp: section.hp, fall: true }));
    if (fell) log.push(entry("sectionDown", { targetId: c.id, section: i }));
  });
  return log;
}
