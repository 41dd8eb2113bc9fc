/**
 * Issue 35 item 2, the clicking client: a spell cast from the Battle Board and a magical bullet shot from it
 * offer the stone dialog (the technique's: cost, MP, a count per stone) before anything is sent. A cast sends
 * the stones chosen with the event (the GM's client prices and spends them: board-stone-cast.test.ts); a
 * bullet's MP and stones are spent by the shooter's client once the attack is taken or sent, as its bullet is.
 * Closing the dialog, or a payment the rules refuse, sends and spends nothing.
 *
 * Foundry is faked from its public API: DialogV2.prompt with an `ok.callback(event, button)` whose
 * `button.form.elements` are the dialog's inputs (foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html),
 * handlebars' loadTemplates/renderTemplate (foundryvtt.com/api/functions/foundry.applications.handlebars.renderTemplate.html),
 * Actor#items (an EmbeddedCollection with `get` and `contents`), Document#update and
 * Document#updateEmbeddedDocuments (foundryvtt.com/api/classes/foundry.abstract.Document.html).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoneChoice } from "../../../../src/rules/character/supplies/mana-stones.js";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { arsenalFromItems } from "../../../../src/system/combat/policy/arsenal.js";
import { trackerView } from "../../../../src/system/combat/tracker/view.js";
import { bramCastingTurn, en, player } from "../helpers.js";

interface FakeItem {
  id: string;
  type: string;
  name: string;
  system: Record<string, unknown>;
}

function caster(mp: number, items: FakeItem[]) {
  const writes: unknown[] = [];
  return {
    writes,
    system: { mp: { value: mp, max: 20 } },
    items: Object.assign(new Map(items.map((i) => [i.id, i])), { contents: items }),
    update: async (data: Record<string, unknown>) => {
      writes.push({ actor: data });
      return data;
    },
    updateEmbeddedDocuments: async (_name: string, updates: Record<string, unknown>[]) => {
      writes.push({ items: updates });
      return updates;
    },
  };
}

const stone3: FakeItem = {
  id: "st3",
  type: "gear",
  name: "Stone (3)",
  system: { gearKind: "manaStone", points: 3, quantity: 2 },
};
const gun: FakeItem = {
  id: "gun1",
  type: "weapon",
  name: "Pistol",
  system: { category: "gun", isGun: true },
};
const bullets = (shotMp: number): FakeItem => ({
  id: "bul1",
  type: "gear",
  name: "Bullets",
  system: { gearKind: "bullet", quantity: 4, shotMp },
});
const cast: BattleEvent = {
  type: "major",
  actorId: "Bram",
  action: {
    kind: "cast",
    spell: { name: "Spark", range: 30, area: { shape: "shot" }, mpCost: 5 },
    targetId: "GobA",
  },
};
const shot: BattleEvent = {
  type: "major",
  actorId: "Bram",
  action: { kind: "attack", form: "shooting", targetId: "GobA", range: 10 },
};

const warnings: string[] = [];
/** What each dialog was asked with, and the counts typed in it (null: the dialog is closed). */
const dialogs: { title: string; content: string }[] = [];
let typed: Record<string, string> | null = {};

class FakeInput {
  constructor(readonly value: string) {}
}

const sent: { event: BattleEvent; stones: readonly StoneChoice[] }[] = [];
const accept = async (event: BattleEvent, stones: readonly StoneChoice[] = []) => {
  sent.push({ event, stones });
  return true;
};

let sendCast: (
  send: (event: BattleEvent, stones: readonly StoneChoice[]) => Promise<boolean>,
  event: BattleEvent,
  actor: never,
) => Promise<boolean>;
let sendShot: (
  send: (event: BattleEvent) => Promise<boolean>,
  event: BattleEvent,
  actor: never,
  weaponId: string,
) => Promise<boolean>;

