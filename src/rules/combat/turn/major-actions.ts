/** Major actions in a turn: how many a combatant may take, when, and what an attack or spell does. */
import type { DiceSource } from "../../dice/dice-source.js";
import type { RuleError } from "../../errors.js";
import { writablePart } from "../draft.js";
import type { BattleEvent, MajorAction } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { areaOf, findCombatant } from "../roster.js";
import { ridingMajorErrors } from "../sections-and-mounts/mounts.js";
import { canFight, headcount, sectionDown } from "../sections-and-mounts/sections.js";
import { resolveShot } from "../simplified/misfire.js";
import { reachError } from "../simplified/range.js";
import type { Area, BattleState, Combatant, OpenTurn, Section } from "../types.js";
import { aimOf, castSpell, hurt, spellErrors } from "./spell-targets.js";
import { commandedMount, ownTurn, turnError, turnOf } from "./turn.js";
import { mountTakesNoWeapon } from "./weapons-on-ground.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/**
 * MOVE-03/08: spells and shooting only after a Limited Move (or before any move, for minor magic).
 * The rule named is the one that imposed the mode: SIMP-06 in round 1, MOVE-03 for a Normal Move.
 */
export function needsLimited(turn: OpenTurn | null, what: "spell" | "shooting"): RuleError | null {
  if (!turn || turn.move === null || turn.move === "limited") return null;
  const rule = turn.imposedMove ? "SIMP-06" : turn.move === "normal" ? "MOVE-03" : "MOVE-02";
  const code = what === "spell" ? "Combat.SpellNeedsLimited" : "Combat.ShootNeedsLimited";
  return violation(
    rule,
    code,
    `${what === "spell" ? "spells need" : "shooting needs"} a Limited Move (this turn: ${turn.move})`,
  );
}

/** ACT-01: one major action, plus granted extras; SECT-02: each conscious section of a monster acts once. */
export function majorAllowance(actor: Combatant): number {
  return Math.max(1, headcount(actor)) + (actor.extraMajorActions ?? 0);
}

/**
 * SECT-02: a multi-section monster names the section taking each major action; each conscious section acts
 * once (a section acts again only on an ability's extra major actions, ACT-01).
 */
function sectionErrors(state: BattleState, actor: Combatant, acting: number | undefined): RuleError[] {
  if (actor.sections.length < 2) return [];
  if (acting === undefined)
    return [violation("SECT-02", "Combat.NameActingSection", "name the section taking this major action")];
  const section = actor.sections[acting] as Section;
  if (sectionDown(section))
    return [
      violation("SECT-02", "Combat.SectionCannotAct", `${section.name} is down and cannot act`, {
        section: section.name,
      }),
    ];
  const acted = state.turn?.actorId === actor.id ? (state.turn.sectionsActed ?? []) : [];
  const repeats = acted.length - new Set(acted).size;
  if (acted.includes(acting) && repeats >= (actor.extraMajorActions ?? 0))
    return [
      violation("SECT-02", "Combat.SectionActed", `${section.name} has already acted this turn`, {
        section: section.name,
      }),
    ];
  return [];
}

/** ACT-01 / MOVE-01 / MOVE-02: when a major action may be taken at all (Simplified and Standard Combat alike). */
export function majorTimingErrors(state: BattleState, actor: Combatant): (RuleError | null)[] {
  const turn = ownTurn(state, actor.id);
  // MOUNT-01/07: a commanded mount's own count is checked by ridingMajorErrors.
  const commanded = commandedMount(state, actor.id);
  return [
    turnError(state, actor.id),
    turn && turn.move === null
      ? violation("MOVE-01", "Combat.ChooseMoveFirst", "choose the movement mode before the major action")
      : null,
    turn?.move === "full"
      ? violation("MOVE-02", "Combat.NoMajorAfterFull", "no major action after a Full Move")
      : null,
    !commanded && turn && turn.majorActions >= majorAllowance(actor)
      ? violation("ACT-01", "Combat.OneMajor", "one major action per turn")
      : null,
  ];
}

