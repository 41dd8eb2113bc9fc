import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../src/rules/combat/events.js";
import { normalizeBattle } from "../../../../src/rules/combat/normalize.js";
import {
  countedMonsters,
  mountWeaknessContest,
  sectionsForCounts,
} from "../../../../src/rules/combat/sections-and-mounts/mounts.js";
import type { BattleState } from "../../../../src/rules/combat/types.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { attempt, foe, makeBattle, pc, play, riderOnMount, rules, turnOf, who } from "../helpers.js";

/** Kay (Rider 2) on her stag, both in the party's Rearguard; an orc on the Frontline. */
function riding(
  kay: Record<string, unknown> = {},
  stag: Record<string, unknown> = {},
  more: Record<string, unknown>[] = [],
) {
  return makeBattle([
    pc("kay", "pcRear", { riderLevel: 2, mountedWith: "stag", ...kay }),
    pc("stag", "pcRear", { kind: "mount", hp: 30, mountedWith: "kay", ...stag }),
    foe("orc", "frontline"),
    ...more,
  ]);
}

const attack = (actorId: string, targetId: string, more: Record<string, unknown> = {}): BattleEvent =>
  ({ type: "major", actorId, action: { kind: "attack", form: "melee", targetId, ...more } }) as BattleEvent;
const move = (actorId: string, mode: "limited" | "normal" | "full", to?: string): BattleEvent =>
  ({ type: "move", actorId, mode, ...(to ? { to } : {}) }) as BattleEvent;
const skill = (actorId: string, more: Record<string, unknown> = {}): BattleEvent =>
  ({ type: "major", actorId, action: { kind: "skill", label: "Antler Sweep", ...more } }) as BattleEvent;

