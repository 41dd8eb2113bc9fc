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
