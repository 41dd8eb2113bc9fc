/**
 * Structural sharing for the reducer (issue 21). A legal event works on a draft: a shallow copy of the battle
 * whose combatant list is its own but whose combatants are still the previous state's, shared and never
 * written. Whoever changes a combatant first takes the draft's own copy of it with `own` (one copy per
 * combatant per event), which replaces the shared one in the draft's list. The same holds for the other
 * parts: the open turn and the Standard part are copied when the draft opens (most events write them); the
 * skirmishes are shared until `writableSkirmishes`, the parts few events write (who acted, effects,
 * knowledge, weapons on the ground, the environment) until `writablePart`, and the rest for good (no event
 * writes them in place: a new value replaces them). The read-only types of the shared parts make the
 * compiler send every write through these. The previous state is never written, so it stays a value for
 * whoever holds it (Foundry's stored state, undo, the canvas's read state).
 *
 * A state that is not an open draft (a test's or a caller's own copy) is taken as wholly owned: `own`,
 * `writablePart` and `writableSkirmishes` give back what it has.
 */

import { clonePlain } from "./clone.js";
import type { Skirmish, StandardState } from "./standard/standard-state.js";
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

/** What an open draft owns: the combatants it copied and the parts it took for writing. */
interface DraftRecord {
  /** The state the draft was opened from. */
  readonly source: BattleState;
  /** Each combatant the draft owns (copied during this event), with the one it replaced (null: a newcomer). */
  readonly copies: Map<Combatant, Combatant | null>;
  /** The parts shared until written (`LazyPart`) that this draft has copied for writing. */
  readonly parts: Set<string>;
  /** Whether the draft has its own skirmish list and skirmishes (`writableSkirmishes`). */
  skirmishes: boolean;
}

/**
 * The draft opened last and its record while it is open. The reducer has one draft open at a time; a draft
 * still open when another opens (a test's) moves its record to `records`.
 */
let openState: BattleState | null = null;
let openRecord: DraftRecord | null = null;
const records = new WeakMap<BattleState, DraftRecord>();
/**
 * How many drafts wait in `records` (set there once each, deleted when closed): while none does, a state
 * that is not the open draft is no draft, and no look-up is needed (the reducer's states are asked this at
 * every `findCombatant`). A draft never closed keeps it above 0: then every state is looked up, as before.
 */
let parked = 0;

function recordOf(state: BattleState): DraftRecord | undefined {
  if (state === openState && openRecord) return openRecord;
  return parked === 0 ? undefined : records.get(state);
}

function ownedBy(state: BattleState): Map<Combatant, Combatant | null> | undefined {
  return recordOf(state)?.copies;
}

type DeepWritable<T> = T extends readonly (infer U)[]
  ? DeepWritable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepWritable<T[K]> }
    : T;

/**
 * The parts of a battle that few events write: shared by a draft until one of them is taken for writing with
 * `writablePart` (a deep copy, once per event). Their types are read-only in `BattleState`, so the compiler
 * sends every write through it.
 */
export type LazyPart =
  | "actedThisRound"
  | "retreatsThisRound"
  | "firstRoundFrontline"
  | "knowledge"
  | "effects"
  | "handOffs"
  | "droppedWeapons"
  | "environment";

/** A battle part shared until written, as the draft's writable copy gives it. */
export type WritablePart<K extends LazyPart> = DeepWritable<NonNullable<BattleState[K]>>;

/**
 * The draft's own, writable copy of a part shared until written (who acted this round, effects, knowledge,
 * ...): deep-copied on first use in this event and put in the draft in place of the shared one. A state that
 * is not an open draft is its caller's own: the part itself. (For `environment`, check it is there first.)
 */
export function writablePart<K extends LazyPart>(draft: BattleState, key: K): WritablePart<K> {
  const record = recordOf(draft);
  const value = draft[key];
  if (!record || record.parts.has(key)) return value as WritablePart<K>;
  record.parts.add(key);
  const copy = clonePlain(value);
  (draft as unknown as Record<string, unknown>)[key] = copy;
  return copy as WritablePart<K>;
}

/** A skirmish as the draft may write it. */
export type WritableSkirmish = { -readonly [K in keyof Skirmish]: Skirmish[K] };

/**
 * The draft's own skirmish list with its own skirmishes, to write (radius, centre, a new melee list) or to add
 * to, remove from, reorder: the list and each skirmish copied once per event, on first use (most events write
 * none). A skirmish read from the draft before this call is the shared one: read it again from the list given
 * (`writableSkirmish`). The melee lists, centres and independents stay shared: no event writes them in place
 * (a new list or point replaces them). A state that is not an open draft is its caller's own.
 */
