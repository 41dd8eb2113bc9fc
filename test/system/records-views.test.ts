// Issue 19 view helpers: what the creation, growth and palette actions write, and what the records tab shows.
import { describe, expect, it } from "vitest";
import { rollStartingAbilities } from "../../src/rules/character/creation/creation.js";
import { deriveCharacter } from "../../src/rules/character/derivation/character-derived.js";
import { fixedDice } from "../../src/rules/dice/dice-source.js";
import { paletteButton, recordsView } from "../../src/system/applications/view/character/records-view.js";
import {
  birthOf,
  birthUpdate,
  growthSessionUpdate,
  raceDice,
  renamedForClass,
  startingRollUpdate,
  undoAvailable,
  undoStartingRollUpdate,
} from "../../src/system/applications/view/edit/creation-updates.js";
import { listUpdate, NEW_SESSION_RECORD } from "../../src/system/applications/view/edit/list-edit.js";
import { adventurer, weapon } from "../rules/character/fixtures.js";

/** A blank session record, as the records tab adds it. */
const session = NEW_SESSION_RECORD;

describe("creation updates", () => {
  const system = { base: { technique: 7, body: 0, mind: 0 }, abilities: { dexterity: { race: 3 } } };

  it("a starting roll writes each value and keeps the ones it replaced for the undo", () => {
    const roll = rollStartingAbilities({ technique: "2d", dexterity: "1d+6" }, fixedDice([6, 5, 2]));
    if (!roll.ok) throw new Error("roll failed");
    expect(startingRollUpdate(system, roll.value)).toEqual({
      "system.base.technique": 11,
      "system.abilities.dexterity.race": 8,
      "flags.swordworld25.creationSnapshot": { technique: 7, dexterity: 3 },
    });
  });

  it("the undo restores them and forgets the snapshot, only before play", () => {
    const flags = { swordworld25: { creationSnapshot: { technique: 7, dexterity: 3 } } };
    expect(undoStartingRollUpdate(system, flags)).toEqual({
      "system.base.technique": 7,
      "system.abilities.dexterity.race": 3,
      "flags.swordworld25.-=creationSnapshot": null,
    });
    const played = { ...system, records: { sessions: [session] } };
    expect(undoAvailable(played, flags)).toBe(false);
    expect(undoStartingRollUpdate(played, flags)).toBeNull();
    const grown = { ...system, growthLog: [{ first: 1, second: 2, ability: "dexterity" }] };
    expect(undoStartingRollUpdate(grown, flags)).toBeNull();
    expect(undoStartingRollUpdate(system, {})).toBeNull();
  });

  it("race dice are read from the race item, '' for the ones it does not set", () => {
    expect(raceDice({ dice: { dexterity: "2d", body: "" } })).toMatchObject({
      dexterity: "2d",
      body: "",
      spirit: "",
    });
  });

  it("[36-3] a race item without dice takes its race's from ytsheet2's races table; set dice win", () => {
    const none = {
      dice: { dexterity: "", agility: "", strength: "", vitality: "", intelligence: "", spirit: "" },
    };
    expect(raceDice(none, "ダークトロール")).toMatchObject({
      technique: "",
      dexterity: "2d",
      agility: "1d",
      vitality: "2d+6",
      spirit: "2d",
    });
    expect(raceDice(none, "魔動天使")).toMatchObject({ technique: "9", body: "9", mind: "9" });
    // A new race item's dice, left as they came (2d each), count as none set.
    const fresh = {
      dice: {
        technique: "",
        body: "",
        mind: "",
        ...Object.fromEntries(Object.keys(none.dice).map((k) => [k, "2d"])),
      },
    };
    expect(raceDice(fresh, "ティエンス")).toMatchObject({ vitality: "1d+3", spirit: "2d+3" });
    expect(raceDice(fresh, "Human")).toMatchObject({ dexterity: "2d", spirit: "2d" });
    // A race the table does not know: nothing to roll. Dice on the item: the item's.
    expect(raceDice(none, "フォックスキン")).toMatchObject({ dexterity: "", spirit: "" });
    expect(raceDice({ dice: { dexterity: "1d+1" } }, "ダークトロール")).toMatchObject({
      dexterity: "1d+1",
      agility: "",
    });
  });

  it("a birth sets profile, start values and base, adds and raises classes named in the user's language", () => {
    const birth = birthOf("隊商護衛", {
      class1: { classId: "fighter", level: 2 },
      class2: { classId: "scout", level: 1 },
      class3: { classId: "fighter", level: 0 },
      experience: 3000,
      money: 1200,
      base: { technique: 8, body: 0, mind: 5 },
    });
    const update = birthUpdate(
      birth,
      [{ _id: "f", type: "class", system: { classId: "fighter", level: 1 } }],
      (id) => ({ fighter: "ファイター", scout: "スカウト" })[id as "fighter"] ?? id,
    );
    expect(update).toEqual({
      actor: {
        "system.profile.birth": "隊商護衛",
        "system.experience.earned": 3000,
        "system.money": 1200,
        "system.base.technique": 8,
        "system.base.mind": 5,
      },
      create: [{ name: "スカウト", type: "class", system: { classId: "scout", level: 1 } }],
      update: [{ _id: "f", "system.level": 2 }],
    });
  });

  it("a growth roll lands in the newest session record; without one, nowhere", () => {
    const two = {
      records: {
        sessions: [
          { ...session, growth: "Agility" },
          { ...session, growth: "" },
        ],
      },
    };
    expect(growthSessionUpdate(two, "Spirit", ", ")).toEqual({
      "system.records.sessions": [
        { ...session, growth: "Agility" },
        { ...session, growth: "Spirit" },
      ],
    });
    const one = { records: { sessions: [{ ...session, growth: "器用" }] } };
    expect(growthSessionUpdate(one, "精神", "、")?.["system.records.sessions"]).toEqual([
      { ...session, growth: "器用、精神" },
    ]);
    expect(growthSessionUpdate({}, "Spirit", ", ")).toBeNull();
  });

  it('a new class item follows its class ("Class" → "Fighter"); a typed name is kept', () => {
    const defaults = ["Class", "Fighter"];
    expect(renamedForClass("Class", defaults, "Scout")).toBe("Scout");
    expect(renamedForClass("Fighter", defaults, "Scout")).toBe("Scout");
    expect(renamedForClass("Old Jack's Blade School", defaults, "Scout")).toBeNull();
  });

  it("the list editors add whole rows to sessions, ledger, palette and dishonour items", () => {
    expect(Object.keys(NEW_SESSION_RECORD)).toEqual([
      "date",
      "title",
      "gm",
      "members",
      "experience",
      "money",
      "honor",
      "growth",
      "notes",
    ]);
    expect(Object.values(NEW_SESSION_RECORD).every((v) => v === "" || v === 0)).toBe(true);
    const added = listUpdate({}, "records.sessions", { kind: "add" });
    expect(added).toEqual({ "system.records.sessions": [NEW_SESSION_RECORD] });
    const [row] = (added?.["system.records.sessions"] ?? []) as unknown[];
    expect(row).not.toBe(NEW_SESSION_RECORD);
    expect(listUpdate({}, "records.ledger", { kind: "add" })).toEqual({
      "system.records.ledger": [{ date: "", item: "", amount: 0 }],
    });
    expect(listUpdate({}, "palette", { kind: "add" })).toEqual({
      "system.palette": [{ name: "", formula: "2d6" }],
    });
    expect(listUpdate({}, "honor.dishonorItems", { kind: "add" })).toEqual({
      "system.honor.dishonorItems": [{ name: "", points: 0 }],
    });
  });
});

