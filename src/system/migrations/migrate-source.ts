/**
 * Pure data migrations (no Foundry globals, so they are tested in Node). Each step upgrades a document's
 * source one schema version; `migrateActorSource` returns the changed `system` or null when nothing changes.
 */

/** The schema version this code writes. */
export const CURRENT_SCHEMA_VERSION = 1;

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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
 * the schema wants `{ value }` (max is derived). Unreadable values are dropped so the schema default applies.
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

const ACTOR_STEPS: readonly {
  readonly to: number;
  readonly migrate: (system: PlainObject) => PlainObject | null;
}[] = [{ to: 1, migrate: resourcesToObjects }];

/** Runs every actor step above `fromVersion` over a copy of `system`; null when none changed anything. */
export function migrateActorSource(system: unknown, fromVersion: number): PlainObject | null {
  if (!isPlainObject(system)) return null;
  let current = system;
  let changed = false;
  for (const step of ACTOR_STEPS) {
    if (step.to <= fromVersion) continue;
    const next = step.migrate(current);
    if (next) {
      current = next;
      changed = true;
    }
  }
  return changed ? current : null;
}
