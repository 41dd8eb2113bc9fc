/**
 * The party sheet's view: each member with what it has left (HP, MP, class counters, unconscious), the party's
 * fund, loot and session summaries. Foundry-free: the sheet reads the members' actors into `PartyMemberInput`.
 */
import { parseMonsterLines } from "../../../rules/character/creation/session-end.js";
import { COUNTER_RESOURCES, type CounterResource } from "../../../rules/character/techniques/techniques.js";
import { type Bar, bag, bar, list, num, text } from "./read.js";

export interface PartyMemberInput {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** The member's system data with its derived hp/mp (actorInput's `system`). */
  readonly system: unknown;
  /** The member carries the "unconscious" status. */
  readonly unconscious: boolean;
  /** The current user may open (observe) the member's sheet. */
  readonly canOpen: boolean;
}

export interface PartyMemberView {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly hp: Bar;
  readonly mp: Bar;
  /** Class counters with a value (楽素, 陣気, 命脈点): a member without the class shows none. */
  readonly resources: readonly {
    readonly key: CounterResource;
    readonly label: string;
    readonly value: number;
  }[];
  /** HP at 0 or below, or the unconscious status. */
  readonly down: boolean;
  readonly unconscious: boolean;
  /** The 1-1s counted since the last session end (50 experience each at the next one). */
  readonly fumbles: number;
  readonly canOpen: boolean;
}

export interface PartySessionView {
  readonly date: string;
  readonly title: string;
  readonly goalMet: boolean;
  readonly monsters: string;
  readonly lootSold: number;
  readonly shardHonor: number;
  readonly members: string;
}

export interface PartyView {
  readonly members: readonly PartyMemberView[];
  /** Member ids the party lists whose actor is gone (deleted): shown so the GM can remove them. */
  readonly missing: readonly string[];
  readonly money: number;
  readonly loot: string;
  /** The party's notes (HTML), for the notes editor. */
  readonly notes: string;
  readonly sessions: readonly PartySessionView[];
}

export function partyMemberView(member: PartyMemberInput): PartyMemberView {
  const system = bag(member.system);
  const hp = bar(system.hp);
  const counters = bag(system.classResources);
  return {
    id: member.id,
    name: member.name,
    img: member.img,
    hp,
    mp: bar(system.mp),
    resources: COUNTER_RESOURCES.map((key) => ({
      key,
      label: `SW25.Technique.Resource.${key}`,
      value: num(counters[key]),
    })).filter((r) => r.value > 0),
    down: member.unconscious || (hp.max > 0 && hp.value <= 0),
    unconscious: member.unconscious,
    fumbles: num(bag(system.experience).fumbles),
    canOpen: member.canOpen,
  };
}

/** `members`: the party's stored ids with the actor found for each (null: deleted). */
export function partyView(system: unknown, members: readonly (PartyMemberInput | null)[]): PartyView {
  const data = bag(system);
  const ids = list(data.members).map((id) => text(id));
  return {
    members: members.filter((m): m is PartyMemberInput => m !== null).map(partyMemberView),
    missing: ids.filter((_, i) => members[i] === null),
    money: num(data.money),
    loot: text(data.loot),
    notes: text(data.notes),
    sessions: list(data.sessions).map((raw) => {
      const s = bag(raw);
      return {
        date: text(s.date),
        title: text(s.title),
        goalMet: s.goalMet !== false,
        monsters: text(s.monsters),
        lootSold: num(s.lootSold),
        shardHonor: num(s.shardHonor),
        members: text(s.members),
      };
    }),
  };
}

/** The party's member list after adding a character (no duplicate) or removing one. */
export function withMember(system: unknown, id: string): string[] {
  const ids = list(bag(system).members).map((m) => text(m));
  return ids.includes(id) || !id ? ids : [...ids, id];
}

export function withoutMember(system: unknown, id: string): string[] {
  return list(bag(system).members)
    .map((m) => text(m))
    .filter((m) => m !== id);
}

/** The session end form's fields (`data-end="…"`), as the sheet reads them from its inputs. */
export const SESSION_END_FIELDS = [
  "date",
  "title",
  "gm",
  "goalMet",
  "lootSold",
  "shards",
  "monsters",
] as const;
export type SessionEndValues = Partial<Record<(typeof SESSION_END_FIELDS)[number], string | boolean>>;

/** The form's values as the rules take them: numbers parsed strictly, monsters one per line. */
export function sessionEndForm(values: SessionEndValues) {
  const str = (key: keyof SessionEndValues) =>
    typeof values[key] === "string" ? (values[key] as string).trim() : "";
  const number = (key: keyof SessionEndValues) => {
    const raw = str(key);
    return /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  };
  return {
    date: str("date"),
    title: str("title"),
    gm: str("gm"),
    goalMet: values.goalMet !== false,
    lootSold: number("lootSold"),
    // The sword shards brought back: the sheet rolls their honour (rollShardHonor) when the session ends.
    shards: number("shards"),
    monsters: parseMonsterLines(str("monsters")),
  };
}
