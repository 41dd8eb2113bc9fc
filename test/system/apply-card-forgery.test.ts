/**
 * The GM-side apply handler (src/system/chat/apply-card.ts) driven with forged cards, in a fake Foundry:
 * the GM reads power, C value, extra damage and healing from the acting actor, never from the card.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";
import { cardActorFields, wolfSwordCard } from "./fixtures/card-targets.js";
import { GOBLIN, WOLF } from "./fixtures/sample-actors.js";

type ApplyCard = typeof import("../../src/system/chat/apply-card.js").applyCard;
let applyCard: ApplyCard;
let Base: new (data: Record<string, unknown>) => Record<string, unknown>;

const player = { id: "player1", isGM: false };
const gm = { id: "gm1", isGM: true };

beforeAll(async () => {
  installFakeFoundry(ROOT);
  const game = (
    globalThis as unknown as {
      game: Record<string, unknown> & { settings: { register(...a: unknown[]): void } };
    }
  ).game;
  game.combats = [];
  game.settings.register("swordworld25", "healingWakeRule", { default: "stayUnconscious" });
  ({ applyCard } = await import("../../src/system/chat/apply-card.js"));
  Base = (await import("../../src/system/documents/actor.js")).SW25Actor as never;
});

interface FakeActor {
  system: Record<string, unknown>;
  updates: Record<string, unknown>[];
  flags: Record<string, unknown>;
}

function fakeActor(input: ActorInput, type: string, owner: string): FakeActor & Record<string, unknown> {
  const actor = new Base({}) as FakeActor & Record<string, unknown>;
  Object.assign(actor, {
    ...cardActorFields(input, type),
    updates: [],
    toObject: () => ({ system: input.system }),
    testUserPermission: (user: { id: string; isGM: boolean }) => user.isGM || user.id === owner,
    update: async (data: Record<string, unknown>) => {
      actor.updates.push(data);
      const key = Object.keys(data).find((k) => k.startsWith("flags.swordworld25.appliedCards."));
      if (key) {
        const cards = ((actor.flags.swordworld25 as { appliedCards?: object })?.appliedCards ?? {}) as object;
        actor.flags = {
          swordworld25: { appliedCards: { ...cards, [key.split(".").pop() as string]: data[key] } },
        };
      }
    },
    toggleStatusEffect: async () => undefined,
  });
  return actor;
}

let wolf: ReturnType<typeof fakeActor>;
let goblin: ReturnType<typeof fakeActor>;

/** A power card as a sheet posts it for Wolf's Bastard Sword (power 17, C 10, extra damage 5). */
const swordCard = wolfSwordCard;

function post(id: string, card: Record<string, unknown>, author = player) {
  const message = {
    id,
    author,
    flags: { swordworld25: { card } },
    canUserModify: () => false,
    update: async () => undefined,
  };
  (globalThis as unknown as { game: { messages: Map<string, unknown> } }).game.messages.set(id, message);
}

function setup() {
  wolf = fakeActor(WOLF, "character", player.id);
  goblin = fakeActor(GOBLIN, "monster", gm.id);
  const actors: Record<string, unknown> = { "Actor.wolf": wolf, "Actor.goblin": goblin };
  Object.assign(globalThis, { fromUuid: async (uuid: string) => actors[uuid] ?? null });
}

const hit = (messageId: string, button: Record<string, unknown> = { effect: "damage" }) =>
  applyCard({ messageId, targetUuid: "Actor.goblin", button: button as never }, player as never);
const goblinHp = () => {
  const update = goblin.updates.at(-1) as { "system.sections"?: { hp: { value: number } }[] } | undefined;
  return update?.["system.sections"]?.[0]?.hp.value;
};

describe("forged cards at the GM's apply handler", () => {
  it("[DMG-12] an honest card applies: 17 − Defense 1 = 16 from the Goblin's 16 HP", async () => {
    setup();
    post("m1", swordCard());
    expect(await hit("m1")).toBeNull();
    expect(goblinHp()).toBe(0);
  });

  it("[DMG-01] extra damage 1,000,000, C 3 and a forged total are not read: the actor's numbers are", async () => {
    setup();
    post("m2", swordCard({ extraDamage: 1_000_000, criticalValue: 3, total: 1_000_017, power: 100 }));
    expect(await hit("m2")).toBeNull();
    expect(goblinHp()).toBe(0);
    expect(goblin.updates.length).toBe(1);
  });

  it("[DMG-01] a player's situational damage modifier is refused", async () => {
    setup();
    post("m3", swordCard({ options: { modifier: 999_995 } }));
    expect((await hit("m3"))?.code).toBe("ApplyModifierGmOnly");
    expect(goblin.updates).toEqual([]);
  });

  it("[DMG-01] healing: true on a weapon card is not healing; certain is the GM's", async () => {
    setup();
    post("m4", swordCard({ healing: true, damageKind: "certain" }));
    expect((await hit("m4", { effect: "healing" }))?.code).toBe("ApplyNotHealing");
    expect((await hit("m4", { effect: "damage", kind: "certain" }))?.code).toBe("ApplyKindNotAllowed");
    expect(goblin.updates).toEqual([]);
  });

  it("[DMG-01] a card speaking for an actor its author does not own is refused", async () => {
    setup();
    post("m5", swordCard({ source: { actorUuid: "Actor.goblin", roll: "monsterDamage", section: "0" } }));
    expect((await hit("m5"))?.code).toBe("ApplyCardNotYourActor");
    post("m6", swordCard({ source: undefined }));
    expect((await hit("m6"))?.code).toBe("ApplyCardNoSource");
  });

  it("[SECT-04] the same dice reposted as a new message are refused", async () => {
    setup();
    post("m7", swordCard());
    expect(await hit("m7")).toBeNull();
    post("m8", swordCard());
    expect((await hit("m8"))?.code).toBe("ApplyAlreadyDone");
    expect(goblin.updates.length).toBe(1);
  });

  it("[ROLL-10] [DMG-03] Halve: the first table roll only, plus extra damage, halved: (7 + 5) / 2 = 6 − 1 = 5", async () => {
    setup();
    post("m9", swordCard());
    // The critical chain (7 + 5 + 5 = 17) is not read: a resisted application cannot critical.
    expect(await hit("m9", { effect: "damage", halve: true })).toBeNull();
    expect(goblinHp()).toBe(11);
  });

  it("[DMG-12] a card whose steps are not a list is refused with a clear error, not a TypeError; nothing changes", async () => {
    setup();
    post("m10", swordCard({ steps: { 0: { dice: [6, 6] } } }));
    expect(await hit("m10")).toEqual({
      code: "RelayNoCard",
      message: "the card's steps are not a list of rolled dice",
    });
    post("m11", swordCard({ steps: [null] }));
    expect((await hit("m11"))?.code).toBe("RelayNoCard");
    post("m12", swordCard({ steps: "66" }));
    expect((await hit("m12"))?.code).toBe("RelayNoCard");
    expect(goblin.updates).toEqual([]);
  });
});
