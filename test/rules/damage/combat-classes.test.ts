import { describe, expect, it } from "vitest";
import {
  accuracyClasses,
  bestAccuracyClass,
  bestEvasionClass,
  evasionModifier,
} from "../../../src/rules/damage/combat-classes.js";

describe("combat classes", () => {
  it("[ROLL-03] accuracy classes: melee F/G/Fe, ranged Marksman, thrown F/Fe/Marksman", () => {
    expect(accuracyClasses("melee")).toEqual(["fighter", "grappler", "fencer"]);
    expect(accuracyClasses("ranged")).toEqual(["marksman"]);
    expect(accuracyClasses("thrown")).toEqual(["fighter", "fencer", "marksman"]);
  });

  it("[ROLL-03] the best allowed class attacks; a Grappler cannot throw", () => {
    const levels = { grappler: 5, fencer: 2, marksman: 3 };
    expect(bestAccuracyClass("melee", levels)).toEqual({ classId: "grappler", level: 5 });
    expect(bestAccuracyClass("thrown", levels)).toEqual({ classId: "marksman", level: 3 });
    expect(bestAccuracyClass("ranged", { fighter: 4 })).toBeNull();
  });

  it("[ROLL-03] evasion: best of Fighter/Grappler/Fencer + Agility modifier, chosen independently", () => {
    const levels = { marksman: 6, fencer: 2, fighter: 3 };
    expect(bestAccuracyClass("ranged", levels)).toEqual({ classId: "marksman", level: 6 });
    expect(bestEvasionClass(levels)).toEqual({ classId: "fighter", level: 3 });
    expect(evasionModifier(levels, 2)).toBe(5);
  });

  it("[ROLL-03] Marksman gives no Evasion: no evasion class, no Agility modifier", () => {
    expect(bestEvasionClass({ marksman: 6 })).toBeNull();
    expect(evasionModifier({ marksman: 6 }, 3)).toBe(0);
  });
});