describe("riding: the pair's turn (MOUNT-01/03)", () => {
  it("[MOUNT-01] the jockey's turn commands the mount; the mount has no turn of its own while ridden", () => {
    const s = play(riding(), [{ type: "startRound" }]).state;
    expect(rules(attempt(s, { type: "startTurn", actorId: "stag" }))).toEqual(["MOUNT-01"]);
    const r = play(s, [{ type: "startTurn", actorId: "kay" }]);
    expect(r.log).toContainEqual({ type: "commandsMount", params: { riderId: "kay", mountId: "stag" } });
    expect(r.state.turn?.mount).toEqual({ id: "stag", majorActions: 0, sections: [] });
    const done = play(r.state, [
      move("kay", "normal", "frontline"),
      attack("stag", "orc", { damage: 4 }),
      attack("kay", "orc", { damage: 3 }),
      { type: "endTurn", actorId: "kay" },
    ]).state;
    expect(who(done, "orc").sections[0]?.hp).toBe(8);
    // Both have had their turn: the PCs are done and the enemies act.
    expect(done.actedThisRound).toEqual(["kay", "stag"]);
    expect(done.activeSide).toBe("enemy");
  });

  it("[MOUNT-01] the jockey's move is the mount's: the pair moves as one, a passenger cannot move alone", () => {
    const s = turnOf(riding({}, {}, [pc("pip", "pcRear", { mountedWith: "stag" })]), "kay");
    const moved = play(s, [move("kay", "normal", "frontline")]);
    expect(moved.log[0]).toMatchObject({ type: "moved", params: { actorId: "stag", to: "frontline" } });
    for (const id of ["kay", "stag", "pip"])
      expect(who(moved.state, id).position).toEqual({ kind: "area", area: "frontline" });
    const pip = play(riding({}, {}, [pc("pip", "pcRear", { mountedWith: "stag" })]), [
      { type: "startRound" },
      { type: "startTurn", actorId: "pip" },
    ]).state;
    expect(rules(attempt(pip, move("pip", "normal", "frontline")))).toEqual(["MOUNT-01"]);
    // Choosing a mode in place is no move of its own.
    const stays = play(pip, [move("pip", "limited")]).state;
    expect(who(stays, "pip").mountedWith).toBe("stag");
    expect(who(stays, "stag").position).toEqual({ kind: "area", area: "pcRear" });
  });

  it("[MOUNT-01] Standard: the pair moves at the mount's Move Speed and shares coordinates", () => {
    const built = makeBattle(
      [
        ...riderOnMount("kay", "stag"),
        { id: "orc", side: "enemy", hp: 15, agility: 10, position: { x: 40 } },
      ],
      { method: "standard" },
    );
    const s = turnOf(built, "kay");
    const r = play(s, [{ type: "moveTo", actorId: "kay", path: [{ x: 18, y: 0 }] }]);
    // 18 m is within the stag's Normal Move (20), beyond Kay's own (8).
    expect(r.log[0]).toMatchObject({ type: "movedTo", params: { actorId: "stag", mode: "normal", left: 2 } });
    expect(who(r.state, "kay").position).toEqual({ kind: "point", x: 18, y: 0 });
    expect(who(r.state, "stag").position).toEqual({ kind: "point", x: 18, y: 0 });
    expect(rules(attempt(r.state, { type: "moveTo", actorId: "kay", path: [{ x: 21, y: 0 }] }))).toEqual([
      "MOVE-05",
    ]);
  });

  it("[MOUNT-02] rider and mount are targeted separately", () => {
    const enemy = play(riding(), [{ type: "applyDamage", targetId: "kay", amount: 5 }]).state;
    expect(who(enemy, "kay").sections[0]?.hp).toBe(15);
    expect(who(enemy, "stag").sections[0]?.hp).toBe(30);
  });

  it("[MOUNT-03] the rider's actions follow the mount's movement: Normal forbids shooting, Full every major", () => {
    const s = turnOf(riding(), "kay");
    const normal = play(s, [move("kay", "normal", "frontline")]).state;
    expect(rules(attempt(normal, attack("kay", "orc", { form: "shooting", range: 10 })))).toEqual([
      "MOVE-03",
    ]);
    play(normal, [attack("kay", "orc")]);
    const far = makeBattle([
      pc("kay", "pcRear", { riderLevel: 2, mountedWith: "stag" }),
      pc("stag", "pcRear", { kind: "mount", hp: 30, mountedWith: "kay" }),
      foe("orc", "enemyRear"),
    ]);
    const full = play(turnOf(far, "kay"), [move("kay", "full", "enemyRear")]).state;
    expect(rules(attempt(full, attack("kay", "orc")))).toEqual(["MOVE-02"]);
    expect(rules(attempt(full, attack("stag", "orc")))).toEqual(["MOVE-02"]);
    // MOVE-02 for the whole pair: both carry the Full Move's −4 Evasion.
    expect(who(full, "kay").penalties).toEqual([{ target: "evasion", value: -4, source: "fullMove" }]);
    expect(who(full, "stag").penalties).toEqual([{ target: "evasion", value: -4, source: "fullMove" }]);
  });
});

