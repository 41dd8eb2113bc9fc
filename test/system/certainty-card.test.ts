/**
 * Magic expansion certainty (確実化) on the spellcasting card: performRoll rolls through the rules' certainty
 * check when the dialog chose it, the card keeps the better roll as its check (contest, outcome, 1-1 count) and
 * shows both rolls, the kept one marked, in en and ja. Without certainty the card is exactly as before.
 */
import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollDialogView } from "../../src/system/applications/roll-dialog.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardFumbles, cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { renderer } from "../browser/render-harness.js";
import { MAREN } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

type CheckCard = Extract<RollCard, { kind: "check" }>;

/** Maren's Bolt: Magic Power 7 (Sorcerer 3 + Intelligence bonus + 1 from her bonuses). */
const bolt = must(rollRequest("character", MAREN, { roll: "spellcasting", itemId: "bolt" }));
const againstGoblin = { against: 12, againstTarget: { name: "Goblin", stat: "willpower" as const } };

function cast(dice: number[], certainty: boolean, modifier = 0): CheckCard {
  const source = fixedDice(dice);
  const card = must(performRoll(bolt, { modifier, ...againstGoblin, certainty }, source));
  if (card.kind !== "check") throw new Error("a spellcasting card is a check");
  expect(source.remaining, "every die is used").toBe(0);
  return card;
}

function rendered(card: RollCard, lang: "en" | "ja"): string {
  const r = renderer(lang);
  const html = r.render("chat/roll-card.hbs", { card: cardView(card) });
  expect([...r.missing]).toEqual([]);
  return html.replace(/\s+/g, " ");
}

/** The certainty rows as text: "<label> <die> <die> <total> <status>", in order. */
function rows(html: string): string[] {
  return [...html.matchAll(/<div class="sw25-certainty-roll( kept)?">(.*?)<\/div>/g)].map(
    (m) =>
      `${m[1] ? "[kept] " : ""}${(m[2] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim()}`,
  );
}

describe("a spellcasting card with certainty", () => {
  it("[ROLL-02] 2+2 (11) loses to Willpower 12, 4+3 (14) beats it: the second is kept, a success", () => {
    const card = cast([2, 2, 4, 3], true);
    expect(card.check).toMatchObject({ dice: [4, 3], total: 14, modifier: 7 });
    expect(card.certainty).toEqual({
      rolls: [
        { dice: [2, 2], total: 11 },
        { dice: [4, 3], total: 14 },
      ],
      kept: 1,
    });
    expect(card.against).toMatchObject({ value: 12, contest: { activeWins: true, reason: "higher" } });
    const view = cardView(card);
    expect(view.total).toBe(14);
    expect(view.outcome).toBe("success");
    expect(view.dice).toEqual([]);
    expect(view.certainty.map((r) => [r.dice, r.total, r.kept])).toEqual([
      [[2, 2], 11, false],
      [[4, 3], 14, true],
    ]);
  });

  it("[ROLL-02] both fail against 12: 1+3 (11) and 2+3 (12, a tie to the defender) keep the second", () => {
    const card = cast([1, 3, 2, 3], true);
    expect(card.certainty?.kept).toBe(1);
    expect(card.against?.contest).toEqual({ activeWins: false, reason: "tieToDefender" });
    expect(cardView(card).outcome).toBe("failure");
  });

  it("[ROLL-01] 6-6 in the second roll is an automatic success even against Willpower 30", () => {
    const card = must(
      performRoll(bolt, { modifier: 0, against: 30, certainty: true }, fixedDice([3, 1, 6, 6])),
    );
    expect(card.kind === "check" && card.certainty?.kept).toBe(1);
    expect(cardView(card)).toMatchObject({ outcome: "critical", total: 19 });
  });

  it("[ROLL-01] a 1-1 set aside is no automatic failure and adds nothing to the 1-1 count", () => {
    const card = cast([1, 1, 3, 2], true);
    expect(card.check).toMatchObject({ dice: [3, 2], autoFailure: false, experience: 0 });
    expect(cardFumbles(card)).toBe(0);
    expect(rendered(card, "en")).not.toContain("Experience");
  });

  it("[ROLL-01] 1-1 twice: an automatic failure that counts once, 50 experience on the card", () => {
    const card = cast([1, 1, 1, 1], true, 20);
    expect(card.certainty?.kept).toBe(0);
    expect(card.check).toMatchObject({ autoFailure: true, experience: 50, total: 29 });
    expect(cardFumbles(card)).toBe(1);
    expect(cardView(card).outcome).toBe("fumble");
  });

  it("[ROLL-01] equal totals keep the first roll: 2+5 and 4+3 (both 14)", () => {
    const card = cast([2, 5, 4, 3], true);
    expect(card.certainty?.kept).toBe(0);
    expect(card.check.dice).toEqual([2, 5]);
  });

  it("the card shows both rolls with their dice and totals, the kept one marked, in en", () => {
    const html = rendered({ ...cast([2, 2, 4, 3], true), actor: "Maren", item: "Bolt" }, "en");
    expect(html).toContain("Certainty: rolled twice, the higher total kept");
    expect(rows(html)).toEqual(["1st roll 2 2 11 Not used", "[kept] 2nd roll 4 3 14 Kept"]);
    expect(html).toContain('<div class="sw25-card-total">14</div>');
    expect(html).toContain('<div class="sw25-card-outcome">Success</div>');
    // The dice row above is empty: the dice are shown once, in their rows.
    expect(html).toMatch(/<div class="sw25-card-dice"> <\/div>/);
  });

  it("the card shows both rolls in natural Japanese: 1回目／2回目, 採用／不採用", () => {
    const html = rendered({ ...cast([5, 4, 1, 2], true), actor: "Maren", item: "Bolt" }, "ja");
    expect(html).toContain("確実化：2回振って高い方を採用");
    expect(rows(html)).toEqual(["[kept] 1回目 5 4 16 採用", "2回目 1 2 10 不採用"]);
  });
});

