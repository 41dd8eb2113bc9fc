/**
 * Active Effects of `sw25`-system actors and items. Their changes target that system's modifier fields, the
 * keys its effect configuration offers (its module/helpers/config.mjs `SW25.Effect`: `attributes.efhitmod`
 * "Hit mod", `effect.vitres` "Vitality resistance", `hp.efhpmod`, …, stored with the `system.` prefix).
 * Those with a place among our bonuses convert; the rest is reported by name.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importYtsheetObject } from "../../../src/rules/import/index.js";
import type { EffectSource } from "../../../src/rules/import/types.js";

const dir = join(import.meta.dirname, "../../fixtures/foundry-sw25");
type Doc = Record<string, unknown> & {
  system: Record<string, unknown>;
  items: Record<string, unknown>[];
  effects: unknown[];
};
const doc = (name: string): Doc => JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8")) as Doc;
const codes = (r: { warnings: readonly { code: string }[] }) => r.warnings.map((w) => w.code);
const change = (key: string, value: unknown, mode: unknown = 2) => ({ key, mode, value });
const effect = (name: string, changes: unknown[], extra: Record<string, unknown> = {}) => ({
  _id: "fx0000000000test",
  name,
  img: "icons/svg/sword.svg",
  changes,
  disabled: false,
  duration: {},
  description: "",
  origin: null,
  transfer: true,
  statuses: [],
  flags: {},
  type: "base",
  system: {},
  ...extra,
});
const effectsOf = (actor: { effects?: EffectSource[] } | null) => actor?.effects ?? [];

describe("the actor's own effects", () => {
  it("changes of a place in our bonuses convert, keeping name, image, disabled flag and rounds", () => {
    const d = doc("character");
    d.effects = [
      effect(
        "Battle Hymn",
        [
          change("system.attributes.efhitmod", "1"),
          change("system.effect.vitres", 2),
          change("system.hp.efhpmod", "+3"),
          change("system.abilities.agi.efvaluemodify", "-1"),
          change("system.effect.efcvalue", "-1"),
        ],
        { disabled: true, duration: { rounds: 3, startRound: 2, combat: "oldCombat000001", turns: null } },
      ),
    ];
    const r = importYtsheetObject(d);
    expect(r.ok).toBe(true);
    expect(effectsOf(r.actor)).toEqual([
      {
        name: "Battle Hymn",
        img: "icons/svg/sword.svg",
        changes: [
          { key: "system.bonuses.accuracy", mode: 2, value: "1", priority: null },
          { key: "system.bonuses.fortitude", mode: 2, value: "2", priority: null },
          { key: "system.bonuses.hp", mode: 2, value: "3", priority: null },
          { key: "system.abilities.agility.bonus", mode: 2, value: "-1", priority: null },
          { key: "system.bonuses.criticalValue", mode: 2, value: "-1", priority: null },
        ],
        disabled: true,
        transfer: false,
        // The combat it was counted in is not in this world: only the length is kept.
        duration: { rounds: 3, turns: null, seconds: null },
        description: "",
      },
    ]);
    // Converted whole: no warning about it (the fixture's other warnings stay).
    expect(codes(r)).not.toContain("Foundry.ActorEffect");
    expect(codes(r)).not.toContain("Foundry.EffectChangesLeft");
  });

  it("an effect with no change of a place is reported by name with its changes, and not imported", () => {
    // The fixture's "Blessed": effect.allck (every check +1): our bonuses have no "every check".
    const r = importYtsheetObject(doc("character"));
    expect(effectsOf(r.actor)).toEqual([]);
    expect(r.warnings.find((w) => w.code === "Foundry.ActorEffect")?.params).toEqual({
      name: "Blessed",
      changes: "system.effect.allck 1",
    });
  });

  it("a mixed effect keeps what maps and names what it left out", () => {
    const d = doc("character");
    d.effects = [
      effect("Mixed", [
        change("system.attributes.efdodgemod", "1"),
        change("system.attributes.efmppmod", "2"),
        change("system.attributes.efppmod", "5", 5),
        change("system.attributes.efdmod", "@abilities.str.mod"),
        change("system.attributes.efdmod", "1.5"),
      ]),
    ];
    const r = importYtsheetObject(d);
    expect(effectsOf(r.actor).map((e) => e.changes)).toEqual([
      [{ key: "system.bonuses.evasion", mode: 2, value: "1", priority: null }],
    ]);
    // Magic protection has no place; an override (mode 5) or a formula or a fraction is not an added number.
    expect(r.warnings.find((w) => w.code === "Foundry.EffectChangesLeft")?.params).toEqual({
      name: "Mixed",
      changes:
        "system.attributes.efmppmod 2, system.attributes.efppmod 5, system.attributes.efdmod @abilities.str.mod, system.attributes.efdmod 1.5",
    });
  });

  it("v14's stored shape (system.changes with a type, duration in one unit) and the older label / icon", () => {
    const d = doc("character");
    d.effects = [
      effect("v14 rounds", [], {
        system: {
          changes: [{ key: "system.attributes.efhitmod", type: "add", value: "2", phase: "initial" }],
        },
        duration: { value: 2, units: "rounds", expiry: "roundStart" },
      }),
      {
        label: "old minutes",
        icon: "icons/svg/old.svg",
        changes: [change("system.effect.init", "1")],
        duration: { value: 10, units: "minutes" },
      },
    ];
    const r = importYtsheetObject(d);
    expect(
      effectsOf(r.actor).map((e) => [e.name, e.img, e.changes[0]?.key, e.changes[0]?.value, e.duration]),
    ).toEqual([
      [
        "v14 rounds",
        "icons/svg/sword.svg",
        "system.bonuses.accuracy",
        "2",
        { rounds: 2, turns: null, seconds: null },
      ],
      [
        "old minutes",
        "icons/svg/old.svg",
        "system.bonuses.initiative",
        "1",
        { rounds: null, turns: null, seconds: 600 },
      ],
    ]);
  });

  it("a malformed effect fails the whole import, naming the field", () => {
    const notEffect = doc("character");
    notEffect.effects = [5];
    const a = importYtsheetObject(notEffect);
    expect([a.ok, a.actor]).toEqual([false, null]);
    expect(a.error).toMatchObject({ code: "Foundry.WrongType", params: { field: "effects[0]" } });
    const badChanges = doc("character");
    badChanges.effects = [effect("Bad", "lots" as unknown as unknown[])];
    expect(importYtsheetObject(badChanges).error).toMatchObject({
      code: "Foundry.WrongType",
      params: { field: "effects[0].changes" },
    });
    const badChange = doc("character");
    badChange.effects = [effect("Bad", [7])];
    expect(importYtsheetObject(badChange).error).toMatchObject({
      code: "Foundry.WrongType",
      params: { field: "effects[0].changes[0]" },
    });
  });
});

describe("effects on items", () => {
  it("an imported item keeps its converted effects (transfer as stored); the others are reported", () => {
    const d = doc("character");
    const blade = d.items.find((i) => i.name === "Practice Blade") as Record<string, unknown>;
    blade.effects = [effect("Keen Edge", [change("system.attributes.efdmod", "2")])];
    const r = importYtsheetObject(d);
    const ours = r.actor?.items.find((i) => i.name === "Practice Blade");
    expect(ours?.effects).toEqual([
      {
        name: "Keen Edge",
        img: "icons/svg/sword.svg",
        changes: [{ key: "system.bonuses.extraDamage", mode: 2, value: "2", priority: null }],
        disabled: false,
        transfer: true,
        duration: { rounds: null, turns: null, seconds: null },
        description: "",
      },
    ]);
    // The fixture's Tinted Spectacles: effect.package.obse (the observation package) has no place.
    expect(r.warnings.find((w) => w.code === "Foundry.ItemEffects")?.params).toEqual({
      item: "Tinted Spectacles",
      name: "Keen Sight",
      changes: "system.effect.package.obse 1",
    });
    expect(r.actor?.items.find((i) => i.name === "Tinted Spectacles")?.effects).toBeUndefined();
  });

  it("an item that is not imported takes its effects with it, and says so", () => {
    const d = doc("character");
    const check = d.items.find((i) => i.name === "見識") as Record<string, unknown>;
    check.effects = [effect("Sharp", [change("system.attributes.efhitmod", "1")])];
    const r = importYtsheetObject(d);
    expect(r.warnings.find((w) => w.code === "Foundry.ItemEffectsDropped")?.params).toEqual({
      item: "見識",
      count: 1,
    });
  });
});

describe("a monster's effects", () => {
  it("only its resistances have a place; the rest is reported", () => {
    const d = doc("monster");
    d.effects = [
      effect("Hardened", [change("system.effect.vitres", "2"), change("system.attributes.efhitmod", "1")]),
    ];
    const r = importYtsheetObject(d);
    expect(effectsOf(r.actor).map((e) => e.changes)).toEqual([
      [{ key: "system.fortitude", mode: 2, value: "2", priority: null }],
    ]);
    expect(codes(r)).toEqual(["Foundry.EffectChangesLeft"]);
  });

  it("a monster ability's effects are reported (our monster has no such item)", () => {
    const d = doc("monster");
    (d.items[1] as { effects: unknown[] }).effects = [effect("Rage", [change("system.effect.vitres", "1")])];
    const r = importYtsheetObject(d);
    expect(codes(r)).toEqual(["Foundry.ItemEffectsDropped"]);
  });
});
