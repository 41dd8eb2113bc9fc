/**
 * The battle reducer's entry point: `step` checks one event, applies it to a draft and returns the new state,
 * its log and its refusals.
 */
import { DiceExhaustedError, type DiceSource } from "../dice/dice-source.js";
import type { RuleError } from "../errors.js";
import { closeDraft, openDraft } from "./draft.js";
import { dismountFall, groundedFliersFall, settleRiders } from "./environment/air-falls.js";
import { handleEnvironment, withEnvironment } from "./environment/environment.js";
import { windWings } from "./environment/wind-wings.js";
import type { BattleEvent } from "./events.js";
import { type Handled, hard } from "./handler.js";
import { entry, type LogEntry, malformed } from "./log.js";
import { join, syncSections } from "./roster-events.js";
import { mountOrDismount, mountWeakness } from "./sections-and-mounts/mount-events.js";
import { settleWings } from "./sections-and-mounts/sections.js";
import { endPlacement, place } from "./simplified/placement-events.js";
import { handleStandard, settleStandard } from "./standard/index.js";
import { addEffect, applyDamage, flee, leaveBattle, setStatus, surrender } from "./turn/gm-events.js";
import { major } from "./turn/major-actions.js";
import { minor } from "./turn/minor-actions.js";
import { advanceSides, endCheck, startRound } from "./turn/round.js";
import { monsterKnowledge, rollInitiative } from "./turn/setup.js";
import { declareRetreat, endTurn, move, startTurn } from "./turn/turn.js";
import type { BattleState } from "./types.js";
import { validateEvent } from "./validate-event.js";

export interface StepResult {
  readonly state: BattleState;
  readonly log: LogEntry[];
  readonly errors: RuleError[];
}

function handle(state: BattleState, event: BattleEvent): Handled {
  const environment = handleEnvironment(state, event);
  if (environment) return environment;
  if (state.method === "standard") {
    const standard = handleStandard(state, event);
    if (standard) return standard;
  }
  switch (event.type) {
    case "monsterKnowledge":
      return monsterKnowledge(state, event);
    case "rollInitiative":
      return rollInitiative(state, event);
    case "place":
      return place(state, event);
    case "endPlacement":
      return endPlacement(state, event);
    case "startRound":
      return startRound(state, event);
    case "startTurn":
      return startTurn(state, event);
    case "declareRetreat":
      return declareRetreat(state, event);
    case "move":
      return move(state, event);
    case "major":
      return major(state, event);
    case "minor":
      return minor(state, event);
    case "endTurn":
      return endTurn(state, event);
    case "applyDamage":
      return applyDamage(state, event);
    case "setStatus":
      return setStatus(state, event);
    case "addEffect":
      return addEffect(state, event);
    case "surrender":
      return surrender(state, event);
    case "flee":
      return flee(state, event);
    case "leaveBattle":
      return leaveBattle(state, event);
    case "syncSections":
      return syncSections(state, event);
    case "windWings":
      return windWings(state, event);
    case "join":
      return join(state, event);
    case "mount":
    case "dismount":
      return mountOrDismount(state, event);
    case "mountWeakness":
      return mountWeakness(state, event);
    case "moveTo":
    case "block":
      return hard(malformed("Combat.StandardOnly", `${event.type} belongs to Standard Combat`));
    case "fall":
    case "setEnvironment":
      return hard(malformed("Combat.UnknownEvent", `${event.type} is handled by environment.ts`));
    case "override":
      return hard(malformed("Combat.NestedOverride", "an override wraps one ordinary event"));
    default:
      return hard(
        malformed("Combat.UnknownEvent", `unknown event type ${String((event as { type?: unknown }).type)}`),
      );
  }
}

/**
 * The battle reducer. An illegal event returns its errors and the very same state object; a legal one
 * returns a new state and structured log entries. `override` applies its inner event with the rules
 * bypassed (the GM's one click), logging which rules were set aside. Never throws.
 */
export function step(state: BattleState, raw: BattleEvent, dice: DiceSource): StepResult {
  // The boundary: events come from players' clients, macros and files; only a checked copy goes further.
  const checked = validateEvent(state, raw);
  if (!checked.ok) return { state, log: [], errors: [checked.error] };
  const event = checked.event;
  const overriding = event.type === "override";
  const inner = event.type === "override" ? event.event : event;
  let draft: BattleState | null = null;
  try {
    // ENV-04..08: water and air add their refusals and consequences to any event.
    const handled = withEnvironment(state, inner, handle(state, inner));
    if (handled.kind === "hard") return { state, log: [], errors: [handled.error] };
    if (state.phase === "ended" && !overriding)
      return { state, log: [], errors: [malformed("Combat.Ended", "the combat is over")] };
    if (handled.violations.length > 0 && !overriding) return { state, log: [], errors: handled.violations };
    // Inside the try: a state too deeply nested to copy is an error value, not an exception. Structural
    // sharing (draft.ts): combatants are copied only when this event changes them.
    draft = openDraft(state);
    const log: LogEntry[] = [];
    if (overriding)
      log.push(
        entry("override", {
          event: inner.type,
          rules: [...new Set(handled.violations.map((v) => v.rule ?? v.code))],
          reason: event.type === "override" ? (event.reason ?? null) : null,
        }),
      );
    log.push(...handled.apply(draft, dice));
    // SECT-07 wings (a flier grounded falls at once, ENV-04) and MOUNT-08/10 falls (from the air too) follow
    // from whatever the event changed.
    const wings = settleWings(draft);
    log.push(...wings, ...groundedFliersFall(draft, wings, dice), ...settleRiders(draft, dice));
    if (inner.type === "dismount") log.push(...dismountFall(draft, inner, dice));
    if (draft.method === "standard") log.push(...settleStandard(draft, inner));
    if (draft.phase === "round") log.push(...advanceSides(draft));
    log.push(...endCheck(draft));
    return { state: draft, log, errors: [] };
  } catch (error) {
    if (error instanceof DiceExhaustedError)
      return {
        state,
        log: [],
        errors: [malformed("Combat.DiceExhausted", error.message, { used: error.used })],
      };
    return { state, log: [], errors: [malformed("Combat.InternalError", String(error).slice(0, 500))] };
  } finally {
    if (draft) closeDraft(draft);
  }
}
