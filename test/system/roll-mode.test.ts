/**
 * Every card a user makes follows the mode picked in the chat log (v13 `core.rollMode`, v14
 * `core.messageMode`), unless the notation says secret: the booted bundle in the fake v13 and v14.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { compat } from "../../src/system/compat/index.js";
import { bootBundle } from "./boot/boot-bundle.js";
import { ChatMessage14, createdDocuments, fakeGM, User } from "./boot/fake-documents.js";
import { type BootRecord, fakeGeneration } from "./boot/fake-foundry.js";

const GENERATION = fakeGeneration();
const g = globalThis as unknown as {
  game: { user: unknown; settings: { set(ns: string, key: string, v: unknown): Promise<unknown> } };
  Hooks: { call(name: string, ...args: unknown[]): boolean };
};
let record: BootRecord;

beforeAll(async () => {
  record = await bootBundle();
}, 60_000);

/** The user's pick in the chat log, stored as the running generation names it. */
async function pick(mode: "public" | "gm" | "blind" | "self") {
  if (GENERATION === 13) await g.game.settings.set("core", "rollMode", `${mode === "gm" ? "gm" : mode}roll`);
  else await g.game.settings.set("core", "messageMode", mode);
}

afterEach(async () => {
  await pick("public");
  g.game.user = fakeGM;
});

async function rollInChat(text: string) {
  const before = createdDocuments.length;
  expect(g.Hooks.call("chatMessage", {}, text, {})).toBe(false);
  await vi.waitFor(() => expect(createdDocuments.length).toBeGreaterThan(before));
  return createdDocuments.slice(before)[0]?.data as { whisper?: string[]; blind?: boolean };
}

describe(`the chat's mode on the fake v${GENERATION}`, () => {
  it("a GM who picked 'GM roll' rolls /sw 2d6 for the GMs only", async () => {
    await pick("gm");
    const message = await rollInChat("/sw 2d6");
    expect(message.whisper).toEqual([fakeGM.id]);
    expect(message.blind).toBe(false);
  });

  it("a public pick posts to everyone; a blind pick hides the result from the roller", async () => {
    expect((await rollInChat("/sw 2d6")).whisper ?? []).toEqual([]);
    await pick("blind");
    const blind = await rollInChat("/sw 2d6");
    expect(blind).toMatchObject({ whisper: [fakeGM.id], blind: true });
  });

  it("a player's 'self roll' is whispered to that player alone", async () => {
    const player = Object.assign(new User({ id: "player0000000001", name: "Player" }), { isGM: false });
    g.game.user = player;
    await pick("self");
    expect((await rollInChat("/sw 2d6")).whisper).toEqual(["player0000000001"]);
  });

  it("the notation's secret (S) still goes to the GMs and the roller, whatever the pick", async () => {
    await pick("public");
    const secret = await rollInChat("/sw S2d6");
    expect(secret.whisper).toEqual([fakeGM.id, fakeGM.id]);
  });

  it("v14 reads core.messageMode and calls applyMode: no deprecated setting or function is used", async () => {
    await pick("gm");
    await rollInChat("/sw 2d6");
    expect(record.deprecations).toEqual([]);
    expect(ChatMessage14.deprecated).toEqual([]);
  });

  it("compat.userCardMode maps each generation's stored value; an unknown one reads public", async () => {
    for (const mode of ["public", "gm", "blind", "self"] as const) {
      await pick(mode);
      expect(compat.userCardMode()).toBe(mode);
    }
    await g.game.settings.set("core", GENERATION === 13 ? "rollMode" : "messageMode", "ic");
    expect(compat.userCardMode()).toBe("public");
  });
});
