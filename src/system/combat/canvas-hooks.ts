/**
 * Standard Combat on the canvas: the token move hooks, the token ruler, the skirmish circles, targeting
 * and template notices. Thin: every decision is a call into the pure modules of `canvas/` (which call the
 * engine); this file only reads Foundry's documents and writes what they answer.
 */
import type { BattleEvent } from "../../rules/combat/events.js";
import type { BattleState } from "../../rules/combat/types.js";
import { checkMove, type MoveVerdict, moveMessages } from "./canvas/move-check.js";
import { rulerMark } from "./canvas/ruler-view.js";
import {
  type SceneGrid,
  type TokenPlace,
  tokenCorrections,
  toMetres,
  waypointsToMetres,
} from "./canvas/scene-metres.js";
import { battleDrawing } from "./canvas/skirmish-drawing.js";
import { targetNotice, templateCoverage } from "./canvas/target-check.js";
import { localize, type SW25Combat } from "./combat.js";
import { battleNames } from "./names.js";

export const OVERRIDE_SETTING = "gmMoveOverride";

/** A token document as the hooks read it. */
interface TokenDocLike {
  readonly id: string | null;
  readonly parent: { readonly id: string | null; readonly grid?: unknown } | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly object?: { readonly center?: { x: number; y: number } } | null;
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/** The movement handed to preMoveToken / moveToken (TokenMovementOperation): what is read of it. */
interface MovementLike {
  readonly id: string;
  readonly chain?: readonly string[];
  readonly origin?: TokenPlace;
  readonly passed?: { readonly waypoints?: readonly TokenPlace[] };
  readonly pending?: { readonly waypoints?: readonly TokenPlace[] };
}

function gridOf(scene: { grid?: unknown } | null | undefined): SceneGrid | null {
  const g = scene?.grid as Partial<SceneGrid> | undefined;
  if (!g || typeof g.size !== "number" || typeof g.distance !== "number") return null;
  return { type: g.type ?? 0, size: g.size, distance: g.distance, diagonals: g.diagonals ?? 0 };
}

/** The running battle this token fights in, with its combatant's id. */
/**
 * The ruler asks for every segment and highlighted grid space of every frame of a drag: reading the battle
 * (JSON parse and normalize) each time would dominate the frame. The read state is kept per combat for as
 * long as its stored JSON is the same; everything here only reads it (the reducer copies what it changes).
 */
const readStates = new WeakMap<SW25Combat, { json: string; state: BattleState | null }>();

function battleStateOf(combat: SW25Combat): BattleState | null {
  const json = (combat.system as { battle?: string }).battle ?? "";
  const cached = readStates.get(combat);
  if (cached?.json === json) return cached.state;
  const state = combat.battle;
  readStates.set(combat, { json, state });
  return state;
}

function battleOf(token: { id: string | null; parent: { id: string | null } | null }): {
  combat: SW25Combat;
  state: BattleState;
  combatantId: string;
} | null {
  for (const combat of (game.combats?.contents ?? []) as SW25Combat[]) {
    const state = battleStateOf(combat);
    if (!state || (combat.scene && combat.scene.id !== token.parent?.id)) continue;
    const combatant = combat.combatants.find((c) => c.tokenId === token.id);
    if (combatant?.id && state.combatants.some((c) => c.id === combatant.id))
      return { combat, state, combatantId: combatant.id };
  }
  return null;
}

/** Tokens being moved by this client to follow the battle or a mount: the hooks let them pass. */
const following = new Set<string>();
/** Partner tokens this client moved after a mounted pair's move, whose own moveToken must not echo it back. */
const echoes = new Set<string>();

/** Marks a token this client is about to move for the pair's sake; forgotten after a while if no move came. */
function markEcho(tokenId: string): void {
  echoes.add(tokenId);
  setTimeout(() => echoes.delete(tokenId), 5000);
}
/** Verdicts of moves checked in preMoveToken, applied in moveToken (same client, same movement id). */
const verdicts = new Map<string, { combat: SW25Combat; verdict: MoveVerdict; name: string }>();
/**
 * Movements already judged as a whole: a path with checkpoints is several update operations of one
 * movement, and only the first is checked (its passed and pending waypoints are the whole path).
 */
const judged: string[] = [];

function firstJudgement(id: string): boolean {
  if (judged.includes(id)) return false;
  judged.push(id);
  if (judged.length > 100) judged.shift();
  return true;
}

let altHeld = false;

function gmOverrides(): boolean {
  return altHeld || game.settings?.get("swordworld25", OVERRIDE_SETTING) === true;
}

function onPreMove(document: TokenDocLike, movement: MovementLike): boolean | undefined {
  if (document.id && following.has(document.id)) return undefined;
  if ((movement.chain?.length ?? 0) > 0 || !firstJudgement(movement.id)) return undefined;
  const found = battleOf(document);
  const grid = gridOf(document.parent);
  if (!found || !grid) return undefined;
  const waypoints = [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])];
  const verdict = checkMove({
    state: found.state,
    combatantId: found.combatantId,
    path: waypointsToMetres(waypoints, grid),
    isGM: !!game.user?.isGM,
    override: gmOverrides(),
  });
  if (verdict.kind === "free") return undefined;
  if (verdict.kind === "refuse") {
    for (const message of moveMessages(verdict, localize)) ui.notifications?.warn(message);
    return false;
  }
  if (verdict.kind === "warn") {
    for (const message of moveMessages(verdict, localize)) ui.notifications?.info(message);
    return undefined;
  }
  const name = found.combat.combatants.get(found.combatantId)?.name ?? "";
  verdicts.set(movement.id, { combat: found.combat, verdict, name });
  return undefined;
}

