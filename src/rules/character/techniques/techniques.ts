/**
 * Class techniques (練技, 呪歌, 終律, 騎芸, 賦術, 鼓咆, 陣率, 相域, 占瞳, 操気 …) and class resources, as one
 * mechanism with per-class data: the kinds, timings, resources and fields of a technique, a kind's defaults,
 * the class resources as stored, the action and class level a use needs, and the counters a combat's end
 * empties. What a use costs and gains is in technique-costs.ts, how long its effect lasts in
 * technique-durations.ts, magic expansion (魔法拡大) in magic-expansion.ts.
 */
import { fail, ok, type Result } from "../../errors.js";
import { wholeNumber } from "../numbers.js";
import { CLASS_IDS, type ClassId } from "../vocabulary.js";

/** The technique families; each belongs to a class (TECHNIQUE_CLASS). */
export const TECHNIQUE_KINDS = [
  "enhancer",
  "song",
  "finale",
  "riding",
  "alchemy",
  "command",
  "formation",
  "geomancy",
  "divination",
  "potential",
  "other",
] as const;
export type TechniqueKind = (typeof TECHNIQUE_KINDS)[number];

/** The classes a technique can belong to: every class (the Mystic's 占瞳 included). */
export const TECHNIQUE_CLASSES = CLASS_IDS;
export type TechniqueClass = (typeof TECHNIQUE_CLASSES)[number];

/** The class each kind belongs to (the default a new technique of that kind gets). */
export const TECHNIQUE_CLASS: Readonly<Record<TechniqueKind, TechniqueClass>> = {
  enhancer: "enhancer",
  song: "bard",
  finale: "bard",
  riding: "rider",
  alchemy: "alchemist",
  command: "tactician",
  formation: "tactician",
  geomancy: "geomancer",
  divination: "mystic",
  potential: "darkHunter",
  other: "custom",
};

/**
 * When it is used: passive (always on, its effects apply to the owner like equipment's), declared (at the
 * start of the turn, like a combat feat: ACT-07's declaration), a minor action or a major action (ACT-02).
 */
export const TECHNIQUE_TIMINGS = ["passive", "declared", "minor", "major"] as const;
export type TechniqueTiming = (typeof TECHNIQUE_TIMINGS)[number];

/** The Bard's 楽素 (⤴ up, ⤵ down, ♡ heart), the War Leader's 陣気, the Geomancer's 命脈点. */
export const COUNTER_RESOURCES = ["songUp", "songDown", "songHeart", "morale", "lifePoints"] as const;
export type CounterResource = (typeof COUNTER_RESOURCES)[number];

/**
 * The class whose members keep each class resource (楽素: the Bard, 陣気: the War Leader, 命脈点: the
 * Geomancer, cards: the Alchemist). A character without the class has no use for it (the sheet hides it).
 */
export const RESOURCE_CLASS: Readonly<Record<CounterResource | "card", ClassId>> = {
  songUp: "bard",
  songDown: "bard",
  songHeart: "bard",
  morale: "tactician",
  lifePoints: "geomancer",
  card: "alchemist",
};

/**
 * Whether a character keeps `resource`: it has a level in the class that uses it, or it holds some anyway
 * (an imported or hand-typed amount is never hidden).
 */
export function keepsResource(
  resource: CounterResource | "card",
  classLevels: Readonly<Partial<Record<string, number>>>,
  held: number,
): boolean {
  return wholeNumber(classLevels[RESOURCE_CLASS[resource]], 0) > 0 || wholeNumber(held, 0) > 0;
}

/**
 * The kinds whose use gains a class resource: a Bard's 呪歌 yields 楽素, a War Leader's 鼓咆 gathers 陣気
 * (ytsheet2 records a song's 基礎楽素 and a 鼓咆's 陣気蓄積; a finale and a 陣率 only spend), and "other" (a
 * homebrew technique may). The others never gain: the sheet hides their gain unless one is stored.
 */
export const GAINING_KINDS: readonly TechniqueKind[] = ["song", "command", "other"];

