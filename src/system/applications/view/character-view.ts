import { ABILITY_BASE_STAT } from "../../../rules/character/abilities.js";
import { ammunitionFor, loadedAmmunition } from "../../../rules/character/ammunition.js";
import type { CharacterDerived } from "../../../rules/character/character-derived.js";
import { type HonorTotals, honorTotals } from "../../../rules/character/honor.js";
import { TAIL_WEAPON, TAIL_WEAPON_ID } from "../../../rules/character/lildraken.js";
import { SCHOOL_SOURCE } from "../../../rules/character/magic-power.js";
import type { OddsBudget } from "../../../rules/character/palette-odds.js";
import {
  ABILITIES,
  type Ability,
  BASE_STATS,
  type BaseStat,
  type MagicSchool,
} from "../../../rules/character/vocabulary.js";
import { downOnSheet } from "../../../rules/damage/vitals.js";
import { criticalValue, MAGIC_CRITICAL_VALUE } from "../../../rules/dice/critical-value.js";
import { heldAmmunition } from "../mp-payment.js";
import { type AffinityView, affinityViews } from "./element-affinities.js";
import { type Bag, type Bar, bag, bar, flag, list, maybeNum, num, text } from "./read.js";
import {
  type Localizer,
  paletteClasses,
  paletteLabel,
  type RecordsView,
  recordsView,
} from "./records-view.js";

/** The character sheet's tab ids in sheet order (the browser tests render each one). */
export const CHARACTER_TABS = [
  "abilities",
  "profile",
  "combat",
  "classes",
  "magic",
  "inventory",
  "effects",
  "records",
  "notes",
] as const;

/** The plain shape a sheet hands to the view: `actor.toObject()`-like, with prepared derived values. */
export interface ActorInput {
  readonly id?: string | null;
  readonly name?: unknown;
  readonly img?: unknown;
  /** The prototype token's image. */
  readonly tokenImg?: unknown;
  readonly system?: unknown;
  readonly items?: unknown;
}

export interface AbilityView {
  readonly key: Ability;
  readonly label: string;
  readonly score: number | null;
  readonly modifier: number | null;
}

/** One column of the ability block (ytsheet2's layout): the race dice's letter A–F and every stored part. */
export interface AbilityColumn extends AbilityView {
  readonly letter: string;
  /** The value rolled on the race dice (A–F). */
  readonly race: number;
  readonly growth: number;
  /** What items, spells and effects add (the stored extra). */
  readonly bonus: number;
}

/** 技, 体 or 心 with its value, over the two abilities it feeds. */
export interface AbilityGroup {
  readonly key: BaseStat;
  readonly label: string;
  readonly value: number;
  readonly abilities: readonly AbilityColumn[];
}

/** One roll button: `roll` says which engine entry point, the rest identify what is rolled. */
export interface CheckView {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  readonly roll: string;
  /** A cell of the check grid (class level + ability bonus), listed in the grid, not with the named checks. */
  readonly grid?: boolean;
  /** A grid cell's ability label key (its column's), for the cell's title without a lookup per cell. */
  readonly abilityLabel?: string;
}

/** One row of the check grid: a class (or the adventurer level) and its level + each ability bonus. */
export interface GridRow {
  readonly name: string;
  readonly level: number;
  readonly cells: readonly CheckView[];
}

/** A skill package button (facts §3): "Scout: Finesse". */
export interface PackageView extends CheckView {
  readonly classLabel: string;
}

/** One magic power line of the magic tab: the class (or "wizard" for Deep Magic) and its value. */
export interface MagicPowerView {
  readonly source: string;
  readonly label: string;
  readonly value: number;
}

/** Stored earned/spent/1-1 count and the rules' totals (ROLL-01: +50 per 1-1). */
export interface ExperienceView {
  readonly earned: number;
  /** The spent value the rules use: the classes' table cost, or the typed one when overridden (FACTS-2). */
  readonly spent: number;
  readonly fumbles: number;
  readonly total: number;
  readonly unspent: number;
  readonly fromClasses: number;
  readonly overridden: boolean;
  /** Spent exceeds the total: the sheet warns. */
  readonly overspent: boolean;
}

