import { describe, expect, it } from "vitest";
import {
  type AppliedChange,
  planUndo,
  readAppliedChange,
  statusChange,
} from "../../../src/rules/damage/undo.js";

const hit: AppliedChange = {
  section: null,
  field: "hp",
  before: 16,
  after: 0,
  status: "added",
  undone: false,
};

describe("reading an applied change", () => {
  it("a complete record reads as written; undone defaults to false", () => {
    expect(readAppliedChange({ section: null, field: "hp", before: 16, after: 0, status: "added" })).toEqual(
      hit,
    );
    expect(readAppliedChange({ ...hit, section: 1, status: null, undone: true })).toEqual({
      ...hit,
      section: 1,
      status: null,
      undone: true,
    });
  });

  it("a record without a change (written before undo existed) or malformed reads as none", () => {
    expect(readAppliedChange({ section: null, effect: "physical", at: 1 })).toBeNull();
    expect(readAppliedChange(null)).toBeNull();
    expect(readAppliedChange([hit])).toBeNull();
    expect(readAppliedChange({ ...hit, field: "mp" })).toBeNull();
    expect(readAppliedChange({ ...hit, section: -1 })).toBeNull();
    expect(readAppliedChange({ ...hit, section: 0.5 })).toBeNull();
    expect(readAppliedChange({ ...hit, before: "16" })).toBeNull();
    expect(readAppliedChange({ ...hit, after: Number.NaN })).toBeNull();
    expect(readAppliedChange({ ...hit, status: "asleep" })).toBeNull();
  });
});

describe("planning an undo", () => {
  it("the value the application left: the value before comes back, and the status it added goes", () => {
    expect(planUndo(hit, { section: null, hp: 0, unconscious: true })).toEqual({
      ok: true,
      value: { section: null, hp: 16, unconscious: false },
    });
  });

  it("a heal that woke the target: HP back down, the status it removed back on", () => {
    const heal: AppliedChange = { ...hit, before: -2, after: 5, status: "removed" };
    expect(planUndo(heal, { section: null, hp: 5, unconscious: false })).toEqual({
      ok: true,
      value: { section: null, hp: -2, unconscious: true },
    });
  });

  it("a status changed by hand since is left alone; no status change touches none", () => {
    expect(planUndo(hit, { section: null, hp: 0, unconscious: false })).toEqual({
      ok: true,
      value: { section: null, hp: 16, unconscious: null },
    });
    expect(planUndo({ ...hit, status: null }, { section: null, hp: 0, unconscious: true })).toEqual({
      ok: true,
      value: { section: null, hp: 16, unconscious: null },
    });
  });

  it("the HP one off the value left (either way) is refused: something changed it since", () => {
    for (const hp of [-1, 1]) {
      const result = planUndo(hit, { section: null, hp, unconscious: true });
      expect(result).toEqual({
        ok: false,
        error: {
          code: "UndoValueChanged",
          message: "the HP changed since it was applied",
          params: { after: 0, now: hp },
        },
      });
    }
  });

  it("[SECT-04] a section hit is undone on that section only; another section read now is refused", () => {
    const section: AppliedChange = { ...hit, section: 1, before: 8, after: 3, status: null };
    expect(planUndo(section, { section: 1, hp: 3, unconscious: false })).toEqual({
      ok: true,
      value: { section: 1, hp: 8, unconscious: null },
    });
    const gone = planUndo(section, { section: 0, hp: 3, unconscious: false });
    expect(gone.ok ? null : gone.error.code).toBe("UndoSectionGone");
    expect(gone.ok ? null : gone.error.params).toEqual({ section: 2 });
  });

  it("nothing recorded, or undone already: refused", () => {
    const none = planUndo(null, { section: null, hp: 0, unconscious: false });
    expect(none.ok ? null : none.error.code).toBe("UndoNothing");
    const twice = planUndo({ ...hit, undone: true }, { section: null, hp: 0, unconscious: true });
    expect(twice.ok ? null : twice.error.code).toBe("UndoAlreadyDone");
  });

  it("[DMG-09] the status an application changed, as recorded", () => {
    expect(statusChange(true, false, true)).toBe("added");
    expect(statusChange(true, true, false)).toBe("removed");
    expect(statusChange(true, true, true)).toBeNull();
    expect(statusChange(false, false, true)).toBeNull();
  });
});
