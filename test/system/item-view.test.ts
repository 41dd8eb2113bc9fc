/**
 * The item sheet's view against the item data models: every stored field a user edits is on the sheet,
 * with the input the schema asks for (choices -> select with the same word list, numbers with the same
 * bounds, booleans -> checkbox), and every label key exists in both languages.
 * The schemas are read through the recording fake `foundry.data.fields` (boot/fake-fields.ts).
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TECHNIQUE_CHOICE_FIELDS } from "../../src/rules/character/techniques/techniques.js";
import {
  ABILITIES,
  ACCESSORY_SLOTS,
  ARMOR_KINDS,
  ARMOR_PROFICIENCY_CATEGORIES,
  ATTACK_KINDS,
  CLASS_IDS,
  CLASS_KINDS,
  CLASS_TIERS,
  DAMAGE_TYPES,
  EQUIPMENT_RANKS,
  FEAT_EFFECTS,
  FEAT_KINDS,
  GEAR_KINDS,
  MAGIC_SCHOOLS,
  RESISTANCES,
  SPELL_AREAS,
  SPELL_RANGES,
  WEAPON_CATEGORIES,
  WEAPON_USAGES,
} from "../../src/rules/character/vocabulary.js";
import { ELEMENTS } from "../../src/rules/damage/elements.js";
import {
  type ItemField,
  type ItemView,
  itemView,
} from "../../src/system/applications/view/item/item-view.js";
import {
  BooleanField,
  type DataField,
  fakeFields,
  HTMLField,
  NumberField,
  SchemaField,
  StringField,
} from "./boot/fake-fields.js";

const ROOT = join(import.meta.dirname, "..", "..");
const SYSTEM_JSON = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  documentTypes: { Item: Record<string, unknown> };
};
const ITEM_TYPES = Object.keys(SYSTEM_JSON.documentTypes.Item);

type Schema = Record<string, DataField>;
const schemas = new Map<string, Schema>();

beforeAll(async () => {
  vi.stubGlobal("foundry", {
    data: { fields: fakeFields(new Set()) },
    abstract: { TypeDataModel: class {} },
  });
  for (const type of ITEM_TYPES) {
    const module = (await import(`../../src/system/data/${type}-data.ts`)) as Record<
      string,
      { defineSchema(): Schema }
    >;
    const model = Object.values(module).find((value) => typeof value?.defineSchema === "function");
    if (model) schemas.set(type, model.defineSchema());
  }
  vi.unstubAllGlobals();
});

/** The schema's leaf fields by path under `system` ("dice.agility"), the HTML description left out. */
function leaves(schema: Schema, prefix = ""): Map<string, DataField> {
  const out = new Map<string, DataField>();
  for (const [key, field] of Object.entries(schema)) {
    const path = `${prefix}${key}`;
    if (field instanceof SchemaField) for (const [p, f] of leaves(field.fields, `${path}.`)) out.set(p, f);
    else if (!(field instanceof HTMLField)) out.set(path, field);
  }
  return out;
}

const fieldsOf = (view: ItemView): ItemField[] => view.sections.flatMap((s) => s.fields);
/**
 * A new item of `type` as the sheet shows it. A technique shows its card, mount and gain fields only for the
 * kinds that have them (賦術, 騎芸, 呪歌): its "every field" view adds the fields those kinds' sheets show.
 */
const blank = (type: string): ItemView => {
  const base = itemView({ _id: type, name: type, type, system: {} });
  if (type !== "technique") return base;
  const names = new Set(fieldsOf(base).map((f) => f.name));
  const extra = ["alchemy", "riding", "song"]
    .flatMap((kind) => fieldsOf(itemView({ _id: type, name: type, type, system: { kind } })))
    .filter((f) => {
      if (names.has(f.name)) return false;
      names.add(f.name);
      return true;
    });
  return { ...base, sections: [...base.sections, { label: null, fields: extra }] };
};
const field = (view: ItemView, path: string) => fieldsOf(view).find((f) => f.name === `system.${path}`);

function flatten(tree: unknown, prefix = "", out = new Set<string>()): Set<string> {
  if (tree && typeof tree === "object")
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.add(prefix);
  return out;
}

