/**
 * Runs a scripted battle (a scenario: events, dice and expected outcomes) through the reducer and reports
 * mismatches.
 */
import { fixedDice } from "../dice/dice-source.js";
import { fail, ok, type Result, type RuleError } from "../errors.js";
import { step } from "./battle.js";
import type { BattleEvent } from "./events.js";
import type { LogEntry } from "./log.js";
import { normalizeBattle } from "./normalize.js";
import { type AfterCombatOptions, afterCombat } from "./turn/aftermath.js";
import type { BattleState } from "./types.js";

/** One scripted event: the event, the d6 results it may use, and optionally the rule IDs it must break. */
export interface ScenarioStep {
  readonly event: BattleEvent;
  readonly dice?: readonly number[];
  readonly expectErrors?: readonly string[];
}

export interface Scenario {
  readonly name?: string;
  readonly initial: unknown;
  readonly events: readonly ScenarioStep[];
  /** Runs the post-combat clean-up and aftermath (FLOW-06..08) after the events; expectations see its result. */
  readonly afterCombat?: AfterCombatOptions;
  readonly expect?: {
    readonly state?: unknown;
    readonly log?: readonly { type: string; params?: Record<string, unknown> }[];
  };
}

export interface StepRecord {
  readonly index: number;
  readonly event: BattleEvent;
  readonly log: LogEntry[];
  readonly errors: RuleError[];
}

export interface ScenarioRun {
  readonly name: string;
  readonly steps: StepRecord[];
  /** The log of the post-combat clean-up, when the scenario asks for one. */
  readonly afterCombatLog: LogEntry[];
  readonly final: BattleState;
  /** Every way the run differs from the scenario's expectations; empty when it passes. */
  readonly failures: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks the shape of a parsed scenario file. */
export function parseScenario(json: unknown): Result<Scenario> {
  const bad = (message: string) => fail<Scenario>("Scenario.Malformed", message);
  if (!isObject(json)) return bad("a scenario is a JSON object");
  if (!("initial" in json)) return bad('missing "initial"');
  if (!Array.isArray(json.events)) return bad('"events" must be an array');
  for (const [i, s] of json.events.entries()) {
    if (!isObject(s) || !isObject(s.event) || typeof s.event.type !== "string")
      return bad(`events[${i}] must be {"event": {"type": ...}, "dice"?: [...]}`);
    if (
      s.dice !== undefined &&
      (!Array.isArray(s.dice) || s.dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6))
    )
      return bad(`events[${i}].dice must be d6 results 1..6`);
    if (
      s.expectErrors !== undefined &&
      (!Array.isArray(s.expectErrors) || s.expectErrors.some((r) => typeof r !== "string"))
    )
      return bad(`events[${i}].expectErrors must be an array of rule IDs`);
  }
  if (json.afterCombat !== undefined) {
    const a = json.afterCombat;
    if (!isObject(a)) return bad('"afterCombat" must be an object');
    if (a.keep !== undefined && typeof a.keep !== "boolean" && !Array.isArray(a.keep))
      return bad('"afterCombat.keep" must be true, false or a list of effect ids');
    if (a.herbsUsed !== undefined && typeof a.herbsUsed !== "number")
      return bad('"afterCombat.herbsUsed" must be a number');
  }
  if (json.afterCombat !== undefined && Array.isArray((json.afterCombat as Record<string, unknown>).keep)) {
    const keep = (json.afterCombat as Record<string, unknown>).keep as unknown[];
    if (keep.some((id) => typeof id !== "string"))
      return bad('"afterCombat.keep" must list effect ids (strings)');
  }
  if (json.name !== undefined && typeof json.name !== "string") return bad('"name" must be a string');
  if (json.expect !== undefined && !isObject(json.expect)) return bad('"expect" must be an object');
  const log = isObject(json.expect) ? json.expect.log : undefined;
  if (log !== undefined) {
    if (!Array.isArray(log)) return bad('"expect.log" must be an array');
    for (const [i, l] of log.entries())
      if (!isObject(l) || typeof l.type !== "string" || (l.params !== undefined && !isObject(l.params)))
        return bad(`expect.log[${i}] must be {"type": "...", "params"?: {...}}`);
  }
  return ok(json as unknown as Scenario);
}

/**
 * Deep partial match. Objects match key by key; an expected object against an array of combatants
 * (or anything with ids) matches by id; expected arrays match element by element with equal length.
 */
export function mismatches(actual: unknown, expected: unknown, path = "state"): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
    return expected.flatMap((e, i) => mismatches(actual[i], e, `${path}[${i}]`));
  }
  if (isObject(expected)) {
    if (Array.isArray(actual)) {
      return Object.entries(expected).flatMap(([id, e]) => {
        const found = actual.find((a) => isObject(a) && a.id === id);
        return found ? mismatches(found, e, `${path}.${id}`) : [`${path}: no element with id ${id}`];
      });
    }
    if (!isObject(actual)) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([k, e]) => mismatches(actual[k], e, `${path}.${k}`));
  }
  return Object.is(actual, expected)
    ? []
    : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** Runs a scenario through the reducer with its fixed dice and compares the outcome with its expectations. */
export function runScenario(scenario: Scenario): Result<ScenarioRun> {
  const initial = normalizeBattle(scenario.initial);
  if (!initial.ok) return initial;
  let state = initial.value;
  const steps: StepRecord[] = [];
  const failures: string[] = [];
  for (const [index, s] of scenario.events.entries()) {
    const dice = fixedDice(s.dice ?? []);
    const result = step(state, s.event, dice);
    state = result.state;
    steps.push({ index, event: s.event, log: result.log, errors: result.errors });
    const got = result.errors.map((e) => e.rule ?? e.code);
    const want = s.expectErrors ?? [];
    const missing = want.filter((r) => !got.includes(r));
    const extra = got.filter((r) => !want.includes(r));
    if (missing.length > 0 || extra.length > 0)
      failures.push(
        `events[${index}] ${s.event.type}: expected errors [${want.join(", ")}], got [${result.errors.map((e) => e.message).join("; ")}]`,
      );
    if (result.errors.length === 0 && dice.remaining > 0)
      failures.push(`events[${index}] ${s.event.type}: ${dice.remaining} dice left unused`);
  }
  let afterCombatLog: LogEntry[] = [];
  if (scenario.afterCombat !== undefined) {
    const after = afterCombat(state, scenario.afterCombat);
    if (!after.ok) return after;
    state = after.value.state;
    afterCombatLog = after.value.log;
  }
  const allLog = [...steps.flatMap((s) => s.log), ...afterCombatLog];
  let from = 0;
  for (const want of scenario.expect?.log ?? []) {
    const at = allLog.findIndex(
      (l, i) => i >= from && l.type === want.type && mismatches(l.params, want.params ?? {}).length === 0,
    );
    if (at < 0)
      failures.push(`log: no ${want.type} ${JSON.stringify(want.params ?? {})} after entry ${from}`);
    else from = at + 1;
  }
  if (scenario.expect?.state !== undefined) failures.push(...mismatches(state, scenario.expect.state));
  return ok({ name: scenario.name ?? "(unnamed)", steps, afterCombatLog, final: state, failures });
}
