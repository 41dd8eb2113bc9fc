/**
 * Which of Foundry v13's token movements a Standard battle judges, and with which path. Pure: the move
 * hooks pass the movement as Foundry hands it to `preMoveToken` / `moveToken` (TokenMovementOperation);
 * this answers whether it is a move across the map and which waypoints the user made. The rules the move
 * is then judged by are the engine's (move-check.ts). Readings are in docs/standard-combat.md, "On the canvas".
 */
import type { TokenPlace } from "./scene-metres.js";

/**
 * A waypoint as v13 hands it (TokenMeasuredMovementWaypoint): what is read of it. v14 adds `depth` (grid
 * spaces), `level` (a Scene Level's id) and `subpathId` (v14 TokenMeasuredMovementWaypoint page): a change of
 * depth is a resize like width and height; the level and the subpath are not read. A Standard battle is one
 * plane (Scene Levels are not yet part of it: docs/foundry-versions.md), so a path is judged by its x and y
 * on whatever level its waypoints lie, and a change of level alone moves nobody.
 */
export interface MovementWaypoint extends TokenPlace {
  readonly elevation?: number;
  readonly shape?: number;
  readonly depth?: number;
  readonly level?: string;
  /** Added by Foundry for every grid space a drag crosses; not placed by the user. */
  readonly intermediate?: boolean;
  readonly checkpoint?: boolean;
  readonly action?: string;
}

/** v13's TokenMovementMethod: "api" | "config" | "dragging" | "keyboard" | "paste" | "undo". */
export type MovementMethod = string;

/** What is read of a TokenMovementOperation. */
export interface MovementOperation {
  readonly id: string;
  readonly method?: MovementMethod;
  readonly chain?: readonly string[];
  readonly origin?: MovementWaypoint;
  /** Where the whole movement ends (TokenPosition). */
  readonly destination?: MovementWaypoint;
  readonly passed?: { readonly waypoints?: readonly MovementWaypoint[] };
  readonly pending?: { readonly waypoints?: readonly MovementWaypoint[] };
}

/** Why a movement is let through without being judged. */
export type PassReason = "undo" | "resize" | "inPlace" | "noPath";

export type MovementReading =
  | { readonly kind: "pass"; readonly reason: PassReason }
  /** A move across the map: the user's waypoints after the origin (intermediate ones dropped). */
  | { readonly kind: "judge"; readonly waypoints: readonly MovementWaypoint[] };

/** The most waypoints a user's path is read with; a longer path is refused by the engine's own cap. */
export const MAX_USER_WAYPOINTS = 100;

const sameSize = (a: MovementWaypoint, b: MovementWaypoint) =>
  a.width === b.width &&
  a.height === b.height &&
  (a.shape ?? 0) === (b.shape ?? 0) &&
  (a.depth ?? b.depth) === (b.depth ?? a.depth);

/**
 * Reads one movement. The GM's undo (`undo`) is never judged; a movement that changes the token's size or
 * shape is a resize (the token config), not a move; one that leaves the token's top-left where it was
 * (an elevation edit, a zero-length drag) moves nobody. Every other method (dragging, keyboard, paste,
 * config, api) that moves the token in the plane is judged by the path its user made: the waypoints
 * Foundry added per grid space (`intermediate`) are dropped, and repeated points are read once.
 */
export function readMovement(movement: MovementOperation): MovementReading {
  if (movement.method === "undo") return { kind: "pass", reason: "undo" };
  const all = [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])];
  const origin = movement.origin ?? all[0];
  if (!origin || all.length === 0) return { kind: "pass", reason: "noPath" };
  if (all.some((w) => !sameSize(w, origin))) return { kind: "pass", reason: "resize" };
  const last = all.length - 1;
  const made: MovementWaypoint[] = [];
  let previous: MovementWaypoint = origin;
  for (const [index, w] of all.entries()) {
    if (w.intermediate === true && index !== last) continue;
    if (w.x === previous.x && w.y === previous.y) continue;
    made.push(w);
    previous = w;
  }
  if (made.length === 0) return { kind: "pass", reason: "inPlace" };
  return { kind: "judge", waypoints: made };
}

/**
 * Where this operation of a movement put the token's top-left: the last waypoint it passed (a path with
 * checkpoints lands once per checkpoint), else the movement's destination, else `fallback`. moveToken runs
 * "after the update has been processed" (v13/v14 hookEvents.moveToken), when a later update of the same token
 * may already have moved the document on: the movement, not the document, says where this one landed.
 */
export function landingOf(
  movement: MovementOperation,
  fallback: { readonly x: number; readonly y: number },
): { x: number; y: number } {
  const passed = movement.passed?.waypoints ?? [];
  const at = passed[passed.length - 1] ?? movement.destination ?? fallback;
  return { x: at.x, y: at.y };
}

/** The scene a battle is fought on, from the scenes its combatants' tokens stand on. */
export type BattleScene =
  | { readonly kind: "none" }
  | { readonly kind: "one"; readonly sceneId: string }
  | { readonly kind: "several"; readonly sceneIds: readonly string[] };

/**
 * v13 creates combats unlinked (`Combat#scene` null): the battle's scene is the one its combatants' tokens
 * stand on (the combat's own scene, when it is linked, counts as one more). Tokens on several scenes are
 * "several", which the set-up refuses; combatants without a token are not counted.
 */
export function battleSceneOf(
  linkedSceneId: string | null | undefined,
  tokenSceneIds: readonly (string | null | undefined)[],
): BattleScene {
  const ids = [
    ...new Set(
      [linkedSceneId, ...tokenSceneIds].filter((id): id is string => typeof id === "string" && id !== ""),
    ),
  ];
  if (ids.length === 0) return { kind: "none" };
  if (ids.length === 1) return { kind: "one", sceneId: ids[0] as string };
  return { kind: "several", sceneIds: ids };
}