export function writableSkirmishes(draft: BattleState): WritableSkirmish[] {
  const st = draft.standard as StandardState;
  const record = recordOf(draft);
  if (!record || record.skirmishes) return st.skirmishes as WritableSkirmish[];
  record.skirmishes = true;
  const list = Array.isArray(st.skirmishes)
    ? st.skirmishes.map((s) =>
        s && typeof s === "object" && Array.isArray(s.melee) ? { ...s } : clonePlain(s),
      )
    : clonePlain(st.skirmishes);
  st.skirmishes = list;
  return list as WritableSkirmish[];
}

/** The draft's own copy of skirmish `s` (itself or a stale reference to it, found by id), to write. */
export function writableSkirmish(draft: BattleState, s: Skirmish): WritableSkirmish {
  const list = writableSkirmishes(draft);
  return list.find((x) => x === s) ?? (list.find((x) => x.id === s.id) as WritableSkirmish);
}

/**
 * The Standard part for a draft: its own object (the turn's metres and last move are written); the skirmish
 * list and skirmishes shared until `writableSkirmishes`; the pending joins, the metric, the last move and the
 * GM's terrain shared, as no event writes them in place (a new value replaces them).
 */
function copyStandard(st: StandardState | undefined): StandardState | undefined {
  if (!st || typeof st !== "object" || !Array.isArray(st.skirmishes) || !Array.isArray(st.pendingJoins))
    return clonePlain(st);
  // A plain spread: V8's fast clone keeps the object's shape.
  return { ...st };
}

/**
 * A draft of `state` for one event: its own combatant list (combatants shared until owned), its own turn
 * and Standard part (both written in place); everything else shared: the parts few events write until
 * `writablePart`, the rest because no event writes them in place (a new value replaces them, or the reducer
 * does not know them).
 */
export function openDraft(state: BattleState): BattleState {
  // A spread (V8's fast clone; a "__proto__" key is defined as data, and shared like any unknown part).
  const draft = { ...state };
  const list = state.combatants;
  if (Array.isArray(list)) draft.combatants = list.slice();
  else if (list !== undefined) draft.combatants = clonePlain(list);
  if (state.turn !== null && typeof state.turn === "object") draft.turn = clonePlain(state.turn);
  if (state.standard !== undefined) draft.standard = copyStandard(state.standard);
  // Nobody has moved in the copied list: the previous list's index serves it (until a newcomer is pushed).
  if (Array.isArray(list)) remember(draft.combatants, positionsOf(list));
  const record: DraftRecord = { source: state, copies: new Map(), parts: new Set(), skirmishes: false };
  if (openState && openRecord) {
    records.set(openState, openRecord);
    parked++;
  }
  openState = draft;
  openRecord = record;
  return draft;
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
  const copy = copyCombatant(current);
  list[i] = copy;
  mine.set(copy, current);
  return copy;
}

/**
 * A combatant's copy for writing: its own object, sections, status flags and penalty list (the parts events
 * write in place); its position, feats, water and any field the reducer does not know shared, as no event
 * writes them in place (their types are read-only). Several times faster than a deep copy.
 */
function copyCombatant(c: Combatant): Combatant {
  const copy = { ...c };
  const sections = c.sections;
  if (Array.isArray(sections)) {
    const own = new Array<Combatant["sections"][number]>(sections.length);
    for (let k = 0; k < sections.length; k++) {
      const s = sections[k];
      own[k] =
        s !== null && typeof s === "object" ? { ...s } : (s as unknown as Combatant["sections"][number]);
    }
    copy.sections = own;
  } else copy.sections = clonePlain(sections);
  if (c.status !== null && typeof c.status === "object") copy.status = { ...c.status };
  if (Array.isArray(c.penalties)) copy.penalties = c.penalties.slice();
  else copy.penalties = clonePlain(c.penalties);
  return copy;
}

/** `own` for a combatant known to be in the draft (the caller holds it or checked its id). */
export function writable(draft: BattleState, who: Combatant | string): Combatant {
  return own(draft, who) as Combatant;
}

/** Ends the draft's event: from now on it is a state like any other, shared by the next drafts, never written. */
export function closeDraft(draft: BattleState): void {
  // The facts the next event starts from: looked at again only where the source had some (so that a
  // flier landing or a mount leaving lets the passes rest again).
  const record = recordOf(draft);
  if (record && Array.isArray(draft.combatants)) {
    const facts = battleFacts(draft);
    // The source's list stays noted beside the draft's: the next event starts from the draft, or (the
    // Battle Board's dry runs, a drag's frames) from the same source again.
    const from = record.source.combatants;
    if (from === olderFactsList) noteFacts(from, olderFactsValue);
    noteFacts(draft.combatants, facts === NO_FACTS ? NO_FACTS : scanFacts(draft.combatants));
  }
  if (records.delete(draft)) parked--;
  if (draft === openState) {
    openState = null;
    openRecord = null;
  }
}

