/**
 * Issue 35 item 3: a shot from the character sheet (the accuracy roll of a bow, crossbow or gun) spends one of
 * its ammunition, in the booted bundle on the fake Foundry v13 (test/system/boot/); with none left the shot is
 * refused with a localized warning before any dialog or dice; a gun's magical bullet pays its MP like a spell
 * (MP and stones, chosen in the same dialog). The sheet shows what each weapon has loaded.
 */
import { describe, expect, it } from "vitest";
import { actorInput } from "../../src/system/applications/view/actor-input.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { createdDocuments } from "./boot/fake-documents.js";
import type { BootRecord, DialogConfig } from "./boot/fake-foundry.js";
import { type LiveActor, liveActor } from "./boot/live-actor.js";
import { bootSheet, FakeInput, foundryDice, type SheetAction } from "./boot/sheet-harness.js";

let record: BootRecord;
let roll: SheetAction;
bootSheet("character", { formInputs: true }, (booted) => {
  record = booted.record;
  roll = booted.action("roll");
});

const BOW = "shortbow00000001";
const CROSSBOW = "crossbow00000001";
const GUN = "pistol0000000001";
const ARROWS = "arrows0000000001";
const BOLTS = "bolts00000000001";
const BULLETS = "bullets000000001";
const STONE = "stone00000000001";

/** Tess, Marksman 2 and Artificer 2, a bow, a crossbow and a gun; 3 arrows, 0 bolts, 2 bullets (1 MP each). */
function shooter(mp: number, arrows = 3): LiveActor {
  return liveActor({
    _id: "tess000000000001",
    name: "Tess",
    type: "character",
    system: {
      base: { technique: 8, body: 5, mind: 6 },
      abilities: {
        dexterity: { race: 10, growth: 0, bonus: 0 },
        agility: { race: 8, growth: 0, bonus: 0 },
        strength: { race: 6, growth: 0, bonus: 0 },
        vitality: { race: 6, growth: 0, bonus: 0 },
        intelligence: { race: 6, growth: 0, bonus: 0 },
        spirit: { race: 6, growth: 0, bonus: 0 },
      },
      mp: { value: mp, max: 0 },
      experience: { earned: 6000, spent: 0, fumbles: 0 },
    },
    items: [
      { _id: "marksman00000001", name: "Marksman", type: "class", system: { classId: "marksman", level: 2 } },
      {
        _id: "artificer0000001",
        name: "Artificer",
        type: "class",
        system: { classId: "artificer", level: 2 },
      },
      {
        _id: BOW,
        name: "Short bow",
        type: "weapon",
        system: {
          category: "bow",
          usage: "2H",
          power: 15,
          attackKind: "shooting",
          range: 30,
          equipped: true,
        },
      },
      {
        _id: CROSSBOW,
        name: "Light crossbow",
        type: "weapon",
        system: {
          category: "crossbow",
          usage: "2H",
          power: 20,
          attackKind: "shooting",
          range: 30,
          equipped: true,
        },
      },
      {
        _id: GUN,
        name: "Pistol",
        type: "weapon",
        system: { category: "gun", usage: "1H", power: 20, isGun: true, range: 10, equipped: true },
      },
      { _id: ARROWS, name: "Arrows", type: "gear", system: { gearKind: "arrow", quantity: arrows } },
      { _id: BOLTS, name: "Bolts", type: "gear", system: { gearKind: "bolt", quantity: 0 } },
      { _id: BULLETS, name: "Bullets", type: "gear", system: { gearKind: "bullet", quantity: 2, shotMp: 1 } },
      {
        _id: STONE,
        name: "Stone (2)",
        type: "gear",
        system: { gearKind: "manaStone", points: 2, quantity: 1 },
      },
    ],
  });
}

function answers(stones: Record<string, string> = {}) {
  record.answerDialog = (config: DialogConfig) => {
    const fields: Record<string, FakeInput> = {
      modifier: new FakeInput("0"),
      ...Object.fromEntries(Object.entries(stones).map(([id, n]) => [`stone-${id}`, new FakeInput(n)])),
    };
    const button = { form: { elements: { namedItem: (name: string) => fields[name] ?? null } } };
    const ok = config.ok as { callback: (event: unknown, button: unknown) => unknown };
    return ok.callback({}, button);
  };
}

