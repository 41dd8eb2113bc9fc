/**
 * The shapes of Foundry VTT v14 that the system reads or writes. fvtt-types covers v13 only, so these are
 * declared here, from v14's public API pages (sources in docs/foundry-versions.md). Only compat/ imports them.
 */

/** v14 `ActiveEffectChangeData` (foundry.documents.types.ActiveEffectChangeData), as stored. */
export interface V14EffectChange {
  key: string;
  value: string;
  /** A key of `CONST.ACTIVE_EFFECT_CHANGE_TYPES` ("add", "override", ...) or a system's own type. */
  type: string;
  /** A key of `CONST.ACTIVE_EFFECT_CHANGE_PHASES` / `CONFIG.ActiveEffect.phases` ("initial", "final"). */
  phase: string;
  priority?: number | null;
}

/** v14 `EffectDurationData`: `{value, units, expiry}`; value and expiry both null = indefinite. */
export interface V14EffectDuration {
  value: number | null;
  units: "years" | "months" | "days" | "hours" | "minutes" | "seconds" | "rounds" | "turns";
  expiry: string | null;
  expired?: boolean;
}

/** v14 `EffectStartData`: when the duration started. */
export interface V14EffectStart {
  time?: number | null;
  combat?: string | null;
  combatant?: string | null;
  initiative?: number | null;
  round?: number | null;
  turn?: number | null;
}

/** The part of a v14 ActiveEffect source the system reads. */
export interface V14EffectSource {
  _id?: string;
  system?: { changes?: V14EffectChange[] };
  duration?: Partial<V14EffectDuration>;
  start?: V14EffectStart;
}

/** A v14 Region shape (foundry.data.CircleShapeData and kin): pixels, `hole` subtracts. */
export interface V14RegionShape {
  type: string;
  x?: number;
  y?: number;
  radius?: number;
  hole?: boolean;
}

/** What is read of a v14 RegionDocument. */
export interface V14RegionLike {
  shapes?: readonly V14RegionShape[];
  parent?: { id?: string | null; grid?: unknown } | null;
}

/** What is read of a v14 TokenDocument: `level` is the id of the Scene Level it stands on. */
export interface V14TokenLike {
  elevation?: number;
  level?: string | null;
}

/** v14 `ChatMessage.applyMode(data, mode)` (replaces v13's `applyRollMode`). */
export interface V14ChatMessageClass {
  applyMode(data: object, mode: string): object;
}
