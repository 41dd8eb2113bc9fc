/**
 * Worlds of the `sw25` Foundry system and its `sw25-ru` fork as their users really store them (invented data,
 * shaped as the public sources of those systems write it):
 *
 * - split-wyrm-head.json / split-wyrm-body.json: a two-part monster the ytsheet2 import macro wrote as one
 *   actor per part; its `part` holds free text ("2 (頭部／胴体)"), its abilities are prefixed with their part;
 * - monster-ru-world.json: a monster the `sw25-ru` fork's monster generator made in a Russian world (its
 *   resistance item and attack rows labelled in Russian, the attack rows and abilities bound to a section by
 *   `flags.sw25.section`, the ability text in `overview`, the resistance in `dice1.resist`, the monster
 *   classification in `classType`);
 * - npc-pre-1.0.json: an NPC of that system before 1.0 (0.9.2: its template had only `hp.max` / `mp.max`,
 *   typed by hand, no `hpbase`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CharacterDerived } from "../../../src/rules/character/derivation/character-derived.js";
import { mergeMonsterParts } from "../../../src/rules/import/foundry-sw25/merge.js";
import { importYtsheet2 } from "../../../src/rules/import/index.js";

const dir = join(import.meta.dirname, "../../fixtures/foundry-sw25");
const text = (name: string) => readFileSync(join(dir, `${name}.json`), "utf8");
type Doc = Record<string, unknown> & { system: Record<string, unknown>; items: Record<string, unknown>[] };
const doc = (name: string): Doc => JSON.parse(text(name)) as Doc;
const codes = (r: { warnings: readonly { code: string }[] }) => r.warnings.map((w) => w.code);
type Skill = {
  name: string;
  section: string;
  timing: string;
  value: number | null;
  resistedBy: string;
  effect: string;
};

describe("[#36] a monster the ytsheet2 import macro split into one actor per part", () => {
  it("imports one part alone: its part count is read from the free text, and named", () => {
    const result = importYtsheet2(text("split-wyrm-head"));
    expect([result.ok, result.error]).toEqual([true, null]);
    const parts = result.warnings.find((w) => w.code === "Foundry.Parts");
    expect(parts?.params).toEqual({ count: 2 });
    const system = result.actor?.system as { sections: { hp: unknown }[] };
    expect(system.sections).toHaveLength(1);
    expect(system.sections[0]?.hp).toEqual({ value: 38, max: 38 });
  });

  it("refuses a part text that holds no count, naming the field", () => {
    const d = doc("split-wyrm-head");
    d.system.part = "頭部／胴体";
    const result = importYtsheet2(JSON.stringify(d));
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe("Foundry.NotNumber");
    expect(result.error?.params?.field).toBe("system.part");
  });

  it("merges the parts: each ability prefixed [part] goes to that part's section, without the prefix", () => {
    const result = mergeMonsterParts([
      { file: "head.json", text: text("split-wyrm-head") },
      { file: "body.json", text: text("split-wyrm-body") },
    ]);
    expect([result.ok, result.error]).toEqual([true, null]);
    const system = result.actor?.system as {
      sections: { name: string; core: boolean; accuracy: number; hp: unknown }[];
      skills: Skill[];
    };
    expect(result.actor?.name).toBe("Storm Wyrm");
    expect(system.sections.map((s) => [s.name, s.core, s.accuracy])).toEqual([
      ["頭部", true, 9],
      ["胴体", false, 8],
    ]);
    expect(system.skills.map((s) => [s.section, s.name])).toEqual([
      ["", "飛行"],
      ["頭部", "Storm Breath"],
      ["胴体", "Tail Sweep"],
    ]);
    expect(system.skills.find((s) => s.name === "Storm Breath")?.value).toBe(10);
    expect(codes(result)).not.toContain("Foundry.Parts");
  });
});

describe("[#36] a sw25-ru monster in a Russian world", () => {
  const result = importYtsheet2(text("monster-ru-world"));
  const system = result.actor?.system as Record<string, unknown> & {
    skills: Skill[];
    sections: { name: string; accuracy: number; evasion: number }[];
  };

  it("reads Fortitude and Willpower from the resistance item labelled in Russian", () => {
    expect([result.ok, result.error]).toEqual([true, null]);
    expect([system.fortitude, system.willpower]).toEqual([12, 9]);
  });

  it("reads its classification from classType", () => {
    expect(system.monsterType).toBe("animal");
  });

  it("turns no resistance or attack row into a unique skill: the sections hold the attacks", () => {
    expect(system.sections.map((s) => [s.name, s.accuracy, s.evasion])).toEqual([
      ["Голова", 7, 6],
      ["Тело", 6, 5],
    ]);
    expect(system.skills.map((s) => s.name)).toEqual(["Кислотный плевок", "Толстая шкура"]);
  });

  it("keeps each skill's section, text and resistance", () => {
    expect(system.skills).toEqual([
      {
        name: "Кислотный плевок",
        section: "Голова",
        timing: "major",
        value: 9,
        resistedBy: "生命抵抗力／半減",
        effect: "Одна цель в 10 м: 2d+6 урона кислотой.",
      },
      {
        name: "Толстая шкура",
        section: "Тело",
        timing: "passive",
        value: null,
        resistedBy: "",
        effect: "Защита тела +2 против режущего урона.",
      },
    ]);
  });

  it("warns when an attack row differs from its section's cells (the section's are kept)", () => {
    const d = doc("monster-ru-world");
    const attack = d.items[1] as { system: Record<string, unknown> };
    attack.system.checkbasemod1 = 8;
    const changed = importYtsheet2(JSON.stringify(d));
    expect(changed.ok).toBe(true);
    const w = changed.warnings.find((x) => x.code === "Foundry.SectionAttackDiffers");
    expect(w?.params).toMatchObject({ name: "Атака (Голова)", section: "Голова" });
    const sections = (changed.actor?.system as typeof system | undefined)?.sections;
    expect(sections?.[0]?.accuracy).toBe(7);
  });
});

describe("[#36] an NPC from that system's versions before 1.0", () => {
  const result = importYtsheet2(text("npc-pre-1.0"));
  const d = result.derived as CharacterDerived;
  const system = result.actor?.system as Record<string, { value: number; max: number }>;

  it("keeps the max HP and MP typed into hp.max and mp.max (no hpbase then)", () => {
    expect([result.ok, result.error]).toEqual([true, null]);
    expect([d.hpMax, d.mpMax]).toEqual([22, 8]);
    expect(system.hp).toEqual({ value: 18, max: 22 });
    expect(system.mp).toEqual({ value: 8, max: 8 });
  });

  it("still refuses a typed max that is no number", () => {
    const bad = doc("npc-pre-1.0");
    (bad.system.hp as Record<string, unknown>).max = "lots";
    const refused = importYtsheet2(JSON.stringify(bad));
    expect(refused.ok).toBe(false);
    expect(refused.error?.params?.field).toBe("system.hp.max");
  });
});

describe("[#36] a character of that system with two custom classes", () => {
  it("takes a custom spell-caster's magic power from its own level, not the other custom class's", () => {
    const d = doc("character");
    const skill = d.items.find((i) => i.name === "ソーサラー") as { system: Record<string, unknown> };
    const caster = structuredClone(skill) as { name: string; _id: string; system: Record<string, unknown> };
    Object.assign(caster, { name: "ビブリオマンサー", _id: "customCaster0001" });
    Object.assign(caster.system, { skilllevel: 3, skilltype: "magicuserskill", exptable: "A" });
    const crafter = structuredClone(skill) as { name: string; _id: string; system: Record<string, unknown> };
    Object.assign(crafter, { name: "アーティザン", _id: "customCrafter001" });
    Object.assign(crafter.system, { skilllevel: 5, skilltype: "otherskill", exptable: "B" });
    d.items.push(caster, crafter);
    const result = importYtsheet2(JSON.stringify(d));
    expect([result.ok, result.error]).toEqual([true, null]);
    const derived = result.derived as CharacterDerived;
    const custom = derived.magicPowers.find((m) => m.source === "custom");
    const intMod = derived.modifiers.intelligence;
    expect(custom).toEqual({ source: "custom", level: 3, magicPower: 3 + intMod });
  });
});

describe("[#36] techniques and feats of a character of that system", () => {
  type Item = { name: string; type: string; _id?: string; system: Record<string, unknown> };
  function withItems(...added: Item[]) {
    const d = doc("character");
    const template = (type: string) =>
      structuredClone(d.items.find((i) => i.type === type)) as unknown as Item;
    const items = added.map((a, k) => {
      const item = template(a.type);
      return { ...item, _id: `addedItem0000${k}`, name: a.name, system: { ...item.system, ...a.system } };
    });
    d.items.push(...(items as unknown as Record<string, unknown>[]));
    const result = importYtsheet2(JSON.stringify(d));
    const item = (name: string) => result.actor?.items.find((i) => i.name === name)?.system;
    return { result, item };
  }

  it("reads a technique's duration from its time text", () => {
    const { result, item } = withItems(
      { name: "Muscle Burst", type: "enhancearts", system: { time: "3ラウンド" } },
      { name: "Cat Eyes", type: "enhancearts", system: { time: "10秒（1ラウンド）" } },
      { name: "Long Watch", type: "enhancearts", system: { time: "1分" } },
      { name: "Flash Step", type: "enhancearts", system: { time: "一瞬" } },
      { name: "Odd Trick", type: "enhancearts", system: { time: "特殊" } },
    );
    expect([result.ok, result.error]).toEqual([true, null]);
    expect(item("Muscle Burst")?.duration).toEqual({ value: 3, units: "rounds" });
    expect(item("Cat Eyes")?.duration).toEqual({ value: 1, units: "rounds" });
    expect(item("Long Watch")?.duration).toEqual({ value: 1, units: "minutes" });
    expect(item("Flash Step")?.duration).toEqual({ value: 1, units: "instant" });
    expect(item("Quick Step")?.duration).toEqual({ value: 1, units: "instant" });
    expect(item("Odd Trick")?.duration).toEqual({ value: 1, units: "instant" });
    const odd = result.warnings.filter((w) => w.code === "Foundry.TechniqueDuration");
    expect(odd.map((w) => w.params)).toEqual([{ name: "Odd Trick", value: "特殊" }]);
  });

  it("keeps a song's gain (upget, its extra and threshold) and a command's 陣気 gain", () => {
    const { item } = withItems(
      {
        name: "Rally Song",
        type: "magicalsong",
        system: { type: "song", upget: 1, upadd: 2, upcond: 10, charmcost: 0 },
      },
      {
        name: "War Cry",
        type: "tactics",
        system: { type: "", cost: "", get: "2", decla: false, main: false },
      },
    );
    expect(item("Rally Song")?.gain).toEqual({ amount: 1, resource: "songUp", threshold: 10, bonus: 2 });
    expect(item("War Cry")?.gain).toEqual({ amount: 2, resource: "morale", threshold: 0, bonus: 0 });
    expect(item("Last Refrain")?.gain).toEqual({ amount: 0, resource: "none", threshold: 0, bonus: 0 });
  });

  it("keeps every overview text, before the description", () => {
    const { item } = withItems(
      { name: "Muscle Burst", type: "enhancearts", system: { overview: "Strength +2.", description: "" } },
      {
        name: "Storm Call",
        type: "spell",
        system: { overview: "Lightning on one target.", description: "<p>Long text.</p>" },
      },
      { name: "魔法収束", type: "combatability", system: { overview: "One target.", decla: true } },
    );
    expect(item("Muscle Burst")?.description).toBe("<p>Strength +2.</p>");
    expect(item("Storm Call")?.description).toBe("<p>Lightning on one target.</p><p>Long text.</p>");
    expect(item("魔法収束")?.description).toBe("<p>One target.</p>");
  });

  it("imports a declared feat as active, a constant one as passive", () => {
    const { item } = withItems({
      name: "魔法収束",
      type: "combatability",
      system: { decla: true, constant: false },
    });
    expect(item("魔法収束")?.featKind).toBe("active");
    expect(item("タフネス")?.featKind).toBe("passive");
    expect(item("全力攻撃Ⅰ")?.featKind).toBe("active");
  });
});

describe("[#36] active effects: the totals include what the import converted", () => {
  const change = (key: string, value: string) => ({ key, mode: 2, value });
  const effect = (name: string, changes: unknown[]) => ({
    _id: `fx${name.replace(/\W/g, "").padEnd(14, "0").slice(0, 14)}`,
    name,
    img: "icons/svg/aura.svg",
    changes,
    disabled: false,
    duration: {},
    description: "",
    origin: null,
    transfer: true,
    statuses: [],
    flags: {},
  });
  function world() {
    const d = doc("character") as Doc & { effects: unknown[] };
    d.effects.push(
      effect("Swift Boots", [change("system.attributes.move.efmovemod", "2")]),
      effect("Vigour", [change("system.hp.efhpmod", "3")]),
    );
    const item = (name: string) =>
      d.items.find((i) => i.name === name) as Record<string, unknown> & {
        system: Record<string, unknown>;
        effects: unknown[];
      };
    item("Practice Blade").effects = [effect("Sharp Eye", [change("system.attributes.efhitmod", "1")])];
    const spectacles = item("Tinted Spectacles");
    spectacles.system.dedicated = true;
    spectacles.effects = [effect("Mana Lens", [change("system.mp.efmpmod", "2")])];
    item("Buckler").system.dedicated = true;
    item("剣の加護／運命変転").effects = [effect("Scales", [change("system.attributes.efppmod", "1")])];
    (d.system.mp as Record<string, unknown>).value = 22;
    return d;
  }
  const result = importYtsheet2(JSON.stringify(world()));
  const d = result.derived as CharacterDerived;
  const differs = result.warnings
    .filter((w) => w.code === "Foundry.TotalDiffers")
    .map((w) => w.params?.label);

  it("derives movement, accuracy, HP, MP and Defense with the converted effects", () => {
    expect([result.ok, result.error]).toEqual([true, null]);
    // Without the effects: movement 17, Practice Blade accuracy 6, max HP 39, max MP 20, Defense 3.
    expect([d.movement.normal, d.weapons[0]?.accuracy, d.hpMax, d.mpMax, d.defense]).toEqual([
      19, 7, 42, 22, 4,
    ]);
  });

  it("reports no difference the effects make on both sides", () => {
    expect(differs).not.toContain("attributes.move.normal");
    expect(differs).not.toContain("Practice Blade hit");
    expect(differs).not.toContain("hp.max");
    expect(differs).not.toContain("mp.max");
    expect(differs).not.toContain("attributes.protectionpoint");
  });

  it("keeps the stored current MP up to the maximum with effects (22 stays 22)", () => {
    expect(result.actor?.system.mp).toEqual({ value: 22, max: 22 });
  });

  it("moves a race ability's effect onto the race", () => {
    const race = result.actor?.items.find((i) => i.type === "race");
    expect(race?.effects?.map((e) => [e.name, e.changes])).toEqual([
      ["Scales", [{ key: "system.bonuses.defense", mode: 2, value: "1", priority: null }]],
    ]);
    expect(codes(result)).not.toContain("Foundry.ItemEffectsDropped");
  });

  it("asks for a dedicated item's effect only where none was imported", () => {
    const dedicated = result.warnings
      .filter((w) => w.code === "Foundry.Dedicated")
      .map((w) => w.params?.name);
    expect(dedicated).toEqual(["Buckler"]);
  });

  it("names a total where their system and ours differ with the effects counted on their side too", () => {
    const w = world();
    (w.system.hp as Record<string, unknown>).hpmod = 17;
    const r = importYtsheet2(JSON.stringify(w));
    // Their max HP: Vitality + 3 × level + modifier 17 + effect 3; ours takes Toughness's 15 out of the modifier.
    const hp = r.warnings.find((x) => x.code === "Foundry.TotalDiffers" && x.params?.label === "hp.max");
    expect(hp).toBeUndefined();
    expect((r.derived as CharacterDerived).hpMax).toBe(44);
  });
});

describe("[#40] unbounded numbers in the sw25 system's actors", () => {
  it("refuses a section cell past any value a monster has (20 or 400 nines), naming the field", () => {
    for (const [field, value] of [
      ["hit", "9".repeat(400)],
      ["hit", "9".repeat(20)],
      ["dodge", `${"9".repeat(20)} (7)`],
      ["dmg", `2d+${"9".repeat(20)}`],
    ] as const) {
      const d = doc("monster-sections-ru") as Doc & {
        flags: { sw25: { sections: Record<string, unknown>[] } };
      };
      (d.flags.sw25.sections[0] as Record<string, unknown>)[field] = value;
      const result = importYtsheet2(JSON.stringify(d));
      expect([result.ok, result.actor], `${field} = ${value.slice(0, 24)}`).toEqual([false, null]);
      expect(result.error?.code).toBe("Foundry.OutOfRange");
      expect(result.error?.params?.field).toBe(`flags.sw25.sections[0].${field}`);
    }
  });

  it("keeps a section cell at the bounds (1000 and -100)", () => {
    const d = doc("monster-sections-ru") as Doc & {
      flags: { sw25: { sections: Record<string, unknown>[] } };
    };
    Object.assign(d.flags.sw25.sections[0] as Record<string, unknown>, { hit: "1000", dodge: "-100 (-93)" });
    const result = importYtsheet2(JSON.stringify(d));
    const system = result.actor?.system as { sections: { accuracy: number; evasion: number }[] } | undefined;
    const section = system?.sections[0];
    expect([section?.accuracy, section?.evasion]).toEqual([1000, -100]);
  });

  it("stores a monster's MP below 0 as 0, and says so", () => {
    for (const name of ["monster", "monster-sections-ru"]) {
      const d = doc(name);
      Object.assign(d.system.mp as Record<string, unknown>, { value: -5 });
      if (name === "monster-sections-ru") d.system.mpbase = 10;
      const result = importYtsheet2(JSON.stringify(d));
      expect([result.ok, result.error]).toEqual([true, null]);
      const system = result.actor?.system as { sections: { mp: { value: number | null } }[] } | undefined;
      const sections = system?.sections ?? [];
      expect(sections.every((s) => s.mp.value === null || s.mp.value >= 0)).toBe(true);
      const core = sections.find((s) => s.mp.value !== null);
      expect(core?.mp.value).toBe(0);
      expect(result.warnings.find((w) => w.code === "Foundry.NegativeMp")?.params).toMatchObject({
        value: -5,
      });
    }
  });
});

describe("[#40] a whole number past what a sheet holds, in any number field", () => {
  it("is refused naming the field, even where the field has no bounds of its own", () => {
    for (const [path, value] of [
      [["system", "attributes", "advlevel", "mod"], 1e20],
      [["system", "mppbase"], -1e300],
      [["system", "hpbase"], 1e308],
    ] as const) {
      const d = doc(path[1] === "attributes" ? "character" : "monster");
      let at = d as Record<string, unknown>;
      for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
      at[path[path.length - 1] as string] = value;
      const result = importYtsheet2(JSON.stringify(d));
      expect([result.ok, result.error?.code, result.error?.params?.field]).toEqual([
        false,
        "Foundry.OutOfRange",
        path.join("."),
      ]);
    }
  });
});
