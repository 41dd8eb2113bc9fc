// A player with one technique of every kind, in Chromium: types the class resources in edit mode, adds the
// pack's sample technique, uses it from the play-mode sheet (the same plan the sheet's button runs), sees the
// cost spent and the effect on the sheet, sees it end when the duration rules say, and is refused (nothing
// spent) when the cost can no longer be paid.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  expireAtCombatEnd,
  tickAtRoundStart,
} from "../../src/rules/character/techniques/effect-durations.js";
import { expireAtTurnStart } from "../../src/rules/character/techniques/technique-durations.js";
import { itemView } from "../../src/system/applications/view/item/item-view.js";
import { withKindDefaults } from "../../src/system/techniques/technique-kind.js";
import {
  planTechniqueUse,
  techniqueCardHtml,
  timedEffectOf,
} from "../../src/system/techniques/technique-plan.js";
import { type DataField, fakeFields, withInitials } from "../system/boot/fake-fields.js";
import { inLanguage } from "../system/fixtures/japanese-samples.js";
import { preparedCharacter } from "../system/fixtures/sample-actors.js";
import { applyUpdate, hasChromium, nestedUpdate, OUT, sheetDocument, submittedForm } from "./browser-page.js";
import { chromiumSuite } from "./chromium-suite.js";
import { mergedLang, ROOT, renderer } from "./render-harness.js";
import { actorSchemas, initialSource } from "./schema-walk.js";
import { type Mode, renderCharacter } from "./sheet-pages.js";
import { SheetWorkflow, type StoredActor } from "./workflow.js";

const schemas = await actorSchemas();

interface PackItem {
  _id: string;
  name: string;
  type: string;
  system: {
    kind: string;
    timing: string;
    cost: { amount: number; resource: string; cardColour: string; cardRank: string };
    gain: { amount: number; resource: string };
    duration: { value: number; units: string };
  };
  effects: { name: string }[];
}

const PACK = join(ROOT, "packs/_source/sample-items");
const samples = readdirSync(PACK)
  .map((f) => JSON.parse(readFileSync(join(PACK, f), "utf8")) as PackItem)
  .filter((d) => d.type === "technique")
  .sort((a, b) => a.system.kind.localeCompare(b.system.kind));

/** Where each resource is typed and read on the sheet. */
function field(resource: string, colour: string, rank: string): string {
  if (resource === "mp" || resource === "hp") return `system.${resource}.value`;
  if (resource === "card") return `system.classResources.cards.${colour}.${rank}`;
  return `system.classResources.${resource}`;
}

const get = (source: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], source);

const SHOTS = join(ROOT, "docs", "screenshots");

/** The pack's Japanese names (packs/_i18n/ja.json, what the Japanese compendium shows). */
const JA_TEXT = (
  JSON.parse(readFileSync(join(ROOT, "packs/_i18n/ja.json"), "utf8")) as { text: Record<string, string> }
).text;

/** The sample as a player of `lang` drops it from the compendium: its name and its effects' names translated. */
function dropped(sample: PackItem, lang: "en" | "ja"): PackItem {
  const name = (s: string) => (lang === "ja" ? (JA_TEXT[s] ?? s) : s);
  const copy = structuredClone(sample);
  return { ...copy, name: name(copy.name), effects: copy.effects.map((e) => ({ ...e, name: name(e.name) })) };
}

const COMBAT = { combatId: "combat1", round: 2, combatantId: "pc" };

