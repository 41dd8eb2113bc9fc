/**
 * Settling a Standard battle only when an event could have changed what settling reads (issue 21).
 *
 * `settleSkirmishes` reads the skirmishes, the metric and, of the combatants, only who they are in a melee:
 * side, kind and mount link (pairs), whether they fight and their headcount. Run on its own result it changes
 * nothing and logs nothing (a fixed point: every melee holds fighters of both sides, radii follow their
 * headcounts, no centre lies in another's disc). So when the state an event started from was settled, the
 * skirmishes are still the very same values and no combatant the event copied changed any of those, settling
 * again is skipped: its result would be the draft as it is, with an empty log.
 *
 * `refreshIndependents` reads the skirmishes and each combatant's point and presence. When the state the
 * event started from had its independents up to date, the skirmishes are the same and every combatant the
 * event copied stands in the same skirmish's disc as before (or in none, or in a melee), the lists would come
 * out as they are: skipped too.
 *
 * Both marks are kept by identity for two states the reducer made (a state is never written once it is made,
 * draft.ts): the last one and, when it was marked, the one that event started from (dry runs start from the
 * same state again and again); any other state (a saved battle read back, a test's own) is settled in full.
 * `settleShortcuts(false)` turns the shortcuts off, so the tests can check that both ways give the same state.
 */

import { type DraftChanges, draftChanges, uniquePositions } from "../draft.js";
import type { LogEntry } from "../log.js";
import { headcount, present } from "../sections-and-mounts/sections.js";
import type { BattleState, Combatant } from "../types.js";
import { inDisc, type Metric } from "./geometry.js";
import { refreshIndependents, std } from "./model.js";
import { settleSkirmishes } from "./skirmishes.js";
import type { Skirmish } from "./standard-state.js";

/**
 * Two marked states: the next event starts from the state the last one made or, for dry runs, from the state
 * that one came from (`addFrom`), so a mark is almost always asked of one of them (a weak set costs more to
 * keep than it saves); any other state is settled in full.
 */
class Recent {
  #last: BattleState | null = null;
  #older: BattleState | null = null;
  has(state: BattleState): boolean {
    return state === this.#last || state === this.#older;
  }
  add(state: BattleState): void {
    if (state === this.#last) return;
    this.#older = this.#last;
    this.#last = state;
  }
  /**
   * Marks the draft `state`, keeping the state it came from (`draft`: its changes, null for a state that is
   * no open draft) marked beside it when it was: the next event starts from `state` or, for the Battle
   * Board's dry runs and a drag's frames, from that same source again.
   */
  addFrom(state: BattleState, draft: DraftChanges | null): void {
    const source = draft?.source;
    if (source && source !== state && this.has(source)) {
      this.#older = source;
      this.#last = state;
    } else this.add(state);
  }
}

/** States whose skirmishes are a fixed point of `settleSkirmishes`. */
const skirmishesSettled = new Recent();
/** States whose independents are what `refreshIndependents` would make them. */
const independentsFresh = new Recent();

let shortcuts = true;

/** Turns the shortcuts on or off (tests compare both ways); returns the previous setting. */
export function settleShortcuts(on: boolean): boolean {
  const was = shortcuts;
  shortcuts = on;
  return was;
}

/** Whether the two lists hold the same skirmishes, field by field (the values a settle reads). */
function sameSkirmishes(a: readonly Skirmish[], b: readonly Skirmish[]): boolean {
  // The draft shares the list until an event takes it for writing (draft.ts): most events do not.
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as unknown as Record<string, unknown>;
    const y = b[i] as unknown as Record<string, unknown>;
    if (x === y) continue;
    let keys = 0;
    for (const key in x) {
      if (x[key] !== y[key]) return false;
      keys++;
    }
    for (const _ in y) keys--;
    if (keys !== 0) return false;
  }
  return true;
}

/**
 * The changes of the open draft when they leave the skirmishes as they were in the state it came from (same
 * metric, same skirmish values, nobody added or removed); null otherwise or when `draft` is not open.
 */
