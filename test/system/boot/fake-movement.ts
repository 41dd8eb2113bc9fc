/**
 * Foundry v13's token movement contract, faked from its public API docs (never from Foundry's or
 * fvtt-types' source): a token's x, y, elevation, width, height or shape change is a movement
 * (TokenMovementOperation: `id`, `method`, `chain`, `origin`, `passed` / `pending` waypoints) that fires
 * `preMoveToken(document, movement, operation)` on the moving client, where an explicit `false` rejects
 * that token's movement, then `moveToken(document, movement, operation, user)` after the update.
 *
 * - https://foundryvtt.com/api/functions/hookEvents.preMoveToken.html
 * - https://foundryvtt.com/api/functions/hookEvents.moveToken.html ("fires for every Token document that was
 *   moved after conclusion of an update workflow. This hook fires for all connected clients after the update
 *   has been processed"; `user` is "the User that requested the update operation")
 * - https://foundryvtt.com/api/types/foundry.documents.types.TokenMovementMethod.html
 * - https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html
 *   (`intermediate`, `checkpoint`, `explicit`, `action`; "There's an update/movement operation for each
 *   checkpoint in a movement path")
 * - https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementOptions.html
 *
 * The fake v14 (SW25_FOUNDRY_GENERATION=14) adds what the v14 pages add, and only that:
 * - every waypoint carries `depth` ("the depth in grid spaces (nonnegative). Default: the previous or source
 *   depth"), `level` ("The level ID. Default: the previous or source level ID") and `subpathId` (a string):
 *   https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html;
 * - `origin` and `destination` are TokenPositions with `depth` and `level`:
 *   https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html;
 * - the movement carries `split: boolean` and `subpathId: string`:
 *   https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementOperation.html (v14 page; it gives
 *   the names and types, the stored copy no description).
 *
 * What the fake decides where the docs are silent: a drag adds an `intermediate` waypoint for every grid
 * space it crosses (the description of v13); one update operation carries every token it moves
 * (`operation.updates`, one `_id` each), the same object for each token's preMoveToken and one copy of it (the
 * server's answer) for each token's moveToken; a path with
 * checkpoints is one operation per checkpoint under the same movement id, `passed` holding the waypoints
 * reached so far and `pending` the rest. `moveToken` is delivered as the server's answer would be: in a later
 * task, after the update's promise has resolved to the caller (never inside the caller's synchronous call
 * stack), and the next checkpoint's operation starts only once the previous one's `moveToken` has run. Alone, the
 * fake is one connected client: "every client" is every listener registered with `Hooks`, each run in that
 * delivery with the requesting user. With a table of clients (fake-clients.ts, `movementServer`) the delivery
 * runs on every connected client, each with its own `game.user`, and a user who may not modify a token
 * (`canUserModify(user, "update")`) is refused the whole operation: it rejects and nothing moves. v14: a movement is never split (`split: false`), its `subpathId` is one id
 * shared by all its waypoints, and the level and depth are the token's own unless a waypoint names others.
 */
import { FakeCollection } from "./fake-documents.js";

type Hooks = {
  call(name: string, ...args: unknown[]): boolean;
  callAll(name: string, ...args: unknown[]): boolean;
};
const hooks = () => (globalThis as unknown as { Hooks: Hooks }).Hooks;
const currentUser = () => (globalThis as unknown as { game: { user: unknown } }).game.user;
const v14 = () => process.env.SW25_FOUNDRY_GENERATION === "14";

/**
 * The server's side of a movement, set by a multi-client table (fake-clients.ts): whether the requesting
 * client's user may move the token (a refused update rejects and moves nothing), and how `moveToken` reaches
 * the clients. Unset (one client): every move is allowed and `moveToken` runs once, through `Hooks.callAll`.
 */
export const movementServer: {
  mayMove: ((token: FakeToken) => boolean) | null;
  deliver: ((args: unknown[]) => void) | null;
} = { mayMove: null, deliver: null };

