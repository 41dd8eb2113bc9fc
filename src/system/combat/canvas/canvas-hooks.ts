/**
 * Standard Combat on the canvas: registers the token move hooks, the token ruler, the skirmish circles,
 * targeting and area notices, in this order. Thin: each job is a file of its own (move-judging.ts,
 * token-ruler.ts, skirmish-layer.ts, targeting-areas.ts), whose decisions are calls into the pure modules of
 * `canvas/` (which call the engine).
 */
import { compat } from "../../compat/index.js";
import type { SW25Combat } from "../battle/combat.js";
import { whenBattleEngineLoads } from "../engine/engine-loader.js";
import type { MovementOperation } from "../scene/movement.js";
import {
  type OperationLike,
  OVERRIDE_SETTING,
  onMoved,
  onMovedByOther,
  onPreMove,
  type UserLike,
} from "./move-judging.js";
import { drawSkirmishes, dropLayer, redrawOnNextFrame } from "./skirmish-layer.js";
import { onArea, onTarget } from "./targeting-areas.js";
import type { TokenDocLike } from "./token-battle.js";
import { type RulerClass, standardTokenRuler } from "./token-ruler.js";

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
  Hooks.on("refreshToken", () => redrawOnNextFrame());
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
