// The combat tab shows why equipment is unusable: the rules' errors, flattened by the view and rendered
// by templates/actor/character/combat.hbs (the real rules, the real template, the real lang files).
import { describe, expect, it } from "vitest";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { characterView } from "../../src/system/applications/view/character/character-view.js";
import { bag, list } from "../../src/system/applications/view/read.js";
import { renderer } from "../browser/render-harness.js";
import { preparedCharacter, WOLF } from "./fixtures/sample-actors.js";

type Item = { _id: string; name: string; type: string; system: Record<string, unknown> };

const wolfItems = list(WOLF.items) as Item[];

/** Wolf with his Bastard Sword at `weaponRank`, his leather at `armorRank`, and the given feats. */
function wolf(weaponRank: string, armorRank: string, feats: Item[] = []) {
  const items = wolfItems.map((item) => {
    if (item._id === "bastard") return { ...item, system: { ...item.system, rank: weaponRank } };
    if (item._id === "leather") return { ...item, system: { ...item.system, rank: armorRank } };
    return item;
  });
  return preparedCharacter({
    ...WOLF,
    system: bag(WOLF.system) as Record<string, unknown>,
    items: [...items, ...feats],
  });
}

function featItem(id: string, effect: string, extra: Record<string, unknown> = {}): Item {
  return {
    _id: id,
    name: id,
    type: "feat",
    system: { effect, rank: 1, weaponCategory: "sword", armorCategory: "nonMetal", ...extra },
  };
}

describe("equipment problems on the character sheet", () => {
  it("[FACTS-4] [ROLL-03] a rank A sword without Proficiency A: no numbers, no roll, the reason is listed", () => {
    const view = characterView(wolf("A", "B"));
    expect(view.weapons[0]).toMatchObject({
      id: "bastard",
      accuracy: null,
      critical: null,
      extraDamage: null,
      power: 17,
      usable: false,
    });
    expect(view.problems).toEqual([
      {
        key: "SW25.Error.WeaponRankTooHigh",
        itemId: "bastard",
        itemName: "Bastard Sword",
        rank: "A",
        feat: "SW25.FeatEffect.weaponProficiencyA",
        category: "SW25.WeaponCategory.sword",
        minStrength: null,
        strength: null,
      },
    ]);
    expect(rollRequest("character", wolf("A", "B"), { roll: "accuracy", itemId: "bastard" }).ok).toBe(false);
  });

  it("[FACTS-4] [DMG-04] with Proficiency A the rank A sword is usable and deals +1 damage, outside extra damage", () => {
    const view = characterView(wolf("A", "B", [featItem("wpa", "weaponProficiencyA")]));
    expect(view.weapons[0]).toMatchObject({ accuracy: 5, extraDamage: 5, proficiency: 1, usable: true });
    expect(view.problems).toEqual([]);
  });

  it("[FACTS-4] rank SS armour without Armor Master: Defense 0, the armour row is marked, the reason is listed", () => {
    const view = characterView(wolf("B", "SS", [featItem("aps", "armorProficiencyS")]));
    expect(view.defense).toBe(0);
    expect(view.protection.find((p) => p.id === "leather")?.usable).toBe(false);
    expect(view.problems.map((p) => [p.key, p.itemName, p.feat, p.category])).toEqual([
      [
        "SW25.Error.ArmorRankTooHigh",
        "Hardened Leather",
        "SW25.FeatEffect.armorMaster",
        "SW25.ArmorCategory.nonMetal",
      ],
    ]);
  });

  it("[36-3] a class the race is not open to (ytsheet2's races file) is listed with the race and the class", () => {
    const tabbitPriest = () =>
      preparedCharacter({
        ...WOLF,
        system: bag(WOLF.system) as Record<string, unknown>,
        items: [
          ...wolfItems.map((item) => (item.type === "race" ? { ...item, name: "タビット" } : item)),
          { _id: "priest", name: "Priest", type: "class", system: { classId: "priest", level: 1 } },
        ],
      });
    const view = characterView(tabbitPriest());
    expect(view.problems).toEqual([
      {
        key: "SW25.Error.RaceClassRestricted",
        itemId: "",
        itemName: "",
        rank: "",
        feat: "",
        category: "",
        minStrength: null,
        strength: null,
        race: "タビット",
        classLabel: "SW25.Class.priest",
      },
    ]);
    for (const [lang, words] of [
      ["en", ["タビット", "Priest"]],
      ["ja", ["タビット", "プリースト"]],
    ] as const) {
      const r = renderer(lang);
      const html = r.render("actor/character/combat.hbs", { view, tab: {} });
      expect([...r.missing]).toEqual([]);
      for (const word of words) expect(html).toContain(word);
    }
  });

  it("[FACTS-4] the template renders the item, the message and the localized feat and category", () => {
    const enRenderer = renderer("en");
    const en = enRenderer.render("actor/character/combat.hbs", {
      view: characterView(wolf("S", "A")),
      tab: {},
    });
    expect([...enRenderer.missing]).toEqual([]);
    expect(en).toContain("sw25-problems");
    expect(en).toContain("<strong>Bastard Sword</strong>");
    expect(en).toContain("<strong>Hardened Leather</strong>");
    expect(en).toContain("sw25-unusable");
    const ja = renderer("ja");
    ja.render("actor/character/combat.hbs", { view: characterView(wolf("S", "A")), tab: {} });
    expect([...ja.missing]).toEqual([]);
    expect(
      renderer("en").render("actor/character/combat.hbs", { view: characterView(wolf("B", "B")), tab: {} }),
    ).not.toContain("sw25-problems");
  });
});