/** `moveToken` deliveries scheduled and not yet run. */
const deliveries = new Set<Promise<void>>();

/**
 * `moveToken` "after the update has been processed": in a later task, so the caller's `await` of the update
 * resumes first. A listener that throws is reported as Foundry reports a hook's error (it does not stop the
 * other listeners' delivery: each is called by the fake `Hooks.callAll`).
 */
function deliverMoveToken(args: unknown[]): Promise<void> {
  const delivery = new Promise<void>((resolve) => {
    setTimeout(() => {
      try {
        if (movementServer.deliver) movementServer.deliver(args);
        else hooks().callAll("moveToken", ...args);
      } finally {
        deliveries.delete(delivery);
        resolve();
      }
    }, 0);
  });
  deliveries.add(delivery);
  return delivery;
}

/**
 * Resolves once every `moveToken` the fake has scheduled has been delivered, including those scheduled by
 * the deliveries themselves (a correction's placement). What a test awaits instead of sleeping.
 */
export async function movementsDelivered(): Promise<void> {
  while (deliveries.size > 0) await Promise.all([...deliveries]);
}

export interface FakeWaypoint {
  x: number;
  y: number;
  width: number;
  height: number;
  elevation: number;
  shape: number;
  action: string;
  explicit: boolean;
  intermediate: boolean;
  checkpoint: boolean;
  snapped: boolean;
  /** v14 only: the level ID, the depth in grid spaces and the subpath's id. */
  level?: string;
  depth?: number;
  subpathId?: string;
}

export type Method = "api" | "config" | "dragging" | "keyboard" | "paste" | "undo";

export interface MoveCall {
  readonly waypoints: Partial<FakeWaypoint>[];
  readonly options: Record<string, unknown>;
}

let nextMovement = 1;

/**
 * `scene.grid` as the client has it: the scene's BaseGrid (SquareGrid, HexagonalGrid or GridlessGrid) with
 * `type` (CONST.GRID_TYPES: 0 gridless, 1 square, 2/3 hexagonal rows "pointy-topped", 4/5 hexagonal columns
 * "flat-topped"), `size` ("the size of a grid space in pixels"), `sizeX`/`sizeY` ("the width/height of a
 * grid space in pixels"), `distance`, `units`, `diagonals`
 * (https://foundryvtt.com/api/classes/foundry.grid.HexagonalGrid.html,
 * https://foundryvtt.com/api/v14/interfaces/foundry.grid.types.HexagonalGridConfiguration.html: `columns` "Is this
 * grid column-based (flat-topped) or row-based (pointy-topped)?"). Which axis of a hexagon `size` spans neither
 * generation's pages say: the fake takes it across the flats (the distance between neighbours' centres: a
 * pointy-topped hexagon's width, a flat-topped one's height), so the other axis is size·2/√3 (UNVERIFIED;
 * docs/foundry-versions.md, "Hex grid `size` axis").
 */
export function fakeGrid(type: number, size: number, distance: number, extra: Record<string, unknown> = {}) {
  const across = (size * 2) / Math.sqrt(3);
  const rows = type === 2 || type === 3;
  const columns = type === 4 || type === 5;
  return {
    type,
    size,
    sizeX: columns ? across : size,
    sizeY: rows ? across : size,
    distance,
    units: "m",
    diagonals: 0,
    ...(rows || columns ? { columns, even: type === 3 || type === 5 } : {}),
    ...extra,
  };
}

export class FakeScene {
  readonly tokens = new FakeCollection<FakeToken>();
  readonly regions: unknown[] = [];
  constructor(
    readonly id: string,
    readonly grid: Record<string, unknown> & { size: number } = fakeGrid(1, 100, 1),
  ) {}

  token(id: string, x: number, y: number, extra: Partial<FakeToken> = {}): FakeToken {
    const token = Object.assign(new FakeToken(id, this, x, y), extra);
    this.tokens.set(id, token);
    return token;
  }

