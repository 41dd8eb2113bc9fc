/**
 * Foundry VTT v14's answers (shapes in types.d.ts, sources in docs/foundry-versions.md): Active Effects V2
 * (`system.changes` with a string `type` and a `phase`; `duration: {value, units, expiry}` with a separate
 * `start`), Regions for placed areas (MeasuredTemplates still read while v14 keeps them), message modes
 * ("public", "gm", ...) applied with `ChatMessage.applyMode`, status effects with `img` only, Scene Levels.
 */
import {
  type AreaCircle,
  type Bag,
  bagOf,
  type CardMode,
  type EffectChange,
  type EffectChangeInput,
  type EffectTiming,
  type EffectTimingInput,
  type Generation,
  legacyChanges,
  legacyTiming,
  modeOfType,
  numberOr,
  ROUND_START_EXPIRY,
  SECONDS_PER_UNIT,
  sourceOf,
  stringOr,
  typeOfMode,
  USER_TURN_EXPIRY,
} from "./api.js";
import type { V14EffectChange, V14EffectDuration, V14EffectStart } from "./types.js";
import { baseChatData, templateCircle } from "./v13.js";

/** The phase a change without one is applied in (v14 migrates a legacy change to it). */
export const DEFAULT_PHASE = "initial";

function v14Changes(raw: unknown): EffectChange[] {
  if (!Array.isArray(raw)) return [];
  const out: EffectChange[] = [];
  for (const entry of raw) {
    const c = bagOf(entry);
    const type = stringOr(c.type, null);
    if (typeof c.key !== "string" || type === null) continue;
    out.push({
      key: c.key,
      value: String(c.value ?? ""),
      type,
      phase: stringOr(c.phase, DEFAULT_PHASE),
      priority: numberOr(c.priority, null),
      mode: modeOfType(type),
    });
  }
  return out;
}

/** `system.changes` when it is there; a legacy root `changes` (a source v14 has not shimmed) otherwise. */
function readChanges(effect: unknown): EffectChange[] {
  const source = sourceOf(effect);
  const system = bagOf(source.system);
  if (Array.isArray(system.changes)) return v14Changes(system.changes);
  return legacyChanges(source.changes);
}

/** Whether a duration object is v14-shaped (it has `value` or `units`). */
function isV14Duration(duration: Bag): boolean {
  return "value" in duration || "units" in duration;
}

function readTiming(effect: unknown): EffectTiming {
  const source = sourceOf(effect);
  const duration = bagOf(source.duration);
  if (!isV14Duration(duration)) return legacyTiming(duration);
  const start = bagOf(source.start);
  const value = numberOr(duration.value, null);
  const units = stringOr(duration.units, "");
  const factor = SECONDS_PER_UNIT[units];
  // An effect migrated from rounds and seconds both keeps its seconds in a flag (v14EffectUpdate).
  const kept = numberOr(bagOf(bagOf(source.flags).swordworld25)[DURATION_SECONDS_FLAG], null);
  return {
    rounds: units === "rounds" ? value : null,
    startRound: numberOr(start.round, 0),
    combatId: stringOr(start.combat, null),
    seconds:
      value !== null && factor !== undefined ? value * factor : kept !== null && kept > 0 ? kept : null,
  };
}

/**
 * v14 keeps one unit per duration; the rules read a stored effect's rounds (FLOW-04) and seconds (FLOW-06) both.
 * An effect stored with both keeps rounds as its duration and its seconds in `flags.swordworld25.durationSeconds`.
 */
const DURATION_SECONDS_FLAG = "durationSeconds";

/** Seconds in the largest whole unit (3600 → 1 hour), as a GM would type them. */
function timeDuration(seconds: number): V14EffectDuration {
  for (const units of ["days", "hours", "minutes"] as const) {
    const per = SECONDS_PER_UNIT[units] ?? 1;
    if (seconds % per === 0) return { value: seconds / per, units, expiry: null };
  }
  return { value: seconds, units: "seconds", expiry: null };
}

function timingData(input: EffectTimingInput): { duration: V14EffectDuration; start: V14EffectStart } {
  const start: V14EffectStart = { round: input.startRound ?? null, combat: input.combatId ?? null };
  const userTurn = input.endsAtUserTurn === true;
  if (typeof input.rounds === "number" && input.rounds > 0)
    return { duration: roundsDuration(input.rounds, userTurn), start };
  if (typeof input.seconds === "number" && input.seconds > 0)
    return { duration: timeDuration(input.seconds), start };
  if (typeof input.turns === "number" && input.turns > 0)
    return { duration: turnsDuration(input.turns, userTurn), start };
  return { duration: { value: null, units: "seconds", expiry: null }, start };
}