/**
 * Which of a technique's own fields its kind has: an alchemist's card (colour and rank) for 賦術, a mount to
 * target for 騎芸, a gain for the GAINING_KINDS, a performance threshold and extra for a 呪歌 (and "other"). A field already holding a value is shown whatever the kind
 * (nothing stored is hidden).
 */
export function techniqueFieldsShown(
  kind: string,
  stored: {
    readonly costResource?: unknown;
    readonly mount?: unknown;
    readonly gainResource?: unknown;
    readonly gainAmount?: unknown;
    readonly gainThreshold?: unknown;
    readonly gainBonus?: unknown;
  },
): { readonly card: boolean; readonly mount: boolean; readonly gain: boolean; readonly threshold: boolean } {
  const storedThreshold = wholeNumber(stored.gainThreshold, 0) > 0 || wholeNumber(stored.gainBonus, 0) > 0;
  const storedGain =
    (typeof stored.gainResource === "string" &&
      stored.gainResource !== "none" &&
      stored.gainResource !== "") ||
    wholeNumber(stored.gainAmount, 0) > 0 ||
    storedThreshold;
  return {
    card: kind === "alchemy" || stored.costResource === "card",
    mount: kind === "riding" || (typeof stored.mount === "string" && stored.mount.trim() !== ""),
    gain: (GAINING_KINDS as readonly string[]).includes(kind) || storedGain,
    // A performance threshold (巧奏値) and its extra are a 呪歌's (and a homebrew technique's).
    threshold: kind === "song" || kind === "other" || storedThreshold,
  };
}

/** What a cost is paid with: nothing, MP, HP, a class counter, or an alchemist's card. */
export const COST_RESOURCES = ["none", "mp", "hp", ...COUNTER_RESOURCES, "card"] as const;
export type CostResource = (typeof COST_RESOURCES)[number];

/** What a use can add to its user's pool: nothing, or a class counter (never MP, HP or a card). */
export const GAIN_RESOURCES = ["none", ...COUNTER_RESOURCES] as const;
export type GainResource = (typeof GAIN_RESOURCES)[number];

export const CARD_COLOURS = ["red", "green", "black", "white", "gold"] as const;
export type CardColour = (typeof CARD_COLOURS)[number];
export const CARD_RANKS = ["B", "A", "S", "SS"] as const;
export type CardRank = (typeof CARD_RANKS)[number];

