/**
 * The race abilities' buttons of the character sheet in the booted bundle on the fake Foundry v13
 * (test/system/boot/) [35-1]: HP Conversion asks how many HP (a DialogV2 prompt) and writes HP, MP and the
 * day's use, a second use today is refused with a localized warning and nothing written; a form's toggle
 * writes the flag and the prepared data counts it; Sixth Sense's roll button posts a check card.
 * Faked Foundry behaviour, from the public API pages:
 * - DialogV2.prompt: https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html#prompt
 * - Document#update: https://foundryvtt.com/api/classes/foundry.abstract.Document.html#update
 */
import { describe, expect, it } from "vitest";
import { createdDocuments } from "./boot/fake-documents.js";
import type { BootRecord, DialogConfig } from "./boot/fake-foundry.js";
import { type LiveActor, liveActor } from "./boot/live-actor.js";
import { bootSheet, FakeInput, foundryDice, type SheetAction } from "./boot/sheet-harness.js";

let record: BootRecord;
let convert: SheetAction;
let toggle: SheetAction;
let roll: SheetAction;
bootSheet("character", { formInputs: true }, (booted) => {
  record = booted.record;
  convert = booted.action("raceHpConversion");
  toggle = booted.action("raceForm");
  roll = booted.action("roll");
});

/** Rin, Fighter 2, of `race`: Vitality 12 → max HP 18; Spirit 10 → max MP 10; Str 12 (+2), Int 12 (+2). */
function rin(race: string, system: Record<string, unknown> = {}): LiveActor {
  return liveActor({
    _id: "rin0000000000001",
    name: "Rin",
    type: "character",
    system: {
      base: { technique: 6, body: 6, mind: 6 },
      abilities: {
        dexterity: { race: 6, growth: 0, bonus: 0 },
        agility: { race: 6, growth: 0, bonus: 0 },
        strength: { race: 6, growth: 0, bonus: 0 },
        vitality: { race: 6, growth: 0, bonus: 0 },
        intelligence: { race: 6, growth: 0, bonus: 0 },
        spirit: { race: 4, growth: 0, bonus: 0 },
      },
      hp: { value: 18, max: 0 },
      mp: { value: 2, max: 0 },
      experience: { earned: 3000, spent: 0, fumbles: 0 },
      ...system,
    },
    items: [
      { _id: "race000000000001", name: race, type: "race", system: {} },
      { _id: "fighter000000001", name: "Fighter", type: "class", system: { classId: "fighter", level: 2 } },
    ],
  });
}

function answerAmount(amount: string) {
  record.answerDialog = (config: DialogConfig) => {
    const button = {
      form: { elements: { namedItem: (name: string) => (name === "amount" ? new FakeInput(amount) : null) } },
    };
    const ok = config.ok as { callback: (event: unknown, button: unknown) => unknown };
    return ok.callback({}, button);
  };
}

const sys = (actor: LiveActor) => actor.system as unknown as Record<string, Record<string, unknown>>;

describe("[35-1] race ability buttons on the booted character sheet", () => {
  it("HP Conversion: 5 HP into 5 MP (18/2 → 13/7), the use counted; the second today refused, nothing written", async () => {
    const actor = rin("ルーンフォーク");
    answerAmount("5");
    await convert.call({ actor }, {}, { dataset: {} });
    expect(record.notifications.filter((n) => n.level === "warn")).toEqual([]);
    expect(actor.writes).toEqual([
      {
        kind: "update",
        data: { "system.hp.value": 13, "system.mp.value": 7, "system.dailyUses.hpConversion": 1 },
      },
    ]);
    answerAmount("1");
    await convert.call({ actor }, {}, { dataset: {} });
    expect(record.notifications.filter((n) => n.level === "warn")).toEqual([
      { level: "warn", message: "SW25.Error.RaceAbilityUsedUp" },
    ]);
    expect(actor.writes).toHaveLength(1);
  });

  it("HP Conversion above what can be converted now is refused: a warning, nothing written", async () => {
    const actor = rin("ルーンフォーク");
    answerAmount("9");
    await convert.call({ actor }, {}, { dataset: {} });
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.HpConversionTooMuch" }]);
    expect(actor.writes).toEqual([]);
  });

  it("Beast Form on: the flag written and the prepared Strength modifier 2 → 4; pressed again, off", async () => {
    const actor = rin("リカント");
    const strength = () => (sys(actor).derived?.modifiers as Record<string, number> | undefined)?.strength;
    expect(strength()).toBe(2);
    await toggle.call({ actor }, {}, { dataset: { form: "beastForm" } });
    expect(actor.writes).toEqual([{ kind: "update", data: { "system.raceForms.beastForm": true } }]);
    expect(strength()).toBe(4);
    await toggle.call({ actor }, {}, { dataset: { form: "beastForm" } });
    expect(strength()).toBe(2);
  });

  it("a Human pressing a form toggle (a stale sheet) is refused with a warning", async () => {
    const actor = rin("Human");
    await toggle.call({ actor }, {}, { dataset: { form: "beastForm" } });
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.RaceAbilityMissing" }]);
    expect(actor.writes).toEqual([]);
  });

  it("Sixth Sense's button posts a check card: 2d (3+4) + adventurer level 2 + Int modifier 2 = 11", async () => {
    const actor = rin("タビット");
    record.answerDialog = (config: DialogConfig) => {
      const fields: Record<string, FakeInput> = { modifier: new FakeInput("0") };
      const button = { form: { elements: { namedItem: (name: string) => fields[name] ?? null } } };
      return (config.ok as { callback: (e: unknown, b: unknown) => unknown }).callback({}, button);
    };
    foundryDice([3, 4]);
    const before = createdDocuments.length;
    await roll.call({ actor }, {}, { dataset: { roll: "raceCheck", key: "sixthSense" } });
    const posted = createdDocuments.slice(before).filter((d) => d.documentName === "ChatMessage");
    expect(record.notifications.filter((n) => n.level === "warn")).toEqual([]);
    expect(posted).toHaveLength(1);
    expect(JSON.stringify(posted[0])).toContain("SW25.RaceAbility.sixthSense.Check");
    expect(JSON.stringify(posted[0])).toMatch(/"total":11\b/);
  });
});
