/**
 * Undoing an applied damage or heal: what an application changed, and whether it may be put back now. Not a
 * game rule but a table's correction (a wrong target, a wrong button): it restores exactly what the
 * application changed, and only while nothing else has changed it since. Pure: the Foundry side
 * (src/system/chat/undo-apply.ts) reads the stored change and the target's current value and writes the
 * answer.
 */
import { fail, ok, type Result } from "../errors.js";

/** What one application changed on one target: its HP (a character's, or one section's) and its status. */
export interface AppliedChange {
  /** The section hit; null for a one-body target. */
  readonly section: number | null;
  readonly field: "hp";
  readonly before: number;
  readonly after: number;
  /** The "unconscious" status the application added, removed, or left alone (null). */
  readonly status: "added" | "removed" | null;
  /** Undone already: an application is undone once. */
  readonly undone: boolean;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The change stored with an application, or null when there is none to read (a record written before undo
 * existed, or anything malformed): such an application cannot be undone, never guessed at.
 */
export function readAppliedChange(raw: unknown): AppliedChange | null {
  if (!isRecord(raw)) return null;
  const { section, field, before, after, status, undone } = raw;
  if (field !== "hp") return null;
  if (section !== null && !(Number.isInteger(section) && (section as number) >= 0)) return null;
  if (!Number.isFinite(before) || !Number.isFinite(after)) return null;
  if (status !== null && status !== "added" && status !== "removed") return null;
  return {
    section: section as number | null,
    field,
    before: before as number,
    after: after as number,
    status,
    undone: undone === true,
  };
}

/** The target as it stands now, at the body the change names. */
export interface UndoTargetNow {
  /** The section actually read now; null for a one-body target. */
  readonly section: number | null;
  readonly hp: number;
  /** Whether it carries the "unconscious" status now (always false where the status is not tracked). */
  readonly unconscious: boolean;
}

/** What undoing writes: the HP back, and the status to set (null: leave it as it is). */
export interface UndoWrite {
  readonly section: number | null;
  readonly hp: number;
  readonly unconscious: boolean | null;
}

/**
 * Whether an application may be undone now, and what that writes. Refused when there is no change to undo,
 * when it was undone already, when the section it hit is not the one read now, and when the value is no
 * longer the one the application left (something else changed it since: putting back the old value would
 * erase that). The status is put back only when it is still the one the application left.
 */
export function planUndo(change: AppliedChange | null, now: UndoTargetNow): Result<UndoWrite> {
  if (!change) return fail("UndoNothing", "nothing recorded to undo for that target");
  if (change.undone) return fail("UndoAlreadyDone", "this application was already undone");
  if (change.section !== now.section)
    return fail("UndoSectionGone", "the section that was hit is no longer there", {
      params: { section: (change.section ?? 0) + 1 },
    });
  if (now.hp !== change.after)
    return fail("UndoValueChanged", "the HP changed since it was applied", {
      params: { after: change.after, now: now.hp },
    });
  const unconscious =
    change.status === "added" && now.unconscious
      ? false
      : change.status === "removed" && !now.unconscious
        ? true
        : null;
  return ok({ section: change.section, hp: change.before, unconscious });
}

/** The status change an application made, for its record: the status before and after. */
export function statusChange(tracked: boolean, wasDown: boolean, isDown: boolean): AppliedChange["status"] {
  if (!tracked || wasDown === isDown) return null;
  return isDown ? "added" : "removed";
}
