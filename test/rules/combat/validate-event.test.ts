import { describe, expect, it } from "vitest";
import { step } from "../../../src/rules/combat/battle.js";
import { clonePlain } from "../../../src/rules/combat/clone.js";
import type { BattleEvent } from "../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../src/rules/combat/normalize.js";
import { fixedDice } from "../../../src/rules/dice/dice-source.js";
import { attempt, foe, makeBattle, pc, play, turnOf, who } from "./helpers.js";

const board = () =>
  makeBattle([pc("ann", "frontline", { mp: 10 }), pc("bo", "pcRear"), foe("orc", "frontline")]);
const forged = (e: unknown) => e as BattleEvent;

/** The event is refused with `code`, and the very same state comes back. */
function refused(state: ReturnType<typeof board>, event: unknown, code: string) {
  const before = structuredClone(state);
  const r = attempt(state, forged(event));
  expect(r.errors.map((e) => e.code)).toEqual([code]);
  expect(r.state).toBe(state);
  expect(state).toEqual(before);
  return r.errors[0];
}

describe("the reducer's boundary checks every field of every event", () => {
  it("[SIMP-01] a move to an area that does not exist is refused, and the mover stays on the board", () => {
    const s = turnOf(board(), "ann");
    const error = refused(
      s,
      { type: "move", actorId: "ann", mode: "normal", to: "moon" },
      "Combat.UnknownArea",
    );
    expect(error?.params).toEqual({ field: "to" });
    // Even as a GM override, which bypasses rules but not the boundary.
    refused(
      s,
      { type: "override", event: { type: "move", actorId: "ann", mode: "full", to: "nowhere" } },
      "Combat.UnknownArea",
    );
  });

  it("[SIMP-18] a Breakthrough aimed at an area that does not exist is refused", () => {
    const s = play(turnOf(board(), "ann"), [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    refused(
      s,
      {
        type: "major",
        actorId: "ann",
        action: { kind: "cast", spell: { range: 10, area: { shape: "breakthrough" } }, targetArea: "void" },
      },
      "Combat.UnknownArea",
    );
  });

  it("[SIMP-01] a placement in an unknown area is refused", () => {
    refused(board(), { type: "place", combatantId: "ann", area: "toString" }, "Combat.UnknownArea");
  });

  it("[ACT-01] malformed major and minor actions are error values, not Combat.InternalError", () => {
    const s = play(turnOf(board(), "ann"), [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    for (const action of [
      undefined,
      null,
      "attack",
      { kind: "attack" },
      { kind: "attack", form: "melee", targetId: 7 },
      { kind: "cast" },
      { kind: "cast", spell: { range: "far", area: { shape: "target" } } },
      { kind: "cast", spell: { range: 10, area: { shape: "radius" } } },
      { kind: "teleport" },
    ]) {
      const r = attempt(s, forged({ type: "major", actorId: "ann", action }));
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]?.code).not.toBe("Combat.InternalError");
      expect(r.state).toBe(s);
    }
    for (const action of [
      undefined,
      { kind: "magic" },
      { kind: "sheathe", weapon: "x" },
      { kind: "endSpell" },
    ]) {
      const r = attempt(s, forged({ type: "minor", actorId: "ann", action }));
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]?.code).not.toBe("Combat.InternalError");
    }
  });

  it("[ACT-01] free text of any size is refused; the state keeps none of it", () => {
    const s = play(turnOf(board(), "ann"), [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    const huge = "x".repeat(100_000);
    refused(
      s,
      { type: "minor", actorId: "ann", action: { kind: "drop", weapon: huge } },
      "Combat.TextTooLong",
    );
    refused(
      s,
      { type: "major", actorId: "ann", action: { kind: "other", label: huge } },
      "Combat.TextTooLong",
    );
    refused(s, { type: "addEffect", effect: { id: "e", name: huge, unit: "rounds" } }, "Combat.TextTooLong");
    refused(s, { type: "override", event: { type: "startRound" }, reason: huge }, "Combat.TextTooLong");
  });

  it("[FLOW-04] unknown extra fields are tolerated but never stored", () => {
    const s = board();
    const r = step(
      s,
      forged({
        type: "addEffect",
        effect: { id: "bless", name: "Bless", unit: "rounds", payload: "x".repeat(10_000), nested: { a: 1 } },
        amount: 3,
        junk: true,
      }),
      fixedDice([]),
    );
    expect(r.errors).toEqual([]);
    expect(r.state.effects).toEqual([{ id: "bless", name: "Bless", unit: "rounds", remainingRounds: 3 }]);
  });

  it("[DMG-01] applyDamage with a non-number, NaN or Infinity is refused: HP never becomes NaN", () => {
    const s = board();
    for (const amount of ["5", Number.NaN, Number.POSITIVE_INFINITY, null, 2.5, -3, 1e12]) {
      const error = refused(s, { type: "applyDamage", targetId: "orc", amount }, "Combat.BadNumber");
      expect(error?.params).toMatchObject({ field: "amount" });
    }
    const ok = play(s, [{ type: "applyDamage", targetId: "orc", amount: 4 }]).state;
    expect(who(ok, "orc").sections[0]?.hp).toBe(11);
    // The saved battle still loads.
    expect(normalizeBattle(JSON.parse(JSON.stringify(ok))).ok).toBe(true);
  });

  it('[FLOW-04] addEffect with unit "constructor" (or any inherited name) is refused, no NaN duration', () => {
    const s = board();
    for (const unit of ["constructor", "toString", "__proto__", "weeks"])
      refused(s, { type: "addEffect", effect: { id: "e", name: "E", unit } }, "Combat.UnknownChoice");
    refused(
      s,
      { type: "addEffect", effect: { id: "e", name: "E", unit: "rounds" }, amount: Number.NaN },
      "Combat.BadNumber",
    );
  });

  it('[INIT-02] a monster whose id is "toString" can be checked with Monster Knowledge', () => {
    const built = normalizeBattle({
      combatants: [
        { id: "sage", side: "pc", hp: 10, monsterKnowledge: 5 },
        { id: "toString", side: "enemy", hp: 10, reputation: 10, weakness: 14 },
      ],
    });
    if (!built.ok) throw new Error(built.error.message);
    const r = step(
      built.value,
      { type: "monsterKnowledge", actorId: "sage", monsterId: "toString" },
      fixedDice([3, 4]),
    );
    expect(r.errors).toEqual([]);
    expect(r.state.knowledge.toString).toEqual({
      identified: true,
      weakPoint: false,
      checks: [{ actorId: "sage", result: 12 }],
    });
  });

  it('[INIT-01] a combatant id "__proto__" is refused when the battle is built', () => {
    const built = normalizeBattle({ combatants: [{ id: "__proto__", side: "pc", hp: 10 }] });
    expect(built.ok).toBe(false);
  });

  it("[INIT-01] join keeps only a well-formed position and penalties, never the raw objects", () => {
    const s = board();
    const r = step(
      s,
      forged({
        type: "join",
        combatant: {
          id: "late",
          side: "pc",
          hp: 10,
          position: { kind: "area", area: "pcRear", extra: { deep: 1 } },
          penalties: [{ target: "evasion", value: -2, source: "ambush", extra: 1 }, { deep: [[[]]] }],
        },
      }),
      fixedDice([]),
    );
    expect(r.errors).toEqual([]);
    const late = who(r.state, "late");
    expect(late.position).toEqual({ kind: "area", area: "pcRear" });
    expect(late.penalties).toEqual([{ target: "evasion", value: -2, source: "ambush" }]);
    expect(
      step(s, forged({ type: "join", combatant: { id: "x", side: "pc", hp: Number.NaN } }), fixedDice([]))
        .errors[0]?.code,
    ).toBe("Combat.MalformedBattle");
    expect(
      step(
        s,
        forged({
          type: "join",
          combatant: { id: "y", side: "pc", position: { kind: "area", area: "moon" } },
        }),
        fixedDice([]),
      ).errors[0]?.code,
    ).toBe("Combat.MalformedBattle");
  });

  it("[FLOW-01] a state nested too deeply to copy is an error value from step(), never an exception", () => {
    const s = board() as unknown as Record<string, unknown>;
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 200_000; i++) {
      const next = {};
      deep.a = next;
      deep = next;
    }
    // In the effects, which a new round takes for writing (their durations tick: draft.ts `writablePart`).
    const effect = { id: "e1", name: "Deep", unit: "rounds", remainingRounds: 3, deep: root };
    const nested = { ...s, effects: [effect] } as unknown as ReturnType<typeof board>;
    let result: ReturnType<typeof step> | undefined;
    expect(() => {
      result = step(nested, { type: "startRound" }, fixedDice([]));
    }).not.toThrow();
    expect(result?.errors[0]?.code).toBe("Combat.InternalError");
    expect(result?.state).toBe(nested);
  });

  it('[FLOW-01] a "__proto__" key in the state is copied as data, not as the copy\'s prototype', () => {
    const parsed = JSON.parse(
      '{"knowledge":{"__proto__":{"identified":true}},"list":[{"__proto__":{"x":1}}]}',
    );
    const copy = clonePlain(parsed);
    expect(Object.getPrototypeOf(copy.knowledge)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(copy.list[0])).toBe(Object.prototype);
    expect(Object.hasOwn(copy.knowledge, "__proto__")).toBe(true);
    expect(copy.knowledge.identified).toBeUndefined();
    expect(JSON.stringify(copy)).toBe(JSON.stringify(parsed));
  });

  it("[ACT-01] an unknown event type is refused with its name cut short", () => {
    const error = refused(board(), { type: "y".repeat(10_000) }, "Combat.UnknownEvent");
    expect(error?.message.length).toBeLessThan(200);
  });

  it("[MOVE-01] optional fields others may send (forced on move, section on major/minor) are accepted", () => {
    const s = turnOf(board(), "ann");
    const r = step(
      s,
      forged({ type: "move", actorId: "ann", mode: "limited", forced: false }),
      fixedDice([]),
    );
    expect(r.errors).toEqual([]);
    refused(s, { type: "move", actorId: "ann", mode: "limited", forced: "yes" }, "Combat.BadEventField");
  });

  it("[MOUNT-05] mount, dismount and mountWeakness are checked field by field and rebuilt", () => {
    const s = makeBattle([
      pc("kay", "pcRear", { riderLevel: 1 }),
      pc("stag", "pcRear", { kind: "mount", hp: 30 }),
      foe("orc", "frontline"),
    ]);
    refused(s, { type: "mount", riderId: "kay" }, "Combat.BadEventField");
    refused(s, { type: "mount", riderId: "kay", mountId: "ghost" }, "Combat.UnknownCombatant");
    refused(s, { type: "dismount", riderId: 3, mountId: "stag" }, "Combat.BadEventField");
    refused(s, { type: "mount", riderId: "stag", mountId: "kay" }, "Combat.NotAMount");
    refused(s, { type: "mountWeakness", riderId: "kay", mountId: "stag", total: 1.5 }, "Combat.BadNumber");
    const t = turnOf(s, "kay");
    const r = step(t, forged({ type: "mount", riderId: "kay", mountId: "stag", extra: "x" }), fixedDice([]));
    expect(r.errors).toEqual([]);
    expect(JSON.stringify(r.state)).not.toContain("extra");
  });

  it("[MOUNT-04] the attack's twoHanded / wrestling, a skill's ranged / magic and a forced move's together are booleans", () => {
    const s = turnOf(board(), "ann");
    const moved = play(s, [{ type: "move", actorId: "ann", mode: "limited" }]).state;
    const attack = (more: Record<string, unknown>) => ({
      type: "major",
      actorId: "ann",
      action: { kind: "attack", form: "melee", targetId: "orc", ...more },
    });
    refused(moved, attack({ twoHanded: "yes" }), "Combat.BadEventField");
    refused(moved, attack({ wrestling: 1 }), "Combat.BadEventField");
    refused(
      moved,
      { type: "major", actorId: "ann", action: { kind: "skill", label: "Roar", magic: "no" } },
      "Combat.BadEventField",
    );
    refused(moved, { type: "major", actorId: "ann", action: { kind: "skill" } }, "Combat.BadEventField");
    refused(
      moved,
      { type: "move", actorId: "orc", mode: "limited", forced: true, to: "pcRear", together: "both" },
      "Combat.BadEventField",
    );
    expect(step(moved, forged(attack({ twoHanded: true, wrestling: false })), fixedDice([])).errors).toEqual(
      [],
    );
  });

  it("[SECT-07] riding and wing fields of a saved battle survive a save and reload", () => {
    const s = play(
      turnOf(
        makeBattle([
          pc("kay", "pcRear", {
            riderLevel: 2,
            intBonus: 1,
            magicPower: 3,
            commandSections: 2,
            mountedWith: "stag",
          }),
          pc("stag", "pcRear", {
            kind: "mount",
            mountedWith: "kay",
            sections: [
              { name: "head", hp: 10 },
              { name: "wing", hp: 10, wing: true },
            ],
          }),
          foe("orc", "pcRear", { status: { grounded: true } }),
        ]),
        "kay",
      ),
      [
        { type: "move", actorId: "kay", mode: "limited" },
        {
          type: "major",
          actorId: "stag",
          actingSection: 1,
          action: { kind: "attack", form: "melee", targetId: "orc" },
        },
      ],
    ).state;
    expect(s.turn?.mount).toEqual({ id: "stag", majorActions: 1, sections: [1] });
    const saved = { ...clonePlain(s), turn: { ...s.turn, mounting: { kind: "mount", major: false } } };
    const reread = normalizeBattle(JSON.parse(JSON.stringify(saved)));
    if (!reread.ok) throw new Error(reread.error.message);
    expect(reread.value).toEqual(saved);
    expect(who(reread.value, "stag").sections[1]?.wing).toBe(true);
    expect(who(reread.value, "orc").status.grounded).toBe(true);
    const broken = normalizeBattle({
      ...saved,
      turn: { ...saved.turn, mount: { id: "stag", sections: "x" } },
    });
    expect(broken.ok).toBe(false);
  });

  it("[MOUNT-01][MOUNT-08] a saved battle with a rider and its mount apart is refused (the reducer never leaves one)", () => {
    const pair = (kayArea: string, stagArea: string, extra: Record<string, unknown> = {}) => ({
      phase: "ready",
      round: 1,
      combatants: [
        { id: "kay", side: "pc", hp: 20, riderLevel: 2, mountedWith: "stag", area: kayArea, ...extra },
        { id: "stag", side: "pc", kind: "mount", hp: 30, mountedWith: "kay", area: stagArea },
        { id: "orc", side: "enemy", hp: 10, area: "frontline" },
      ],
    });
    expect(normalizeBattle(pair("pcRear", "pcRear")).ok).toBe(true);
    const apart = normalizeBattle(pair("pcRear", "frontline"));
    expect(apart.ok).toBe(false);
    if (!apart.ok) {
      expect(apart.error).toMatchObject({ code: "Combat.MalformedBattle" });
      expect(apart.error.message).toContain("kay");
    }
    // A passenger (its link names the mount; the mount's names the jockey) apart is refused too.
    const passenger = pair("pcRear", "pcRear");
    passenger.combatants.push({
      id: "pip",
      side: "pc",
      hp: 8,
      mountedWith: "stag",
      area: "frontline",
    } as never);
    expect(normalizeBattle(passenger).ok).toBe(false);
    // Standard Combat: a rider 1 m from its mount's point.
    const standard = (x: number) =>
      normalizeBattle({
        method: "standard",
        phase: "ready",
        round: 1,
        combatants: [
          { id: "kay", side: "pc", hp: 20, mountedWith: "stag", position: { x, y: 0 } },
          { id: "stag", side: "pc", kind: "mount", hp: 30, mountedWith: "kay", position: { x: 0, y: 0 } },
          { id: "orc", side: "enemy", hp: 10, position: { x: 20, y: 0 } },
        ],
      });
    expect(standard(0).ok).toBe(true);
    expect(standard(1).ok).toBe(false);
    // One of the pair still unplaced (a latecomer waiting for its point) is not apart.
    const waiting = pair("pcRear", "pcRear");
    delete (waiting.combatants[0] as { area?: string }).area;
    expect(normalizeBattle(waiting).ok).toBe(true);
  });
});
