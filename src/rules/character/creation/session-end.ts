/**
 * The end of a session for a whole party: each member's experience, money and honour, as one session record
 * per member (records.ts). Pure; bad input is refused with a RuleError and nothing is computed.
 *
 * Experience (facts §9, [C]): 1000 when the goal was met, 500 when not, plus 10 × the level of each defeated
 * monster (facts §5, [S]), plus 50 for each 1-1 the member rolled this session. The 1-1s are the character's
 * running count (`experience.fumbles`, added to its total as it plays): the session end moves them into the
 * record and the count starts again at 0, so each 1-1 is counted once.
 * Money (a reading we chose, a world setting): the loot sold is shared equally and what cannot be shared stays
 * in the party's fund ("equal"), or all of it goes to the fund ("fund").
 * Honour from sword shards (剣のかけら; a reading we chose, a world setting): the total rolled for the shards goes
 * to each member ("each", as ytsheet2's session records show it), or is shared like money ("split").
 */

import { FUMBLE_EXPERIENCE } from "../../dice/check.js";
import { fail, ok, type Result } from "../../errors.js";
import { monsterExperience } from "../derivation/experience.js";
import { NUMBER_LIMIT } from "../numbers.js";
import { MAX_SESSION_EXPERIENCE, type SessionRecord } from "./records.js";

export { MAX_SESSION_EXPERIENCE };

export const GOAL_MET_EXPERIENCE = 1000;
export const GOAL_MISSED_EXPERIENCE = 500;

export const MONEY_SPLITS = ["equal", "fund"] as const;
export type MoneySplit = (typeof MONEY_SPLITS)[number];
export const HONOR_SPLITS = ["each", "split"] as const;
export type HonorSplit = (typeof HONOR_SPLITS)[number];

export interface SessionMember {
  readonly id: string;
  readonly name: string;
  /** The 1-1s the member rolled since the last session end (the character's running count). */
  readonly fumbles: number;
}

export interface SessionEndInput {
  readonly date: string;
  readonly title: string;
  readonly gm: string;
  readonly goalMet: boolean;
  /** Defeated monsters: a name (for the record's notes) and a level. */
  readonly monsters: readonly { readonly name: string; readonly level: number }[];
  /** Gamels the party got for the loot it sold. */
  readonly lootSold: number;
  /** The honour rolled for the party's sword shards. */
  readonly shardHonor: number;
  readonly members: readonly SessionMember[];
}

/** How the table's language lists things in a record: "Goblin (2), Boggard (4)", 「ゴブリン（2）、ボガード（4）」. */
export interface ListWords {
  /** A name with a note in brackets. */
  aside(text: string, aside: string): string;
  /** Between two entries of a list. */
  readonly separator: string;
}

/** English lists, when the caller names no language. */
export const ENGLISH_LIST_WORDS: ListWords = {
  aside: (text, aside) => `${text} (${aside})`,
  separator: ", ",
};

export interface SessionEndOptions {
  readonly money: MoneySplit;
  readonly honor: HonorSplit;
  /** How the records' notes list the monsters (English when absent). */
  readonly words?: ListWords;
}

export interface MemberReward {
  readonly id: string;
  readonly record: SessionRecord;
  /** Of the record's experience: the 1-1s moved into it (50 each). */
  readonly fumbleExperience: number;
}

export interface SessionEnd {
  readonly members: readonly MemberReward[];
  /** Gamels (and honour with "split") that could not be shared: they go to the party's fund. */
  readonly toFund: number;
  readonly honorLeft: number;
  readonly monsterExperience: number;
}

const whole = (n: unknown, max = NUMBER_LIMIT) =>
  typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= max;

function invalid(field: string): Result<never> {
  return fail("SessionEndInvalid", `${field} is not a whole number from 0`, { params: { field } });
}

