import type { Combatant, Section } from "./types.js";

/** SECT-04: a section at 0 HP or below counts as an unconscious character. */
export function sectionDown(section: Section): boolean {
  return !section.conscious || section.hp <= 0;
}

/** A combatant can still fight while any of its sections is up (SECT-04) and it is still in the battle. */
export function canFight(c: Combatant): boolean {
  return !c.status.dead && !c.status.surrendered && !c.status.fled && c.sections.some((s) => !sectionDown(s));
}

/** SECT-03: where rules count people, each conscious section of a fighting combatant counts once. */
export function headcount(c: Combatant): number {
  if (c.status.dead || c.status.surrendered || c.status.fled) return 0;
  return c.sections.filter((s) => !sectionDown(s)).length;
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
