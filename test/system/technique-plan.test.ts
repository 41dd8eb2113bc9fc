import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  effectTimeLeft,
  needsPerformanceCheck,
  performanceModifier,
  planTechniqueUse,
  TECHNIQUE_STATUS,
  techniqueCardHtml,
  timedEffectOf,
} from "../../src/system/techniques/technique-plan.js";

const actor = {
  system: {
    hp: { value: 15 },
    mp: { value: 7 },
    classResources: { cards: { red: { B: 2 } }, morale: 1 },
  },
  items: [{ type: "class", system: { classId: "alchemist", level: 2 } }],
};
const technique = (system: Record<string, unknown>, effects: unknown[] = []) => ({
  _id: "t",
  name: "Spark",
  type: "technique",
  system: { classId: "alchemist", level: 1, timing: "minor", ...system },
  effects,
});
const effect = { name: "Spark", changes: [{ key: "system.bonuses.accuracy", mode: 2, value: "1" }] };
const moment = { combatId: "c", round: 2, combatantId: "pc" };

describe("planning a technique's use", () => {
  it("a card cost writes every class resource in one update; the effect gets rounds, origin and no transfer", () => {
    const plan = planTechniqueUse(
      actor,
      technique(
        {
          cost: { amount: 1, resource: "card", cardColour: "red", cardRank: "B" },
          duration: { value: 3, units: "rounds" },
        },
        [effect],
      ),
      moment,
      "Actor.a.Item.t",
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.actorUpdate["system.classResources.cards"]).toMatchObject({ red: { B: 1, A: 0 } });
    expect(plan.value.actorUpdate["system.classResources.morale"]).toBe(1);
    expect(plan.value.actorUpdate["system.mp.value"]).toBeUndefined();
    expect(plan.value.effects).toEqual([
      expect.objectContaining({
        origin: "Actor.a.Item.t",
        transfer: false,
        disabled: false,
        duration: { rounds: 3, startRound: 2, combat: "c" },
      }),
    ]);
  });

  it("a class level below the technique's is refused before any cost", () => {
    const plan = planTechniqueUse(
      actor,
      technique({ level: 3, cost: { amount: 1, resource: "mp" } }),
      moment,
      "x",
    );
    expect(plan).toMatchObject({
      ok: false,
      error: { code: "TechniqueLevelTooLow", params: { level: 3, has: 2 } },
    });
  });

  it("an instant technique spends its cost and applies no effect; a disabled effect is never copied", () => {
    const plan = planTechniqueUse(
      actor,
      technique({ cost: { amount: 7, resource: "mp" }, duration: { value: 1, units: "instant" } }, [effect]),
      moment,
      "x",
    );
    expect(plan).toMatchObject({ ok: true, value: { actorUpdate: { "system.mp.value": 0 }, effects: [] } });
    const disabled = planTechniqueUse(
      actor,
      technique({ duration: { value: 1, units: "scene" } }, [{ ...effect, disabled: true }]),
      moment,
      "x",
    );
    expect(disabled.ok && disabled.value.effects).toEqual([]);
  });

  it("until the next turn: flagged with the user's combatant and round; read back by the duration hooks", () => {
    const plan = planTechniqueUse(
      actor,
      technique({ duration: { value: 1, units: "untilNextTurn" } }, [effect]),
      moment,
      "x",
    );
    const applied = plan.ok ? (plan.value.effects[0] as Record<string, unknown>) : {};
    expect(timedEffectOf("e", applied)).toEqual({
      id: "e",
      rounds: null,
      startRound: 0,
      combatId: "c",
      seconds: null,
      endsWithCombat: true,
      endsAtUserTurn: true,
      userTurn: { combatantId: "pc", round: 2 },
    });
  });

  it("[FLOW-04] with the user's-turn setting, a technique's rounds in a battle end at the user's turn; its last round reads 'until your next turn'", () => {
    const plan = planTechniqueUse(
      actor,
      technique({ duration: { value: 2, units: "rounds" } }, [effect]),
      { ...moment, roundsEnd: "userTurn" },
      "x",
    );
    const applied = plan.ok ? (plan.value.effects[0] as Record<string, unknown>) : {};
    expect(timedEffectOf("e", applied)).toMatchObject({
      rounds: 2,
      startRound: 2,
      endsAtUserTurn: true,
      userTurn: { combatantId: "pc", round: 3 },
    });
    expect(effectTimeLeft(applied, 3)).toEqual({ key: "SW25.Technique.Sheet.Left.rounds", value: 1 });
    expect(effectTimeLeft(applied, 4)).toEqual({ key: "SW25.Technique.Sheet.Left.untilNextTurn", value: 0 });
  });

  it("every copied effect that lasts is shown on the token: a status marks it temporary, 'one scene' included", () => {
    // Foundry draws an actor's temporary effects on its token: one with a duration, or one with a status (as a
    // condition toggled from the Token HUD is). "One scene" has no duration Foundry counts, so the status does it.
    const temporary = (e: Record<string, unknown>) => {
      const d = (e.duration ?? {}) as Record<string, unknown>;
      const counted = [d.seconds, d.rounds, d.turns, d.value].some((n) => typeof n === "number" && n > 0);
      return counted || (Array.isArray(e.statuses) && e.statuses.length > 0);
    };
    for (const units of ["rounds", "untilNextTurn", "minutes", "scene"]) {
      const plan = planTechniqueUse(
        actor,
        technique({ duration: { value: 2, units } }, [effect]),
        moment,
        "x",
      );
      const applied = plan.ok ? (plan.value.effects[0] as Record<string, unknown>) : {};
      expect(temporary(applied), units).toBe(true);
      expect(applied.statuses, units).toEqual([TECHNIQUE_STATUS]);
      expect(applied.img, units).toBeTruthy();
    }
  });

  it("[FLOW-04] time left: 3 rounds begun in round 2 have 1 left in round 4; minutes and scene labelled", () => {
    expect(effectTimeLeft({ duration: { rounds: 3, startRound: 2 } }, 4)).toEqual({
      key: "SW25.Technique.Sheet.Left.rounds",
      value: 1,
    });
    expect(effectTimeLeft({ duration: { seconds: 600 } }, null)?.value).toBe(10);
    expect(effectTimeLeft({ flags: { swordworld25: { technique: { scene: true } } } }, null)?.key).toBe(
      "SW25.Technique.Sheet.Left.scene",
    );
    expect(effectTimeLeft({}, 3)).toBeNull();
  });

  it("the chat card escapes names and says who used what, the cost and the duration", () => {
    const html = techniqueCardHtml(
      {
        actor: "<b>Aki</b>",
        technique: "Spark",
        kind: "alchemy",
        spent: { resource: "card", amount: 1 },
        targets: ["Bo"],
        duration: { value: 3, units: "rounds" },
      },
      (key, params) => `${key}${params ? JSON.stringify(params) : ""}`,
    );
    expect(html).not.toContain("<b>Aki");
    expect(html).toContain("&lt;b&gt;Aki");
    expect(html).toContain("SW25.Technique.Card.Spent");
    expect(html).toContain("SW25.Technique.Duration.rounds");
    expect(html).toContain("Bo");
  });
});

