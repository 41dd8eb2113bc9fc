/**
 * The point dialogs' "Pick on canvas" glue (board-prompts.ts `pickView`, `pickForDialog`, `askForcedMove`,
 * `askPlace`): whether the button is offered, and why not, from the canvas the GM views (the fake canvas,
 * test/system/boot/fake-canvas.ts, each faked behaviour citing its public API page), and one pick from the
 * button: the GM told what to do, the dialog minimized and brought back (a DialogV2 is an ApplicationV2, with
 * its `minimize()` / `maximize()`: https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html;
 * the compiler's v13 types agree), the click read as metres. The DialogV2 stand-in is prompt-harness.ts's.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import type { PickSession } from "../../../src/system/combat/scene/pick-point.js";
import { FakeKeys, fakePickCanvas } from "../boot/fake-canvas.js";
import { promptHarness } from "./prompt-harness.js";

const harness = promptHarness();
const { prompts, infos } = harness;
const square = { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 };
const base: BattleEvent = { type: "move", actorId: "kay", mode: "limited", forced: true, at: { x: 2, y: 3 } };
const kay = { name: "Kay", x: 2, y: 3, partner: "" };

/** `game.combat` whose battle is fought on `sceneId` (combat.ts `battleSceneReading`). */
function battleOn(sceneId: string): void {
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  game.combat = { battleSceneReading: { kind: "one", sceneId } };
}

afterEach(() => {
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  delete game.combat;
  delete (globalThis as { canvas?: unknown }).canvas;
});

/** The dialog's pick button and status line, as rendered. */
function pickPart(content: string | undefined): { button: string; status: string } {
  const button = /<button type="button" class="sw25-pick-button"[^>]*>/.exec(content ?? "")?.[0] ?? "";
  const status = /<p class="sw25-pick-status" role="status">([^<]*)<\/p>/.exec(content ?? "")?.[1] ?? "";
  // Handlebars escapes a context string ({{pick.reason}}): the apostrophe is an entity in the HTML.
  return { button, status: status.replaceAll("&#x27;", "'") };
}

describe("the Pick on canvas button in the point dialogs", () => {
  it("[MOUNT-08] no canvas: the button is there, disabled, and says why; the typed metres still work", async () => {
    harness.types({ x: "8", y: "3" });
    const event = await harness.module().askForcedMove(base, kay);
    expect(pickPart(prompts[0]?.content)).toEqual({
      button: '<button type="button" class="sw25-pick-button" disabled>',
      status: "Picking needs a scene shown on the canvas: type the metres instead.",
    });
    expect(prompts[0]?.content).toContain("Pick on canvas");
    expect(event).toEqual({ ...base, at: { x: 8, y: 3 } });
  });

  it("[MOUNT-08] the battle's scene on the canvas: the button is offered with how to use it", async () => {
    battleOn("field");
    vi.stubGlobal("canvas", fakePickCanvas({ grid: square, sceneId: "field" }));
    await harness.module().askForcedMove(base, kay);
    expect(pickPart(prompts[0]?.content)).toEqual({
      button: '<button type="button" class="sw25-pick-button">',
      status:
        "Or click the spot on the map (this window steps aside meanwhile). Esc or right-click cancels; Shift-click does not snap to the grid.",
    });
  });

  it("[STD-04] another scene on the canvas than the battle's: the placement dialog's button is disabled, said", async () => {
    battleOn("field");
    vi.stubGlobal("canvas", fakePickCanvas({ grid: square, sceneId: "tavern" }));
    await harness.module().askPlace(
      { type: "place", combatantId: "cora", at: { x: 0, y: 0 } },
      {
        name: "Cora",
        x: "",
        y: "",
        partner: "",
      },
    );
    expect(pickPart(prompts[0]?.content)).toEqual({
      button: '<button type="button" class="sw25-pick-button" disabled>',
      status:
        "The canvas shows another scene than the battle's: view the battle's scene to pick on it, or type the metres.",
    });
  });

  it("[STD-01] a scene in miles cannot be measured: disabled, said", () => {
    const { pickView } = harness.module();
    expect(pickView(fakePickCanvas({ grid: { ...square, units: "mi" } }), null)).toEqual({
      ok: false,
      reason: "This scene's grid cannot be measured in metres: type the metres instead.",
    });
  });

  it("[MOUNT-08] closing the dialog with no pick under way is harmless", async () => {
    await harness.module().askForcedMove(base, kay);
    expect(() => prompts[0]?.close?.()).not.toThrow();
  });
});

describe("one pick from the dialog", () => {
  it("[MOUNT-08] minimizes the dialog, tells the GM, reads the click as metres, brings the dialog back", async () => {
    const board = fakePickCanvas({ grid: square, sceneId: "field" });
    const keys = new FakeKeys();
    const steps: string[] = [];
    const dialog = {
      minimize: async () => {
        steps.push("minimize");
      },
      maximize: async () => {
        steps.push("maximize");
      },
    };
    let session: PickSession | null = null;
    const result = harness.module().pickForDialog({
      name: "Kay",
      dialog,
      board,
      sceneId: "field",
      keys,
      started: (s) => {
        session = s;
        steps.push("listening");
      },
    });
    await vi.waitFor(() => expect(session).not.toBeNull());
    expect(infos).toEqual(["Kay: click the spot on the canvas. Esc or right-click cancels."]);
    board.stage.click({ x: 1234, y: 567 });
    expect(await result).toEqual({ kind: "point", x: 13, y: 6 });
    expect(steps).toEqual(["minimize", "listening", "maximize"]);
    expect(board.stage.listeners).toEqual([]);
  });

  it("[MOUNT-08] the dialog closed meanwhile: the pick is cancelled and the listeners go", async () => {
    const board = fakePickCanvas({ grid: square });
    const keys = new FakeKeys();
    let session: PickSession | null = null;
    const result = harness.module().pickForDialog({
      name: "Kay",
      dialog: null,
      board,
      sceneId: null,
      keys,
      started: (s) => {
        session = s;
      },
    });
    await vi.waitFor(() => expect(session).not.toBeNull());
    (session as PickSession | null)?.cancel();
    expect(await result).toEqual({ kind: "cancelled" });
    expect(board.stage.listeners).toEqual([]);
    expect(keys.listeners).toEqual([]);
  });

  it("[MOUNT-08] the GM changed scenes since the dialog opened: no pick, the reason, the dialog untouched", async () => {
    const board = fakePickCanvas({ grid: square, sceneId: "tavern" });
    const dialog = { minimize: vi.fn(async () => undefined), maximize: vi.fn(async () => undefined) };
    const started = vi.fn();
    const result = await harness
      .module()
      .pickForDialog({ name: "Kay", dialog, board, sceneId: "field", keys: new FakeKeys(), started });
    expect(result).toEqual({
      kind: "unavailable",
      message:
        "The canvas shows another scene than the battle's: view the battle's scene to pick on it, or type the metres.",
    });
    expect([dialog.minimize.mock.calls.length, started.mock.calls.length, infos.length]).toEqual([0, 0, 0]);
    expect(board.stage.listeners).toEqual([]);
  });
});
