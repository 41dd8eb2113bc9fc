/**
 * The monster and mount sheets' view: stat block, sections, skills, loot and weak points, as the viewer may
 * see them.
 */
import { monsterView as identityView } from "../../../rules/character/monsters/monster-knowledge.js";
import {
  MONSTER_DISPOSITIONS,
  MONSTER_INTELLIGENCE,
  MONSTER_PERCEPTION,
  MONSTER_TYPES,
  SKILL_TIMINGS,
  SPECIAL_MOVEMENTS,
  WEAK_POINTS,
} from "../../../rules/character/vocabulary.js";
import { fixedValue } from "../../../rules/dice/check.js";
import { TIMING_EXPORT } from "../../../rules/import/timing-export.js";
import type { ActorInput } from "./actor-input.js";
import { type AffinityView, affinityRows, affinityViews } from "./element-affinities.js";
import { type Bag, type Bar, bag, bar, flag, list, maybeNum, num, text } from "./read.js";

/** A monster number shown as "base (fixed)"; `shown` is what the sheet rolls or uses. ROLL-04 */
export interface MonsterValue {
  readonly base: number | null;
  readonly fixed: number | null;
}

export interface SectionView {
  readonly index: number;
  readonly name: string;
  readonly attackMethod: string;
  readonly accuracy: MonsterValue;
  /** X of "2d+X" (DMG-07). */
  readonly damage: number | null;
  readonly evasion: MonsterValue;
  readonly defense: number | null;
  readonly hp: Bar;
  readonly mp: Bar;
  /** The section has MP at all (a stat block's "-" or 0 max is none): the sheet shows a dash, not 0/0. */
  readonly hasMp: boolean;
  readonly core: boolean;
  /** Mount sections only: their own Fortitude / Willpower (facts §6); null for monsters. */
  readonly fortitude: MonsterValue | null;
  readonly willpower: MonsterValue | null;
}

/** One line of the stat block: a label key and a value that is a lang key (`translate`) or text the GM typed. */
export interface DetailView {
  readonly label: string;
  readonly value: string;
  readonly translate: boolean;
}

export interface LootView {
  readonly roll: string;
  /** An "always" row (shown through lang/, never as the stored word). */
  readonly always: boolean;
  readonly item: string;
  readonly price: number;
}

/** One weak point of the header: a label key, formatted with its element's label key and amount when it has one. */
export interface WeakPointView {
  readonly key: string;
  readonly element: string;
  readonly amount: number;
}

export interface MonsterView {
  /** The name the viewer may see: the real one, the unidentified alias, or "" with `unknownName`. */
  readonly name: string;
  /** No alias to show: the template shows the localized "unknown monster" label. */
  readonly unknownName: boolean;
  /** A player looking at an unidentified monster sees no stat block (facts §5). */
  readonly concealed: boolean;
  /** GM-side identification fields (facts §5), edited on the sheet. */
  readonly unidentifiedName: string;
  readonly identified: boolean;
  readonly weaknessKnown: boolean;
  readonly img: string;
  readonly level: number;
  readonly useFixedValues: boolean;
  readonly reputation: number | null;
  readonly weakness: number | null;
  readonly weakPoint: string;
  /** 弱点 as the header says it: the weak point and the element table's weaknesses (label keys to localize). */
  readonly weakPoints: readonly WeakPointView[];
  readonly initiative: number | null;
  /** "12/8": ground, then special speed ("-" for none). */
  readonly move: string;
  /** The special movement's lang key, "" for none. */
  readonly moveKind: string;
  readonly moveNote: string;
  /** Type, intelligence, perception, disposition, language, habitat, soulscars: every word through lang/. */
  readonly details: readonly DetailView[];
  readonly loot: readonly LootView[];
  readonly fortitude: MonsterValue;
  readonly willpower: MonsterValue;
  readonly sections: readonly SectionView[];
  /** Element weaknesses, resistances and immunities (DMG-11), editable rows. */
  readonly affinities: readonly AffinityView[];
  readonly skills: readonly SkillView[];
  readonly skillGroups: readonly SkillGroup[];
  readonly notes: string;
}

