import { describe, expect, it } from "vitest";
import {
  flagFieldset,
  regionBoxes,
  sceneBoxes,
} from "../../../../src/system/combat/canvas/terrain-config.js";
import { translator } from "../helpers.js";

describe("the GM's water and terrain boxes on Region and Scene config", () => {
  const en = translator("en");

  it("[STD-27][STD-03][ENV-05] a Region's boxes name its flags and are checked as they are stored", () => {
    const flags = { swordworld25: { terrain: { blocksSight: true }, environment: { underwater: true } } };
    expect(regionBoxes(flags, en).map((b) => [b.name, b.checked])).toEqual([
      ["flags.swordworld25.terrain.blocksSight", true],
      ["flags.swordworld25.terrain.forbidden", false],
      ["flags.swordworld25.environment.underwater", true],
      ["flags.swordworld25.environment.shoulderDeep", false],
    ]);
    expect(regionBoxes(undefined, en).every((b) => !b.checked)).toBe(true);
    expect(regionBoxes({ swordworld25: { terrain: "yes" } }, en).every((b) => !b.checked)).toBe(true);
    expect(
      sceneBoxes({ swordworld25: { environment: { shoulderDeep: true } } }, en).map((b) => b.checked),
    ).toEqual([false, true]);
  });

  it("[ENV-05] labels are localized in both languages and the markup escapes them", () => {
    const ja = translator("ja");
    expect(regionBoxes(undefined, ja)[2]?.label).toBe("水中");
    expect(regionBoxes(undefined, en)[0]?.label).toBe("Blocks sight");
    const html = flagFieldset('A & "B"', [{ name: "flags.x", label: "<i>", hint: "h", checked: true }]);
    expect(html).toContain("<legend>A &amp; &quot;B&quot;</legend>");
    expect(html).toContain('<label for="sw25-flags-x">&lt;i&gt;</label>');
    expect(html).toContain('<input type="checkbox" id="sw25-flags-x" name="flags.x" checked>');
  });
});