export interface ItemRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly system: Bag;
}

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

export interface SpellView extends ItemRow {
  /** 対象, as typed on the spell. */
  readonly target: string;
  /** 射程: its kind's label key and, for a distance, the metres. */
  readonly range: { readonly kind: string; readonly metres: number | null };
  /** 時間, as typed. */
  readonly duration: string;
  /** 抵抗: the resistance's label key. */
  readonly resistance: string;
  /** The caster's magic power for this spell's school, null without a level in its class (facts §8). */
  readonly magicPower: number | null;
  readonly level: number | null;
  readonly cost: number | null;
  readonly power: number | null;
  readonly critical: number | null;
  /** ROLL-08: the spell's own C value, before target modifiers and bounds. */
  readonly criticalBase: number;
  /** The power roll heals (never critical, ROLL-10). */
  readonly healing: boolean;
}

/** Gear; herbs and potions with a power roll recover HP with the Ranger bonus (DMG-02). */
export interface GearView extends ItemRow {
  readonly power: number | null;
  /** Ranger + Dex (herb) / Int (potion) modifier; null for gear that does not recover. */
  readonly recoveryBonus: number | null;
}

/** One row of the inventory tab: every carried item with its price (and quantity for gear). */
export interface InventoryRow extends ItemRow {
  readonly equippable: boolean;
  readonly equipped: boolean;
  readonly hasQuantity: boolean;
  readonly quantity: number;
  readonly price: number;
  /** A herb or potion with a power roll: the row has a recovery roll button (DMG-02). */
  readonly recovery: boolean;
  /** A 魔晶石 or マナチャージクリスタル: its points, and whether a crystal is spent (it offers Recharge). */
  readonly stone: { readonly points: number; readonly spent: boolean } | null;
}

export interface CharacterView {
  readonly name: string;
  readonly img: string;
  readonly tokenImg: string;
  /** HP at 0 or below: the header is flagged and offers the Death Check. */
  readonly hpLow: boolean;
  readonly inventory: readonly InventoryRow[];
  /** Sum of price × quantity over the inventory. */
  readonly inventoryValue: number;
  readonly race: string;
  readonly level: number;
  readonly experience: ExperienceView;
  readonly money: number;
  readonly hp: Bar;
  readonly mp: Bar;
  readonly abilities: readonly AbilityView[];
  /** The play mode's ability block: 技・体・心, each over its abilities (A–F, growth, extra, score, bonus). */
  readonly abilityBlock: readonly AbilityGroup[];
  readonly checks: readonly CheckView[];
  readonly grid: readonly GridRow[];
  readonly gridAbilities: readonly { readonly key: Ability; readonly label: string }[];
  readonly growthLog: readonly {
    readonly first: number;
    readonly second: number;
    readonly ability: string;
  }[];
  readonly profile: Readonly<
    Record<"birth" | "faith" | "age" | "gender" | "height" | "weight" | "playerName", string>
  >;
  /** Session records, ledger, palette (issue 19). */
  readonly records: RecordsView;
  readonly languages: readonly { readonly name: string; readonly speak: boolean; readonly read: boolean }[];
  readonly honor: HonorTotals & {
    readonly points: number;
    readonly items: readonly { readonly name: string; readonly points: number }[];
  };
  readonly soulscars: number;
  readonly packages: readonly PackageView[];
  readonly magicPowers: readonly MagicPowerView[];
  readonly defense: number | null;
  readonly move: {
    readonly limited: number | null;
    readonly normal: number | null;
    readonly full: number | null;
  };
  readonly weapons: readonly WeaponView[];
  readonly protection: readonly ProtectionView[];
  readonly problems: readonly ProblemView[];
  /** DMG-11 rows the character sheet edits (e.g. a race's or an item's resistance, entered by hand). */
  readonly affinities: readonly AffinityView[];
  readonly classes: readonly (ItemRow & { readonly level: number })[];
  readonly feats: readonly ItemRow[];
  readonly spells: readonly SpellView[];
  readonly gear: readonly GearView[];
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

/** Each base stat's abilities with their letters (A–F), worked out once at module load. */
const ABILITY_GROUPS = BASE_STATS.map((key) => ({
  key,
  label: `SW25.BaseStat.${key}`,
  abilities: ABILITIES.filter((a) => ABILITY_BASE_STAT[a] === key).map((a) => ({
    key: a,
    label: `SW25.Ability.${a}`,
    letter: String.fromCharCode(65 + ABILITIES.indexOf(a)),
  })),
}));

function abilityBlock(system: Bag, derived: Bag): AbilityGroup[] {
  const base = bag(system.base);
  const stored = bag(system.abilities);
  const scores = bag(derived.scores);
  const modifiers = bag(derived.modifiers);
  // Each column one literal (as `ability` builds it, without a spread of it: see `characterView`).
  return ABILITY_GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    value: num(base[group.key]),
    abilities: group.abilities.map(({ key, label, letter }) => {
      const parts = bag(stored[key]);
      return {
        key,
        label,
        score: maybeNum(scores[key]),
        modifier: maybeNum(modifiers[key]),
        letter,
        race: num(parts.race),
        growth: num(parts.growth),
        bonus: num(parts.bonus),
      };
    }),
  }));
}

