/**
 * Every die a battle, a growth or a loot roll throws comes from Foundry's configured random source
 * (`CONFIG.Dice.randomUniform`, "A function used to provide random uniform values", v13 CONFIG.Dice) and is a
 * Foundry `Roll` on the message it posts (`rolls`), so Dice So Nice animates it: its API docs ("Roll" / hooks)
 * animate a chat message that carries rolls. The bundle booted in the fake Foundry (test/system/boot/), v13
 * and v14.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BattleState } from "../../src/rules/combat/types.js";
import { foe, makeBattle, pc, play, turnOf } from "../rules/combat/helpers.js";
import { bootBundle } from "./boot/boot-bundle.js";
import { createdDocuments, FakeCollection, fakeGM, recordCombatUpdates } from "./boot/fake-documents.js";
import { type BootRecord, type DialogConfig, fakeGeneration } from "./boot/fake-foundry.js";
import { liveActor } from "./boot/live-actor.js";

const GENERATION = fakeGeneration();
type Action = (this: unknown, event?: unknown, target?: unknown) => Promise<void>;
type Ctor = new (data?: Record<string, unknown>) => Record<string, unknown>;
const g = globalThis as unknown as {
  CONFIG: { Dice: { randomUniform: () => number }; Combat: { documentClass: Ctor } };
  game: { actors: FakeCollection<unknown>; combats: FakeCollection<unknown> };
};

let record: BootRecord;
/** A sheet's action as Foundry merges DEFAULT_OPTIONS up the class chain (the subclass's own first). */
function actionOf(type: string, name: string): Action {
  let sheet = record.sheets.find((s) => s.options.types?.includes(type))?.sheetClass as unknown as {
    DEFAULT_OPTIONS?: { actions?: Record<string, Action> };
  } | null;
  while (sheet) {
    const action = sheet.DEFAULT_OPTIONS?.actions?.[name];
    if (action) return action;
    sheet = Object.getPrototypeOf(sheet);
  }
  throw new Error(`no ${name} action on the ${type} sheet`);
}

beforeAll(async () => {
  record = await bootBundle();
}, 180_000);

/** Foundry's random source gives these faces, in order; every use is counted. */
let drawn = 0;
function foundryFaces(faces: number[]): void {
  let i = 0;
  drawn = 0;
  g.CONFIG.Dice.randomUniform = () => {
    const face = faces[i++];
    if (face === undefined) throw new Error("the test ran out of dice");
    drawn++;
    return (face - 0.5) / 6;
  };
}

/** The d6 results of the rolls on a created message, as Roll.fromData received them. */
const rolledFaces = (data: Record<string, unknown>) =>
  (
    (data.rolls ?? []) as { terms: { faces: number; results: { result: number; active: boolean }[] }[] }[]
  ).map((roll) => roll.terms.flatMap((term) => (term.faces === 6 ? term.results.map((r) => r.result) : [])));
const messagesSince = (from: number) =>
  createdDocuments.slice(from).filter((d) => d.documentName === "ChatMessage");

beforeEach(() => {
  record.notifications.length = 0;
  record.answerDialog = () => null;
});

