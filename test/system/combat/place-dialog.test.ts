/**
 * The placement dialog's Foundry glue (board-prompts.ts `askPlace`, STD-04): the real template rendered with
 * the real language file, and a DialogV2.prompt stand-in written from the v13 API pages: it resolves with the
 * ok button's callback result, or null when the dialog is closed with `rejectClose: false`; its `render`
 * option is called with the dialog. The test plays the GM typing into the form.
 */
import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { promptHarness } from "./prompt-harness.js";

const harness = promptHarness();
const { prompts, warnings, html, types } = harness;
const askPlace: typeof import("../../../src/system/combat/tracker/board-prompts.js").askPlace = (...args) =>
  harness.module().askPlace(...args);

const base: BattleEvent = { type: "place", combatantId: "cora", at: { x: 0, y: 0 } };
const cora = { name: "Cora", x: "", y: "", partner: "" };

describe("the placement dialog", () => {
  it("[STD-04] asks for the point, empty, and says that placing is not a move", async () => {
    await askPlace(base, cora);
    const config = prompts[0];
    expect(config?.window.title).toBe("Cora: place on the battlefield");
    expect(config?.ok.label).toBe("Place");
    expect(config?.rejectClose).toBe(false);
    expect(config?.classes).toContain("sw25-place-dialog");
    expect(config?.content).toContain('name="x" value=""');
    expect(config?.content).toContain('name="y" value=""');
    expect(config?.content).toContain(
      "Placing is not a move: it spends no movement and nobody can block it.",
    );
    expect(config?.content).not.toContain("together");
    expect(html.missing).toEqual(new Set());
  });

  it("[MOUNT-01] a rider whose mount stands somewhere: prefilled with the mount's point, and says why", async () => {
    await askPlace(
      { ...base, combatantId: "kay", at: { x: 7, y: 2 } },
      {
        name: "Kay",
        x: "7",
        y: "2",
        partner: "Ironhorn Stag",
      },
    );
    const content = prompts[0]?.content ?? "";
    expect(content).toContain('name="x" value="7"');
    expect(content).toContain('name="y" value="2"');
    expect(content).toContain(
      "Ironhorn Stag already stands at (7, 2): a rider and mount are placed together",
    );
  });

  it("[STD-04] Place sends the typed point: the exact event", async () => {
    types({ x: "12", y: "-4" });
    expect(await askPlace(base, cora)).toEqual({ type: "place", combatantId: "cora", at: { x: 12, y: -4 } });
    expect(warnings).toEqual([]);
  });

  it("[STD-04] bad coordinates reaching Place (Enter in a field) send nothing and say so", async () => {
    for (const values of [
      { x: "", y: "3" },
      { x: "8", y: "abc" },
      { x: "-10001", y: "3" },
    ]) {
      warnings.length = 0;
      types(values);
      expect(await askPlace(base, cora), JSON.stringify(values)).toBeNull();
      expect(warnings).toEqual(["Nobody was placed: check the coordinates."]);
    }
  });

  it("[STD-04] closing the dialog sends nothing and warns about nothing", async () => {
    harness.answer(() => null);
    expect(await askPlace(base, cora)).toBeNull();
    expect(warnings).toEqual([]);
  });
});
