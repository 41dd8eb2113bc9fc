/**
 * The GM-side glue for battle events, driven as a forged request would reach it: `SW25Combat#applyEvent`
 * and `relayBattleEvent` with a player as the author the server named. Foundry's globals are small stand-ins
 * (written from the public API docs); what matters is whether the battle is written.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import type { Arsenal } from "../../../src/system/combat/policy/arsenal.js";
import { standardBattle, turnOf } from "./canvas/standard-battle.js";
import { bramsKit, bramsTurn, en, placedBattle, play } from "./helpers.js";

class FakeCollection<T> extends Map<string, T> {
  get contents(): T[] {
    return [...this.values()];
  }
}

class FakeCombat {
  id = "combat1";
  system: { battle: string; method: string } = { battle: "", method: "simplified" };
  combatants = new FakeCollection<unknown>();
  turns: { id: string }[] = [];
  updates: unknown[] = [];
  async update(data: { system?: { battle?: string } }) {
    this.updates.push(data);
    if (data.system?.battle !== undefined) this.system.battle = data.system.battle;
  }
}

type User = { id: string; isGM: boolean };
const gmUser: User = { id: "gm", isGM: true };
const bramsPlayer: User = { id: "p1", isGM: false };

let SW25Combat: new () => FakeCombat & {
  applyEvent(event: BattleEvent, user: unknown): Promise<string[]>;
  readonly battle: BattleState | null;
};
let relayBattleEvent: (
  r: { combatId: string; event: BattleEvent },
  author: unknown,
) => Promise<readonly string[]>;
const combats = new Map<string, unknown>();

beforeAll(async () => {
  vi.stubGlobal("Combat", FakeCombat);
  vi.stubGlobal("game", {
    i18n: { localize: (k: string) => en(k), format: (k: string, p: Record<string, string>) => en(k, p) },
    user: gmUser,
    // Users#activeGM is a User (its id and isSelf): here the GM of this client.
    users: { activeGM: { id: gmUser.id, isSelf: true } },
    combats,
    settings: { get: () => "simplified" },
  });
  vi.stubGlobal("ui", { notifications: { warn: () => undefined, error: () => undefined } });
  vi.stubGlobal("ChatMessage", { create: async () => undefined });
  vi.stubGlobal("foundry", {
    applications: { handlebars: { renderTemplate: async () => "" } },
    data: { fields: { StringField: class {} } },
    abstract: { TypeDataModel: class {} },
  });
  const mod = await import("../../../src/system/combat/battle/combat.js");
  SW25Combat = mod.SW25Combat as unknown as typeof SW25Combat;
  relayBattleEvent = mod.relayBattleEvent as unknown as typeof relayBattleEvent;
});
afterAll(() => vi.unstubAllGlobals());

/** A combat whose battle is `state`; the player p1 owns Bram's actor only. */
function combatWith(state: BattleState, kit: Arsenal = bramsKit) {
  const combat = new SW25Combat();
  combat.system.battle = JSON.stringify(state);
  for (const c of state.combatants)
    combat.combatants.set(c.id, {
      id: c.id,
      battleSide: c.side,
      actor: {
        type: "character",
        testUserPermission: (u: User) => u.isGM || (u.id === "p1" && c.id === "Bram"),
      },
      battleArsenal: () => (c.id === "Bram" ? kit : { weapons: [], spells: [] }),
      battleIdentity: () => undefined,
    });
  combat.turns = state.combatants.map((c) => ({ id: c.id }));
  combats.set(combat.id, combat);
  return combat;
}

const forged = (e: unknown) => e as BattleEvent;

async function refusedFor(state: BattleState, event: unknown, expected: string, kit: Arsenal = bramsKit) {
  const combat = combatWith(state, kit);
  const before = combat.system.battle;
  const errors = await relayBattleEvent({ combatId: combat.id, event: forged(event) }, bramsPlayer);
  expect(errors.join(" ")).toContain(expected);
  expect(errors.join(" ")).not.toContain(en("SW25.Error.Combat.InternalError"));
  expect(combat.updates).toEqual([]);
  expect(combat.system.battle).toBe(before);
}

