/**
 * The forced-move dialog's Foundry glue (board-prompts.ts `askForcedMove`): the real template rendered with
 * the real language file, and a DialogV2.prompt stand-in written from the v13 API pages: it resolves with the
 * ok button's callback result, or null when the dialog is closed with `rejectClose: false`; its `render`
 * option is called with the dialog. The test plays the GM typing into the form.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { promptHarness } from "./prompt-harness.js";

const harness = promptHarness();
const { prompts, warnings, html, types } = harness;
const askForcedMove: typeof import("../../../src/system/combat/tracker/board-prompts.js").askForcedMove = (
  ...args
) => harness.module().askForcedMove(...args);

const base: BattleEvent = { type: "move", actorId: "kay", mode: "limited", forced: true, at: { x: 2, y: 3 } };
const kay = { name: "Kay", x: 2, y: 3, partner: "Ironhorn Stag" };

describe("the forced-move dialog", () => {
  it("[MOUNT-08] asks for the point, prefilled, and for a mounted pair whether it moves together", async () => {
    await askForcedMove(base, kay);
    const config = prompts[0];
    expect(config?.window.title).toBe("Kay: forced move");
    expect(config?.ok.label).toBe("Move");
    expect(config?.rejectClose).toBe(false);
    expect(config?.classes).toContain("sw25-forced-dialog");
    expect(config?.content).toContain('name="x" value="2"');
    expect(config?.content).toContain('name="y" value="3"');
    expect(config?.content).toContain(
      '<input type="checkbox" name="together"> Kay and Ironhorn Stag move together (they stay mounted)',
    );
    expect(config?.content).toContain("Unticked, only Kay moves: the rider falls off and lies prone.");
    expect(html.missing).toEqual(new Set());
  });

  it("[MOUNT-08] someone on foot gets no checkbox", async () => {
    await askForcedMove({ ...base, actorId: "ann" }, { name: "Ann", x: 6, y: 3, partner: "" });
    expect(prompts[0]?.content).not.toContain("together");
  });

  it("[MOUNT-08] Move sends the typed point, ticked together: the exact event", async () => {
    types({ x: "8", y: "3", together: true });
    expect(await askForcedMove(base, kay)).toEqual({
      type: "move",
      actorId: "kay",
      mode: "limited",
      forced: true,
      at: { x: 8, y: 3 },
      together: true,
    });
    expect(warnings).toEqual([]);
  });

  it("[MOUNT-08] from an override button the answer stays an override", async () => {
    types({ x: "0", y: "10000" });
    expect(await askForcedMove({ type: "override", event: base }, kay)).toEqual({
      type: "override",
      event: { type: "move", actorId: "kay", mode: "limited", forced: true, at: { x: 0, y: 10000 } },
    });
  });

  it("[MOUNT-08] bad coordinates reaching Move (Enter in a field) send nothing and say so", async () => {
    for (const values of [
      { x: "", y: "3" },
      { x: "8", y: "abc" },
      { x: "-10001", y: "3" },
      { x: "8", y: "10001" },
    ]) {
      warnings.length = 0;
      types(values);
      expect(await askForcedMove(base, kay), JSON.stringify(values)).toBeNull();
      expect(warnings).toEqual(["Nothing was moved: check the coordinates."]);
    }
  });

  it("[MOUNT-08] closing the dialog sends nothing and warns about nothing", async () => {
    harness.answer(() => null);
    expect(await askForcedMove(base, kay)).toBeNull();
    expect(warnings).toEqual([]);
  });
});
