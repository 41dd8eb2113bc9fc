/**
 * The Standard part of a battle's state as stored (skirmishes, sight blockers, the last move): types only,
 * below the battle state, the draft and the model that all read them.
 */
import type { Metric, Point } from "./geometry.js";

/** A skirmish (STD-05..16): a centre, the ids in melee there, and its radius from the table. */
export interface Skirmish {
  readonly id: string;
  readonly centre: Point;
  /** Combatants in melee (STD-09); their coordinates are the centre. */
  readonly melee: readonly string[];
  /** Metres (STD-06); changes only after an action (STD-14). */
  readonly radius: number;
  /** STD-10: who stands in it without being in melee, as of the last event (for display and scenarios). */
  readonly independents: readonly string[];
}

/** Terrain the GM marked as blocking sight (STD-27): a polygon in metres. */
export interface SightBlocker {
  id: string;
  polygon: Point[];
}

/** The last move of the open turn, kept so the other side can block it (STD-17..23). */
export interface LastMove {
  actorId: string;
  path: Point[];
  /** Metres spent before this move in the turn. */
  spentBefore: number;
  /** STD-23: magical relocation and Area: Breakthrough cannot be blocked. */
  magical: boolean;
  /** STD-23: the skirmish a declared retreat leaves cannot block it. */
  retreatFrom: string | null;
  /** The skirmish the mover stood in as an independent (STD-21: not counted on either side). */
  independentIn: string | null;
}

export interface StandardState {
  metric: Metric;
  /** Shared by the reducer's drafts until written: draft.ts `writableSkirmishes`. */
  skirmishes: readonly Skirmish[];
  sightBlockers: SightBlocker[];
  /** STD-03: coordinates the GM forbids (polygons nobody may move into). */
  forbidden: SightBlocker[];
  /** Metres moved in the open turn (MOVE-05: further moves spend what the mode has left). */
  spent: number;
  lastMove: LastMove | null;
  /**
   * MOVE-01 (a table's choice, docs/standard-combat.md "Readings we chose"): a movement mode read from the
   * metres of a turn's first move grows with its later moves until the turn acts (movement.ts
   * `raisableMode`). Absent or false: the first move fixes it. The Foundry layer sets it from a world
   * setting when the battle is set up.
   */
  growingMoves?: boolean;
  /** STD-11: independents who ended their turn inside a skirmish join its melee next round. */
  pendingJoins: readonly { readonly combatantId: string; readonly skirmishId: string }[];
  nextId: number;
}