async function onMoved(document: TokenDocLike, movement: MovementLike): Promise<void> {
  const held = verdicts.get(movement.id);
  verdicts.delete(movement.id);
  if (held) await applyVerdict(held.combat, held.verdict, held.name);
  // A partner this client just moved to follow: its own partner is the token that already moved.
  if (document.id && echoes.delete(document.id)) return;
  await movePartner(document, movement);
}

async function applyVerdict(combat: SW25Combat, verdict: MoveVerdict, name: string): Promise<void> {
  if (verdict.kind === "apply") return combat.sendEvent(verdict.event);
  if (verdict.kind !== "override") return;
  const reasons = moveMessages(verdict, localize).join("; ");
  const text = verdict.event
    ? localize("SW25.Combat.Canvas.Override", { name, reasons })
    : localize("SW25.Combat.Canvas.OverrideOffTurn", { name, reasons });
  await ChatMessage.create({ content: `<p>${foundry.utils.escapeHTML(text)}</p>` } as never);
  if (verdict.event) await combat.sendEvent(verdict.event as BattleEvent);
}

/**
 * A mounted pair is two linked tokens (MOUNT-01): the engine moves both with either one's move, so when one
 * token moves its partner follows by the same offset (the client that moved the first moves the second; the
 * partner's own move hooks let it pass).
 */
async function movePartner(document: TokenDocLike, movement: MovementLike): Promise<void> {
  const found = battleOf(document);
  const origin = movement.origin;
  if (!found || !origin) return;
  const me = found.state.combatants.find((c) => c.id === found.combatantId);
  if (!me?.mountedWith) return;
  const partner = found.combat.combatants.get(me.mountedWith)?.token as unknown as TokenDocLike | undefined;
  if (!partner?.id || partner.id === document.id || following.has(partner.id)) return;
  following.add(partner.id);
  markEcho(partner.id);
  try {
    await partner.update({ x: partner.x + document.x - origin.x, y: partner.y + document.y - origin.y });
  } catch (error) {
    // A player who may not move the partner's token: the battle already holds the pair together.
    echoes.delete(partner.id);
    console.error(error);
    ui.notifications?.warn(localize("SW25.Combat.Canvas.PartnerNotMoved"));
  } finally {
    following.delete(partner.id);
  }
}

/** Active GM, after every battle change: tokens go where the battle put them (blocks, melee centres, merges). */
async function followBattle(combat: SW25Combat): Promise<void> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
  const state = combat.battle;
  const scene = combat.scene;
  const grid = gridOf(scene);
  if (state?.method !== "standard" || !grid || !scene) return;
  const tokens = combat.combatants.contents.flatMap((c) => {
    const token = c.token as unknown as TokenDocLike | null;
    return token?.id && c.id ? [{ tokenId: token.id, combatantId: c.id, place: token }] : [];
  });
  for (const fix of tokenCorrections(state.combatants, tokens, grid)) {
    const token = scene.tokens.get(fix.tokenId) as unknown as TokenDocLike | undefined;
    if (!token) continue;
    following.add(fix.tokenId);
    // A correction moves a pair's two tokens itself: neither may then drag its partner along again.
    markEcho(fix.tokenId);
    try {
      await token.update({ x: fix.x, y: fix.y });
    } finally {
      following.delete(fix.tokenId);
    }
  }
}

