/**
 * Race abilities acting at the table, through the real data translation and views [35-1]: the forms in the
 * derived totals, HP Conversion's update, Sixth Sense's roll, Flame Body on a damage card's target and
 * Gentle Water in the battle's water. Plain data only (no Foundry call is faked here).
 */
import { describe, expect, it } from "vitest";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { newDayUpdate } from "../../src/system/applications/sheets/new-day.js";
import { hpConversionUpdate, raceFormUpdate } from "../../src/system/applications/sheets/race-actions.js";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { raceAbilityViews } from "../../src/system/applications/view/character/race-abilities-view.js";
import { damageTarget } from "../../src/system/chat/damage-plan.js";
import { bodyFieldsOf } from "../../src/system/combat/battle/translate.js";
import { renderer } from "../browser/render-harness.js";
import { preparedCharacter, WOLF } from "./fixtures/sample-actors.js";

type Stored = Record<string, unknown>;
interface PlainItem {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Stored;
}

/** Wolf (Fighter 2 / Scout 1, Str 18 (+3), Int 9 (+1)) of another race, at a Fighter level, with stored fields. */
function wolfAs(race: string, system: Stored = {}, fighterLevel = 2): ActorInput {
  const items = (WOLF.items as PlainItem[]).map((item) =>
    item.type === "race"
      ? { ...item, name: race }
      : item._id === "fighter"
        ? { ...item, system: { ...item.system, level: fighterLevel } }
        : item,
  );
  return preparedCharacter({
    ...WOLF,
    system: { ...(WOLF.system as Stored), ...system },
    items,
  });
}

const derived = (actor: ActorInput) =>
  (actor.system as { derived: { modifiers: Record<string, number>; weapons: { extraDamage: number }[] } })
    .derived;
const format = (key: string, data?: Record<string, string>) => `${key}${data ? JSON.stringify(data) : ""}`;
const view = (actor: ActorInput, key: string) => raceAbilityViews(actor, format).find((a) => a.key === key);

describe("[35-1] the forms enter the derived totals while on", () => {
  it("a Lykant in beast form: Strength modifier 3 → 5, the sword's extra damage 5 → 7; off again: back", () => {
    const off = wolfAs("リカント");
    const on = wolfAs("リカント", { raceForms: { beastForm: true, alternateForm: false } });
    expect(derived(off).modifiers.strength).toBe(3);
    expect(derived(on).modifiers.strength).toBe(5);
    expect(derived(off).weapons[0]?.extraDamage).toBe(5);
    expect(derived(on).weapons[0]?.extraDamage).toBe(7);
  });

  it("a Human with the beast form flag set (a race change) gets nothing from it", () => {
    const human = wolfAs("Human", { raceForms: { beastForm: true, alternateForm: true } });
    expect(derived(human).modifiers.strength).toBe(3);
  });

  it("a 6th-level Nightmare's 異貌: +1 damage while on", () => {
    const off = wolfAs("ナイトメア", {}, 6);
    const on = wolfAs("ナイトメア", { raceForms: { alternateForm: true } }, 6);
    expect(derived(on).weapons[0]?.extraDamage).toBe((derived(off).weapons[0]?.extraDamage ?? 0) + 1);
  });

  it("the sheet lists each form with its state and the button that toggles it", () => {
    expect(view(wolfAs("リカント"), "beastForm")).toMatchObject({ action: "form", on: false });
    expect(view(wolfAs("リカント", { raceForms: { beastForm: true } }), "beastForm")).toMatchObject({
      action: "form",
      on: true,
    });
    expect(raceFormUpdate(wolfAs("リカント"), "beastForm")).toEqual({
      ok: true,
      value: { "system.raceForms.beastForm": true },
    });
    const on = wolfAs("リカント", { raceForms: { beastForm: true } });
    expect(raceFormUpdate(on, "beastForm")).toEqual({
      ok: true,
      value: { "system.raceForms.beastForm": false },
    });
    const human = raceFormUpdate(WOLF, "beastForm");
    expect(human.ok ? null : human.error.code).toBe("RaceAbilityMissing");
  });
});

