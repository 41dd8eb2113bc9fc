/** A `sw25`-system character's weapons, armour, shields, accessories and gear → our item sources. */
import type { EquipmentRank, WeaponCategory } from "../../character/vocabulary.js";
import type { ItemSource } from "../types.js";
import { description, type ForeignItem } from "./foreign-item.js";
import { ACCESSORY_PART, WEAPON_CATEGORY, WEAPON_USAGE } from "./names.js";
import type { DocReader, Obj } from "./reader.js";

const RANKS: readonly EquipmentRank[] = ["B", "A", "S", "SS"];

function rank(r: DocReader, s: Obj, path: string): EquipmentRank {
  const text = r.text(s, "rank", `${path}.rank`).trim().toUpperCase();
  return (RANKS as readonly string[]).includes(text) ? (text as EquipmentRank) : "B";
}

/** A dedicated item's +2 is not applied: asked for as an effect, unless the item brought one that was imported. */
export function dedicated(r: DocReader, item: ForeignItem, made: ItemSource): void {
  if ((made.effects?.length ?? 0) > 0) return;
  if (r.bool(item.system, "dedicated", `${item.path}.dedicated`))
    r.warn("Foundry.Dedicated", `${item.name}: the +2 of a dedicated item is not applied; add an effect`, {
      name: item.name,
    });
}

/** 刃 / 打撃 / 銀製: `elements.physical.*` since 2.1.2, `type` (blade, blow, both) before it. */
function damageType(r: DocReader, item: ForeignItem): string {
  const s = item.system;
  const physical = r.obj(
    r.obj(s, "elements", `${item.path}.elements`),
    "physical",
    `${item.path}.elements.physical`,
  );
  const on = (key: string) => r.bool(physical, key, `${item.path}.elements.physical.${key}`);
  if (on("mithril")) return "silvered";
  if (Object.keys(physical).length > 0) return on("blow") && !on("blade") ? "blunt" : "edged";
  return r.text(s, "type", `${item.path}.type`) === "blow" ? "blunt" : "edged";
}

export function weaponItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const p = item.path;
  const categoryKey = r.text(s, "category", `${p}.category`);
  let category: WeaponCategory = WEAPON_CATEGORY[categoryKey] ?? "sword";
  if (WEAPON_CATEGORY[categoryKey] === undefined) {
    r.warn("Foundry.UnknownCategory", `${item.name}: weapon category "${categoryKey}" is read as sword`, {
      name: item.name,
      value: categoryKey,
    });
    category = "sword";
  }
  const usageKey = r.text(s, "usage", `${p}.usage`);
  const usage = WEAPON_USAGE[usageKey] ?? (usageKey.startsWith("2") ? "2H" : "1H");
  if (usageKey !== "" && WEAPON_USAGE[usageKey] === undefined)
    r.warn("Foundry.UnknownUsage", `${item.name}: usage "${usageKey}" is read as ${usage}`, {
      name: item.name,
      value: usageKey,
    });
  const range = r.text(s, "range", `${p}.range`).trim();
  const rangeNumber = /^\d+/.exec(range.normalize("NFKC"));
  const shooting = category === "bow" || category === "crossbow" || category === "gun";
  const cvalue = r.int(s, "cvalue", `${p}.cvalue`, 0, { min: 0, max: 13 });
  return {
    name: item.name,
    type: "weapon",
    system: {
      category,
      usage,
      rank: rank(r, s, p),
      minStrength: r.int(s, "reqstr", `${p}.reqstr`, 1, { min: 0, max: 200 }),
      accuracy: r.int(s, "hit", `${p}.hit`, 0, { min: -100, max: 100 }),
      power: r.int(s, "power", `${p}.power`, 0, { min: 0, max: 100 }),
      // Their sheet reads an empty or 0 C value as 10.
      criticalValue: cvalue === 0 ? 10 : Math.max(2, cvalue),
      extraDamage: r.int(s, "dmod", `${p}.dmod`, 0, { min: -100, max: 100 }),
      range: rangeNumber ? Number.parseInt(rangeNumber[0], 10) : null,
      damageType: damageType(r, item),
      attackKind: category === "thrown" ? "thrown" : shooting ? "shooting" : "melee",
      isGun: category === "gun",
      equipped: r.bool(s, "equip", `${p}.equip`, true),
      price: r.int(s, "price", `${p}.price`, 0, { min: 0, max: 100_000_000 }),
      description: description(r, s, p),
    },
  };
}

export function armourItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const p = item.path;
  const category = r.text(s, "category", `${p}.category`);
  if (r.int(s, "mpp", `${p}.mpp`, 0) !== 0)
    r.warn("Foundry.MagicProtection", `${item.name}: its magic protection is not imported`, {
      name: item.name,
    });
  const common = {
    minStrength: r.int(s, "reqstr", `${p}.reqstr`, 1, { min: 0, max: 200 }),
    evasion: r.int(s, "dodge", `${p}.dodge`, 0, { min: -100, max: 100 }),
    defense: r.int(s, "pp", `${p}.pp`, 0, { min: 0, max: 200 }),
    rank: rank(r, s, p),
    price: r.int(s, "price", `${p}.price`, 0, { min: 0, max: 100_000_000 }),
    description: description(r, s, p),
  };
  const equipped = r.bool(s, "equip", `${p}.equip`, true);
  if (category === "shield")
    return { name: item.name, type: "shield", system: { ...common, metal: false, equipped } };
  if (category !== "metalarmor" && category !== "nonmetalarmor")
    r.warn(
      "Foundry.UnknownArmour",
      `${item.name}: armour category "${category}" is read as non-metal armour`,
      {
        name: item.name,
        value: category,
      },
    );
  return {
    name: item.name,
    type: "armor",
    system: {
      ...common,
      armorKind: category === "metalarmor" ? "metal" : "nonMetal",
      grapplerMay: false,
      equipped,
    },
  };
}

export function accessoryItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const part = r.text(s, "accpart", `${item.path}.accpart`);
  return {
    name: item.name,
    type: "accessory",
    system: {
      slot: ACCESSORY_PART[part] ?? "other",
      equipped: r.bool(s, "equip", `${item.path}.equip`, true),
      price: r.int(s, "price", `${item.path}.price`, 0, { min: 0, max: 100_000_000 }),
      description: description(r, s, item.path),
    },
  };
}

export function gearItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const kind = r.text(s, "type", `${item.path}.type`);
  const usesPower = r.bool(s, "usepower", `${item.path}.usepower`);
  return {
    name: item.name,
    type: "gear",
    system: {
      gearKind:
        kind === "herb"
          ? "herb"
          : kind === "potion"
            ? "potion"
            : item.type === "resource"
              ? "consumable"
              : "gear",
      quantity: r.int(s, "quantity", `${item.path}.quantity`, 1, { min: 0, max: 1_000_000 }),
      price: r.int(s, "price", `${item.path}.price`, 0, { min: 0, max: 100_000_000 }),
      power: usesPower ? r.int(s, "power", `${item.path}.power`, 0, { min: 0, max: 100 }) : null,
      criticalValue: 10,
      description: description(r, s, item.path),
    },
  };
}
