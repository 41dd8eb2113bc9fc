/**
 * The battle state: one plain, JSON-serialisable value (architecture: "A battle is a value").
 * Everything the reducer needs lives here; nothing refers to a Foundry document.
 */

import type { StandardState } from "./standard/standard-state.js";

export type Side = "pc" | "enemy";
export type CombatMethod = "simplified" | "standard";
export type CombatantKind = "character" | "monster" | "mount";

/** SIMP-01: the three areas of Simplified Combat. */
export type Area = "frontline" | "pcRear" | "enemyRear";

/** Simplified uses areas; Standard (not implemented yet) will use metres on one line. */
export type Position =
  | { readonly kind: "unplaced" }
  | { readonly kind: "area"; readonly area: Area }
  | { readonly kind: "coordinate"; readonly x: number }
  /** Standard Combat (STD-01): a point in metres; see standard/geometry.ts. */
  | { readonly kind: "point"; readonly x: number; readonly y: number };

export type MoveMode = "full" | "normal" | "limited";

/** One body section (SECT-01..04). Single-section characters have exactly one. */
export interface Section {
  name: string;
  hp: number;
  maxHp: number;
  /** False once HP falls to 0 or below (SECT-04) or by effects (sleep, ...). */
  conscious: boolean;
  /** SECT-07: a set of wings; losing half of them (rounded up) or more grounds the monster. */
  wing?: boolean;
}

export interface StatusFlags {
  dead: boolean;
  surrendered: boolean;
  fled: boolean;
  prone: boolean;
  restrained: boolean;
  /** SECT-07: a winged monster that lost half (rounded up) or more of its wing sections cannot fly. */
  grounded: boolean;
}

/** Feats that change positioning rules. Precise Shot and Guided Magic are both `targeting` in SW2.5. */
export type PositioningFeat = "hawkEye" | "targeting";

/** A modifier that lasts until the bearer's next turn starts (MOVE-02, ACT-10, INIT-04). */
export interface TurnPenalty {
  /** "evasion" applies to Evasion only; "allChecks" to every action (ambush). */
  target: "evasion" | "allChecks";
  value: number;
  source: "fullMove" | "retreat" | "ambush";
}

/**
 * ENV-05: the water a battle, or one combatant, is in. `underwater`: in the water, with every underwater
 * limit; `shoulderDeep` (a table option, with `underwater`): the head stays above the surface, so the
 * combatant breathes, speaks and casts (with the −4), every other limit applying (underwater.ts).
 */
export interface WaterState {
  underwater: boolean;
  shoulderDeep: boolean;
}

/** The battle's surroundings (ENV-01..09): its water, the ground under fliers, who blocked underwater. */
export interface BattleEnvironment extends WaterState {
  /** ENV-02: the terrain a flier falls onto when no fall event says otherwise. */
  ground: FallGround[];
  /** ENV-08: blockers whose underwater block this round is their one opponent. */
  blockedThisRound: string[];
}

/** ENV-02: the situations of the place a faller lands on (the flier's own −10 is worked out). */
export type FallGround = "forest" | "water" | "cliffSlide" | "hardGround";

export interface Combatant {
  id: string;
  name: string;
  side: Side;
  kind: CombatantKind;
  sections: Section[];
  status: StatusFlags;
  position: Position;
  /** PCs: Initiative modifier (Scout/Tactician) or undefined; monsters: their fixed Initiative value. */
  initiative?: number;
  /** PCs: Monster Knowledge modifier (Sage/Rider/Dark Hunter), if any. */
  monsterKnowledge?: number;
  /** Monsters: the Monster Knowledge targets. */
  reputation?: number;
  weakness?: number;
  /** Agility, kept for Standard movement distances. */
  agility?: number;
  /** Standard Combat: Move Speed in metres when effects change it (MOVE-05); defaults to agility. */
  moveSpeed?: number;
  mp?: number;
  /** Shared between states (draft.ts `own` copies a combatant without it): replaced, never written in place. */
  feats: readonly PositioningFeat[];
  /** Added to in place (the draft's own list, draft.ts `own`); each penalty is replaced, never written. */
  penalties: Readonly<TurnPenalty>[];
  /** The active combat feat declared this turn, if any (ACT-07). */
  activeFeat?: string;
  /** Extra major actions per turn granted by abilities (ACT-01). */
  extraMajorActions?: number;
  /**
   * Riding (MOUNT-01, INIT-06): a rider names its mount and the mount its jockey (the rider who commands it);
   * a passenger names the mount only. Absent when not riding; a dismount removes both links.
   */
  mountedWith?: string;
  /** ENV-05: this combatant's own water, overriding the battle's (one on the shore, one in the lake). */
  environment?: Readonly<WaterState>;
  /** ENV-05/06: breathes under water (no breath count, speaks and casts). */
  waterBreathing?: boolean;
  /** ENV-09: an ability named "Underwater", or the Elf's Gentle Water: no underwater limit at all. */
  underwaterAbility?: boolean;
  /** ENV-05: wears full metal armour (no checks at all under water). */
  fullMetalArmour?: boolean;
  /** ENV-04: in the air, `altitude` metres above the ground. */
  flying?: boolean;
  altitude?: number;
  /** ENV-06: the Vitality score: rounds of breath under water. */
  vitality?: number;
  /** ENV-01/03: the Tumble check's modifier (a character's Movement package); falls without one roll none. */
  tumbleModifier?: number;
  /** ENV-06: rounds spent under water without air so far. */
  breathRounds?: number;
  /** ENV-06: rounds spent unconscious under water (a Death Check every 6, one minute). */
  drowningRounds?: number;
  /** MOUNT-05/11, INIT-05: Rider class level (0 or absent: none). */
  riderLevel?: number;
  /** INIT-05: Intelligence bonus, for the jockey's mount-weakness contest. */
  intBonus?: number;
  /** INIT-05: Magic Power (monsters: the fixed value), for the mount-weakness contest. */
  magicPower?: number;
  /** MOUNT-07: mount sections this rider may command in one turn (stunts such as Lion's Fury); default 1. */
  commandSections?: number;
}

