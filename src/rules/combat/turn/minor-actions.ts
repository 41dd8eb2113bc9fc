/** Minor actions in a turn: what each may be, when, and what it changes. */
import type { RuleError } from "../../errors.js";
import { writablePart } from "../draft.js";
import type { BattleEvent, MinorAction } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, malformed, violation } from "../log.js";
import { areaOf, findCombatant } from "../roster.js";
import { hasRiderLevels, jockeyOf, mountOf } from "../sections-and-mounts/mounts.js";
import type { Area, BattleState, Combatant, OpenTurn } from "../types.js";
import { majorAllowance, needsLimited } from "./major-actions.js";
import { aimOf, castSpell, spellErrors } from "./spell-targets.js";
import { ownTurn, turnError, turnOf } from "./turn.js";
import { droppedEntry, placeOf, samePlace } from "./weapons-on-ground.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

const WEAPON_MINORS: ReadonlySet<MinorAction["kind"]> = new Set([
  "equip",
  "changeStance",
  "sheathe",
  "drop",
  "receiveWeapon",
]);

function minorErrors(
  state: BattleState,
  actor: Combatant,
  from: Area,
  action: MinorAction,
): RuleError | (RuleError | null)[] {
  const turn = ownTurn(state, actor.id);
  const afterFull = "afterFullMove" in action && action.afterFullMove === true;
  const errors: (RuleError | null)[] = [
    turnError(state, actor.id),
    turn?.move === "full" && !afterFull
      ? violation(
          "MOVE-02",
          "Combat.NotAfterFullMove",
          "after a Full Move only minor actions marked for it are allowed",
        )
      : null,
    turn && turn.majorActions > 0 && WEAPON_MINORS.has(action.kind)
      ? violation("ACT-05", "Combat.NoWeaponMinorAfterMajor", "no weapon minor actions after a major action")
      : null,
    // MOUNT-11: a jockey without Rider levels has both hands on the mount.
    WEAPON_MINORS.has(action.kind) && noFreeHands(state, actor)
      ? violation(
          "MOUNT-11",
          "Combat.NoFreeHands",
          `${actor.name} has no Rider levels: both hands are busy with the mount`,
        )
      : null,
  ];
  switch (action.kind) {
    case "standUp":
      errors.push(
        actor.status.prone ? null : violation("ACT-09", "Combat.NotProne", `${actor.name} is not prone`),
      );
      break;
    case "declareFeat":
      errors.push(
        turn?.featDeclared
          ? violation("ACT-07", "Combat.OneFeat", "only one combat feat is active at a time")
          : null,
      );
      break;
    case "magic": {
      const aim =
        action.targetId !== undefined || action.targetArea !== undefined ? aimOf(state, action) : null;
      if (aim && "code" in aim) return aim;
      errors.push(
        turn && turn.move !== null && turn.move !== "limited"
          ? violation(
              "ACT-08",
              "Combat.MagicForcesLimited",
              "magic needs a Limited Move, even as a minor action",
            )
          : null,
      );
      errors.push(...spellErrors(state, actor, from, action, aim ? aim.area : from));
      break;
    }
    case "sheathe":
      errors.push(
        action.category === "other"
          ? violation(
              "ACT-06",
              "Combat.SheatheSwordsGuns",
              "only swords and guns sheathe as a minor action; stowing is major",
            )
          : null,
      );
      break;
    case "receiveWeapon":
      errors.push(
        state.handOffs.some((h) => h.toId === actor.id)
          ? null
          : violation("ACT-04", "Combat.NothingToReceive", "nobody handed you a weapon this round"),
      );
      break;
    case "endSpell":
      if (!state.effects.some((e) => e.id === action.effectId))
        return malformed("Combat.UnknownEffect", `no effect ${action.effectId}`);
      break;
    case "other":
      if (action.shooting) errors.push(needsLimited(turn, "shooting"));
      if (action.spell) errors.push(needsLimited(turn, "spell"));
      break;
    default:
      break;
  }
  return errors;
}

