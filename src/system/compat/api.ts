/**
 * The questions the rest of the system asks the compatibility layer, as plain types; v13.ts and v14.ts each
 * answer them for their generation. Pure where it can be: no function here reads a Foundry global.
 */

/** One change of an Active Effect, read the same way in every generation. */
export interface EffectChange {
  readonly key: string;
  readonly value: string;
  /** The change type as v14 names it: "custom", "multiply", "add", "downgrade", "upgrade", "override", ... */
  readonly type: string;
  /** v14's phase ("initial" when the stored change has none). */
  readonly phase: string;
  /** The stored priority, or null for the default. */
  readonly priority: number | null;
  /** The v13 numeric mode (CONST.ACTIVE_EFFECT_MODES), or null for a type v13 has no mode for ("subtract"). */
  readonly mode: number | null;
}

/** A change to write: the rest of the system names types as v14 does. */
export interface EffectChangeInput {
  readonly key: string;
  readonly value: string | number;
  readonly type: string;
  readonly priority?: number | null;
}

/** An effect's duration as the rules count it (rules/character/effect-durations.ts `TimedEffect`). */
export interface EffectTiming {
  /** Rounds; null = not a round duration. */
  readonly rounds: number | null;
  readonly startRound: number;
  /** The combat it started in; null = none. */
  readonly combatId: string | null;
  /** Game seconds (minutes 60, hours 3600); null = not a time duration. */
  readonly seconds: number | null;
}

export interface EffectTimingInput {
  readonly rounds?: number | null;
  /** Turns: Foundry shows an effect with a duration as temporary (its icon on the token). */
  readonly turns?: number | null;
  readonly seconds?: number | null;
  readonly startRound?: number | null;
  readonly combatId?: string | null;
  /**
   * Its end is its user's next turn (a technique's "until the user's next turn", or its rounds counted to the
   * user's turn): v14 stores the system's own expiry event, so core never ends it on its own count.
   */
  readonly endsAtUserTurn?: boolean;
}

/**
 * The expiry event (v14 `duration.expiry`) of an effect that ends when its user's turn opens. Registered in
 * `CONFIG.ActiveEffect.expiryEvents`; core never fires it ("Other events can be defined by systems and
 * modules, with their handling also left to them", v14 `CONST.ACTIVE_EFFECT_EXPIRY_EVENTS`), and "expiration
 * occurs when both the end of the duration and the expiry event are reached" (v14 `EffectDurationData`), so
 * only the system's duration hooks end it.
 */
export const USER_TURN_EXPIRY = "swordworld25.userTurn";

/**
 * FLOW-04 in v14's words: a round duration ends at the start of the round its last round is over, core's
 * `roundStart` event (v14 `CONST.ACTIVE_EFFECT_EXPIRY_EVENTS`).
 */
export const ROUND_START_EXPIRY = "roundStart";

/** Who sees a card: v14's message modes (v13's roll modes publicroll/gmroll/blindroll/selfroll). */
export type CardMode = "public" | "gm" | "blind" | "self";

/** A chat card to post. `style` is a key of CONST.CHAT_MESSAGE_STYLES (never the v13 `type`). */
export interface ChatCardData {
  readonly content: string;
  readonly speaker?: object;
  readonly whisper?: readonly (string | null | undefined)[];
  readonly flags?: object;
  readonly rolls?: readonly unknown[];
  readonly style?: "OTHER" | "OOC" | "IC" | "EMOTE";
  /** Applied with the generation's roll/message mode function; absent = as given (whisper decides). */
  readonly mode?: CardMode;
}

/** A placed circular area: its centre in scene pixels and its radius in the scene's distance units. */
export interface AreaCircle {
  readonly x: number;
  readonly y: number;
  readonly distance: number;
  readonly scene: { readonly id?: string | null; readonly grid?: unknown } | null;
}

/** A token's height: elevation in the scene's units, and (v14 Scene Levels) the id of its level. */
export interface TokenHeight {
  readonly elevation: number;
  readonly level: string | null;
}

/** A status effect entry of CONFIG.statusEffects, as read. */
export interface StatusEffectLike {
  readonly id?: string;
  readonly name?: string;
  readonly img?: string;
  readonly icon?: string;
}

