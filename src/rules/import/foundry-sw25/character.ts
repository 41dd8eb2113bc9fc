/**
 * A `sw25`-system character (type "character") → our character Actor source with its items. What is stored
 * there is read (abilities as base + dice + growth + modifier, class levels, equipment, techniques, money,
 * honour, current HP/MP); what that system derives (ability totals, levels, HP/MP max, check bases) is not
 * copied but recomputed by our engine, and compared in compare.ts.
 */
import { CLASS_TABLE } from "../../character/derivation/classes.js";
import type { FeatEntry } from "../../character/derivation/feats.js";
import { toughnessHp } from "../../character/derivation/feats.js";
import type { Ability, ClassKind } from "../../character/vocabulary.js";
import { featEffect, featSystem } from "../tables.js";
import type { ActorSource, EffectSource, ItemSource } from "../types.js";
import { CHARACTER_EFFECT_KEYS, convertEffects, droppedEffects } from "./effects.js";
import { accessoryItem, armourItem, dedicated, gearItem, weaponItem } from "./equipment-items.js";
import { description, type ForeignItem, MAX_LEVEL } from "./foreign-item.js";
import { classByName, isLabel, ownValue, TECHNIQUE_TYPES } from "./names.js";
import type { DocReader, Obj } from "./reader.js";
import { spellItem } from "./spell-items.js";
import { techniqueItem } from "./technique-items.js";

/** Their ability keys (dex…mnd) and ours; Technique feeds dex/agi, Body str/vit, Mind int/mnd. */
export const ABILITY_KEYS: readonly (readonly [string, Ability])[] = [
  ["dex", "dexterity"],
  ["agi", "agility"],
  ["str", "strength"],
  ["vit", "vitality"],
  ["int", "intelligence"],
  ["mnd", "spirit"],
];

function classItem(r: DocReader, item: ForeignItem): ItemSource | null {
  const s = item.system;
  const level = r.int(s, "skilllevel", `${item.path}.skilllevel`, 0, { min: 0, max: MAX_LEVEL });
  const type = r.text(s, "skilltype", `${item.path}.skilltype`);
  if (type === "commonskill") {
    r.warn("Foundry.GeneralSkill", `general skill ${item.name} (level ${level}) is not imported`, {
      name: item.name,
      level,
    });
    return null;
  }
  if (level === 0) return null;
  const id = classByName(item.name);
  if (id === null) {
    const kinds: Record<string, ClassKind> = {
      fighterskill: "warrior",
      magicuserskill: "wizard",
      otherskill: "other",
    };
    const table = r.text(s, "exptable", `${item.path}.exptable`);
    r.warn(
      "Foundry.UnknownClass",
      `class ${item.name} (level ${level}) is not in our rules: a custom class`,
      {
        name: item.name,
        level,
      },
    );
    return {
      name: item.name,
      type: "class",
      system: {
        classId: "custom",
        level,
        tier: table === "A" ? "A" : "B",
        kind: ownValue(kinds, type) ?? "other",
        description: description(r, s, item.path),
      },
    };
  }
  const known = CLASS_TABLE[id];
  return {
    name: item.name,
    type: "class",
    system: {
      classId: id,
      level,
      tier: known.tier,
      kind: known.kind,
      description: description(r, s, item.path),
    },
  };
}