describe("[35-1] HP変換 on the sheet", () => {
  const runefolk = (system: Stored = {}, level = 2) =>
    wolfAs("ルーンフォーク", { mp: { value: 2 }, ...system }, level);

  it("shows its daily uses (twice from level 11) and a button", () => {
    expect(view(runefolk(), "hpConversion")).toMatchObject({
      action: "hpConversion",
      uses: 'SW25.RaceAbility.Uses{"left":"1","perDay":"1"}',
      usedUp: false,
    });
    expect(view(runefolk({}, 11), "hpConversion")).toMatchObject({
      uses: 'SW25.RaceAbility.Uses{"left":"2","perDay":"2"}',
    });
    expect(view(runefolk({ dailyUses: { hpConversion: 1 } }), "hpConversion")).toMatchObject({
      usedUp: true,
    });
  });

  it("the update moves 4 HP into MP and counts the use; a second use today is refused", () => {
    // Wolf: HP 21, MP max 12 (Spirit 12, no wizard class).
    expect(hpConversionUpdate(runefolk(), 4)).toEqual({
      ok: true,
      value: { "system.hp.value": 17, "system.mp.value": 6, "system.dailyUses.hpConversion": 1 },
    });
    const used = hpConversionUpdate(runefolk({ dailyUses: { hpConversion: 1 } }), 1);
    expect(used.ok ? null : used.error.code).toBe("RaceAbilityUsedUp");
    const human = hpConversionUpdate(WOLF, 1);
    expect(human.ok ? null : human.error.code).toBe("RaceAbilityMissing");
  });

  it("a new day gives HP Conversion back too", () => {
    expect(newDayUpdate({ dailyUses: { changeFate: 1, hpConversion: 1 } })).toEqual({
      "system.dailyUses.changeFate": 0,
      "system.dailyUses.hpConversion": 0,
    });
  });
});

describe("[35-1] 第六感, 炎身 and 優しき水", () => {
  it("a Tabbit's Sixth Sense is a Danger Sense check: adventurer level 2 + Int modifier 1", () => {
    const tabbit = wolfAs("タビット");
    expect(view(tabbit, "sixthSense")).toMatchObject({ action: "roll", formula: "2d+3" });
    expect(rollRequest("character", tabbit, { roll: "raceCheck", key: "sixthSense" })).toEqual({
      ok: true,
      value: { kind: "check", label: "SW25.RaceAbility.sixthSense.Check", modifier: 3, opposed: false },
    });
    const human = rollRequest("character", WOLF, { roll: "raceCheck", key: "sixthSense" });
    expect(human.ok ? null : human.error.code).toBe("RaceAbilityMissing");
  });

  it("a Dwarf hit by a fire card: the target is immune to fire; a Human is not", () => {
    const dwarf = damageTarget("character", wolfAs("Dwarf"));
    expect(dwarf.ok && dwarf.value.immunities.map((i) => i.appliesTo)).toEqual([{ element: "fire" }]);
    const human = damageTarget("character", WOLF);
    expect(human.ok && human.value.immunities).toEqual([]);
  });

  it("an Elf whose race item names no ability still has Gentle Water in the battle's water", () => {
    const elf = wolfAs("エルフ");
    const snapshot = { type: "character", name: "Elf", system: elf.system as Stored };
    const items = (elf.items as PlainItem[]).map((i) => ({ type: i.type, name: i.name, system: i.system }));
    expect(bodyFieldsOf(snapshot, items).underwaterAbility).toBe(true);
    const human = { type: "character", name: "Wolf", system: WOLF.system as Stored };
    const humanItems = (WOLF.items as PlainItem[]).map((i) => ({
      type: i.type,
      name: i.name,
      system: i.system,
    }));
    expect(bodyFieldsOf(human, humanItems).underwaterAbility).toBeUndefined();
  });
});

describe("[35-1] the buttons on the Classes tab, in both languages", () => {
  it("HP Conversion, a form's toggle (with its state) and Sixth Sense's roll render with their words", () => {
    for (const lang of ["en", "ja"] as const) {
      const r = renderer(lang);
      const html = (actor: ActorInput) =>
        r
          .render("actor/character/classes.hbs", {
            view: { classes: [], feats: [] },
            raceAbilities: raceAbilityViews(actor, r.localize),
            isGM: false,
            techniques: { rows: [] },
            tab: { cssClass: "" },
          })
          .replace(/\s+/g, " ");
      const runefolk = html(wolfAs("ルーンフォーク"));
      const used = html(wolfAs("ルーンフォーク", { dailyUses: { hpConversion: 1 } }));
      const beastOff = html(wolfAs("リカント"));
      const beastOn = html(wolfAs("リカント", { raceForms: { beastForm: true } }));
      const tabbit = html(wolfAs("タビット"));
      expect([...r.missing]).toEqual([]);
      const [convert, take, end, inForm] =
        lang === "en"
          ? ["Convert HP", "Take the form", "End the form", "In form"]
          : ["HPを変換", "姿を変える", "元の姿に戻る", "変身中"];
      expect(runefolk).toContain(
        `data-action="raceHpConversion" ><i class="fas fa-right-left"></i> ${convert}`,
      );
      expect(used).toContain('data-action="raceHpConversion" disabled>');
      expect(beastOff).toContain(`aria-pressed="false"><i class="fas fa-masks-theater"></i> ${take}`);
      expect(beastOff).not.toContain(inForm);
      expect(beastOn).toContain(`aria-pressed="true"><i class="fas fa-masks-theater"></i> ${end}`);
      expect(beastOn).toContain(inForm);
      expect(tabbit).toContain('data-roll="raceCheck" data-key="sixthSense"');
      expect(tabbit).toContain("2d+3</button>");
    }
  });
});