/** Every member's session record, or the first problem with the input. */
export function sessionEnd(input: SessionEndInput, options: SessionEndOptions): Result<SessionEnd> {
  if (input.members.length === 0) return fail("SessionEndNoMembers", "the party has no members");
  const ids = new Set(input.members.map((m) => m.id));
  if (ids.size !== input.members.length || ids.has(""))
    return fail("SessionEndDuplicateMember", "a member is listed twice");
  if (!whole(input.lootSold)) return invalid("lootSold");
  if (!whole(input.shardHonor)) return invalid("shardHonor");
  for (const monster of input.monsters) if (!whole(monster.level, 100)) return invalid("monsterLevel");
  for (const member of input.members) if (!whole(member.fumbles, 100_000)) return invalid("fumbles");
  if (!MONEY_SPLITS.includes(options.money) || !HONOR_SPLITS.includes(options.honor))
    return fail("SessionEndInvalid", "unknown split", { params: { field: "options" } });

  const count = input.members.length;
  const fromMonsters = monsterExperience(input.monsters.map((m) => m.level));
  const base = input.goalMet ? GOAL_MET_EXPERIENCE : GOAL_MISSED_EXPERIENCE;
  const share = options.money === "equal" ? Math.floor(input.lootSold / count) : 0;
  const honorShare = options.honor === "each" ? input.shardHonor : Math.floor(input.shardHonor / count);
  const words = options.words ?? ENGLISH_LIST_WORDS;
  const notes = input.monsters
    .map((m) => words.aside(m.name.trim() || "?", String(m.level)))
    .join(words.separator);
  if (input.members.some((m) => base + fromMonsters + m.fumbles * FUMBLE_EXPERIENCE > MAX_SESSION_EXPERIENCE))
    return fail(
      "SessionEndTooMuch",
      `one session gives at most ${MAX_SESSION_EXPERIENCE} experience (the records count no more per session)`,
      { params: { field: "experience", limit: MAX_SESSION_EXPERIENCE } },
    );
  const members = input.members.map((member) => {
    const fumbleExperience = member.fumbles * FUMBLE_EXPERIENCE;
    return {
      id: member.id,
      fumbleExperience,
      record: {
        date: input.date,
        title: input.title,
        gm: input.gm,
        experience: base + fromMonsters + fumbleExperience,
        money: share,
        honor: honorShare,
        growth: "",
        notes,
      },
    };
  });
  return ok({
    members,
    toFund: input.lootSold - share * count,
    honorLeft: options.honor === "each" ? 0 : input.shardHonor - honorShare * count,
    monsterExperience: fromMonsters,
  });
}

/**
 * Defeated monsters typed one per line as "name level" (also "name (level)", "name Lv5", "name　5"); a line
 * "name ×3 level" or "name level ×3" counts three. Blank lines are skipped; a line without a level is returned in
 * `invalid` so the GM can fix it (nothing is guessed).
 */
export function parseMonsterLines(text: string): {
  monsters: { name: string; level: number }[];
  invalid: string[];
} {
  const monsters: { name: string; level: number }[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.normalize("NFKC").trim();
    if (!line) continue;
    // Token by token (no backtracking regex over the whole line: a GM's paste stays linear).
    const tokens = line.split(/\s+/);
    let times = 1;
    // The last count on the line counts ("Wolf x3 ×1 2" is one "Wolf x3": defeatedMonsterLine).
    for (let i = tokens.length - 1; i >= 0; i--) {
      const joined = /^[×x*](\d{1,3})$/i.exec(tokens[i] ?? "");
      if (joined) {
        times = Number(joined[1]);
        tokens.splice(i, 1);
        break;
      }
      if (
        i + 1 < tokens.length &&
        /^[×x*]$/i.test(tokens[i] ?? "") &&
        /^\d{1,3}$/.test(tokens[i + 1] ?? "")
      ) {
        times = Number(tokens[i + 1]);
        tokens.splice(i, 2);
        break;
      }
    }
    let level: number | null = null;
    const last = tokens.pop() ?? "";
    const alone = /^[(（]?(?:lv\.?|レベル)?(\d{1,3})[)）]?$/i.exec(last);
    const attached = alone ? null : /^(.+?)[(（](\d{1,3})[)）]$/.exec(last);
    if (alone) {
      level = Number(alone[1]);
      if (/^(?:lv\.?|レベル)$/i.test(tokens.at(-1) ?? "")) tokens.pop();
    } else if (attached) {
      level = Number(attached[2]);
      tokens.push(attached[1] as string);
    }
    const name = tokens.join(" ").trim();
    if (level === null || !name || times < 1 || times > 100) {
      invalid.push(raw.trim());
      continue;
    }
    for (let i = 0; i < times; i++) monsters.push({ name, level });
  }
  return { monsters, invalid };
}

/** A token the monsters box reads as a count ("×3", "x3", "*3", or "×" followed by "3"). */
const COUNT_TOKEN = /^[×x*]\d{1,3}$/i;
const COUNT_SIGN = /^[×x*]$/i;

/**
 * The monsters box line for one defeated monster: "name level", read back by `parseMonsterLines` as exactly one
 * monster of that name. A name that holds a count of its own ("Wolf x3", a token's name) gets "×1" after it, so
 * the name is kept whole and not counted again.
 */
export function defeatedMonsterLine(name: string, level: number): string {
  const plain = name.replace(/\s+/g, " ").trim() || "?";
  const tokens = plain.normalize("NFKC").split(" ");
  const counted = tokens.some(
    (t, i) => COUNT_TOKEN.test(t) || (COUNT_SIGN.test(t) && /^\d{1,3}$/.test(tokens[i + 1] ?? "")),
  );
  return counted ? `${plain} ×1 ${level}` : `${plain} ${level}`;
}
