import { describe, expect, it } from "vitest";
import {
  canUndoStartingRoll,
  chooseBirth,
  creationPath,
  parseRaceDie,
  rollStartingAbilities,
  startingVitals,
} from "../../../../src/rules/character/creation/creation.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";

describe("race dice and starting abilities", () => {
  it("reads 2d, 1d+6, 2D6-1, full width and fixed values; '' means not rolled", () => {
    expect(parseRaceDie("2d")).toEqual({ ok: true, value: { dice: 2, modifier: 0 } });
    expect(parseRaceDie("1d+6")).toEqual({ ok: true, value: { dice: 1, modifier: 6 } });
    expect(parseRaceDie("2D6-1")).toEqual({ ok: true, value: { dice: 2, modifier: -1 } });
    expect(parseRaceDie("１ｄ＋６")).toEqual({ ok: true, value: { dice: 1, modifier: 6 } });
    expect(parseRaceDie("12")).toEqual({ ok: true, value: { dice: 0, modifier: 12 } });
    expect(parseRaceDie("")).toEqual({ ok: true, value: null });
    expect(parseRaceDie(" - ")).toEqual({ ok: true, value: null });
  });

  it("refuses what it cannot read, naming the text", () => {
    for (const bad of ["2d8", "d", "0d", "7d", "2d+", "abc", "2d+1000"]) {
      const r = parseRaceDie(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: "RaceDiceMalformed", params: { dice: bad } });
    }
  });

  it("[FACTS-1] rolls each set die in order: Technique, Body, Mind, then A–F; unset values are left out", () => {
    const r = rollStartingAbilities(
      { technique: "", body: "", mind: "", dexterity: "2d", agility: "1d+6", strength: "2d", vitality: "12" },
      fixedDice([3, 4, 2, 6, 1, 5]),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.values.map((v) => [v.key, v.formula, v.dice, v.value])).toEqual([
      ["dexterity", "2d6", [3, 4], 7],
      ["agility", "1d6+6", [2], 8],
      ["strength", "2d6", [6, 1], 7],
      ["vitality", "12", [], 12],
    ]);
    expect(r.value.faces).toEqual([3, 4, 2, 6, 1]);
    expect(creationPath("technique")).toBe("base.technique");
    expect(creationPath("agility")).toBe("abilities.agility.race");
  });

  it("the Adventurer birth's 2d for Technique, Body and Mind roll first", () => {
    const r = rollStartingAbilities(
      { technique: "2d", body: "2d", mind: "2d" },
      fixedDice([1, 1, 6, 6, 2, 3]),
    );
    expect(r.ok && r.value.values.map((v) => v.value)).toEqual([2, 12, 5]);
  });

  it("a bad die or too few dice fails the whole roll; no die set at all is its own error", () => {
    const bad = rollStartingAbilities({ dexterity: "2d", agility: "2x" }, fixedDice([1, 1, 1, 1]));
    expect(bad.ok ? null : bad.error).toMatchObject({
      code: "RaceDiceMalformed",
      params: { key: "agility" },
    });
    const short = rollStartingAbilities({ dexterity: "2d", agility: "2d" }, fixedDice([1, 1, 1]));
    expect(short.ok ? null : short.error.code).toBe("DiceExhausted");
    const none = rollStartingAbilities({}, fixedDice([]));
    expect(none.ok ? null : none.error.code).toBe("RaceDiceNone");
  });

  it("a minus never takes a value below 0", () => {
    const r = rollStartingAbilities({ spirit: "1d-6" }, fixedDice([1]));
    expect(r.ok && r.value.values[0]?.value).toBe(0);
  });

  it("undo is offered before play only: a snapshot, no session, no growth", () => {
    expect(canUndoStartingRoll({ dexterity: 0 }, 0, 0)).toBe(true);
    expect(canUndoStartingRoll({ dexterity: 0 }, 1, 0)).toBe(false);
    expect(canUndoStartingRoll({ dexterity: 0 }, 0, 1)).toBe(false);
    expect(canUndoStartingRoll(null, 0, 0)).toBe(false);
    expect(canUndoStartingRoll({}, 0, 0)).toBe(false);
  });
});

