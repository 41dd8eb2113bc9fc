/**
 * `sw25 scenario FILE` without --json: a report a person reads. Each event: what was tried, whether the
 * rules accepted it (and why not, in the words the Battle Board uses), what the log says, and where
 * everyone who moved stands afterwards; then the final state and a summary line.
 *
 * The words are the system's (`SW25.Combat.Log.<type>` as the battle-log chat card, `SW25.Error.<code>`,
 * `SW25.Combat.Area/Side/Move/...`), the report's own sentences `SW25.Cli.Scenario.*`.
 */
import { step } from "../rules/combat/battle.js";
import { type LogEntry, logKey } from "../rules/combat/log.js";
import { type LogName, logParamText, nameBook } from "../rules/combat/log-text.js";
import { normalizeBattle } from "../rules/combat/normalize.js";
import type { Scenario, ScenarioRun } from "../rules/combat/scenario-runner.js";
import { distance } from "../rules/combat/standard/geometry.js";
import type { BattleState, Combatant, Position } from "../rules/combat/types.js";
import { fixedDice } from "../rules/dice/dice-source.js";
import type { Translator } from "./i18n.js";
import { ruleFamily, ruleMessage } from "./messages.js";

type Name = LogName;

/** The text of `key` when the lang file has it, else `fallback`. */
function maybe(tr: Translator, key: string, fallback: string, params?: Record<string, string | number>) {
  return tr.has(key) ? tr.t(key, params) : fallback;
}

/** ", " between names in English, "、" in Japanese. */
const list = (tr: Translator) => tr.t("SW25.Cli.Scenario.ListSeparator");

const round1 = (n: number) => String(Math.round(n * 10) / 10);

export function positionText(p: Position, tr: Translator): string {
  switch (p.kind) {
    case "area":
      return tr.t(`SW25.Combat.Area.${p.area}`);
    case "point":
      return `(${p.x}, ${p.y})`;
    case "coordinate":
      return `(${p.x}, 0)`;
    default:
      return tr.t("SW25.Combat.Unplaced");
  }
}

// --- log lines: the battle-log card's sentences (src/system/combat/log-view.ts reads the same keys) ---

export function logText(e: LogEntry, name: Name, tr: Translator): string {
  const params: Record<string, string> = {};
  const words = { t: tr.t, has: tr.has, ruleLabel: (id: string) => ruleFamily(id, tr) };
  for (const [key, value] of Object.entries(e.params)) params[key] = logParamText(key, value, name, words);
  const key = logKey(e);
  // A sentence may name a param some entries of its type do not carry (a Standard Combat spell has no
  // area, a minor-action spell no list of the affected): "—", never the bare placeholder.
  for (const [, wanted] of tr.t(key).matchAll(/\{([^{}]+)\}/g)) params[wanted as string] ??= "—";
  return maybe(tr, key, `${e.type} ${JSON.stringify(e.params)}`, params);
}

// --- events: what was tried ---

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

function pointText(v: unknown): string | undefined {
  const p = rec(v);
  return typeof p.x === "number" ? `(${p.x}, ${typeof p.y === "number" ? p.y : 0})` : undefined;
}

function eventLabel(type: string, tr: Translator): string {
  return maybe(tr, `SW25.Combat.Event.${type}`, maybe(tr, `SW25.Cli.Event.${type}`, type));
}

/** The details of an event worth a glance: the mode and destination of a move, the action and its target. */
function eventDetail(e: Record<string, unknown>, name: Name, tr: Translator): string {
  const area = (v: unknown) => (str(v) ? maybe(tr, `SW25.Combat.Area.${v}`, String(v)) : undefined);
  const who = (v: unknown) => (str(v) ? name(String(v)) : undefined);
  const arrow = (...parts: (string | undefined)[]) => parts.filter((p) => p !== undefined).join(" → ");
  switch (e.type) {
    case "move": {
      const mode =
        str(e.mode) && e.forced !== true
          ? maybe(tr, `SW25.Combat.Move.${e.mode}`, String(e.mode))
          : undefined;
      return arrow(mode, area(e.to) ?? pointText(e.at));
    }
    case "moveTo": {
      const path = Array.isArray(e.path) ? e.path : [];
      return arrow(
        str(e.mode) ? maybe(tr, `SW25.Combat.Move.${e.mode}`, String(e.mode)) : undefined,
        pointText(path.at(-1)),
      );
    }
    case "place":
    case "join":
      return area(e.area) ?? pointText(e.at) ?? "";
    case "applyDamage":
      return typeof e.amount === "number" ? String(e.amount) : "";
    case "mount":
    case "dismount":
    case "mountWeakness":
      return who(e.mountId) ?? "";
    case "block":
      return Array.isArray(e.blockerIds) ? e.blockerIds.map((id) => name(String(id))).join(list(tr)) : "";
    case "major": {
      const a = rec(e.action);
      const kind = str(a.kind) ?? "";
      const things = { weapon: str(a.weapon) ?? "?", item: str(a.item) ?? "?" };
      const label =
        kind === "attack" && str(a.form)
          ? maybe(tr, `SW25.Combat.Form.${a.form}`, String(a.form))
          : (str(a.label) ?? maybe(tr, `SW25.Cli.Major.${kind}`, kind, things));
      // The section struck of a multi-section target: "Drake (wing)".
      const section = typeof a.section === "number" ? a.section : undefined;
      const target = str(a.targetId) ? name(String(a.targetId), section) : undefined;
      return arrow(label, target ?? who(a.toId) ?? area(a.targetArea) ?? pointText(a.targetPoint));
    }
    case "minor": {
      const kind = str(rec(e.action).kind) ?? "";
      return maybe(tr, `SW25.Combat.Minor.${kind}`, kind);
    }
    default:
      return "";
  }
}