export const DURATION_UNITS = ["instant", "rounds", "untilNextTurn", "minutes", "scene"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * The technique item's stored fields with a closed word list or bounds, by path under `system`: the item
 * schema (technique-data.ts), the sheet (technique-fields.ts) and the tests all read this one table.
 * `initial` is what the schema fills in (so an old technique without a field reads it: no gain). `byKind` is
 * what a NEW technique of that kind starts with instead (techniqueKindDefaults, kindChangeUpdate): a 呪歌 gains
 * 1 楽素⤴ and a 鼓咆 1 陣気 (ytsheet2's 基礎楽素 and 陣気蓄積), a 終律 costs 楽素 and a 陣率 陣気 (its 消費 and
 * 陣気コスト); the amounts are a starting point the player corrects from the technique's own text.
 */
export const TECHNIQUE_CHOICE_FIELDS = {
  kind: { choices: TECHNIQUE_KINDS, initial: "enhancer" },
  classId: { choices: TECHNIQUE_CLASSES, initial: "enhancer", byKind: TECHNIQUE_CLASS },
  timing: { choices: TECHNIQUE_TIMINGS, initial: "minor" },
  "cost.resource": {
    choices: COST_RESOURCES,
    initial: "none",
    byKind: { finale: "songUp", formation: "morale" },
  },
  "cost.cardColour": { choices: CARD_COLOURS, initial: "red" },
  "cost.cardRank": { choices: CARD_RANKS, initial: "B" },
  "gain.resource": {
    choices: GAIN_RESOURCES,
    initial: "none",
    byKind: { song: "songUp", command: "morale" },
  },
  "duration.units": { choices: DURATION_UNITS, initial: "instant" },
} as const satisfies Readonly<
  Record<
    string,
    {
      choices: readonly string[];
      initial: string;
      byKind?: Readonly<Partial<Record<TechniqueKind, string>>>;
    }
  >
>;
export type TechniqueChoicePath = keyof typeof TECHNIQUE_CHOICE_FIELDS;

/**
 * The technique item's whole-number fields: initial value and bounds (a class level is at most 17), and the
 * amounts that go with a kind's default cost and gain (1, the smallest that pays or gains anything).
 */
export const TECHNIQUE_NUMBER_FIELDS = {
  level: { initial: 1, min: 0, max: 17 },
  "cost.amount": { initial: 0, min: 0, byKind: { finale: 1, formation: 1 } },
  "gain.amount": { initial: 0, min: 0, byKind: { song: 1, command: 1 } },
  // A 呪歌's 巧奏値 and 追加楽素 (gainFor): 0 is none; no kind starts with one (the song's own text gives it).
  "gain.threshold": { initial: 0, min: 0 },
  "gain.bonus": { initial: 0, min: 0 },
  "duration.value": { initial: 1, min: 1 },
} as const satisfies Readonly<
  Record<
    string,
    { initial: number; min: number; max?: number; byKind?: Readonly<Partial<Record<TechniqueKind, number>>> }
  >
>;
export type TechniqueNumberPath = keyof typeof TECHNIQUE_NUMBER_FIELDS;

/** The fields a kind gives a default to, in the order they are listed. */
export interface TechniqueKindDefaults {
  readonly classId: TechniqueClass;
  readonly "cost.resource": CostResource;
  readonly "cost.amount": number;
  readonly "gain.resource": GainResource;
  readonly "gain.amount": number;
}

const isKind = (kind: unknown): kind is TechniqueKind =>
  typeof kind === "string" && (TECHNIQUE_KINDS as readonly string[]).includes(kind);

/** What a new technique of `kind` starts with; an unknown kind gets the schema's initial values. */
export function techniqueKindDefaults(kind: unknown): TechniqueKindDefaults {
  const k = isKind(kind) ? kind : null;
  const pick = <T>(byKind: Readonly<Partial<Record<TechniqueKind, T>>>, initial: T): T =>
    (k !== null && Object.hasOwn(byKind, k) ? byKind[k] : undefined) ?? initial;
  const C = TECHNIQUE_CHOICE_FIELDS;
  const N = TECHNIQUE_NUMBER_FIELDS;
  return {
    classId: pick<TechniqueClass>(C.classId.byKind, C.classId.initial),
    "cost.resource": pick<CostResource>(C["cost.resource"].byKind, C["cost.resource"].initial),
    "cost.amount": pick<number>(N["cost.amount"].byKind, N["cost.amount"].initial),
    "gain.resource": pick<GainResource>(C["gain.resource"].byKind, C["gain.resource"].initial),
    "gain.amount": pick<number>(N["gain.amount"].byKind, N["gain.amount"].initial),
  };
}

const at = (source: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => bag(node)[key], source);

/**
 * The fields a kind change moves (paths under `system`, to their new values): `changes` (an update of the
 * stored `system`) sets a new kind, and each field still holding the old kind's default takes the new kind's
 * (a new technique made a 呪歌 gains 楽素). A field the player set (another value stored, or a different value
 * in the same update) stays as it is. Nothing when the kind does not change or the new one is unknown.
 */
export function kindChangeUpdate(
  stored: unknown,
  changes: unknown,
): Partial<Record<keyof TechniqueKindDefaults, string | number>> {
  const next = bag(changes).kind;
  const previous = bag(stored).kind;
  if (!isKind(next) || next === previous) return {};
  const before = techniqueKindDefaults(previous);
  const after = techniqueKindDefaults(next);
  const out: Partial<Record<keyof TechniqueKindDefaults, string | number>> = {};
  for (const path of Object.keys(after) as (keyof TechniqueKindDefaults)[]) {
    const held = at(stored, path) ?? before[path];
    const sent = at(changes, path);
    if (held !== before[path] || (sent !== undefined && sent !== held)) continue;
    if (after[path] !== held) out[path] = after[path];
  }
  return out;
}

export type CardCounts = Readonly<Record<CardColour, Readonly<Record<CardRank, number>>>>;

export interface ClassResources {
  readonly songUp: number;
  readonly songDown: number;
  readonly songHeart: number;
  readonly morale: number;
  readonly lifePoints: number;
  readonly cards: CardCounts;
}

const bag = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Stored class resources (any shape, old or corrupt) as whole numbers ≥ 0. */
export function readClassResources(raw: unknown): ClassResources {
  const r = bag(raw);
  const cards = bag(r.cards);
  const count = (value: unknown) => wholeNumber(value, 0);
  return {
    songUp: count(r.songUp),
    songDown: count(r.songDown),
    songHeart: count(r.songHeart),
    morale: count(r.morale),
    lifePoints: count(r.lifePoints),
    cards: Object.fromEntries(
      CARD_COLOURS.map((colour) => {
        const ranks = bag(cards[colour]);
        return [colour, Object.fromEntries(CARD_RANKS.map((rank) => [rank, count(ranks[rank])]))];
      }),
    ) as unknown as CardCounts,
  };
}

/** A technique's own Active Effects apply to its owner only when it is passive; otherwise they are templates. */
export function appliesToOwner(timing: TechniqueTiming): boolean {
  return timing === "passive";
}

/** Which combat action a technique's timing takes on the Battle Board; null: passive (no action). */
export function techniqueAction(timing: TechniqueTiming): "declareFeat" | "minor" | "major" | null {
  switch (timing) {
    case "declared":
      return "declareFeat";
    case "minor":
      return "minor";
    case "major":
      return "major";
    default:
      return null;
  }
}

/** Techniques are used only at the class level they need: the user's level in the class must reach it. */
export function meetsLevel(
  classLevels: Readonly<Partial<Record<string, number>>>,
  classId: TechniqueClass,
  requiredLevel: number,
): Result<true> {
  const need = wholeNumber(requiredLevel, 0);
  // The Mystic has no class item to read a level from (yet): not checked, like a homebrew class.
  if (classId === "custom" || classId === "mystic" || need === 0) return ok(true);
  const has = wholeNumber(classLevels[classId], 0);
  return has >= need
    ? ok(true)
    : fail("TechniqueLevelTooLow", `needs ${classId} level ${need}, has ${has}`, {
        params: { level: need, has, classId },
      });
}

/**
 * What becomes of the Bard's 楽素 and the War Leader's 陣気 when a combat ends. They are gathered in a combat,
 * by its songs and stratagems, for its finales and formations; we read them as lost at the combat's end
 * ("reset", the default), the 命脈点 and the alchemist's cards being kept. A world setting can keep them too
 * ("keep"), for a table that reads the rulebook otherwise (docs/scenarios.md, "Readings we chose").
 */
export const COMBAT_END_COUNTERS = ["reset", "keep"] as const;
export type CombatEndCounters = (typeof COMBAT_END_COUNTERS)[number];

/** The counters a combat's end empties under "reset". */
export const COMBAT_COUNTERS = [
  "songUp",
  "songDown",
  "songHeart",
  "morale",
] as const satisfies readonly CounterResource[];

/**
 * The stored class resources to write when a combat ends: each combat counter held above 0 (or stored
 * corrupt) set to 0; null when there is nothing to write (nothing held, or the setting keeps them).
 */
export function countersAtCombatEnd(
  raw: unknown,
  choice: CombatEndCounters,
): Partial<Record<(typeof COMBAT_COUNTERS)[number], 0>> | null {
  if (choice !== "reset") return null;
  const stored = bag(raw);
  const out: Partial<Record<(typeof COMBAT_COUNTERS)[number], 0>> = {};
  for (const key of COMBAT_COUNTERS) if (stored[key] !== undefined && stored[key] !== 0) out[key] = 0;
  return Object.keys(out).length > 0 ? out : null;
}
