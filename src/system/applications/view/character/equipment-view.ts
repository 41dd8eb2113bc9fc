/**
 * The character sheet's combat tab: the weapon rows with the rules' numbers and loaded ammunition (the tail
 * too), armour, shields and accessories, and the equipment problems the rules found.
 */

import { TAIL_WEAPON, TAIL_WEAPON_ID } from "../../../../rules/character/races/lildraken.js";
import { ammunitionFor, loadedAmmunition } from "../../../../rules/character/supplies/ammunition.js";
import { heldAmmunition } from "../../mp-payment.js";
import type { ItemRow } from "../item-rows.js";
import { type Bag, bag, flag, list, maybeNum, text } from "../read.js";

export interface WeaponView extends ItemRow {
  /** 用法: the usage's label key (1H, 2H …). */
  readonly usage: string;
  /** 必筋: the Strength the weapon needs. */
  readonly minStrength: number | null;
  /** Why an unequipped weapon shows no numbers, or "" when it is equipped. */
  readonly reason: string;
  readonly accuracy: number | null;
  readonly power: number | null;
  readonly critical: number | null;
  /** ROLL-08: the attacker's C before target modifiers and the 8/13 bounds. */
  readonly criticalBase: number | null;
  /** DMG-04: Weapon Proficiency, a damage increase outside extra damage. */
  readonly proficiency: number;
  readonly extraDamage: number | null;
  readonly equipped: boolean;
  /** False when the rules found a problem with this item (its reason is in `problems`). */
  readonly usable: boolean;
  /**
   * What a bow, crossbow or gun has loaded (the stack its next shot spends, the rules' pick), with the kind's
   * label key; `name` null when none is left. Null for a weapon that shoots nothing.
   */
  readonly ammo: { readonly kind: string; readonly name: string | null; readonly quantity: number } | null;
  /** A weapon of the body (the Lildraken's tail): no item to open or equip; `name` is a lang key. */
  readonly racial?: boolean;
}

export interface ProtectionView extends ItemRow {
  readonly usable: boolean;
  readonly equipped: boolean;
  /** The item's own evasion / defense modifiers (accessories have none). */
  readonly evasion: number | null;
  readonly defense: number | null;
}

/**
 * One equipment problem of `derived.errors`, flat so a template can hand every param to
 * `{{localize key ...}}`: `feat` and `category` are label keys (localized in the template), "" when unused.
 */
export interface ProblemView {
  readonly key: string;
  readonly itemId: string;
  readonly itemName: string;
  readonly rank: string;
  readonly feat: string;
  readonly category: string;
  readonly minStrength: number | null;
  readonly strength: number | null;
  /** A class the race is not open to: the race's name and the class's label key. */
  readonly race?: string;
  readonly classLabel?: string;
}

/**
 * The derived numbers of one weapon (`derived.weapons[]`, WeaponValues matched by item id). Only equipped
 * weapons have them: an unequipped one shows no accuracy, extra damage or C value rather than raw item mods.
 */
function weaponDerived(derived: Bag, id: string): Bag {
  return bag(list(derived.weapons).find((w) => text(bag(w).id) === id));
}

/**
 * Tail as Weapon (lildraken.ts): the tail's row after the weapon items, when the rules valued one (the race
 * has it). Always at hand, so always "equipped"; a lang key for its name; usage 2H# like the Wrestling kick.
 */
function tailRow(derived: Bag): WeaponView[] {
  const d = weaponDerived(derived, TAIL_WEAPON_ID);
  if (d.id !== TAIL_WEAPON_ID) return [];
  return [
    {
      id: TAIL_WEAPON_ID,
      name: "SW25.RaceAbility.tailWeapon.Weapon",
      img: "icons/svg/sword.svg",
      type: "weapon",
      system: { attackKind: TAIL_WEAPON.attackKind, isGun: false, category: TAIL_WEAPON.category },
      racial: true,
      accuracy: maybeNum(d.accuracy),
      power: maybeNum(d.power),
      critical: maybeNum(d.criticalValue),
      criticalBase: maybeNum(d.criticalBase),
      extraDamage: maybeNum(d.extraDamage),
      proficiency: maybeNum(d.proficiency) ?? 0,
      equipped: true,
      usable: d.usable !== false,
      reason: "",
      ammo: null,
      usage: "SW25.WeaponUsage.2H#",
      minStrength: null,
    },
  ];
}

