/**
 * Race abilities on the character sheet with their uses left today, and "A new day" (the GM's) that gives
 * the uses back, per character and for a party's members, in a fake Foundry. Faked Foundry behaviour, from
 * the public API pages:
 * - Document#update(changes) with dotted keys: https://foundryvtt.com/api/classes/foundry.abstract.Document.html#update
 * - Document#toObject(): https://foundryvtt.com/api/classes/foundry.abstract.DataModel.html#toObject
 * - User#isGM: https://foundryvtt.com/api/classes/foundry.documents.User.html#isGM
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { raceAbilityViews } from "../../src/system/applications/view/character/race-abilities-view.js";
import { renderer } from "../browser/render-harness.js";
import { installFakeFoundry } from "./boot/fake-foundry.js";
import { ROOT } from "./boot/load-bundle.js";
import { MAREN, WOLF } from "./fixtures/sample-actors.js";

type NewDay = typeof import("../../src/system/applications/sheets/new-day.js");
let days: NewDay;
const game = () => (globalThis as unknown as { game: Record<string, unknown> }).game;

beforeAll(async () => {
  installFakeFoundry(ROOT);
  days = await import("../../src/system/applications/sheets/new-day.js");
});

const withUses = (input: ActorInput, changeFate: number): ActorInput => ({
  ...input,
  system: { ...(input.system as object), dailyUses: { changeFate } },
});

const format = (key: string, data?: Record<string, string>) => `${key}${data ? JSON.stringify(data) : ""}`;

describe("[#35.1] race abilities on the sheet", () => {
  it("a Human (empty ability text) lists Change Fate with 1 of 1 left today, then 0 once used", () => {
    expect(raceAbilityViews(WOLF, format)).toEqual([
      {
        key: "changeFate",
        name: "SW25.RaceAbility.changeFate.Name",
        hint: "SW25.RaceAbility.changeFate.Hint",
        uses: 'SW25.RaceAbility.Uses{"left":"1","perDay":"1"}',
        usedUp: false,
        action: null,
      },
    ]);
    expect(raceAbilityViews(withUses(WOLF, 1), format)[0]).toMatchObject({
      uses: 'SW25.RaceAbility.Uses{"left":"0","perDay":"1"}',
      usedUp: true,
    });
  });

  it("an ability without a daily limit shows no count, Wind Wings its one use; no race item lists nothing", () => {
    const lildraken: ActorInput = {
      ...WOLF,
      items: [
        {
          _id: "r",
          name: "リルドラケン",
          type: "race",
          system: { abilities: "［鱗の皮膚］［尻尾が武器］［剣の加護／風の翼］" },
        },
      ],
    };
    expect(raceAbilityViews(lildraken, format).map((a) => [a.key, a.uses])).toEqual([
      ["scalySkin", ""],
      ["tailWeapon", ""],
      ["windWings", 'SW25.RaceAbility.Uses{"left":"1","perDay":"1"}'],
    ]);
    expect(raceAbilityViews({ ...WOLF, items: [] }, format)).toEqual([]);
  });

  it("the sheet's list reads in both languages, the New day button for the GM only", () => {
    for (const lang of ["en", "ja"] as const) {
      const r = renderer(lang);
      const context = (isGM: boolean) => ({
        view: { classes: [], feats: [] },
        raceAbilities: raceAbilityViews(WOLF, r.localize),
        isGM,
        techniques: { rows: [] },
        tab: { cssClass: "" },
      });
      const gm = r.render("actor/character/classes.hbs", context(true)).replace(/\s+/g, " ");
      expect([...r.missing]).toEqual([]);
      const [name, uses, button] =
        lang === "en"
          ? ["Change Fate", "1/1 left today", "A new day"]
          : ["運命変転", "今日の残り1/1回", "新しい日"];
      expect(gm).toContain(`<strong>${name}</strong>`);
      expect(gm).toContain(uses);
      expect(gm).toContain(button);
      expect(r.render("actor/character/classes.hbs", context(false))).not.toContain('data-action="newDay"');
    }
  });
});

describe("[#35.1] a new day", () => {
  function fakeActor(input: ActorInput, type = "character") {
    const updates: Record<string, unknown>[] = [];
    return {
      type,
      name: input.name,
      updates,
      toObject: () => ({ system: input.system }),
      update: async (data: Record<string, unknown>) => void updates.push(data),
    };
  }

  it("the update sets every daily count back to 0 (an old world without the field too)", () => {
    const fresh = { "system.dailyUses.changeFate": 0, "system.dailyUses.hpConversion": 0 };
    expect(days.newDayUpdate({ dailyUses: { changeFate: 1 } })).toEqual(fresh);
    expect(days.newDayUpdate({})).toEqual(fresh);
  });

  it("the GM gives every character a new day; monsters and missing members are skipped", async () => {
    game().user = { id: "gm", isGM: true };
    const wolf = fakeActor(withUses(WOLF, 1));
    const maren = fakeActor(MAREN);
    const goblin = fakeActor(WOLF, "monster");
    expect(await days.newDay([wolf, null, maren, goblin] as never)).toBe(2);
    const fresh = { "system.dailyUses.changeFate": 0, "system.dailyUses.hpConversion": 0 };
    expect(wolf.updates).toEqual([fresh]);
    expect(maren.updates).toEqual([fresh]);
    expect(goblin.updates).toEqual([]);
  });

  it("a player is refused and nothing is written", async () => {
    game().user = { id: "p", isGM: false };
    const wolf = fakeActor(withUses(WOLF, 1));
    expect(await days.newDay([wolf] as never)).toBe(0);
    expect(wolf.updates).toEqual([]);
  });
});
