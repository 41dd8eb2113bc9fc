/**
 * The canvas layers the system draws on, written from the public docs: `canvas.interface` is a PIXI Container
 * (v13/v14 `foundry.canvas.groups.InterfaceCanvasGroup`), a Container's `addChild`/`removeChild` set and clear
 * the child's `parent`, and `destroy()` "will automatically remove the display object from its parent
 * Container" and marks it `destroyed` (PIXI v7 DisplayObject#destroy, https://pixijs.download/v7.x/docs/PIXI.DisplayObject.html#destroy).
 */
export class FakeContainer {
  readonly children: FakeContainer[] = [];
  parent: FakeContainer | null = null;
  destroyed = false;
  eventMode = "auto";

  addChild<T extends FakeContainer>(child: T): T {
    child.parent?.removeChild(child);
    child.parent = this;
    this.children.push(child);
    return child;
  }

  removeChild<T extends FakeContainer>(child: T): T {
    const i = this.children.indexOf(child);
    if (i >= 0) this.children.splice(i, 1);
    child.parent = null;
    return child;
  }

  destroy(): void {
    this.parent?.removeChild(this);
    this.destroyed = true;
  }
}

/** PIXI.Graphics as the skirmish circles use it: what was drawn since the last `clear()`. */
export class FakeGraphics extends FakeContainer {
  circles: number[][] = [];
  polygons = 0;
  clear(): this {
    this.circles = [];
    this.polygons = 0;
    return this;
  }
  lineStyle(): this {
    return this;
  }
  beginFill(): this {
    return this;
  }
  endFill(): this {
    return this;
  }
  drawPolygon(): this {
    this.polygons += 1;
    return this;
  }
  drawCircle(x: number, y: number, r: number): this {
    this.circles.push([x, y, r]);
    return this;
  }
}

/** A pointer event as PIXI's federated events deliver it (https://pixijs.download/v7.x/docs/PIXI.FederatedPointerEvent.html). */
export interface FakePointerEvent {
  /** "The specific button that was pressed in this mouse event": 0 left, 1 middle, 2 right. */
  readonly button: number;
  /** "Whether the "shift" key was pressed when this mouse event occurred." */
  readonly shiftKey: boolean;
  /** The pointer's point in `container`'s own coordinates (FederatedMouseEvent#getLocalPosition). */
  getLocalPosition(container: unknown): { x: number; y: number };
  /** FederatedEvent#stopPropagation: no later target hears the event. */
  stopPropagation(): void;
  /** FederatedEvent#stopImmediatePropagation: not even the same target's later listeners hear it. */
  stopImmediatePropagation(): void;
  readonly stopped: boolean;
}

type StageListener = (event: FakePointerEvent) => void;

/**
 * The canvas's stage (v13/v14 `canvas.stage`, a PIXI Container: https://foundryvtt.com/api/v14/classes/foundry.canvas.Canvas.html)
 * as far as its federated events go (PIXI v7 FederatedEventTarget#addEventListener / #removeEventListener
 * with `{ capture }`, https://pixijs.download/v7.x/docs/PIXI.FederatedEventTarget.html). The fake stage has
 * no pan or zoom: a canvas point is its own local position. `click` plays one pointerdown: the capturing
 * listeners hear it first, and a stopped event reaches nothing behind them (`reachedBehind` says whether it
 * would have gone on to the tokens and the canvas's own handlers).
 */
export class FakeStage extends FakeContainer {
  readonly listeners: { type: string; fn: StageListener; capture: boolean }[] = [];

  addEventListener(type: string, fn: StageListener, options?: { capture?: boolean }): void {
    this.listeners.push({ type, fn, capture: options?.capture === true });
  }

  removeEventListener(type: string, fn: StageListener, options?: { capture?: boolean }): void {
    const capture = options?.capture === true;
    const i = this.listeners.findIndex((l) => l.type === type && l.fn === fn && l.capture === capture);
    if (i >= 0) this.listeners.splice(i, 1);
  }

