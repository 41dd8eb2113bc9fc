/**
 * Weapons on the ground and hand-overs (ACT-03/04), for both methods: a weapon lies in an area (Simplified
 * Combat) or at a whole-metre point (Standard Combat, STD-01). Seed 000, "Dropping a Weapon": "any character
 * who wishes to do so can attempt to pick up a dropped weapon, as long as they're in the same area (for
 * Simplified Combat) or at the same coordinates (for Standard Combat)".
 */

import type { RuleError } from "../../errors.js";
import { entry, type LogEntry, violation } from "../log.js";
import { present } from "../sections-and-mounts/sections.js";
import type { BattleState, Combatant, WeaponPlace } from "../types.js";

/** The place alone, copied (a hand-off's or a dropped weapon's), without its other fields. */
export function placeOf(p: WeaponPlace): WeaponPlace {
  return p.at ? { at: { x: p.at.x, y: p.at.y } } : { area: p.area };
}

/** The same area, or the same whole-metre point (STD-01 "same coordinates"). */
export function samePlace(a: WeaponPlace, b: WeaponPlace): boolean {
  if (a.at && b.at)
    return Math.round(a.at.x) === Math.round(b.at.x) && Math.round(a.at.y) === Math.round(b.at.y);
  return a.area !== undefined && a.area === b.area;
}

/** `weaponDropped`: `{weapon, area, fromId}` in Simplified Combat, `{weapon, x, y, fromId}` in Standard. */
export function droppedEntry(weapon: string, place: WeaponPlace, fromId: string): LogEntry {
  return place.at
    ? entry("weaponDropped", { weapon, x: place.at.x, y: place.at.y, fromId })
    : entry("weaponDropped", { weapon, area: place.area, fromId });
}

/** Where `c` stands, as a weapon's place: its area, or its point in Standard Combat; null when unplaced. */
export function placeOfCombatant(c: Combatant): WeaponPlace | null {
  if (c.position.kind === "area") return { area: c.position.area };
  if (c.position.kind === "point") return { at: { x: c.position.x, y: c.position.y } };
  return null;
}

/**
 * ACT-03: the weapons lying where `actor` stands (the same area, or the same coordinates), each name once, in
 * the order they fell: what it may try to pick up.
 */
export function weaponsWithinReach(state: BattleState, actor: Combatant): string[] {
  const here = placeOfCombatant(actor);
  if (!here) return [];
  return [...new Set(state.droppedWeapons.filter((w) => samePlace(w, here)).map((w) => w.weapon))];
}

/**
 * ACT-04: who stands where `actor` stands (the same area, or the same coordinates) and could take a weapon. A
 * mount takes none: it fights with its own sections and holds no weapon (our reading; `mountTakesNoWeapon`).
 */
export function handOverReach(state: BattleState, actor: Combatant): Combatant[] {
  const here = placeOfCombatant(actor);
  if (!here) return [];
  return state.combatants.filter((c) => {
    const there = placeOfCombatant(c);
    return c.id !== actor.id && c.kind !== "mount" && present(c) && there !== null && samePlace(here, there);
  });
}

/** ACT-04, our reading: a weapon cannot be handed to a mount (it holds none); null when the receiver may take it. */
export function mountTakesNoWeapon(to: Combatant): RuleError | null {
  return to.kind === "mount"
    ? violation("ACT-04", "Combat.MountTakesNoWeapon", `${to.name} is a mount and takes no weapon`)
    : null;
}
