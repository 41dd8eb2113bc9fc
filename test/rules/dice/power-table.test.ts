import { describe, expect, it } from "vitest";
import { POWER_TABLE } from "../../../src/rules/dice/power-table-data.js";

describe("power table data", () => {
  it("[ROLL-05] has powers 0..100, each with ten columns for 2d = 3..12", () => {
    expect(POWER_TABLE).toHaveLength(101);
    for (const row of POWER_TABLE) expect(row).toHaveLength(10);
  });
});