export function describeEvent(event: unknown, name: Name, tr: Translator): string {
  const e = rec(event);
  const type = str(e.type) ?? "?";
  if (type === "override")
    return tr.t("SW25.Cli.Scenario.EventDetail", {
      event: eventLabel(type, tr),
      detail: describeEvent(e.event, name, tr),
    });
  const subject =
    str(e.actorId) ??
    str(e.combatantId) ??
    str(e.riderId) ??
    str(e.moverId) ??
    str(e.targetId) ??
    str(rec(e.combatant).id);
  let text = eventLabel(type, tr);
  if (subject !== undefined) text = tr.t("SW25.Cli.Scenario.EventWho", { event: text, who: name(subject) });
  const detail = eventDetail(e, name, tr);
  return detail ? tr.t("SW25.Cli.Scenario.EventDetail", { event: text, detail }) : text;
}

// --- combatants: where they stand, how they are ---

function hpText(c: Combatant, tr: Translator): string {
  const down = tr.t("SW25.Card.SectionDown");
  const one = (s: Combatant["sections"][number], named: boolean) => {
    const hp = named
      ? tr.t("SW25.Cli.Scenario.SectionHp", { section: s.name, value: s.hp, max: s.maxHp })
      : `${s.hp}/${s.maxHp}`;
    return s.conscious ? hp : `${hp} ${down}`;
  };
  const named = c.sections.length > 1;
  return tr.t("SW25.Cli.Scenario.Hp", { hp: c.sections.map((s) => one(s, named)).join(list(tr)) });
}

export function combatantText(c: Combatant, tr: Translator): string {
  const flags = Object.entries(c.status)
    .filter(([, on]) => on)
    .map(([flag]) => maybe(tr, `SW25.Combat.Status.${flag}`, flag));
  const line = tr.t("SW25.Cli.Scenario.Combatant", {
    name: c.name,
    side: tr.t(`SW25.Combat.Side.${c.side}`),
    where: positionText(c.position, tr),
    hp: hpText(c, tr),
  });
  return flags.length > 0 ? `${line} [${flags.join(list(tr))}]` : line;
}

/** Standard Combat: each skirmish, where and how wide, who fights in it and who stands in it apart. */
function skirmishLines(state: BattleState, tr: Translator): string[] {
  const name = nameBook(state);
  return (state.standard?.skirmishes ?? []).map((s, i) => {
    const label = tr.t("SW25.Combat.Standard.SkirmishLabel", {
      n: i + 1,
      x: s.centre.x,
      y: s.centre.y,
      radius: s.radius,
    });
    const params = {
      label,
      inMelee: tr.t("SW25.Combat.Standard.InMelee"),
      melee: s.melee.map((id) => name(id)).join(list(tr)),
      independent: tr.t("SW25.Combat.Standard.Independent"),
      names: s.independents.map((id) => name(id)).join(list(tr)),
    };
    return s.independents.length === 0
      ? tr.t("SW25.Cli.Scenario.Skirmish", params)
      : tr.t("SW25.Cli.Scenario.SkirmishWithIndependents", params);
  });
}

/** Who stands elsewhere after an event (a latecomer counts from nowhere), with the metres between. */
function movedText(before: BattleState, after: BattleState, tr: Translator): string[] {
  const old = new Map(before.combatants.map((c) => [c.id, c.position]));
  const metric = after.standard?.metric;
  const moves: string[] = [];
  for (const c of after.combatants) {
    const from = old.get(c.id) ?? { kind: "unplaced" as const };
    if (JSON.stringify(from) === JSON.stringify(c.position)) continue;
    const params = { name: c.name, from: positionText(from, tr), to: positionText(c.position, tr) };
    moves.push(
      from.kind === "point" && c.position.kind === "point"
        ? tr.t("SW25.Cli.Scenario.MovedMetres", {
            ...params,
            metres: round1(distance(from, c.position, metric)),
          })
        : tr.t("SW25.Cli.Scenario.Moved", params),
    );
  }
  return moves;
}

