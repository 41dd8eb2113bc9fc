/**
 * Standard Combat on the canvas: the token move hooks, the token ruler, the skirmish circles, targeting
 * and template notices. Thin: every decision is a call into the pure modules of `canvas/` (which call the
 * engine); this file only reads Foundry's documents and writes what they answer.
 */
import type { BattleEvent } from "../../rules/combat/events.js";
import type { BattleState } from "../../rules/combat/types.js";
import { compat } from "../compat/index.js";
// The checks come from the battle engine, loaded on demand: as with no battle until it is (engine-loader.ts).
import {
  battleDrawing,
  checkMove,
  moveMessages,
  rulerMark,
  targetNotice,
  templateCoverage,
} from "./canvas/checks-on-demand.js";
import type { MoveVerdict } from "./canvas/move-check.js";
import { landingOf, MAX_USER_WAYPOINTS, type MovementOperation, readMovement } from "./canvas/movement.js";
import { type SceneGrid, sceneGridOf, toMetres, waypointsToMetres } from "./canvas/scene-metres.js";
import type { BattleDrawing } from "./canvas/skirmish-drawing.js";
import { localize, type SW25Combat } from "./combat.js";
import { loadedBattleEngine, whenBattleEngineLoads } from "./engine-loader.js";
import { battleNames } from "./names.js";
import { isSystemMove, type MovableToken, placeToken, takeEcho } from "./token-moves.js";

export const OVERRIDE_SETTING = "gmMoveOverride";

/** A token document as the hooks read it. */
interface TokenDocLike extends MovableToken {
  readonly id: string | null;
  readonly parent: { readonly id: string | null; readonly grid?: unknown } | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly hidden?: boolean;
  readonly object?: { readonly center?: { x: number; y: number }; readonly isVisible?: boolean } | null;
}

/** The update operation handed to preMoveToken / moveToken: the token updates it carries. */
interface OperationLike {
  readonly updates?: readonly { readonly _id?: string }[];
}

/**
 * The running battle this token fights in, with its combatant's id (the battle's scene only). A token may
 * stand in several combats (a finished battle the GM has not deleted yet, a second encounter on the same
 * map): a battle still being fought comes before a finished one, and the viewed combat before the others.
 */
