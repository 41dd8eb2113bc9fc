/**
 * Pure data migrations (no Foundry globals, so they are tested in Node). Each step upgrades the `system`
 * of one document type by one schema version; a step returns the changed `system` (a copy) or null when
 * nothing changes, and touches only the keys it knows, so fields it does not understand are kept.
 *
 * Every shape the stored schema ever had (git history of src/system/data, 2fca611 onwards):
 * - version 0, character `hp`/`mp` as flat numbers or text (hand-written and early data): step to 1 below.
 * - every other change so far only ADDED fields (character spentOverride, honor, languages, profile,
 *   growthLog, elementAffinities; monster elementAffinities; spell healing; issue 19: character records,
 *   palette, profile height/weight/playerName, honor dishonor/dishonorItems, race dice technique/body/mind,
 *   mount skills, the new birth item type): the schema's initial values
 *   fill them as a document loads, so no step is needed (the fixtures of test/fixtures/migrations/ prove it).
 * - items: no item field was ever renamed or reshaped, so ITEM_STEPS is empty; a future item step goes there.
 * - the Combat's `system.battle` JSON only gained optional fields (limitedBy, sectionsActed, moveSpeed,
 *   standard), which the engine's normalizeBattle reads as absent; that too is checked by a fixture.
 */

/** The schema version this code writes. */
export const CURRENT_SCHEMA_VERSION = 1;

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One step: the version it upgrades to, the document types it applies to, and the upgrade itself. */
export interface MigrationStep {
  readonly to: number;
  readonly types: readonly string[];
  readonly migrate: (system: PlainObject) => PlainObject | null;
}

/** The steps of each document kind, oldest first. */
export interface MigrationSteps {
  readonly actor: readonly MigrationStep[];
  readonly item: readonly MigrationStep[];
}

/** A whole number from a number or numeric text ("12", "１２"), else null. */
function toWholeNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/[０-９]/g, (d) => String("０１２３４５６７８９".indexOf(d)));
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/**
 * Version 0 → 1: early and hand-written data kept hp/mp as flat numbers (`hp: 12`) or text;
 * the schema wants `{ value }` (max is derived). An unreadable value becomes `{}` here, so the schema
 * default applies as the document loads; the world migration never writes such an `{}` (plan.ts), so
 * the stored original is not lost.
 */
function resourcesToObjects(system: PlainObject): PlainObject | null {
  let changed: PlainObject | null = null;
  for (const key of ["hp", "mp"] as const) {
    const old = system[key];
    if (old === undefined || isPlainObject(old)) continue;
    const value = toWholeNumber(old);
    changed = { ...(changed ?? system), [key]: value === null ? {} : { value } };
  }
  return changed;
}

const ACTOR_STEPS: readonly MigrationStep[] = [{ to: 1, types: ["character"], migrate: resourcesToObjects }];

const ITEM_STEPS: readonly MigrationStep[] = [];

/** The steps this code knows. Tests may pass their own to the planner. */
export const MIGRATION_STEPS: MigrationSteps = { actor: ACTOR_STEPS, item: ITEM_STEPS };

/**
 * Runs every step above `fromVersion` that applies to `type` over a copy of `system`; null when none
 * changed anything (or `system` is not an object).
 */
export function runSteps(
  steps: readonly MigrationStep[],
  type: string,
  system: unknown,
  fromVersion: number,
): PlainObject | null {
  if (!isPlainObject(system)) return null;
  let current = system;
  let changed = false;
  for (const step of steps) {
    if (step.to <= fromVersion || !step.types.includes(type)) continue;
    const next = step.migrate(current);
    if (next) {
      current = next;
      changed = true;
    }
  }
  return changed ? current : null;
}

/** A character's `system` upgraded from `fromVersion` (the data model's migrateData runs it on load). */
export function migrateActorSource(system: unknown, fromVersion: number): PlainObject | null {
  return runSteps(ACTOR_STEPS, "character", system, fromVersion);
}

/** An item's `system` upgraded from `fromVersion`; null while no item step exists or none applies. */
export function migrateItemSource(type: string, system: unknown, fromVersion: number): PlainObject | null {
  return runSteps(ITEM_STEPS, type, system, fromVersion);
}