function monsterValue(raw: unknown): MonsterValue {
  const base = maybeNum(raw);
  return { base, fixed: base === null ? null : fixedValue(base) };
}

/** `current[i]` overrides a mount section's HP/MP; null there means full (mount data). */
export function sectionViews(raw: unknown, current: unknown = []): SectionView[] {
  const now = list(current).map(bag);
  return list(raw).map((entry, index) => {
    const s = bag(entry);
    const live = now[index] ?? {};
    const hpMax = s.hpMax ?? bag(s.hp).max;
    const mpMax = s.mpMax ?? bag(s.mp).max;
    return {
      index,
      name: text(s.name, `#${index + 1}`),
      attackMethod: text(s.attackMethod),
      accuracy: monsterValue(s.accuracy),
      damage: maybeNum(s.damage),
      evasion: monsterValue(s.evasion),
      defense: maybeNum(s.defense),
      hp: bar({ value: maybeNum(live.hp) ?? bag(s.hp).value ?? hpMax, max: hpMax }),
      mp: bar({ value: maybeNum(live.mp) ?? bag(s.mp).value ?? mpMax, max: mpMax }),
      hasMp: (maybeNum(mpMax) ?? 0) > 0,
      core: flag(s.core),
      fortitude: s.fortitude === undefined ? null : monsterValue(s.fortitude),
      willpower: s.willpower === undefined ? null : monsterValue(s.willpower),
    };
  });
}

/** A stored word's lang key under `prefix`, or the schema's initial word's when it is missing or unknown. */
function wordKey(raw: unknown, words: readonly string[], prefix: string, fallback: string): string {
  const word = text(raw);
  return `${prefix}.${words.includes(word) ? word : fallback}`;
}

function details(system: Bag, isMount: boolean): DetailView[] {
  const word = (label: string, value: string): DetailView => ({ label, value, translate: true });
  const typed = (label: string, value: string): DetailView => ({
    label,
    value: value || "–",
    translate: false,
  });
  const lines = [
    ...(isMount
      ? []
      : [
          word(
            "SW25.Monster.type",
            wordKey(system.monsterType, MONSTER_TYPES, "SW25.MonsterType", "barbarous"),
          ),
        ]),
    word(
      "SW25.Monster.intelligence",
      wordKey(
        system.intelligence,
        MONSTER_INTELLIGENCE,
        "SW25.MonsterIntelligence",
        isMount ? "animal" : "average",
      ),
    ),
    word(
      "SW25.Monster.perception",
      wordKey(system.perception, MONSTER_PERCEPTION, "SW25.MonsterPerception", "fiveSenses"),
    ),
    ...(isMount
      ? []
      : [
          word(
            "SW25.Monster.disposition",
            wordKey(system.disposition, MONSTER_DISPOSITIONS, "SW25.Disposition", "hostile"),
          ),
        ]),
    typed("SW25.Monster.language", text(system.language)),
    ...(isMount
      ? []
      : [
          typed("SW25.Monster.habitat", text(system.habitat)),
          typed("SW25.Field.soulscars", String(num(system.soulscars))),
        ]),
  ];
  return lines;
}

/** "20/30": ground speed, then the special one; a missing speed is the stat block's "-". */
function movementText(raw: unknown): string {
  const m = bag(raw);
  const ground = maybeNum(m.ground);
  const special = maybeNum(m.special);
  return special === null ? `${ground ?? "-"}` : `${ground ?? "-"}/${special}`;
}

/** The special movement's lang key ("" for none): the stored word itself is never shown. */
function movementKind(raw: unknown): string {
  const kind = text(bag(raw).specialKind);
  return kind !== "none" && (SPECIAL_MOVEMENTS as readonly string[]).includes(kind)
    ? `SW25.SpecialMovement.${kind}`
    : "";
}

