/**
 * The compatibility layer answers each question for the running generation (`game.release.generation`):
 * fixtures in v13's and v14's stored shapes (docs/foundry-versions.md lists the sources of each shape).
 */
import { afterEach, describe, expect, it } from "vitest";
import { compat } from "../../../src/system/compat/index.js";
import { ChatMessage13, ChatMessage14, createdDocuments, fakeGM } from "../boot/fake-documents.js";

const g = globalThis as Record<string, unknown>;
const saved = { game: g.game, CONST: g.CONST, ChatMessage: g.ChatMessage, CONFIG: g.CONFIG };

function run(generation: number | null): void {
  g.game = generation === null ? undefined : { release: { generation } };
  g.CONST = { CHAT_MESSAGE_STYLES: { OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 } };
  g.ChatMessage = generation !== null && generation >= 14 ? ChatMessage14 : ChatMessage13;
}

afterEach(() => Object.assign(g, saved));

/** One effect with an ADD and an OVERRIDE change, three rounds from round 2 of combat c1: in each shape. */
const V13_EFFECT = {
  _id: "eff0000000000001",
  name: "Fighting stance",
  changes: [
    { key: "system.bonuses.hit", value: "1", mode: 2, priority: null },
    { key: "system.flags.stance", value: "guard", mode: 5, priority: 60 },
  ],
  duration: {
    rounds: 3,
    startRound: 2,
    combat: "c1",
    seconds: null,
    turns: null,
    startTurn: 0,
    startTime: 0,
  },
};
const V14_EFFECT = {
  _id: "eff0000000000001",
  name: "Fighting stance",
  system: {
    changes: [
      { key: "system.bonuses.hit", value: "1", type: "add", phase: "initial" },
      { key: "system.flags.stance", value: "guard", type: "override", phase: "final", priority: 60 },
      { key: "system.bonuses.hit", value: "2", type: "subtract", phase: "initial" },
    ],
  },
  duration: { value: 3, units: "rounds", expiry: null, expired: false },
  start: { round: 2, combat: "c1", turn: 0, time: 0 },
};

describe("which generation answers", () => {
  it("reads game.release.generation; no game (unit tests, the CLI) or an older one reads as 13", () => {
    run(null);
    expect(compat.generation()).toBe(13);
    run(12);
    expect(compat.generation()).toBe(13);
    run(14);
    expect(compat.generation()).toBe(14);
    // A later generation is answered as the newest we know.
    run(15);
    expect(compat.generation()).toBe(14);
  });
});

describe("effect changes", () => {
  it("v13: root changes with numeric modes, read as types; a document is read through toObject()", () => {
    run(13);
    const doc = { toObject: () => structuredClone(V13_EFFECT) };
    expect(compat.effectChanges(doc)).toEqual([
      { key: "system.bonuses.hit", value: "1", type: "add", phase: "initial", priority: null, mode: 2 },
      {
        key: "system.flags.stance",
        value: "guard",
        type: "override",
        phase: "initial",
        priority: 60,
        mode: 5,
      },
    ]);
  });

  it("v14: system.changes with string types and phases; subtract has no v13 mode (null)", () => {
    run(14);
    expect(compat.effectChanges(V14_EFFECT)).toEqual([
      { key: "system.bonuses.hit", value: "1", type: "add", phase: "initial", priority: null, mode: 2 },
      { key: "system.flags.stance", value: "guard", type: "override", phase: "final", priority: 60, mode: 5 },
      {
        key: "system.bonuses.hit",
        value: "2",
        type: "subtract",
        phase: "initial",
        priority: null,
        mode: null,
      },
    ]);
  });

  it("v14: a legacy source v14 has not shimmed yet is still read from its root changes", () => {
    run(14);
    expect(compat.effectChanges(V13_EFFECT).map((c) => [c.type, c.mode])).toEqual([
      ["add", 2],
      ["override", 5],
    ]);
  });

  it("garbage changes are skipped, never thrown on", () => {
    for (const generation of [13, 14]) {
      run(generation);
      expect(compat.effectChanges(null)).toEqual([]);
      expect(
        compat.effectChanges({ changes: "x", system: { changes: [null, { key: 3, type: "add" }] } }),
      ).toEqual([]);
      expect(
        compat.effectChanges({
          changes: [
            { key: "k", value: 1, mode: 9 },
            { key: "k", mode: 1.5 },
          ],
        }),
      ).toEqual([]);
    }
  });

  it("writes changes in the running shape: v13 modes (a type without one is dropped), v14 types and phase", () => {
    const input = [
      { key: "system.bonuses.hit", value: 1, type: "add" },
      { key: "system.bonuses.hit", value: 1, type: "subtract" },
      { key: "system.flags.stance", value: "guard", type: "override", priority: 60 },
    ];
    run(13);
    expect(compat.effectChangesData(input)).toEqual({
      changes: [
        { key: "system.bonuses.hit", value: "1", mode: 2 },
        { key: "system.flags.stance", value: "guard", mode: 5, priority: 60 },
      ],
    });
    run(14);
    expect(compat.effectChangesData(input)).toEqual({
      system: {
        changes: [
          { key: "system.bonuses.hit", value: "1", type: "add", phase: "initial" },
          { key: "system.bonuses.hit", value: "1", type: "subtract", phase: "initial" },
          { key: "system.flags.stance", value: "guard", type: "override", phase: "initial", priority: 60 },
        ],
      },
    });
  });
});