/**
 * What the acting combatant itself allows (any method): SECT-02 for a multi-section monster in its own turn,
 * MOUNT-04/07/11/12 for riders and mounts.
 */
export function actorMajorErrors(
  state: BattleState,
  actor: Combatant,
  action: MajorAction,
  acting: number | undefined,
): RuleError[] {
  return [
    ...(commandedMount(state, actor.id) ? [] : sectionErrors(state, actor, acting)),
    ...ridingMajorErrors(state, actor, action, acting),
  ];
}

/** An acting-section index the actor does not have: a hard error. */
export function badSection(actor: Combatant, acting: number | undefined): RuleError | null {
  if (acting !== undefined && (!Number.isInteger(acting) || !actor.sections[acting]))
    return malformed("Combat.UnknownSection", `${actor.name} has no section ${acting}`);
  return null;
}

/**
 * Counts a major action: the turn's own (SECT-02: and which section acted), or the commanded mount's
 * (MOUNT-07: which section was commanded). Logs `sectionActs` for a multi-section actor.
 */
export function countMajor(draft: BattleState, me: Combatant, acting: number | undefined): LogEntry[] {
  const turn = turnOf(draft, me.id);
  const multi = acting !== undefined && me.sections.length >= 2;
  if (commandedMount(draft, me.id) && turn.mount) {
    turn.mount.majorActions += 1;
    if (multi) turn.mount.sections.push(acting);
  } else {
    turn.majorActions += 1;
    if (multi) turn.sectionsActed = [...(turn.sectionsActed ?? []), acting];
  }
  if (!multi) return [];
  const name = (me.sections[acting] as Section).name;
  return [entry("sectionActs", { actorId: me.id, section: acting, name })];
}

function majorErrors(
  state: BattleState,
  actor: Combatant,
  from: Area,
  action: MajorAction,
): RuleError | (RuleError | null)[] {
  const turn = ownTurn(state, actor.id);
  switch (action.kind) {
    case "skill":
      // MOUNT-06: unique skills are usable after a Normal Move; ranged or magical ones need a Limited Move.
      return [
        action.ranged === true ? needsLimited(turn, "shooting") : null,
        action.magic === true ? needsLimited(turn, "spell") : null,
      ];
    case "attack": {
      const target = findCombatant(state, action.targetId);
      const to = target ? areaOf(target) : null;
      if (!target || !to) return malformed("Combat.UnknownCombatant", `no placed target ${action.targetId}`);
      if (action.form !== "melee" && action.range === undefined)
        return malformed("Combat.RangeMissing", "thrown and shooting attacks need a range in metres");
      return [
        action.form === "shooting" ? needsLimited(turn, "shooting") : null,
        reachError(state, actor, from, to, action.form === "melee" ? "touch" : (action.range ?? 0)),
      ];
    }
    case "cast": {
      const aim = aimOf(state, action);
      if ("code" in aim) return aim;
      return [needsLimited(turn, "spell"), ...spellErrors(state, actor, from, action, aim.area)];
    }
    case "pickUp":
      return [
        state.droppedWeapons.some((w) => w.weapon === action.weapon && w.area === from)
          ? null
          : violation("ACT-03", "Combat.NoWeaponHere", `no ${action.weapon} lies in this area`, {
              weapon: action.weapon,
            }),
      ];
    case "handOver": {
      const to = findCombatant(state, action.toId);
      if (!to) return malformed("Combat.UnknownCombatant", `unknown combatant ${action.toId}`);
      return [
        areaOf(to) !== from
          ? violation("ACT-04", "Combat.HandOverSameArea", "hand weapons over only within one area")
          : null,
        mountTakesNoWeapon(to),
      ];
    }
    default:
      return [];
  }
}