export interface SkillView {
  /** Its place in the stored list (the roll button names it). */
  readonly index: number;
  readonly name: string;
  readonly section: string;
  /** The timing's lang key. */
  readonly timing: string;
  /** The timing's mark as the rulebooks and ytsheet2 print it (○ ▶ ≫ 🗨 △ ▽). */
  readonly mark: string;
  readonly value: MonsterValue;
  readonly resistedBy: string;
  readonly effect: string;
}

/** The skills of one section under its name (ytsheet2's "●section"); "" is the whole monster. */
export interface SkillGroup {
  readonly section: string;
  readonly skills: readonly SkillView[];
}

function skillViews(raw: unknown): SkillView[] {
  return list(raw).map((entry, index) => {
    const s = bag(entry);
    const timing = (SKILL_TIMINGS as readonly string[]).includes(text(s.timing))
      ? (text(s.timing) as keyof typeof TIMING_EXPORT)
      : "major";
    return {
      index,
      name: text(s.name, "?"),
      section: text(s.section),
      timing: `SW25.SkillTiming.${timing}`,
      mark: TIMING_EXPORT[timing],
      value: monsterValue(s.value),
      resistedBy: text(s.resistedBy),
      effect: text(s.effect),
    };
  });
}

/** Skills grouped by section in the order the sections first appear (the whole monster's first). */
export function skillGroups(skills: readonly SkillView[]): SkillGroup[] {
  const order = [...new Set(["", ...skills.map((s) => s.section)])];
  return order
    .map((section) => ({ section, skills: skills.filter((s) => s.section === section) }))
    .filter((g) => g.skills.length > 0);
}

/** The weak point's label key; "" for none or an unknown value (the sheet shows a dash). */
function weakPointLabel(raw: unknown): string {
  const kind = text(raw);
  return (WEAK_POINTS as readonly string[]).includes(kind) && kind !== "none" ? `SW25.WeakPoint.${kind}` : "";
}

/**
 * 弱点 as ytsheet2 writes it: the stat block's weak point (an element one with its element, 炎属性ダメージ+3点),
 * then every element weakness of the element table not already said, so the header never shows a dash while
 * the table holds a weakness.
 */
function weakPoints(system: Bag): WeakPointView[] {
  const kind = text(system.weakPoint);
  const element = text(system.weakPointElement, "none");
  const out: WeakPointView[] = [];
  if (kind === "elementDamage" && element !== "none")
    out.push({ key: "SW25.Sheet.ElementWeakness", element: `SW25.Element.${element}`, amount: 3 });
  else {
    const label = weakPointLabel(kind);
    if (label) out.push({ key: label, element: "", amount: 0 });
  }
  for (const row of affinityRows(system.elementAffinities)) {
    const label = `SW25.Element.${row.element}`;
    if (row.kind === "weakness" && !out.some((w) => w.element === label))
      out.push({ key: "SW25.Sheet.ElementWeakness", element: label, amount: row.amount });
  }
  return out;
}

function common(actor: ActorInput, system: Bag, isMount: boolean) {
  return {
    name: text(actor.name, "?"),
    img: text(actor.img, "icons/svg/mystery-man.svg"),
    weakPoint: weakPointLabel(system.weakPoint),
    weakPoints: weakPoints(system),
    move: movementText(system.movement),
    moveKind: movementKind(system.movement),
    moveNote: text(bag(system.movement).note),
    details: details(system, isMount),
    loot: list(system.loot).map((raw) => {
      const row = bag(raw);
      const roll = text(row.roll);
      return {
        roll,
        always: /^(always|自動)$/i.test(roll.trim()),
        item: text(row.item),
        price: num(row.price),
      };
    }),
    fortitude: monsterValue(system.fortitude),
    willpower: monsterValue(system.willpower),
    skills: skillViews(system.skills),
    skillGroups: skillGroups(skillViews(system.skills)),
    notes: text(system.notes),
  };
}