// ---- skirmish circles -------------------------------------------------------------------------------

let layer: PIXI.Graphics | null = null;
let redrawQueued = false;

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
  const grid = gridOf(board.scene);
  const combat = game.combat as SW25Combat | null | undefined;
  if (!grid || !combat || (combat.scene && combat.scene.id !== board.scene?.id)) return;
  const drawing = battleDrawing(combat.battle, grid);
  for (const s of drawing.skirmishes) {
    layer.lineStyle(3, 0xb3261e, 0.9);
    layer.beginFill(0xb3261e, 0.08);
    layer.drawPolygon(s.outline);
    layer.endFill();
  }
  for (const mark of drawing.marks) {
    const token = combat.combatants.get(mark.combatantId)?.token?.object as
      | { center: { x: number; y: number }; w: number }
      | null
      | undefined;
    if (!token) continue;
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

async function onTemplate(
  doc: { t: string; x: number; y: number; distance: number; parent: { grid?: unknown } | null },
  _options: unknown,
  userId: string,
): Promise<void> {
  if (userId !== game.user?.id || doc.t !== "circle") return;
  const combat = game.combat as SW25Combat | null | undefined;
  const grid = gridOf(doc.parent);
  const state = combat?.battle ?? null;
  if (!combat || !grid || !state) return;
  const names = battleNames(state, false, combat.identityLookup(), localize);
  // A template's distance is in the scene's units, which a Standard battle reads as metres.
  const covered = templateCoverage(state, toMetres({ x: doc.x, y: doc.y }, grid), doc.distance, names);
  if (!covered) return;
  const text =
    covered.length > 0
      ? localize("SW25.Combat.Canvas.TemplateCovers", { names: covered.join(", ") })
      : localize("SW25.Combat.Canvas.TemplateCoversNone");
  await ChatMessage.create({ content: `<p>${foundry.utils.escapeHTML(text)}</p>` } as never);
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

/** The mark at a planned waypoint: the path from where the planned movement starts, in metres. */
function markAt(ruler: BaseRuler, waypoint: RulerWaypoint) {
  if (waypoint.stage !== "planned" || !waypoint.previous) return null;
  const doc = ruler.token.document;
  const found = battleOf(doc);
  const grid = gridOf(doc.parent);
  if (!found || !grid || found.state.phase !== "round") return null;
  const centres: { x: number; y: number }[] = [];
  for (let w: RulerWaypoint | null = waypoint; w?.previous && w.stage === "planned"; w = w.previous)
    centres.unshift(toMetres(w.center, grid));
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
  Hooks.on("preMoveToken", (doc, movement) => {
    // A fault here must never freeze the table's tokens: it is logged and the move goes through.
    try {
      return onPreMove(doc as unknown as TokenDocLike, movement);
    } catch (error) {
      console.error(error);
      return undefined;
    }
  });
  // moveToken fires on every client: only the one that moved the token acts on it.
  Hooks.on("moveToken", (doc, movement, _operation, user) => {
    if (user?.id === game.user?.id) void onMoved(doc as unknown as TokenDocLike, movement);
  });
  Hooks.on("updateCombat", (combat) => {
    drawSkirmishes();
    void followBattle(combat as unknown as SW25Combat);
  });
  Hooks.on("deleteCombat", () => drawSkirmishes());
  Hooks.on("canvasReady", () => {
    layer = null;
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
  Hooks.on("createMeasuredTemplate", (doc, options, userId) => void onTemplate(doc, options, userId));
  if (typeof window !== "undefined") {
    window.addEventListener("keydown", (e) => {
      if (e.key === "Alt") altHeld = true;
    });
    window.addEventListener("keyup", (e) => {
      if (e.key === "Alt") altHeld = false;
    });
  }
}