/**
 * Rounds (FLOW-04): core's `roundStart` expiry, the moment the rules end them; rounds counted to the user's
 * turn: the system's own event (core never fires it, so it never ends them early at the round start).
 */
function roundsDuration(rounds: number, userTurn: boolean): V14EffectDuration {
  return { value: rounds, units: "rounds", expiry: userTurn ? USER_TURN_EXPIRY : ROUND_START_EXPIRY };
}

/**
 * Turns: only a technique's "until the user's next turn" writes them (so Foundry shows the effect as
 * temporary); v14 would count a turn at every turn change of the combat and end it when the next combatant
 * acts. With the system's own expiry event core never ends it: the duration hooks do, at the user's turn.
 */
function turnsDuration(turns: number, userTurn: boolean): V14EffectDuration {
  return { value: turns, units: "turns", expiry: userTurn ? USER_TURN_EXPIRY : null };
}

function changesData(changes: readonly EffectChangeInput[]): V14EffectChange[] {
  return changes.map((c) => ({
    key: c.key,
    value: String(c.value),
    type: c.type,
    phase: DEFAULT_PHASE,
    ...(c.priority != null ? { priority: c.priority } : {}),
  }));
}

/**
 * The update that brings one stored v13-shaped effect to v14's shape, or null when there is nothing to
 * convert. Changes: root `changes` with numeric modes become `system.changes` (type by mode, phase
 * "initial", priority kept), unless `system.changes` already holds some (v14 shimmed it); a change with an
 * unknown mode or no key is dropped (v13 could not apply it either). Duration: `rounds` (else `turns`, else
 * `seconds`) becomes `{value, units, expiry: null}`; `startRound/startTurn/startTime/combat` become `start`.
 */
export function v14EffectUpdate(raw: unknown): Record<string, unknown> | null {
  const source = bagOf(raw);
  if (typeof source._id !== "string" || source._id === "") return null;
  const update: Record<string, unknown> = {};
  const rootChanges = Array.isArray(source.changes) ? source.changes : [];
  const system = bagOf(source.system);
  const hasV14Changes = Array.isArray(system.changes) && system.changes.length > 0;
  if (rootChanges.length > 0 && !hasV14Changes) {
    const converted = legacyChanges(rootChanges).map((c) => ({
      key: c.key,
      value: c.value,
      type: typeOfMode(c.mode) ?? "custom",
      phase: DEFAULT_PHASE,
      ...(c.priority !== null ? { priority: c.priority } : {}),
    }));
    update.system = { changes: converted };
    update.changes = [];
  }
  const duration = bagOf(source.duration);
  const userTurn = endsAtUserTurn(source.flags);
  if (!isV14Duration(duration)) {
    const rounds = numberOr(duration.rounds, null);
    const turns = numberOr(duration.turns, null);
    const seconds = numberOr(duration.seconds, null);
    const hasAny =
      [rounds, turns, seconds].some((n) => n !== null && n > 0) || stringOr(duration.combat, null);
    if (hasAny) {
      // Rounds first (FLOW-04), then time (it ends with the world's clock and, in minutes, with the combat:
      // FLOW-06), then turns: an effect stored with turns and seconds keeps the ending the rules give it.
      update.duration =
        rounds !== null && rounds > 0
          ? roundsDuration(rounds, userTurn)
          : seconds !== null && seconds > 0
            ? timeDuration(seconds)
            : turns !== null && turns > 0
              ? turnsDuration(turns, userTurn)
              : { value: null, units: "seconds", expiry: null };
      if (rounds !== null && rounds > 0 && seconds !== null && seconds > 0)
        update.flags = { swordworld25: { [DURATION_SECONDS_FLAG]: seconds } };
      // EffectStartData: `time` is a number (not nullable); round, turn and combat may be null.
      const time = numberOr(duration.startTime, null);
      update.start = {
        round: numberOr(duration.startRound, null),
        turn: numberOr(duration.startTurn, null),
        combat: stringOr(duration.combat, null),
        ...(time !== null ? { time } : {}),
      };
    }
  } else if (
    userTurn &&
    (duration.units === "rounds" || duration.units === "turns") &&
    duration.expiry !== USER_TURN_EXPIRY &&
    numberOr(duration.value, null) !== null
  ) {
    // (Only rounds and turns end at the user's turn: a time duration keeps core's expiry, as the first run wrote.)
    // Core already brought the duration to v14's shape; it cannot know the technique's end: only the expiry
    // event is ours to write.
    update.duration = { expiry: USER_TURN_EXPIRY };
  }
  return Object.keys(update).length > 0 ? { _id: source._id, ...update } : null;
}

