import { ABILITIES, type Ability } from "../../../rules/character/vocabulary.js";
import { type Bag, type Bar, bag, bar, flag, list, maybeNum, num, text } from "./read.js";

/** The plain shape a sheet hands to the view: `actor.toObject()`-like, with prepared derived values. */
export interface ActorInput {
  readonly id?: string | null;
  readonly name?: unknown;
  readonly img?: unknown;
  readonly system?: unknown;
  readonly items?: unknown;
}

export interface AbilityView {
  readonly key: Ability;
  readonly label: string;
  readonly score: number | null;
  readonly modifier: number | null;
}

/** One roll button: `roll` says which engine entry point, the rest identify what is rolled. */
export interface CheckView {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  readonly roll: string;
}

export interface ItemRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly system: Bag;
}

export interface WeaponView extends ItemRow {
  readonly accuracy: number | null;
  readonly power: number | null;
  readonly critical: number | null;
  readonly extraDamage: number | null;
  readonly equipped: boolean;
}

export interface SpellView extends ItemRow {
  readonly level: number | null;
  readonly cost: number | null;
  readonly power: number | null;
  readonly critical: number | null;
}

export interface CharacterView {
  readonly name: string;
  readonly img: string;
  readonly race: string;
  readonly level: number;
  readonly experience: number;
  readonly money: number;
  readonly hp: Bar;
  readonly mp: Bar;
  readonly abilities: readonly AbilityView[];
  readonly checks: readonly CheckView[];
  readonly packages: readonly CheckView[];
  readonly defense: number | null;
  readonly move: {
    readonly limited: number | null;
    readonly normal: number | null;
    readonly full: number | null;
  };
  readonly weapons: readonly WeaponView[];
  readonly protection: readonly ItemRow[];
  readonly classes: readonly (ItemRow & { readonly level: number })[];
  readonly feats: readonly ItemRow[];
  readonly spells: readonly SpellView[];
  readonly gear: readonly ItemRow[];
  readonly notes: string;
}

export function itemRows(items: unknown): ItemRow[] {
  return list(items).map((raw, index) => {
    const item = bag(raw);
    return {
      id: text(item._id ?? item.id, `item-${index}`),
      name: text(item.name, "?"),
      img: text(item.img, "icons/svg/item-bag.svg"),
      type: text(item.type),
      system: bag(item.system),
    };
  });
}

function ability(derived: Bag, key: Ability): AbilityView {
  return {
    key,
    label: `SW25.Ability.${key}`,
    score: maybeNum(bag(derived.scores)[key]),
    modifier: maybeNum(bag(derived.modifiers)[key]),
  };
}

function check(derived: Bag, key: string, roll = "check"): CheckView {
  return { key, label: `SW25.Check.${key}`, value: maybeNum(derived[key]), roll };
}

/** The derived numbers of one weapon (`derived.weapons[]`, matched by item id), if the rules gave any. */
function weaponDerived(derived: Bag, id: string): Bag {
  return bag(list(derived.weapons).find((w) => text(bag(w).itemId ?? bag(w).id) === id));
}

/** Packages arrive as `derived.packages = { "scout.finesse": 5 }`: class and package. */
function packages(derived: Bag): CheckView[] {
  return Object.entries(bag(derived.packages)).map(([key, value]) => ({
    key,
    label: `SW25.Package.${key.split(".").at(-1) ?? key}`,
    value: maybeNum(value),
    roll: "package",
  }));
}

export function characterView(actor: ActorInput): CharacterView {
  const system = bag(actor.system);
  const derived = bag(system.derived);
  const items = itemRows(actor.items);
  const ofType = (...types: string[]) => items.filter((i) => types.includes(i.type));
  const move = bag(derived.movement);
  return {
    name: text(actor.name, "?"),
    img: text(actor.img, "icons/svg/mystery-man.svg"),
    race: ofType("race")[0]?.name ?? "",
    level: num(derived.adventurerLevel),
    experience: num(derived.experience, num(bag(system.experience).earned)),
    money: num(system.money),
    hp: bar(system.hp),
    mp: bar(system.mp),
    abilities: ABILITIES.map((k) => ability(derived, k)),
    checks: [
      check(derived, "fortitude"),
      check(derived, "willpower"),
      check(derived, "evasion", "evasion"),
      check(derived, "initiative"),
      check(derived, "monsterKnowledge"),
    ],
    packages: packages(derived),
    defense: maybeNum(derived.defense),
    move: { limited: maybeNum(move.limited), normal: maybeNum(move.normal), full: maybeNum(move.full) },
    weapons: ofType("weapon").map((w) => {
      const d = weaponDerived(derived, w.id);
      return {
        ...w,
        accuracy: maybeNum(d.accuracy ?? w.system.accuracy),
        power: maybeNum(w.system.power),
        critical: maybeNum(d.criticalValue ?? w.system.criticalValue),
        extraDamage: maybeNum(d.extraDamage ?? w.system.extraDamage),
        equipped: flag(w.system.equipped),
      };
    }),
    protection: ofType("armor", "shield", "accessory"),
    classes: ofType("class").map((c) => ({ ...c, level: num(c.system.level) })),
    feats: ofType("race", "feat"),
    spells: ofType("spell").map((s) => ({
      ...s,
      level: maybeNum(s.system.level),
      cost: maybeNum(s.system.mpCost),
      power: maybeNum(s.system.power),
      critical: maybeNum(s.system.criticalValue),
    })),
    gear: ofType("gear"),
    notes: text(system.notes),
  };
}
