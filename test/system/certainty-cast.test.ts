/**
 * Casting a spell from the character sheet with magic expansion certainty (確実化), in the booted bundle on the
 * fake Foundry v13 (test/system/boot/): the sheet's roll action opens the roll dialog (DialogV2.prompt), the
 * player ticks certainty, Foundry's dice (CONFIG.Dice.randomUniform) roll the check twice, the chat card holds
 * both rolls with the kept one marked and the four faces as its Roll, the MP is paid once (×2 for certainty),
 * and a 1-1 counts only when both rolls are 1-1. Without certainty the cast is as before.
 */
import { describe, expect, it } from "vitest";
import { createdDocuments } from "./boot/fake-documents.js";
import type { BootRecord, DialogConfig } from "./boot/fake-foundry.js";
import { type LiveActor, liveActor } from "./boot/live-actor.js";
import { bootSheet, FakeInput, foundryDice, type SheetAction } from "./boot/sheet-harness.js";
import { marenSpellbook, marenStats } from "./fixtures/sample-actors.js";

let record: BootRecord;
let roll: SheetAction;
bootSheet("character", { formInputs: true }, (booted) => {
  record = booted.record;
  roll = booted.action("roll");
});

/** Sorcerer 3, Intelligence 10 (+1), Magic Power bonus +1: Magic Power 5 + ... as the sheet derives it. */
function caster(mp = 20, fumbles = 0): LiveActor {
  return liveActor({
    _id: "maren00000000001",
    name: "Maren",
    type: "character",
    system: {
      ...marenStats(),
      mp: { value: mp, max: 0 },
      experience: { earned: 6000, spent: 0, fumbles },
      bonuses: { magicPower: 1 },
    },
    items: [...marenSpellbook()],
  });
}

/** The player fills the roll dialog: a modifier, and certainty ticked or not; then clicks Roll. */
function answers(certainty: boolean, modifier = 0) {
  record.answerDialog = (config: DialogConfig) => {
    const fields: Record<string, FakeInput> = {
      modifier: new FakeInput(String(modifier)),
      expandTargets: new FakeInput("1"),
      expandDistance: new FakeInput("1"),
      expandTime: new FakeInput("1"),
      expandCertainty: new FakeInput("on", certainty),
    };
    const button = { form: { elements: { namedItem: (name: string) => fields[name] ?? null } } };
    const ok = config.ok as { callback: (event: unknown, button: unknown) => unknown };
    return ok.callback({}, button);
  };
}

interface Posted {
  content: string;
  flags: { swordworld25: { card: Record<string, unknown> } };
  rolls: { formula: string; total: number; terms: { results: { result: number }[] }[] }[];
}

async function cast(actor: LiveActor): Promise<Posted[]> {
  const before = createdDocuments.length;
  await roll.call({ actor }, {}, { dataset: { roll: "spellcasting", itemId: "boltspell0000001" } });
  return createdDocuments
    .slice(before)
    .filter((d) => d.documentName === "ChatMessage")
    .map((d) => d.data as unknown as Posted);
}

const spaced = (html: string) => html.replace(/\s+/g, " ");