describe("item sheet view against the data models", () => {
  it("reads a schema for every item type of system.json", () => {
    expect([...schemas.keys()].sort()).toEqual([...ITEM_TYPES].sort());
  });

  it.each(ITEM_TYPES)("%s: the sheet shows every stored field, once", (type) => {
    const stored = [...leaves(schemas.get(type) ?? {}).keys()].sort();
    const shown = fieldsOf(blank(type)).map((f) => f.name.replace(/^system\./, ""));
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(stored);
  });

  it.each(ITEM_TYPES)("%s: each input matches its schema field", (type) => {
    const view = blank(type);
    for (const [path, schemaField] of leaves(schemas.get(type) ?? {})) {
      const shown = field(view, path);
      const { choices, min, max, nullable, initial } = schemaField.options;
      if (schemaField instanceof StringField && Array.isArray(choices)) {
        expect(shown?.kind, path).toBe("select");
        expect(
          shown?.options.map((o) => o.value),
          path,
        ).toEqual(choices);
        expect(shown?.value, `${path} falls back to the initial value`).toBe(initial);
        expect(
          shown?.options.filter((o) => o.selected).map((o) => o.value),
          path,
        ).toEqual([initial]);
      } else if (schemaField instanceof NumberField) {
        expect(shown, path).toMatchObject({ kind: "number", min: min ?? null, max: max ?? null });
        if (nullable !== true) expect(initial, path).not.toBeNull();
      } else if (schemaField instanceof BooleanField) expect(shown?.kind, path).toBe("checkbox");
      else expect(shown?.kind, path).toBe("text");
    }
  });

  it("choice fields offer exactly the vocabulary word lists", () => {
    const expected: Record<string, Record<string, readonly string[]>> = {
      weapon: {
        category: WEAPON_CATEGORIES,
        usage: WEAPON_USAGES,
        rank: EQUIPMENT_RANKS,
        damageType: DAMAGE_TYPES,
        attackKind: ATTACK_KINDS,
      },
      armor: { armorKind: ARMOR_KINDS, rank: EQUIPMENT_RANKS },
      shield: { rank: EQUIPMENT_RANKS },
      accessory: { slot: ACCESSORY_SLOTS },
      class: { classId: CLASS_IDS, tier: CLASS_TIERS, kind: CLASS_KINDS },
      birth: { "class1.classId": CLASS_IDS, "class2.classId": CLASS_IDS, "class3.classId": CLASS_IDS },
      feat: {
        featKind: FEAT_KINDS,
        effect: FEAT_EFFECTS,
        weaponCategory: WEAPON_CATEGORIES,
        armorCategory: ARMOR_PROFICIENCY_CATEGORIES,
        school: MAGIC_SCHOOLS,
      },
      spell: {
        school: MAGIC_SCHOOLS,
        rangeKind: SPELL_RANGES,
        area: SPELL_AREAS,
        resistance: RESISTANCES,
        resistWith: ["willpower", "fortitude"],
        element: ["none", ...ELEMENTS],
      },
      gear: { gearKind: GEAR_KINDS },
      technique: Object.fromEntries(
        Object.entries(TECHNIQUE_CHOICE_FIELDS).map(([path, { choices }]) => [path, choices]),
      ),
    };
    for (const type of ITEM_TYPES) {
      const selects = fieldsOf(blank(type)).filter((f) => f.kind === "select");
      const lists = Object.fromEntries(
        selects.map((f) => [f.name.replace("system.", ""), f.options.map((o) => o.value)]),
      );
      expect(lists, type).toEqual(expected[type] ?? {});
    }
  });

  it("every field and option label exists in en and ja", () => {
    const en = flatten(JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")));
    const ja = flatten(JSON.parse(readFileSync(join(ROOT, "lang/ja.json"), "utf8")));
    const keys = ITEM_TYPES.flatMap((type) => {
      const view = blank(type);
      return [
        view.typeLabel,
        ...view.sections.flatMap((s) => (s.label ? [s.label] : [])),
        ...fieldsOf(view).flatMap((f) => [f.label, ...f.options.map((o) => o.label)]),
      ];
    });
    expect(keys.filter((k) => !en.has(k))).toEqual([]);
    expect(keys.filter((k) => !ja.has(k))).toEqual([]);
  });
});

describe("item sheet view values", () => {
  it("selects the stored choice, keeps numbers, nulls and flags", () => {
    const spell = itemView({
      type: "spell",
      system: {
        school: "divine",
        element: "fire",
        maxTargets: 5,
        power: null,
        radius: 3,
        resistWith: "fortitude",
      },
    });
    expect(field(spell, "school")?.options.find((o) => o.selected)).toEqual({
      value: "divine",
      label: "SW25.MagicSchool.divine",
      selected: true,
    });
    expect(field(spell, "element")?.value).toBe("fire");
    expect(field(spell, "resistWith")?.options.find((o) => o.selected)?.label).toBe("SW25.Check.fortitude");
    expect(field(spell, "maxTargets")).toMatchObject({ kind: "number", value: 5, min: 1, max: null });
    expect(field(spell, "power")?.value).toBeNull();
    expect(field(spell, "radius")?.value).toBe(3);
    const feat = itemView({ type: "feat", system: { automatic: true, armorCategory: "shield" } });
    expect(field(feat, "automatic")?.value).toBe(true);
    expect(field(feat, "armorCategory")?.value).toBe("shield");
  });

  it("an unknown stored choice shows the schema's initial value, never an invalid one", () => {
    const accessory = itemView({ type: "accessory", system: { slot: "tail" } });
    expect(field(accessory, "slot")?.value).toBe("other");
    const weapon = itemView({ type: "weapon", system: { category: "Sword", usage: 2 } });
    expect(field(weapon, "category")?.value).toBe("sword");
    expect(field(weapon, "usage")?.value).toBe("1H");
  });

  it("race dice sit under their own heading, Technique/Body/Mind then one per ability, read from system.dice", () => {
    const race = itemView({
      type: "race",
      system: { dice: { body: "2d", agility: "2d+6", spirit: 4 }, abilities: "Sword's Grace" },
    });
    const dice = race.sections.find((s) => s.label === "SW25.Item.Field.dice");
    expect(dice?.fields.map((f) => [f.name, f.label])).toEqual([
      ...["technique", "body", "mind"].map((b) => [`system.dice.${b}`, `SW25.BaseStat.${b}`]),
      ...ABILITIES.map((a) => [`system.dice.${a}`, `SW25.Ability.${a}`]),
    ]);
    expect(dice?.fields.map((f) => f.value)).toEqual(["", "2d", "", "", "2d+6", "", "", "", "4"]);
    expect(field(race, "abilities")?.value).toBe("Sword's Grace");
  });

  it("an unknown or prototype-named type shows no fields", () => {
    for (const type of ["teapot", "constructor", "toString"]) {
      const view = itemView({ type });
      expect(view.typeLabel, type).toBe("SW25.Item.Type.unknown");
      expect(view.sections, type).toEqual([]);
    }
  });
});

describe("a technique's gain on its sheet", () => {
  const names = (system: Record<string, unknown>) =>
    fieldsOf(itemView({ _id: "t", name: "t", type: "technique", system })).map((f) => f.name);

  it("呪歌 and 鼓咆 show the gain amount and resource under the Gain heading; 練技 and 終律 hide it", () => {
    for (const kind of ["song", "command"])
      expect(names({ kind })).toEqual(expect.arrayContaining(["system.gain.amount", "system.gain.resource"]));
    for (const kind of ["enhancer", "finale", "formation"]) {
      expect(names({ kind })).not.toContain("system.gain.amount");
      expect(names({ kind })).not.toContain("system.gain.resource");
    }
    const view = itemView({ _id: "t", name: "t", type: "technique", system: { kind: "song" } });
    const gain = view.sections.find((s) => s.label === "SW25.Technique.Field.gain");
    expect(gain?.fields.map((f) => [f.name, f.label])).toEqual([
      ["system.gain.amount", "SW25.Technique.Field.gainAmount"],
      ["system.gain.resource", "SW25.Technique.Field.gainResource"],
      ["system.gain.threshold", "SW25.Technique.Field.gainThreshold"],
      ["system.gain.bonus", "SW25.Technique.Field.gainBonus"],
    ]);
  });

  it("the threshold and extra belong to a song (and 'other'): a 鼓咆 shows its gain without them", () => {
    expect(names({ kind: "command" })).toEqual(expect.arrayContaining(["system.gain.amount"]));
    expect(names({ kind: "command" })).not.toContain("system.gain.threshold");
    expect(names({ kind: "command" })).not.toContain("system.gain.bonus");
    expect(names({ kind: "other" })).toContain("system.gain.threshold");
    // One stored is never hidden.
    expect(names({ kind: "command", gain: { bonus: 1 } })).toContain("system.gain.threshold");
  });

  it("a stored performance threshold or extra (巧奏値, 追加楽素) keeps the gain shown on any kind", () => {
    expect(names({ kind: "enhancer" })).not.toContain("system.gain.threshold");
    expect(names({ kind: "enhancer", gain: { threshold: 10 } })).toContain("system.gain.threshold");
    expect(names({ kind: "finale", gain: { bonus: 1 } })).toContain("system.gain.bonus");
  });

  it("a stored gain is never hidden, whatever the kind", () => {
    expect(names({ kind: "finale", gain: { resource: "songDown", amount: 1 } })).toContain(
      "system.gain.resource",
    );
    expect(names({ kind: "enhancer", gain: { resource: "none", amount: 2 } })).toContain(
      "system.gain.amount",
    );
  });

  it("the gain resource offers no cost words: no MP, HP or card", () => {
    const view = itemView({ _id: "t", name: "t", type: "technique", system: { kind: "song" } });
    const select = fieldsOf(view).find((f) => f.name === "system.gain.resource");
    expect(select?.options.map((o) => [o.value, o.label])).toEqual([
      ["none", "SW25.Technique.GainResource.none"],
      ["songUp", "SW25.Technique.GainResource.songUp"],
      ["songDown", "SW25.Technique.GainResource.songDown"],
      ["songHeart", "SW25.Technique.GainResource.songHeart"],
      ["morale", "SW25.Technique.GainResource.morale"],
      ["lifePoints", "SW25.Technique.GainResource.lifePoints"],
    ]);
  });
});