/** Whether `state` is an open draft (its combatants copy on `own`). */
export function isDraft(state: BattleState): boolean {
  return ownedBy(state) !== undefined;
}

/** Adds a combatant made during this event (a newcomer) as owned by the draft. */
export function adopt(draft: BattleState, c: Combatant): void {
  ownedBy(draft)?.set(c, null);
}

/** What an open draft has changed so far: the state it was opened from and the combatants it copied. */
export interface DraftChanges {
  readonly source: BattleState;
  /** Each combatant the draft owns, with the one it replaced (null: a newcomer). */
  readonly copies: ReadonlyMap<Combatant, Combatant | null>;
}

/** The changes of `draft` while it is open (null for any other state). */
export function draftChanges(draft: BattleState): DraftChanges | null {
  const record = recordOf(draft);
  return record ? { source: record.source, copies: record.copies } : null;
}

/**
 * What kinds of combatant a battle holds, for the passes that only matter when one is there (mounts, wings,
 * fliers, water): each pass looks at every combatant after every event otherwise. Only ever `true` too
 * often (a pass then runs and finds nothing), never `false` wrongly.
 */
export interface BattleFacts {
  /** Some combatant is a mount (MOUNT-*). */
  readonly mounts: boolean;
  /** Some section is a wing (SECT-07). */
  readonly wings: boolean;
  /** Some combatant flies or has its own water (ENV-*). */
  readonly airOrWater: boolean;
}

const NO_FACTS: BattleFacts = { mounts: false, wings: false, airOrWater: false };
const ALL_FACTS: BattleFacts = { mounts: true, wings: true, airOrWater: true };

/**
 * The facts of the two lists looked at last (a state's list is never written once the state is made): the
 * next event starts from the state the last one made, so its list is almost always here; any other is
 * looked at in full.
 */
let factsList: readonly Combatant[] | null = null;
let factsValue: BattleFacts = NO_FACTS;
let olderFactsList: readonly Combatant[] | null = null;
let olderFactsValue: BattleFacts = NO_FACTS;

function noteFacts(list: readonly Combatant[], facts: BattleFacts): void {
  if (list !== factsList) {
    olderFactsList = factsList;
    olderFactsValue = factsValue;
  }
  factsList = list;
  factsValue = facts;
}

function factsOfCombatant(c: Combatant): BattleFacts {
  const mounts = c.kind === "mount";
  let wings = false;
  if (Array.isArray(c.sections)) for (const s of c.sections) if (s?.wing === true) wings = true;
  const airOrWater = c.flying === true || c.environment !== undefined;
  return mounts || wings || airOrWater ? { mounts, wings, airOrWater } : NO_FACTS;
}

function join(a: BattleFacts, b: BattleFacts): BattleFacts {
  if (b === NO_FACTS) return a;
  return {
    mounts: a.mounts || b.mounts,
    wings: a.wings || b.wings,
    airOrWater: a.airOrWater || b.airOrWater,
  };
}

function scanFacts(list: readonly Combatant[]): BattleFacts {
  let facts = NO_FACTS;
  for (const c of list) if (c && typeof c === "object") facts = join(facts, factsOfCombatant(c));
  return facts;
}

/**
 * The facts of `state`. An open draft's are its source's with those of the combatants it has copied so far
 * (a combatant changes only through its copy; newcomers are copies too), so most events look at no list.
 */
export function battleFacts(state: BattleState): BattleFacts {
  const list = state.combatants;
  if (!Array.isArray(list)) return ALL_FACTS;
  const record = recordOf(state);
  if (!record) {
    if (list === factsList) return factsValue;
    if (list === olderFactsList) return olderFactsValue;
    const facts = scanFacts(list);
    noteFacts(list, facts);
    return facts;
  }
  let facts = battleFacts(record.source);
  if (facts.mounts && facts.wings && facts.airOrWater) return facts;
  // Someone added or removed other than through `adopt`: look at the whole list.
  if (!Array.isArray(record.source.combatants) || record.source.combatants.length !== list.length)
    return scanFacts(list);
  for (const c of record.copies.keys()) facts = join(facts, factsOfCombatant(c));
  return facts;
}