/** ACT-01/03/04, MOVE-02/03/08, SIMP-12..18: one major action after the move. */
export function major(state: BattleState, ev: Ev<"major">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  const from = areaOf(actor);
  if (!from) return hard(malformed("Combat.Unplaced", `${actor.name} has no area`));
  const acting = ev.actingSection;
  const unknownSection = badSection(actor, acting);
  if (unknownSection) return hard(unknownSection);
  const specific = majorErrors(state, actor, from, ev.action);
  if (!Array.isArray(specific)) return hard(specific);
  const action = ev.action;
  const errors = [
    ...majorTimingErrors(state, actor),
    ...actorMajorErrors(state, actor, action, acting),
    ...specific,
  ];
  return legal(errors, (draft, dice) => {
    const me = findCombatant(draft, actor.id) as Combatant;
    return [...countMajor(draft, me, acting), ...act(draft, me, from, action, dice)];
  });
}

/**
 * SIMP-12..14 / STD-24: an attack that was made, in both methods: the log line naming the intended target
 * and the one hit (a misfire's draw), and the damage, when the event gives one, on the unit hit.
 */
export function attackLanded(
  draft: BattleState,
  me: Combatant,
  action: { readonly form: string; readonly damage?: number },
  intendedId: string,
  shot: {
    readonly unit: { readonly combatantId: string; readonly section: number };
    readonly misfire: boolean;
  },
): LogEntry[] {
  const log: LogEntry[] = [
    entry("attack", {
      actorId: me.id,
      form: action.form,
      intendedId,
      targetId: shot.unit.combatantId,
      section: shot.unit.section,
      misfire: shot.misfire,
    }),
  ];
  if (action.damage !== undefined) log.push(...hurt(draft, shot.unit, action.damage));
  return log;
}

function act(
  draft: BattleState,
  me: Combatant,
  from: Area,
  action: MajorAction,
  dice: DiceSource,
): LogEntry[] {
  switch (action.kind) {
    case "attack": {
      const target = findCombatant(draft, action.targetId) as Combatant;
      const intended = { combatantId: target.id, section: action.section ?? 0 };
      const shot =
        action.form === "melee"
          ? { unit: intended, misfire: false }
          : resolveShot(draft, from, areaOf(target) as Area, intended, me.feats.includes("targeting"), dice);
      return attackLanded(draft, me, action, target.id, shot);
    }
    case "cast":
      return castSpell(draft, me.id, action, action.damage, "normal", dice);
    case "pickUp": {
      const i = draft.droppedWeapons.findIndex((w) => w.weapon === action.weapon && w.area === from);
      if (i >= 0) writablePart(draft, "droppedWeapons").splice(i, 1);
      return [entry("weaponPickedUp", { actorId: me.id, weapon: action.weapon })];
    }
    case "handOver": {
      const given = entry("weaponHandedOver", { actorId: me.id, toId: action.toId, weapon: action.weapon });
      const to = findCombatant(draft, action.toId) as Combatant;
      // ACT-04: a receiver who has already acted (or cannot act) never takes it: the hand-off fails and
      // the weapon lies on the ground where it was offered, as when it is never received.
      if (draft.actedThisRound.includes(to.id) || !canFight(to)) {
        writablePart(draft, "droppedWeapons").push({ weapon: action.weapon, area: from });
        return [given, entry("weaponDropped", { weapon: action.weapon, area: from, fromId: me.id })];
      }
      writablePart(draft, "handOffs").push({
        fromId: me.id,
        toId: action.toId,
        weapon: action.weapon,
        area: from,
      });
      return [given];
    }
    case "stow":
      return [entry("weaponStowed", { actorId: me.id, weapon: action.weapon })];
    case "accessory":
      return [entry("accessoryChanged", { actorId: me.id, item: action.item })];
    case "skill":
      return [entry("skillUsed", { actorId: me.id, label: action.label })];
    case "other":
      return [entry("majorAction", { actorId: me.id, label: action.label })];
  }
}
