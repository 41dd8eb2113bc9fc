/**
 * Ending a session on a party: every member's session record written in one go, or none.
 * The members' updates go to Foundry as one `Actor.updateDocuments` operation (the documented way to update
 * several documents at once, foundryvtt.com/api Document.updateDocuments); the party's own summary and fund
 * after it. If either fails, every member update that landed is undone (its sessions and 1-1 count put back),
 * so a failure leaves every actor as it was; if even the undo fails, the message names who is left changed.
 */

import {
  type SessionEnd,
  type SessionEndInput,
  type SessionEndOptions,
  sessionEnd,
} from "../../rules/character/session-end.js";
import { fail, ok, type Result, type RuleError } from "../../rules/errors.js";

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
  updateMembers(updates: Record<string, unknown>[]): Promise<unknown>;
  updateParty(update: Record<string, unknown>): Promise<unknown>;
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
  const summary = {
    date: form.date,
    title: form.title,
    goalMet: form.goalMet,
    monsters: form.monsters.map((m) => `${m.name} (${m.level})`).join(", "),
    lootSold: form.lootSold,
    shardHonor: form.shardHonor,
    members: members.map((m) => m.name).join(", "),
  };
  const undo = async (): Promise<RuleError | null> => {
    // Put back every member whose stored records grew (the write landed for it, whatever Foundry answered).
    const landed = members.filter((m) => (ports.reread(m.id)?.sessions.length ?? 0) > m.sessions.length);
    if (landed.length === 0) return null;
    try {
      await ports.updateMembers(
        landed.map((m) => ({
          _id: m.id,
          "system.records.sessions": [...m.sessions],
          "system.experience.fumbles": m.fumbles,
        })),
      );
      return null;
    } catch {
      return {
        code: "SessionEndUndoFailed",
        message: "the session end failed and could not be undone",
        params: { names: landed.map((m) => m.name).join(", ") },
      };
    }
  };
  try {
    await ports.updateMembers(updates);
  } catch {
    // Foundry refused (or its answer was lost): whatever landed is put back.
    const undone = await undo();
    return undone
      ? { ok: false, error: undone }
      : fail("SessionEndFailed", "Foundry refused a member's record");
  }
  try {
    await ports.updateParty({
      "system.money": party.money + end.value.toFund,
      "system.sessions": [...party.sessions, summary],
    });
  } catch {
    const undone = await undo();
    return undone
      ? { ok: false, error: undone }
      : fail("SessionEndFailed", "Foundry refused the party's summary");
  }
  return ok(end.value);
}
