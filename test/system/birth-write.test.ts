/**
 * The pure part of writing a birth all or nothing (src/system/applications/view/birth-write.ts): the order of
 * the writes, and what to undo after each step failing, from plain sources. The sheet action applying them to
 * a (fake) Foundry actor is tested in records-actions.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  birthLeftOver,
  birthUndo,
  birthWritePlan,
  itemsStillOn,
  restoreFields,
  stepLanded,
} from "../../src/system/applications/view/edit/birth-write.js";
import { birthOf, birthUpdate } from "../../src/system/applications/view/edit/creation-updates.js";

const SORCERER = { _id: "sorc", name: "Sorcerer", type: "class", system: { classId: "sorcerer", level: 0 } };
const RACE = { _id: "race", name: "Emberkin", type: "race", system: {} };
const BEFORE = {
  system: {
    profile: { birth: "", age: "17" },
    experience: { earned: 0 },
    money: 10,
    base: { technique: 7, body: 0, mind: 0 },
  },
  items: [RACE, SORCERER],
};
/** Sorcerer 1 (raises the character's 0) and Scout 2 (added); Body 9, Mind 4 fixed. */
const LAMP_KEEPER = birthOf("Lamp Keeper", {
  class1: { classId: "sorcerer", level: 1 },
  class2: { classId: "scout", level: 2 },
  class3: { classId: "fighter", level: 0 },
  experience: 2500,
  money: 800,
  base: { technique: 0, body: 9, mind: 4 },
});
const names = (id: string) => ({ sorcerer: "Sorcerer", scout: "Scout" })[id as "scout"] ?? id;
const plan = birthWritePlan(birthUpdate(LAMP_KEEPER, BEFORE.items, names), ["newScout"]);
const CREATED = { _id: "newScout", name: "Scout", type: "class", system: { classId: "scout", level: 2 } };
const RAISED = { ...SORCERER, system: { classId: "sorcerer", level: 1 } };

describe("the plan of a birth's writes", () => {
  it("creates first (with the ids given), raises next, writes the actor last", () => {
    expect(plan).toEqual({
      create: [CREATED],
      raise: [{ _id: "sorc", "system.level": 1 }],
      actor: {
        "system.profile.birth": "Lamp Keeper",
        "system.experience.earned": 2500,
        "system.money": 800,
        "system.base.body": 9,
        "system.base.mind": 4,
      },
      steps: ["create", "raise", "actor"],
    });
  });

  it("a birth naming the same class twice creates one class item, at the higher level", () => {
    const twice = birthOf("Twice a scout", {
      class1: { classId: "scout", level: 1 },
      class2: { classId: "scout", level: 3 },
      class3: { classId: "sorcerer", level: 2 },
    });
    const p = birthWritePlan(birthUpdate(twice, BEFORE.items, names), ["s1", "s2"]);
    expect(p.create).toEqual([
      { _id: "s1", name: "Scout", type: "class", system: { classId: "scout", level: 3 } },
    ]);
    expect(p.raise).toEqual([{ _id: "sorc", "system.level": 2 }]);
    // Named twice and already there: one raise to the higher level.
    const raiseTwice = birthOf("Twice a sorcerer", {
      class1: { classId: "sorcerer", level: 4 },
      class2: { classId: "sorcerer", level: 1 },
    });
    const r = birthWritePlan(birthUpdate(raiseTwice, BEFORE.items, names), []);
    expect(r.create).toEqual([]);
    expect(r.raise).toEqual([{ _id: "sorc", "system.level": 4 }]);
  });

  it("leaves out the steps with nothing to write", () => {
    const raiseOnly = birthWritePlan(
      birthUpdate(birthOf("Quiet", { class1: { classId: "sorcerer", level: 1 } }), BEFORE.items, names),
      [],
    );
    expect(raiseOnly.steps).toEqual(["raise", "actor"]);
    const createOnly = birthWritePlan(
      birthUpdate(LAMP_KEEPER, [RACE, { ...SORCERER, system: { classId: "sorcerer", level: 3 } }], names),
      ["x1"],
    );
    expect(createOnly.steps).toEqual(["create", "actor"]);
    expect(createOnly.raise).toEqual([]);
  });
});

describe("restoring exactly the fields written", () => {
  it("puts back each previous value, a copy of it", () => {
    const before = { system: { base: { body: 3, extra: { a: [1] } } } };
    const restore = restoreFields(before, ["system.base.body", "system.base.extra"]);
    expect(restore).toEqual({ "system.base.body": 3, "system.base.extra": { a: [1] } });
    expect(restore["system.base.extra"]).not.toBe(before.system.base.extra);
  });

  it("deletes the outermost part that was absent before (no key left that was not there)", () => {
    expect(
      restoreFields({ system: { base: {} } }, ["system.base.body", "system.profile.birth", "system.money"]),
    ).toEqual({ "system.base.-=body": null, "system.-=profile": null, "system.-=money": null });
    // A field that held null or 0 is put back as null or 0, not deleted.
    expect(restoreFields({ system: { money: 0, note: null } }, ["system.money", "system.note"])).toEqual({
      "system.money": 0,
      "system.note": null,
    });
  });
});

