/** The battle's three areas as the tracker shows them. */
import type { Area, Combatant } from "../../../rules/combat/types.js";
import type { Translate } from "../policy/rule-text.js";

/** Left to right as the table sees it: the party's Rearguard, the Frontline, the enemies' Rearguard. */
export const AREA_ORDER: readonly Area[] = ["pcRear", "frontline", "enemyRear"];

export const areaLabel = (t: Translate, area: Area) => t(`SW25.Combat.Area.${area}`);

export const placedIn = (c: Combatant): Area | null => (c.position.kind === "area" ? c.position.area : null);

/** Placed on the field: in an area (Simplified) or at a point (Standard); unplaced latecomers are not. */
export const isPlaced = (c: Combatant): boolean => c.position.kind === "area" || c.position.kind === "point";