/** 射程 as ytsheet2 writes it: 術者, 接触, or the distance in metres. */
function spellRange(system: Bag): SpellView["range"] {
  const kind = text(system.rangeKind, "distance");
  return { kind: `SW25.SpellRange.${kind}`, metres: kind === "distance" ? maybeNum(system.range) : null };
}

function check(derived: Bag, key: string, roll = "check"): CheckView {
  return { key, label: `SW25.Check.${key}`, value: maybeNum(derived[key]), roll };
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

/** `derived.packages` is the rules' SkillPackage[]: key "<class>.<package>", value = level + modifier. */
function packages(derived: Bag): PackageView[] {
  return list(derived.packages).map((raw) => {
    const p = bag(raw);
    return {
      key: text(p.key),
      label: `SW25.Package.${text(p.packageId)}`,
      classLabel: `SW25.Class.${text(p.classId)}`,
      value: maybeNum(p.value),
      roll: "package",
    };
  });
}

/** `derived.magicPowers` is the rules' MagicPowerEntry[]; Deep Magic's source is "wizard". */
function magicPowers(derived: Bag): MagicPowerView[] {
  return list(derived.magicPowers).map((raw) => {
    const entry = bag(raw);
    const source = text(entry.source);
    const label = source === "wizard" ? "SW25.MagicSchool.deepMagic" : `SW25.Class.${source}`;
    return { source, label, value: num(entry.magicPower) };
  });
}

function schoolPower(powers: readonly MagicPowerView[], school: unknown): number | null {
  const source = SCHOOL_SOURCE[text(school) as MagicSchool];
  return powers.find((p) => p.source === source)?.value ?? null;
}

/** The label key of a rank error's category: weapon categories and armour categories are separate lists. */
const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  WeaponRankTooHigh: "SW25.WeaponCategory",
  ArmorRankTooHigh: "SW25.ArmorCategory",
};