/** A duration counted in rounds (minutes = 6 rounds, hours = 360); null = permanent. FLOW-04, FLOW-06 */
export interface TimedEffect {
  id: string;
  name: string;
  targetId?: string;
  /** Who cast it, when known: a player may end only their own characters' spells (ACT: end a spell). */
  casterId?: string;
  unit: "rounds" | "minutes" | "hours" | "days" | "permanent";
  remainingRounds: number | null;
}

export interface KnowledgeRecord {
  identified: boolean;
  weakPoint: boolean;
  /** Who made checks against this monster, with their results. */
  checks: { actorId: string; result: number }[];
}

/**
 * Where a weapon lies or is being handed over (ACT-03/04): an area in Simplified Combat; in Standard Combat
 * the giver's or dropper's whole-metre point `at` (STD-01), with no area. Seed 000, "Dropping a Weapon":
 * "as long as they're in the same area (for Simplified Combat) or at the same coordinates (for Standard Combat)".
 */
export type WeaponPlace =
  | { area: Area; at?: undefined }
  | {
      /** Standard Combat: whole metres, like every position (STD-01). */
      at: { x: number; y: number };
      area?: undefined;
    };

/** A weapon being handed over this round (ACT-03, ACT-04), offered where the giver stood. */
export type HandOff = { fromId: string; toId: string; weapon: string } & WeaponPlace;

/** A weapon on the ground (ACT-03/04): dropped, or lost in a failed hand-off. */
export type DroppedWeapon = { weapon: string } & WeaponPlace;

/** The turn currently open (FLOW-03: a turn is taken whole). */
export interface OpenTurn {
  actorId: string;
  move: MoveMode | null;
  /** MOVE-07: the move was stopped short; the mode still applies. */
  blocked: boolean;
  /** SIMP-06: the mode was imposed by the first-round rule. */
  imposedMove: boolean;
  /**
   * Standard Combat: the mode was named (the board's Limited/Normal/Full, or a `move` event), not read from
   * the metres of the turn's first move, or fixed by a minor action taken after the move (standard/index.ts).
   * A mode read from the metres may still grow (standard/movement.ts `raisableMode`); absent means read.
   */
  moveChosen?: boolean;
  majorActions: number;
  retreat: boolean;
  /** ACT-08 / MOVE-03: minor-action magic or a minor-action shot before the move forces a Limited Move. */
  mustStayLimited: boolean;
  /** What forced it: a shot (MOVE-03) or magic (ACT-08); absent means magic. */
  limitedBy?: "magic" | "shooting";
  /**
   * Standard Combat, MOVE-06: a move of the turn started with a hostile at the mover's coordinates (no retreat
   * declared), so the turn stays a Limited Move to its end, wherever its later steps start.
   */
  limitedByHostile?: boolean;
  /**
   * Standard Combat, ACT-02: a minor action (or, MOUNT-05, any mounting or dismounting) was taken after the
   * move began, so the turn moves no more.
   */
  moveEnded?: boolean;
  featDeclared: boolean;
  /** SECT-02: the sections (indices) that have taken a major action this turn, in order. */
  sectionsActed?: number[];
  /** MOUNT-01: the mount acting in its rider's turn (it moves with the pair and acts on command). */
  mount?: MountCommand;
  /**
   * MOUNT-05: mounting or dismounting done this turn (one of the two per turn), whether it was major, and
   * whether (Standard Combat) it came once the turn's move had walked a metre, ending that move.
   */
  mounting?: { kind: "mount" | "dismount"; major: boolean; afterMove?: boolean };
}

/** MOUNT-01/07: what the mount did on command in the open turn. */
export interface MountCommand {
  id: string;
  majorActions: number;
  /** MOUNT-07: the sections commanded this turn (indices), in order. */
  sections: number[];
}

export type Phase = "setup" | "placement" | "ready" | "round" | "ended";

export interface Initiative {
  winner: Side;
  ambush: boolean;
  partyResult: number | null;
  monsterValue: number | null;
}

/**
 * A value as read: nothing in it may be written. The parts of a battle that few events write are read-only
 * (draft.ts `writablePart` gives the reducer's draft a writable copy).
 */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends readonly (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

export interface BattleState {
  method: CombatMethod;
  phase: Phase;
  round: number;
  combatants: Combatant[];
  initiative: Initiative | null;
  /** Placement: which side is placing now (SIMP-03). */
  placing: Side | null;
  /** The side taking turns now. */
  activeSide: Side | null;
  actedThisRound: readonly string[];
  turn: OpenTurn | null;
  /** Combatants who declared a retreat this round (ACT-10 counts them out). */
  retreatsThisRound: readonly string[];
  /** Frontline positions at the start of round 1, for SIMP-06. */
  firstRoundFrontline: readonly string[];
  knowledge: DeepReadonly<Record<string, KnowledgeRecord>>;
  effects: DeepReadonly<TimedEffect[]>;
  handOffs: DeepReadonly<HandOff[]>;
  droppedWeapons: DeepReadonly<DroppedWeapon[]>;
  outcome: { winner: Side | null; reason: "defeated" | "fled" } | null;
  /** ENV-01..09: water, the ground under fliers; absent means dry land (environment.ts). */
  environment?: DeepReadonly<BattleEnvironment>;
  /** Standard Combat only: skirmishes, terrain and the open turn's metres (standard/standard-state.ts). */
  standard?: StandardState;
}
