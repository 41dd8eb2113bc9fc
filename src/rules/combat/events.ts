/**
 * Every event the battle reducer takes (`BattleEvent`), with the major and minor actions and spell areas they
 * carry.
 */
import type { Area, FallGround, MoveMode, Side, StatusFlags, TimedEffect } from "./types.js";

/** How an attack reaches its target. Thrown and shooting attacks are both "ranged" for misfires (SIMP-14). */
export type AttackForm = "melee" | "thrown" | "shooting";

/** A spell's or effect's area (SIMP-14..18). */
export type EffectArea =
  | { readonly shape: "target" }
  | { readonly shape: "shot" }
  | { readonly shape: "radius"; readonly radius: number; readonly cap?: number }
  | { readonly shape: "line" }
  | { readonly shape: "breakthrough" };

export interface SpellSpec {
  readonly name?: string;
  /** "touch" or metres. */
  readonly range: "touch" | number;
  readonly area: EffectArea;
  readonly mpCost?: number;
}

export type MajorAction =
  | {
      readonly kind: "attack";
      readonly form: AttackForm;
      readonly targetId: string;
      /** Metres, for thrown and shooting weapons. */
      readonly range?: number;
      /** Applied damage to the final target, when the Foundry layer already resolved the hit. */
      readonly damage?: number;
      readonly section?: number;
      /** MOUNT-04: a two-handed weapon (refused while riding: one hand guides the mount). */
      readonly twoHanded?: boolean;
      /** MOUNT-04: a Wrestling-category weapon (refused while riding). */
      readonly wrestling?: boolean;
    }
  | {
      readonly kind: "cast";
      readonly spell: SpellSpec;
      readonly targetId?: string;
      readonly targetArea?: Area;
      /** Standard Combat: the point an area spell is centred on (metres). */
      readonly targetPoint?: { readonly x: number; readonly y: number };
      /**
       * Standard Combat, STD-29: an Area: Line's user does not exclude itself. Not read for a radius area, which
       * never leaves its user out (STD-28).
       */
      readonly includeSelf?: boolean;
      /** Applied damage to each affected target, if resolved outside. */
      readonly damage?: number;
    }
  | { readonly kind: "stow"; readonly weapon: string }
  | { readonly kind: "pickUp"; readonly weapon: string }
  | { readonly kind: "handOver"; readonly toId: string; readonly weapon: string }
  | { readonly kind: "accessory"; readonly item: string }
  /**
   * A unique skill (a monster's or a mount's): usable after a Normal Move unless noted (MOUNT-06); a
   * ranged or magical one needs a Limited Move (MOVE-03/08).
   */
  | { readonly kind: "skill"; readonly label: string; readonly ranged?: boolean; readonly magic?: boolean }
  | { readonly kind: "other"; readonly label: string };

export type WeaponCategory = "sword" | "gun" | "other";

export type MinorAction =
  | { readonly kind: "standUp" }
  | { readonly kind: "declareFeat"; readonly feat: string; readonly afterFullMove?: boolean }
  | {
      readonly kind: "magic";
      readonly spell: SpellSpec;
      readonly targetId?: string;
      readonly targetArea?: Area;
      readonly targetPoint?: { readonly x: number; readonly y: number };
      readonly includeSelf?: boolean;
    }
  | { readonly kind: "equip"; readonly weapon: string }
  | { readonly kind: "changeStance"; readonly weapon: string }
  | { readonly kind: "sheathe"; readonly weapon: string; readonly category: WeaponCategory }
  | { readonly kind: "drop"; readonly weapon: string }
  | { readonly kind: "receiveWeapon" }
  | { readonly kind: "endSpell"; readonly effectId: string }
  | {
      readonly kind: "other";
      readonly label: string;
      readonly afterFullMove?: boolean;
      readonly shooting?: boolean;
      readonly spell?: boolean;
    };

