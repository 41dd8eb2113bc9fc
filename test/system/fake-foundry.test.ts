/**
 * The fake Foundry follows the public docs it cites (test/system/boot/): these tests pin the behaviours the
 * system's tests rely on, so a fake that drifts from the docs fails here, not silently in a green suite.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ChatMessage13, ChatMessage14, FakeCollection } from "./boot/fake-documents.js";
import { type BootRecord, fakeGeneration, installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";

const g = globalThis as unknown as {
  Hooks: {
    on(n: string, fn: () => unknown): number;
    once(n: string, fn: () => unknown): number;
    callAll(n: string): boolean;
  };
  game: Record<string, unknown>;
  fromUuid(uuid: string): Promise<unknown>;
  foundry: { applications: { api: { ApplicationV2: new () => { render(o?: unknown): Promise<unknown> } } } };
};
let record: BootRecord;

beforeAll(() => {
  record = installFakeFoundry(ROOT);
});

describe(`the fake Foundry v${fakeGeneration()}`, () => {
  it("Hooks: callbacks run in registration order, a once callback among the on ones, and only once", () => {
    const calls: string[] = [];
    g.Hooks.on("sample", () => calls.push("on1"));
    g.Hooks.once("sample", () => calls.push("once"));
    g.Hooks.on("sample", () => calls.push("on2"));
    g.Hooks.callAll("sample");
    g.Hooks.callAll("sample");
    expect(calls).toEqual(["on1", "once", "on2", "on1", "on2"]);
    expect(record.onceHooks.has("sample")).toBe(false);
  });

  it("fromUuid finds an unlinked token's synthetic actor, an embedded item, and nothing for a wrong id", async () => {
    const wolf = { id: "wolf", documentName: "Actor" };
    const token = { id: "t1", actor: wolf };
    const scene = { id: "s1", tokens: new FakeCollection<unknown>().set("t1", token) };
    const sword = { id: "i1" };
    const hero = { id: "hero", items: new FakeCollection<unknown>().set("i1", sword) };
    g.game.scenes = new FakeCollection<unknown>().set("s1", scene);
    g.game.actors = new FakeCollection<unknown>().set("hero", hero);
    expect(await g.fromUuid("Scene.s1.Token.t1.Actor.wolf")).toBe(wolf);
    expect(await g.fromUuid("Scene.s1.Token.t1")).toBe(token);
    expect(await g.fromUuid("Actor.hero.Item.i1")).toBe(sword);
    expect(await g.fromUuid("Actor.hero")).toBe(hero);
    expect(await g.fromUuid("Scene.s1.Token.t1.Actor.other")).toBeNull();
    expect(await g.fromUuid("Scene.s1.Token")).toBeNull();
  });

  it("ApplicationV2.render adds a new application only when forced; a rendered one re-renders", async () => {
    const app = new g.foundry.applications.api.ApplicationV2();
    const before = record.renderedApps.length;
    await app.render();
    expect(record.renderedApps.length).toBe(before);
    await app.render({ force: true });
    await app.render();
    expect(record.renderedApps.length).toBe(before + 2);
  });

  it("the chat mode functions accept only the documented modes", () => {
    expect(() => ChatMessage13.applyRollMode({}, "gm")).toThrow();
    expect(() => ChatMessage14.applyMode({}, "ic")).toThrow();
    expect(() => ChatMessage14.applyMode({}, "gmroll")).toThrow();
    expect(ChatMessage14.applyMode({}, "blind")).toMatchObject({ blind: true });
  });
});
