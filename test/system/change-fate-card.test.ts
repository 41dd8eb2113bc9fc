/**
 * Change Fate (運命変転) on a roll's chat card (src/system/chat/change-fate.ts) in a fake Foundry: the button
 * for the card's owner and a GM with the uses left today, one use spent, the card written again flipped, and
 * the apply button then applying the flipped damage. Faked Foundry behaviour, from the public API pages:
 * - Document#update(changes) merges dotted keys: https://foundryvtt.com/api/classes/foundry.abstract.Document.html#update
 * - Document#isOwner: https://foundryvtt.com/api/classes/foundry.abstract.Document.html#isOwner
 * - ChatMessage.getSpeakerActor(speaker): "Obtain an Actor instance which represents the speaker of this
 *   message (if any)": https://foundryvtt.com/api/classes/foundry.documents.ChatMessage.html#getSpeakerActor
 * - fromUuidSync(uuid): https://foundryvtt.com/api/functions/foundry.utils.fromUuidSync.html
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { TEMPLATE_HELPERS } from "../../src/system/applications/template-helpers.js";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { renderer } from "../browser/render-harness.js";
import { installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";
import { cardActorFields } from "./fixtures/card-targets.js";
import { GOBLIN, MAREN, WOLF } from "./fixtures/sample-actors.js";

type ChangeFate = typeof import("../../src/system/chat/change-fate.js");
let fate: ChangeFate;
let applyCard: typeof import("../../src/system/chat/apply-card.js").applyCard;
let Base: new (data: Record<string, unknown>) => Record<string, unknown>;

const player = { id: "player1", isGM: false };
const gm = { id: "gm1", isGM: true };
const game = () => (globalThis as unknown as { game: Record<string, unknown> }).game;

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

beforeAll(async () => {
  const record = installFakeFoundry(ROOT);
  // The system's template helpers, as registerUI registers them on Foundry's Handlebars.
  record.handlebars.registerHelper(TEMPLATE_HELPERS);
  const g = game() as Record<string, unknown> & { settings: { register(...a: unknown[]): void } };
  g.combats = [];
  g.user = gm;
  g.settings.register("swordworld25", "healingWakeRule", { default: "stayUnconscious" });
  fate = await import("../../src/system/chat/change-fate.js");
  ({ applyCard } = await import("../../src/system/chat/apply-card.js"));
  Base = (await import("../../src/system/documents/actor.js")).SW25Actor as never;
});

/** Document#update as documented: dotted keys set, objects merged. */
function applyUpdate(target: Record<string, unknown>, changes: Record<string, unknown>) {
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split(".");
    let at = target;
    for (const key of keys.slice(0, -1)) {
      if (typeof at[key] !== "object" || at[key] === null) at[key] = {};
      at = at[key] as Record<string, unknown>;
    }
    at[keys.at(-1) as string] = structuredClone(value);
  }
}

interface FakeActor extends Record<string, unknown> {
  system: Record<string, unknown>;
  flags: Record<string, unknown>;
  updates: Record<string, unknown>[];
}

function fakeActor(input: ActorInput, type: string, owner: string): FakeActor {
  const actor = new Base({}) as FakeActor;
  Object.assign(actor, {
    ...cardActorFields(input, type),
    updates: [],
    toObject: () => ({ system: actor.system }),
    testUserPermission: (user: { id: string; isGM: boolean }) => user.isGM || user.id === owner,
    toggleStatusEffect: async () => undefined,
    update: async (data: Record<string, unknown>) => {
      actor.updates.push(data);
      applyUpdate(actor, data);
    },
  });
  Object.defineProperty(actor, "isOwner", {
    get: () => {
      const user = game().user as { id: string; isGM: boolean };
      return user.isGM || user.id === owner;
    },
  });
  return actor;
}

interface FakeMessage extends Record<string, unknown> {
  flags: { swordworld25: Record<string, unknown> };
  content: string;
  updates: Record<string, unknown>[];
}

const actors: Record<string, FakeActor> = {};