describe("effect durations", () => {
  it("[FLOW-04] both shapes read as the same rounds, start round and combat", () => {
    run(13);
    const v13 = compat.effectDuration(V13_EFFECT);
    run(14);
    const v14 = compat.effectDuration(V14_EFFECT);
    expect(v13).toEqual({ rounds: 3, startRound: 2, combatId: "c1", seconds: null });
    expect(v14).toEqual(v13);
  });

  it("[FLOW-06] v14 time units read as seconds (10 minutes = 600, 1 hour = 3600); turns are not rounds", () => {
    run(14);
    const timing = (duration: object, start: object = {}) => compat.effectDuration({ duration, start });
    expect(timing({ value: 10, units: "minutes", expiry: null })).toEqual({
      rounds: null,
      startRound: 0,
      combatId: null,
      seconds: 600,
    });
    expect(timing({ value: 1, units: "hours" }).seconds).toBe(3600);
    expect(timing({ value: 2, units: "turns" })).toEqual({
      rounds: null,
      startRound: 0,
      combatId: null,
      seconds: null,
    });
    // Indefinite: value and expiry null.
    expect(timing({ value: null, units: "seconds", expiry: null })).toEqual({
      rounds: null,
      startRound: 0,
      combatId: null,
      seconds: null,
    });
  });

  it("writes a duration in the running shape; reading it back gives what was written", () => {
    const input = { rounds: 3, startRound: 2, combatId: "c1" };
    run(13);
    const v13 = compat.effectDurationData(input);
    // Only the keys given: an update leaves the others as they are stored.
    expect(v13).toEqual({ duration: { rounds: 3, startRound: 2, combat: "c1" } });
    expect(compat.effectDurationData({ turns: 1, combatId: null })).toEqual({
      duration: { turns: 1, combat: null },
    });
    expect(compat.effectDuration(v13)).toEqual({ rounds: 3, startRound: 2, combatId: "c1", seconds: null });
    run(14);
    const v14 = compat.effectDurationData(input);
    expect(v14).toEqual({
      duration: { value: 3, units: "rounds", expiry: "roundStart" },
      start: { round: 2, combat: "c1" },
    });
    expect(compat.effectDuration(v14)).toEqual({ rounds: 3, startRound: 2, combatId: "c1", seconds: null });
    // Ten minutes are written in minutes, 90 seconds in seconds.
    expect(compat.effectDurationData({ seconds: 600 })).toMatchObject({
      duration: { value: 10, units: "minutes" },
    });
    expect(compat.effectDurationData({ seconds: 90 })).toMatchObject({
      duration: { value: 90, units: "seconds" },
    });
  });

  it("effectData assembles a whole effect in the running shape", () => {
    const input = {
      name: "Guard",
      img: "icons/svg/shield.svg",
      changes: [{ key: "system.bonuses.defence", value: 2, type: "add" }],
      duration: { rounds: 1, startRound: 4, combatId: "c9" },
      disabled: false,
    };
    run(13);
    expect(compat.effectData(input)).toEqual({
      name: "Guard",
      img: "icons/svg/shield.svg",
      disabled: false,
      changes: [{ key: "system.bonuses.defence", value: "2", mode: 2 }],
      duration: { rounds: 1, startRound: 4, combat: "c9" },
    });
    run(14);
    expect(compat.effectData(input)).toEqual({
      name: "Guard",
      img: "icons/svg/shield.svg",
      disabled: false,
      system: { changes: [{ key: "system.bonuses.defence", value: "2", type: "add", phase: "initial" }] },
      duration: { value: 1, units: "rounds", expiry: "roundStart" },
      start: { round: 4, combat: "c9" },
    });
  });
});

