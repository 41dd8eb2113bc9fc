import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { emptyArsenal } from "../../../../src/system/combat/policy/arsenal.js";
import { dryRun, mayRequest, playerEventProblem } from "../../../../src/system/combat/policy/event-policy.js";
import type { ButtonView } from "../../../../src/system/combat/tracker/buttons.js";
import { skillEvent } from "../../../../src/system/combat/tracker/riding.js";
import { type TrackerView, trackerView } from "../../../../src/system/combat/tracker/view.js";
import { fc } from "../../../fc.js";
import { allButtons, en, gm, play, player, translator } from "../helpers.js";
import { ridingReady, ridingSetup, ridingTurn } from "../riding-battle.js";

const view = (state: BattleState, user = gm, t = en): TrackerView =>
  trackerView({ state, chosenMethod: "simplified", user, t });

const summary = (buttons: readonly ButtonView[] = []) => buttons.map((b) => [b.label, b.mode]);
const parsed = (b: ButtonView | undefined) => JSON.parse(b?.event ?? "null") as BattleEvent;
const stagAttack = (targetId: string): BattleEvent => ({
  type: "major",
  actorId: "stag",
  action: { kind: "attack", form: "melee", targetId },
});

describe("riding on the Battle Board", () => {
  it("[MOUNT-05] a rider with Rider levels is offered Dismount as a minor action, and no Mount", () => {
    const v = view(ridingTurn("kay"), player("kay"));
    expect(summary(v.turn?.riding)).toEqual([["Dismount Ironhorn Stag (minor)", "legal"]]);
    expect(parsed(v.turn?.riding[0])).toEqual({ type: "dismount", riderId: "kay", mountId: "stag" });
  });

  it("[MOUNT-05] without Rider levels: Mount is the major action, for each mount of its side in its area only", () => {
    const v = view(ridingTurn("ann"), player("ann"));
    // The pony stands with Ann on the Frontline; the mule is in the Rearguard; the stag has its jockey but
    // stands here too (Ann may ride as a passenger).
    expect(summary(v.turn?.riding)).toEqual([
      ["Mount Ironhorn Stag (major)", "legal"],
      ["Mount Pony (major)", "legal"],
    ]);
    expect(parsed(v.turn?.riding[1])).toEqual({ type: "mount", riderId: "ann", mountId: "pony" });
  });

  it("[MOUNT-05] after her major action Ann may not mount (ACT-01); Kay may still dismount, as a minor action", () => {
    const ann = play(
      ridingTurn("ann"),
      [stagAttack("drake")].map((e) => ({ ...e, actorId: "ann" }) as BattleEvent),
    );
    const pony = view(ann, player("ann")).turn?.riding.find((b) => b.label === "Mount Pony (major)");
    expect(pony?.mode).toBe("blocked");
    expect(pony?.reason).toMatch(/^Actions: /);
    // The GM gets the same event as a one-click override.
    expect(view(ann, gm).turn?.riding.find((b) => b.label === "Mount Pony (major)")?.mode).toBe("override");
    const kay = play(ridingTurn("kay"), [
      { type: "major", actorId: "kay", action: { kind: "attack", form: "melee", targetId: "drake" } },
    ]);
    expect(summary(view(kay, player("kay")).turn?.riding)).toEqual([
      ["Dismount Ironhorn Stag (minor)", "legal"],
    ]);
  });

  it("[MOUNT-05] once per turn: after mounting, the Dismount button is refused with the rule", () => {
    const mounted = play(ridingTurn("ann"), [{ type: "mount", riderId: "ann", mountId: "pony" }]);
    const v = view(mounted, player("ann"));
    expect(v.turn?.riding.map((b) => b.label)).toEqual(["Dismount Pony (major)"]);
    expect(v.turn?.riding[0]?.reason).toMatch(/Riding: /);
    expect(v.areas.flatMap((a) => a.chips).find((c) => c.id === "ann")?.marks).toEqual(["rides Pony"]);
  });

  it("[MOUNT-05] Standard Combat: only a mount at the rider's own coordinates is offered", () => {
    const r = normalizeBattle({
      method: "standard",
      phase: "ready",
      round: 0,
      initiative: { winner: "pc", ambush: false, partyResult: 12, monsterValue: 11 },
      combatants: [
        { id: "ann", name: "Ann", side: "pc", hp: 24, agility: 10, position: { x: 4, y: 2 } },
        {
          id: "pony",
          name: "Pony",
          side: "pc",
          kind: "mount",
          hp: 15,
          agility: 14,
          position: { x: 4, y: 2 },
        },
        {
          id: "mule",
          name: "Mule",
          side: "pc",
          kind: "mount",
          hp: 15,
          agility: 10,
          position: { x: 5, y: 2 },
        },
        {
          id: "drake",
          name: "Bramble Drake",
          side: "enemy",
          kind: "monster",
          hp: 40,
          position: { x: 30, y: 0 },
        },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    const turn = play(r.value, [{ type: "startRound" }, { type: "startTurn", actorId: "ann" }]);
    const v = trackerView({ state: turn, chosenMethod: "standard", user: player("ann"), t: en });
    expect(summary(v.turn?.riding)).toEqual([["Mount Pony (major)", "legal"]]);
  });

  it("[MOUNT-05] a player sees no riding buttons in someone else's turn; a mount's own turn has none", () => {
    expect(view(ridingTurn("kay"), player("ann")).turn?.riding).toEqual([]);
    const unridden = play(ridingReady(), [
      { type: "startRound" },
      ...["kay", "ann"].flatMap((id) => [
        { type: "startTurn", actorId: id } as const,
        { type: "endTurn", actorId: id } as const,
      ]),
      { type: "startTurn", actorId: "pony" },
    ]);
    expect(view(unridden, gm).turn?.riding).toEqual([]);
  });
});

describe("the commanded mount in its jockey's turn", () => {
  it("[MOUNT-01] Kay's turn shows the stag's attack rows under its name, sent with the stag's id", () => {
    const v = view(ridingTurn("kay"), player("kay"));
    expect(v.turn?.commanded?.title).toBe("Commands Ironhorn Stag:");
    expect(v.turn?.commanded?.attacks.map((r) => [r.label, summary(r.buttons)])).toEqual([
      ["melee", [["Unknown monster", "legal"]]],
    ]);
    expect(parsed(v.turn?.commanded?.attacks[0]?.buttons[0])).toEqual(stagAttack("drake"));
    // Kay's own rows stay hers.
    expect(parsed(v.turn?.attacks[0]?.buttons[0])).toMatchObject({ actorId: "kay" });
    // The chips show the pair.
    const chips = v.areas.flatMap((a) => a.chips);
    expect(chips.find((c) => c.id === "kay")?.marks).toEqual(["rides Ironhorn Stag"]);
    expect(chips.find((c) => c.id === "stag")?.marks).toEqual(["carries Kay"]);
  });

  it("[MOUNT-01] a one-section mount's one commanded major used: its row is refused with the rule", () => {
    const used = play(ridingTurn("kay"), [stagAttack("drake")]);
    const row = view(used, player("kay")).turn?.commanded?.attacks[0];
    expect(row?.buttons[0]?.mode).toBe("blocked");
    expect(row?.buttons[0]?.reason).toBe("Actions: One major action per turn.");
  });

  it("[MOUNT-07] a two-section mount: a row per section, and once one section was commanded the other is refused", () => {
    const r = normalizeBattle({
      phase: "ready",
      round: 0,
      initiative: { winner: "pc", ambush: false, partyResult: 12, monsterValue: 11 },
      combatants: [
        {
          id: "kay",
          name: "Kay",
          side: "pc",
          hp: 22,
          riderLevel: 2,
          mountedWith: "gryph",
          area: "frontline",
        },
        {
          id: "gryph",
          name: "Gryphon",
          side: "pc",
          kind: "mount",
          mountedWith: "kay",
          area: "frontline",
          sections: [
            { name: "Beak", hp: 20 },
            { name: "Talons", hp: 20 },
          ],
        },
        { id: "drake", name: "Bramble Drake", side: "enemy", kind: "monster", hp: 40, area: "frontline" },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    const turn = ridingTurn("kay", r.value);
    const rows = (state: BattleState) =>
      view(state, player("kay")).turn?.commanded?.attacks.map((row) => [row.label, summary(row.buttons)]);
    expect(rows(turn)).toEqual([
      ["Beak: melee", [["Unknown monster", "legal"]]],
      ["Talons: melee", [["Unknown monster", "legal"]]],
    ]);
    const beak = JSON.parse(
      view(turn, player("kay")).turn?.commanded?.attacks[0]?.buttons[0]?.event ?? "null",
    ) as BattleEvent;
    expect(beak).toEqual({ ...stagAttack("drake"), actorId: "gryph", actingSection: 0 });
    const after = play(turn, [beak]);
    const talons = view(after, player("kay")).turn?.commanded?.attacks[1]?.buttons[0];
    expect(talons?.mode).toBe("blocked");
    expect(talons?.reason).toMatch(/^Riding: /);
  });

  it("[MOUNT-01] nobody else's player sees the stag's rows; a rider who rides nothing has none", () => {
    expect(view(ridingTurn("kay"), player("ann")).turn?.commanded).toBeNull();
    expect(view(ridingTurn("ann"), gm).turn?.commanded).toBeNull();
  });

  it("[MOUNT-01] the jockey's owner may send the commanded mount's majors given the battle; not without it, nor after the turn", () => {
    const turn = ridingTurn("kay");
    const kay = player("kay");
    expect(mayRequest(stagAttack("drake"), kay, turn)).toBe(true);
    // Without the state the policy cannot know the stag is commanded: only the mount's own owner may.
    expect(mayRequest(stagAttack("drake"), kay)).toBe(false);
    expect(mayRequest(stagAttack("drake"), player("stag"))).toBe(true);
    expect(mayRequest(stagAttack("drake"), player("ann"), turn)).toBe(false);
    // Only majors: the stag's move or turn are not Kay's to send under its id.
    expect(mayRequest({ type: "endTurn", actorId: "stag" }, kay, turn)).toBe(false);
    const over = play(turn, [{ type: "endTurn", actorId: "kay" }]);
    expect(mayRequest(stagAttack("drake"), kay, over)).toBe(false);
  });
});

describe("a commanded mount's unique skill", () => {
  it("[MOUNT-06] the stag's Unique skill… button; after a Normal Move a plain skill is fine, a ranged or magical one refused", () => {
    const rear = ridingReady({ kay: "pcRear", stag: "pcRear" });
    const turn = play(ridingTurn("kay", rear), [
      { type: "move", actorId: "kay", mode: "normal", to: "frontline" },
    ]);
    const button = view(turn, player("kay")).turn?.commanded?.skills[0];
    expect([button?.label, button?.mode]).toEqual(["Unique skill…", "legal"]);
    const base = parsed(button);
    const charge = skillEvent(base, { label: " Antler Charge ", ranged: false, magic: false });
    expect(charge).toEqual({
      type: "major",
      actorId: "stag",
      action: { kind: "skill", label: "Antler Charge" },
    });
    expect(dryRun(turn, charge as BattleEvent)).toEqual([]);
    const roar = skillEvent(base, { label: "Roar", ranged: false, magic: true }) as BattleEvent;
    expect(roar).toMatchObject({ action: { kind: "skill", label: "Roar", magic: true } });
    // The engine cites the movement rule MOUNT-06 defers to (MOVE-03: no ranged or magic after a Normal Move).
    expect(dryRun(turn, roar).map((e) => e.rule)).toEqual(["MOVE-03"]);
    const spit = skillEvent(base, { label: "Spit", ranged: true, magic: false }) as BattleEvent;
    expect(dryRun(turn, spit).map((e) => e.rule)).toEqual(["MOVE-03"]);
  });

  it("[MOUNT-06] the prompt needs a name; an override keeps its wrapper; anything but a skill button gives nothing", () => {
    const base = parsed(view(ridingTurn("kay"), player("kay")).turn?.commanded?.skills[0]);
    expect(skillEvent(base, { label: "  ", ranged: false, magic: false })).toBeNull();
    expect(skillEvent(base, { label: "x".repeat(501), ranged: false, magic: false })).toBeNull();
    expect(
      skillEvent({ type: "override", event: base }, { label: "Kick", ranged: false, magic: false }),
    ).toEqual({
      type: "override",
      event: { type: "major", actorId: "stag", action: { kind: "skill", label: "Kick" } },
    });
    expect(skillEvent(stagAttack("drake"), { label: "Kick", ranged: false, magic: false })).toBeNull();
    expect(
      skillEvent({ type: "endTurn", actorId: "kay" }, { label: "Kick", ranged: false, magic: false }),
    ).toBeNull();
  });
});

describe("the mount-weakness contest", () => {
  it("[INIT-05] before the first round the GM gets one contest per jockey; players get none", () => {
    const v = view(ridingSetup());
    expect(v.mountWeakness.map((r) => [r.label, summary(r.buttons), r.result])).toEqual([
      ["Kay on Ironhorn Stag", [["Mount weakness contest", "legal"]], ""],
    ]);
    expect(parsed(v.mountWeakness[0]?.buttons[0])).toEqual({
      type: "mountWeakness",
      riderId: "kay",
      mountId: "stag",
    });
    expect(view(ridingSetup(), player("kay")).mountWeakness).toEqual([]);
  });

  it("[INIT-05] once rolled the row shows the outcome: 2d 3+4 + 2 + 2 = 11 beats Magic Power 9, hidden", () => {
    const rolled = play(ridingSetup(), [{ type: "mountWeakness", riderId: "kay", mountId: "stag" }], [3, 4]);
    expect(view(rolled).mountWeakness.map((r) => [r.buttons.length, r.result])).toEqual([
      [0, "weakness kept hidden"],
    ]);
    const lost = play(ridingSetup(), [{ type: "mountWeakness", riderId: "kay", mountId: "stag" }], [1, 3]);
    expect(view(lost).mountWeakness[0]?.result).toBe("weakness exposed to every enemy");
    expect(translator("ja")("SW25.Combat.Riding.WeaknessHidden")).toMatch(/[ぁ-ん]/);
  });

  it("[INIT-05] after initiative (the set-up is over) the contest is gone", () => {
    const after = play(ridingSetup(), [{ type: "rollInitiative", total: 12 }]);
    expect(view(after).mountWeakness).toEqual([]);
  });
});

describe("every riding button passes both checks", () => {
  it("[FLOW-02] a player's riding and commanded buttons are events the GM's client accepts and the reducer too", () => {
    const states = [
      ridingSetup(),
      ridingTurn("kay"),
      ridingTurn("ann"),
      play(ridingTurn("kay"), [{ type: "dismount", riderId: "kay", mountId: "stag" }]),
      play(ridingTurn("ann"), [{ type: "mount", riderId: "ann", mountId: "pony" }]),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom(player("kay"), player("ann"), player("kay", "ann"), gm),
        (state, user) => {
          const before = JSON.stringify(state);
          const v = view(state, user);
          const buttons = [
            ...allButtons(v),
            ...(v.turn?.riding ?? []),
            ...[...(v.turn?.commanded?.attacks ?? []), ...(v.turn?.commanded?.spells ?? [])].flatMap(
              (r) => r.buttons,
            ),
            ...(v.turn?.commanded?.skills ?? []),
            ...v.mountWeakness.flatMap((r) => r.buttons),
          ];
          for (const b of buttons) {
            const event = JSON.parse(b.event) as BattleEvent;
            expect(mayRequest(event, user, state)).toBe(true);
            if (!user.isGM)
              expect(playerEventProblem(event, () => emptyArsenal, { state, owns: user.owns })).toBeNull();
            if (b.mode === "legal") expect(dryRun(state, event)).toEqual([]);
          }
          expect(JSON.stringify(state)).toBe(before);
        },
      ),
      { numRuns: 40 },
    );
  });
});
