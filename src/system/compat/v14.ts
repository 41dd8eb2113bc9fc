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
  SECONDS_PER_UNIT,
  sourceOf,
  stringOr,
  typeOfMode,
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
  return {
    rounds: units === "rounds" ? value : null,
    startRound: numberOr(start.round, 0),
    combatId: stringOr(start.combat, null),
    seconds: value !== null && factor !== undefined ? value * factor : null,
  };
}

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
  if (typeof input.rounds === "number" && input.rounds > 0)
    return { duration: { value: input.rounds, units: "rounds", expiry: null }, start };
  if (typeof input.seconds === "number" && input.seconds > 0)
    return { duration: timeDuration(input.seconds), start };
  if (typeof input.turns === "number" && input.turns > 0)
    return { duration: { value: input.turns, units: "turns", expiry: null }, start };
  return { duration: { value: null, units: "seconds", expiry: null }, start };
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
  if (!isV14Duration(duration)) {
    const rounds = numberOr(duration.rounds, null);
    const turns = numberOr(duration.turns, null);
    const seconds = numberOr(duration.seconds, null);
    const hasAny =
      [rounds, turns, seconds].some((n) => n !== null && n > 0) || stringOr(duration.combat, null);
    if (hasAny) {
      update.duration =
        rounds !== null && rounds > 0
          ? { value: rounds, units: "rounds", expiry: null }
          : turns !== null && turns > 0
            ? { value: turns, units: "turns", expiry: null }
            : seconds !== null && seconds > 0
              ? timeDuration(seconds)
              : { value: null, units: "seconds", expiry: null };
      update.start = {
        round: numberOr(duration.startRound, null),
        turn: numberOr(duration.startTurn, null),
        time: numberOr(duration.startTime, null),
        combat: stringOr(duration.combat, null),
      };
    }
  }
  return Object.keys(update).length > 0 ? { _id: source._id, ...update } : null;
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
  effectChanges: readChanges,
  effectChangesData: (changes) => ({ system: { changes: changesData(changes) } }),
  effectTiming: readTiming,
  effectTimingData: (input) => ({ ...timingData(input) }),
  chatData: baseChatData,
  chatModeFunction: "applyMode",
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
  configureEffects() {
    // v14 removed CONFIG.ActiveEffect.legacyTransferral: item effects always apply from the item.
  },
};