describe("birth (生まれ)", () => {
  const birth = {
    name: "Caravan guard",
    classes: [
      { classId: "fighter" as const, level: 1 },
      { classId: "scout" as const, level: 1 },
      { classId: "custom" as const, level: 1 },
      { classId: "sage" as const, level: 0 },
    ],
    experience: 3000,
    money: 1200,
    base: { technique: 8, body: 9, mind: 0 },
  };

  it("adds the starting classes it does not have, sets experience, money and its fixed Technique/Body", () => {
    expect(chooseBirth(birth, [])).toEqual({
      addClasses: [
        { classId: "fighter", level: 1 },
        { classId: "scout", level: 1 },
      ],
      raiseClasses: [],
      experience: 3000,
      money: 1200,
      base: { technique: 8, body: 9 },
      birthName: "Caravan guard",
    });
  });

  it("a class already there is raised to the birth's level, never lowered", () => {
    const c = chooseBirth({ ...birth, classes: [{ classId: "fighter", level: 2 }] }, [
      { classId: "fighter", level: 1 },
    ]);
    expect(c.addClasses).toEqual([]);
    expect(c.raiseClasses).toEqual([{ classId: "fighter", level: 2 }]);
    expect(chooseBirth(birth, [{ classId: "fighter", level: 3 }]).raiseClasses).toEqual([]);
  });

  it("a birth naming one class twice gives one class, at the higher level (added or raised)", () => {
    const twice = {
      ...birth,
      classes: [
        { classId: "scout" as const, level: 1 },
        { classId: "fighter" as const, level: 1 },
        { classId: "scout" as const, level: 3 },
      ],
    };
    expect(chooseBirth(twice, []).addClasses).toEqual([
      { classId: "scout", level: 3 },
      { classId: "fighter", level: 1 },
    ]);
    const raised = chooseBirth(twice, [{ classId: "scout", level: 2 }]);
    expect(raised.addClasses).toEqual([{ classId: "fighter", level: 1 }]);
    expect(raised.raiseClasses).toEqual([{ classId: "scout", level: 3 }]);
    // The higher level wins in either order.
    const reversed = chooseBirth({ ...twice, classes: [...twice.classes].reverse() }, []);
    expect(reversed.addClasses).toEqual([
      { classId: "scout", level: 3 },
      { classId: "fighter", level: 1 },
    ]);
  });

  it("NaN or infinite levels, experience and money never reach the character", () => {
    const c = chooseBirth(
      {
        ...birth,
        classes: [
          { classId: "fighter", level: Number.NaN },
          { classId: "scout", level: Number.POSITIVE_INFINITY },
          { classId: "sage", level: 2.9 },
        ],
        experience: Number.POSITIVE_INFINITY,
        money: Number.NaN,
        base: { technique: Number.POSITIVE_INFINITY, body: Number.NaN, mind: 4 },
      },
      [],
    );
    // An unreadable level is no level (like any non-finite stored number); a fraction is truncated.
    expect(c.addClasses).toEqual([{ classId: "sage", level: 2 }]);
    expect([c.experience, c.money]).toEqual([0, 0]);
    expect(c.base).toEqual({ mind: 4 });
  });

  it("negative experience or money is read as 0", () => {
    const c = chooseBirth({ ...birth, experience: -5, money: -1 }, []);
    expect([c.experience, c.money]).toEqual([0, 0]);
  });
});

describe("a new character's current HP and MP start at their maximum (reading we chose)", () => {
  const v = (value: number, max: number, follows = true, touched = false) => ({
    value,
    max,
    follows,
    touched,
  });
  const both = { hp: true, mp: true };

  it("created empty (0) or full: follows, and is filled to the derived maximum", () => {
    expect(startingVitals({ hp: v(0, 0, false), mp: v(0, 0, false) }, true, 0, 0)).toEqual({
      values: {},
      follows: both,
    });
    expect(startingVitals({ hp: v(0, 19, false), mp: v(15, 15, false) }, true, 0, 0)).toEqual({
      values: { hp: 19 },
      follows: both,
    });
    // Created with a value in between (a copy of a wounded character): kept, not following.
    expect(startingVitals({ hp: v(7, 19, false), mp: v(0, 15, false) }, true, 0, 0)).toEqual({
      values: { mp: 15 },
      follows: { hp: false, mp: true },
    });
  });

  it("while it follows, the value is the maximum, up and down (classes and abilities change)", () => {
    expect(startingVitals({ hp: v(19, 22), mp: v(15, 15) }, false, 0, 0)).toEqual({
      values: { hp: 22 },
      follows: both,
    });
    expect(startingVitals({ hp: v(22, 16), mp: v(15, -2) }, false, 0, 0)).toEqual({
      values: { hp: 16, mp: 0 },
      follows: both,
    });
    expect(startingVitals({ hp: v(19, 19), mp: v(7, 7.8) }, false, 0, 0)).toEqual({
      values: {},
      follows: both,
    });
  });

  it("a change that sets the value itself (typed, damage, spending) stops it following for good", () => {
    expect(startingVitals({ hp: v(12, 19, true, true), mp: v(15, 18) }, false, 0, 0)).toEqual({
      values: { mp: 18 },
      follows: { hp: false, mp: true },
    });
    // Damage to exactly 0 is never healed back by a later change.
    expect(startingVitals({ hp: v(0, 19, false), mp: v(15, 15) }, false, 0, 0)).toEqual({
      values: {},
      follows: { hp: false, mp: true },
    });
  });

  it("after play (a session or a growth) nothing follows or is filled", () => {
    const none = { values: {}, follows: { hp: false, mp: false } };
    expect(startingVitals({ hp: v(0, 19), mp: v(0, 15) }, false, 1, 0)).toEqual(none);
    expect(startingVitals({ hp: v(0, 19), mp: v(0, 15) }, true, 0, 1)).toEqual(none);
  });

  it("an older character that never followed is left as it is", () => {
    expect(startingVitals({ hp: v(0, 19, false), mp: v(3, 15, false) }, false, 0, 0)).toEqual({
      values: {},
      follows: { hp: false, mp: false },
    });
  });
});