describe("chat cards", () => {
  it("post with `style` (never a numeric `type`), the mode applied by applyRollMode (v13) or applyMode (v14)", async () => {
    for (const [generation, blind] of [
      [13, true],
      [14, true],
    ] as const) {
      run(generation);
      const before = createdDocuments.length;
      await compat.postChatCard({ content: "<p>x</p>", style: "OOC", mode: "blind", whisper: ["a", null] });
      const [posted] = createdDocuments.slice(before);
      expect(posted?.documentName).toBe("ChatMessage");
      expect(posted?.data).toEqual({ content: "<p>x</p>", whisper: [fakeGM.id], style: 1, blind });
      expect(posted?.data).not.toHaveProperty("type");
    }
  });

  it("without a mode the whisper list is kept as given (null ids dropped)", async () => {
    for (const generation of [13, 14]) {
      run(generation);
      const before = createdDocuments.length;
      await compat.postChatCard({
        content: "c",
        whisper: ["u1", undefined],
        flags: { swordworld25: { a: 1 } },
      });
      expect(createdDocuments.slice(before).map((d) => d.data)).toEqual([
        { content: "c", whisper: ["u1"], flags: { swordworld25: { a: 1 } } },
      ]);
    }
  });

  it("the v14 fake refuses the old numeric type, as v14 does: the layer never sends one", async () => {
    run(14);
    await expect(ChatMessage14.create({ content: "c", type: 0 })).rejects.toThrow(/sub-type/);
    // And a v13 roll-mode key is not a v14 message mode.
    expect(() => ChatMessage14.applyMode({}, "gmroll")).toThrow();
  });
});

describe("status effects", () => {
  it("the image: img in both; v13 still reads the old icon; v14 has none", () => {
    run(13);
    expect(compat.statusImage({ id: "dead", icon: "icons/svg/skull.svg" })).toBe("icons/svg/skull.svg");
    expect(compat.statusImage({ id: "dead", img: "a.svg", icon: "b.svg" })).toBe("a.svg");
    run(14);
    expect(compat.statusImage({ id: "dead", icon: "icons/svg/skull.svg" })).toBeNull();
    expect(compat.statusImage({ id: "dead", img: "a.svg" })).toBe("a.svg");
  });

  it("CONFIG.statusEffects reads as a list, from v13's array or v14's record", () => {
    g.CONFIG = { statusEffects: [{ id: "dead", img: "a.svg" }] };
    expect(compat.statusEffects()).toEqual([{ id: "dead", img: "a.svg" }]);
    g.CONFIG = { statusEffects: { dead: { img: "a.svg" }, prone: { id: "prone", img: "b.svg" } } };
    expect(compat.statusEffects()).toEqual([
      { id: "dead", img: "a.svg" },
      { id: "prone", img: "b.svg" },
    ]);
    g.CONFIG = {};
    expect(compat.statusEffects()).toEqual([]);
  });
});