function featItem(r: DocReader, item: ForeignItem): ItemSource {
  const known = featEffect(item.name.normalize("NFKC").replace(/\//g, "／"));
  if (known === null)
    r.warn(
      "Foundry.FeatTextOnly",
      `combat feat ${item.name}: imported as text only, the rules do not apply it`,
      {
        name: item.name,
      },
    );
  const system = featSystem(known, false, description(r, item.system, item.path));
  // Their action boxes say what kind it is: a declared feat (宣言特技) is used, a constant one is passive.
  if (r.bool(item.system, "decla", `${item.path}.decla`)) system.featKind = "active";
  else if (r.bool(item.system, "constant", `${item.path}.constant`)) system.featKind = "passive";
  return { name: item.name, type: "feat", system };
}

/** What the character's check items (Fortitude, Willpower, Initiative, Monster Knowledge) add to ours. */
function checkBonus(r: DocReader, item: ForeignItem, bonuses: Record<string, number>): void {
  const s = item.system;
  const mod = r.int(s, "checkmod", `${item.path}.checkmod`, 0, { min: -100, max: 100 });
  const target = isLabel(item.name, "resVit")
    ? "fortitude"
    : isLabel(item.name, "resMnd")
      ? "willpower"
      : isLabel(item.name, "init")
        ? "initiative"
        : isLabel(item.name, "mKnow")
          ? "monsterKnowledge"
          : null;
  if (target === null) {
    r.warn("Foundry.CheckNotImported", `check ${item.name} is not imported (our sheet has its own checks)`, {
      name: item.name,
    });
    return;
  }
  bonuses[target] = (bonuses[target] ?? 0) + mod;
}

const MAGIC_MODS = ["sc", "cn", "wz", "pr", "mt", "fr", "dr", "dm", "ab", "bm"];

/** The character and its HP/MP as stored (null when absent: it then starts at full). */
export interface ImportedCharacter {
  readonly actor: ActorSource;
  readonly current: { readonly hp: number | null; readonly mp: number | null };
}

export function importCharacter(
  r: DocReader,
  name: string,
  system: Obj,
  items: readonly ForeignItem[],
): ImportedCharacter {
  const abilitiesIn = r.obj(system, "abilities", "system.abilities");
  const attributes = r.obj(system, "attributes", "system.attributes");
  const ab = (key: string) => r.obj(abilitiesIn, key, `system.abilities.${key}`);
  const base = {
    technique: r.int(ab("dex"), "racevalue", "system.abilities.dex.racevalue", 0, { min: 0, max: 100 }),
    body: r.int(ab("str"), "racevalue", "system.abilities.str.racevalue", 0, { min: 0, max: 100 }),
    mind: r.int(ab("int"), "racevalue", "system.abilities.int.racevalue", 0, { min: 0, max: 100 }),
  };
  const abilities: Record<string, { race: number; growth: number; bonus: number }> = {};
  for (const [key, ability] of ABILITY_KEYS) {
    const a = ab(key);
    const path = `system.abilities.${key}`;
    abilities[ability] = {
      race: r.int(a, "valuebase", `${path}.valuebase`, 0, { min: 0, max: 100 }),
      growth: r.int(a, "valuegrowth", `${path}.valuegrowth`, 0, { min: 0, max: 200 }),
      bonus:
        r.int(a, "valuemodify", `${path}.valuemodify`, 0, { min: -100, max: 100 }) +
        r.int(a, "efvaluemodify", `${path}.efvaluemodify`, 0, { min: -100, max: 100 }),
    };
    if (r.int(a, "efmodify", `${path}.efmodify`, 0) !== 0)
      r.warn("Foundry.ModifierBonus", `${path}.efmodify: a bonus to the ability modifier is not imported`, {
        field: `${path}.efmodify`,
      });
  }
  const hp = r.obj(system, "hp", "system.hp");
  const mp = r.obj(system, "mp", "system.mp");
  const move = r.obj(attributes, "move", "system.attributes.move");
  const at = (key: string) =>
    r.int(attributes, key, `system.attributes.${key}`, 0, { min: -1000, max: 1000 });
  const bonuses: Record<string, number> = {
    hp: r.int(hp, "hpmod", "system.hp.hpmod", 0, { min: -1000, max: 1000 }),
    mp: r.int(mp, "mpmod", "system.mp.mpmod", 0, { min: -1000, max: 1000 }),
    fortitude: 0,
    willpower: 0,
    initiative: 0,
    monsterKnowledge: 0,
    magicPower: 0,
    accuracy: at("hitmod"),
    evasion: at("dodgemod"),
    extraDamage: at("dmod"),
    defense: at("ppmod"),
    movement: r.int(move, "movemod", "system.attributes.move.movemod", 0, { min: -1000, max: 1000 }),
    criticalValue: 0,
  };
  for (const key of ["mppmod", "dreduce", "ltmod", "crmod", ...MAGIC_MODS.map((m) => `${m}mod`)])
    if (at(key) !== 0)
      r.warn("Foundry.ModifierNotImported", `system.attributes.${key} (${at(key)}) is not imported`, {
        field: `system.attributes.${key}`,
        value: at(key),
      });
  const advMod = r.int(
    r.obj(attributes, "advlevel", "system.attributes.advlevel"),
    "mod",
    "system.attributes.advlevel.mod",
    0,
  );
  if (advMod !== 0)
    r.warn("Foundry.ModifierNotImported", `system.attributes.advlevel.mod (${advMod}) is not imported`, {
      field: "system.attributes.advlevel.mod",
      value: advMod,
    });

  const out: ItemSource[] = [];
  const languages: { name: string; speak: boolean; read: boolean }[] = [];
  const raceAbilities: string[] = [];
  const raceEffects: EffectSource[] = [];
  for (const [index, item] of items.entries()) {
    const before = out.length;
    switch (item.type) {
      case "skill": {
        const c = classItem(r, item);
        if (c) out.push(c);
        break;
      }
      case "weapon":
        out.push(weaponItem(r, item));
        break;
      case "armor":
        out.push(armourItem(r, item));
        break;
      case "accessory":
        out.push(accessoryItem(r, item));
        break;
      case "item":
      case "resource":
        out.push(gearItem(r, item));
        break;
      case "spell": {
        const spell = spellItem(r, item);
        if (spell) out.push(spell);
        break;
      }
      case "combatability":
        out.push(featItem(r, item));
        break;
      case "raceability": {
        raceAbilities.push(`［${item.name}］`);
        // Its effects go with the race item made below (converted where a change maps).
        raceEffects.push(
          ...convertEffects(r, item.effects, `items[${index}].effects`, CHARACTER_EFFECT_KEYS, item.name),
        );
        continue;
      }
      case "language":
        languages.push({
          name: item.name,
          speak: r.bool(item.system, "conversation", `${item.path}.conversation`),
          read: r.bool(item.system, "reading", `${item.path}.reading`),
        });
        break;
      case "check":
        checkBonus(r, item, bonuses);
        break;
      default:
        if (TECHNIQUE_TYPES[item.type] !== undefined) out.push(techniqueItem(r, item));
        else
          r.warn("Foundry.ItemNotImported", `${item.name} (a ${item.type}) is not imported`, {
            name: item.name,
            value: item.type,
          });
    }
    // An honour item's cost may or may not be in the honour typed there: it is named, not deducted.
    if (r.bool(item.system, "isHonoritem", `${item.path}.isHonoritem`))
      r.warn(
        "Foundry.HonourItem",
        `${item.name} is an honour item: add it to the honour items if it cost honour`,
        {
          name: item.name,
          value: r.int(item.system, "honor", `${item.path}.honor`, 0, { min: 0, max: 1_000_000 }),
        },
      );
    // The item's effects go with the item we made of it (converted where a change maps), or are reported.
    const made = out.length > before ? out[out.length - 1] : undefined;
    if (made !== undefined) {
      const effects = convertEffects(
        r,
        item.effects,
        `items[${index}].effects`,
        CHARACTER_EFFECT_KEYS,
        item.name,
      );
      if (effects.length > 0) made.effects = effects;
      if (["weapon", "armor", "accessory"].includes(item.type)) dedicated(r, item, made);
    } else droppedEffects(r, item);
  }
  const raceName = r.text(system, "race", "system.race").trim();
  const race: ItemSource[] =
    raceName === "" && raceAbilities.length === 0
      ? []
      : [
          {
            name: raceName || "Race",
            type: "race",
            system: {
              // The rolled values are already in the abilities: no dice are invented for the race.
              dice: {
                technique: "",
                body: "",
                mind: "",
                dexterity: "",
                agility: "",
                strength: "",
                vitality: "",
                intelligence: "",
                spirit: "",
              },
              noMagicPoints: raceAbilities.includes("［マナ不干渉］"),
              defense: raceAbilities.includes("［鱗の皮膚］") ? 1 : 0,
              abilities: raceAbilities.join(""),
              description: "",
            },
            ...(raceEffects.length > 0 ? { effects: raceEffects } : {}),
          },
        ];
  // That sheet never adds Toughness by itself: players type its +15 into the HP modifier. Our rules add it
  // from the feat, so that part of the modifier is taken back out (the total stays what they saw).
  const feats = out.filter((i) => i.type === "feat").map((i) => i.system as unknown as FeatEntry);
  const fighter = out.find((i) => i.type === "class" && i.system.classId === "fighter");
  const toughness = toughnessHp(feats, Number(fighter?.system.level ?? 0));
  if (toughness > 0 && (bonuses.hp ?? 0) >= toughness) {
    r.warn(
      "Foundry.ToughnessInModifier",
      `the HP modifier ${bonuses.hp} held Toughness (+${toughness}): our rules add it from the feat`,
      {
        value: bonuses.hp ?? 0,
        toughness,
        rest: (bonuses.hp ?? 0) - toughness,
      },
    );
    bonuses.hp = (bonuses.hp ?? 0) - toughness;
  }
  const honer = r.obj(attributes, "honer", "system.attributes.honer");
  const honour = r.int(honer, "value", "system.attributes.honer.value", 0, {
    min: -1_000_000,
    max: 1_000_000,
  });
  const honourRank = r.text(honer, "rank", "system.attributes.honer.rank").trim();
  if (honourRank !== "" && honourRank !== "-")
    r.warn("Foundry.HonourRank", `the adventurer rank "${honourRank}" is not imported`, {
      value: honourRank,
    });
  const money = r.int(system, "money", "system.money", 0, { min: -100_000_000, max: 100_000_000 });
  if (money < 0) r.warn("Foundry.NegativeMoney", `money ${money} is below 0: stored as 0`, { value: money });
  const stored = (o: Obj, path: string) =>
    o.value === undefined || o.value === null || o.value === ""
      ? null
      : r.int(o, "value", path, 0, { min: -10_000, max: 100_000 });
  const current = { hp: stored(hp, "system.hp.value"), mp: stored(mp, "system.mp.value") };
  const biography = r.text(system, "biography", "system.biography");
  const text = (key: string) => r.text(attributes, key, `system.attributes.${key}`).trim();
  const totalExp = r.int(attributes, "totalexp", "system.attributes.totalexp", 0, {
    min: 0,
    max: 10_000_000,
  });
  const fumbles = r.int(attributes, "fumble", "system.attributes.fumble", 0, { min: 0, max: 100_000 });
  const actor: ActorSource = {
    name,
    type: "character",
    system: {
      base,
      abilities,
      hp: { value: 0, max: 0 },
      mp: { value: 0, max: 0 },
      // Their total is typed by the player, fumbles included; ours adds 50 per fumble to what was earned.
      experience: { earned: Math.max(0, totalExp - 50 * fumbles), spent: 0, fumbles },
      bonuses,
      elementAffinities: [],
      soulscars: r.int(attributes, "impurity", "system.attributes.impurity", 0, { min: 0, max: 5 }),
      money: Math.max(0, money),
      notes: biography,
      classResources: {
        songUp: 0,
        songDown: 0,
        songHeart: 0,
        morale: 0,
        lifePoints: 0,
        cards: Object.fromEntries(
          ["red", "green", "black", "white", "gold"].map((c) => [c, { B: 0, A: 0, S: 0, SS: 0 }]),
        ),
      },
      profile: {
        birth: text("born"),
        faith: text("faith"),
        age: text("age"),
        gender: text("gender"),
        height: "",
        weight: "",
        playerName: "",
      },
      languages,
      honor: { points: honour, items: [], dishonor: 0, dishonorItems: [] },
      records: { sessions: [], ledger: [] },
      palette: [],
    },
    items: [...race, ...out],
  };
  return { actor, current };
}