function problems(derived: Bag, items: readonly ItemRow[]): ProblemView[] {
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

function experience(stored: unknown, derived: unknown): ExperienceView {
  const s = bag(stored);
  const d = bag(derived);
  const earned = num(s.earned);
  const spent = num(d.spent, num(s.spent));
  const unspent = num(d.unspent, earned - spent);
  return {
    earned,
    spent,
    fumbles: num(s.fumbles),
    total: num(d.total, earned),
    unspent,
    fromClasses: num(d.fromClasses),
    overridden: flag(s.spentOverride),
    overspent: unspent < 0,
  };
}

/** `earned`: the starting honour plus every session's (records-view totals). */
function honorView(honor: Bag, earned: number): CharacterView["honor"] {
  const items = list(honor.items).map((raw) => ({ name: text(bag(raw).name), points: num(bag(raw).points) }));
  return { ...honorTotals(earned, items), points: num(honor.points), items };
}

/** Every class level (and the adventurer level) + every ability bonus: the checks a GM may ask for. */
function checkGrid(derived: Bag, classes: readonly (ItemRow & { level: number })[]): GridRow[] {
  const modifiers = bag(derived.modifiers);
  const row = (name: string, keyPart: string, label: string, level: number): GridRow => ({
    name,
    level,
    cells: ABILITIES.map((ability) => {
      const modifier = maybeNum(modifiers[ability]);
      return {
        key: `grid.${keyPart}.${ability}`,
        label,
        value: modifier === null ? null : level + modifier,
        roll: "check",
        grid: true,
        abilityLabel: `SW25.Ability.${ability}`,
      };
    }),
  });
  const adventurer = num(derived.adventurerLevel);
  return [
    row("", "adventurer", "SW25.Sheet.AdventurerLevel", adventurer),
    ...classes
      .filter((c) => c.level > 0)
      .map((c) => row(c.name, c.id, `SW25.Class.${text(c.system.classId, "custom")}`, c.level)),
  ];
}

/**
 * The sheet's whole view, built once per render. Item rows are copied field by field (id, name, img, type,
 * system) rather than with `{ ...row }`: the spread of rows of many shapes went megamorphic in V8 and cost
 * more than half of this function (issue 21's sheet budget).
 */
export function characterView(
  actor: ActorInput,
  t: Localizer = (key) => key,
  options: { readonly oddsBudget?: OddsBudget } = {},
): CharacterView {
  const system = bag(actor.system);
  const derived = bag(system.derived);
  const records = recordsView(
    system,
    "scores" in derived ? (derived as unknown as CharacterDerived) : null,
    paletteLabel(t),
    { t, classes: paletteClasses(actor.items), oddsBudget: options.oddsBudget },
  );
  const items = itemRows(actor.items);
  const ofType = (...types: string[]) => items.filter((i) => types.includes(i.type));
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
  const move = bag(derived.movement);
  const powers = magicPowers(derived);
  const found = problems(derived, items);
  // Armour and shields of too high a rank count as not worn (facts §4): the rules say which in their errors.
  const rankBlocked = new Set(found.filter((p) => p.feat !== "").map((p) => p.itemId));
  const classes = ofType("class").map((c) => ({
    id: c.id,
    name: c.name,
    img: c.img,
    type: c.type,
    system: c.system,
    level: num(c.system.level),
  }));
  const grid = checkGrid(derived, classes);
  const honor = bag(system.honor);
  const profile = bag(system.profile);
  const hp = bar(system.hp);
  const bonus = bag(derived.recoveryBonus);
  const inventory = ofType("weapon", "armor", "shield", "accessory", "gear").map((i) => {
    const hasQuantity = i.type === "gear";
    const kind = i.system.gearKind;
    return {
      id: i.id,
      name: i.name,
      img: i.img,
      type: i.type,
      system: i.system,
      equippable: !hasQuantity,
      equipped: flag(i.system.equipped),
      hasQuantity,
      quantity: hasQuantity ? num(i.system.quantity, 1) : 1,
      price: num(i.system.price),
      recovery:
        (kind === "herb" || kind === "potion") &&
        maybeNum(i.system.power) !== null &&
        maybeNum(bonus[kind]) !== null,
      stone:
        kind === "manaStone" || kind === "manaCrystal"
          ? { points: num(i.system.points), spent: kind === "manaCrystal" && i.system.charged === false }
          : null,
    };
  });
  return {
    name: text(actor.name, "?"),
    img: text(actor.img, "icons/svg/mystery-man.svg"),
    tokenImg: text(actor.tokenImg, text(actor.img, "icons/svg/mystery-man.svg")),
    hpLow: downOnSheet(hp),
    inventory,
    inventoryValue: inventory.reduce((sum, row) => sum + row.price * row.quantity, 0),
    race: ofType("race")[0]?.name ?? "",
    level: num(derived.adventurerLevel),
    experience: experience(system.experience, derived.experience),
    money: records.totals.money.total,
    records,
    hp,
    mp: bar(system.mp),
    abilities: ABILITIES.map((k) => ability(derived, k)),
    abilityBlock: abilityBlock(system, derived),
    checks: [
      check(derived, "fortitude"),
      check(derived, "willpower"),
      check(derived, "evasion", "evasion"),
      check(derived, "initiative"),
      check(derived, "monsterKnowledge"),
      ...grid.flatMap((r) => r.cells),
    ],
    grid,
    gridAbilities: ABILITIES.map((key) => ({ key, label: `SW25.Ability.${key}` })),
    growthLog: list(system.growthLog).map((raw) => {
      const g = bag(raw);
      return { first: num(g.first), second: num(g.second), ability: `SW25.Ability.${text(g.ability)}` };
    }),
    profile: {
      birth: text(profile.birth),
      faith: text(profile.faith),
      age: text(profile.age),
      gender: text(profile.gender),
      height: text(profile.height),
      weight: text(profile.weight),
      playerName: text(profile.playerName),
    },
    languages: list(system.languages).map((raw) => {
      const l = bag(raw);
      return { name: text(l.name), speak: flag(l.speak), read: flag(l.read) };
    }),
    honor: honorView(honor, records.totals.honor.total),
    soulscars: num(system.soulscars),
    packages: packages(derived),
    magicPowers: powers,
    defense: maybeNum(derived.defense),
    move: { limited: maybeNum(move.limited), normal: maybeNum(move.normal), full: maybeNum(move.full) },
    weapons: ofType("weapon")
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
      .concat(tailRow(derived)),
    protection: ofType("armor", "shield", "accessory").map((p) => ({
      id: p.id,
      name: p.name,
      img: p.img,
      type: p.type,
      system: p.system,
      usable: !rankBlocked.has(p.id),
      equipped: flag(p.system.equipped),
      evasion: p.type === "accessory" ? null : maybeNum(p.system.evasion),
      defense: p.type === "accessory" ? null : maybeNum(p.system.defense),
    })),
    problems: found,
    affinities: affinityViews(system.elementAffinities),
    classes,
    feats: ofType("race", "feat"),
    spells: ofType("spell").map((s) => ({
      id: s.id,
      name: s.name,
      img: s.img,
      type: s.type,
      system: s.system,
      magicPower: schoolPower(powers, s.system.school),
      level: maybeNum(s.system.level),
      cost: maybeNum(s.system.mpCost),
      power: maybeNum(s.system.power),
      criticalBase: maybeNum(s.system.criticalValue) ?? MAGIC_CRITICAL_VALUE,
      // ROLL-09/12: a spell's C value goes through the same rule as a weapon's (10 unless written).
      critical: criticalValue({
        base: maybeNum(s.system.criticalValue) ?? MAGIC_CRITICAL_VALUE,
        attack: "magic",
        healing: flag(s.system.healing),
      }),
      healing: flag(s.system.healing),
      target: text(s.system.target),
      range: spellRange(s.system),
      duration: text(s.system.duration),
      resistance: `SW25.Resistance.${text(s.system.resistance, "none")}`,
    })),
    gear: ofType("gear").map((g) => {
      const kind = g.system.gearKind;
      const bonus = bag(derived.recoveryBonus);
      const recoveryBonus = kind === "herb" || kind === "potion" ? (maybeNum(bonus[kind]) ?? 0) : null;
      return {
        id: g.id,
        name: g.name,
        img: g.img,
        type: g.type,
        system: g.system,
        power: maybeNum(g.system.power),
        recoveryBonus,
      };
    }),
    notes: text(system.notes),
  };
}
