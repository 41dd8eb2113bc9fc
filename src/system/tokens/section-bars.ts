/**
 * A multi-section monster's (or mount's) section HP at a glance: thin bars above its token, one per
 * section, drawn on every token refresh (v13 hook `refreshToken`). They show exactly when the token's own
 * resource bars show (the token's Display Bars setting), so they reveal nothing the core bars would not.
 */
import { actorInput } from "../applications/view/actor-input.js";
import { sectionHealth } from "../applications/view/section-health.js";
import { sectionBarLayout } from "./section-bars-layout.js";

const OVERLAY_NAME = "sw25-section-bars";

type TokenObject = foundry.canvas.placeables.Token;

function overlayOf(token: TokenObject): PIXI.Graphics | undefined {
  return token.children.find((child) => child.name === OVERLAY_NAME) as PIXI.Graphics | undefined;
}

/**
 * Tokens refresh every animation frame while they move or animate: each actor's sections are read once
 * (actorInput copies the actor and its items) and kept until an actor, token, item or effect changes.
 */
let sectionsByActor = new WeakMap<object, ReturnType<typeof sectionHealth>>();

/** Forgets every actor's sections (a document they are read from changed). */
export function forgetSectionBars(): void {
  sectionsByActor = new WeakMap();
}

function sectionsOf(actor: NonNullable<TokenObject["actor"]>): ReturnType<typeof sectionHealth> {
  const known = sectionsByActor.get(actor);
  if (known) return known;
  const sections = sectionHealth(actor.type, actorInput(actor));
  sectionsByActor.set(actor, sections);
  return sections;
}

/** Draws (or removes) the section bars of one token. */
export function refreshSectionBars(token: TokenObject): void {
  const actor = token.actor;
  const sections = actor ? sectionsOf(actor) : [];
  const rects = sectionBarLayout(sections, token.w, token.h);
  let overlay = overlayOf(token);
  if (rects.length === 0) {
    overlay?.destroy();
    return;
  }
  if (!overlay) {
    overlay = new PIXI.Graphics();
    overlay.name = OVERLAY_NAME;
    token.addChild(overlay);
  }
  overlay.clear();
  for (const rect of rects) {
    overlay.lineStyle(rect.core ? 2 : 1, rect.core ? 0xffffff : 0x000000, 1);
    overlay.beginFill(0x000000, 0.6).drawRect(rect.x, rect.y, rect.width, rect.height).endFill();
    overlay.lineStyle(0);
    if (rect.fillWidth > 0)
      overlay.beginFill(rect.color, 1).drawRect(rect.x, rect.y, rect.fillWidth, rect.height).endFill();
  }
  overlay.visible = token.bars?.visible ?? false;
}

export function registerSectionBars(): void {
  Hooks.on("refreshToken", refreshSectionBars);
  for (const hook of [
    "updateActor",
    "updateToken",
    "createItem",
    "updateItem",
    "deleteItem",
    "createActiveEffect",
    "updateActiveEffect",
    "deleteActiveEffect",
  ] as const)
    Hooks.on(hook, forgetSectionBars);
}
