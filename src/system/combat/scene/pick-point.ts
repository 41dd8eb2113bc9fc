/**
 * One click on the canvas as a point in metres: the GM's "Pick on canvas" in the forced-move and placement
 * dialogs (MOUNT-08, STD-04). Foundry glue only: the click becomes the same whole metres the GM could type
 * (scene-metres.ts converts, as it does for every token), the dialog's fields take them, and the reducer
 * judges the event as it judges a typed one. Nothing here knows a rule.
 *
 * Written from the public API pages only:
 * - `canvas.ready`, `canvas.scene` ("the currently viewed Scene document"), `canvas.dimensions`
 *   (https://foundryvtt.com/api/v14/classes/foundry.canvas.Canvas.html), and `canvas.stage`, the PIXI
 *   Container at the root of what the canvas draws;
 * - `SceneDimensions#sceneRect`, "the scene rectangle" inside the padded canvas
 *   (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.SceneDimensions.html);
 * - `canvas.grid.getCenterPoint(point)`, the centre of the grid space holding a point, and `isGridless`
 *   (https://foundryvtt.com/api/v14/classes/foundry.grid.BaseGrid.html);
 * - PIXI's federated events: a Container's `addEventListener(type, fn, { capture })`, a pointer event's
 *   `button` (0 left, 2 right), `shiftKey`, `stopPropagation()`, `stopImmediatePropagation()` and
 *   `getLocalPosition(container)`
 *   (https://pixijs.download/v7.x/docs/PIXI.FederatedPointerEvent.html).
 */
import type { Point } from "../../../rules/combat/standard/geometry.js";
import { type SceneGrid, sceneGridOf, toMetres } from "./scene-metres.js";

/** What a pick reads of a pointer event on the stage (PIXI FederatedPointerEvent). */
export interface PickPointerEvent {
  readonly button: number;
  readonly shiftKey?: boolean;
  getLocalPosition(container: unknown): Point;
  stopPropagation?(): void;
  stopImmediatePropagation?(): void;
}

type PointerListener = (event: PickPointerEvent) => void;

/** The stage as a pick uses it: one capturing pointerdown listener, added and removed. */
export interface PickStage {
  addEventListener(type: "pointerdown", fn: PointerListener, options: { capture: boolean }): void;
  removeEventListener(type: "pointerdown", fn: PointerListener, options: { capture: boolean }): void;
}

/** What a pick reads of `canvas`. */
export interface PickCanvas {
  readonly ready?: boolean;
  readonly scene?: { readonly id?: string | null; readonly grid?: unknown } | null;
  readonly stage?: PickStage | null;
  readonly grid?: { readonly isGridless?: boolean; getCenterPoint?(point: Point): Point } | null;
  readonly dimensions?: {
    readonly sceneRect?: {
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
    };
  } | null;
}

/** Why the GM cannot pick now (each a key under SW25.Board.Pick.Unavailable). */
export type PickUnavailable = "NoCanvas" | "OtherScene" | "Grid";

/** Whether the GM can pick on the canvas now, with the grid the click is measured on. */
export type PickAvailability =
  | { readonly ok: true; readonly grid: SceneGrid; readonly board: PickCanvas }
  | { readonly ok: false; readonly reason: PickUnavailable };

/**
 * Whether a click on `board` can give a point of the battle fought on scene `battleSceneId` (null: the battle
 * names no scene, so the viewed one is measured): no drawn canvas, no viewed scene or no scene rectangle is
 * "NoCanvas"; another scene than the battle's is "OtherScene" (its metres would be another map's); a grid that
 * cannot measure (sceneGridOf: a broken size or distance, units neither metres nor feet) is "Grid".
 */
export function pickAvailability(
  board: PickCanvas | null | undefined,
  battleSceneId: string | null,
): PickAvailability {
  if (!board?.ready || !board.scene || !board.stage || !board.dimensions?.sceneRect)
    return { ok: false, reason: "NoCanvas" };
  if (battleSceneId !== null && board.scene.id !== battleSceneId) return { ok: false, reason: "OtherScene" };
  const grid = sceneGridOf(board.scene.grid);
  if (!grid) return { ok: false, reason: "Grid" };
  return { ok: true, grid, board };
}

