/**
 * [35-1] Every race ability the character has at its adventurer level is listed on the sheet: the ones the
 * system acts (our catalogue) with their buttons, and the others (a supplement race's, those gained at level
 * 6, 11 and 16 in ytsheet2's races table) by their name, as text, so none is missing from the sheet.
 */
import { describe, expect, it } from "vitest";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { raceAbilityViews } from "../../src/system/applications/view/character/race-abilities-view.js";
import { renderer } from "../browser/render-harness.js";
import { preparedCharacter, WOLF } from "./fixtures/sample-actors.js";

type Stored = Record<string, unknown>;
interface PlainItem {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Stored;
}

/** Wolf born of another race (its ability text empty: the race's name decides), Fighter at `level`. */
function wolfAs(race: string, level = 2, abilities = ""): ActorInput {
  const items = (WOLF.items as PlainItem[]).map((item) =>
    item.type === "race"
      ? { ...item, name: race, system: { ...item.system, abilities } }
      : item._id === "fighter"
        ? { ...item, system: { ...item.system, level } }
        : item,
  );
  return preparedCharacter({ ...WOLF, system: WOLF.system as Stored, items });
}

const rows = (actor: ActorInput) =>
  raceAbilityViews(actor).map((a) => (a.label === undefined ? a.key : `text:${a.label}`));

describe("[35-1] the race abilities at the character's level", () => {
  it("a Shadow (a supplement race): Darkvision from our catalogue, 月光の守り by its name", () => {
    expect(rows(wolfAs("シャドウ"))).toEqual(["darkvision", "text:月光の守り"]);
  });

  it("a Soleil: none in our catalogue, all three by their names, none lost", () => {
    expect(rows(wolfAs("ソレイユ"))).toEqual(["text:輝く肉体", "text:太陽の再生", "text:太陽の子"]);
  });

  it("a Human at adventurer level 15 has Change Fate only; at 16 the level-16 ability is listed too", () => {
    expect(rows(wolfAs("人間", 15))).toEqual(["changeFate"]);
    expect(rows(wolfAs("人間", 16))).toEqual(["changeFate", "text:剣の託宣／運命凌駕"]);
  });

  it("a race item's own ability text decides: an ability it names that we do not act is listed as text", () => {
    expect(
      rows(wolfAs("リルドラケン", 2, "［鱗の皮膚］［尻尾が武器］［剣の加護／風の翼］［竜の咆哮］")),
    ).toEqual(["scalySkin", "tailWeapon", "windWings", "text:竜の咆哮"]);
  });

  it("an unknown race with no text lists nothing", () => {
    expect(rows(wolfAs("Unknown folk"))).toEqual([]);
  });

  it("the Classes tab shows a text-only ability by its name with the shared hint, in en and ja", () => {
    for (const lang of ["en", "ja"] as const) {
      const r = renderer(lang);
      const html = r.render("actor/character/classes.hbs", {
        raceAbilities: raceAbilityViews(wolfAs("ソレイユ"), r.localize),
        classes: [],
        races: [],
        feats: [],
        techniques: [],
      });
      expect([...r.missing]).toEqual([]);
      expect(html).toContain('<li data-race-ability="text-0"><strong>輝く肉体</strong>');
      expect(html).toContain(r.localize("SW25.RaceAbility.Other.Hint"));
    }
  });
});