describe("a technique's copied effect in the running Foundry's shape (issue 22)", () => {
  const g = globalThis as Record<string, unknown>;
  const v14Effect = {
    name: "Spark",
    system: { changes: [{ key: "system.bonuses.accuracy", type: "add", phase: "initial", value: "1" }] },
  };

  it("[FLOW-04] on v14 the item's system.changes and 3 rounds from round 2 are written as v14 stores them, and read back alike", () => {
    const saved = g.game;
    g.game = { release: { generation: 14 } };
    try {
      const plan = planTechniqueUse(
        actor,
        technique({ duration: { value: 3, units: "rounds" } }, [v14Effect]),
        moment,
        "Actor.a.Item.t",
      );
      const applied = plan.ok ? (plan.value.effects[0] as Record<string, unknown>) : {};
      expect(applied.system).toEqual({
        changes: [{ key: "system.bonuses.accuracy", value: "1", type: "add", phase: "initial" }],
      });
      expect(applied).not.toHaveProperty("changes");
      expect(applied.duration).toEqual({ value: 3, units: "rounds", expiry: "roundStart" });
      expect(applied.start).toEqual({ round: 2, combat: "c" });
      expect(timedEffectOf("e", applied)).toMatchObject({ rounds: 3, startRound: 2, combatId: "c" });
    } finally {
      g.game = saved;
    }
  });

  it("on v13 the same item effect (stored with a mode) is copied with its mode", () => {
    const plan = planTechniqueUse(
      actor,
      technique({ duration: { value: 3, units: "rounds" } }, [effect]),
      moment,
      "x",
    );
    const applied = plan.ok ? (plan.value.effects[0] as Record<string, unknown>) : {};
    expect(applied.changes).toEqual([{ key: "system.bonuses.accuracy", value: "1", mode: 2 }]);
  });
});