/**
 * The monster sheet's view. `isGM` false (a player) applies Monster Knowledge: before identification only the
 * alias (or "unknown monster") and the portrait show; the weak point only once the weakness was beaten.
 */
export function monsterView(actor: ActorInput, isGM = true): MonsterView {
  const system = bag(actor.system);
  const identity = identityView(
    {
      name: text(actor.name, "?"),
      unidentifiedName: text(system.unidentifiedName),
      identified: flag(system.identified),
      weaknessKnown: flag(system.weaknessKnown),
    },
    isGM,
  );
  const shown = {
    ...common(actor, system, false),
    name: identity.name ?? "",
    unknownName: identity.name === null,
    concealed: !identity.showStats,
    unidentifiedName: isGM ? text(system.unidentifiedName) : "",
    identified: flag(system.identified),
    weaknessKnown: flag(system.weaknessKnown),
    level: num(system.level),
    useFixedValues: system.useFixedValues === undefined ? true : flag(system.useFixedValues),
    reputation: maybeNum(system.reputation),
    weakness: maybeNum(system.weakness),
    initiative: maybeNum(system.initiative),
    sections: sectionViews(system.sections),
    affinities: affinityViews(system.elementAffinities),
  };
  if (!identity.showWeakPoint) Object.assign(shown, { weakPoint: "", weakPoints: [] });
  return identity.showStats ? shown : concealedView(shown);
}

/** What a player sees of an unidentified monster: name, portrait, HP bars hidden with the rest. */
function concealedView(view: MonsterView): MonsterView {
  const none = { base: null, fixed: null };
  return {
    ...view,
    level: 0,
    reputation: null,
    weakness: null,
    initiative: null,
    move: "",
    moveKind: "",
    moveNote: "",
    details: [],
    loot: [],
    fortitude: none,
    willpower: none,
    sections: [],
    affinities: [],
    weakPoints: [],
    skills: [],
    skillGroups: [],
    notes: "",
  };
}

export interface MountView
  extends Omit<
    MonsterView,
    | "useFixedValues"
    | "unknownName"
    | "concealed"
    | "unidentifiedName"
    | "identified"
    | "weaknessKnown"
    | "affinities"
  > {
  /** The level the rules use now (`derived.level`), or null when the mount cannot be ridden. */
  readonly effectiveLevel: number | null;
  readonly levelOptions: readonly { readonly value: number; readonly selected: boolean }[];
  /** The shown block is not the one in use: its sections show full HP/MP and their HP cannot be typed. */
  readonly otherLevelShown: boolean;
}

/**
 * Mounts keep one stat block per level of their range (`system.levels[]`, each `{ level, sections }`).
 * The sheet shows `shownLevel` (the user's pick), else the level the rules derived, else the first block.
 */
export function mountView(actor: ActorInput, shownLevel: number | null = null): MountView {
  const system = bag(actor.system);
  const effectiveLevel = maybeNum(bag(system.derived).level);
  const blocks = list(system.levels).map(bag);
  const pick = (level: number | null) => blocks.find((b) => level !== null && num(b.level) === level);
  const block = pick(shownLevel) ?? pick(effectiveLevel) ?? blocks[0] ?? {};
  const shown = num(block.level);
  // The current HP/MP belong to the block in use: the derived level's, or the first block when the mount
  // cannot be ridden (damage is still written to `current`, so it must be read back from there).
  const inUse = pick(effectiveLevel) ?? blocks[0];
  const isEffective = inUse !== undefined && num(inUse.level) === shown;
  return {
    ...common(actor, system, true),
    level: shown,
    effectiveLevel,
    levelOptions: blocks.map((b) => ({ value: num(b.level), selected: num(b.level) === shown })),
    reputation: maybeNum(system.reputation),
    weakness: maybeNum(system.weakness),
    initiative: maybeNum(system.initiative),
    otherLevelShown: !isEffective,
    sections: sectionViews(block.sections, isEffective ? system.current : []),
  };
}