/** What one generation answers. */
export interface Generation {
  readonly generation: number;
  effectChanges(source: unknown): EffectChange[];
  effectChangesData(changes: readonly EffectChangeInput[]): Record<string, unknown>;
  effectTiming(source: unknown): EffectTiming;
  effectTimingData(input: EffectTimingInput): Record<string, unknown>;
  chatData(card: ChatCardData): Record<string, unknown>;
  chatModeKey(mode: CardMode): string;
  /**
   * The core client setting holding the user's chosen mode: v13 `core.rollMode` (CONST.DICE_ROLL_MODES
   * values), v14 `core.messageMode` (CONFIG.ChatMessage.modes keys; `core.rollMode` deprecated since v14).
   */
  readonly modeSetting: "rollMode" | "messageMode";
  /** The CardMode of a stored setting value; null for a value this generation does not name. */
  cardModeOf(value: unknown): CardMode | null;
  /** The static ChatMessage method that applies a mode to message data (mutates and returns it). */
  readonly chatModeFunction: "applyRollMode" | "applyMode";
  statusImage(status: StatusEffectLike): string | null;
  areaCircle(documentName: string, doc: unknown): AreaCircle | null;
  /** The document hooks that announce a placed area. */
  readonly areaHooks: readonly string[];
  tokenHeight(token: unknown): TokenHeight;
  /** The update that brings one stored effect source to this generation's shape; null = nothing to do. */
  effectSourceUpdate(source: unknown): Record<string, unknown> | null;
  /**
   * The update entry that deletes `key` under the dotted `path`: v13 the `-=key` form, v14 the key set to a
   * `foundry.data.operators.ForcedDeletion` (the `-=` form deprecated since v14, removed in v16).
   */
  deletion(path: string, key: string): [string, unknown];
  /**
   * How several documents are updated all at once: v13 `Document.updateDocuments`, v14
   * `foundry.documents.modifyBatch` (its page: "either all must succeed, or all must fail").
   */
  readonly batchUpdate: "updateDocuments" | "modifyBatch";
  /** Adjusts CONFIG.ActiveEffect at init. */
  configureEffects(config: Record<string, unknown>): void;
}

// ---- helpers both generations use ---------------------------------------------------------------

export type Bag = Record<string, unknown>;

export function bagOf(value: unknown): Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Bag) : {};
}

export function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function stringOr<T>(value: unknown, fallback: T): string | T {
  return typeof value === "string" && value !== "" ? value : fallback;
}

/** v13 modes (CONST.ACTIVE_EFFECT_MODES) by index, named as v14's change types. */
export const MODE_TYPES = ["custom", "multiply", "add", "downgrade", "upgrade", "override"] as const;

export function modeOfType(type: string): number | null {
  const i = (MODE_TYPES as readonly string[]).indexOf(type);
  return i >= 0 ? i : null;
}

export function typeOfMode(mode: unknown): string | null {
  return typeof mode === "number" && Number.isInteger(mode) ? (MODE_TYPES[mode] ?? null) : null;
}

/** Seconds per v14 time unit (a month and a year as 30 and 365 days: SW2.5 durations never use them). */
export const SECONDS_PER_UNIT: Readonly<Record<string, number>> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86400,
  months: 2592000,
  years: 31536000,
};

/** An effect's plain source: a document's `toObject()`, or the object itself when it is already plain. */
export function sourceOf(effect: unknown): Bag {
  const e = effect as { toObject?: () => unknown } | null;
  if (e && typeof e.toObject === "function") return bagOf(e.toObject());
  return bagOf(effect);
}

/** v13-shaped changes (`[{key, value, mode, priority}]`) read into EffectChange; garbage skipped. */
export function legacyChanges(raw: unknown): EffectChange[] {
  if (!Array.isArray(raw)) return [];
  const out: EffectChange[] = [];
  for (const entry of raw) {
    const c = bagOf(entry);
    const type = typeOfMode(c.mode);
    if (typeof c.key !== "string" || type === null) continue;
    out.push({
      key: c.key,
      value: String(c.value ?? ""),
      type,
      phase: "initial",
      priority: numberOr(c.priority, null),
      mode: c.mode as number,
    });
  }
  return out;
}

/** v13-shaped duration (`{rounds, startRound, combat, seconds}`) read into EffectTiming. */
export function legacyTiming(raw: unknown): EffectTiming {
  const d = bagOf(raw);
  return {
    rounds: numberOr(d.rounds, null),
    startRound: numberOr(d.startRound, 0),
    combatId: stringOr(d.combat, null),
    seconds: numberOr(d.seconds, null),
  };
}

/** Whether a v13-shaped duration carries anything (a round, time or combat). */
export function hasLegacyTiming(raw: unknown): boolean {
  const d = bagOf(raw);
  return (
    ["rounds", "turns", "seconds", "startRound", "startTurn"].some((k) => typeof d[k] === "number") ||
    stringOr(d.combat, null) !== null
  );
}