function battleOf(token: { id: string | null; parent: { id: string | null } | null }): {
  combat: SW25Combat;
  state: BattleState;
  combatantId: string;
} | null {
  const found: { combat: SW25Combat; state: BattleState; combatantId: string }[] = [];
  for (const combat of (game.combats?.contents ?? []) as SW25Combat[]) {
    // Read every frame of a drag: `battle` is kept while the stored JSON stays the same (combat-data.ts).
    const state = combat.battle;
    if (!state) continue;
    const combatant = combat.combatants.find((c) => c.tokenId === token.id);
    if (!combatant?.id || !state.combatants.some((c) => c.id === combatant.id)) continue;
    const scene = combat.battleSceneReading;
    if (scene.kind !== "one" || scene.sceneId !== token.parent?.id) continue;
    found.push({ combat, state, combatantId: combatant.id });
  }
  const rank = (f: (typeof found)[number]) => (f.state.outcome ? 2 : 0) + (f.combat === game.combat ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Verdicts of moves checked in preMoveToken, applied in moveToken (same client, same movement id). */
const verdicts = new Map<string, { combat: SW25Combat; verdict: MoveVerdict; name: string }>();
/**
 * Movements already judged as a whole: a path with checkpoints is several update operations of one
 * movement, and only the first is checked (its passed and pending waypoints are the whole path).
 */
const judged: string[] = [];

/**
 * One token's movement: its token and movement id. The v13 pages call a movement id unique but do not say
 * whether the tokens of one dragged selection share it; keyed by both, each token's move is its own.
 */
function movementKey(document: { readonly id: string | null }, movement: MovementOperation): string {
  return `${document.id ?? ""}:${movement.id}`;
}

function firstJudgement(id: string): boolean {
  if (judged.includes(id)) return false;
  judged.push(id);
  if (judged.length > 100) judged.shift();
  return true;
}

/**
 * MOUNT-01: the mounted pairs already judged in one update operation (two selected tokens dragged together),
 * with whether their move was let through: the pair moves once, by the first of its tokens judged.
 */
const pairsInOperation = new WeakMap<object, Map<string, boolean>>();

/** The pair a combatant belongs to, as one key for both its tokens; null when it rides with nobody. */
function pairKey(state: BattleState, combatantId: string): string | null {
  const partner = state.combatants.find((c) => c.id === combatantId)?.mountedWith;
  return partner ? [combatantId, partner].sort().join("|") : null;
}

/** The partner's token of a mounted pair, when the combatant has one. */
function partnerToken(found: { combat: SW25Combat; state: BattleState; combatantId: string }) {
  const partner = found.state.combatants.find((c) => c.id === found.combatantId)?.mountedWith;
  if (!partner) return null;
  return (found.combat.combatants.get(partner)?.token as unknown as TokenDocLike | null | undefined) ?? null;
}

/**
 * The pairs whose two tokens one update operation moved (both tokens' moveToken then skip the follow). Kept
 * per operation, never for a while: the next drag of one token of the pair, a moment later, is its own
 * operation and takes the partner along.
 */
const movedTogether = new WeakMap<object, Set<string>>();

function markTogether(operation: OperationLike | undefined, pair: string): void {
  if (!operation || typeof operation !== "object") return;
  movedTogether.set(operation, new Set([...(movedTogether.get(operation) ?? []), pair]));
}

function inOperation(operation: OperationLike | undefined, tokenId: string | null): boolean {
  return !!tokenId && (operation?.updates ?? []).some((u) => u?._id === tokenId);
}

/**
 * v13's keyboard manager knows whether Alt is down right now (KeyboardManager#isModifierActive with
 * KeyboardManager.MODIFIER_KEYS.ALT): it forgets a key released while the window was not focused
 * (Alt+Tab), where a listener of our own would keep it stuck.
 */
function altDown(): boolean {
  const keyboard = (game as { keyboard?: { isModifierActive?: (m: string) => boolean } }).keyboard;
  const Manager = (
    foundry as unknown as {
      helpers?: { interaction?: { KeyboardManager?: { MODIFIER_KEYS?: { ALT?: string } } } };
    }
  ).helpers?.interaction?.KeyboardManager;
  return keyboard?.isModifierActive?.(Manager?.MODIFIER_KEYS?.ALT ?? "Alt") === true;
}

function gmOverrides(): boolean {
  return altDown() || game.settings?.get("swordworld25", OVERRIDE_SETTING) === true;
}

function onPreMove(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
): boolean | undefined {
  const key = movementKey(document, movement);
  if (isSystemMove(document.id) || !firstJudgement(key)) return undefined;
  const reading = readMovement(movement);
  if (reading.kind === "pass") return undefined;
  const found = battleOf(document);
  const grid = sceneGridOf(document.parent?.grid);
  if (!found || !grid) return undefined;
  const pair = pairKey(found.state, found.combatantId);
  const pairs = operation && typeof operation === "object" ? pairsInOperation.get(operation) : undefined;
  const earlier = pair ? pairs?.get(pair) : undefined;
  // The other token of a pair already judged in this operation: the pair moves (or stays) once.
  if (pair && earlier !== undefined) {
    markTogether(operation, pair);
    return earlier ? undefined : false;
  }
  const verdict = checkMove({
    state: found.state,
    combatantId: found.combatantId,
    path: waypointsToMetres(reading.waypoints, grid),
    isGM: !!game.user?.isGM,
    override: gmOverrides(),
  });
  // A player's move the battle must record is recorded by the active GM's client: with no GM connected the
  // token would land where the battle does not have it, so it stays and the player is told why.
  const unrecorded = verdict.kind === "apply" && !game.user?.isGM && !game.users?.activeGM;
  const allowed = verdict.kind !== "refuse" && !unrecorded;
  if (pair && operation && typeof operation === "object")
    pairsInOperation.set(operation, new Map([...(pairs ?? []), [pair, allowed]]));
  if (verdict.kind === "free") return undefined;
  if (unrecorded) {
    ui.notifications?.warn(localize("SW25.Error.RelayNoGm"));
    return false;
  }
  if (verdict.kind === "refuse") {
    for (const message of moveMessages(verdict, localize)) ui.notifications?.warn(message);
    return false;
  }
  if (verdict.kind === "warn") {
    for (const message of moveMessages(verdict, localize)) ui.notifications?.info(message);
    return undefined;
  }
  const name = found.combat.combatants.get(found.combatantId)?.name ?? "";
  verdicts.set(key, { combat: found.combat, verdict, name });
  return undefined;
}

async function onMoved(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
): Promise<void> {
  // The system's own placement (a correction, a partner following): nothing to apply or to drag along.
  if (takeEcho(document.id, landingOf(movement, document))) return;
  // A path with checkpoints lands in several operations: the battle changes once, when the last lands.
  if ((movement.pending?.waypoints?.length ?? 0) > 0) return;
  const key = movementKey(document, movement);
  const held = verdicts.get(key);
  verdicts.delete(key);
  // The partner follows first, then the battle changes: the active GM's corrections after the change then find
  // the pair on its point (or move both tokens back together), and never move the partner a second time.
  await movePartner(document, movement, operation, game.user);
  if (held) await applyVerdict(held.combat, held.verdict, held.name);
}

/**
 * The active GM's client, for another user's move: takes the partner's token along when that user may not
 * move it (a mount token the GM owns, dragged with its rider by a player).
 */
async function onMovedByOther(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
  mover: UserLike | null | undefined,
): Promise<void> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
  if ((movement.pending?.waypoints?.length ?? 0) > 0) return;
  await movePartner(document, movement, operation, mover);
}

interface UserLike {
  readonly id: string | null;
}

/** TokenDocument#canUserModify(user, "update"): whether `user` may move the token (true when unknown). */
function mayMove(token: TokenDocLike, user: UserLike | null | undefined): boolean {
  const check = (token as { canUserModify?: (user: unknown, action: string) => boolean }).canUserModify;
  return !user || typeof check !== "function" || check.call(token, user, "update") !== false;
}

async function applyVerdict(combat: SW25Combat, verdict: MoveVerdict, name: string): Promise<void> {
  // The GM ended the combat while the move was on its way: there is no battle left to change.
  if (!combat.id || game.combats?.get(combat.id) !== combat) return;
  if (verdict.kind === "apply") {
    await combat.sendEvent(verdict.event);
    return;
  }
  if (verdict.kind !== "override") return;
  const reasons = moveMessages(verdict, localize).join("; ");
  const text = verdict.event
    ? localize("SW25.Combat.Canvas.Override", { name, reasons })
    : localize("SW25.Combat.Canvas.OverrideOffTurn", { name, reasons });
  await compat.postChatCard({ content: `<p>${foundry.utils.escapeHTML(text)}</p>` });
  if (verdict.event) await combat.sendEvent(verdict.event as BattleEvent);
}

/**
 * A mounted pair is two linked tokens (MOUNT-01): the engine moves both with either one's move, so when one
 * token moves its partner follows by the same offset (the client that moved the first places the second,
 * or the active GM's client when the mover may not move the partner's token; that placement is the
 * system's, never judged). Both tokens moved in one operation need no follow.
 */
async function movePartner(
  document: TokenDocLike,
  movement: MovementOperation,
  operation: OperationLike | undefined,
  mover: UserLike | null | undefined,
): Promise<void> {
  if (readMovement(movement).kind !== "judge") return;
  const found = battleOf(document);
  const origin = movement.origin;
  if (!found || !origin) return;
  const partner = partnerToken(found);
  if (!partner?.id || partner.id === document.id || isSystemMove(partner.id)) return;
  // The mover's client places the partner when the mover may move it; else the active GM's client does.
  const mine = mover?.id === game.user?.id;
  if (mine !== mayMove(partner, mover)) return;
  const pair = pairKey(found.state, found.combatantId);
  const together =
    !!pair && !!operation && typeof operation === "object" && !!movedTogether.get(operation)?.has(pair);
  if (inOperation(operation, partner.id) || together) return;
  // This movement's own offset: the document may already stand where a later update put it.
  const landed = landingOf(movement, document);
  try {
    await placeToken(partner, partner.x + landed.x - origin.x, partner.y + landed.y - origin.y);
  } catch (error) {
    // A player who may not move the partner's token: the battle already holds the pair together.
    console.error(error);
    ui.notifications?.warn(localize("SW25.Combat.Canvas.PartnerNotMoved"));
  }
}

// ---- skirmish circles -------------------------------------------------------------------------------

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

/** A token object as the circles read it. */
interface TokenObjectLike {
  readonly center: { x: number; y: number };
  readonly w: number;
  /** v13 Token#isVisible: whether this client may see the token now (vision, hidden). */
  readonly isVisible?: boolean;
  readonly document?: { readonly hidden?: boolean };
}

/** Whether this client may see the token: a GM sees all; a player never a hidden or unseen one. */
function seen(token: TokenObjectLike | null | undefined): token is TokenObjectLike {
  if (!token) return false;
  if (game.user?.isGM) return true;
  return token.document?.hidden !== true && token.isVisible !== false;
}

/** Removes the circles' layer from its group and destroys it (PIXI frees its geometry). */
function dropLayer(): void {
  const old = layer;
  layer = null;
  if (!old || old.destroyed) return;
  old.parent?.removeChild(old);
  old.destroy();
}

function drawSkirmishes(): void {
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

// ---- targeting and templates -----------------------------------------------------------------------

function onTarget(user: User.Implementation, token: { document: TokenDocLike }, targeted: boolean): void {
  if (!targeted || user.id !== game.user?.id) return;
  const target = battleOf(token.document);
  const controlled = (canvas as unknown as { tokens?: { controlled?: { document: TokenDocLike }[] } }).tokens
    ?.controlled?.[0];
  const shooter = controlled ? battleOf(controlled.document) : null;
  if (!target || !shooter || shooter.combat !== target.combat) return;
  const names = battleNames(target.state, user.isGM, target.combat.identityLookup(), localize);
  const notice = targetNotice(target.state, shooter.combatantId, target.combatantId, names, localize);
  for (const line of notice?.lines ?? []) ui.notifications?.warn(line);
}

/**
 * A placed circle (a MeasuredTemplate, or a Region drawn as one circle where the running Foundry offers
 * Regions for areas: compat.areaCircle) lists the combatants it covers in the chat.
 */
async function onArea(documentName: string, doc: unknown, _options: unknown, userId: string): Promise<void> {
  const area = userId === game.user?.id ? compat.areaCircle(documentName, doc) : null;
  if (!area) return;
  const combat = game.combat as SW25Combat | null | undefined;
  const grid = sceneGridOf(area.scene?.grid);
  const state = combat ? combat.battle : null;
  if (!combat || !grid || !state) return;
  const scene = combat.battleSceneReading;
  if (scene.kind !== "one" || scene.sceneId !== area.scene?.id) return;
  const names = battleNames(state, false, combat.identityLookup(), localize);
  // A token hidden from the players is never named in the line, whoever placed the area.
  const visible = (id: string) => {
    const token = combat.combatants.get(id)?.token as unknown as
      | { hidden?: boolean; object?: TokenObjectLike | null }
      | null
      | undefined;
    return !!token && token.hidden !== true && (game.user?.isGM || token.object?.isVisible !== false);
  };
  // The area's radius is in the scene's units, which a Standard battle reads as metres.
  const at = toMetres({ x: area.x, y: area.y }, grid);
  const covered = templateCoverage(state, at, area.distance, names, visible);
  if (!covered) return;
  const text =
    covered.length > 0
      ? localize("SW25.Combat.Canvas.TemplateCovers", { names: covered.join(", ") })
      : localize("SW25.Combat.Canvas.TemplateCoversNone");
  // A player's line is public (it names only what that player sees). The GM's client cannot know which
  // tokens the players see (a monster in the dark is not hidden, yet unseen): the GM's line goes to the GMs.
  const whisper = game.user?.isGM ? (game.users?.filter((u) => u.isGM).map((u) => u.id) ?? []) : undefined;
  await compat.postChatCard({
    content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
    ...(whisper ? { whisper } : {}),
  });
}

// ---- token ruler -----------------------------------------------------------------------------------

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

type RulerClass = new (...args: never[]) => BaseRuler;

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

export function registerCanvas(): void {
  game.settings.register(
    "swordworld25" as never,
    OVERRIDE_SETTING as never,
    {
      name: "SW25.Combat.Canvas.OverrideSetting",
      hint: "SW25.Combat.Canvas.OverrideSettingHint",
      scope: "world",
      config: true,
      type: Boolean,
      default: false,
    } as never,
  );
  const tokens = (foundry.canvas as unknown as { placeables?: { tokens?: { TokenRuler?: RulerClass } } })
    .placeables?.tokens;
  if (tokens?.TokenRuler)
    (CONFIG.Token as unknown as { rulerClass: unknown }).rulerClass = standardTokenRuler(tokens.TokenRuler);
  Hooks.on("preMoveToken", (doc, movement, operation) => {
    // A fault here must never freeze the table's tokens: it is logged and the move goes through.
    try {
      return onPreMove(
        doc as unknown as TokenDocLike,
        movement as unknown as MovementOperation,
        operation as unknown as OperationLike | undefined,
      );
    } catch (error) {
      console.error(error);
      return undefined;
    }
  });
  // moveToken fires on every client: the one that moved the token acts on it; the active GM's client only
  // takes a partner along that the mover may not move.
  Hooks.on("moveToken", (doc, movement, operation, user) => {
    if (user?.id !== game.user?.id) {
      void onMovedByOther(
        doc as unknown as TokenDocLike,
        movement as unknown as MovementOperation,
        operation as unknown as OperationLike | undefined,
        user as unknown as UserLike | null,
      ).catch((error) => console.error(error));
      return;
    }
    void onMoved(
      doc as unknown as TokenDocLike,
      movement as unknown as MovementOperation,
      operation as unknown as OperationLike | undefined,
    ).catch((error) => console.error(error));
  });
  Hooks.on("updateCombat", (combat) => {
    drawSkirmishes();
    // Active GM: tokens go where the battle put them (blocks, melee centres, merges).
    void (combat as unknown as SW25Combat).placeTokens?.();
  });
  Hooks.on("deleteCombat", () => drawSkirmishes());
  // The circles of a battle the canvas showed before the battle engine loaded.
  whenBattleEngineLoads(() => {
    if (typeof canvas !== "undefined") drawSkirmishes();
  });
  // A new canvas (another scene viewed, the scene redrawn): the old layer leaves its group and is destroyed
  // (its graphics freed), and one new layer is drawn on.
  Hooks.on("canvasTearDown", () => dropLayer());
  Hooks.on("canvasReady", () => {
    dropLayer();
    drawSkirmishes();
  });
  // Tokens refresh every animation frame while they move: one redraw per frame at most.
  Hooks.on("refreshToken", () => {
    if (!layer || redrawQueued || typeof requestAnimationFrame !== "function") return;
    redrawQueued = true;
    requestAnimationFrame(() => {
      redrawQueued = false;
      drawSkirmishes();
    });
  });
  Hooks.on("targetToken", (user, token, targeted) =>
    onTarget(user, token as unknown as { document: TokenDocLike }, targeted),
  );
  for (const hook of compat.areaHooks()) {
    const documentName = hook.slice("create".length);
    Hooks.on(
      hook as "createMeasuredTemplate",
      (doc: unknown, options: unknown, userId: unknown) =>
        void onArea(documentName, doc, options, String(userId)).catch((error) => console.error(error)),
    );
  }
}