describe("without certainty nothing changes (regression)", () => {
  it("[ROLL-02] one roll of two dice, no certainty field, the dice row as before", () => {
    const plain = cast([4, 3], false);
    expect(plain).toEqual({
      kind: "check",
      label: "SW25.Roll.Spellcasting",
      check: {
        dice: [4, 3],
        natural: 7,
        modifier: 7,
        total: 14,
        autoSuccess: false,
        autoFailure: false,
        success: null,
        experience: 0,
      },
      against: {
        value: 12,
        contest: { activeWins: true, reason: "higher" },
        target: { name: "Goblin", stat: "willpower" },
      },
    });
    // Leaving `certainty` out of the situation is the same as false.
    expect(must(performRoll(bolt, { modifier: 0, ...againstGoblin }, fixedDice([4, 3])))).toEqual(plain);
    const html = rendered(plain, "en");
    expect(html).not.toContain("sw25-card-certainty");
    expect(html).toContain(
      '<span class="sw25-dice-pair"><span class="sw25-die d4">4</span><span class="sw25-die d3">3</span></span>',
    );
  });

  it("a card stored before certainty existed (no field) renders with its dice row and no rows", () => {
    const view = cardView(cast([6, 1], false));
    expect(view.dice).toEqual([[6, 1]]);
    expect(view.certainty).toEqual([]);
  });

  it("running out of dice in the second roll is an error value, as for any roll", () => {
    const result = performRoll(bolt, { modifier: 0, certainty: true }, fixedDice([3, 4, 5]));
    expect(result).toMatchObject({ ok: false, error: { code: "DiceExhausted" } });
  });
});

describe("the roll dialog's odds with certainty", () => {
  it("[ROLL-02] Magic Power 7 against Willpower 12: 72.2% for one roll (26/36), 92.3% with certainty (1196/1296)", () => {
    const view = rollDialogView(bolt, { kind: "fixed", value: 12 }, [], [], false, true);
    expect(view.hitChance).toBe("72.2%");
    expect(view.certaintyChance).toBe("92.3%");
    for (const [lang, label] of [
      ["en", "Chance with certainty: 92.3%"],
      ["ja", "確実化した場合の確率：92.3%"],
    ] as const) {
      const r = renderer(lang);
      const html = r.render("dialog/roll-modifier.hbs", view);
      expect([...r.missing]).toEqual([]);
      expect(html).toContain(`<p class="sw25-certainty-chance">${label}</p>`);
    }
  });

  it("no certainty line where certainty is not offered, without a target, or for a defender", () => {
    expect(rollDialogView(bolt, { kind: "fixed", value: 12 }, [], [], false).certaintyChance).toBeNull();
    expect(rollDialogView(bolt, null, [], [], false, true).certaintyChance).toBeNull();
    const evasion = must(rollRequest("character", MAREN, { roll: "evasion", key: "evasion" }));
    expect(
      rollDialogView(evasion, { kind: "fixed", value: 12 }, [], [], false, true).certaintyChance,
    ).toBeNull();
    const r = renderer("en");
    expect(
      r.render("dialog/roll-modifier.hbs", rollDialogView(bolt, { kind: "fixed", value: 12 }, [], [], false)),
    ).not.toContain("sw25-certainty-chance");
  });
});
