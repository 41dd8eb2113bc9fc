/** The party: its view of the members, the all-or-nothing session end, and its sheet rendered in en and ja. */
import { describe, expect, it } from "vitest";
import type { SessionEndOptions } from "../../src/rules/character/creation/session-end.js";
import {
  type PartyMemberInput,
  partyView,
  withMember,
  withoutMember,
} from "../../src/system/applications/view/party-view.js";
import {
  type MemberState,
  type SessionEndForm,
  type SessionEndPorts,
  writeSessionEnd,
} from "../../src/system/party/session-end-write.js";
import { renderer } from "../browser/render-harness.js";

const member = (id: string, hp: number, extra: Partial<PartyMemberInput> = {}): PartyMemberInput => ({
  id,
  name: id.toUpperCase(),
  img: "icons/svg/mystery-man.svg",
  system: {
    hp: { value: hp, max: 20 },
    mp: { value: 4, max: 12 },
    classResources: { songUp: 2, songDown: 0, songHeart: 0, morale: 3, lifePoints: 0 },
    experience: { fumbles: 1 },
  },
  unconscious: false,
  canOpen: true,
  ...extra,
});

describe("party view", () => {
  it("each member's HP, MP, class counters that it has, 1-1s and whether it is down; deleted ids listed", () => {
    const view = partyView({ members: ["a", "gone", "b"], money: 35, loot: "Silver ring", sessions: [] }, [
      member("a", 12),
      null,
      member("b", -3, { unconscious: true }),
    ]);
    expect(
      view.members.map((m) => [m.id, m.hp.value, m.hp.percent, m.down, m.unconscious, m.fumbles]),
    ).toEqual([
      ["a", 12, 60, false, false, 1],
      ["b", -3, 0, true, true, 1],
    ]);
    expect(view.members[0]?.resources).toEqual([
      { key: "songUp", label: "SW25.Technique.Resource.songUp", value: 2 },
      { key: "morale", label: "SW25.Technique.Resource.morale", value: 3 },
    ]);
    expect(view.missing).toEqual(["gone"]);
    expect([view.money, view.loot]).toEqual([35, "Silver ring"]);
  });

  it("[DMG-09] a member at 0 HP is down even without the status; a new character (HP 0 of 0) is not", () => {
    const view = partyView({ members: ["z", "n"] }, [
      member("z", 0),
      member("n", 0, { system: { hp: { value: 0, max: 0 } } }),
    ]);
    expect(view.members.map((m) => m.down)).toEqual([true, false]);
  });

  it("adding a member twice keeps one; removing leaves the others in order", () => {
    expect(withMember({ members: ["a", "b"] }, "a")).toEqual(["a", "b"]);
    expect(withMember({ members: ["a"] }, "c")).toEqual(["a", "c"]);
    expect(withMember({}, "")).toEqual([]);
    expect(withoutMember({ members: ["a", "b", "c"] }, "b")).toEqual(["a", "c"]);
  });
});

const FORM: SessionEndForm = {
  date: "2026-11-27",
  title: "Den",
  gm: "Aki",
  goalMet: true,
  monsters: [{ name: "Goblin", level: 2 }],
  lootSold: 101,
  shardHonor: 4,
};
const OPTIONS: SessionEndOptions = { money: "equal", honor: "each" };

/**
 * A fake world of two members and a party whose writes can fail as Foundry's can: an error (refused, or landed
 * with its reply lost), or a cancellation by a hooked function returning false (v13 hookEvents.preUpdateDocument:
 * "prevent the workflow entirely by explicitly returning false"), after which the batch update resolves without
 * that document and `Document#update` without a document.
 */