describe.skipIf(!hasChromium)("class techniques at the table, one of every kind", () => {
  const chrome = chromiumSuite({ width: 900, height: 900 });

  it("the pack holds one invented sample per technique kind", () => {
    expect(samples.map((s) => s.system.kind)).toEqual([
      "alchemy",
      "command",
      "divination",
      "enhancer",
      "finale",
      "formation",
      "geomancy",
      "potential",
      "riding",
      "song",
    ]);
    for (const s of samples) expect(JSON.stringify(s)).toContain("our own invention");
  });

  it.each(samples.map((s, i) => [s.system.kind, s, i % 2 === 0 ? "en" : "ja"] as const))(
    "%s: add, use (cost spent, effect applied), ended at its time, refused when unpaid",
    async (kind, sample, lang) => {
      const r = renderer(lang);
      const dict = mergedLang(lang);
      const t = (key: string) => String(get(dict as Record<string, unknown>, key) ?? key);
      let mode: Mode = "edit";
      const classes = ["enhancer", "bard", "rider", "alchemist", "tactician", "geomancer", "darkHunter"];
      const user = new SheetWorkflow(
        chrome.page,
        {
          id: "pc",
          name: inLanguage("Aki", lang),
          img: "icons/svg/mystery-man.svg",
          // A real-looking level-3 character: a Human Commoner's 7/7/7 and rolled race dice (HP 24, MP 16),
          // class items named as the player's language names them.
          system: {
            ...initialSource(schemas.character),
            base: { technique: 7, body: 7, mind: 7 },
            abilities: Object.fromEntries(
              Object.entries({
                dexterity: 8,
                agility: 7,
                strength: 6,
                vitality: 8,
                intelligence: 5,
                spirit: 9,
              }).map(([ability, race]) => [ability, { race, growth: 0, bonus: 0 }]),
            ),
          },
          items: classes.map((classId) => ({
            _id: classId,
            name: t(`SW25.Class.${classId}`),
            type: "class",
            system: { classId, level: 3, tier: "B", kind: "other" },
          })),
        },
        (s) => preparedCharacter(s),
        (prepared) => renderCharacter(r, prepared, mode, "classes"),
        860,
        lang,
      );
      await user.show();
      // Edit mode: HP, MP and every class resource typed by hand.
      // Within their maxima (HP 24 = Vit 15 + 3 × level 3; MP 16 = Spi 16, no wizard class).
      expect(get(user.prepared, "system.hp.max")).toBe(24);
      expect(get(user.prepared, "system.mp.max")).toBe(16);
      await user.type("system.hp.value", 20);
      await user.type("system.mp.value", 12);
      await user.type("system.classResources.songUp", 2);
      await user.type("system.classResources.songHeart", 3);
      await user.type("system.classResources.morale", 2);
      await user.type("system.classResources.lifePoints", 2);
      await user.type("system.classResources.cards.green.B", 2);
      await user.submit();
      const { cost, gain, duration, timing } = sample.system;
      const where = field(cost.resource, cost.cardColour, cost.cardRank);
      const before = Number(get(user.source, where) ?? 0);
      const gainWhere = `system.classResources.${gain.resource}`;
      const gainBefore = Number(get(user.source, gainWhere) ?? 0);

      // Add it: the pack item becomes an embedded copy (what a drop from the compendium creates).
      const added = dropped(sample, lang);
      user.source = { ...user.source, items: [...user.source.items, added] };
      user.prepared = preparedCharacter(user.source as never);
      mode = "play";
      await user.show();
      // Listed under its kind's heading (練技, 呪歌, …), as ytsheet2 lists techniques.
      const group = chrome.page.locator(`tbody.sw25-technique-kind[data-kind="${kind}"]`);
      await expect(group.locator(".sw25-technique-kind-head").textContent()).resolves.toBe(
        t(`SW25.Technique.Kind.${kind}`),
      );
      const row = group.locator(`tr[data-item-id="${sample._id}"]`);
      await expect(row.textContent()).resolves.toContain(t(`SW25.Technique.Timing.${timing}`));
      const button = row.locator('[data-action="useTechnique"]');

      if (timing === "passive") {
        // A passive technique has no use button; its effect applies to its owner like equipment's.
        expect(await button.count()).toBe(0);
        const html = renderCharacter(r, user.prepared, "play", "effects");
        expect(html).toMatch(new RegExp(`${added.effects[0]?.name}[\\s\\S]*${t("SW25.Edit.EffectActive")}`));
        return;
      }
      // Its effect is a template while unused: suppressed on the owner.
      const unused = renderCharacter(r, user.prepared, "play", "effects");
      expect(unused).toContain(t("SW25.Edit.EffectSuppressed"));

      // Use it: the button names the item the sheet action plans with.
      expect(await button.count()).toBe(1);
      const itemId = await button.getAttribute("data-item-id");
      const item = user.source.items.find((i) => i._id === itemId);
      const plan = planTechniqueUse(user.source, item as never, COMBAT, `Actor.pc.Item.${itemId}`);
      expect(plan.ok).toBe(true);
      if (!plan.ok) return;
      expect(plan.value.spent).toEqual({
        resource: cost.amount > 0 ? cost.resource : "none",
        amount: cost.amount,
      });
      // 呪歌 gain 楽素 and 鼓咆 gather 陣気 (the samples: 1 each); the others gain nothing.
      expect(plan.value.gained).toEqual(gain.amount > 0 ? gain : { resource: "none", amount: 0 });
      expect(gain.amount > 0).toBe(kind === "song" || kind === "command");
      user.source = applyUpdate(user.source, nestedUpdate(plan.value.actorUpdate) as Partial<StoredActor>);
      const applied = plan.value.effects.map((e, i) => ({ ...e, _id: `applied${i}` }));
      user.source = { ...user.source, effects: applied } as StoredActor;
      user.prepared = preparedCharacter(user.source as never);
      await user.show();
      // The cost is spent, exactly, and shown.
      const after = before - cost.amount;
      if (cost.resource !== "none") expect(get(user.source, where)).toBe(after);
      else if (gain.amount === 0) expect(plan.value.actorUpdate).toEqual({});
      // The gain is added, exactly, and shown.
      if (gain.amount > 0) {
        expect(get(user.source, gainWhere)).toBe(gainBefore + gain.amount);
        await expect(chrome.page.locator(`[data-value="${gainWhere}"]`).textContent()).resolves.toBe(
          String(gainBefore + gain.amount),
        );
      }
      if (cost.resource === "mp" || cost.resource === "hp")
        await expect(chrome.page.locator(`input[name="${where}"]`).inputValue()).resolves.toBe(String(after));
      else if (cost.amount > 0)
        await expect(chrome.page.locator(`[data-value="${where}"]`).textContent()).resolves.toBe(
          String(after),
        );
      await chrome.page
        .locator("body > div")
        .screenshot({ path: join(OUT, `technique-${kind}.${lang}.png`) });
      // The README's screenshots, regenerated by every run: an Alchemist's cards (en), a War Leader's 陣気 (ja).
      if (kind === "alchemy" || kind === "formation")
        await chrome.page.locator("body > div").screenshot({ path: join(SHOTS, `techniques.${lang}.png`) });

      // The effect is on the target (the user, none targeted) with its duration and origin.
      expect(applied).toHaveLength(duration.units === "instant" ? 0 : 1);
      const effect = applied[0] as Record<string, unknown>;
      expect(effect.origin).toBe(`Actor.pc.Item.${itemId}`);
      expect(effect.transfer).toBe(false);
      const withEffect = renderCharacter(r, user.prepared, "play", "effects");
      expect(withEffect).toContain(`data-effect-id="applied0"`);
      // Shown with the time it lasts.
      const left = t(`SW25.Technique.Sheet.Left.${duration.units}`).replace(
        "{value}",
        String(duration.value),
      );
      expect(withEffect).toContain(`<small class="sw25-effect-time-left">${left}</small>`);

      // Later ended, when SW2.5's duration says (the rules the duration hooks call).
      const timed = [timedEffectOf("applied0", effect)];
      let ended: readonly string[] = [];
      switch (duration.units) {
        case "rounds": {
          // FLOW-04 (the default setting): used in round 2, N rounds end at the start of round 2 + N (seed:
          // time passes at the beginning of the round), not a round earlier.
          const early = tickAtRoundStart(timed, COMBAT.round + duration.value - 1, COMBAT.combatId);
          expect(early.expired).toEqual([]);
          ended = tickAtRoundStart(timed, COMBAT.round + duration.value, COMBAT.combatId).expired;
          break;
        }
        case "untilNextTurn":
          expect(expireAtTurnStart(timed, { ...COMBAT, combatantId: "foe" })).toEqual([]);
          expect(expireAtTurnStart(timed, COMBAT)).toEqual([]);
          ended = expireAtTurnStart(timed, { ...COMBAT, round: COMBAT.round + 1 });
          break;
        default:
          // Minutes and one scene: FLOW-06, with the combat.
          expect(tickAtRoundStart(timed, 99, COMBAT.combatId).expired).toEqual([]);
          ended = expireAtCombatEnd(timed, COMBAT.combatId);
      }
      expect(ended).toEqual(["applied0"]);
      user.source = { ...user.source, effects: [] } as StoredActor;
      user.prepared = preparedCharacter(user.source as never);
      expect(renderCharacter(r, user.prepared, "play", "effects")).not.toContain(`data-effect-id="applied0"`);

      // Refused when the cost can no longer be paid: nothing is planned, nothing is written.
      if (cost.amount > 0) {
        mode = "edit";
        await user.show();
        await user.type(where, cost.resource === "hp" ? cost.amount : cost.amount - 1);
        await user.submit();
        const snapshot = JSON.stringify(user.source);
        const refused = planTechniqueUse(user.source, item as never, COMBAT, "x");
        expect(refused).toMatchObject({ ok: false, error: { code: "TechniqueCostUnpaid" } });
        expect(JSON.stringify(user.source)).toBe(snapshot);
        expect(t("SW25.Error.TechniqueCostUnpaid")).toContain("{held}");
      }
    },
    60_000,
  );
});