/**
 * The state before each event and after the last, replayed as the runner played it (the reducer is a
 * pure function of the state, the event and the event's dice, so the replay is the same run).
 */
function statesOf(scenario: Scenario): BattleState[] | null {
  const initial = normalizeBattle(scenario.initial);
  if (!initial.ok) return null;
  const states = [initial.value];
  for (const s of scenario.events) {
    const last = states[states.length - 1] as BattleState;
    states.push(step(last, s.event, fixedDice(s.dice ?? [])).state);
  }
  return states;
}

/** The report, one string per line. */
export function scenarioReport(scenario: Scenario, run: ScenarioRun, tr: Translator): string[] {
  const lines: string[] = [tr.t("SW25.Cli.Scenario.Title", { name: run.name })];
  const states = statesOf(scenario) ?? [];
  const first = states[0] ?? run.final;
  lines.push(
    tr.t("SW25.Cli.Scenario.Start", {
      method: tr.t(`SW25.Combat.Method.${first.method}`),
      round: first.round,
    }),
  );
  for (const c of first.combatants) lines.push(`  ${combatantText(c, tr)}`);
  for (const line of skirmishLines(first, tr)) lines.push(`  ${line}`);
  let accepted = 0;
  let refused = 0;
  let asExpected = 0;
  for (const s of run.steps) {
    const before = states[s.index] ?? run.final;
    const after = states[s.index + 1] ?? run.final;
    const name = nameBook(after);
    const dice = scenario.events[s.index]?.dice ?? [];
    const head = tr.t("SW25.Cli.Scenario.Step", { index: s.index, event: describeEvent(s.event, name, tr) });
    lines.push(
      dice.length > 0 ? `${head}  ${tr.t("SW25.Cli.Scenario.Dice", { dice: dice.join(", ") })}` : head,
    );
    const expected = scenario.events[s.index]?.expectErrors ?? [];
    if (s.errors.length === 0) {
      accepted++;
      lines.push(
        `   ${
          expected.length > 0
            ? tr.t("SW25.Cli.Scenario.AcceptedNotRefused", { rules: expected.join(", ") })
            : tr.t("SW25.Cli.Scenario.Accepted")
        }`,
      );
      for (const l of s.log) lines.push(`     ${logText(l, name, tr)}`);
      const moved = movedText(before, after, tr);
      if (moved.length > 0)
        lines.push(
          `   ${tr.t("SW25.Cli.Scenario.Positions", { list: moved.join(tr.t("SW25.Cli.Scenario.GroupSeparator")) })}`,
        );
      continue;
    }
    refused++;
    const got = s.errors.map((e) => e.rule ?? e.code);
    const matches = got.every((r) => expected.includes(r)) && expected.every((r) => got.includes(r));
    if (matches) asExpected++;
    const verdict = tr.t(matches ? "SW25.Cli.Scenario.RefusedAsExpected" : "SW25.Cli.Scenario.Refused");
    for (const e of s.errors)
      lines.push(
        `   ${tr.t("SW25.Cli.Scenario.Because", { verdict, reason: ruleMessage(e, tr) })} [${e.rule ?? e.code}]`,
      );
  }
  if (run.afterCombatLog.length > 0) {
    const name = nameBook(run.final);
    lines.push(tr.t("SW25.Cli.Scenario.AfterCombat"));
    for (const l of run.afterCombatLog) lines.push(`     ${logText(l, name, tr)}`);
  }
  const f = run.final;
  const phase = { phase: tr.t(`SW25.Combat.Phase.${f.phase}`), round: f.round };
  const outcome =
    f.outcome === null
      ? null
      : f.outcome.winner === null
        ? tr.t("SW25.Cli.Scenario.NoWinner")
        : tr.t("SW25.Combat.Outcome.won", { side: tr.t(`SW25.Combat.Side.${f.outcome.winner}`) });
  lines.push(
    outcome === null
      ? tr.t("SW25.Cli.Scenario.Final", phase)
      : tr.t("SW25.Cli.Scenario.FinalWithOutcome", { ...phase, outcome }),
  );
  for (const c of f.combatants) lines.push(`  ${combatantText(c, tr)}`);
  for (const line of skirmishLines(f, tr)) lines.push(`  ${line}`);
  lines.push(
    tr.t("SW25.Cli.Scenario.Summary", {
      events: run.steps.length,
      accepted,
      refused,
      expected: asExpected,
    }),
  );
  if (run.failures.length === 0) lines.push(tr.t("SW25.Cli.Scenario.AllMet"));
  else {
    lines.push(tr.t("SW25.Cli.Scenario.Failed", { count: run.failures.length }));
    for (const failure of run.failures) lines.push(`  ${failure}`);
  }
  return lines;
}
