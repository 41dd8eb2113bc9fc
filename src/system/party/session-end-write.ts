/**
 * Ending a session on a party: every member's session record written in one go, or none.
 * The members' updates go to Foundry as one operation (compat.updateActors: v13 `Actor.updateDocuments`, v14
 * `foundry.documents.modifyBatch`, whose page promises "either all must succeed, or all must fail"); the party's
 * own summary and fund after it. A thrown error is not the only failure: a hooked function may cancel one
 * document's update by returning false (v13 hookEvents.preUpdateDocument) and no page says the batch then
 * throws, so what came back is compared with what was sent. On any gap or error every member update that landed
 * is undone (its sessions and 1-1 count put back), so a failure leaves every actor as it was; if even the undo
 * fails, the message names who is left changed.
 */

import {
  ENGLISH_LIST_WORDS,
  type SessionEnd,
  type SessionEndInput,
  type SessionEndOptions,
  sessionEnd,
} from "../../rules/character/creation/session-end.js";
import { ok, type Result, type RuleError } from "../../rules/errors.js";

export interface MemberState {
  readonly id: string;
  readonly name: string;
  /** The member's stored session records (records.sessions) and its running 1-1 count. */
  readonly sessions: readonly unknown[];
  readonly fumbles: number;
}

export interface PartyState {
  readonly money: number;
  readonly sessions: readonly unknown[];
}

/** What the write needs of Foundry, injected so the all-or-nothing flow is tested without it. */
export interface SessionEndPorts {
  /** Updates the members in one operation; resolves to the ids of the actors Foundry updated (a cancelled one is missing). */
  updateMembers(updates: Record<string, unknown>[]): Promise<readonly string[]>;
  /** Updates the party; resolves to whether Foundry updated it (false: a hook cancelled it). */
  updateParty(update: Record<string, unknown>): Promise<boolean>;
  /** The member's state as stored now (after a failed write, to see whether it landed). */
  reread(id: string): MemberState | null;
}

export interface SessionEndForm {
  readonly date: string;
  readonly title: string;
  readonly gm: string;
  readonly goalMet: boolean;
  readonly monsters: SessionEndInput["monsters"];
  readonly lootSold: number;
  readonly shardHonor: number;
}

const memberUpdate = (member: MemberState, record: unknown, fumbles: number) => ({
  _id: member.id,
  "system.records.sessions": [...member.sessions, record],
  "system.experience.fumbles": fumbles,
});

/** The end of a session: the rules' rewards, then the writes, all or nothing. */
export async function writeSessionEnd(
  form: SessionEndForm,
  members: readonly MemberState[],
  party: PartyState,
  options: SessionEndOptions,
  ports: SessionEndPorts,
): Promise<Result<SessionEnd>> {
  const end = sessionEnd(
    { ...form, members: members.map((m) => ({ id: m.id, name: m.name, fumbles: m.fumbles })) },
    options,
  );
  if (!end.ok) return end;
  const byId = new Map(members.map((m) => [m.id, m]));
  const updates = end.value.members.map((reward) =>
    memberUpdate(byId.get(reward.id) as MemberState, reward.record, 0),
  );
  const words = options.words ?? ENGLISH_LIST_WORDS;
  const summary = {
    date: form.date,
    title: form.title,
    goalMet: form.goalMet,
    monsters: form.monsters.map((m) => words.aside(m.name, String(m.level))).join(words.separator),
    lootSold: form.lootSold,
    shardHonor: form.shardHonor,
    members: members.map((m) => m.name).join(words.separator),
  };
  const undo = async (): Promise<RuleError | null> => {
    // Put back every member whose stored records grew (the write landed for it, whatever Foundry answered).
    const landed = members.filter((m) => (ports.reread(m.id)?.sessions.length ?? 0) > m.sessions.length);
    if (landed.length === 0) return null;
    let restored: readonly string[] = [];
    try {
      restored = await ports.updateMembers(
        landed.map((m) => ({
          _id: m.id,
          "system.records.sessions": [...m.sessions],
          "system.experience.fumbles": m.fumbles,
        })),
      );
    } catch {
      restored = [];
    }
    // An undo that was itself cancelled for someone leaves that member changed.
    const left = landed.filter((m) => !restored.includes(m.id));
    if (left.length === 0) return null;
    return {
      code: "SessionEndUndoFailed",
      message: "the session end failed and could not be undone",
      params: { names: left.map((m) => m.name).join(", ") },
    };
  };
  const failed = async (error: RuleError): Promise<Result<SessionEnd>> => {
    const undone = await undo();
    return { ok: false, error: undone ?? error };
  };
  let updated: readonly string[];
  try {
    updated = await ports.updateMembers(updates);
  } catch {
    // Foundry refused (or its answer was lost): whatever landed is put back.
    return failed({ code: "SessionEndFailed", message: "Foundry refused a member's record" });
  }
  // A member missing from what came back was not updated (a hook cancelled it): nobody keeps a record.
  const skipped = members.filter((m) => !updated.includes(m.id));
  if (skipped.length > 0)
    return failed({
      code: "SessionEndCancelled",
      message: "a member's record was cancelled",
      params: { names: skipped.map((m) => m.name).join(", ") },
    });
  let partyUpdated = false;
  try {
    partyUpdated = await ports.updateParty({
      "system.money": party.money + end.value.toFund,
      "system.sessions": [...party.sessions, summary],
    });
  } catch {
    partyUpdated = false;
  }
  if (!partyUpdated)
    return failed({ code: "SessionEndFailed", message: "Foundry refused the party's summary" });
  return ok(end.value);
}