  /**
   * One update operation moving each token through its waypoints (TokenDocument#move for one token; a
   * selection dragged together for several). Returns, per token, whether it moved.
   */
  async moveTokens(
    moves: { token: FakeToken; waypoints: Partial<FakeWaypoint>[] }[],
    options: { method?: Method; chain?: string[]; id?: string } = {},
  ): Promise<boolean[]> {
    const method = options.method ?? "api";
    const operation = {
      action: "update",
      modifiedTime: Date.now(),
      updates: moves.map(({ token, waypoints }) => ({ _id: token.id, ...waypoints[waypoints.length - 1] })),
    };
    const plans = moves.map(({ token, waypoints }) => {
      const origin = token.place();
      const id = options.id ?? `movement${nextMovement++}`;
      const full = token.path(origin, waypoints, method, `${id}sub`);
      // One operation per checkpoint: the segments end at each checkpoint and at the destination.
      const ends = full.flatMap((w, i) => (w.checkpoint || i === full.length - 1 ? [i] : []));
      return { token, origin, full, id, ends, subpathId: `${id}sub` };
    });
    const movement = (plan: (typeof plans)[number], end: number) => ({
      id: plan.id,
      method,
      chain: options.chain ?? [],
      origin: position(plan.origin),
      destination: position(plan.full[plan.full.length - 1] as FakeWaypoint),
      passed: { waypoints: plan.full.slice(0, end + 1) },
      pending: { waypoints: plan.full.slice(end + 1) },
      autoRotate: false,
      showRuler: false,
      recorded: method !== "undo",
      ...(v14() ? { split: false, subpathId: plan.subpathId } : {}),
    });
    const user = currentUser();
    // The server refuses the whole operation when the user may not modify one of its tokens.
    const refused = moves.find(({ token }) => movementServer.mayMove && !movementServer.mayMove(token));
    if (refused) throw new Error(`User lacks permission to update Token ${refused.token.id}`);
    const moved: boolean[] = [];
    // The first operation: every token's preMoveToken, then the update, then (delivered later) every token's
    // moveToken.
    const first = plans.map((plan) =>
      hooks().call("preMoveToken", plan.token, movement(plan, plan.ends[0] ?? 0), operation),
    );
    // With a table of clients the update travels to the server and back: it lands in a later task, so the
    // other clients still see the token where it was until then.
    if (movementServer.deliver) await new Promise((resolve) => setTimeout(resolve, 0));
    plans.forEach((plan, i) => {
      moved.push(first[i] === true);
      if (first[i]) plan.token.goTo(plan.full[plan.ends[0] ?? 0] as FakeWaypoint, method);
    });
    let delivered = Promise.resolve();
    const answered = plans.filter((_, i) => first[i]);
    // The server's answer: a copy of the operation (the same copy for every token it moved), never the
    // object preMoveToken was handed.
    const answer = structuredClone(operation);
    if (answered.length > 0)
      delivered = Promise.all(
        answered.map((plan) =>
          deliverMoveToken([plan.token, movement(plan, plan.ends[0] ?? 0), answer, user]),
        ),
      ).then(() => undefined);
    // Later checkpoints, token by token, each once the previous operation's moveToken has run.
    for (const [i, plan] of plans.entries()) {
      if (!first[i]) continue;
      for (const end of plan.ends.slice(1)) {
        await delivered;
        const op = { ...operation, updates: [{ _id: plan.token.id }] };
        if (!hooks().call("preMoveToken", plan.token, movement(plan, end), op)) break;
        plan.token.goTo(plan.full[end] as FakeWaypoint, method);
        delivered = deliverMoveToken([plan.token, movement(plan, end), structuredClone(op), user]);
      }
    }
    return moved;
  }
}

/** The fake v14 scene's level every token stands on unless placed on another (v14 TokenData `level`). */
export const GROUND_LEVEL = "levelGround00001";

