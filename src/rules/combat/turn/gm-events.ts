/** The GM's events: damage applied, statuses and effects set, surrender, flight and leaving the battle. */
import { writable, writablePart } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, malformed, violation } from "../log.js";
import { findCombatant, otherSide, sideMembers } from "../roster.js";
import { canFight } from "../sections-and-mounts/sections.js";
import { cornered } from "../simplified/areas.js";
import type { BattleState, Combatant } from "../types.js";
import { ROUNDS_PER_UNIT } from "./round.js";
import { hurt } from "./spell-targets.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

const unknown = (id: string) => hard(malformed("Combat.UnknownCombatant", `unknown combatant ${id}`));

/** Damage resolved by the damage pipeline, applied to one section (SECT-04: ≤ 0 HP is unconscious). */
export function applyDamage(state: BattleState, ev: Ev<"applyDamage">): Handled {
  const c = findCombatant(state, ev.targetId);
  if (!c) return unknown(ev.targetId);
  const section = ev.section ?? 0;
  if (!c.sections[section])
    return hard(malformed("Combat.UnknownSection", `${c.name} has no section ${section}`));
  return legal([], (draft) => hurt(draft, { combatantId: c.id, section }, ev.amount));
}

export function setStatus(state: BattleState, ev: Ev<"setStatus">): Handled {
  const c = findCombatant(state, ev.combatantId);
  if (!c) return unknown(ev.combatantId);
  if (ev.flag === "conscious" && !c.sections[ev.section ?? 0])
    return hard(malformed("Combat.UnknownSection", `${c.name} has no section ${ev.section ?? 0}`));
  // SECT-04 / DMG-09: a section at 0 HP or below is unconscious; it can be woken only once healed above 0.
  if (ev.flag === "conscious" && ev.value && (c.sections[ev.section ?? 0]?.hp ?? 0) <= 0)
    return hard(malformed("Combat.CannotWakeAtZeroHp", `${c.name} has 0 HP or less and cannot wake`));
  return legal([], (draft) => {
    const me = findCombatant(draft, c.id) as Combatant;
    if (ev.flag === "conscious")
      (me.sections[ev.section ?? 0] as Combatant["sections"][number]).conscious = ev.value;
    else me.status[ev.flag] = ev.value;
    return [
      entry("statusChanged", {
        combatantId: me.id,
        flag: ev.flag,
        value: ev.value,
        section: ev.section ?? null,
      }),
    ];
  });
}

/** FLOW-04: a duration is kept in rounds (minutes × 6, hours × 360); permanent ones never tick. */
export function addEffect(state: BattleState, ev: Ev<"addEffect">): Handled {
  const perUnit = ROUNDS_PER_UNIT[ev.effect.unit];
  if (perUnit === undefined)
    return hard(malformed("Combat.BadDuration", `unknown duration unit ${ev.effect.unit}`));
  if (state.effects.some((e) => e.id === ev.effect.id))
    return hard(malformed("Combat.DuplicateEffect", `effect ${ev.effect.id} exists`));
  return legal([], (draft) => {
    const remainingRounds = perUnit === null ? null : perUnit * (ev.amount ?? 1);
    writablePart(draft, "effects").push({ ...ev.effect, remainingRounds });
    return [entry("effectAdded", { effectId: ev.effect.id, name: ev.effect.name, remainingRounds })];
  });
}

/** FLOW-05: a surrendered character no longer counts for its side. */
export function surrender(state: BattleState, ev: Ev<"surrender">): Handled {
  const c = findCombatant(state, ev.combatantId);
  if (!c) return unknown(ev.combatantId);
  return legal([], (draft) => {
    (findCombatant(draft, c.id) as Combatant).status.surrendered = true;
    return [entry("surrendered", { combatantId: c.id })];
  });
}

/** FLOW-05: a side flees; unpursued, the combat ends; pursued, it goes on. */
export function flee(state: BattleState, ev: Ev<"flee">): Handled {
  return legal(
    [
      state.phase !== "round" && state.phase !== "ready"
        ? violation("FLOW-05", "Combat.NotFighting", "no combat to flee from")
        : null,
    ],
    (draft) => {
      if (ev.pursued) return [entry("fleePursued", { side: ev.side })];
      for (const c of sideMembers(draft, ev.side)) if (canFight(c)) writable(draft, c).status.fled = true;
      draft.phase = "ended";
      draft.turn = null;
      draft.activeSide = null;
      draft.outcome = { winner: otherSide(ev.side), reason: "fled" };
      return [entry("combatEnded", { winner: otherSide(ev.side), reason: "fled", round: draft.round })];
    },
  );
}

/** SIMP-11: a cornered character may leave the battle only if the GM allows it (an override). */
export function leaveBattle(state: BattleState, ev: Ev<"leaveBattle">): Handled {
  const c = findCombatant(state, ev.combatantId);
  if (!c) return unknown(ev.combatantId);
  return legal(
    [
      cornered(state, c)
        ? violation("SIMP-11", "Combat.NoRetreat", "a broken-through side cannot leave its Rearguard")
        : null,
    ],
    (draft) => {
      const me = findCombatant(draft, c.id) as Combatant;
      me.status.fled = true;
      if (draft.turn?.actorId === me.id) draft.turn = null;
      return [entry("leftBattle", { combatantId: me.id })];
    },
  );
}
