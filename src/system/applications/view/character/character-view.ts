/**
 * The character sheet's view: the plain values its template shows, built from the actor's stored fields and
 * the rules' derived values (each tab's rows come from the files beside this one).
 */
import type { CharacterDerived } from "../../../../rules/character/derivation/character-derived.js";
import { type HonorTotals, honorTotals } from "../../../../rules/character/derivation/honor.js";
import type { OddsBudget } from "../../../../rules/character/palette/palette-odds.js";
import { ABILITIES, type Ability } from "../../../../rules/character/vocabulary.js";
import { downOnSheet } from "../../../../rules/damage/vitals.js";
import type { ActorInput } from "../actor-input.js";
import { type AffinityView, affinityViews } from "../element-affinities.js";
import { type ItemRow, itemRows } from "../item-rows.js";
import { type Bag, type Bar, bag, bar, flag, list, maybeNum, num, text } from "../read.js";
import {
  type AbilityGroup,
  type AbilityView,
  ability,
  abilityBlock,
  type CheckView,
  check,
  checkGrid,
  type GridRow,
  type PackageView,
  packages,
} from "./ability-view.js";
import {
  type ProblemView,
  type ProtectionView,
  problems,
  protectionRows,
  type WeaponView,
  weaponRows,
} from "./equipment-view.js";
import { type GearView, gearRows, type InventoryRow, inventoryRows } from "./inventory-view.js";
import { type MagicPowerView, magicPowers, type SpellView, spellRows } from "./magic-view.js";
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
  const move = bag(derived.movement);
  const powers = magicPowers(derived);
  const found = problems(derived, items);
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
  const inventory = inventoryRows(ofType("weapon", "armor", "shield", "accessory", "gear"), derived);
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
    weapons: weaponRows(ofType("weapon"), derived, items),
    protection: protectionRows(ofType("armor", "shield", "accessory"), found),
    problems: found,
    affinities: affinityViews(system.elementAffinities),
    classes,
    feats: ofType("race", "feat"),
    spells: spellRows(ofType("spell"), powers),
    gear: gearRows(ofType("gear"), derived),
    notes: text(system.notes),
  };
}