export type BattleEvent =
  | {
      readonly type: "monsterKnowledge";
      readonly actorId: string;
      readonly monsterId: string;
      readonly total?: number;
    }
  | {
      readonly type: "rollInitiative";
      /** The party's best result when rolled outside the engine. */
      readonly total?: number;
      readonly ambush?: { readonly surprised: readonly string[] };
    }
  | { readonly type: "place"; readonly combatantId: string; readonly area: Area }
  /** STD-04 (GM, Standard Combat): a combatant with no point yet is given one, in metres. */
  | {
      readonly type: "place";
      readonly combatantId: string;
      readonly at: { readonly x: number; readonly y: number };
    }
  | { readonly type: "endPlacement"; readonly side: Side }
  | { readonly type: "startRound" }
  | { readonly type: "startTurn"; readonly actorId: string }
  | { readonly type: "declareRetreat"; readonly actorId: string }
  | {
      readonly type: "move";
      readonly actorId: string;
      readonly mode: MoveMode;
      readonly to?: Area;
      /** MOVE-07: stopped before arriving; the mode still applies. */
      readonly blocked?: boolean;
      /**
       * SIMP-09 / SIMP-11: moved by a spell, skill or item (pushed), not by the combatant's own movement:
       * any time in a round, outside its turn, using no movement mode; `mode` is ignored.
       */
      readonly forced?: boolean;
      /** MOUNT-08: a forced move that carries a rider and its mount to the same point (they stay mounted). */
      readonly together?: boolean;
      /** Standard Combat: where a forced move puts the combatant (metres); `to` is Simplified's area. */
      readonly at?: { readonly x: number; readonly y: number };
    }
  | {
      readonly type: "major";
      readonly actorId: string;
      readonly action: MajorAction;
      /** SECT-02: which section of a multi-section monster takes this major action (its index). */
      readonly actingSection?: number;
    }
  | {
      /** Standard Combat (MOVE-05, STD-08): move along waypoints in metres; the first move fixes the mode. */
      readonly type: "moveTo";
      readonly actorId: string;
      readonly path: readonly { readonly x: number; readonly y: number }[];
      readonly mode?: MoveMode;
      /** STD-08: declare joining the melee at the centre the path ends on. */
      readonly join?: boolean;
      /** STD-23: magical relocation, which cannot be blocked. */
      readonly magical?: boolean;
    }
  | {
      /** Standard Combat (STD-17..23): the other side blocks the move just made. */
      readonly type: "block";
      readonly moverId: string;
      readonly blockerIds: readonly string[];
      /** The skirmish that blocks (STD-20); absent for blockers outside combat (STD-17). */
      readonly skirmishId?: string;
      readonly at?: { readonly x: number; readonly y: number };
    }
  | { readonly type: "minor"; readonly actorId: string; readonly action: MinorAction }
  | { readonly type: "endTurn"; readonly actorId: string }
  | {
      readonly type: "applyDamage";
      readonly targetId: string;
      readonly amount: number;
      readonly section?: number;
    }
  | {
      readonly type: "setStatus";
      readonly combatantId: string;
      readonly flag: keyof StatusFlags | "conscious";
      readonly value: boolean;
      readonly section?: number;
    }
  | {
      readonly type: "addEffect";
      readonly effect: Omit<TimedEffect, "remainingRounds">;
      readonly amount?: number;
    }
  | { readonly type: "surrender"; readonly combatantId: string }
  | { readonly type: "flee"; readonly side: Side; readonly pursued: boolean }
  | { readonly type: "leaveBattle"; readonly combatantId: string }
  | {
      /** Not a rule action: copies HP from the actors, who stay the source of truth at the table. */
      readonly type: "syncSections";
      readonly combatantId: string;
      readonly sections: readonly {
        readonly hp: number;
        readonly maxHp?: number;
        /** The actor's own word on consciousness (a character's "unconscious" status), when it keeps one. */
        readonly unconscious?: boolean;
      }[];
      /** DMG-09 table option "healing wakes": a section healed from 0 or below to above 0 wakes. */
      readonly wakeOnHeal?: boolean;
      /** The actor's current MP, when it has a pool (DMG-10 checks spells against it). */
      readonly mp?: number;
    }
  | {
      /** A latecomer, loose as in a scenario's `initial.combatants`; `area` when the GM places it at once. */
      readonly type: "join";
      readonly combatant: Readonly<Record<string, unknown>>;
      readonly area?: Area;
    }
  | {
      /**
       * ENV-05, ENV-04 (GM): the water of the battle (no `combatantId`) or of one combatant, and a
       * combatant's flight. Fields left out stay as they are; `inheritWater` drops a combatant's own water.
       */
      readonly type: "setEnvironment";
      readonly combatantId?: string;
      readonly underwater?: boolean;
      readonly shoulderDeep?: boolean;
      readonly inheritWater?: boolean;
      readonly ground?: readonly FallGround[];
      readonly flying?: boolean;
      readonly altitude?: number;
    }
  | {
      /**
       * ENV-01..04 (GM): a combatant falls. `metres` defaults to its altitude; `cause` decides flight
       * recovery and Tumble (ENV-04); `tumble` is its Tumble (a check's modifier, or a monster's Evasion);
       * `defense` reduces the physical damage; `ground` defaults to the battle's.
       */
      readonly type: "fall";
      readonly combatantId: string;
      readonly cause: "knockedDown" | "unconscious" | "lostFlight" | "other";
      readonly metres?: number;
      readonly ground?: readonly FallGround[];
      readonly tumble?: FallTumble;
      readonly defense?: number;
      readonly catcher?: {
        readonly combatantId: string;
        readonly tumble?: FallTumble;
        readonly defense?: number;
      };
    }
  /**
   * The Lildraken's Wind Wings (wind-wings.ts): take off for one minute in the combatant's own turn, or `land`
   * early. `name` is the effect's name as the sender's language writes it.
   */
  | {
      readonly type: "windWings";
      readonly combatantId: string;
      readonly land?: boolean;
      readonly name?: string;
    }
  /** MOUNT-05: mount up (as jockey, or as passenger when the mount has one) or dismount, in the rider's turn. */
  | { readonly type: "mount"; readonly riderId: string; readonly mountId: string }
  | { readonly type: "dismount"; readonly riderId: string; readonly mountId: string }
  | {
      /** INIT-05: the jockey's mount-weakness contest at the start of combat; totals rolled outside, if given. */
      readonly type: "mountWeakness";
      readonly riderId: string;
      readonly mountId: string;
      readonly total?: number;
      readonly opponentTotal?: number;
    }
  | { readonly type: "override"; readonly event: BattleEvent; readonly reason?: string };

/** ENV-03: a Tumble in a fall event: a check's modifier, or a monster's Evasion (fixed value or rolled). */
export type FallTumble =
  | { readonly kind: "check"; readonly modifier: number }
  | { readonly kind: "monsterEvasion"; readonly evasionBase: number; readonly fixed: boolean };

export type BattleEventType = BattleEvent["type"];