beforeAll(async () => {
  vi.stubGlobal("game", {
    i18n: {
      localize: (k: string) => en(k),
      format: (k: string, p: Record<string, string>) => en(k, p),
      has: () => true,
    },
  });
  vi.stubGlobal("ui", { notifications: { warn: (m: string) => warnings.push(m) } });
  vi.stubGlobal("foundry", {
    applications: {
      handlebars: {
        loadTemplates: async () => undefined,
        renderTemplate: async (_path: string, data: { stones: { input: string }[] }) =>
          data.stones.map((s) => `<input name="${s.input}">`).join(""),
      },
      api: {
        DialogV2: {
          prompt: async (config: {
            window: { title: string };
            content: string;
            ok: { callback: (event: unknown, button: unknown) => unknown };
          }) => {
            dialogs.push({ title: config.window.title, content: config.content });
            if (typed === null) return null;
            const fields = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, new FakeInput(v)]));
            const button = { form: { elements: { namedItem: (name: string) => fields[name] ?? null } } };
            return config.ok.callback({}, button);
          },
        },
      },
    },
  });
  ({ sendCast } = await import("../../../../src/system/combat/tracker/board-casts.js"));
  ({ sendShot } = await import("../../../../src/system/combat/tracker/board-shots.js"));
});

beforeEach(() => {
  warnings.length = 0;
  dialogs.length = 0;
  sent.length = 0;
  typed = {};
});

describe("[35-2] a Battle Board cast asks which stones pay part of its MP", () => {
  it("Spark (5 MP) with 3 MP and a 3-point stone: the dialog names the cost; one stone chosen travels with the event; nothing written here", async () => {
    const actor = caster(3, [stone3]);
    typed = { "stone-st3": "1" };
    expect(await sendCast(accept, cast, actor as never)).toBe(true);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]?.title).toBe("Spark");
    expect(dialogs[0]?.content).toContain(en("SW25.Stone.Cost", { cost: 5, mp: 3 }));
    expect(sent).toEqual([{ event: cast, stones: [{ id: "st3", count: 1 }] }]);
    // The GM's client spends them, on the stored items.
    expect(actor.writes).toEqual([]);
  });

  it("no stone typed: the cast is sent with no stones (MP pays it all)", async () => {
    const actor = caster(5, [stone3]);
    typed = { "stone-st3": "0" };
    expect(await sendCast(accept, cast, actor as never)).toBe(true);
    expect(sent).toEqual([{ event: cast, stones: [] }]);
  });

  it("the dialog closed: nothing is sent", async () => {
    typed = null;
    expect(await sendCast(accept, cast, caster(3, [stone3]) as never)).toBe(false);
    expect(sent).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("refused before sending: MP short of what the stones leave, or more stones than held", async () => {
    typed = { "stone-st3": "0" };
    expect(await sendCast(accept, cast, caster(3, [stone3]) as never)).toBe(false);
    expect(warnings).toEqual([en("SW25.Error.MpInsufficient", { cost: 5, mp: 3 })]);
    typed = { "stone-st3": "3" };
    expect(await sendCast(accept, cast, caster(3, [stone3]) as never)).toBe(false);
    expect(warnings[1]).toBe(en("SW25.Error.StoneUnavailable", { count: 3 }));
    expect(sent).toEqual([]);
  });

  it("no usable stone held, or an event that is not a cast: no dialog, sent as before", async () => {
    expect(await sendCast(accept, cast, caster(5, []) as never)).toBe(true);
    expect(await sendCast(accept, shot, caster(5, [stone3]) as never)).toBe(true);
    expect(await sendCast(accept, cast, null as never)).toBe(true);
    expect(dialogs).toEqual([]);
    expect(sent.map((s) => s.stones)).toEqual([[], [], []]);
  });
});