function sameBattlefield(draft: BattleState): DraftChanges | null {
  const changes = draftChanges(draft);
  if (!changes) return null;
  const { source } = changes;
  if (!source.standard || !draft.standard) return null;
  if (source.combatants.length !== draft.combatants.length || !uniquePositions(draft)) return null;
  if (source.standard.metric !== draft.standard.metric) return null;
  if (!sameSkirmishes(source.standard.skirmishes, draft.standard.skirmishes)) return null;
  for (const original of changes.copies.values()) if (original === null) return null;
  return changes;
}

/** Whether `c` and `was` (the same combatant before the event) look alike to `settleSkirmishes`. */
function sameInMelee(c: Combatant, was: Combatant): boolean {
  return (
    c.id === was.id &&
    c.side === was.side &&
    c.kind === was.kind &&
    c.mountedWith === was.mountedWith &&
    // Whether it fights, too: a combatant fights exactly when its headcount is above 0 (sections.ts).
    headcount(c) === headcount(was)
  );
}

/**
 * Where `c` counts for `refreshIndependents` among `skirmishes`: the index of the first disc holding it, -1
 * for none (absent, not at a point), -2 for a melee.
 */
function holder(c: Combatant, skirmishes: readonly Skirmish[], m: Metric): number {
  const position = c.position;
  if (position.kind !== "point" || !present(c)) return -1;
  for (const s of skirmishes) if (s.melee.includes(c.id)) return -2;
  for (let k = 0; k < skirmishes.length; k++) {
    const s = skirmishes[k] as Skirmish;
    if (inDisc(position, s.centre, s.radius, m)) return k;
  }
  return -1;
}

/**
 * STD-14: after an action, the skirmishes settled (`settleSkirmishes`) and the independents brought up to
 * date; the log of the settle.
 */
export function settleAfterAction(draft: BattleState): LogEntry[] {
  const before = shortcuts ? sameBattlefield(draft) : null;
  const skip = stillSettled(before);
  const log = skip ? [] : settleSkirmishes(draft);
  skirmishesSettled.addFrom(draft, draftChanges(draft));
  refreshAfter(draft, skip ? before : shortcuts ? sameBattlefield(draft) : null);
  return log;
}

/**
 * STD-14: after a move (not an action) the skirmishes wait for the next action; the independents are brought
 * up to date. The skirmishes stay settled when they were and the move changed nothing they depend on.
 */
export function settleAfterMove(draft: BattleState): void {
  const before = shortcuts ? sameBattlefield(draft) : null;
  if (stillSettled(before)) skirmishesSettled.addFrom(draft, before);
  refreshAfter(draft, before);
}

/**
 * Whether settling the draft would change nothing: its source was settled, its skirmishes are the source's
 * (`changes` is `sameBattlefield`'s) and no combatant it copied looks different to `settleSkirmishes`.
 */
function stillSettled(changes: DraftChanges | null): changes is DraftChanges {
  if (!changes || !skirmishesSettled.has(changes.source)) return false;
  for (const [c, was] of changes.copies) if (!sameInMelee(c, was as Combatant)) return false;
  return true;
}

/** `refreshIndependents`, skipped when `same` (the draft's changes, skirmishes unchanged) shows it has nothing to do. */
function refreshAfter(draft: BattleState, same: DraftChanges | null): void {
  if (same && independentsFresh.has(same.source)) {
    const { skirmishes, metric } = std(draft);
    let unchanged = true;
    for (const [c, was] of same.copies) {
      const p = c.position;
      const q = (was as Combatant).position;
      const stayed = p === q || (p.kind === "point" && q.kind === "point" && p.x === q.x && p.y === q.y);
      if (stayed && present(c) === present(was as Combatant)) continue;
      if (holder(c, skirmishes, metric) !== holder(was as Combatant, skirmishes, metric)) {
        unchanged = false;
        break;
      }
    }
    if (unchanged) {
      independentsFresh.addFrom(draft, same);
      return;
    }
  }
  refreshIndependents(draft);
  independentsFresh.addFrom(draft, draftChanges(draft));
}
