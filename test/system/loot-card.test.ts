import { describe, expect, it } from "vitest";
import { rollLootFor } from "../../src/rules/character/monsters/loot.js";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { lootCardView } from "../../src/system/applications/view/loot-card.js";
import { renderer } from "../browser/render-harness.js";

const ROWS = [
  { roll: "always", item: "Thorn shell", price: 30 },
  { roll: "2-7", item: "", price: 0 },
  { roll: "8+", item: "Venom sac", price: 120 },
  { roll: "13-", item: "Typo row", price: 5 },
];

describe("loot card", () => {
  it("[FLOW-07] two defeated monsters: each roll's dice, total and row; always rows once per monster; the sum", () => {
    const rolled = rollLootFor(ROWS, 1, 2, fixedDice([2, 3, 5, 4]));
    if (!rolled.ok) throw new Error(rolled.error.message);
    const card = lootCardView("Thornback", 1, rolled.value);
    expect(card.rolls).toEqual([
      { dice: "2+3", total: 6, item: "", price: 0 },
      { dice: "5+4", total: 10, item: "Venom sac", price: 120 },
    ]);
    expect(card.always).toEqual([{ item: "Thorn shell", count: 2, price: 60 }]);
    expect(card.totalPrice).toBe(180);
    expect(card.invalid).toEqual(["13-"]);
    for (const lang of ["en", "ja"] as const) {
      const r = renderer(lang);
      const html = r.render("chat/loot-card.hbs", { card });
      expect(html).toContain("Venom sac");
      expect(html).toContain("<strong>180</strong>");
      expect(html).toContain("2d+1");
      expect([...r.missing]).toEqual([]);
    }
  });
});