describe("casting with certainty from the sheet", () => {
  it("the dialog offers certainty for the spell; Magic Power 7 rolls 2+2 (11) then 5+3 (15): the second is kept", async () => {
    const actor = caster();
    answers(true);
    const { left } = foundryDice([2, 2, 5, 3]);
    const posted = await cast(actor);
    expect(record.notifications).toEqual([]);
    expect(String(record.dialogs[0]?.content)).toContain('name="expandCertainty"');
    expect(left()).toBe(0);
    expect(posted).toHaveLength(1);
    const message = posted[0] as Posted;
    const card = message.flags.swordworld25.card;
    expect(card.check).toMatchObject({ dice: [5, 3], modifier: 7, total: 15 });
    expect(card.certainty).toEqual({
      rolls: [
        { dice: [2, 2], total: 11 },
        { dice: [5, 3], total: 15 },
      ],
      kept: 1,
    });
    // The Roll carries the four faces the engine used (Dice So Nice shows them) and the kept total.
    expect(message.rolls).toHaveLength(1);
    expect(message.rolls[0]?.formula).toBe("4d6");
    expect(message.rolls[0]?.terms[0]?.results.map((r) => r.result)).toEqual([2, 2, 5, 3]);
    expect(message.rolls[0]?.total).toBe(15);
    const html = spaced(message.content);
    expect(html).toContain("SW25.Cast.Certainty.Title");
    expect(html).toMatch(
      /<div class="sw25-certainty-roll">.*?SW25\.Cast\.Certainty\.First.*?>11<.*?SetAside/,
    );
    expect(html).toMatch(
      /<div class="sw25-certainty-roll kept">.*?SW25\.Cast\.Certainty\.Second.*?>15<.*?Kept/,
    );
    expect(html).toContain('<div class="sw25-card-total">15</div>');
  });

  it("the MP is paid once, ×2 for certainty: 3 MP × 2 = 6, 20 → 14", async () => {
    const actor = caster(20);
    answers(true);
    foundryDice([3, 3, 4, 4]);
    await cast(actor);
    expect(actor.writes).toEqual([{ kind: "update", data: { "system.mp.value": 14 } }]);
  });

  it("[ROLL-01] a 1-1 in one roll only is set aside: no 1-1 counted, no experience line", async () => {
    const actor = caster(20, 2);
    answers(true);
    foundryDice([1, 1, 4, 2]);
    const [message] = await cast(actor);
    expect(message?.flags.swordworld25.card.check).toMatchObject({ dice: [4, 2], autoFailure: false });
    expect(message?.content).not.toContain("SW25.Card.Experience");
    expect(actor.writes).toEqual([{ kind: "update", data: { "system.mp.value": 14 } }]);
    expect((actor.source.system as { experience: { fumbles: number } }).experience.fumbles).toBe(2);
  });

  it("[ROLL-01] 1-1 in both rolls: an automatic failure, counted once (2 → 3)", async () => {
    const actor = caster(20, 2);
    answers(true, 3);
    const { left } = foundryDice([1, 1, 1, 1]);
    const [message] = await cast(actor);
    expect(left()).toBe(0);
    expect(message?.flags.swordworld25.card.check).toMatchObject({ autoFailure: true, experience: 50 });
    expect(message?.content).toContain("SW25.Card.AutoFailure");
    expect((actor.source.system as { experience: { fumbles: number } }).experience.fumbles).toBe(3);
  });

  it("MP short of the doubled cost: a localized warning, no dice rolled, nothing posted or written", async () => {
    const actor = caster(5);
    answers(true);
    const { left } = foundryDice([6, 6, 6, 6]);
    const posted = await cast(actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.MpInsufficient" }]);
    expect(left()).toBe(4);
    expect(posted).toEqual([]);
    expect(actor.writes).toEqual([]);
  });
});

describe("casting without certainty is unchanged (regression)", () => {
  it("the casts above touched no Foundry API the fakes do not model", () => {
    expect([...record.unknownPaths]).toEqual([]);
  });

  it("one roll of two dice, no certainty on the card, 3 MP paid: 20 → 17", async () => {
    const actor = caster(20);
    answers(false);
    const { left } = foundryDice([4, 3, 6, 6]);
    const [message] = await cast(actor);
    expect(left()).toBe(2);
    const card = message?.flags.swordworld25.card;
    expect(card?.check).toMatchObject({ dice: [4, 3], total: 14 });
    expect(card && "certainty" in card).toBe(false);
    expect(message?.rolls[0]?.formula).toBe("2d6");
    expect(message?.content).not.toContain("sw25-card-certainty");
    expect(actor.writes).toEqual([{ kind: "update", data: { "system.mp.value": 17 } }]);
  });
});