describe("records view", () => {
  const derived = deriveCharacter(
    adventurer({
      classes: [{ classId: "fighter", level: 1, tier: "A", kind: "warrior" }],
      weapons: [weapon({ accuracy: 1 })],
      experience: { earned: 3500, spent: 0, fumbles: 0 },
    }),
  );

  it("totals, ledger balance from the start plus sessions, dishonour, the stored palette", () => {
    const view = recordsView(
      {
        experience: { earned: 3000 },
        money: 1200,
        honor: { points: 0, dishonor: 1, dishonorItems: [{ name: "x", points: 4 }] },
        records: {
          sessions: [{ ...session, experience: 500, money: 300, honor: 5 }],
          ledger: [{ date: "", item: "Sword", amount: -1600 }],
        },
        palette: [
          { name: "Hit", formula: "2d6+{accuracy}>=10" },
          { name: "Bad", formula: "2d6+{魔力}" },
        ],
      },
      derived,
      (k) => k,
    );
    expect(view.totals.money.total).toBe(-100);
    expect(view.opening).toBe(1500);
    expect(view.ledger).toEqual([{ date: "", item: "Sword", amount: -1600, balance: -100, short: true }]);
    expect(view.dishonor).toBe(5);
    expect(view.paletteIsDefault).toBe(false);
    // Accuracy = Fighter 1 + Dex bonus 2 + weapon 1 = 4: 2d6+4>=10 needs a 2d of 6 or more, 26 of 36.
    expect(view.palette[0]).toMatchObject({ name: "Hit", notation: "2d6+4>=10", unknown: "" });
    expect(view.palette[0]?.success).toBe("72.2%");
    expect(view.palette[1]).toMatchObject({ notation: "", unknown: "魔力" });
    expect(view.paletteText).toBe("2d6+{命中1}>=10 Hit\n2d6+{魔力} Bad");
  });

  it("the sheet's money total and running balance are exact above 1,000,000", () => {
    const view = recordsView(
      {
        money: 3_000_000,
        records: {
          sessions: [{ ...session, money: 2_000_001 }],
          ledger: [{ date: "", item: "Manor", amount: -4_500_000 }],
        },
      },
      derived,
      (k) => k,
    );
    expect(view.totals.money.total).toBe(500_001);
    expect(view.opening).toBe(5_000_001);
    expect(view.ledger[0]).toMatchObject({ amount: -4_500_000, balance: 500_001, short: false });
  });

  it("without a stored palette the default one is offered, labelled by the caller", () => {
    const view = recordsView({}, derived, (key, n) => `${key}${n ?? ""}`);
    expect(view.paletteIsDefault).toBe(true);
    expect(view.palette.slice(0, 2).map((p) => [p.name, p.notation])).toEqual([
      ["accuracy1", "2d6+4"],
      ["damage1", "k20+3@10"],
    ]);
  });

  it("a plain-dice line shows its exact odds; too many dice show none", () => {
    expect(paletteButton({ name: "", formula: "3d6" }, 0, {})).toMatchObject({
      name: "3d6",
      notation: "3d6",
      expected: "10.5",
      success: "",
    });
    expect(paletteButton({ name: "Big", formula: "10d6" }, 0, {})).toMatchObject({
      notation: "10d6",
      expected: "",
    });
  });
});