function world(
  fail: {
    members?: "before" | "after";
    party?: boolean;
    undo?: boolean;
    /** Members whose update a hook cancels: on the first write (`cancel`), on the undo (`cancelUndo`). */
    cancel?: string[];
    cancelUndo?: string[];
    partyCancelled?: boolean;
  } = {},
) {
  const stored = new Map<string, MemberState>([
    ["a", { id: "a", name: "Arle", sessions: [{ title: "old" }], fumbles: 2 }],
    ["b", { id: "b", name: "Bram", sessions: [], fumbles: 0 }],
  ]);
  const party = { money: 10, sessions: [] as unknown[] };
  let memberWrites = 0;
  const apply = (updates: Record<string, unknown>[]) => {
    const cancelled = (memberWrites === 1 ? fail.cancel : fail.cancelUndo) ?? [];
    const updated: string[] = [];
    for (const u of updates) {
      if (cancelled.includes(u._id as string)) continue;
      updated.push(u._id as string);
      const was = stored.get(u._id as string) as MemberState;
      stored.set(was.id, {
        ...was,
        sessions: u["system.records.sessions"] as unknown[],
        fumbles: u["system.experience.fumbles"] as number,
      });
    }
    return updated;
  };
  const ports: SessionEndPorts = {
    async updateMembers(updates) {
      memberWrites++;
      if (memberWrites === 1 && fail.members === "before") throw new Error("refused");
      if (memberWrites === 2 && fail.undo) throw new Error("undo refused");
      const updated = apply(updates);
      if (memberWrites === 1 && fail.members === "after") throw new Error("reply lost");
      return updated;
    },
    async updateParty(update) {
      if (fail.party) throw new Error("party refused");
      if (fail.partyCancelled) return false;
      party.money = update["system.money"] as number;
      party.sessions = update["system.sessions"] as unknown[];
      return true;
    },
    reread: (id) => stored.get(id) ?? null,
  };
  const before = [...stored.values()];
  return { stored, party, ports, before };
}