describe("the GM's glue refuses forged battle events from a player", () => {
  it("[SIMP-01] a move of the player's own character to an area that does not exist", async () => {
    await refusedFor(
      bramsTurn(),
      { type: "move", actorId: "Bram", mode: "normal", to: "moon" },
      en("SW25.Error.Combat.UnknownArea", { field: "to" }).slice(0, 30),
    );
  });

  it("[SIMP-18] a Breakthrough of their own at an area that does not exist", async () => {
    const s = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]);
    // Bram really has a Breakthrough spell (our own invention): only its aim is forged.
    const spell = { name: "Rush", range: 30, area: { shape: "breakthrough" } } as const;
    const kit: Arsenal = { weapons: [], spells: [{ id: "r", name: "Rush", spell, aim: "area" }] };
    await refusedFor(
      s,
      { type: "major", actorId: "Bram", action: { kind: "cast", spell, targetArea: "void" } },
      en("SW25.Error.Combat.UnknownArea", { field: "action.targetArea" }),
      kit,
    );
  });

  it("[SIMP-03] a player placing their own latecomer: only the GM places latecomers", async () => {
    const s = play(placedBattle(), [{ type: "join", combatant: { id: "Bram2", side: "pc", hp: 10 } }]);
    // The newcomer belongs to p1 as well.
    const combat = combatWith(s);
    combat.combatants.set("Bram2", {
      ...(combat.combatants.get("Bram") as object),
      id: "Bram2",
    });
    const place = forged({ type: "place", combatantId: "Bram2", area: "enemyRear" });
    const errors = await relayBattleEvent({ combatId: combat.id, event: place }, bramsPlayer);
    expect(errors).toEqual([en("SW25.Error.Combat.PlayerLatecomer")]);
    expect(combat.updates).toEqual([]);
    // The GM may.
    expect(await combat.applyEvent(place, gmUser)).toEqual([]);
    expect(combat.battle?.combatants.find((c) => c.id === "Bram2")?.position).toEqual({
      kind: "area",
      area: "enemyRear",
    });
  });

  it("[ACT-09] endSpell on an effect the player's characters did not cast", async () => {
    const s = play(bramsTurn(), [
      {
        type: "addEffect",
        effect: { id: "curse", name: "Curse", casterId: "GobB", targetId: "Bram", unit: "rounds" } as never,
        amount: 3,
      },
      { type: "addEffect", effect: { id: "old", name: "Old effect", unit: "rounds" }, amount: 3 },
      {
        type: "addEffect",
        effect: { id: "mine", name: "Shield", casterId: "Bram", unit: "rounds" } as never,
        amount: 3,
      },
    ]);
    await refusedFor(
      s,
      { type: "minor", actorId: "Bram", action: { kind: "endSpell", effectId: "curse" } },
      en("SW25.Error.Combat.NotYourSpell"),
    );
    await refusedFor(
      s,
      { type: "minor", actorId: "Bram", action: { kind: "endSpell", effectId: "old" } },
      en("SW25.Error.Combat.NotYourSpell"),
    );
    const combat = combatWith(s);
    const own = forged({ type: "minor", actorId: "Bram", action: { kind: "endSpell", effectId: "mine" } });
    expect(await relayBattleEvent({ combatId: combat.id, event: own }, bramsPlayer)).toEqual([]);
    expect(combat.battle?.effects.map((e) => e.id)).toEqual(["curse", "old"]);
  });

  it("[ACT-01] malformed minor and major actions are answered with a clear error, never Combat.InternalError", async () => {
    const s = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]);
    for (const event of [
      { type: "minor", actorId: "Bram", action: null },
      {
        type: "minor",
        actorId: "Bram",
        action: { kind: "magic", spell: bramsKit.spells[0]?.spell, targetId: 42 },
      },
      { type: "major", actorId: "Bram", action: { kind: "handOver" } },
      { type: "major", actorId: "Bram" },
    ])
      await refusedFor(s, event, "The battle event's");
  });

  it("[ACT-01] free text of any size never reaches the stored battle", async () => {
    const s = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "limited" }]);
    await refusedFor(
      s,
      { type: "minor", actorId: "Bram", action: { kind: "drop", weapon: "w".repeat(1_000_000) } },
      "characters",
    );
    await refusedFor(
      s,
      { type: "major", actorId: "Bram", action: { kind: "other", label: "w".repeat(1_000_000) } },
      "characters",
    );
  });

  it("[DMG-01] the GM's own applyDamage with a non-number is refused and the stored battle still loads", async () => {
    const combat = combatWith(bramsTurn());
    expect(
      await combat.applyEvent(forged({ type: "applyDamage", targetId: "GobA", amount: "9" }), gmUser),
    ).toEqual([en("SW25.Error.Combat.BadNumber", { field: "amount", min: 0, max: 1_000_000 })]);
    expect(combat.updates).toEqual([]);
    expect(combat.battle).not.toBeNull();
  });
});