describe("the starting roll's chat card", () => {
  it("lists each value with its formula and dice, escaped, in the user's language", async () => {
    const { startingRollCardHtml } = await import("../../src/system/chat/starting-roll-card.js");
    const roll = rollStartingAbilities({ body: "2d", spirit: "1d+6" }, fixedDice([3, 4, 5]));
    if (!roll.ok) throw new Error("roll failed");
    const { langFile } = await import("../system/fixtures/lang-file.js");
    const card = (lang: "en" | "ja") => {
      const format = langFile(lang);
      return startingRollCardHtml(
        { localize: (key) => format(key), format },
        "<Tamsin>",
        lang === "ja" ? "エンバーキン" : "Emberkin",
        roll.value,
      );
    };
    const ja = card("ja");
    expect(ja).toContain("&#60;Tamsin&#62;：初期能力値（エンバーキン）");
    // Issue 38: the label's colon is the language's (full-width in Japanese).
    expect(ja).toContain("<li>体：2d6 [3,4] = <strong>7</strong></li>");
    expect(ja).toContain("<li>精神力：1d6+6 [5] = <strong>11</strong></li>");
    const en = card("en");
    expect(en).toContain("<li>Body: 2d6 [3,4] = <strong>7</strong></li>");
    expect(en).toContain("<li>Spirit: 1d6+6 [5] = <strong>11</strong></li>");
  });
});

describe("palette odds, kept per notation", () => {
  it("the same notation answers the same odds object; the cache forgets the oldest beyond 256 notations", async () => {
    const { cachedNotationOdds } = await import(
      "../../src/system/applications/view/character/records-view.js"
    );
    const { notationOdds } = await import("../../src/rules/dice/notation-odds.js");
    const first = cachedNotationOdds("K20+1@10");
    expect(first).toEqual(notationOdds("K20+1@10"));
    expect(cachedNotationOdds("K20+1@10")).toBe(first);
    for (let i = 2; i <= 300; i++) cachedNotationOdds(`K20+${i}@10`);
    const last = cachedNotationOdds("K20+300@10");
    expect(cachedNotationOdds("K20+300@10")).toBe(last);
    const again = cachedNotationOdds("K20+1@10");
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
