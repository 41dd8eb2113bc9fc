/**
 * The palette window is one per actor document, keyed by the actor's uuid: the unlinked tokens of one monster
 * have synthetic actors with the world actor's id, and each opens its own window (fake Foundry's
 * ApplicationV2, which renders a new window only when forced).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type BootRecord, installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";

let record: BootRecord;
let PaletteWindow: {
  open(actor: unknown): void;
  refresh(actor: unknown): void;
};

beforeAll(async () => {
  record = installFakeFoundry(ROOT);
  ({ PaletteWindow } = (await import("../../src/system/applications/palette-window.js")) as never);
});

const actor = (uuid: string) => ({ id: "wolf000000000001", uuid, name: "Wolf", system: {}, items: [] });

describe("palette windows", () => {
  it("two unlinked tokens of one monster (same actor id) open two windows; the same actor reopens its own", async () => {
    const a = actor("Scene.s1.Token.tA.Actor.wolf000000000001");
    const b = actor("Scene.s1.Token.tB.Actor.wolf000000000001");
    PaletteWindow.open(a);
    PaletteWindow.open(b);
    PaletteWindow.open(a);
    await new Promise((r) => setTimeout(r, 0));
    const apps = record.renderedApps.map((r) => r.app as { options: { id: string } });
    expect(apps.map((app) => app.options.id)).toEqual([
      "sw25-palette-Scene-s1-Token-tA-Actor-wolf000000000001",
      "sw25-palette-Scene-s1-Token-tB-Actor-wolf000000000001",
      "sw25-palette-Scene-s1-Token-tA-Actor-wolf000000000001",
    ]);
    expect(apps[0]).toBe(apps[2]);
    expect(apps[0]).not.toBe(apps[1]);
  });

  it("a refresh re-renders only the window already open (no force): a closed-never-opened one stays closed", async () => {
    const before = record.renderedApps.length;
    PaletteWindow.refresh(actor("Actor.never000000001"));
    PaletteWindow.refresh(actor("Scene.s1.Token.tB.Actor.wolf000000000001"));
    await new Promise((r) => setTimeout(r, 0));
    const ids = record.renderedApps
      .slice(before)
      .map((r) => (r.app as { options: { id: string } }).options.id);
    expect(ids).toEqual(["sw25-palette-Scene-s1-Token-tB-Actor-wolf000000000001"]);
  });
});