describe("the GM's next event starts from the state the last one made (issue 21)", () => {
  it("[FLOW-01] while the stored JSON is what the GM wrote, every read is that very state; another JSON is read anew", async () => {
    const combat = combatWith(bramsTurn());
    const first = combat.battle;
    // Read again with nothing stored in between: the same object, not a second parse.
    expect(combat.battle).toBe(first);
    expect(await combat.applyEvent({ type: "move", actorId: "Bram", mode: "limited" }, gmUser)).toEqual([]);
    // The state the reducer made is read back without parsing what was just written.
    const parse = vi.spyOn(JSON, "parse");
    const after = combat.battle;
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(after).not.toBe(first);
    expect(after?.turn?.move).toBe("limited");
    expect(combat.battle).toBe(after);
    // Someone else stores another battle (an undo, a macro, another client): it is read from its JSON.
    const other = play(bramsTurn(), [{ type: "move", actorId: "Bram", mode: "normal" }]);
    combat.system.battle = JSON.stringify(other);
    expect(combat.battle).not.toBe(after);
    expect(combat.battle?.turn?.move).toBe("normal");
  });
});

describe("the GM's forced move from the Battle Board (Standard Combat)", () => {
  const push = (at: { x: number; y: number }): BattleEvent => ({
    type: "move",
    actorId: "Bram",
    mode: "limited",
    forced: true,
    at,
  });

  it("[MOUNT-08] the GM's event is applied: Bram stands on the typed point, and the battle is stored once", async () => {
    const combat = combatWith(turnOf("Arle"));
    expect(await combat.applyEvent(push({ x: 3, y: 12 }), gmUser)).toEqual([]);
    expect(combat.updates).toHaveLength(1);
    expect(combat.battle?.combatants.find((c) => c.id === "Bram")?.position).toEqual({
      kind: "point",
      x: 3,
      y: 12,
    });
  });

  it("[MOUNT-08] a player who sends it through the relay, even for their own character, is refused; nothing is written", async () => {
    await refusedFor(turnOf("Arle"), push({ x: 3, y: 12 }), en("SW25.Combat.NotYours"));
    await refusedFor(
      turnOf("Arle"),
      { type: "override", event: push({ x: 3, y: 12 }) },
      en("SW25.Combat.NotYours"),
    );
  });

  it("[FLOW-01] before the first round the rules refuse the GM's plain event in words; the override goes through", async () => {
    const combat = combatWith(standardBattle());
    const before = combat.system.battle;
    expect(await combat.applyEvent(push({ x: 3, y: 12 }), gmUser)).toEqual([
      "Combat rounds: Turns are taken inside a round.",
    ]);
    expect(combat.updates).toEqual([]);
    expect(combat.system.battle).toBe(before);
    expect(await combat.applyEvent({ type: "override", event: push({ x: 3, y: 12 }) }, gmUser)).toEqual([]);
    expect(combat.battle?.combatants.find((c) => c.id === "Bram")?.position).toEqual({
      kind: "point",
      x: 3,
      y: 12,
    });
  });

  it("[FLOW-01] the board's path (sendEvent on the GM's client): the refusal is a warning in words, nothing written", async () => {
    const combat = combatWith(standardBattle()) as unknown as ReturnType<typeof combatWith> & {
      sendEvent(event: BattleEvent): Promise<void>;
    };
    const notifications = (globalThis as unknown as { ui: { notifications: { warn: (m: string) => void } } })
      .ui.notifications;
    const warn = vi.spyOn(notifications, "warn");
    await combat.sendEvent(push({ x: 3, y: 12 }));
    expect(warn.mock.calls).toEqual([["Combat rounds: Turns are taken inside a round."]]);
    expect(combat.updates).toEqual([]);
    warn.mockRestore();
  });

  it("[MOUNT-08] a forged point out of the engine's range is refused for the GM too, nothing written", async () => {
    const combat = combatWith(turnOf("Arle"));
    const errors = await combat.applyEvent(push({ x: 1e9, y: 0 }), gmUser);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("at.x");
    expect(combat.updates).toEqual([]);
  });
});