/** What one pick gave: a point in whole metres, a click outside the scene, or nothing (Escape, right-click). */
export type PickOutcome =
  | { readonly kind: "point"; readonly x: number; readonly y: number }
  | { readonly kind: "outside" }
  | { readonly kind: "cancelled" };

/**
 * A clicked pixel (canvas coordinates, as a token's x and y are) as the dialog's metres: refused outside the
 * scene rectangle (the padding around a map is no battlefield); on a gridded scene the centre of the clicked
 * space, as a dropped token lands, unless `free` (Shift held, Foundry's way to place without snapping); then
 * metres from the canvas's top-left corner exactly as every token's point is read (toMetres), rounded to the
 * whole metre the engine keeps.
 */
export function clickMetres(
  pixel: Point,
  board: Pick<PickCanvas, "grid" | "dimensions">,
  grid: SceneGrid,
  free = false,
): PickOutcome {
  const rect = board.dimensions?.sceneRect;
  const inside =
    rect !== undefined &&
    Number.isFinite(pixel.x) &&
    Number.isFinite(pixel.y) &&
    pixel.x >= rect.x &&
    pixel.y >= rect.y &&
    pixel.x < rect.x + rect.width &&
    pixel.y < rect.y + rect.height;
  if (!inside) return { kind: "outside" };
  const snap = !free && grid.type !== 0 && board.grid?.isGridless !== true && board.grid?.getCenterPoint;
  const at =
    snap && board.grid?.getCenterPoint ? board.grid.getCenterPoint({ x: pixel.x, y: pixel.y }) : pixel;
  const metres = toMetres(at, grid);
  // + 0: -0 is 0.
  return { kind: "point", x: Math.round(metres.x) + 0, y: Math.round(metres.y) + 0 };
}

/** A pick under way: its outcome, and `cancel()` (the dialog was closed) that ends it as "cancelled". */
export interface PickSession {
  readonly outcome: Promise<PickOutcome>;
  cancel(): void;
}

/** Where Escape is heard: the window (a DOM EventTarget). */
export interface KeyTarget {
  addEventListener(type: "keydown", fn: (event: KeyboardEvent) => void, options: { capture: boolean }): void;
  removeEventListener(
    type: "keydown",
    fn: (event: KeyboardEvent) => void,
    options: { capture: boolean },
  ): void;
}

/**
 * Waits for one click on the stage. Left button: the point (clickMetres), or "outside". Right button or
 * Escape: "cancelled". The click is heard first (a capturing listener on the root) and stopped there, so by
 * PIXI's propagation it reaches no token; Escape is heard first on the window and stopped there too, so it
 * should not also close the GM's windows. Whether Foundry's own handling of the canvas and the keyboard
 * still sees them is not verified against a running Foundry (at worst a click on empty ground also releases
 * the controlled tokens). Every listener is removed when the pick ends, however it ends. Other buttons (the
 * middle one pans) are left to the canvas.
 */
export function pickPoint(available: { grid: SceneGrid; board: PickCanvas }, keys: KeyTarget): PickSession {
  const { board, grid } = available;
  const stage = board.stage;
  const capture = { capture: true };
  let settle: (outcome: PickOutcome) => void = () => undefined;
  const outcome = new Promise<PickOutcome>((resolve) => {
    settle = resolve;
  });
  let done = false;
  const finish = (result: PickOutcome) => {
    if (done) return;
    done = true;
    stage?.removeEventListener("pointerdown", onPointer, capture);
    keys.removeEventListener("keydown", onKey, capture);
    settle(result);
  };
  function onPointer(event: PickPointerEvent): void {
    if (event.button !== 0 && event.button !== 2) return;
    event.stopPropagation?.();
    event.stopImmediatePropagation?.();
    if (event.button === 2) finish({ kind: "cancelled" });
    else finish(clickMetres(event.getLocalPosition(stage), board, grid, event.shiftKey === true));
  }
  function onKey(event: KeyboardEvent): void {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
    finish({ kind: "cancelled" });
  }
  if (!stage) finish({ kind: "cancelled" });
  else {
    stage.addEventListener("pointerdown", onPointer, capture);
    keys.addEventListener("keydown", onKey, capture);
  }
  return { outcome, cancel: () => finish({ kind: "cancelled" }) };
}
