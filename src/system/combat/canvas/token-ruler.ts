/** The token ruler of a Standard battle: each planned stretch coloured by band, labelled with the metres left. */
// The mark comes from the battle engine, loaded on demand: Foundry's own style until it is (engine-loader.ts).

import { localize } from "../battle/combat.js";
import { rulerMark } from "../engine/checks-on-demand.js";
import { loadedBattleEngine } from "../engine/engine-loader.js";
import { MAX_USER_WAYPOINTS } from "../scene/movement.js";
import { type SceneGrid, sceneGridOf, toMetres } from "../scene/scene-metres.js";
import { battleOf, type TokenDocLike } from "./token-battle.js";

interface RulerWaypoint {
  readonly center: { x: number; y: number };
  readonly stage: string;
  readonly previous: RulerWaypoint | null;
}

interface RulerStyle {
  color?: unknown;
  [key: string]: unknown;
}

interface BaseRuler {
  readonly token: { readonly document: TokenDocLike };
  _getSegmentStyle(waypoint: RulerWaypoint): RulerStyle;
  _getGridHighlightStyle(waypoint: RulerWaypoint, offset: unknown): RulerStyle;
  _getWaypointLabelContext(waypoint: RulerWaypoint, state: unknown): Record<string, unknown> | undefined;
}

export type RulerClass = new (...args: never[]) => BaseRuler;

/**
 * The marks already worked out, per waypoint object: Foundry asks the style of every highlighted grid space of
 * a segment with the same waypoint, frame after frame. A mark is reused while the battle state (a value: a
 * new one after every event), the mover and the grid are the same.
 */
const marks = new WeakMap<
  RulerWaypoint,
  { state: unknown; combatantId: string; grid: string; mark: ReturnType<typeof rulerMark> | null }
>();

/**
 * The mark at a planned waypoint: the path from where the planned movement starts, in metres. The walk back
 * is bounded: a planned path of more points than any user places is not sampled (Foundry's own style shows,
 * and the engine refuses such a move when it is made).
 */
function markAt(ruler: BaseRuler, waypoint: RulerWaypoint) {
  if (waypoint.stage !== "planned" || !waypoint.previous) return null;
  const doc = ruler.token.document;
  const found = battleOf(doc);
  const grid = sceneGridOf(doc.parent?.grid);
  if (!found || !grid || found.state.phase !== "round") return null;
  const gridKey = JSON.stringify(grid);
  const cached = marks.get(waypoint);
  if (
    cached &&
    cached.state === found.state &&
    cached.combatantId === found.combatantId &&
    cached.grid === gridKey
  )
    return cached.mark;
  const mark = freshMark(found, grid, waypoint);
  // No mark is kept from before the battle engine loaded (there was none to give).
  if (loadedBattleEngine())
    marks.set(waypoint, { state: found.state, combatantId: found.combatantId, grid: gridKey, mark });
  return mark;
}

function freshMark(
  found: NonNullable<ReturnType<typeof battleOf>>,
  grid: SceneGrid,
  waypoint: RulerWaypoint,
): ReturnType<typeof rulerMark> | null {
  const centres: { x: number; y: number }[] = [];
  for (let w: RulerWaypoint | null = waypoint; w?.previous && w.stage === "planned"; w = w.previous) {
    if (centres.length >= MAX_USER_WAYPOINTS) return null;
    const at = toMetres(w.center, grid);
    const next = centres[0];
    if (!next || next.x !== at.x || next.y !== at.y) centres.unshift(at);
  }
  return rulerMark(found.state, found.combatantId, centres, localize);
}

/** The TokenRuler that colours a Standard battle's moves by band and labels the metres left (MOVE-05). */
export function standardTokenRuler(Base: RulerClass): RulerClass {
  return class SW25TokenRuler extends Base {
    override _getSegmentStyle(waypoint: RulerWaypoint): RulerStyle {
      const style = super._getSegmentStyle(waypoint);
      const mark = markAt(this, waypoint);
      return mark ? { ...style, color: mark.colour } : style;
    }

    override _getGridHighlightStyle(waypoint: RulerWaypoint, offset: unknown): RulerStyle {
      const style = super._getGridHighlightStyle(waypoint, offset);
      const mark = markAt(this, waypoint);
      return mark ? { ...style, color: mark.colour } : style;
    }

    override _getWaypointLabelContext(waypoint: RulerWaypoint, state: unknown) {
      const context = super._getWaypointLabelContext(waypoint, state);
      const mark = markAt(this, waypoint);
      if (context && mark) context.cost = { total: mark.label, units: "" };
      return context;
    }
  };
}
