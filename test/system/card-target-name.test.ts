import { afterEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { performRoll } from "../../src/system/chat/perform-roll.js";
import { cardView, type RollCard } from "../../src/system/chat/roll-card.js";
import { publicTargetName, targetName } from "../../src/system/chat/target-name.js";
import { renderer } from "../browser/render-harness.js";
import { WOLF } from "./fixtures/sample-actors.js";

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const accuracy = must(rollRequest("character", WOLF, { roll: "accuracy", itemId: "bastard" }));
const evasion = must(rollRequest("character", WOLF, { roll: "evasion", key: "evasion" }));

function rendered(card: RollCard, lang: "en" | "ja"): string {
  const r = renderer(lang);
  const html = r.render("chat/roll-card.hbs", { card: cardView(card) });
  expect([...r.missing]).toEqual([]);
  return html.replace(/\s+/g, " ");
}

describe("a contest card names whom it was against", () => {
  it("[ROLL-02] accuracy 5 vs Goblin's fixed evasion 10: 'Against Goblin's Evasion' 10, in en and ja", () => {
    const card = must(
      performRoll(
        accuracy,
        { modifier: 0, against: 10, againstTarget: { name: "Goblin", stat: "evasion" } },
        fixedDice([3, 3]),
      ),
    );
    expect(card.kind === "check" && card.against?.target).toEqual({ name: "Goblin", stat: "evasion" });
    expect(rendered(card, "en")).toContain("<dt>Against Goblin&#x27;s Evasion</dt><dd>10</dd>");
    expect(rendered(card, "ja")).toContain("<dt>対抗：Goblinの回避力</dt><dd>10</dd>");
  });

  it("[ROLL-02] an Evasion roll names the attacker's Accuracy; Spellcasting the target's Willpower", () => {
    const dodge = must(
      performRoll(
        evasion,
        { modifier: 0, against: 11, againstTarget: { name: "Wolf B", stat: "accuracy" } },
        fixedDice([4, 4]),
      ),
    );
    expect(rendered(dodge, "en")).toContain("<dt>Against Wolf B&#x27;s Accuracy</dt><dd>11</dd>");
    expect(rendered(dodge, "ja")).toContain("<dt>対抗：Wolf Bの命中力</dt><dd>11</dd>");
    const willpower: RollCard = {
      ...(dodge as Extract<RollCard, { kind: "check" }>),
      defends: false,
      against: {
        value: 9,
        contest: { activeWins: true, reason: "higher" },
        target: { name: "X", stat: "willpower" },
      },
    };
    expect(rendered(willpower, "ja")).toContain("<dt>対抗：Xの精神抵抗力</dt><dd>9</dd>");
  });

  it("[ROLL-02] a card without a named target (older cards) still says only 'Against 10'", () => {
    const card = must(performRoll(accuracy, { modifier: 0, against: 10 }, fixedDice([3, 3])));
    expect(rendered(card, "en")).toContain("<dt>Against</dt><dd>10</dd>");
  });
});

describe("the target's name on a card is the players' name (facts §5)", () => {
  const hidden = { name: "Shadow beast", showStats: false };
  it("[FACTS-5] an unidentified monster shows its alias, or 'unknown monster' without one", () => {
    expect(publicTargetName(hidden, "Gargoyle", undefined, "Unknown monster")).toBe("Shadow beast");
    expect(publicTargetName({ name: null, showStats: false }, "Gargoyle", undefined, "Unknown monster")).toBe(
      "Unknown monster",
    );
    expect(publicTargetName({ name: "Gargoyle", showStats: true }, "Gargoyle (token)", undefined, "?")).toBe(
      "Gargoyle (token)",
    );
  });

  it("[INIT-02] in the active battle the card uses the battle's lettered alias, as board and tracker do", () => {
    expect(publicTargetName(hidden, "Gargoyle", "Shadow beast B", "?")).toBe("Shadow beast B");
  });

  describe("from a targeted token, outside Foundry's battle", () => {
    const saved = (globalThis as { game?: unknown }).game;
    afterEach(() => {
      (globalThis as { game?: unknown }).game = saved;
    });
    it("[FACTS-5] the token of an unidentified monster never gives its real name", () => {
      (globalThis as { game?: unknown }).game = {
        combat: null,
        i18n: { localize: (k: string) => (k === "SW25.Combat.UnknownMonster" ? "Unknown monster" : k) },
      };
      const seen: { name: string | null; showStats: boolean }[] = [];
      const token = (view: { name: string | null; showStats: boolean }) =>
        ({
          name: "Gargoyle",
          document: { combatant: null },
          actor: {
            name: "Gargoyle",
            monsterView: (isGM: boolean) => {
              seen.push(view);
              expect(isGM).toBe(false);
              return { ...view, showWeakPoint: false };
            },
          },
        }) as never;
      expect(targetName(token({ name: "Shadow beast", showStats: false }))).toBe("Shadow beast");
      expect(targetName(token({ name: null, showStats: false }))).toBe("Unknown monster");
      expect(targetName(token({ name: "Gargoyle", showStats: true }))).toBe("Gargoyle");
      expect(seen).toHaveLength(3);
    });
  });
});