/** A lang file's string at a dotted key with its `{name}` placeholders filled, as game.i18n.format does. */
function langT(lang: "en" | "ja") {
  const dict = JSON.parse(readFileSync(join(import.meta.dirname, `../../lang/${lang}.json`), "utf8"));
  return (key: string, params: Record<string, string> = {}) => {
    const found = key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], dict);
    if (typeof found !== "string") throw new Error(`no ${lang} string for ${key}`);
    return found.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? `{${name}}`);
  };
}

describe("a technique that gains (呪歌 楽素, 鼓咆 陣気)", () => {
  const bard = {
    system: { hp: { value: 15 }, mp: { value: 7 }, classResources: { songUp: 2, morale: 1 } },
    items: [{ type: "class", system: { classId: "bard", level: 2 } }],
  };
  const song = (system: Record<string, unknown>) =>
    technique({ kind: "song", classId: "bard", duration: { value: 1, units: "instant" }, ...system });

  it("a song gaining 1 楽素⤴ writes the class resources once: 2 → 3, the others as stored, no MP or HP", () => {
    const plan = planTechniqueUse(
      bard,
      song({ cost: { amount: 0, resource: "none" }, gain: { amount: 1, resource: "songUp" } }),
      moment,
      "x",
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.actorUpdate["system.classResources.songUp"]).toBe(3);
    expect(plan.value.actorUpdate["system.classResources.morale"]).toBe(1);
    expect(plan.value.actorUpdate["system.mp.value"]).toBeUndefined();
    expect(plan.value.spent).toEqual({ resource: "none", amount: 0 });
    expect(plan.value.gained).toEqual({ resource: "songUp", amount: 1 });
  });

  it("MP paid and 陣気 gained in the same one update: MP 7 → 4, 陣気 1 → 3", () => {
    const plan = planTechniqueUse(
      bard,
      song({ cost: { amount: 3, resource: "mp" }, gain: { amount: 2, resource: "morale" } }),
      moment,
      "x",
    );
    expect(plan).toMatchObject({
      ok: true,
      value: {
        actorUpdate: {
          "system.mp.value": 4,
          "system.classResources.morale": 3,
          "system.classResources.songUp": 2,
        },
        spent: { resource: "mp", amount: 3 },
        gained: { resource: "morale", amount: 2 },
      },
    });
  });

  it("a cost that cannot be paid plans nothing: no gain either", () => {
    const plan = planTechniqueUse(
      bard,
      song({ cost: { amount: 8, resource: "mp" }, gain: { amount: 1, resource: "songUp" } }),
      moment,
      "x",
    );
    expect(plan).toMatchObject({ ok: false, error: { code: "TechniqueCostUnpaid", params: { held: 7 } } });
  });

  it("a gain onto a corrupt stored count starts from 0: 'x' 楽素♡ + 2 = 2", () => {
    const corrupt = { ...bard, system: { ...bard.system, classResources: { songHeart: "x", songUp: 2 } } };
    const plan = planTechniqueUse(corrupt, song({ gain: { amount: 2, resource: "songHeart" } }), moment, "x");
    expect(plan.ok && plan.value.actorUpdate["system.classResources.songHeart"]).toBe(2);
  });

  it("an old technique (stored before gains: no gain field) gains nothing and writes only its cost", () => {
    const plan = planTechniqueUse(bard, song({ cost: { amount: 3, resource: "mp" } }), moment, "x");
    expect(plan).toEqual({
      ok: true,
      value: {
        actorUpdate: { "system.mp.value": 4 },
        effects: [],
        spent: { resource: "mp", amount: 3 },
        stones: null,
        gained: { resource: "none", amount: 0 },
        performance: null,
        duration: { value: 1, units: "instant" },
      },
    });
  });

  it("[#35 stones] an MP cost of 3 with a 5-point stone chosen: MP 7 stays 7, the stone pays it all (2 points lost)", () => {
    const stock = [{ id: "s5", kind: "manaStone" as const, points: 5, count: 1 }];
    const cost = song({ cost: { amount: 3, resource: "mp" } });
    const plan = planTechniqueUse(bard, cost, moment, "x", null, { stock, choice: [{ id: "s5", count: 1 }] });
    expect(plan).toMatchObject({
      ok: true,
      value: {
        actorUpdate: { "system.mp.value": 7 },
        spent: { resource: "mp", amount: 3 },
        stones: { fromMp: 0, fromStones: 3, wasted: 2, used: [{ id: "s5", count: 1, countLeft: 0 }] },
      },
    });
    // A stone not held is refused by the payment rule, nothing planned.
    const refused = planTechniqueUse(bard, cost, moment, "x", null, {
      stock,
      choice: [{ id: "s5", count: 2 }],
    });
    expect(refused).toMatchObject({ ok: false, error: { code: "StoneUnavailable" } });
  });

  it("a corrupt stored gain word is refused with a localized error (nothing planned)", () => {
    const plan = planTechniqueUse(bard, song({ gain: { amount: 1, resource: "gold" } }), moment, "x");
    expect(plan).toMatchObject({ ok: false, error: { code: "TechniqueGainUnknown" } });
    expect(langT("en")("SW25.Error.TechniqueGainUnknown")).not.toBe("");
    expect(langT("ja")("SW25.Error.TechniqueGainUnknown")).not.toBe("");
  });

  it.each([
    ["en", "Gained: Song notes ⤴ +1"],
    ["ja", "獲得：楽素⤴ +1"],
  ] as const)(
    "%s: the card says what was gained (%s); a card without a gain has no such line",
    (lang, line) => {
      const card = {
        actor: "Aki",
        technique: "Lullaby",
        kind: "song",
        spent: { resource: "none", amount: 0 },
        gained: { resource: "songUp", amount: 1 },
        targets: [],
        duration: { value: 1, units: "instant" },
      } as const;
      const html = techniqueCardHtml(card, langT(lang));
      expect(html).toContain(`<p class="sw25-technique-card-gained">${line}</p>`);
      expect(html).not.toContain("sw25-technique-card-spent");
      const none = techniqueCardHtml({ ...card, gained: { resource: "none", amount: 0 } }, langT(lang));
      expect(none).not.toContain("sw25-technique-card-gained");
    },
  );
});