describe("riding: weapons, mounting, skills (MOUNT-04..07)", () => {
  it("[MOUNT-04] no two-handed weapon for the jockey and no Wrestling weapon for anyone mounted", () => {
    const s = play(turnOf(riding({}, {}, [pc("pip", "pcRear", { mountedWith: "stag" })]), "kay"), [
      move("kay", "normal", "frontline"),
    ]).state;
    expect(rules(attempt(s, attack("kay", "orc", { twoHanded: true })))).toEqual(["MOUNT-04"]);
    expect(rules(attempt(s, attack("kay", "orc", { wrestling: true })))).toEqual(["MOUNT-04"]);
    play(s, [attack("kay", "orc", { twoHanded: false })]);
    // Dismounted, the same weapon is fine.
    const afoot = play(turnOf(riding({}, {}), "kay"), [
      { type: "dismount", riderId: "kay", mountId: "stag" },
      move("kay", "normal", "frontline"),
    ]).state;
    play(afoot, [attack("kay", "orc", { twoHanded: true })]);
  });

  it("[MOUNT-05] mounting is a minor action with Rider levels, a major one without; once per turn", () => {
    const apart = (riderLevel: number) =>
      makeBattle([
        pc("kay", "pcRear", { riderLevel }),
        pc("stag", "pcRear", { kind: "mount", hp: 30 }),
        foe("orc", "frontline"),
      ]);
    const skilled = play(turnOf(apart(1), "kay"), [{ type: "mount", riderId: "kay", mountId: "stag" }]);
    expect(skilled.log).toContainEqual({
      type: "mounted",
      params: { riderId: "kay", mountId: "stag", passenger: false, major: false },
    });
    expect(skilled.state.turn?.majorActions).toBe(0);
    expect(skilled.state.turn?.mount?.id).toBe("stag");
    // The mount moves after the mounting, and the rider still has its major action; no dismount now.
    const rode = play(skilled.state, [move("kay", "normal", "frontline"), attack("kay", "orc")]).state;
    expect(rules(attempt(rode, { type: "dismount", riderId: "kay", mountId: "stag" }))).toEqual(["MOUNT-05"]);

    const untrained = play(turnOf(apart(0), "kay"), [{ type: "mount", riderId: "kay", mountId: "stag" }]);
    expect(untrained.log[0]).toMatchObject({ type: "mounted", params: { major: true } });
    // The move may still follow (mounting comes before the mount's movement), but no other major action.
    const moved = play(untrained.state, [move("kay", "normal", "frontline")]).state;
    expect(rules(attempt(moved, attack("kay", "orc")))).toContain("ACT-01");
  });

  it("[MOUNT-05] dismounting after the mount's movement; not beside the mount, no mounting", () => {
    const s = play(turnOf(riding(), "kay"), [
      move("kay", "normal", "frontline"),
      { type: "dismount", riderId: "kay", mountId: "stag" },
    ]);
    expect(s.log[0]).toMatchObject({
      type: "dismounted",
      params: { riderId: "kay", forced: false, major: false },
    });
    expect(who(s.state, "kay").mountedWith).toBeUndefined();
    expect(who(s.state, "stag").mountedWith).toBeUndefined();
    expect(who(s.state, "kay").position).toEqual({ kind: "area", area: "frontline" });
    const far = makeBattle([
      pc("kay", "frontline", { riderLevel: 1 }),
      pc("stag", "pcRear", { kind: "mount", hp: 30 }),
      foe("orc", "frontline"),
    ]);
    expect(rules(attempt(turnOf(far, "kay"), { type: "mount", riderId: "kay", mountId: "stag" }))).toEqual([
      "MOUNT-05",
    ]);
  });

  it("[MOUNT-06] a mount's unique skill works after a Normal Move; ranged or magical ones need a Limited Move", () => {
    const s = play(turnOf(riding(), "kay"), [move("kay", "normal", "frontline")]).state;
    expect(rules(attempt(s, skill("stag", { ranged: true })))).toEqual(["MOVE-03"]);
    expect(rules(attempt(s, skill("stag", { magic: true })))).toEqual(["MOVE-03"]);
    const r = play(s, [skill("stag")]);
    expect(r.log).toContainEqual({ type: "skillUsed", params: { actorId: "stag", label: "Antler Sweep" } });
    const limited = play(turnOf(riding(), "kay"), [move("kay", "limited")]).state;
    play(limited, [skill("stag", { ranged: true, magic: true })]);
  });

  it("[MOUNT-07] a multi-section mount is commanded one section per turn, unless a stunt allows more", () => {
    const sections = [
      { name: "head", hp: 20 },
      { name: "body", hp: 30 },
    ];
    const bite = (actingSection: number) => ({ ...attack("stag", "orc"), actingSection }) as BattleEvent;
    const s = play(turnOf(riding({}, { sections }), "kay"), [move("kay", "normal", "frontline")]).state;
    const one = play(s, [bite(0)]).state;
    expect(rules(attempt(one, bite(1)))).toEqual(["MOUNT-07"]);
    expect(rules(attempt(one, bite(0)))).toEqual(["SECT-02"]);
    expect(rules(attempt(s, attack("stag", "orc")))).toEqual(["SECT-02"]);
    const fury = play(turnOf(riding({ commandSections: 2 }, { sections }), "kay"), [
      move("kay", "normal", "frontline"),
      bite(0),
      bite(1),
    ]);
    expect(fury.state.turn?.mount).toEqual({ id: "stag", majorActions: 2, sections: [0, 1] });
    // The rider's own major action is still there.
    play(fury.state, [attack("kay", "orc")]);
  });
});