/** A card posted by `author`, spoken by `speaker` (an actor id); owned by its author and every GM. */
function post(id: string, card: RollCard, speaker: string, author = player): FakeMessage {
  const message = {
    id,
    author,
    speaker: { actor: speaker },
    content: "<div>as rolled</div>",
    flags: { swordworld25: { card } },
    updates: [],
    canUserModify: (user: { isGM: boolean; id: string }) => user.isGM || user.id === author.id,
    update: async (data: Record<string, unknown>) => {
      message.updates.push(data);
      applyUpdate(message, data);
    },
  } as unknown as FakeMessage;
  Object.defineProperty(message, "isOwner", {
    get: () => {
      const user = game().user as { id: string; isGM: boolean };
      return user.isGM || user.id === author.id;
    },
  });
  (game().messages as Map<string, unknown>).set(id, message);
  return message;
}

function setup(input: ActorInput = WOLF, used = 0) {
  for (const key of Object.keys(actors)) delete actors[key];
  const roller = fakeActor(input, "character", player.id);
  roller.system.dailyUses = { changeFate: used };
  actors[`Actor.${input.id}`] = roller;
  actors["Actor.goblin"] = fakeActor(GOBLIN, "monster", gm.id);
  const g = globalThis as Record<string, unknown>;
  g.fromUuid = async (uuid: string) => actors[uuid] ?? null;
  g.fromUuidSync = (uuid: string) => actors[uuid] ?? null;
  (g.ChatMessage as Record<string, unknown>).getSpeakerActor = (speaker: { actor?: string }) =>
    actors[`Actor.${speaker.actor}`] ?? null;
  game().user = player;
  return roller;
}

const accuracy = must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }));
const sword = must(rollRequest("character", WOLF, { roll: "power", itemId: "bastard" }));

/** Wolf's accuracy (2d + 5) against the Goblin's Evasion 13 (a fixed value). */
function accuracyCard(dice: [number, number]): RollCard {
  return must(
    performRoll(
      accuracy,
      { modifier: 0, against: 13, againstTarget: { name: "Goblin", stat: "evasion" } },
      fixedDice(dice),
    ),
  );
}

/** Wolf's Bastard Sword (K17@10 + 5) as the sheet posts it: source and roll id. */
function swordCard(dice: number[], rollId = "abcdefghijklmnop0001"): RollCard {
  const card = must(performRoll(sword, { modifier: 0 }, fixedDice(dice)));
  return {
    ...card,
    source: { actorUuid: "Actor.wolf", roll: "power", itemId: "bastard" },
    rollId,
  } as RollCard;
}