/** The label key of a rank error's category: weapon categories and armour categories are separate lists. */
const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  WeaponRankTooHigh: "SW25.WeaponCategory",
  ArmorRankTooHigh: "SW25.ArmorCategory",
};

export function problems(derived: Bag, items: readonly ItemRow[]): ProblemView[] {
  return list(derived.errors).map((raw) => {
    const error = bag(raw);
    const code = text(error.code);
    const params = bag(error.params);
    const itemId = text(params.itemId);
    const categoryLabel = CATEGORY_LABELS[code];
    const rankProblem = categoryLabel !== undefined && text(params.feat) !== "";
    return {
      key: `SW25.Error.${code}`,
      itemId,
      itemName: items.find((i) => i.id === itemId)?.name ?? "",
      rank: text(params.rank),
      feat: rankProblem ? `SW25.FeatEffect.${text(params.feat)}` : "",
      category: rankProblem ? `${categoryLabel}.${text(params.category)}` : "",
      minStrength: maybeNum(params.minStrength),
      strength: maybeNum(params.strength),
      ...(code === "RaceClassRestricted"
        ? { race: text(params.race), classLabel: `SW25.Class.${text(params.classId)}` }
        : {}),
    };
  });
}

/** Each weapon item with the rules' numbers (an equipped one only) and what it has loaded, then the tail. */
export function weaponRows(
  weapons: readonly ItemRow[],
  derived: Bag,
  items: readonly ItemRow[],
): WeaponView[] {
  const ammunition = heldAmmunition(items);
  /** A weapon's loaded ammunition (issue 35): the stack the rules would spend from, or none left. */
  const loaded = (weapon: Bag): WeaponView["ammo"] => {
    const category = text(weapon.category);
    const kind = ammunitionFor(category, flag(weapon.isGun));
    if (kind === null) return null;
    const stack = loadedAmmunition(category, flag(weapon.isGun), ammunition, "");
    const name = stack ? (items.find((i) => i.id === stack.id)?.name ?? "") : null;
    return { kind: `SW25.GearKind.${kind}`, name, quantity: stack?.quantity ?? 0 };
  };
  return weapons
    .map((w) => {
      const d = weaponDerived(derived, w.id);
      // FACTS-4: a weapon above the character's rank has no accuracy, C value or extra damage to roll with.
      const usable = d.usable !== false;
      return {
        id: w.id,
        name: w.name,
        img: w.img,
        type: w.type,
        system: w.system,
        accuracy: usable ? maybeNum(d.accuracy) : null,
        power: maybeNum(d.power ?? w.system.power),
        critical: usable ? maybeNum(d.criticalValue) : null,
        criticalBase: usable ? maybeNum(d.criticalBase) : null,
        extraDamage: usable ? maybeNum(d.extraDamage) : null,
        proficiency: usable ? (maybeNum(d.proficiency) ?? 0) : 0,
        equipped: flag(w.system.equipped),
        usable,
        reason: flag(w.system.equipped) ? "" : "SW25.Edit.NotEquipped",
        ammo: loaded(w.system),
        usage: `SW25.WeaponUsage.${text(w.system.usage, "1H")}`,
        minStrength: maybeNum(w.system.minStrength),
      };
    })
    .concat(tailRow(derived));
}

/** Armour, shields and accessories; one of too high a rank counts as not worn (facts §4, the rules' errors). */
export function protectionRows(items: readonly ItemRow[], found: readonly ProblemView[]): ProtectionView[] {
  const rankBlocked = new Set(found.filter((p) => p.feat !== "").map((p) => p.itemId));
  return items.map((p) => ({
    id: p.id,
    name: p.name,
    img: p.img,
    type: p.type,
    system: p.system,
    usable: !rankBlocked.has(p.id),
    equipped: flag(p.system.equipped),
    evasion: p.type === "accessory" ? null : maybeNum(p.system.evasion),
    defense: p.type === "accessory" ? null : maybeNum(p.system.defense),
  }));
}
