/**
 * How a log entry's params read in a sentence, shared by the battle-log chat card
 * (src/system/combat/log-view.ts) and the CLI's scenario report (src/cli/scenario-report.ts): ids become
 * names ("name (section)" for a section of a multi-section combatant), areas, sides, movements and a few
 * words their localized labels, lists of area targets "name: roll". Pure: the words come through `LogWords`.
 */
import type { LogValue } from "./log.js";
import type { BattleState } from "./types.js";

/** A name for an id, and for one of its sections. */
export type LogName = (id: string, section?: number) => string;

/** What reading a param needs of its caller's language. */
export interface LogWords {
  /** The text of a lang key, with its placeholders filled. */
  t(key: string, data?: Record<string, string>): string;
  /** The name of an overridden rule's family ("Standard Combat"), "" when unknown. */
  ruleLabel(ruleId: string): string;
  /** Whether the lang files have `key`; without it every key is taken as known. */
  has?(key: string): boolean;
}

const ID_KEYS: ReadonlySet<string> = new Set([
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

/** The lang family a param's word is read from, by the param's name. */
const FAMILY: Readonly<Record<string, string>> = {
  area: "SW25.Combat.Area",
  from: "SW25.Combat.Area",
  to: "SW25.Combat.Area",
  side: "SW25.Combat.Side",
  winner: "SW25.Combat.Side",
  mode: "SW25.Combat.Move",
  move: "SW25.Combat.Move",
  event: "SW25.Combat.Event",
  form: "SW25.Combat.Form",
  action: "SW25.Combat.Minor",
  flag: "SW25.Combat.Status",
};

/**
 * Names by id, and "name (section)" for a section of a multi-section combatant. `display` gives the name a
 * viewer may read (an unidentified monster's alias on the chat card).
 */
export function nameBook(state: BattleState, display?: (id: string) => string): LogName {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  return (id, section) => {
    const c = byId.get(id);
    if (!c) return id;
    const shown = display ? display(id) : c.name;
    const part = section === undefined || c.sections.length < 2 ? undefined : c.sections[section]?.name;
    return part ? `${shown} (${part})` : shown;
  };
}

/** "id#section" and "id#section:roll", as the engine writes the targets of area effects. */
function unitText(raw: string, name: LogName): string {
  const match = /^(.*)#(\d+)(?::(\d+))?$/.exec(raw);
  if (!match) return name(raw);
  const who = name(match[1] ?? "", Number(match[2]));
  return match[3] === undefined ? who : `${who}: ${match[3]}`;
}

/** One param of a log entry as its sentence reads it. */
export function logParamText(key: string, value: LogValue, name: LogName, words: LogWords): string {
  if (value === null) return key === "winner" ? words.t("SW25.Combat.Outcome.none") : "—";
  if (Array.isArray(value)) {
    // Overridden rules read by their family's name ("Standard Combat"), never by their checklist ID.
    const parts =
      key === "rules"
        ? [...new Set(value.map((v) => words.ruleLabel(v) || v))]
        : value.map((v) => unitText(v, name));
    return parts.length > 0 ? parts.join(", ") : words.t("SW25.Combat.Log.Nobody");
  }
  if (typeof value === "boolean") return words.t(value ? "SW25.Combat.Yes" : "SW25.Combat.No");
  if (typeof value === "number") return String(value);
  const text = value as string;
  if (ID_KEYS.has(key)) return name(text);
  const family = FAMILY[key];
  if (!family) return text;
  const wordKey = `${family}.${text}`;
  return words.has && !words.has(wordKey) ? text : words.t(wordKey);
}