/** Whether a stored effect is a technique's copy that ends at its user's next turn (technique-plan.ts flag). */
function endsAtUserTurn(flags: unknown): boolean {
  const technique = bagOf(bagOf(bagOf(flags).swordworld25).technique);
  return typeof bagOf(technique.userTurn).combatantId === "string";
}

/** A Region's single circle (no holes): centre in pixels, radius from pixels into the scene's units. */
function regionCircle(doc: unknown): AreaCircle | null {
  const region = bagOf(doc);
  const shapes = Array.isArray(region.shapes) ? region.shapes.map(bagOf) : [];
  const [shape] = shapes;
  if (shapes.length !== 1 || !shape || shape.type !== "circle" || shape.hole === true) return null;
  const scene = (region.parent as AreaCircle["scene"]) ?? null;
  const grid = bagOf(scene?.grid);
  const size = numberOr(grid.size, 0);
  const distance = numberOr(grid.distance, 0);
  const x = numberOr(shape.x, null);
  const y = numberOr(shape.y, null);
  const radius = numberOr(shape.radius, null);
  if (x === null || y === null || radius === null || radius < 0 || !(size > 0) || !(distance > 0))
    return null;
  return { x, y, distance: (radius / size) * distance, scene };
}

const MESSAGE_MODES: Record<CardMode, string> = { public: "public", gm: "gm", blind: "blind", self: "self" };

export const v14: Generation = {
  generation: 14,
  batchUpdate: "modifyBatch",
  effectChanges: readChanges,
  effectChangesData: (changes) => ({ system: { changes: changesData(changes) } }),
  effectTiming: readTiming,
  effectTimingData: (input) => ({ ...timingData(input) }),
  chatData: baseChatData,
  chatModeFunction: "applyMode",
  modeSetting: "messageMode",
  cardModeOf: (value) =>
    (Object.keys(MESSAGE_MODES) as CardMode[]).find((mode) => MESSAGE_MODES[mode] === value) ?? null,
  chatModeKey: (mode) => MESSAGE_MODES[mode],
  statusImage: (status) => status.img ?? null,
  areaCircle: (documentName, doc) =>
    documentName === "Region"
      ? regionCircle(doc)
      : documentName === "MeasuredTemplate"
        ? templateCircle(doc)
        : null,
  areaHooks: ["createMeasuredTemplate", "createRegion"],
  tokenHeight(token) {
    const t = bagOf(token);
    return { elevation: numberOr(t.elevation, 0), level: stringOr(t.level, null) };
  },
  effectSourceUpdate: v14EffectUpdate,
  deletion(path, key) {
    // v14 `foundry.data.operators.ForcedDeletion` (https://foundryvtt.com/api/classes/foundry.data.operators.ForcedDeletion.html,
    // foundryvtt#13090): `create()` gives the operator. Without it (an older 14 build) the legacy form still works.
    const operators = (globalThis as { foundry?: { data?: { operators?: unknown } } }).foundry?.data
      ?.operators;
    const op = (
      operators as { ForcedDeletion?: { create?: () => unknown } } | undefined
    )?.ForcedDeletion?.create?.();
    const prefix = path ? `${path}.` : "";
    return op !== undefined ? [`${prefix}${key}`, op] : [`${prefix}-=${key}`, null];
  },
  configureEffects(config) {
    // v14 removed CONFIG.ActiveEffect.legacyTransferral: item effects always apply from the item.
    // The system's expiry event, labelled in the effect's Duration tab (v14 `CONFIG.ActiveEffect.expiryEvents`:
    // "Additional expiry events registered by packages"). `expiryAction` stays core's (or a module's) choice.
    config.expiryEvents = {
      ...bagOf(config.expiryEvents),
      [USER_TURN_EXPIRY]: "SW25.Foundry.Expiry.userTurn",
    };
  },
};
