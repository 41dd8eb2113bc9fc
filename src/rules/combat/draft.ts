/**
 * Structural sharing for the reducer (issue 21). A legal event works on a draft: a shallow copy of the battle
 * whose combatant list is its own but whose combatants are still the previous state's, shared and never
 * written. Whoever changes a combatant first takes the draft's own copy of it with `own` (one copy per
 * combatant per event), which replaces the shared one in the draft's list. The battle's other parts (turn,
 * effects, skirmishes, ...) are small and copied when the draft opens, but for those no event writes
 * in place (the initiative, the outcome, the Standard metric, terrain and last move, a skirmish's melee list,
 * centre and independents: a new value replaces them), which are shared. The previous state is never
 * written, so it stays a value for whoever holds it (Foundry's stored state, undo, the canvas's read state).
 *
 * A state that is not an open draft (a test's or a caller's own copy) is taken as wholly owned: `own` gives
 * back the very combatant, as before sharing.
 */

import { clonePlain } from "./clone.js";
import type { Skirmish, StandardState } from "./standard/model.js";
import type { BattleState, Combatant } from "./types.js";

/**
 * Where each id stands in a combatant list (first of an id, as `find` would), built once per list: a state's
 * list never changes, a draft's only by `own` (same place, noted) and by newcomers pushed (the count tells).
 */
const positions = new WeakMap<readonly Combatant[], Map<string, number>>();

/**
 * The two lists asked about last and their indexes (a step reads the state and its draft): looked at before
 * `positions`, which saves the WeakMap's look-ups. A draft's list is noted here only (`openDraft`): should
 * it be asked about once it has left these two, its index is built again from the list.
 */
let lastList: readonly Combatant[] | null = null;
let lastIndex: Map<string, number> | null = null;
let otherList: readonly Combatant[] | null = null;
let otherIndex: Map<string, number> | null = null;

function positionsOf(list: readonly Combatant[]): Map<string, number> {
  let index = list === lastList ? lastIndex : list === otherList ? otherIndex : (positions.get(list) ?? null);
  if (index && index.size === list.length) {
    remember(list, index);
    return index;
  }
  index = new Map();
  for (let i = 0; i < list.length; i++) {
    const id = (list[i] as Combatant).id;
    if (!index.has(id)) index.set(id, i);
  }
  positions.set(list, index);
  remember(list, index);
  return index;
}

/** Notes `index` as the index of `list` in the two slots (the last asked first). */
function remember(list: readonly Combatant[], index: Map<string, number>): void {
  if (list === lastList) {
    lastIndex = index;
    return;
  }
  otherList = lastList;
  otherIndex = lastIndex;
  lastList = list;
  lastIndex = index;
}

/**
 * Where each combatant of `state` stands in its list, when every id is used once (else null): a combatant's
 * place is then its id's.
 */
export function uniquePositions(state: BattleState): ReadonlyMap<string, number> | null {
  const index = positionsOf(state.combatants);
  return index.size === state.combatants.length ? index : null;
}

/** The combatant with `id` as the state has it now, for reading (a draft's may still be shared). */
export function combatantById(state: BattleState, id: string | undefined): Combatant | undefined {
  if (id === undefined) return undefined;
  const i = positionsOf(state.combatants).get(id);
  return i === undefined ? undefined : state.combatants[i];
}

/** The combatants each open draft owns (copied during this event). */
const owned = new WeakMap<BattleState, Set<Combatant>>();

/** The draft opened last and its owned set while it is open (saves the WeakMap look-up in `own`). */
let openState: BattleState | null = null;
let openOwned: Set<Combatant> | null = null;

function ownedBy(state: BattleState): Set<Combatant> | undefined {
  if (state === openState && openOwned) return openOwned;
  return owned.get(state);
}

/**
 * The Standard part for a draft: skirmishes and pending joins copied; the metric, the last move and the GM's
 * terrain (sight blockers, forbidden polygons) shared, as no event writes them in place.
 */