describe("[35-2] a Battle Board shot with a magical bullet pays its MP", () => {
  it("a 2-MP bullet with 1 MP and a 3-point stone: sent, then MP untouched, the stone and a bullet spent in one write", async () => {
    const actor = caster(1, [gun, bullets(2), stone3]);
    typed = { "stone-st3": "1" };
    expect(await sendShot(accept, shot, actor as never, "gun1")).toBe(true);
    expect(dialogs[0]?.title).toBe("Pistol");
    expect(dialogs[0]?.content).toContain(en("SW25.Stone.Cost", { cost: 2, mp: 1 }));
    expect(sent.map((s) => s.event)).toEqual([shot]);
    expect(actor.writes).toEqual([
      {
        items: [
          { _id: "st3", "system.quantity": 1 },
          { _id: "bul1", "system.quantity": 3 },
        ],
      },
    ]);
  });

  it("a 2-MP bullet paid from MP alone (no stone typed): 5 → 3 MP, one bullet", async () => {
    const actor = caster(5, [gun, bullets(2), stone3]);
    typed = { "stone-st3": "0" };
    expect(await sendShot(accept, shot, actor as never, "gun1")).toBe(true);
    expect(actor.writes).toEqual([
      { actor: { "system.mp.value": 3 } },
      { items: [{ _id: "bul1", "system.quantity": 3 }] },
    ]);
  });

  it("no stone held: no dialog; with too little MP the shot is refused, nothing sent or spent", async () => {
    const poor = caster(1, [gun, bullets(2)]);
    expect(await sendShot(accept, shot, poor as never, "gun1")).toBe(false);
    expect(dialogs).toEqual([]);
    expect(warnings).toEqual([en("SW25.Error.MpInsufficient", { cost: 2, mp: 1 })]);
    expect(sent).toEqual([]);
    expect(poor.writes).toEqual([]);
  });

  it("the dialog closed, or the attack refused by the board: no MP, stone or bullet spent", async () => {
    const actor = caster(5, [gun, bullets(2), stone3]);
    typed = null;
    expect(await sendShot(accept, shot, actor as never, "gun1")).toBe(false);
    typed = { "stone-st3": "1" };
    expect(await sendShot(async () => false, shot, actor as never, "gun1")).toBe(false);
    expect(sent).toEqual([]);
    expect(actor.writes).toEqual([]);
  });

  it("a plain bullet (0 MP): no dialog, one bullet spent as before", async () => {
    const actor = caster(0, [gun, bullets(0), stone3]);
    expect(await sendShot(accept, shot, actor as never, "gun1")).toBe(true);
    expect(dialogs).toEqual([]);
    expect(actor.writes).toEqual([{ items: [{ _id: "bul1", "system.quantity": 3 }] }]);
  });
});

describe("[35-2] the Battle Board offers a cast that MP and stones can pay together", () => {
  const spark: FakeItem = {
    id: "spark",
    type: "spell",
    name: "Spark",
    system: { rangeKind: "distance", range: 30, area: "shot", mpCost: 5 },
  };
  /** Bram's Spark button at GobA, as the player who owns Bram sees it. */
  function sparkAtGoblin(items: FakeItem[]) {
    const kit = arsenalFromItems(items);
    const v = trackerView({
      state: bramCastingTurn(),
      chosenMethod: "simplified",
      user: player("Bram"),
      t: en,
      arsenal: (id) => (id === "Bram" ? kit : { weapons: [], spells: [] }),
    });
    const row = v.turn?.spells.find((r) => r.label === "Spark");
    return row?.buttons.find((b) => b.event.includes('"targetId":"GobA"'));
  }

  it("3 MP for 5 and no stone: the button is blocked with the MP reason", () => {
    const button = sparkAtGoblin([spark]);
    expect(button?.mode).toBe("blocked");
    expect(button?.reason).toContain(en("SW25.Error.Combat.NotEnoughMp", { cost: 5, mp: 3 }));
  });

  it("3 MP and a 3-point stone (or a charged 2-point crystal) for 5: the button is offered, carrying the spell as the item says", () => {
    for (const held of [
      stone3,
      { ...stone3, system: { gearKind: "manaCrystal", points: 2, charged: true } },
    ]) {
      const button = sparkAtGoblin([spark, held]);
      expect(button?.mode, held.name).toBe("legal");
      const event = JSON.parse(button?.event ?? "{}") as { action?: { spell?: { mpCost?: number } } };
      expect(event.action?.spell?.mpCost).toBe(5);
    }
  });

  it("a spent crystal, a used-up stack, or stones too few (1 point for the 2 MP short): still blocked", () => {
    for (const held of [
      { ...stone3, system: { gearKind: "manaCrystal", points: 5, charged: false } },
      { ...stone3, system: { gearKind: "manaStone", points: 5, quantity: 0 } },
      { ...stone3, system: { gearKind: "manaStone", points: 1, quantity: 1 } },
    ])
      expect(sparkAtGoblin([spark, held])?.mode, JSON.stringify(held.system)).toBe("blocked");
  });
});