describe("riding: falling off, counting, untrained riders, unridden mounts (MOUNT-08..12)", () => {
  it("[MOUNT-08] a prone mount throws its rider, who lies prone", () => {
    const r = play(riding(), [{ type: "setStatus", combatantId: "stag", flag: "prone", value: true }]);
    expect(r.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "prone", mayTumble: true },
    });
    expect(who(r.state, "kay").status.prone).toBe(true);
    expect(who(r.state, "kay").mountedWith).toBeUndefined();
  });

  it("[MOUNT-08] forced movement of one of them unmounts the rider prone; both to the same point, still mounted", () => {
    const s = play(riding(), [{ type: "startRound" }]).state;
    const push = (together: boolean): BattleEvent =>
      ({
        type: "move",
        actorId: "stag",
        mode: "limited",
        forced: true,
        to: "frontline",
        together,
      }) as BattleEvent;
    const alone = play(s, [push(false)]);
    expect(alone.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "separated", mayTumble: true },
    });
    expect(who(alone.state, "kay").position).toEqual({ kind: "area", area: "pcRear" });
    expect(who(alone.state, "kay").status.prone).toBe(true);
    const both = play(s, [push(true)]);
    expect(both.log.map((l) => l.type)).toEqual(["movedForced"]);
    expect(who(both.state, "kay").mountedWith).toBe("stag");
    expect(who(both.state, "kay").position).toEqual({ kind: "area", area: "frontline" });
  });

  it("[MOUNT-09] for Throw Attack-like counts the pair has the mount's sections + 1", () => {
    const three = [
      { name: "head", hp: 10 },
      { name: "body", hp: 10 },
      { name: "tail", hp: 10 },
    ];
    const s = riding({}, { sections: three });
    expect(sectionsForCounts(s, who(s, "kay"))).toBe(4);
    expect(sectionsForCounts(s, who(s, "stag"))).toBe(4);
    expect(sectionsForCounts(s, who(s, "orc"))).toBe(1);
    const afoot = play(turnOf(s, "kay"), [{ type: "dismount", riderId: "kay", mountId: "stag" }]).state;
    expect(sectionsForCounts(afoot, who(afoot, "kay"))).toBe(1);
    expect(sectionsForCounts(afoot, who(afoot, "stag"))).toBe(3);
  });

  it("[MOUNT-09][STD-19] blocking a ridden two-section mount needs two blockers (2 + 1 = 3 bodies, one alone stops 2); the pair stops together", () => {
    const built = normalizeBattle({
      method: "standard",
      phase: "ready",
      round: 1,
      initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
      combatants: [
        {
          id: "kay",
          side: "pc",
          hp: 20,
          agility: 8,
          riderLevel: 2,
          mountedWith: "beast",
          position: { x: 0 },
        },
        {
          id: "beast",
          side: "pc",
          kind: "mount",
          agility: 20,
          mountedWith: "kay",
          position: { x: 0 },
          sections: [
            { name: "head", hp: 10 },
            { name: "body", hp: 10 },
          ],
        },
        { id: "g1", side: "enemy", hp: 10, agility: 10, position: { x: 10, y: 2 } },
        { id: "g2", side: "enemy", hp: 10, agility: 10, position: { x: 10, y: -2 } },
      ],
    });
    if (!built.ok) throw new Error(built.error.message);
    const s = play(turnOf(built.value, "kay"), [
      { type: "moveTo", actorId: "kay", path: [{ x: 20, y: 0 }] },
    ]).state;
    const at = { x: 10, y: 0 };
    expect(rules(attempt(s, { type: "block", moverId: "kay", blockerIds: ["g1"], at }))).toEqual(["STD-19"]);
    const r = play(s, [{ type: "block", moverId: "kay", blockerIds: ["g1", "g2"], at }]);
    expect(r.log[0]).toMatchObject({ type: "blocked", params: { actorId: "beast", x: 10, y: 0 } });
    expect(who(r.state, "kay").position).toEqual({ kind: "point", x: 10, y: 0 });
    expect(who(r.state, "kay").mountedWith).toBe("beast");
  });

  it("[MOUNT-10] an unconscious rider falls off without Tumble; when the jockey falls, passengers fall too", () => {
    const s = riding({}, {}, [pc("pip", "pcRear", { mountedWith: "stag" })]);
    const r = play(s, [{ type: "applyDamage", targetId: "kay", amount: 25 }]);
    expect(r.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "unconscious", mayTumble: false },
    });
    expect(r.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "pip", mountId: "stag", reason: "jockeyFell", mayTumble: true },
    });
    expect(who(r.state, "pip").status.prone).toBe(true);
    const mountDown = play(s, [{ type: "applyDamage", targetId: "stag", amount: 30 }]);
    expect(mountDown.log).toContainEqual({
      type: "fellOff",
      params: { riderId: "kay", mountId: "stag", reason: "unconscious", mayTumble: true },
    });
  });

  it("[MOUNT-11] a rider without Rider levels: no free hands, and the mount takes no major action", () => {
    const s = play(turnOf(riding({ riderLevel: 0 }), "kay"), [move("kay", "normal", "frontline")]).state;
    expect(rules(attempt(s, attack("stag", "orc")))).toEqual(["MOUNT-11"]);
    expect(rules(attempt(s, attack("kay", "orc")))).toEqual(["MOUNT-11"]);
    expect(
      rules(attempt(s, { type: "minor", actorId: "kay", action: { kind: "equip", weapon: "spear" } })),
    ).toEqual(["MOUNT-11"]);
    play(s, [{ type: "major", actorId: "kay", action: { kind: "other", label: "shout" } }]);
  });

  it("[MOUNT-12] an unridden mount does not move or act on command; the GM may override (instinct)", () => {
    const s = makeBattle([pc("stag", "pcRear", { kind: "mount", hp: 30 }), foe("orc", "frontline")]);
    const t = turnOf(s, "stag");
    expect(rules(attempt(t, move("stag", "normal", "frontline")))).toEqual(["MOUNT-12"]);
    const gm = play(t, [
      { type: "override", event: move("stag", "normal", "frontline"), reason: "instinct" },
    ]);
    expect(gm.log[0]).toMatchObject({ type: "override", params: { rules: ["MOUNT-12"] } });
    expect(rules(attempt(gm.state, attack("stag", "orc")))).toEqual(["MOUNT-12"]);
    play(gm.state, [{ type: "endTurn", actorId: "stag" }]);
  });
});