/**
 * MOVE-03 / ACT-08: "cannot take a Normal Move and also cast a spell or make a ranged attack in the same
 * round, whether Major or Minor": a spell or shot taken before the move leaves only a Limited Move.
 */
function lockLimited(turn: OpenTurn, action: MinorAction): void {
  if (turn.move !== null || turn.mustStayLimited) return;
  const magic = action.kind === "magic" || (action.kind === "other" && action.spell === true);
  const shooting = action.kind === "other" && action.shooting === true;
  if (!magic && !shooting) return;
  turn.mustStayLimited = true;
  turn.limitedBy = magic ? "magic" : "shooting";
}

/** ACT-02/05/06/07/08/09: a minor action, before the move or around the major action, never inside one. */
export function minor(state: BattleState, ev: Ev<"minor">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  const from = areaOf(actor);
  if (!from) return hard(malformed("Combat.Unplaced", `${actor.name} has no area`));
  const checked = minorErrors(state, actor, from, ev.action);
  if (!Array.isArray(checked)) return hard(checked);
  const action = ev.action;
  return legal(checked, (draft, dice) => {
    const me = findCombatant(draft, actor.id) as Combatant;
    const turn = turnOf(draft, me.id);
    const base = { actorId: me.id, action: action.kind };
    lockLimited(turn, action);
    switch (action.kind) {
      case "standUp":
        me.status.prone = false;
        return [entry("minorAction", base)];
      case "declareFeat": {
        turn.featDeclared = true;
        // ACT-07: declared after the accuracy/evasion check (our major action) it has no effect, unless a
        // later major action of this turn is still to come (extra actions, one per section: SECT-02).
        const effective = turn.retreat || turn.majorActions < majorAllowance(me);
        if (effective) me.activeFeat = action.feat;
        return [entry("featDeclared", { actorId: me.id, feat: action.feat, effective })];
      }
      case "magic":
        if (action.targetId === undefined && action.targetArea === undefined) {
          const cost = action.spell.mpCost ?? 0;
          if (me.mp !== undefined) me.mp = Math.max(0, me.mp - cost);
          return [
            entry("spellCast", {
              actorId: me.id,
              spell: action.spell.name ?? null,
              magicPower: 0,
              mpSpent: cost,
            }),
          ];
        }
        return castSpell(draft, me.id, action, undefined, "zero", dice);
      case "drop":
        writablePart(draft, "droppedWeapons").push({ weapon: action.weapon, area: from });
        return [entry("weaponDropped", { weapon: action.weapon, area: from, fromId: me.id })];
      case "receiveWeapon": {
        const i = draft.handOffs.findIndex((h) => h.toId === me.id);
        const [handOff] = i >= 0 ? writablePart(draft, "handOffs").splice(i, 1) : [];
        if (!handOff) return [];
        // ACT-04: a hand-off that fails drops the weapon where it was offered.
        if (!samePlace(handOff, { area: from })) {
          writablePart(draft, "droppedWeapons").push({ weapon: handOff.weapon, ...placeOf(handOff) });
          return [droppedEntry(handOff.weapon, handOff, handOff.fromId)];
        }
        return [entry("weaponReceived", { actorId: me.id, weapon: handOff.weapon, fromId: handOff.fromId })];
      }
      case "endSpell":
        draft.effects = draft.effects.filter((e) => e.id !== action.effectId);
        return [entry("effectEnded", { effectId: action.effectId })];
      default:
        return [entry("minorAction", { ...base, label: "label" in action ? action.label : null })];
    }
  });
}

/** MOUNT-11: a jockey without Rider levels riding its mount. */
function noFreeHands(state: BattleState, actor: Combatant): boolean {
  const mount = mountOf(state, actor);
  return !!mount && jockeyOf(state, mount) === actor && !hasRiderLevels(actor);
}