describe("placed areas", () => {
  const scene = { id: "s1", grid: { size: 100, distance: 1.5 } };

  it("[STD-28] a circle template in both generations; other template shapes are no circle", () => {
    for (const generation of [13, 14]) {
      run(generation);
      expect(
        compat.areaCircle("MeasuredTemplate", { t: "circle", x: 200, y: 300, distance: 3, parent: scene }),
      ).toEqual({ x: 200, y: 300, distance: 3, scene });
      expect(
        compat.areaCircle("MeasuredTemplate", { t: "cone", x: 0, y: 0, distance: 3, parent: scene }),
      ).toBeNull();
    }
  });

  it("[STD-28] v14: a Region of one circle, its pixel radius in scene units (150 px at 100 px per 1.5 m = 2.25 m)", () => {
    run(14);
    const region = (shapes: object[], parent: object | null = scene) => ({ shapes, parent });
    expect(compat.areaCircle("Region", region([{ type: "circle", x: 200, y: 300, radius: 150 }]))).toEqual({
      x: 200,
      y: 300,
      distance: 2.25,
      scene,
    });
    // Not one plain circle: no coverage line.
    expect(
      compat.areaCircle("Region", region([{ type: "rectangle", x: 0, y: 0, width: 10, height: 10 }])),
    ).toBeNull();
    expect(
      compat.areaCircle("Region", region([{ type: "circle", x: 0, y: 0, radius: 10, hole: true }])),
    ).toBeNull();
    expect(
      compat.areaCircle(
        "Region",
        region([
          { type: "circle", x: 0, y: 0, radius: 10 },
          { type: "circle", x: 50, y: 0, radius: 10 },
        ]),
      ),
    ).toBeNull();
    // A scene without a usable grid cannot say how far the radius reaches.
    expect(
      compat.areaCircle("Region", region([{ type: "circle", x: 0, y: 0, radius: 10 }], { grid: {} })),
    ).toBeNull();
    expect(compat.areaHooks()).toEqual(["createMeasuredTemplate", "createRegion"]);
  });

  it("v13: Regions are not areas (templates are); only the template hook is listened to", () => {
    run(13);
    expect(
      compat.areaCircle("Region", { shapes: [{ type: "circle", x: 0, y: 0, radius: 10 }], parent: scene }),
    ).toBeNull();
    expect(compat.areaHooks()).toEqual(["createMeasuredTemplate"]);
  });
});

describe("token height", () => {
  it("[ENV-04] elevation in both; the Scene Level only in v14", () => {
    const a = { elevation: 10, level: "lvlUpper00000001" };
    const b = { elevation: 0, level: "lvlGround0000001" };
    run(13);
    expect(compat.tokenHeight(a)).toEqual({ elevation: 10, level: null });
    expect(compat.tokenHeight({})).toEqual({ elevation: 0, level: null });
    expect(compat.sameLevel(a, b)).toBe(true);
    run(14);
    expect(compat.tokenHeight(a)).toEqual({ elevation: 10, level: "lvlUpper00000001" });
    expect(compat.sameLevel(a, b)).toBe(false);
    expect(compat.sameLevel(a, { ...b, level: "lvlUpper00000001" })).toBe(true);
  });
});

describe("deleting a key in an update", () => {
  it("v13 writes `-=key`; v14 sets the key to a ForcedDeletion operator (the `-=` form deprecated since v14)", () => {
    run(13);
    expect(compat.deletion("flags.swordworld25", "creationSnapshot")).toEqual([
      "flags.swordworld25.-=creationSnapshot",
      null,
    ]);
    run(14);
    const operator = { deletes: true };
    const savedFoundry = (g as { foundry?: unknown }).foundry;
    (g as { foundry?: unknown }).foundry = {
      data: { operators: { ForcedDeletion: { create: () => operator } } },
    };
    try {
      expect(compat.deletion("system", "profile")).toEqual(["system.profile", operator]);
      expect(compat.deletion("", "money")).toEqual(["money", operator]);
    } finally {
      (g as { foundry?: unknown }).foundry = savedFoundry;
    }
  });
});

describe("init-time effect settings", () => {
  it("v13 turns legacy transferral off; v14 (which removed it) is left without it", () => {
    const config: Record<string, unknown> = { legacyTransferral: true };
    run(13);
    compat.configureEffects(config);
    expect(config.legacyTransferral).toBe(false);
    const v14Config: Record<string, unknown> = {};
    run(14);
    compat.configureEffects(v14Config);
    // v14: only the system's own expiry event is added (CONFIG.ActiveEffect.expiryEvents); expiryAction stays
    // core's (or a module's) choice.
    expect(v14Config).toEqual({ expiryEvents: { "swordworld25.userTurn": "SW25.Foundry.Expiry.userTurn" } });
    const withModule: Record<string, unknown> = {
      expiryEvents: { "other.event": "X" },
      expiryAction: "delete",
    };
    compat.configureEffects(withModule);
    expect(withModule).toEqual({
      expiryEvents: { "other.event": "X", "swordworld25.userTurn": "SW25.Foundry.Expiry.userTurn" },
      expiryAction: "delete",
    });
  });
});