describe("a song's performance threshold (巧奏値) at the table: the check total decides the extra 楽素", () => {
  const bard = {
    system: { hp: { value: 15 }, mp: { value: 7 }, classResources: { songUp: 2, songDown: 0 } },
    items: [{ type: "class", system: { classId: "bard", level: 3 } }],
  };
  // Base 1 楽素⤴; 2 more when the performance check total reaches 10.
  const song = technique({
    kind: "song",
    classId: "bard",
    level: 1,
    gain: { amount: 1, resource: "songUp", threshold: 10, bonus: 2 },
    duration: { value: 1, units: "instant" },
  });
  // 2d (4, 3) + 奏力 2 = 9: one short; 2d (5, 3) + 2 = 10: exactly the threshold.
  const nine = { dice: [4, 3], modifier: 2, total: 9 };
  const ten = { dice: [5, 3], modifier: 2, total: 10 };

  it("total 9 (threshold − 1): 楽素⤴ 2 → 3, the check shown as not reached", () => {
    const plan = planTechniqueUse(bard, song, moment, "x", nine);
    expect(plan.ok && plan.value.actorUpdate["system.classResources.songUp"]).toBe(3);
    expect(plan.ok && plan.value.gained).toEqual({ resource: "songUp", amount: 1 });
    expect(plan.ok && plan.value.performance).toEqual({
      dice: [4, 3],
      modifier: 2,
      total: 9,
      threshold: 10,
      reached: false,
      bonus: 0,
      resource: "songUp",
    });
  });

  it("total 10 (= threshold): 楽素⤴ 2 → 5 (base 1 + extra 2)", () => {
    const plan = planTechniqueUse(bard, song, moment, "x", ten);
    expect(plan.ok && plan.value.actorUpdate["system.classResources.songUp"]).toBe(5);
    expect(plan.ok && plan.value.gained).toEqual({ resource: "songUp", amount: 3 });
    expect(plan.ok && plan.value.performance).toMatchObject({ total: 10, reached: true, bonus: 2 });
  });

  it("no check handed in: the base only and no check line; a song without a threshold ignores a check", () => {
    const plain = planTechniqueUse(bard, song, moment, "x");
    expect(plain.ok && plain.value.gained.amount).toBe(1);
    expect(plain.ok && plain.value.performance).toBeNull();
    const noThreshold = technique({ kind: "song", classId: "bard", gain: { amount: 1, resource: "songUp" } });
    const used = planTechniqueUse(bard, noThreshold, moment, "x", ten);
    expect(used.ok && used.value.performance).toBeNull();
    expect(used.ok && used.value.gained.amount).toBe(1);
  });

  it("a refused use (class level too low) is refused whatever the check", () => {
    const low = { ...bard, items: [{ type: "class", system: { classId: "bard", level: 0 } }] };
    expect(planTechniqueUse(low, song, moment, "x", ten)).toMatchObject({
      ok: false,
      error: { code: "TechniqueLevelTooLow" },
    });
  });

  it("which uses roll: a threshold and an extra both above 0 with a gain resource; the 2d adds the class's power", () => {
    expect(needsPerformanceCheck(song.system)).toBe(true);
    expect(
      needsPerformanceCheck({ ...song.system, gain: { amount: 1, resource: "songUp", threshold: 10 } }),
    ).toBe(false);
    expect(needsPerformanceCheck({ kind: "song" })).toBe(false);
    const powers = [
      { classId: "alchemist", power: 7 },
      { classId: "bard", power: 5 },
    ];
    expect(performanceModifier(song.system, powers)).toBe(5);
    expect(performanceModifier(song.system, [])).toBe(0);
    expect(performanceModifier({ ...song.system, classId: "custom" }, powers)).toBe(0);
  });

  it.each([
    [
      "en",
      "Performance check: 5 + 3 + 2 = 10 against threshold 10",
      "Threshold reached: Song notes ⤴ +2 extra",
      "Performance check: 4 + 3 − 1 = 6 against threshold 10",
      "Threshold not reached: no extra",
    ],
    [
      "ja",
      "演奏判定：5 + 3 + 2 = 10（巧奏値 10）",
      "巧奏値に到達：追加で楽素⤴ +2",
      "演奏判定：4 + 3 − 1 = 6（巧奏値 10）",
      "巧奏値に届かず：追加なし",
    ],
  ] as const)(
    "%s: the card shows the check and whether it reached the threshold",
    (lang, check, reached, low, missed) => {
      const card = {
        actor: "Aki",
        technique: "Morale",
        kind: "song",
        spent: { resource: "none", amount: 0 },
        gained: { resource: "songUp", amount: 3 },
        performance: {
          dice: [5, 3],
          modifier: 2,
          total: 10,
          threshold: 10,
          reached: true,
          bonus: 2,
          resource: "songUp",
        },
        targets: [],
        duration: { value: 1, units: "instant" },
      } as const;
      const html = techniqueCardHtml(card, langT(lang));
      expect(html).toContain(`<p class="sw25-technique-card-performance">${check}</p>`);
      expect(html).toContain(`<p class="sw25-technique-card-threshold">${reached}</p>`);
      // The check comes before the gain line, which already includes its extra.
      expect(html.indexOf("sw25-technique-card-performance")).toBeLessThan(
        html.indexOf("sw25-technique-card-gained"),
      );
      const miss = techniqueCardHtml(
        {
          ...card,
          performance: {
            ...card.performance,
            dice: [4, 3],
            modifier: -1,
            total: 6,
            reached: false,
            bonus: 0,
          },
        },
        langT(lang),
      );
      expect(miss).toContain(`<p class="sw25-technique-card-performance">${low}</p>`);
      expect(miss).toContain(`<p class="sw25-technique-card-threshold">${missed}</p>`);
      const none = techniqueCardHtml({ ...card, performance: null }, langT(lang));
      expect(none).not.toContain("sw25-technique-card-performance");
      expect(none).not.toContain("sw25-technique-card-threshold");
    },
  );
});