describe("mount weakness and enemy riders (INIT-05, INIT-06)", () => {
  const setup = (foes: Record<string, unknown>[]): BattleState => {
    const r = normalizeBattle({
      combatants: [
        { id: "kay", side: "pc", hp: 20, riderLevel: 3, intBonus: 2, mountedWith: "stag" },
        { id: "stag", side: "pc", kind: "mount", hp: 30, mountedWith: "kay" },
        ...foes,
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const mage = { id: "mage", side: "enemy", hp: 12, kind: "character", magicPower: 4 };
  const shaman = { id: "shaman", side: "enemy", hp: 12, magicPower: 11 };

  it("[INIT-05] 2d + Rider + Int against the highest Magic Power; a tie keeps the weakness hidden", () => {
    const s = setup([mage, shaman]);
    const kay = who(s, "kay");
    // The shaman (a monster, fixed 11) has the highest Magic Power: 3 + 3 + 3 + 2 = 11 ties and wins.
    expect(mountWeaknessContest(s, kay, fixedDice([3, 3]))).toMatchObject({
      jockeyResult: 11,
      opponentId: "shaman",
      opponentResult: 11,
      hidden: true,
    });
    expect(mountWeaknessContest(s, kay, fixedDice([3, 2])).hidden).toBe(false);
    // A 1-1 loses whatever the numbers; a 6-6 wins.
    expect(mountWeaknessContest(s, kay, fixedDice([1, 1]), {}).hidden).toBe(false);
    expect(mountWeaknessContest(setup([{ ...shaman, magicPower: 30 }]), kay, fixedDice([6, 6])).hidden).toBe(
      true,
    );
    // An enemy character rolls 2d + Magic Power: 5 + 6 + 4 = 15 beats 2 + 2 + 5 = 9.
    expect(mountWeaknessContest(setup([mage]), kay, fixedDice([2, 2, 5, 6]))).toMatchObject({
      jockeyResult: 9,
      opponentResult: 15,
      hidden: false,
    });
    // Nobody with Magic Power: nothing to exploit.
    expect(
      mountWeaknessContest(setup([{ id: "orc", side: "enemy", hp: 9 }]), kay, fixedDice([1, 2])).hidden,
    ).toBe(true);
  });

  it("[INIT-05] the contest is an event of the set-up; all enemies may use the weakness when the jockey loses", () => {
    const s = setup([shaman]);
    const r = play(s, [[{ type: "mountWeakness", riderId: "kay", mountId: "stag" }, [2, 3]]]);
    expect(r.log[0]).toEqual({
      type: "mountWeakness",
      params: {
        riderId: "kay",
        mountId: "stag",
        dice: "2+3",
        result: 10,
        opponentId: "shaman",
        opponentResult: 11,
        hidden: false,
      },
    });
    expect(r.state.knowledge.stag).toEqual({
      identified: true,
      weakPoint: true,
      checks: [{ actorId: "kay", result: 10 }],
    });
    const given = play(s, [
      { type: "mountWeakness", riderId: "kay", mountId: "stag", total: 12, opponentTotal: 12 },
    ]);
    expect(given.state.knowledge.stag?.weakPoint).toBe(false);
    const later = play(s, [[{ type: "rollInitiative" }, [6, 6]]]).state;
    expect(rules(attempt(later, { type: "mountWeakness", riderId: "kay", mountId: "stag" }, [3, 3]))).toEqual(
      ["INIT-05"],
    );
  });

  it("[INIT-06] an enemy rider statted as a monster still counts (and drops loot) after dismounting", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("gob", "frontline", { kind: "character", reputation: 9, mountedWith: "wolf" }),
      foe("wolf", "frontline", { kind: "mount", mountedWith: "gob" }),
      foe("thug", "frontline", { kind: "character" }),
    ]);
    expect(countedMonsters(s)).toEqual(["gob", "wolf"]);
    const off = play(s, [{ type: "setStatus", combatantId: "gob", flag: "prone", value: true }]).state;
    expect(who(off, "gob").mountedWith).toBeUndefined();
    expect(countedMonsters(off)).toEqual(["gob", "wolf"]);
  });
});

describe("dismounting in the air (MOUNT-05 with ENV-01, our reading)", () => {
  const aloft = (altitude: number, kay: Record<string, unknown> = {}) => {
    const [rider, mount] = riderOnMount("kay", "stag", { x: 0 }, { flying: true, altitude });
    return turnOf(
      makeBattle(
        [
          { ...rider, ...kay },
          mount as Record<string, unknown>,
          { id: "orc", side: "enemy", hp: 15, position: { x: 40 } },
        ],
        { method: "standard" },
      ),
      "kay",
    );
  };
  const dismount: BattleEvent = { type: "dismount", riderId: "kay", mountId: "stag" };

  it("[MOUNT-05][ENV-01] stepping off a mount 6 m up is a 6 m fall: 3 × 6 = 18 damage without a Tumble", () => {
    const r = play(aloft(6), [dismount]);
    expect(r.log.find((e) => e.type === "fell")?.params).toMatchObject({
      combatantId: "kay",
      cause: "fromMount",
      distance: 6,
      damage: 18,
    });
    expect(who(r.state, "kay").sections[0]?.hp).toBe(2);
    expect(who(r.state, "kay").mountedWith).toBeUndefined();
  });

  it("[MOUNT-05][ENV-01] on the ground, or for a rider who flies, dismounting is no fall", () => {
    expect(play(aloft(0), [dismount]).log.some((e) => e.type === "fell")).toBe(false);
    const flier = play(aloft(6, { flying: true, altitude: 6 }), [dismount]);
    expect(flier.log.some((e) => e.type === "fell")).toBe(false);
  });

  it("[MOUNT-05][ENV-01] the rider's own Tumble is rolled: 2d = 8 + 2 takes 10 off the 18", () => {
    const r = play(aloft(6, { tumbleModifier: 2 }), [[dismount, [4, 4]]]);
    expect(who(r.state, "kay").sections[0]?.hp).toBe(20 - (18 - 10));
  });
});
