/**
 * The engine's structured log → readable lines for the battle-log chat card. Pure; the text comes from
 * `SW25.Combat.Log.<type>` keys, ids become names, areas/sides/modes their localized labels.
 */
import { type LogEntry, logKey } from "../../../rules/combat/log.js";
import { logParamText, nameBook } from "../../../rules/combat/log-text.js";
import type { BattleState } from "../../../rules/combat/types.js";
import { ruleName, type Translate } from "../policy/rule-text.js";

export interface LogLine {
  readonly type: string;
  readonly text: string;
  /** Lines the table must not miss: a misfire's random target, who an area spell hits, overrides. */
  readonly notice: boolean;
}

export interface LogCardView {
  readonly title: string;
  readonly lines: readonly LogLine[];
}

export { nameBook };

/** Bookkeeping entries (HP copied from actors) that need no chat card of their own. */
export const QUIET_LOG: ReadonlySet<string> = new Set(["sectionsSynced"]);

const NOTICE = new Set(["override", "ambush", "combatEnded", "sectionDown"]);

export function logLine(
  e: LogEntry,
  state: BattleState,
  t: Translate,
  display?: (id: string) => string,
): LogLine {
  const name = nameBook(state, display);
  const params: Record<string, string> = {};
  const words = { t, ruleLabel: (id: string) => ruleName(id, t) };
  for (const [key, value] of Object.entries(e.params)) params[key] = logParamText(key, value, name, words);
  const key = logKey(e);
  const text = t(key, params);
  return {
    type: e.type,
    text: text === key ? `${e.type} ${JSON.stringify(e.params)}` : text,
    notice: NOTICE.has(e.type) || e.params.misfire === true || e.type === "spellCast",
  };
}

/**
 * One card per applied event, quiet entries left out. `state` is the state after the event (names of
 * everyone involved); `display` the names the table may read.
 */
export function logCard(
  log: readonly LogEntry[],
  state: BattleState,
  t: Translate,
  display?: (id: string) => string,
): LogCardView {
  return {
    title: t("SW25.Combat.Log.Title", { round: state.round }),
    lines: log.filter((e) => !QUIET_LOG.has(e.type)).map((e) => logLine(e, state, t, display)),
  };
}
