/**
 * The engine's structured log → readable lines for the battle-log chat card. Pure; the text comes from
 * `SW25.Combat.Log.<type>` keys, ids become names, areas/sides/modes their localized labels.
 */
import { type LogEntry, type LogValue, logKey } from "../../rules/combat/log.js";
import type { BattleState } from "../../rules/combat/types.js";
import { ruleName, type Translate } from "./tracker-buttons.js";

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

const ID_KEYS = new Set([
  "actorId",
  "targetId",
  "intendedId",
  "combatantId",
  "monsterId",
  "fromId",
  "toId",
  "riderId",
  "mountId",
  "opponentId",
]);
const AREA_KEYS = new Set(["area", "from", "to"]);
const SIDE_KEYS = new Set(["side", "winner"]);
const MODE_KEYS = new Set(["mode", "move"]);

/**
 * Names by id, and "name (section)" for a section of a multi-section combatant. `display` gives the name a
 * viewer may read (an unidentified monster's alias, names.ts).
 */
export function nameBook(
  state: BattleState,
  display?: (id: string) => string,
): (id: string, section?: number) => string {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  return (id, section) => {
    const c = byId.get(id);
    if (!c) return id;
    const shown = display ? display(id) : c.name;
    const part = section === undefined || c.sections.length < 2 ? undefined : c.sections[section]?.name;
    return part ? `${shown} (${part})` : shown;
  };
}

/** Bookkeeping entries (HP copied from actors) that need no chat card of their own. */
export const QUIET_LOG: ReadonlySet<string> = new Set(["sectionsSynced"]);

/** "id#section" and "id#section:roll" as the engine writes targets of area effects. */
function unitText(raw: string, name: ReturnType<typeof nameBook>): string {
  const match = /^(.*)#(\d+)(?::(\d+))?$/.exec(raw);
  if (!match) return name(raw);
  const who = name(match[1] ?? "", Number(match[2]));
  return match[3] === undefined ? who : `${who}: ${match[3]}`;
}

function paramText(key: string, value: LogValue, name: ReturnType<typeof nameBook>, t: Translate): string {
  if (value === null) return key === "winner" ? t("SW25.Combat.Outcome.none") : "—";
  if (Array.isArray(value)) {
    // Overridden rules read by their family's name ("Standard Combat"), never by their checklist ID.
    const parts =
      key === "rules"
        ? [...new Set(value.map((v) => ruleName(v, t) || v))]
        : value.map((v) => unitText(v, name));
    return parts.length > 0 ? parts.join(", ") : t("SW25.Combat.Log.Nobody");
  }
  if (typeof value === "boolean") return t(value ? "SW25.Combat.Yes" : "SW25.Combat.No");
  if (typeof value === "number") return String(value);
  const text = value as string;
  if (ID_KEYS.has(key)) return name(text);
  if (AREA_KEYS.has(key)) return t(`SW25.Combat.Area.${text}`);
  if (SIDE_KEYS.has(key)) return t(`SW25.Combat.Side.${text}`);
  if (MODE_KEYS.has(key)) return t(`SW25.Combat.Move.${text}`);
  if (key === "event") return t(`SW25.Combat.Event.${text}`);
  if (key === "form") return t(`SW25.Combat.Form.${text}`);
  if (key === "action") return t(`SW25.Combat.Minor.${text}`);
  if (key === "flag") return t(`SW25.Combat.Status.${text}`);
  return text;
}

const NOTICE = new Set(["override", "ambush", "combatEnded", "sectionDown"]);

export function logLine(
  e: LogEntry,
  state: BattleState,
  t: Translate,
  display?: (id: string) => string,
): LogLine {
  const name = nameBook(state, display);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(e.params)) params[key] = paramText(key, value, name, t);
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