/** A TokenPosition: v13 x, y, elevation, width, height, shape; v14 also depth and level. */
function position(w: FakeWaypoint) {
  return {
    x: w.x,
    y: w.y,
    elevation: w.elevation,
    width: w.width,
    height: w.height,
    shape: w.shape,
    ...(v14() ? { depth: w.depth, level: w.level } : {}),
  };
}

export class FakeToken {
  width = 1;
  height = 1;
  elevation = 0;
  shape = 0;
  /** v14 TokenData `level` (the level ID) and `depth` (grid spaces); unread by the fake v13. */
  level = GROUND_LEVEL;
  depth = 1;
  hidden = false;
  actorLink = false;
  actor: unknown = null;
  /** The token's placeable (canvas.placeables.Token) once drawn: what the hooks read of it. */
  object: {
    center: { x: number; y: number };
    w: number;
    h: number;
    isVisible: boolean;
    document: FakeToken;
    actor: unknown;
    children: unknown[];
  } | null = null;
  /** Every TokenDocument#move call, with its options. */
  readonly moveCalls: MoveCall[] = [];
  /** Every position the token took, with the method that moved it. */
  readonly trail: { x: number; y: number; method: Method }[] = [];

  constructor(
    readonly id: string,
    readonly parent: FakeScene,
    public x: number,
    public y: number,
  ) {}

  place(): FakeWaypoint {
    return {
      x: this.x,
      y: this.y,
      width: this.width,
      height: this.height,
      elevation: this.elevation,
      shape: this.shape,
      action: "walk",
      explicit: false,
      intermediate: false,
      checkpoint: true,
      snapped: false,
      ...(v14() ? { level: this.level, depth: this.depth } : {}),
    };
  }

  /** The waypoints of a movement: explicit ones as given, an intermediate one per grid space of a drag. */
  path(
    origin: FakeWaypoint,
    waypoints: Partial<FakeWaypoint>[],
    method: Method,
    subpathId = "subpath",
  ): FakeWaypoint[] {
    const out: FakeWaypoint[] = [];
    let from = origin;
    const size = this.parent.grid.size;
    for (const w of waypoints) {
      const to: FakeWaypoint = {
        ...from,
        explicit: method !== "api",
        checkpoint: false,
        ...w,
        intermediate: false,
        ...(v14() ? { subpathId } : {}),
      };
      if (method === "dragging") {
        const steps = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) / size;
        for (let i = 1; i < Math.floor(steps); i++)
          out.push({
            ...to,
            x: Math.round(from.x + ((to.x - from.x) * i) / steps),
            y: Math.round(from.y + ((to.y - from.y) * i) / steps),
            explicit: false,
            intermediate: true,
            checkpoint: false,
          });
      }
      out.push(to);
      from = to;
    }
    return out;
  }

  goTo(w: FakeWaypoint, method: Method): void {
    Object.assign(this, {
      x: w.x,
      y: w.y,
      width: w.width,
      height: w.height,
      elevation: w.elevation,
      shape: w.shape,
      ...(v14() ? { level: w.level, depth: w.depth } : {}),
    });
    this.trail.push({ x: w.x, y: w.y, method });
  }

  /** TokenDocument#move: one movement of this token, `options.method` defaulting to "api". */
  async move(waypoints: Partial<FakeWaypoint>[], options: Record<string, unknown> = {}): Promise<boolean> {
    this.moveCalls.push({ waypoints, options });
    const [moved] = await this.parent.moveTokens([{ token: this, waypoints }], {
      method: (options.method as Method | undefined) ?? "api",
    });
    return moved ?? false;
  }

  /**
   * TokenDocument#update: a change of x, y, elevation, width, height or shape is a movement, its method
   * given as `options.movement[id].method` (default "api").
   */
  async update(data: Partial<FakeWaypoint>, options: Record<string, unknown> = {}): Promise<this> {
    const method =
      ((options.movement as Record<string, { method?: Method }> | undefined)?.[this.id]?.method as Method) ??
      "api";
    await this.parent.moveTokens([{ token: this, waypoints: [data] }], { method });
    return this;
  }
}
