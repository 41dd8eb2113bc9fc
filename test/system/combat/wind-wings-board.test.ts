/**
 * [35-1] The Lildraken's Wind Wings on the Battle Board: the take-off button with today's uses (refused when
 * none is left), the land button while flying on the wings, the player's event policy, and the click that
 * spends the day's use once the take-off is sent. Foundry is faked from its public API: Document#update with
 * dotted keys (foundryvtt.com/api/classes/foundry.abstract.Document.html#update), game.i18n.localize/format
 * (foundryvtt.com/api/classes/foundry.helpers.Localization.html), ui.notifications.warn
 * (foundryvtt.com/api/classes/foundry.applications.ui.Notifications.html).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { arsenalFromItems } from "../../../src/system/combat/policy/arsenal.js";
import { mayRequest } from "../../../src/system/combat/policy/event-policy.js";
import { windWingsButtons } from "../../../src/system/combat/tracker/wind-wings.js";
import { bramsTurn, en, gm, play, player, translator } from "./helpers.js";

const LILDRAKEN = {
  id: "r",
  type: "race",
  name: "リルドラケン",
  system: { abilities: "［鱗の皮膚］［尻尾が武器］［剣の加護／風の翼］" },
};
const kit = (used: number) => arsenalFromItems([LILDRAKEN], { tail: "Tail", windWingsUsed: used });
const bram = (state: ReturnType<typeof bramsTurn>) => state.combatants.find((c) => c.id === "Bram") as never;

describe("[35-1] Wind Wings buttons", () => {
  it("a Lildraken's arsenal counts today's uses; a Human's has none; no actor count: none offered", () => {
    expect(kit(0).windWings).toEqual({ left: 1, perDay: 1 });
    expect(kit(1).windWings).toEqual({ left: 0, perDay: 1 });
    expect(
      arsenalFromItems([{ ...LILDRAKEN, name: "Human", system: { abilities: "" } }], { windWingsUsed: 0 })
        .windWings,
    ).toBeUndefined();
    expect(arsenalFromItems([LILDRAKEN]).windWings).toBeUndefined();
  });

  it("in its own turn: take off, legal, with the uses in the label and the effect's name in the event", () => {
    const state = bramsTurn();
    const [button, ...rest] = windWingsButtons(state, bram(state), kit(0), player("Bram"), en);
    expect(rest).toEqual([]);
    expect(button).toMatchObject({
      label: "Wind Wings: take off (1/1 left today)",
      mode: "legal",
      windWings: true,
    });
    expect(JSON.parse(button?.event ?? "")).toEqual({
      type: "windWings",
      combatantId: "Bram",
      name: "Wind Wings",
    });
    const ja = windWingsButtons(state, bram(state), kit(0), player("Bram"), translator("ja"));
    expect(ja[0]?.label).toBe("風の翼：飛び立つ（今日の残り1/1回）");
  });

  it("used today: blocked with the reason, no click that spends; another player's combatant: no button", () => {
    const state = bramsTurn();
    const [button] = windWingsButtons(state, bram(state), kit(1), player("Bram"), en);
    expect(button).toMatchObject({ mode: "blocked", reason: "Wind Wings has no use left today." });
    expect(button?.windWings).toBeUndefined();
    expect(windWingsButtons(state, bram(state), kit(0), player("Arle"), en)).toEqual([]);
    expect(windWingsButtons(state, bram(state), arsenalFromItems([]), gm, en)).toEqual([]);
  });

  it("flying on its wings: the one button lands it", () => {
    const state = play(bramsTurn(), [{ type: "windWings", combatantId: "Bram" }]);
    const buttons = windWingsButtons(state, bram(state), kit(1), player("Bram"), en);
    expect(buttons.map((b) => [b.label, b.mode, JSON.parse(b.event)])).toEqual([
      ["Wind Wings: land", "legal", { type: "windWings", combatantId: "Bram", land: true }],
    ]);
  });

  it("a player sends Wind Wings for their own combatant only", () => {
    const event: BattleEvent = { type: "windWings", combatantId: "Bram" };
    expect(mayRequest(event, player("Bram"))).toBe(true);
    expect(mayRequest(event, player("Arle"))).toBe(false);
  });
});

const warnings: string[] = [];
let sendWindWings: typeof import("../../../src/system/combat/tracker/board-wind-wings.js").sendWindWings;

beforeAll(async () => {
  vi.stubGlobal("game", {
    i18n: {
      localize: (k: string) => en(k),
      format: (k: string, p: Record<string, string>) => en(k, p),
    },
  });
  vi.stubGlobal("ui", { notifications: { warn: (m: string) => warnings.push(m) } });
  ({ sendWindWings } = await import("../../../src/system/combat/tracker/board-wind-wings.js"));
});

beforeEach(() => {
  warnings.length = 0;
});

/** A send that records the event and reports it sent. */
const record = (sent: BattleEvent[]) => async (event: BattleEvent) => {
  sent.push(event);
  return true;
};

function flier(windWings?: number) {
  const writes: Record<string, unknown>[] = [];
  const system = windWings === undefined ? {} : { dailyUses: { changeFate: 0, windWings } };
  return { writes, system, update: async (changes: Record<string, unknown>) => void writes.push(changes) };
}

describe("[35-1] the take-off click spends the day's use", () => {
  const takeOff: BattleEvent = { type: "windWings", combatantId: "Bram", name: "Wind Wings" };

  it("sent: the event goes and the use is counted (0 → 1); an old actor without the count reads 0", async () => {
    for (const actor of [flier(0), flier()]) {
      const sent: BattleEvent[] = [];
      expect(await sendWindWings(record(sent), takeOff, actor as never)).toBe(true);
      expect(sent).toEqual([takeOff]);
      expect(actor.writes).toEqual([{ "system.dailyUses.windWings": 1 }]);
    }
  });

  it("used today: warned in the player's language, nothing sent or written", async () => {
    const actor = flier(1);
    const sent: BattleEvent[] = [];
    expect(await sendWindWings(record(sent), takeOff, actor as never)).toBe(false);
    expect(sent).toEqual([]);
    expect(actor.writes).toEqual([]);
    expect(warnings).toEqual(["Wind Wings has no use left today."]);
  });

  it("refused by the board: no use spent; no actor: nothing sent", async () => {
    const actor = flier(0);
    expect(await sendWindWings(async () => false, takeOff, actor as never)).toBe(false);
    expect(actor.writes).toEqual([]);
    const sent: BattleEvent[] = [];
    expect(await sendWindWings(record(sent), takeOff, null)).toBe(false);
    expect(sent).toEqual([]);
  });
});
