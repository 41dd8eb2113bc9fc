/**
 * The skirmish circles on the canvas (STD-06/07/10), in pixels, from the engine's `skirmishShapes`: the
 * outline under the battle's metric (a circle when Euclidean, a square on an equidistant grid) and who is
 * in melee or independent. Pure: the canvas layer only draws what this returns.
 */
import { skirmishShapes } from "../../../rules/combat/standard/ruler.js";
import type { BattleState } from "../../../rules/combat/types.js";
import { type SceneGrid, toPixels } from "../scene/scene-metres.js";

export const SKIRMISH_COLOUR = 0xb3261e;
export const MELEE_COLOUR = 0xb3261e;
export const INDEPENDENT_COLOUR = 0x1f6fb2;

export interface SkirmishDrawing {
  readonly id: string;
  /** The outline as Foundry's flat polygon list [x0, y0, x1, y1, ...] in pixels. */
  readonly outline: number[];
  readonly centre: { readonly x: number; readonly y: number };
}

export interface MemberMark {
  readonly combatantId: string;
  /** The skirmish the member stands in. */
  readonly skirmishId: string;
  readonly kind: "melee" | "independent";
  readonly colour: number;
}

export interface BattleDrawing {
  readonly skirmishes: readonly SkirmishDrawing[];
  readonly marks: readonly MemberMark[];
}

const EMPTY: BattleDrawing = { skirmishes: [], marks: [] };

/** Everything to draw for a battle on this grid; nothing outside a Standard battle or after it ended. */
export function battleDrawing(state: BattleState | null, grid: SceneGrid): BattleDrawing {
  if (state?.method !== "standard" || state.outcome) return EMPTY;
  const shapes = skirmishShapes(state);
  return {
    skirmishes: shapes.map((s) => ({
      id: s.id,
      outline: s.outline.flatMap((p) => {
        const px = toPixels(p, grid);
        return [Math.round(px.x * 10) / 10, Math.round(px.y * 10) / 10];
      }),
      centre: toPixels(s.centre, grid),
    })),
    marks: shapes.flatMap((s) => [
      ...s.melee.map((id) => ({
        combatantId: id,
        skirmishId: s.id,
        kind: "melee" as const,
        colour: MELEE_COLOUR,
      })),
      ...s.independents.map((id) => ({
        combatantId: id,
        skirmishId: s.id,
        kind: "independent" as const,
        colour: INDEPENDENT_COLOUR,
      })),
    ]),
  };
}
