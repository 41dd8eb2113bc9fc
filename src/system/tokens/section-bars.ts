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

/** Draws (or removes) the section bars of one token. */
export function refreshSectionBars(token: TokenObject): void {
  const actor = token.actor;
  const sections = actor ? sectionHealth(actor.type, actorInput(actor)) : [];
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
}
