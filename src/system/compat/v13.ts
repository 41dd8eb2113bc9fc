/**
 * Foundry VTT v13's answers (the shapes fvtt-types 13 and the v13 API pages describe): effect changes at the
 * effect's root with a numeric `mode`, durations as rounds/turns/seconds with their start, MeasuredTemplates
 * for placed areas, `ChatMessage.applyRollMode` with "publicroll"-style keys, and no Scene Levels.
 */
import {
  type AreaCircle,
  bagOf,
  type CardMode,
  type ChatCardData,
  type EffectChangeInput,
  type EffectTimingInput,
  type Generation,
  legacyChanges,
  legacyTiming,
  modeOfType,
  numberOr,
  type StatusEffectLike,
  sourceOf,
} from "./api.js";

const ROLL_MODES: Record<CardMode, string> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/** The common part of a chat message's data: both generations write these keys alike. */
export function baseChatData(card: ChatCardData): Record<string, unknown> {
  const data: Record<string, unknown> = { content: card.content };
  if (card.speaker) data.speaker = card.speaker;
  if (card.whisper) data.whisper = card.whisper.filter((id): id is string => typeof id === "string");
  if (card.flags) data.flags = card.flags;
  if (card.rolls) data.rolls = [...card.rolls];
  return data;
}

/** A MeasuredTemplate's circle (`t: "circle"`, distance in scene units); any other shape is no circle. */
export function templateCircle(doc: unknown): AreaCircle | null {
  const t = bagOf(doc);
  if (t.t !== "circle") return null;
  const x = numberOr(t.x, null);
  const y = numberOr(t.y, null);
  const distance = numberOr(t.distance, null);
  if (x === null || y === null || distance === null || distance < 0) return null;
  return { x, y, distance, scene: (t.parent as AreaCircle["scene"]) ?? null };
}

export const v13: Generation = {
  generation: 13,
  batchUpdate: "updateDocuments",
  effectChanges: (effect) => legacyChanges(sourceOf(effect).changes),
  effectChangesData(changes: readonly EffectChangeInput[]) {
    const out: Record<string, unknown>[] = [];
    for (const c of changes) {
      const mode = modeOfType(c.type);
      // A type v13 has no mode for (v14's "subtract", a system type) cannot be stored here.
      if (mode === null) continue;
      out.push({
        key: c.key,
        value: String(c.value),
        mode,
        ...(c.priority != null ? { priority: c.priority } : {}),
      });
    }
    return { changes: out };
  },
  effectTiming: (effect) => legacyTiming(sourceOf(effect).duration),
  effectTimingData(input: EffectTimingInput) {
    // Only the keys given: an update leaves the others as stored, a create leaves them at their defaults.
    const duration: Record<string, unknown> = {};
    if (input.rounds !== undefined) duration.rounds = input.rounds;
    if (input.turns !== undefined) duration.turns = input.turns;
    if (input.seconds !== undefined) duration.seconds = input.seconds;
    if (input.startRound !== undefined) duration.startRound = input.startRound;
    if (input.combatId !== undefined) duration.combat = input.combatId;
    return { duration };
  },
  chatData: baseChatData,
  chatModeFunction: "applyRollMode",
  modeSetting: "rollMode",
  cardModeOf: (value) =>
    (Object.keys(ROLL_MODES) as CardMode[]).find((mode) => ROLL_MODES[mode] === value) ?? null,
  chatModeKey: (mode) => ROLL_MODES[mode],
  statusImage: (status: StatusEffectLike) => status.img ?? status.icon ?? null,
  areaCircle: (documentName, doc) => (documentName === "MeasuredTemplate" ? templateCircle(doc) : null),
  areaHooks: ["createMeasuredTemplate"],
  tokenHeight: (token) => ({ elevation: numberOr(bagOf(token).elevation, 0), level: null }),
  effectSourceUpdate: () => null,
  deletion: (path, key) => [`${path ? `${path}.` : ""}-=${key}`, null],
  configureEffects(config) {
    // v13: an owned item's effects apply from the item (no copy onto the actor).
    config.legacyTransferral = false;
  },
};