/** The technique item's schema (the data model with `foundry.data.fields` faked, as the boot test builds it). */
async function techniqueSchema(): Promise<Record<string, DataField>> {
  const g = globalThis as Record<string, unknown>;
  const before = g.foundry;
  g.foundry = { data: { fields: fakeFields(new Set()) }, abstract: { TypeDataModel: class {} } };
  try {
    const { TechniqueData } = await import("../../src/system/data/technique-data.js");
    return TechniqueData.defineSchema() as unknown as Record<string, DataField>;
  } finally {
    g.foundry = before;
  }
}

interface StoredItem {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  effects: unknown[];
}

describe.skipIf(!hasChromium)("a technique that gains, typed into its sheet and used", () => {
  const chrome = chromiumSuite({ width: 900, height: 900 });

  it.each(["en", "ja"] as const)(
    "%s: a new technique made a 呪歌 gains 楽素; typed to gain 2 楽素♡, its use grows the bard's 楽素♡ 0 → 2",
    async (lang) => {
      const r = renderer(lang);
      const dict = mergedLang(lang);
      const t = (key: string, params: Record<string, string> = {}) =>
        String(get(dict as Record<string, unknown>, key) ?? key).replace(
          /\{(\w+)\}/g,
          (_m, name: string) => params[name] ?? `{${name}}`,
        );
      // A new technique, as Foundry creates it: every field at the schema's initial value (kind 練技).
      let item: StoredItem = {
        _id: "newSong",
        name: t("TYPES.Item.technique"),
        type: "technique",
        system: withInitials(await techniqueSchema(), {}),
        effects: [],
      };
      const showItem = () =>
        chrome.page.setContent(
          sheetDocument(
            r.render("item/item.hbs", { view: itemView(item), canEdit: true, effects: [] }),
            520,
            lang,
          ),
        );
      /** Submit on change, then what the Item's _preUpdate adds (the new kind's defaults). */
      const submitItem = async () => {
        const data = await submittedForm(chrome.page);
        withKindDefaults(item.system, data);
        item = applyUpdate(item, data as Partial<StoredItem>);
        await showItem();
      };
      const named = (path: string) => chrome.page.locator(`[name="system.${path}"]`);

      await showItem();
      // 練技 never gains: no gain controls.
      await expect(named("gain.amount").count()).resolves.toBe(0);
      await expect(named("gain.resource").count()).resolves.toBe(0);

      // Made a 呪歌: the Bard's, gaining 1 楽素⤴ (the kind's defaults), the gain controls shown.
      await chrome.page.locator('[name="name"]').fill(lang === "ja" ? "星明かりの歌" : "Starlit Air");
      await named("kind").selectOption("song");
      await submitItem();
      expect(item.system).toMatchObject({
        kind: "song",
        classId: "bard",
        gain: { amount: 1, resource: "songUp" },
      });
      await expect(named("gain.resource").inputValue()).resolves.toBe("songUp");
      await expect(named("gain.amount").inputValue()).resolves.toBe("1");
      await expect(named("classId").inputValue()).resolves.toBe("bard");
      // The gain controls are labelled in the player's language.
      const heading = chrome.page.locator("h3", { hasText: t("SW25.Technique.Field.gain") });
      await expect(heading.count()).resolves.toBe(1);
      const options = await named("gain.resource").locator("option").allTextContents();
      expect(options).toEqual(
        ["none", "songUp", "songDown", "songHeart", "morale", "lifePoints"].map((w) =>
          t(`SW25.Technique.GainResource.${w}`),
        ),
      );

      // The player types this song's own yield: 2 楽素♡.
      await named("gain.resource").selectOption("songHeart");
      await named("gain.amount").fill("2");
      await submitItem();
      expect(item.system).toMatchObject({ kind: "song", gain: { amount: 2, resource: "songHeart" } });
      expect(item.system.cost).toMatchObject({ amount: 0, resource: "none" });
      await chrome.page
        .locator("body > div")
        .screenshot({ path: join(OUT, `technique-gain-item.${lang}.png`) });

      // A level-3 Bard holding no 楽素 adds it and uses it from the play-mode sheet.
      const mode: Mode = "play";
      const user = new SheetWorkflow(
        chrome.page,
        {
          id: "pc",
          name: inLanguage("Aki", lang),
          img: "icons/svg/mystery-man.svg",
          // Awake (HP 9 of 9), so the sheet shows a bard at play, not a death check.
          system: { ...initialSource(schemas.character), hp: { value: 9 } },
          items: [
            { _id: "bard", name: t("SW25.Class.bard"), type: "class", system: { classId: "bard", level: 3 } },
            item,
          ],
        },
        (source) => preparedCharacter(source),
        (prepared) => renderCharacter(r, prepared, mode, "classes"),
        860,
        lang,
      );
      await user.show();
      const songHeart = chrome.page.locator('[data-value="system.classResources.songHeart"]');
      // None held: play mode shows no resources yet.
      await expect(songHeart.count()).resolves.toBe(0);
      const row = chrome.page.locator(
        'tbody.sw25-technique-kind[data-kind="song"] tr[data-item-id="newSong"]',
      );
      await expect(row.locator(".sw25-technique-gain").textContent()).resolves.toBe(
        t("SW25.Technique.Sheet.Gain", { resource: t("SW25.Technique.Resource.songHeart"), amount: "2" }),
      );
      const itemId = await row.locator('[data-action="useTechnique"]').getAttribute("data-item-id");
      const used = user.source.items.find((i) => i._id === itemId);
      const plan = planTechniqueUse(user.source, used as never, COMBAT, `Actor.pc.Item.${itemId}`);
      expect(plan).toMatchObject({ ok: true, value: { gained: { resource: "songHeart", amount: 2 } } });
      if (!plan.ok) return;
      user.source = applyUpdate(user.source, nestedUpdate(plan.value.actorUpdate) as Partial<StoredActor>);
      user.prepared = preparedCharacter(user.source as never);
      await user.show();
      // The resource grew on the character sheet: 0 → 2, the others untouched.
      await expect(songHeart.textContent()).resolves.toBe("2");
      expect(get(user.source, "system.classResources")).toMatchObject({
        songUp: 0,
        songDown: 0,
        songHeart: 2,
      });
      await chrome.page
        .locator("body > div")
        .screenshot({ path: join(OUT, `technique-gain-sheet.${lang}.png`) });

      // Used again: 2 → 4 (no cap).
      const again = planTechniqueUse(user.source, used as never, COMBAT, "x");
      expect(again.ok && again.value.actorUpdate["system.classResources.songHeart"]).toBe(4);

      // The chat card says it in the player's language.
      const card = techniqueCardHtml(
        {
          actor: inLanguage("Aki", lang),
          technique: item.name,
          kind: "song",
          spent: plan.value.spent,
          gained: plan.value.gained,
          targets: [],
          duration: plan.value.duration,
        },
        t,
      );
      expect(card).toContain(lang === "ja" ? "獲得：楽素♡ +2" : "Gained: Song notes ♡ +2");
    },
    60_000,
  );
});
