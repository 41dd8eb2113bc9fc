/**
 * Class techniques (練技, 呪歌, 終律, 騎芸, 賦術, 鼓咆, 陣率, 相域, 占瞳, 操気 …) and class resources, as one
 * mechanism with per-class data: what a technique costs and whether it can be paid (all or nothing), what it
 * gains (a 呪歌's 楽素, a 鼓咆's 陣気), how long its effect lasts and when that ends in our combat flow
 * (FLOW-04, FLOW-06), and the MP multiplier of magic expansion (魔法拡大) on a spell.
 */
import { fail, ok, type Result } from "../errors.js";
import { NUMBER_LIMIT, wholeNumber } from "./numbers.js";
import { CLASS_IDS, type ClassId } from "./vocabulary.js";

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

export interface TechniqueCost {
  readonly amount: number;
  readonly resource: CostResource;
  /** Only for `card`. */
  readonly cardColour?: CardColour;
  readonly cardRank?: CardRank;
}

/** What a user holds: current HP and MP and the class resources. */
export interface CostPool {
  readonly hp: number;
  readonly mp: number;
  readonly resources: ClassResources;
}

export interface TechniqueGain {
  readonly amount: number;
  readonly resource: GainResource;
  /**
   * A 呪歌's performance threshold (巧奏値): a performance check total at least this adds `bonus` more of the
   * same resource (its 追加楽素). 0 or absent: no threshold, nothing to roll for.
   */
  readonly threshold?: number;
  /** The extra amount for reaching `threshold` (追加楽素); 0 or absent: none. */
  readonly bonus?: number;
}

/** A use's performance check against its threshold: the total, the threshold, and the extra it added. */
export interface ThresholdCheck {
  readonly total: number;
  readonly threshold: number;
  readonly reached: boolean;
  /** What reaching it added (0 when not reached). */
  readonly bonus: number;
}

/**
 * Whether a gain has a threshold worth rolling for: a threshold and an extra amount above 0 and a resource to add
 * them to. Corrupt stored values (text, negative, fractions) read as whole numbers ≥ 0 first.
 */
export function hasThreshold(gain: TechniqueGain): boolean {
  return (
    wholeNumber(gain.threshold, 0) > 0 &&
    wholeNumber(gain.bonus, 0) > 0 &&
    (COUNTER_RESOURCES as readonly string[]).includes(gain.resource)
  );
}

/**
 * What one use gains from its performance check total (`checkTotal`; null when no check was made): the base
 * amount, plus the extra (追加楽素) when the total is at least the threshold (巧奏値): total = threshold adds it,
 * threshold − 1 does not. Only the total is compared (our reading: the threshold is no target number, so a 6-6
 * or a 1-1 counts by its total like any other roll). `threshold` is null when the gain has none or no check was
 * made (a non-finite total counts as none): then the base amount alone.
 */
export function gainFor(
  gain: TechniqueGain,
  checkTotal: number | null,
): { readonly resource: GainResource; readonly amount: number; readonly threshold: ThresholdCheck | null } {
  const base = wholeNumber(gain.amount, 0);
  if (!hasThreshold(gain) || checkTotal === null || !Number.isFinite(checkTotal))
    return { resource: gain.resource, amount: base, threshold: null };
  const threshold = wholeNumber(gain.threshold, 0);
  const total = wholeNumber(checkTotal);
  const reached = total >= threshold;
  const bonus = reached ? wholeNumber(gain.bonus, 0) : 0;
  return {
    resource: gain.resource,
    amount: Math.min(NUMBER_LIMIT, base + bonus),
    threshold: { total, threshold, reached, bonus },
  };
}

