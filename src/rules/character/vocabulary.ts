/**
 * The closed word lists of characters, monsters, mounts and items (sw25-rules-facts.md §1-§8).
 * Both the rules and the Foundry schemas (choices) read these, so a value the rules do not know
 * can never be stored.
 */
import { ELEMENTS, type Element } from "../damage/elements.js";

export const ABILITIES = ["dexterity", "agility", "strength", "vitality", "intelligence", "spirit"] as const;
export type Ability = (typeof ABILITIES)[number];

export const BASE_STATS = ["technique", "body", "mind"] as const;
export type BaseStat = (typeof BASE_STATS)[number];

export const CLASS_TIERS = ["A", "B"] as const;
export type ClassTier = (typeof CLASS_TIERS)[number];

export const CLASS_KINDS = ["warrior", "wizard", "other"] as const;
export type ClassKind = (typeof CLASS_KINDS)[number];

/** Class identifiers; "custom" is a homebrew class whose tier and kind come from the item alone. */
export const CLASS_IDS = [
  "fighter",
  "grappler",
  "battleDancer",
  "fencer",
  "marksman",
  "sorcerer",
  "conjurer",
  "priest",
  "artificer",
  "fairyTamer",
  "druid",
  "daemonRuler",
  "abyssGazer",
  "scout",
  "ranger",
  "sage",
  "enhancer",
  "bard",
  "rider",
  "alchemist",
  "geomancer",
  "tactician",
  "darkHunter",
  // Classes ytsheet2 supports beyond ours (yutorize/ytsheet2 _core/lib/sw2/data-class.pl, commit 28d36952).
  "grimoire",
  "physicalMaster",
  "mystic",
  "artisan",
  "aristocrat",
  "custom",
] as const;
export type ClassId = (typeof CLASS_IDS)[number];

export const WEAPON_CATEGORIES = [
  "sword",
  "axe",
  "spear",
  "mace",
  "staff",
  "flail",
  "warhammer",
  "entangle",
  "wrestling",
  "thrown",
  "bow",
  "crossbow",
  "blowgun",
  "gun",
] as const;
export type WeaponCategory = (typeof WEAPON_CATEGORIES)[number];

/** Usage codes: 1H/2H and the variants seen in the data (facts §4; only "#" is verified: no Dual Wielding). */
export const WEAPON_USAGES = [
  "1H",
  "1H-versatile",
  "1H-mounted",
  "1H-throwable",
  "1H-fist",
  "1H#",
  "2H",
  "2H-swing",
  "2H-thrust",
  "2H-throwable",
  "2H#",
] as const;
export type WeaponUsage = (typeof WEAPON_USAGES)[number];

export const EQUIPMENT_RANKS = ["B", "A", "S", "SS"] as const;
export type EquipmentRank = (typeof EQUIPMENT_RANKS)[number];

