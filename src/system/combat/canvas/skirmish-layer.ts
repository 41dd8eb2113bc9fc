/** The skirmish circles of the viewed battle, drawn on a layer of the canvas's interface group. */
import type { BattleState } from "../../../rules/combat/types.js";
import type { SW25Combat } from "../battle/combat.js";
// The drawing comes from the battle engine, loaded on demand: none until it is (engine-loader.ts).
import { battleDrawing } from "../engine/checks-on-demand.js";
import { loadedBattleEngine } from "../engine/engine-loader.js";
import type { BattleDrawing } from "../engine/skirmish-drawing.js";
import { type SceneGrid, sceneGridOf } from "../scene/scene-metres.js";
import type { TokenObjectLike } from "./token-battle.js";

let layer: PIXI.Graphics | null = null;
let redrawQueued = false;
/** The drawing of a battle state on a grid: recomputed only when the battle (or the grid) changed. */
const drawings = new WeakMap<BattleState, { key: string; drawing: BattleDrawing }>();

function drawingOf(state: BattleState | null, grid: SceneGrid): BattleDrawing {
  if (!state) return battleDrawing(null, grid);
  const key = `${grid.type}:${grid.size}:${grid.sizeX}:${grid.sizeY}:${grid.distance}:${grid.metresPerUnit}:${grid.diagonals}`;
  const cached = drawings.get(state);
  if (cached?.key === key) return cached.drawing;
  const drawing = battleDrawing(state, grid);
  // Drawn before the battle engine loaded: empty, and not kept (the circles are drawn again once it loads).
  if (loadedBattleEngine()) drawings.set(state, { key, drawing });
  return drawing;
}

/** Whether this client may see the token: a GM sees all; a player never a hidden or unseen one. */
function seen(token: TokenObjectLike | null | undefined): token is TokenObjectLike {
  if (!token) return false;
  if (game.user?.isGM) return true;
  return token.document?.hidden !== true && token.isVisible !== false;
}

/** Removes the circles' layer from its group and destroys it (PIXI frees its geometry). */
export function dropLayer(): void {
  const old = layer;
  layer = null;
  if (!old || old.destroyed) return;
  old.parent?.removeChild(old);
  old.destroy();
}

export function drawSkirmishes(): void {
  const board = canvas as unknown as {
    ready?: boolean;
    interface?: PIXI.Container;
    scene?: { id: string | null; grid?: unknown };
  };
  if (!board?.ready || !board.interface) return;
  if (!layer || layer.destroyed) {
    layer = new PIXI.Graphics();
    layer.eventMode = "none";
    board.interface.addChild(layer);
  }
  layer.clear();
  const grid = sceneGridOf(board.scene?.grid);
  const combat = game.combat as SW25Combat | null | undefined;
  if (!grid || !combat) return;
  const scene = combat.battleSceneReading;
  if (scene.kind !== "one" || scene.sceneId !== board.scene?.id) return;
  const drawing = drawingOf(combat.battle, grid);
  const objectOf = (id: string) =>
    combat.combatants.get(id)?.token?.object as unknown as TokenObjectLike | null | undefined;
  // Hidden stays hidden: a circle is drawn only around a token this client sees, and a skirmish's outline
  // only when one of its melee is seen.
  const shown = new Set(drawing.marks.filter((m) => seen(objectOf(m.combatantId))).map((m) => m.combatantId));
  for (const s of drawing.skirmishes) {
    if (!drawing.marks.some((m) => m.skirmishId === s.id && m.kind === "melee" && shown.has(m.combatantId)))
      continue;
    layer.lineStyle(3, 0xb3261e, 0.9);
    layer.beginFill(0xb3261e, 0.08);
    layer.drawPolygon(s.outline);
    layer.endFill();
  }
  for (const mark of drawing.marks) {
    const token = objectOf(mark.combatantId);
    if (!shown.has(mark.combatantId) || !token) continue;
    layer.lineStyle(mark.kind === "melee" ? 4 : 2, mark.colour, 0.95);
    layer.drawCircle(token.center.x, token.center.y, token.w / 2 + 4);
  }
}

/** Tokens refresh every animation frame while they move: one redraw per frame at most. */
export function redrawOnNextFrame(): void {
  if (!layer || redrawQueued || typeof requestAnimationFrame !== "function") return;
  redrawQueued = true;
  requestAnimationFrame(() => {
    redrawQueued = false;
    drawSkirmishes();
  });
}