describe("session end write: all or nothing", () => {
  it("[ROLL-01] writes one record per member (1000 + 20 + 50 × its 1-1s), resets the 1-1 count, adds the remainder to the fund", async () => {
    const w = world();
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok).toBe(true);
    const arle = w.stored.get("a") as MemberState;
    expect(arle.sessions).toEqual([
      { title: "old" },
      {
        date: "2026-11-27",
        title: "Den",
        gm: "Aki",
        experience: 1120,
        money: 50,
        honor: 4,
        growth: "",
        notes: "Goblin (2)",
      },
    ]);
    expect(arle.fumbles).toBe(0);
    expect((w.stored.get("b") as MemberState).sessions).toEqual([
      expect.objectContaining({ experience: 1020, money: 50, honor: 4 }),
    ]);
    expect(w.party.money).toBe(11);
    expect(w.party.sessions).toEqual([
      {
        date: "2026-11-27",
        title: "Den",
        goalMet: true,
        monsters: "Goblin (2)",
        lootSold: 101,
        shardHonor: 4,
        members: "Arle, Bram",
      },
    ]);
  });

  it("[issue 38] in a Japanese world the records and the summary list monsters and members with （） and 、", async () => {
    const w = world();
    const words = { aside: (text: string, aside: string) => `${text}（${aside}）`, separator: "、" };
    const result = await writeSessionEnd(
      {
        ...FORM,
        monsters: [
          { name: "ゴブリン", level: 2 },
          { name: "ボガード", level: 4 },
        ],
      },
      w.before,
      { money: 10, sessions: [] },
      { ...OPTIONS, words },
      w.ports,
    );
    expect(result.ok).toBe(true);
    expect((w.stored.get("a") as MemberState).sessions.at(-1)).toMatchObject({
      notes: "ゴブリン（2）、ボガード（4）",
    });
    expect(w.party.sessions).toEqual([
      expect.objectContaining({ monsters: "ゴブリン（2）、ボガード（4）", members: "Arle、Bram" }),
    ]);
  });

  it("a refused member write changes nobody and says so", async () => {
    const w = world({ members: "before" });
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok ? "" : result.error.code).toBe("SessionEndFailed");
    expect([...w.stored.values()]).toEqual(w.before);
    expect(w.party.money).toBe(10);
  });

  it("a write that landed but whose answer was lost is undone: every member as before", async () => {
    const w = world({ members: "after" });
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok ? "" : result.error.code).toBe("SessionEndFailed");
    expect([...w.stored.values()]).toEqual(w.before);
  });

  it("a refused party summary undoes the members' records", async () => {
    const w = world({ party: true });
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok ? "" : result.error.code).toBe("SessionEndFailed");
    expect([...w.stored.values()]).toEqual(w.before);
    expect(w.party.sessions).toEqual([]);
  });

  it("an undo that fails names who is left changed", async () => {
    const w = world({ party: true, undo: true });
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok ? null : [result.error.code, result.error.params]).toEqual([
      "SessionEndUndoFailed",
      { names: "Arle, Bram" },
    ]);
  });

  it("a member whose update a hook cancelled: nobody keeps a record, the fund is not credited, the error names him", async () => {
    const w = world({ cancel: ["b"] });
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok ? null : [result.error.code, result.error.params]).toEqual([
      "SessionEndCancelled",
      { names: "Bram" },
    ]);
    // Arle's record had landed: it is put back.
    expect([...w.stored.values()]).toEqual(w.before);
    expect([w.party.money, w.party.sessions]).toEqual([10, []]);
  });

  it("a party summary a hook cancelled undoes the members' records", async () => {
    const w = world({ partyCancelled: true });
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok ? "" : result.error.code).toBe("SessionEndFailed");
    expect([...w.stored.values()]).toEqual(w.before);
  });

  it("an undo that a hook cancels for one member names that member as left changed", async () => {
    const w = world({ partyCancelled: true, cancelUndo: ["a"] });
    const result = await writeSessionEnd(FORM, w.before, { money: 10, sessions: [] }, OPTIONS, w.ports);
    expect(result.ok ? null : [result.error.code, result.error.params]).toEqual([
      "SessionEndUndoFailed",
      { names: "Arle" },
    ]);
    expect((w.stored.get("b") as MemberState).sessions).toEqual([]);
  });

  it("bad input (no members, negative loot) is refused before anything is written", async () => {
    const w = world();
    for (const [form, members] of [
      [FORM, []],
      [{ ...FORM, lootSold: -1 }, w.before],
      [{ ...FORM, shardHonor: Number.NaN }, w.before],
    ] as const) {
      const result = await writeSessionEnd(form, members, { money: 10, sessions: [] }, OPTIONS, w.ports);
      expect(result.ok).toBe(false);
    }
    expect([...w.stored.values()]).toEqual(w.before);
  });
});

describe("party sheet template", () => {
  it("renders members, the fund and, for the GM only, the session end form, in en and ja with every key", () => {
    const view = partyView(
      { members: ["a", "b"], money: 35, loot: "", sessions: [{ date: "d", title: "t", goalMet: false }] },
      [member("a", 12), member("b", -3, { unconscious: true })],
    );
    for (const lang of ["en", "ja"] as const) {
      const r = renderer(lang);
      const gm = r.render("actor/party.hbs", {
        view,
        name: "Party",
        img: "",
        canEdit: true,
        isGM: true,
        today: "2026-11-27",
        gmName: "Aki",
      });
      expect(gm).toContain("data-sw25-session-end");
      expect(gm).toContain('data-action="endSession"');
      expect((gm.match(/data-member-id=/g) ?? []).length).toBe(2);
      const player = r.render("actor/party.hbs", {
        view,
        name: "Party",
        img: "",
        canEdit: false,
        isGM: false,
      });
      expect(player).not.toContain("data-sw25-session-end");
      expect(player).not.toContain('data-action="removeMember"');
      expect([...r.missing], lang).toEqual([]);
    }
  });
});