describe(`dice on the cards (v${GENERATION})`, () => {
  it("[SIMP-14] a battle's attack: the misfire's die comes from Foundry's random source and is the log card's Roll", async () => {
    // Ann shoots into the skirmish of Ben, the orc and the goblin: one die picks who is hit (3: the goblin).
    const state: BattleState = play(
      turnOf(
        makeBattle([
          pc("ann", "pcRear"),
          pc("ben", "frontline"),
          foe("orc", "frontline"),
          foe("gob", "frontline"),
          foe("imp", "enemyRear"),
        ]),
        "ann",
      ),
      [{ type: "move", actorId: "ann", mode: "limited" }],
    ).state;
    const combat = new g.CONFIG.Combat.documentClass({
      id: "diceCombat000001",
      system: { method: "simplified", battle: JSON.stringify(state) },
    }) as Record<string, unknown> & {
      applyEvent(event: unknown, user: unknown): Promise<string[]>;
      system: { battle: string };
    };
    const combatants = new FakeCollection<Record<string, unknown>>();
    for (const c of state.combatants)
      combatants.set(c.id, {
        id: c.id,
        name: c.id,
        actor: {
          id: `actor${c.id}`,
          type: c.side === "pc" ? "character" : "monster",
          testUserPermission: () => true,
          toObject: () => ({ system: {} }),
          update: async () => undefined,
        },
        battleIdentity: () => undefined,
        battleArsenal: () => ({ weapons: [], spells: [] }),
      });
    Object.assign(combat, { combatants, turns: state.combatants.map((c) => ({ id: c.id })) });
    recordCombatUpdates(combat);
    g.game.combats.set("diceCombat000001", combat);
    foundryFaces([3]);
    const from = createdDocuments.length;
    const errors = await combat.applyEvent(
      {
        type: "major",
        actorId: "ann",
        action: { kind: "attack", form: "shooting", targetId: "orc", range: 30, damage: 4 },
      },
      fakeGM,
    );
    expect(errors).toEqual([]);
    expect(drawn).toBe(1);
    const log = messagesSince(from);
    expect(log).toHaveLength(1);
    const data = log[0]?.data as Record<string, unknown>;
    expect(
      (data.flags as { swordworld25: { battleLog: { dice: number[] } } }).swordworld25.battleLog.dice,
    ).toEqual([3]);
    expect(rolledFaces(data)).toEqual([[3]]);
    // The goblin (the third in the skirmish) took the 4 damage: the die decided.
    const after = JSON.parse(combat.system.battle) as BattleState;
    expect(after.combatants.find((c) => c.id === "gob")?.sections[0]?.hp).toBe(11);
  });

  it("[FACTS-1] a growth roll: its two dice come from Foundry's random source and are the card's Roll", async () => {
    const wolf = liveActor({
      _id: "growth0000000001",
      name: "Wolf",
      type: "character",
      system: {},
      items: [],
    });
    g.game.actors.set("growth0000000001", wolf);
    foundryFaces([3, 5]);
    record.answerDialog = (config: DialogConfig) => config.buttons?.[0]?.action ?? null;
    const from = createdDocuments.length;
    await actionOf("character", "rollGrowth").call({ actor: wolf });
    expect(drawn).toBe(2);
    const cards = messagesSince(from);
    expect(cards).toHaveLength(1);
    expect(rolledFaces(cards[0]?.data as Record<string, unknown>)).toEqual([[3, 5]]);
  });

  it("[FLOW-07] a loot roll for two defeated monsters: its four dice come from Foundry's random source and are the card's Roll", async () => {
    const thorn = liveActor({
      _id: "lootMonster00001",
      name: "Thornback",
      type: "monster",
      system: {
        loot: [
          { roll: "2-7", item: "Fang", price: 5 },
          { roll: "8+", item: "Horn", price: 20 },
        ],
      },
      items: [],
    });
    Object.assign(thorn, { token: null, getActiveTokens: () => [] });
    g.game.actors.set("lootMonster00001", thorn);
    foundryFaces([2, 3, 6, 5]);
    record.answerDialog = () => ({ defeated: 2, bonus: 0 });
    const from = createdDocuments.length;
    await actionOf("monster", "rollLoot").call({ actor: thorn });
    expect(drawn).toBe(4);
    const cards = messagesSince(from);
    expect(cards).toHaveLength(1);
    const data = cards[0]?.data as Record<string, unknown>;
    expect(rolledFaces(data)).toEqual([[2, 3, 6, 5]]);
    const won = (data.flags as { swordworld25: { loot: { won: { item: string }[] } } }).swordworld25.loot.won;
    expect(won.map((w) => w.item)).toEqual(["Fang", "Horn"]);
  });
});