describe("[#35.1] flipping a card's data", () => {
  it("a 1-1 accuracy roll against Evasion 13 becomes 6-6: an automatic success, the contest won", () => {
    const card = accuracyCard([1, 1]);
    expect(cardView(card).outcome).toBe("fumble");
    const flipped = must(fate.flipCard(card, fixedDice([])));
    if (flipped.kind !== "check") throw new Error("check");
    expect(flipped.check).toMatchObject({ dice: [6, 6], total: 17, autoSuccess: true, experience: 50 });
    expect(flipped.against?.contest).toEqual({ activeWins: true, reason: "autoSuccess" });
    expect(flipped.flipped).toEqual({ index: 0, from: [1, 1], to: [6, 6] });
    expect(cardView(flipped)).toMatchObject({ outcome: "critical", outcomeLabel: "SW25.Card.AutoSuccess" });
  });

  it("a Death Check is judged again against its own target", () => {
    const death = must(
      rollRequest(
        "character",
        { ...WOLF, system: { ...(WOLF.system as object), hp: { value: -12, max: 21 } } },
        {
          roll: "deathCheck",
        },
      ),
    );
    // 2d + Adventurer Level 2 + Vitality modifier 2 against 12: 2+3+4 = 9 fails; flipped 5+4+4 = 13 holds.
    const card = must(performRoll(death, { modifier: 0 }, fixedDice([2, 3])));
    expect(card.kind === "check" && [card.check.success, card.target]).toEqual([false, 12]);
    const flipped = must(fate.flipCard(card, fixedDice([])));
    expect(flipped.kind === "check" && flipped.check).toMatchObject({ total: 13, success: true });
  });

  it("a power card's 1-1 becomes 6-6: read on the table, a critical rolled on with new dice", () => {
    const card = swordCard([1, 1]);
    expect(card.kind === "power" && [card.fumble, card.total]).toEqual([true, 0]);
    // K17: 12 reads 8 (a critical at C 10), then 3+4 = 7 reads 5; + 5 extra damage = 18.
    const flipped = must(fate.flipCard(card, fixedDice([3, 4])));
    if (flipped.kind !== "power") throw new Error("power");
    expect(flipped).toMatchObject({
      fumble: false,
      criticals: 1,
      total: 18,
      rollId: card.kind === "power" && card.rollId,
    });
    expect(flipped.steps.map((s) => s.dice)).toEqual([
      [6, 6],
      [3, 4],
    ]);
    expect(cardView(flipped).damageButtons.length).toBeGreaterThan(0);
  });

  it("refuses a second flip, a certainty check and a fixed value", () => {
    const once = must(fate.flipCard(accuracyCard([2, 2]), fixedDice([])));
    expect(fate.flipCard(once, fixedDice([]))).toMatchObject({
      ok: false,
      error: { code: "ChangeFateAlreadyFlipped" },
    });
    const certain = {
      ...accuracyCard([2, 2]),
      certainty: {
        rolls: [
          { dice: [2, 2], total: 9 },
          { dice: [1, 2], total: 8 },
        ],
        kept: 0,
      },
    };
    expect(fate.flipCard(certain as RollCard, fixedDice([]))).toMatchObject({
      ok: false,
      error: { code: "ChangeFateNotHere" },
    });
    expect(fate.flipCard({ kind: "fixed", label: "x", value: 12 }, fixedDice([]))).toMatchObject({
      ok: false,
    });
  });

  it("a chat palette roll (a notation card) is read again: 2d6+4>=10 with 1-1 becomes an automatic success", () => {
    const card: RollCard = {
      kind: "notation",
      notation: "2d6+4>=10",
      text: "(2D6+4>=10) > 2[1,1]+4 > 6 > automatic failure",
      dice: [1, 1],
    };
    const flipped = must(fate.flipCard(card, fixedDice([])));
    expect(flipped).toMatchObject({
      text: "(2D6+4>=10) > 12[6,6]+4 > 16 > automatic success",
      dice: [6, 6],
      flipped: { from: [1, 1], to: [6, 6] },
    });
    expect(cardView(flipped).lines).toEqual([{ label: "SW25.Card.ChangeFate.Flipped", value: "1,1 → 6,6" }]);
    // K20 whose 1-1 is flipped rolls on: 6-6 reads 10, then 2+2 reads 2.
    const power = must(
      fate.flipCard({ kind: "notation", notation: "K20", text: "", dice: [1, 1] }, fixedDice([2, 2])),
    );
    expect(power).toMatchObject({ dice: [6, 6, 2, 2] });
    expect(power.kind === "notation" && power.text.endsWith("> 12")).toBe(true);
    // Three dice are no 2d: refused.
    expect(
      fate.flipCard({ kind: "notation", notation: "3D6", text: "", dice: [1, 2, 3] }, fixedDice([])),
    ).toMatchObject({
      ok: false,
      error: { code: "FlipNotTwoDice" },
    });
  });

  it("the card shows the flip in both languages", () => {
    const flipped = { ...must(fate.flipCard(accuracyCard([1, 1]), fixedDice([]))), actor: "Wolf" };
    const en = renderer("en");
    const htmlEn = en.render("chat/roll-card.hbs", { card: cardView(flipped) }).replace(/\s+/g, " ");
    expect([...en.missing]).toEqual([]);
    expect(htmlEn).toContain("<dt>Change Fate</dt><dd>1,1 → 6,6</dd>");
    expect(htmlEn).toContain("Automatic success");
    const ja = renderer("ja");
    const htmlJa = ja.render("chat/roll-card.hbs", { card: cardView(flipped) }).replace(/\s+/g, " ");
    expect(htmlJa).toContain("<dt>運命変転</dt><dd>1,1 → 6,6</dd>");
    expect(htmlJa).toContain("自動成功");
  });
});