async function shoot(actor: LiveActor, itemId: string): Promise<unknown[]> {
  const before = createdDocuments.length;
  await roll.call({ actor }, {}, { dataset: { roll: "accuracy", itemId } });
  return createdDocuments.slice(before).filter((d) => d.documentName === "ChatMessage");
}

const quantity = (actor: LiveActor, id: string) =>
  (actor.source.items?.find((i) => i._id === id)?.system as { quantity?: number } | undefined)?.quantity;

describe("[#35 ammunition] shots from the sheet spend ammunition", () => {
  it("a bow's shot posts its card and spends one arrow: 3 → 2; no MP written", async () => {
    const actor = shooter(5);
    answers();
    foundryDice([4, 3]);
    const posted = await shoot(actor, BOW);
    expect(record.notifications).toEqual([]);
    expect(posted).toHaveLength(1);
    expect(actor.writes).toEqual([
      { kind: "updateEmbedded", documentName: "Item", data: [{ _id: ARROWS, "system.quantity": 2 }] },
    ]);
  });

  it("the last arrow is shot (1 → 0); the next shot is refused: a warning, no dialog, no dice, nothing written", async () => {
    const actor = shooter(5, 1);
    answers();
    foundryDice([4, 3]);
    await shoot(actor, BOW);
    expect(quantity(actor, ARROWS)).toBe(0);
    const writes = actor.writes.length;
    const dialogs = record.dialogs.length;
    const { left } = foundryDice([6, 6]);
    expect(await shoot(actor, BOW)).toEqual([]);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.AmmunitionEmpty" }]);
    expect(left()).toBe(2);
    expect(record.dialogs.length).toBe(dialogs);
    expect(actor.writes.length).toBe(writes);
  });

  it("a crossbow with 0 bolts is refused the same way", async () => {
    const actor = shooter(5);
    answers();
    foundryDice([6, 6]);
    expect(await shoot(actor, CROSSBOW)).toEqual([]);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.AmmunitionEmpty" }]);
    expect(actor.writes).toEqual([]);
  });

  it("a gun's shot spends a bullet and its 1 MP: MP 5 → 4, bullets 2 → 1; the dialog names the cost", async () => {
    const actor = shooter(5);
    answers();
    foundryDice([4, 3]);
    await shoot(actor, GUN);
    expect(String(record.dialogs[0]?.content)).toContain("SW25.Ammo.ShotMp");
    expect(actor.writes).toEqual([
      { kind: "update", data: { "system.mp.value": 4 } },
      { kind: "updateEmbedded", documentName: "Item", data: [{ _id: BULLETS, "system.quantity": 1 }] },
    ]);
  });

  it("the gun's MP paid with a 魔晶石 instead, with 0 MP: the stone and a bullet are spent together", async () => {
    const actor = shooter(0);
    answers({ [STONE]: "1" });
    foundryDice([4, 3]);
    await shoot(actor, GUN);
    expect(record.notifications).toEqual([]);
    expect(actor.writes).toEqual([
      { kind: "update", data: { "system.mp.value": 0 } },
      {
        kind: "updateEmbedded",
        documentName: "Item",
        data: [
          { _id: STONE, "system.quantity": 0 },
          { _id: BULLETS, "system.quantity": 1 },
        ],
      },
    ]);
  });

  it("a gun with 0 MP and no stone chosen: refused, the bullet kept", async () => {
    const actor = shooter(0);
    answers();
    foundryDice([6, 6]);
    expect(await shoot(actor, GUN)).toEqual([]);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.MpInsufficient" }]);
    expect(actor.writes).toEqual([]);
  });

  it("the sheet shows what each weapon has loaded, or that none is left", () => {
    const view = characterView(actorInput(shooter(5) as never));
    const ammo = Object.fromEntries(view.weapons.map((w) => [w.id, w.ammo]));
    expect(ammo[BOW]).toEqual({ kind: "SW25.GearKind.arrow", name: "Arrows", quantity: 3 });
    expect(ammo[CROSSBOW]).toEqual({ kind: "SW25.GearKind.bolt", name: null, quantity: 0 });
    expect(ammo[GUN]).toEqual({ kind: "SW25.GearKind.bullet", name: "Bullets", quantity: 2 });
  });

  it("the shots touched no Foundry API the fakes do not model", () => {
    expect([...record.unknownPaths]).toEqual([]);
  });
});
