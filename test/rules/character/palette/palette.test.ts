import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../../../../src/rules/character/derivation/character-derived.js";
import {
  defaultPalette,
  paletteText,
  paletteValues,
  parsePaletteText,
  resolvePalette,
} from "../../../../src/rules/character/palette/palette.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { rollText } from "../../../../src/rules/dice/notation.js";
import { adventurer, weapon } from "../fixtures.js";

// Fighter 2, Scout 1: Dex 15 (+2), Agi 17 (+2), Str 12 (+2); a sword of power 20, C 10, accuracy +1.
const fighterClass = { classId: "fighter" as const, level: 2, tier: "A" as const, kind: "warrior" as const };
const scoutClass = { classId: "scout" as const, level: 1, tier: "B" as const, kind: "other" as const };
const derived = deriveCharacter(
  adventurer({ classes: [fighterClass, scoutClass], weapons: [weapon({ accuracy: 1 })] }),
);
const values = paletteValues(derived);

describe("chat palette", () => {
  it("[ROLL-03] the values are the sheet's: accuracy, power, C, extra damage, checks, abilities", () => {
    // Accuracy = Fighter 2 + Dex bonus 2 + weapon 1 = 5; extra damage = Fighter 2 + Str bonus 2 = 4.
    expect(values).toMatchObject({
      adventurerLevel: 2,
      accuracy: 5,
      accuracy1: 5,
      power: 20,
      crit: 10,
      extraDamage: 4,
      fortitude: derived.fortitude,
      willpower: derived.willpower,
      initiative: 3,
      dexterity: 15,
      dexterityBonus: 2,
    });
  });

  it("resolves English and ytsheet2 names alike, negatives in BCDice form", () => {
    expect(resolvePalette("2d6+{accuracy}", values)).toEqual({ ok: true, value: "2d6+5" });
    expect(resolvePalette("2d6+{命中}", values)).toEqual({ ok: true, value: "2d6+5" });
    expect(resolvePalette("2d6+{冒険者}+{器用B}", values)).toEqual({ ok: true, value: "2d6+4" });
    expect(resolvePalette("k{威力}+{追加ダメージ}@{C値}", values)).toEqual({ ok: true, value: "k20+4@10" });
    expect(resolvePalette("2d6+{Accuracy}", values)).toEqual({ ok: true, value: "2d6+5" });
    expect(resolvePalette("2d6+{x}", { x: -2 })).toEqual({ ok: true, value: "2d6-2" });
    expect(resolvePalette("3d6", values)).toEqual({ ok: true, value: "3d6" });
  });

  it("an unknown reference is an error naming it", () => {
    const r = resolvePalette("2d6+{魔力}", values);
    expect(r.ok ? null : r.error).toMatchObject({
      code: "PaletteUnknownReference",
      params: { name: "魔力" },
    });
  });

  it("the default palette rolls: every line resolves and the engine reads it", () => {
    const palette = defaultPalette(derived, (key, n) => (n ? `${key} ${n}` : key));
    expect(palette.slice(0, 3)).toEqual([
      { name: "accuracy 1", formula: "2d6+{accuracy1}" },
      { name: "damage 1", formula: "k{power1}+{extraDamage1}@{crit1}" },
      { name: "evasion", formula: "2d6+{evasion}" },
    ]);
    expect(palette.some((p) => p.formula === "2d6+{initiative}")).toBe(true);
    for (const entry of palette) {
      const resolved = resolvePalette(entry.formula, values);
      expect(resolved.ok, entry.formula).toBe(true);
      if (resolved.ok) expect(rollText(resolved.value, fixedDice([3, 4])).ok, resolved.value).toBe(true);
    }
    const damage = resolvePalette("k{power1}+{extraDamage1}@{crit1}", values);
    expect(damage.ok && rollText(damage.value, fixedDice([3, 4])).ok && damage.value).toBe("k20+4@10");
  });

  it("ytsheet2 palette text: notation, a blank, the name (ytsheet2's variable names); read back the same", () => {
    const entries = [
      { name: "命中力判定", formula: "2d6+{命中1}" },
      { name: "", formula: "3d6" },
    ];
    const text = paletteText(entries);
    expect(text).toBe("2d6+{命中1} 命中力判定\n3d6");
    expect(parsePaletteText(text)).toEqual(entries);
    expect(parsePaletteText("2d6+{冒険者}+{器用} 冒険者＋器用<br><br>k20")).toEqual([
      { name: "冒険者＋器用", formula: "2d6+{冒険者}+{器用}" },
      { name: "", formula: "k20" },
    ]);
  });
});