describe("[#35.1] the Change Fate button on the card", () => {
  it("says the uses left today in both languages; at 0 it is disabled and says why", () => {
    // Foundry's game.i18n: format fills the placeholders, localize does not (the harness's localize does both).
    const words = (lang: "en" | "ja") => {
      const r = renderer(lang);
      return { format: r.localize, localize: (key: string) => r.localize(key) };
    };
    const en = words("en");
    expect(fate.changeFateRow(1, en)).toContain(">Change Fate (1/1 left today)</button>");
    expect(fate.changeFateRow(1, en)).not.toContain("disabled");
    const none = fate.changeFateRow(0, words("ja"));
    expect(none).toContain(" disabled>運命変転（今日の残り0/1回）</button>");
    expect(none).toContain('title="今日の運命変転は使い切りました。新しい日に回復します。"');
  });

  it("offers the roller's owner one use today; pressing it spends the use and writes the flipped card", async () => {
    const wolf = setup();
    const message = post("m1", accuracyCard([1, 1]), "wolf");
    expect(fate.changeFateOffer(message as never)).toMatchObject({ left: 1 });
    expect(await fate.changeFateOnCard(message as never, fixedDice([]))).toBeNull();
    expect(wolf.updates).toEqual([{ "system.dailyUses.changeFate": 1 }]);
    const card = message.flags.swordworld25.card as Extract<RollCard, { kind: "check" }>;
    expect(card.check).toMatchObject({ dice: [6, 6], autoSuccess: true });
    expect(message.content).toContain("SW25.Card.AutoSuccess");
    expect(message.content).toContain("SW25.Card.ChangeFate.Flipped");
    // Flipped once: no button any more, and a second press changes nothing.
    expect(fate.changeFateOffer(message as never)).toBeNull();
    expect(await fate.changeFateOnCard(message as never, fixedDice([]))).toMatchObject({
      code: "ChangeFateNotHere",
    });
    expect(wolf.updates).toHaveLength(1);
  });

  it("with no use left today the button shows 0 and pressing it changes nothing", async () => {
    const wolf = setup(WOLF, 1);
    const message = post("m2", accuracyCard([1, 1]), "wolf");
    expect(fate.changeFateOffer(message as never)).toMatchObject({ left: 0 });
    expect(await fate.changeFateOnCard(message as never, fixedDice([]))).toMatchObject({
      code: "RaceAbilityUsedUp",
    });
    expect(wolf.updates).toEqual([]);
    expect(message.updates).toEqual([]);
  });

  it("a palette roll of the character offers it; a 3D6 roll does not", () => {
    setup();
    const palette = post("m7", { kind: "notation", notation: "2d6+4", text: "", dice: [1, 2] }, "wolf");
    expect(fate.changeFateOffer(palette as never)).toMatchObject({ left: 1 });
    const three = post("m8", { kind: "notation", notation: "3D6", text: "", dice: [1, 2, 3] }, "wolf");
    expect(fate.changeFateOffer(three as never)).toBeNull();
  });

  it("is offered to the GM too, but not to another player nor for a race without it", () => {
    setup();
    const message = post("m3", accuracyCard([2, 2]), "wolf");
    game().user = gm;
    expect(fate.changeFateOffer(message as never)).toMatchObject({ left: 1 });
    game().user = { id: "player2", isGM: false };
    expect(fate.changeFateOffer(message as never)).toBeNull();
    setup(MAREN);
    const maren = post("m4", accuracyCard([2, 2]), "maren");
    expect(fate.changeFateOffer(maren as never)).toBeNull();
  });

  it("a flipped damage card applies the flipped damage; an applied card is refused until undone", async () => {
    setup();
    const message = post("m5", swordCard([1, 1], "abcdefghijklmnop0005"), "wolf");
    expect(await fate.changeFateOnCard(message as never, fixedDice([3, 4]))).toBeNull();
    game().user = gm;
    const goblin = actors["Actor.goblin"] as FakeActor;
    const hp = () => (goblin.system.sections as { hp: { value: number } }[]).map((s) => s.hp.value);
    expect(hp()).toEqual([16]);
    expect(
      await applyCard(
        { messageId: "m5", targetUuid: "Actor.goblin", button: { effect: "damage", section: 0 } } as never,
        gm as never,
      ),
    ).toBeNull();
    // 18 damage less the Goblin's Defense 1 takes its 16 HP to -1 (the 1-1 would have dealt nothing).
    expect(hp()).toEqual([-1]);

    setup();
    const applied = post("m6", swordCard([2, 2], "abcdefghijklmnop0006"), "wolf");
    applied.flags.swordworld25.applied = [
      { target: "Actor.goblin", undone: false, at: 1, section: 0, effect: "damage" },
    ];
    expect(await fate.changeFateOnCard(applied as never, fixedDice([]))).toMatchObject({
      code: "ChangeFateApplied",
    });
    expect((actors["Actor.wolf"] as FakeActor).updates).toEqual([]);
  });
});
