import { describe, expect, it } from "vitest";
import { powerTableValue } from "../../../src/rules/dice/power-roll.js";
import { POWER_TABLE } from "../../../src/rules/dice/power-table-data.js";

describe("power table data", () => {
  it("[ROLL-05] has powers 0..100, each with ten columns for 2d = 3..12", () => {
    expect(POWER_TABLE).toHaveLength(101);
    for (const row of POWER_TABLE) expect(row).toHaveLength(10);
  });

  it("[ROLL-05] the seed's reading: power 20, a roll of 5 reads 3; power 17 reads 7 on a 10 and 5 on a 7", () => {
    expect(powerTableValue(20, 5)).toBe(3);
    expect(powerTableValue(17, 10)).toBe(7);
    expect(powerTableValue(17, 7)).toBe(5);
  });

  it("[ROLL-05] a 2 reads 0 on every row; the corners are 0 (power 0, 3) and 30 (power 100, 12)", () => {
    for (let power = 0; power <= 100; power++) expect(powerTableValue(power, 2)).toBe(0);
    expect(powerTableValue(0, 3)).toBe(0);
    expect(powerTableValue(100, 12)).toBe(30);
  });

  it("[ROLL-05] no typo breaks the table's shape: rows grow with the roll, columns with the power", () => {
    for (let power = 0; power <= 100; power++) {
      const row = POWER_TABLE[power] as readonly number[];
      for (let c = 1; c < 10; c++)
        expect(row[c], `power ${power}`).toBeGreaterThanOrEqual(row[c - 1] as number);
      if (power === 0) continue;
      const below = POWER_TABLE[power - 1] as readonly number[];
      for (let c = 0; c < 10; c++)
        expect(row[c], `power ${power}`).toBeGreaterThanOrEqual(below[c] as number);
    }
    // Fingerprints of the source data (shared/data/power-table.json): the plain sum catches an edited value,
    // the position-weighted sum a moved one.
    expect(POWER_TABLE.flat().reduce((a, b) => a + b, 0)).toBe(10669);
    expect(POWER_TABLE.flat().reduce((a, v, i) => a + v * (i + 1), 0)).toBe(6900348);
  });
});