export interface PaidCost {
  /** The pool after paying: every value, changed or not (the caller writes the changed ones). */
  readonly pool: CostPool;
  readonly resource: CostResource;
  readonly amount: number;
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

/**
 * The cost of one use, `multiplier` times (magic expansion multiplies a spell's MP). Paid all at once or not
 * at all: a cost larger than what is held is refused and nothing changes (DMG-10 for MP; our reading for the
 * rest). HP (our reading, a cost of life) cannot be paid down to 0 or below: it needs more HP than it costs.
 */
export function payCost(pool: CostPool, cost: TechniqueCost, multiplier = 1): Result<PaidCost> {
  const amount = wholeNumber(cost.amount, 0) * Math.max(1, wholeNumber(multiplier, 1));
  const unchanged: PaidCost = { pool, resource: cost.resource, amount };
  if (cost.resource === "none" || amount === 0) return ok({ ...unchanged, amount: 0 });
  const short = (held: number) =>
    fail<PaidCost>("TechniqueCostUnpaid", `needs ${amount} ${cost.resource} but has ${held}`, {
      params: { cost: amount, held, resource: cost.resource },
    });
  switch (cost.resource) {
    case "mp": {
      const mp = wholeNumber(pool.mp, 0);
      if (amount > mp) return short(mp);
      return ok({ ...unchanged, pool: { ...pool, mp: mp - amount } });
    }
    case "hp": {
      const hp = wholeNumber(pool.hp);
      if (amount >= hp) return short(hp);
      return ok({ ...unchanged, pool: { ...pool, hp: hp - amount } });
    }
    case "card": {
      const colour = cost.cardColour;
      const rank = cost.cardRank;
      if (!colour || !CARD_COLOURS.includes(colour) || !rank || !CARD_RANKS.includes(rank))
        return fail("TechniqueCardUnknown", "a card cost needs a colour and a rank");
      const held = wholeNumber(pool.resources.cards[colour]?.[rank], 0);
      if (amount > held) return short(held);
      const cards = {
        ...pool.resources.cards,
        [colour]: { ...pool.resources.cards[colour], [rank]: held - amount },
      };
      return ok({ ...unchanged, pool: { ...pool, resources: { ...pool.resources, cards } } });
    }
    default: {
      const key = cost.resource;
      if (!COUNTER_RESOURCES.includes(key))
        return fail("TechniqueCostUnknown", `unknown cost resource ${String(key)}`);
      const held = wholeNumber(pool.resources[key], 0);
      if (amount > held) return short(held);
      return ok({ ...unchanged, pool: { ...pool, resources: { ...pool.resources, [key]: held - amount } } });
    }
  }
}

/**
 * A use paid and its gain added: `gained` is what was added ("none", 0 when nothing); `threshold` the performance
 * check against the 巧奏値, present only when one was made.
 */
export interface PaidUse extends PaidCost {
  readonly gained: { readonly resource: GainResource; readonly amount: number };
  readonly threshold?: ThresholdCheck;
}

/**
 * One use of a technique: its cost paid (payCost: all or nothing; `multiplier` is magic expansion's) and THEN
 * its gain added to the pool, in one result. A refused cost gains nothing and changes nothing, and a gain
 * never pays its own cost (2 陣気 held cannot pay 3 though the use would gather 5). Our reading: no cap on what
 * is held (our sources state none for 楽素 or 陣気); a corrupt stored count reads 0 before the gain is added.
 * `checkTotal` is the use's performance check total, if one was rolled: the gain adds its extra when the total
 * reaches its threshold (gainFor), and the result carries that check.
 */
export function payAndGain(
  pool: CostPool,
  cost: TechniqueCost,
  gain: TechniqueGain,
  multiplier = 1,
  checkTotal: number | null = null,
): Result<PaidUse> {
  const paid = payCost(pool, cost, multiplier);
  if (!paid.ok) return paid;
  const { amount, threshold } = gainFor(gain, checkTotal);
  const checked = threshold ? { threshold } : {};
  const nothing: PaidUse = { ...paid.value, gained: { resource: "none", amount: 0 }, ...checked };
  if (gain.resource === "none" || amount === 0) return ok(nothing);
  const key = gain.resource;
  if (!(COUNTER_RESOURCES as readonly string[]).includes(key))
    return fail("TechniqueGainUnknown", `unknown gain resource ${String(key)}`, {
      params: { resource: String(key) },
    });
  const resources = paid.value.pool.resources;
  const held = wholeNumber(resources[key], 0);
  return ok({
    ...paid.value,
    pool: { ...paid.value.pool, resources: { ...resources, [key]: Math.min(NUMBER_LIMIT, held + amount) } },
    gained: { resource: key, amount },
    ...checked,
  });
}

// ---------------------------------------------------------------- magic expansion (魔法拡大)

/**
 * Magic expansion chosen for one cast: how many targets (数), how many times the distance (距離) and the
 * duration (時間), and certainty (確実化: roll twice, keep the better).
 */
export interface MagicExpansion {
  readonly targets: number;
  readonly distance: number;
  readonly time: number;
  readonly certainty: boolean;
}

export const NO_EXPANSION: MagicExpansion = { targets: 1, distance: 1, time: 1, certainty: false };

/**
 * How expansions combine, our reading (the facts give no text, [U]): "multiply" (default: targets × distance ×
 * time × 2 for certainty, each expansion a multiplier on the cost) or "add" (each expansion adds its extra
 * multiples of the base cost: 1 + (targets − 1) + (distance − 1) + (time − 1) + 1 for certainty).
 */
export const EXPANSION_COMBINE = ["multiply", "add"] as const;
export type ExpansionCombine = (typeof EXPANSION_COMBINE)[number];

/** Expansion factors are whole numbers 1..10 (a choice in a dialog, never more targets than a table holds). */
export const MAX_EXPANSION = 10;

/** The MP multiplier of an expansion, or an error for a factor outside 1..MAX_EXPANSION. */
export function expansionMultiplier(
  expansion: MagicExpansion,
  combine: ExpansionCombine = "multiply",
): Result<number> {
  const factors = [expansion.targets, expansion.distance, expansion.time];
  for (const f of factors)
    if (typeof f !== "number" || !Number.isInteger(f) || f < 1 || f > MAX_EXPANSION)
      return fail("ExpansionOutOfRange", `an expansion factor must be 1..${MAX_EXPANSION}`, {
        params: { max: MAX_EXPANSION },
      });
  const certainty = expansion.certainty === true ? 2 : 1;
  if (combine === "add") return ok(1 + factors.reduce((sum, f) => sum + (f - 1), 0) + (certainty - 1));
  return ok(factors.reduce((product, f) => product * f, 1) * certainty);
}

/** A spell's MP cost with magic expansion, paid from `mp`: the MP left, or MpInsufficient (DMG-10). */
export function spellCastCost(
  mpCost: number,
  expansion: MagicExpansion,
  combine: ExpansionCombine = "multiply",
): Result<number> {
  const multiplier = expansionMultiplier(expansion, combine);
  if (!multiplier.ok) return multiplier;
  return ok(wholeNumber(mpCost, 0) * multiplier.value);
}

// ---------------------------------------------------------------- durations

export interface TechniqueDuration {
  readonly value: number;
  readonly units: DurationUnit;
}

/** Where the use happens: in a combat (its id, the round, the user's combatant) or outside any. */
export interface UseMoment {
  readonly combatId: string | null;
  readonly round: number;
  readonly combatantId: string | null;
  /**
   * When a technique's rounds end in a battle (a world setting): "roundStart", seed 000's "time is considered
   * to have passed at the beginning of the round ... expiring if they reach their limit" (FLOW-04, the default),
   * or "userTurn", at the start of the user's next turn (issue 18's wording). Absent reads "roundStart".
   */
  readonly roundsEnd?: RoundsEnd;
}

/** The two readings of when N rounds of a technique end in a battle (UseMoment.roundsEnd). */
export const ROUNDS_END = ["roundStart", "userTurn"] as const;
export type RoundsEnd = (typeof ROUNDS_END)[number];

/**
 * How an applied effect's end is stored (Foundry's duration fields plus our flag):
 * rounds/startRound/combatId are counted by `tickAtRoundStart` (FLOW-04), seconds by `expireAtCombatEnd`
 * (FLOW-06), `userTurn` ends it when the user's next turn opens, `scene` when the combat ends.
 */
export interface EffectTiming {
  readonly rounds: number | null;
  readonly startRound: number;
  readonly combatId: string | null;
  readonly seconds: number | null;
  readonly userTurn: { readonly combatantId: string; readonly round: number } | null;
  readonly scene: boolean;
}

const SECONDS_PER_MINUTE = 60;

/**
 * The stored end of an effect used at `moment`, or null for an instant technique (nothing lasts: no effect is
 * applied). Readings:
 * - rounds N: N rounds of 10 s counted from the round of use; by default it ends at the start of round s + N
 *   (seed 000: time passes at the beginning of the round, FLOW-04). With `roundsEnd: "userTurn"` (a world
 *   setting; issue 18's "a 10-second round that ends at the start of the user's next turn"), in combat it ends
 *   when the user's turn opens in round s + N (`userTurn` with round s + N − 1), or at the start of round
 *   s + N + 1 if the user gets no turn then. Outside combat: at the start of round s + N either way.
 * - untilNextTurn: ends when the user's next turn opens (in a later round); outside combat, one round.
 * - minutes N: N × 60 game seconds; it ends with the combat (FLOW-06) or when the game clock passes it.
 * - scene: ends with the combat it was used in (FLOW-06, our reading of "one scene"); outside combat, it lasts
 *   until removed by hand.
 */
export function effectTiming(duration: TechniqueDuration, moment: UseMoment): EffectTiming | null {
  const value = Math.max(1, wholeNumber(duration.value, 1));
  const round = wholeNumber(moment.round, 0);
  const base: EffectTiming = {
    rounds: null,
    startRound: round,
    combatId: moment.combatId,
    seconds: null,
    userTurn: null,
    scene: false,
  };
  switch (duration.units) {
    case "instant":
      return null;
    case "rounds":
      return moment.roundsEnd === "userTurn" && moment.combatId !== null && moment.combatantId !== null
        ? { ...base, rounds: value, userTurn: { combatantId: moment.combatantId, round: round + value - 1 } }
        : { ...base, rounds: value };
    case "untilNextTurn":
      return moment.combatId !== null && moment.combatantId !== null
        ? { ...base, userTurn: { combatantId: moment.combatantId, round } }
        : { ...base, rounds: 1 };
    case "minutes":
      return { ...base, seconds: value * SECONDS_PER_MINUTE };
    case "scene":
      return { ...base, scene: true };
    default:
      return null;
  }
}

/** An applied effect that ends at its user's next turn. */
export interface TurnTimedEffect {
  readonly id: string;
  readonly combatId: string | null;
  readonly userTurn: { readonly combatantId: string; readonly round: number } | null;
}

/**
 * The effects that end now that `combatantId`'s turn opens in `round` of combat `combatId`: those of this user,
 * used in an earlier round of the same combat ("until the start of the user's next turn").
 */
export function expireAtTurnStart(
  effects: readonly TurnTimedEffect[],
  turn: { readonly combatId: string; readonly round: number; readonly combatantId: string },
): string[] {
  return effects
    .filter(
      (e) =>
        e.userTurn !== null &&
        e.userTurn.combatantId === turn.combatantId &&
        (e.combatId === null || e.combatId === turn.combatId) &&
        wholeNumber(turn.round, 0) > wholeNumber(e.userTurn.round, 0),
    )
    .map((e) => e.id);
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
