/**
 * [35-1] The Lildraken's Scaly Skin and Tail as Weapon on a prepared character (the real item translation,
 * the real rules), the sheet's view and roll requests, and the Battle Board's arsenal.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importYtsheet2 } from "../../src/rules/import/index.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { arsenalFromItems } from "../../src/system/combat/policy/arsenal.js";
import { hudActions } from "../../src/system/integrations/hud-actions.js";
import { renderer } from "../browser/render-harness.js";
import { hasRealSheets, realSheetPath } from "../shared-folder.js";
import { preparedCharacter, WOLF } from "./fixtures/sample-actors.js";

type Plain = { _id: string; name: string; type: string; system: Record<string, unknown> };

/** Wolf (Fighter 2, Dex +3, Str +3, leather armour Defense 3) born a Lildraken instead of a Human. */
function asRace(race: Plain): ActorInput {
  const items = (WOLF.items as Plain[]).map((i) => (i.type === "race" ? race : i));
  const { derived: _derived, ...system } = WOLF.system as Record<string, unknown>;
  return preparedCharacter({ ...WOLF, system, items } as never);
}

const LILDRAKEN = asRace({
  _id: "lil",
  name: "リルドラケン",
  type: "race",
  system: { noMagicPoints: false, defense: 1, abilities: "［鱗の皮膚］［尻尾が武器］［剣の加護／風の翼］" },
});
/** A race item made by hand: the core race's name, no ability text, no Defense typed. */
const HANDMADE = asRace({
  _id: "lil",
  name: "Lildraken",
  type: "race",
  system: { noMagicPoints: false, defense: 0 },
});

describe("[35-1] Scaly Skin in the derived Defense", () => {
  it("armour 3 + scales 1 = 4, for an imported race (stores 1) and a hand-made one (stores 0) alike", () => {
    expect(characterView(WOLF).defense).toBe(3);
    expect(characterView(LILDRAKEN).defense).toBe(4);
    expect(characterView(HANDMADE).defense).toBe(4);
  });
});

describe("[35-1] Tail as Weapon on the sheet", () => {
  it("the weapons list ends with the tail: accuracy 2 + 3 + 1 = 6, power 11, C 12, extra damage 2 + 3 = 5", () => {
    const view = characterView(HANDMADE);
    const tail = view.weapons.find((w) => w.id === "race-tail");
    expect(tail).toMatchObject({
      racial: true,
      name: "SW25.RaceAbility.tailWeapon.Weapon",
      accuracy: 6,
      power: 11,
      critical: 12,
      extraDamage: 5,
      equipped: true,
      usable: true,
      reason: "",
      usage: "SW25.WeaponUsage.2H#",
    });
    expect(view.weapons.at(-1)?.id).toBe("race-tail");
    expect(characterView(WOLF).weapons.some((w) => w.id === "race-tail")).toBe(false);
  });

  it("the combat tab shows the tail's row, named in each language, with its two roll buttons and no item link", () => {
    for (const lang of ["en", "ja"] as const) {
      const r = renderer(lang);
      const html = r
        .render("actor/character/combat.hbs", { view: characterView(HANDMADE), tab: { cssClass: "" } })
        .replace(/\s+/g, " ");
      expect([...r.missing]).toEqual([]);
      const row = /<tr data-item-id="race-tail"[^>]*>(.*?)<\/tr>/.exec(html)?.[1] ?? "";
      const [tail, ability] = lang === "en" ? ["Tail", "Tail as Weapon"] : ["尻尾", "尻尾が武器"];
      expect(row).toContain(`<td class="sw25-racial-weapon">${tail} <small>${ability}</small></td>`);
      expect(row).toContain('data-roll="accuracy" data-item-id="race-tail"');
      expect(row).toContain('data-roll="power" data-item-id="race-tail"');
      expect(row).not.toContain("editItem");
      expect(row).toContain("<td>6 <button");
    }
  });

  it("its accuracy and power buttons ask the same rolls as a weapon's", () => {
    expect(rollRequest("character", HANDMADE, { roll: "accuracy", itemId: "race-tail" })).toEqual({
      ok: true,
      value: { kind: "check", label: "SW25.Roll.Accuracy", modifier: 6, opposed: true },
    });
    expect(rollRequest("character", HANDMADE, { roll: "power", itemId: "race-tail" })).toEqual({
      ok: true,
      value: {
        kind: "power",
        label: "SW25.Roll.Power",
        power: 11,
        criticalValue: 12,
        criticalBase: 12,
        attack: "melee",
        extraDamage: 5,
        increases: [],
        damageKind: "physical",
        elements: [],
        healing: false,
      },
    });
    expect(rollRequest("character", WOLF, { roll: "power", itemId: "race-tail" }).ok).toBe(false);
  });
});

