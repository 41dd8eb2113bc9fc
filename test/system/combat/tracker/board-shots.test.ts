/**
 * Issue 35 item 3: a shot from the Battle Board spends ammunition like the sheet's. The attack button of a
 * weapon names its item (data-weapon); the click spends one arrow, bolt or bullet of the attacker's actor once
 * the attack is accepted (or sent to the GM), and is refused with the sheet's localized message, sending
 * nothing, when none is left. Foundry is faked from its public API: Actor#items (an EmbeddedCollection with
 * `get` and `contents`, foundryvtt.com/api/classes/foundry.abstract.EmbeddedCollection.html) and
 * Document#updateEmbeddedDocuments (foundryvtt.com/api/classes/foundry.abstract.Document.html).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { trackerView } from "../../../../src/system/combat/tracker/view.js";
import { bramsKit, bramsTurn, en, gm } from "../helpers.js";

interface FakeItem {
  id: string;
  type: string;
  name: string;
  system: Record<string, unknown>;
}

function archer(items: FakeItem[]) {
  const writes: Record<string, unknown>[][] = [];
  return {
    writes,
    items: Object.assign(new Map(items.map((i) => [i.id, i])), { contents: items }),
    updateEmbeddedDocuments: async (_name: string, updates: Record<string, unknown>[]) => {
      writes.push(updates);
      return updates;
    },
  };
}

const bow: FakeItem = { id: "bow1", type: "weapon", name: "Bow", system: { category: "bow", isGun: false } };
const sword: FakeItem = { id: "sw1", type: "weapon", name: "Sword", system: { category: "sword" } };
const arrows = (quantity: number): FakeItem => ({
  id: "arrows1",
  type: "gear",
  name: "Arrows",
  system: { gearKind: "arrow", quantity },
});
const shot: BattleEvent = {
  type: "major",
  actorId: "ann",
  action: { kind: "attack", form: "shooting", targetId: "orc", range: 30 },
};

const warnings: string[] = [];
/** A send that records the event and reports it sent. */
const record = (sent: BattleEvent[]) => async (event: BattleEvent) => {
  sent.push(event);
  return true;
};
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
    },
  });
  vi.stubGlobal("ui", { notifications: { warn: (m: string) => warnings.push(m) } });
  ({ sendShot } = await import("../../../../src/system/combat/tracker/board-shots.js"));
});

beforeEach(() => {
  warnings.length = 0;
});

describe("[#35 ammunition] a Battle Board shot spends ammunition", () => {
  it("a bow's shot accepted: the attack is sent and one arrow spent (3 → 2)", async () => {
    const actor = archer([bow, arrows(3)]);
    const sent: BattleEvent[] = [];
    const ok = await sendShot(record(sent), shot, actor as never, "bow1");
    expect(ok).toBe(true);
    expect(sent).toEqual([shot]);
    expect(actor.writes).toEqual([[{ _id: "arrows1", "system.quantity": 2 }]]);
  });

  it("no arrow left: refused with the sheet's message, nothing sent or written", async () => {
    const actor = archer([bow, arrows(0)]);
    const sent: BattleEvent[] = [];
    expect(await sendShot(record(sent), shot, actor as never, "bow1")).toBe(false);
    expect(sent).toEqual([]);
    expect(actor.writes).toEqual([]);
    expect(warnings).toEqual([en("SW25.Error.AmmunitionEmpty", { kind: en("SW25.GearKind.arrow") })]);
  });

  it("the attack refused by the board: no arrow spent", async () => {
    const actor = archer([bow, arrows(3)]);
    expect(await sendShot(async () => false, shot, actor as never, "bow1")).toBe(false);
    expect(actor.writes).toEqual([]);
  });

  it("a weapon that shoots nothing (a sword), or no weapon named: sent as before, nothing spent", async () => {
    const actor = archer([sword, arrows(3)]);
    const sent: BattleEvent[] = [];
    expect(await sendShot(record(sent), shot, actor as never, "sw1")).toBe(true);
    expect(await sendShot(record(sent), shot, actor as never, "")).toBe(true);
    expect(sent).toHaveLength(2);
    expect(actor.writes).toEqual([]);
  });
});

describe("[#35 ammunition] the Battle Board's attack buttons name their weapon", () => {
  it("Bram's sling and dagger buttons carry their item ids; the bare melee row of an unarmed fighter none", () => {
    const v = trackerView({
      state: bramsTurn(),
      chosenMethod: "simplified",
      user: gm,
      t: en,
      arsenal: () => bramsKit,
    });
    const rows = v.turn?.attacks ?? [];
    const weaponsOf = (word: string) =>
      rows.filter((r) => r.label.includes(word)).flatMap((r) => r.buttons.map((b) => b.weapon));
    expect(weaponsOf("Sling").length).toBeGreaterThan(0);
    expect(new Set(weaponsOf("Sling"))).toEqual(new Set(["s"]));
    expect(new Set(weaponsOf("Dagger"))).toEqual(new Set(["d"]));
    const bare = trackerView({ state: bramsTurn(), chosenMethod: "simplified", user: gm, t: en });
    expect((bare.turn?.attacks ?? []).flatMap((r) => r.buttons.map((b) => b.weapon))).not.toContain("d");
    expect((bare.turn?.attacks ?? []).flatMap((r) => r.buttons).every((b) => b.weapon === undefined)).toBe(
      true,
    );
  });
});