export const DAMAGE_TYPES = ["edged", "blunt", "silvered"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** ROLL-03: the attack kind decides which classes give accuracy. */
export const ATTACK_KINDS = ["melee", "thrown", "shooting"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

export const ARMOR_KINDS = ["nonMetal", "metal"] as const;
export type ArmorKind = (typeof ARMOR_KINDS)[number];

/** What Armor Proficiency applies to. */
export const ARMOR_PROFICIENCY_CATEGORIES = ["nonMetal", "metal", "shield"] as const;
export type ArmorProficiencyCategory = (typeof ARMOR_PROFICIENCY_CATEGORIES)[number];

export const ACCESSORY_SLOTS = [
  "head",
  "face",
  "ear",
  "neck",
  "back",
  "rightHand",
  "leftHand",
  "waist",
  "feet",
  "other",
] as const;
export type AccessorySlot = (typeof ACCESSORY_SLOTS)[number];

export const FEAT_KINDS = ["active", "passive"] as const;
export type FeatKind = (typeof FEAT_KINDS)[number];

/** Feat effects the engine understands; "none" is a feat described only by its text. */
export const FEAT_EFFECTS = [
  "none",
  "powerStrike",
  "lethalStrike",
  "aimedAttack",
  "tauntingStrike",
  "weaponProficiencyA",
  "weaponProficiencyS",
  "armorProficiencyA",
  "armorProficiencyS",
  "weaponMaster",
  "armorMaster",
  "hawkEye",
  "targeting",
  "toughness",
  "evasiveManeuver",
  "magicPowerEnhance",
  // Magic expansion feats (expansion-feats.ts): each allows its expansion in the spellcasting dialog.
  "magicExpansionTargets",
  "magicExpansionDistance",
  "magicExpansionTime",
  "magicExpansionCertainty",
  "magicExpansionAll",
  // 《ＭＰ軽減》: the spells of the feat's `school` cost 1 MP less (expansion-feats.ts).
  "mpReduction",
] as const;
export type FeatEffect = (typeof FEAT_EFFECTS)[number];

export const MAGIC_SCHOOLS = [
  "truespeech",
  "spiritualism",
  "deepMagic",
  "divine",
  "magitech",
  "fairy",
  "nature",
  "summoning",
  "abyssal",
] as const;
export type MagicSchool = (typeof MAGIC_SCHOOLS)[number];

export const SPELL_AREAS = ["target", "shot", "line", "breakthrough", "radius"] as const;
export type SpellArea = (typeof SPELL_AREAS)[number];

export const SPELL_RANGES = ["caster", "touch", "distance"] as const;
export type SpellRange = (typeof SPELL_RANGES)[number];

export const RESISTANCES = ["optional", "negates", "half", "cannot", "temporary", "none"] as const;
export type Resistance = (typeof RESISTANCES)[number];

/** Which check resists a spell: Willpower unless the spell says Fortitude (facts §8). */
export const RESIST_WITH = ["willpower", "fortitude"] as const;
export type ResistWith = (typeof RESIST_WITH)[number];

/** A spell's or weak point's element: one of the damage elements (DMG-11), or none. */
export const ELEMENT_CHOICES = ["none", ...ELEMENTS] as const;
export type ElementChoice = "none" | Element;

/**
 * Gear kinds. manaStone (魔晶石) and manaCrystal (マナチャージクリスタル) pay MP costs (mana-stones.ts); arrow, bolt
 * and bullet are a bow's, a crossbow's and a gun's ammunition (ammunition.ts).
 */
export const GEAR_KINDS = [
  "gear",
  "herb",
  "potion",
  "consumable",
  "manaStone",
  "manaCrystal",
  "arrow",
  "bolt",
  "bullet",
] as const;
export type GearKind = (typeof GEAR_KINDS)[number];

export const MONSTER_TYPES = [
  "barbarous",
  "animal",
  "plant",
  "undead",
  "construct",
  "magitech",
  "mythicalBeast",
  "fairy",
  "daemon",
  "humanoid",
  "divine",
  "other",
] as const;
export type MonsterType = (typeof MONSTER_TYPES)[number];

export const MONSTER_INTELLIGENCE = ["none", "animal", "low", "average", "high", "servant"] as const;
export type MonsterIntelligence = (typeof MONSTER_INTELLIGENCE)[number];

export const MONSTER_PERCEPTION = ["fiveSenses", "darkvision", "magic", "mechanical"] as const;
export type MonsterPerception = (typeof MONSTER_PERCEPTION)[number];

export const MONSTER_DISPOSITIONS = ["friendly", "neutral", "hostile", "hungry", "instructed"] as const;
export type MonsterDisposition = (typeof MONSTER_DISPOSITIONS)[number];

export const WEAK_POINTS = [
  "none",
  "accuracy",
  "physicalDamage",
  "magicDamage",
  "elementDamage",
  "healing",
] as const;
export type WeakPoint = (typeof WEAK_POINTS)[number];

export const SPECIAL_MOVEMENTS = ["none", "flying", "floating", "swimming", "other"] as const;
export type SpecialMovement = (typeof SPECIAL_MOVEMENTS)[number];

/** Unique skill timing icons: ◯ passive, ► major, ≫ minor, 🗨 declaration, △ preparation, ▽ conditional. */
export const SKILL_TIMINGS = [
  "passive",
  "major",
  "minor",
  "declaration",
  "preparation",
  "conditional",
] as const;
export type SkillTiming = (typeof SKILL_TIMINGS)[number];

/** Where a mount's level comes from (facts §6, [U]): the rider's Rider level or Adventurer level. */
export const MOUNT_LEVEL_SOURCES = ["riderLevel", "adventurerLevel"] as const;
export type MountLevelSource = (typeof MOUNT_LEVEL_SOURCES)[number];