describe("the GM's placement of a combatant without a point (Standard Combat, STD-04)", () => {
  /** Arle's turn in round 1; Bram (the player's character) joined late, without a point. */
  const waiting = () =>
    play(
      turnOf(
        "Arle",
        standardBattle({
          combatants: [
            { id: "Arle", side: "pc", hp: 20, agility: 5, position: { x: 0, y: 0 } },
            { id: "GobB", side: "enemy", hp: 20, agility: 5, position: { x: 40, y: 0 } },
          ],
          skirmishes: [],
          forbidden: [
            {
              id: "pit",
              polygon: [
                { x: 10, y: -2 },
                { x: 14, y: -2 },
                { x: 14, y: 2 },
                { x: 10, y: 2 },
              ],
            },
          ],
        }),
      ),
      [{ type: "join", combatant: { id: "Bram", side: "pc", hp: 20, agility: 5 } }],
    );
  const place = (x: number, y: number): BattleEvent => ({ type: "place", combatantId: "Bram", at: { x, y } });

  it("[STD-04] a latecomer waiting for its point is read back from the stored battle", () => {
    const combat = combatWith(waiting());
    expect(combat.battle?.combatants.find((c) => c.id === "Bram")?.position).toEqual({ kind: "unplaced" });
  });

  it("[STD-04] the GM's event is applied: Bram stands on the point, the battle is stored once and reads back", async () => {
    const combat = combatWith(waiting());
    expect(await combat.applyEvent(place(3, 12), gmUser)).toEqual([]);
    expect(combat.updates).toHaveLength(1);
    expect(combat.battle?.combatants.find((c) => c.id === "Bram")?.position).toEqual({
      kind: "point",
      x: 3,
      y: 12,
    });
  });

  it("[STD-04] the player who owns Bram sends it through the relay: refused, nothing written", async () => {
    await refusedFor(waiting(), place(3, 12), en("SW25.Combat.NotYours"));
    await refusedFor(waiting(), { type: "override", event: place(3, 12) }, en("SW25.Combat.NotYours"));
  });

  it("[STD-03] the board's path (sendEvent on the GM's client): a forbidden point is a warning in words, nothing written", async () => {
    const combat = combatWith(waiting()) as unknown as ReturnType<typeof combatWith> & {
      sendEvent(event: BattleEvent): Promise<void>;
    };
    const notifications = (globalThis as unknown as { ui: { notifications: { warn: (m: string) => void } } })
      .ui.notifications;
    const warn = vi.spyOn(notifications, "warn");
    await combat.sendEvent(place(12, 0));
    expect(warn.mock.calls).toEqual([["Standard Combat: The GM forbids those coordinates."]]);
    expect(combat.updates).toEqual([]);
    await combat.sendEvent({ type: "place", combatantId: "Arle", at: { x: 5, y: 5 } });
    expect(warn.mock.calls[1]).toEqual([
      "Arle already stands at (0, 0): move it with a forced move instead.",
    ]);
    expect(combat.updates).toEqual([]);
    warn.mockRestore();
  });
});