/** A real ytsheet2 Lildraken (Battle Dancer 5, no armour), whose player listed the tail as weapon 3. */
describe.skipIf(!hasRealSheets())("[35-1] a real imported Lildraken", () => {
  const imported = () => {
    const r = importYtsheet2(readFileSync(realSheetPath("yutorize-2-d-jp__2HQt31-reiya"), "utf8"));
    if (!r.ok || !r.actor) throw new Error("import failed");
    const items = r.actor.items.map((i, n) => ({ ...i, _id: `i${n}` }));
    return preparedCharacter({ id: "reiya", name: "reiya", system: r.actor.system, items } as never);
  };

  it("Defense 1 as ytsheet2 computes it (its race item holds the 1: not counted twice)", () => {
    expect(characterView(imported()).defense).toBe(1);
  });

  it("the player's own 尻尾 weapon is the tail: no second, racial tail row beside it", () => {
    const weapons = characterView(imported()).weapons;
    expect(weapons.filter((w) => w.id === "race-tail")).toEqual([]);
    expect(weapons.filter((w) => w.name === "尻尾").map((w) => [w.accuracy, w.power, w.critical])).toEqual([
      [8, 11, 12],
    ]);
  });
});

describe("[35-1] Tail as Weapon in the action HUD", () => {
  it("offers the tail's accuracy (6) and power like a weapon's, its name a lang key the HUD translates", () => {
    const tail = hudActions("character", HANDMADE).filter(
      (a) => a.detail === "SW25.RaceAbility.tailWeapon.Weapon",
    );
    expect(tail.map((a) => [a.name, a.modifier ?? null, a.translateDetail])).toEqual([
      ["SW25.Roll.Accuracy", 6, true],
      ["SW25.Roll.Power", null, true],
    ]);
    expect(
      hudActions("character", HANDMADE).some((a) => a.detail === "Bastard Sword" && a.translateDetail),
    ).toBe(false);
  });
});

describe("[35-1] Tail as Weapon on the Battle Board", () => {
  const items = (actor: ActorInput) =>
    (actor.items as Plain[]).map((i) => ({ id: i._id, type: i.type, name: i.name, system: i.system }));

  it("a Lildraken's arsenal offers the tail as a melee weapon (no item: nothing to spend)", () => {
    const arsenal = arsenalFromItems(items(HANDMADE), { tail: "Tail" });
    expect(arsenal.weapons).toEqual([
      { id: "bastard", name: "Bastard Sword", form: "melee" },
      { id: "", name: "Tail", form: "melee", racial: true },
    ]);
    expect(arsenalFromItems(items(WOLF), { tail: "Tail" }).weapons.map((w) => w.name)).toEqual([
      "Bastard Sword",
    ]);
    // A weapon item named 尻尾 is the tail already: one row, the item's.
    const own = { id: "t", type: "weapon", name: "尻尾", system: { equipped: true, attackKind: "melee" } };
    expect(arsenalFromItems([...items(HANDMADE), own], { tail: "Tail" }).weapons.map((w) => w.name)).toEqual([
      "Bastard Sword",
      "尻尾",
    ]);
  });
});