describe("the undo after a failed step", () => {
  it("the create failed with nothing made: nothing to undo", () => {
    expect(birthUndo(BEFORE, BEFORE, plan, [])).toEqual({ actor: null, levels: [], remove: [] });
  });

  it("the create failed after making the item (a lost reply): the item, known by its id, is removed", () => {
    const now = { ...BEFORE, items: [...BEFORE.items, CREATED] };
    expect(birthUndo(BEFORE, now, plan, [])).toEqual({ actor: null, levels: [], remove: ["newScout"] });
  });

  it("the raise failed: the created item is removed, no level is touched", () => {
    const now = { ...BEFORE, items: [...BEFORE.items, CREATED] };
    expect(birthUndo(BEFORE, now, plan, ["create"])).toEqual({
      actor: null,
      levels: [],
      remove: ["newScout"],
    });
  });

  it("the actor write failed: the raised level goes back to 0, the created item is removed", () => {
    const now = { ...BEFORE, items: [RACE, RAISED, CREATED] };
    expect(birthUndo(BEFORE, now, plan, ["create", "raise"])).toEqual({
      actor: null,
      levels: [{ _id: "sorc", "system.level": 0 }],
      remove: ["newScout"],
    });
  });

  it("a raised item deleted meanwhile is not restored; a created one deleted meanwhile is not removed", () => {
    const now = { ...BEFORE, items: [RACE] };
    expect(birthUndo(BEFORE, now, plan, ["create", "raise"])).toEqual({
      actor: null,
      levels: [],
      remove: [],
    });
  });

  it("a raise whose reply was lost (it landed, then failed) is undone; one that did not land is left", () => {
    const landed = { ...BEFORE, items: [RACE, RAISED, CREATED] };
    expect(birthUndo(BEFORE, landed, plan, ["create"]).levels).toEqual([{ _id: "sorc", "system.level": 0 }]);
    const notLanded = { ...BEFORE, items: [RACE, SORCERER, CREATED] };
    expect(birthUndo(BEFORE, notLanded, plan, ["create"]).levels).toEqual([]);
  });

  it("an actor write whose reply was lost: only the fields showing the birth's value are put back", () => {
    const now = {
      system: {
        profile: { birth: "Lamp Keeper", age: "17" },
        experience: { earned: 2500 },
        money: 55, // another user's change meanwhile: kept
        base: { technique: 7, body: 9, mind: 4 },
      },
      items: [RACE, RAISED, CREATED],
    };
    expect(birthUndo(BEFORE, now, plan, ["create", "raise"]).actor).toEqual({
      "system.profile.birth": "",
      "system.experience.earned": 0,
      "system.base.body": 0,
      "system.base.mind": 0,
    });
  });

  it("after the actor write (a later failure), its fields go back to exactly their previous values", () => {
    const now = { ...BEFORE, items: [RACE, RAISED, CREATED] };
    expect(birthUndo(BEFORE, now, plan, ["create", "raise", "actor"]).actor).toEqual({
      "system.profile.birth": "",
      "system.experience.earned": 0,
      "system.money": 10,
      "system.base.body": 0,
      "system.base.mind": 0,
    });
  });
});

describe("whether a write landed on every item (the database's answer aside)", () => {
  it("a create landed when every item it made is there", () => {
    expect(stepLanded("create", plan, { items: [RACE, SORCERER, CREATED] })).toBe(true);
    expect(stepLanded("create", plan, { items: [RACE, SORCERER] })).toBe(false);
  });

  it("a raise landed when every raised item is still there (one deleted meanwhile is a failure)", () => {
    expect(stepLanded("raise", plan, { items: [RACE, RAISED, CREATED] })).toBe(true);
    expect(stepLanded("raise", plan, { items: [RACE, CREATED] })).toBe(false);
    // The actor write is judged by its own error only (its data model may normalise values).
    expect(stepLanded("actor", plan, { items: [] })).toBe(true);
  });

  it("names the created items still on the actor after a delete", () => {
    expect(itemsStillOn({ items: [RACE, CREATED] }, ["newScout", "other"])).toEqual(["newScout"]);
    expect(itemsStillOn({ items: [RACE] }, ["newScout"])).toEqual([]);
  });
});

describe("what a failed undo leaves for the user", () => {
  const now = { ...BEFORE, items: [RACE, RAISED, CREATED] };
  const undo = birthUndo(BEFORE, now, plan, ["create", "raise", "actor"]);

  it("names the parts that could not be put back, with the items' names and previous levels", () => {
    expect(birthLeftOver(now, undo, ["actor", "levels", "remove"])).toEqual({
      actorFields: true,
      added: ["Scout"],
      raised: [{ name: "Sorcerer", level: 0 }],
    });
    expect(birthLeftOver(now, undo, ["remove"])).toEqual({
      actorFields: false,
      added: ["Scout"],
      raised: [],
    });
  });

  it("nothing failed: nothing left", () => {
    expect(birthLeftOver(now, undo, [])).toEqual({ actorFields: false, added: [], raised: [] });
  });
});