function copyStandard(st: StandardState | undefined): StandardState | undefined {
  if (!st || typeof st !== "object" || !Array.isArray(st.skirmishes) || !Array.isArray(st.pendingJoins))
    return clonePlain(st);
  const skirmishes = new Array<Skirmish>(st.skirmishes.length);
  for (let i = 0; i < skirmishes.length; i++) {
    const s = st.skirmishes[i] as Skirmish;
    skirmishes[i] = copySkirmish(s);
  }
  // A plain spread (V8's fast clone keeps the object's shape), then the two lists replaced in their places.
  const copy = { ...st };
  copy.skirmishes = skirmishes;
  copy.pendingJoins = clonePlain(st.pendingJoins);
  return copy;
}

/**
 * One skirmish: its own object (its fields are written: radius, centre, a new melee list); the melee list,
 * the centre and the independents are shared, as no event writes them in place (a new list or centre
 * replaces them; a join copies the melee before adding to it, skirmishes.ts `joinMelee`).
 */
function copySkirmish(s: Skirmish): Skirmish {
  // A plain spread: V8's fast clone keeps the object's shape.
  if (s && typeof s === "object" && Array.isArray(s.melee)) return { ...s };
  return clonePlain(s);
}

/** A list of ids copied (a slice when every item is plain, as a saved battle's are). */
function strings(list: string[]): string[] {
  for (const x of list) if (x !== null && typeof x === "object") return clonePlain(list);
  return list.slice();
}

/** Parts no event writes in place (a new value replaces them): shared by the draft, not copied. */
const SHARED = new Set(["initiative", "outcome"]);

/** A draft of `state` for one event: own combatant list and small parts, combatants shared until owned. */
export function openDraft(state: BattleState): BattleState {
  // A spread first (V8's fast clone; it defines a "__proto__" key as data), then each part holding objects
  // replaced by its copy.
  const draft = { ...state } as unknown as Record<string, unknown>;
  for (const key in draft) {
    const value = draft[key];
    if (value === null || typeof value !== "object" || SHARED.has(key)) continue;
    const copy =
      key === "combatants" && Array.isArray(value)
        ? value.slice()
        : key === "standard"
          ? copyStandard(value as StandardState)
          : Array.isArray(value)
            ? strings(value)
            : clonePlain(value);
    if (key === "__proto__")
      Object.defineProperty(draft, key, {
        value: copy,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else draft[key] = copy;
  }
  // Nobody has moved in the copied list: the previous list's index serves it (until a newcomer is pushed).
  if (Array.isArray(state.combatants))
    remember((draft as unknown as BattleState).combatants, positionsOf(state.combatants));
  const mine = new Set<Combatant>();
  owned.set(draft as unknown as BattleState, mine);
  openState = draft as unknown as BattleState;
  openOwned = mine;
  return draft as unknown as BattleState;
}

/**
 * The draft's own, writable copy of combatant `who` (the combatant itself, a stale reference to it, or its
 * id), copied on first use in this event and put in the draft's list in place of the shared one. Undefined
 * when no combatant has that id.
 */
export function own(draft: BattleState, who: Combatant | string): Combatant | undefined {
  const mine = ownedBy(draft);
  const list = draft.combatants;
  if (!mine) return typeof who === "string" ? list.find((c) => c.id === who) : who;
  if (typeof who !== "string" && mine.has(who)) return who;
  const id = typeof who === "string" ? who : who.id;
  const i = positionsOf(list).get(id);
  if (i === undefined) return undefined;
  const current = list[i] as Combatant;
  if (mine.has(current)) return current;
  const copy = clonePlain(current);
  list[i] = copy;
  mine.add(copy);
  return copy;
}

/** `own` for a combatant known to be in the draft (the caller holds it or checked its id). */
export function writable(draft: BattleState, who: Combatant | string): Combatant {
  return own(draft, who) as Combatant;
}

/** Ends the draft's event: from now on it is a state like any other, shared by the next drafts, never written. */
export function closeDraft(draft: BattleState): void {
  owned.delete(draft);
  if (draft === openState) {
    openState = null;
    openOwned = null;
  }
}

/** Whether `state` is an open draft (its combatants copy on `own`). */
export function isDraft(state: BattleState): boolean {
  return ownedBy(state) !== undefined;
}

/** Adds a combatant made during this event (a newcomer) as owned by the draft. */
export function adopt(draft: BattleState, c: Combatant): void {
  ownedBy(draft)?.add(c);
}