  /** One pointerdown at canvas point `at`; whether it reached past the capturing listeners. */
  click(at: { x: number; y: number }, button = 0, shiftKey = false): { reachedBehind: boolean } {
    let stopped = false;
    const stage = this;
    const event: FakePointerEvent = {
      button,
      shiftKey,
      getLocalPosition(container) {
        if (container !== stage) throw new Error("the fake only knows the stage's own coordinates");
        return { x: at.x, y: at.y };
      },
      stopPropagation() {
        stopped = true;
      },
      stopImmediatePropagation() {
        stopped = true;
      },
      get stopped() {
        return stopped;
      },
    };
    const ordered = [...this.listeners.filter((l) => l.capture), ...this.listeners.filter((l) => !l.capture)];
    for (const l of ordered) {
      if (l.type !== "pointerdown") continue;
      if (stopped) break;
      l.fn(event);
    }
    return { reachedBehind: !stopped };
  }
}

/**
 * `canvas.grid` for a square grid of `size` pixels (v13/v14 foundry.grid.BaseGrid:
 * https://foundryvtt.com/api/v14/classes/foundry.grid.BaseGrid.html): `getCenterPoint(point)` is the centre
 * of the grid space holding the point; `isGridless` false. Another grid's centres (hexagonal) are handed in.
 */
export function fakeGrid(
  size: number,
  centre?: (p: { x: number; y: number }) => { x: number; y: number },
): { isGridless: boolean; getCenterPoint(p: { x: number; y: number }): { x: number; y: number } } {
  return {
    isGridless: false,
    getCenterPoint:
      centre ??
      ((p) => ({ x: Math.floor(p.x / size) * size + size / 2, y: Math.floor(p.y / size) * size + size / 2 })),
  };
}

/**
 * The canvas a pick reads: `ready`, the viewed `scene` (its id and grid data), `stage`, `grid`, and
 * `dimensions.sceneRect`, "the scene rectangle" inside the padded canvas
 * (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.SceneDimensions.html).
 */
export function fakePickCanvas(spec: {
  sceneId?: string;
  grid: Record<string, unknown>;
  sceneRect?: { x: number; y: number; width: number; height: number };
  canvasGrid?: ReturnType<typeof fakeGrid> | { isGridless: boolean };
  ready?: boolean;
}) {
  const stage = new FakeStage();
  return {
    ready: spec.ready ?? true,
    scene: { id: spec.sceneId ?? "scene1", grid: spec.grid },
    stage,
    grid: spec.canvasGrid ?? fakeGrid(Number(spec.grid.size) || 100),
    dimensions: { sceneRect: spec.sceneRect ?? { x: 0, y: 0, width: 4000, height: 3000 } },
  };
}

/** The window as a pick hears Escape: keydown listeners with `{ capture }` (DOM EventTarget). */
export class FakeKeys {
  readonly listeners: { fn: (event: KeyboardEvent) => void; capture: boolean }[] = [];
  addEventListener(
    _type: "keydown",
    fn: (event: KeyboardEvent) => void,
    options: { capture: boolean },
  ): void {
    this.listeners.push({ fn, capture: options.capture });
  }
  removeEventListener(
    _type: "keydown",
    fn: (event: KeyboardEvent) => void,
    options: { capture: boolean },
  ): void {
    const i = this.listeners.findIndex((l) => l.fn === fn && l.capture === options.capture);
    if (i >= 0) this.listeners.splice(i, 1);
  }
  /** One key press; whether it was kept from everything else (default prevented and propagation stopped). */
  press(key: string): { kept: boolean } {
    let prevented = false;
    let stopped = false;
    const event = {
      key,
      preventDefault: () => {
        prevented = true;
      },
      stopPropagation: () => {
        stopped = true;
      },
      stopImmediatePropagation: () => {
        stopped = true;
      },
    } as unknown as KeyboardEvent;
    for (const l of [...this.listeners]) l.fn(event);
    return { kept: prevented && stopped };
  }
}
