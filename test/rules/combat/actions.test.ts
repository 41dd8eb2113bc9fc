import { describe, expect, it } from "vitest";
import { evasionModifier } from "../../../src/rules/combat/turn/modifiers.js";
import { handOverReach } from "../../../src/rules/combat/turn/weapons-on-ground.js";
import type { BattleState } from "../../../src/rules/combat/types.js";
import { attempt, foe, makeBattle, pc, play, rules, turnOf, who } from "./helpers.js";

const limited = (s: BattleState, id: string) =>
  play(turnOf(s, id), [{ type: "move", actorId: id, mode: "limited" }]).state;
const base = () =>
  makeBattle([
    pc("ann", "frontline"),
    pc("ben", "frontline"),
    foe("orc", "frontline"),
    foe("imp", "enemyRear"),
  ]);
const hit = (targetId = "orc") => ({
  type: "major" as const,
  actorId: "ann",
  action: { kind: "attack" as const, form: "melee" as const, targetId },
});
const minor = (action: object) => ({ type: "minor", actorId: "ann", action }) as never;

describe("actions", () => {
  it("[ACT-01] one major action per turn unless an ability grants more", () => {
    const s = play(limited(base(), "ann"), [hit()]).state;
    expect(rules(attempt(s, hit()))).toEqual(["ACT-01"]);
    const twice = makeBattle([pc("ann", "frontline", { extraMajorActions: 1 }), foe("orc", "frontline")]);
    play(limited(twice, "ann"), [hit(), hit()]);
  });

  it("[ACT-02] minor actions before the move, between move and major, and after the major, but only in your turn", () => {
    const t = turnOf(base(), "ann");
    const r = play(t, [
      minor({ kind: "other", label: "shout" }),
      { type: "move", actorId: "ann", mode: "limited" },
      minor({ kind: "declareFeat", feat: "powerStrike" }),
      hit(),
      minor({ kind: "other", label: "grin" }),
    ]);
    expect(r.state.turn?.majorActions).toBe(1);
    expect(
      rules(attempt(t, { type: "minor", actorId: "ben", action: { kind: "other", label: "x" } })),
    ).toEqual(["FLOW-03"]);
  });

  it("[ACT-03] stowing, picking up and handing over are major; picking up needs a weapon lying in your area", () => {
    const s = limited(base(), "ann");
    expect(
      rules(attempt(s, { type: "major", actorId: "ann", action: { kind: "pickUp", weapon: "axe" } })),
    ).toEqual(["ACT-03"]);
    const dropped = play(s, [
      minor({ kind: "drop", weapon: "axe" }),
      { type: "major", actorId: "ann", action: { kind: "pickUp", weapon: "axe" } },
    ]);
    expect(dropped.state.droppedWeapons).toEqual([]);
    const stowed = play(s, [
      { type: "major", actorId: "ann", action: { kind: "stow", weapon: "spear" } },
    ]).state;
    expect(rules(attempt(stowed, hit()))).toEqual(["ACT-01"]);
  });

  it("[ACT-04] handing over: same area; to a receiver who already acted the hand-off fails and the weapon drops", () => {
    const s = limited(
      makeBattle([
        pc("ann", "frontline"),
        pc("ben", "frontline"),
        pc("cid", "pcRear"),
        foe("orc", "frontline"),
      ]),
      "ann",
    );
    const give = (toId: string) => ({
      type: "major" as const,
      actorId: "ann",
      action: { kind: "handOver" as const, toId, weapon: "sword" },
    });
    expect(rules(attempt(s, give("cid")))).toEqual(["ACT-04"]);
    const given = play(s, [
      give("ben"),
      { type: "endTurn", actorId: "ann" },
      { type: "startTurn", actorId: "ben" },
    ]).state;
    const got = play(given, [{ type: "minor", actorId: "ben", action: { kind: "receiveWeapon" } }]);
    expect(got.log[0]).toMatchObject({ type: "weaponReceived", params: { weapon: "sword", fromId: "ann" } });
    const ignored = play(given, [
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "cid" },
      { type: "endTurn", actorId: "cid" },
      { type: "startTurn", actorId: "orc" },
      { type: "endTurn", actorId: "orc" },
    ]);
    expect(ignored.state.droppedWeapons).toEqual([{ weapon: "sword", area: "frontline" }]);
    const late = play(makeBattle([pc("ann", "frontline"), pc("ben", "frontline"), foe("orc", "frontline")]), [
      { type: "startRound" },
      { type: "startTurn", actorId: "ben" },
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "ann" },
      { type: "move", actorId: "ann", mode: "limited" },
    ]).state;
    const failed = play(late, [give("ben")]);
    expect(failed.log).toContainEqual({
      type: "weaponDropped",
      params: { weapon: "sword", area: "frontline", fromId: "ann" },
    });
    expect(failed.state.droppedWeapons).toEqual([{ weapon: "sword", area: "frontline" }]);
    expect(failed.state.handOffs).toEqual([]);
    expect(rules(attempt(turnOf(base(), "ann"), minor({ kind: "receiveWeapon" })))).toEqual(["ACT-04"]);
  });

  it("[ACT-04] a weapon is never handed to a mount (it holds none): refused, and the board does not offer it", () => {
    const s = limited(
      makeBattle([
        pc("ann", "frontline"),
        pc("stag", "frontline", { kind: "mount" }),
        foe("orc", "frontline"),
      ]),
      "ann",
    );
    const give = {
      type: "major" as const,
      actorId: "ann",
      action: { kind: "handOver" as const, toId: "stag", weapon: "sword" },
    };
    expect(attempt(s, give).errors.map((e) => e.code)).toEqual(["Combat.MountTakesNoWeapon"]);
    expect(rules(attempt(s, give))).toEqual(["ACT-04"]);
    const ann = s.combatants.find((c) => c.id === "ann");
    expect(ann && handOverReach(s, ann).map((c) => c.id)).toEqual(["orc"]);
  });

  it("[ACT-05] after a major action no weapon minors: equip, stance, sheathe, drop, receive", () => {
    const s = play(limited(base(), "ann"), [hit()]).state;
    for (const action of [
      { kind: "equip", weapon: "dagger" },
      { kind: "changeStance", weapon: "spear" },
      { kind: "sheathe", weapon: "sword", category: "sword" },
      { kind: "drop", weapon: "sword" },
    ])
      expect(rules(attempt(s, minor(action)))).toEqual(["ACT-05"]);
    play(limited(base(), "ann"), [minor({ kind: "equip", weapon: "dagger" })]);
  });

  it("[ACT-06] swords and guns sheathe as a minor action; other weapons must be stowed as a major action", () => {
    const s = limited(base(), "ann");
    play(s, [
      minor({ kind: "sheathe", weapon: "rapier", category: "sword" }),
      minor({ kind: "sheathe", weapon: "pistol", category: "gun" }),
    ]);
    expect(rules(attempt(s, minor({ kind: "sheathe", weapon: "axe", category: "other" })))).toEqual([
      "ACT-06",
    ]);
  });

  it("[ACT-07] declaring a feat is minor, one at a time, and after the check it has no effect", () => {
    const s = limited(base(), "ann");
    const first = play(s, [minor({ kind: "declareFeat", feat: "powerStrike" })]);
    expect(who(first.state, "ann").activeFeat).toBe("powerStrike");
    expect(rules(attempt(first.state, minor({ kind: "declareFeat", feat: "lethalStrike" })))).toEqual([
      "ACT-07",
    ]);
    const late = play(s, [hit(), minor({ kind: "declareFeat", feat: "powerStrike" })]);
    expect(late.log[0]).toMatchObject({ type: "featDeclared", params: { effective: false } });
    expect(who(late.state, "ann").activeFeat).toBeUndefined();
  });

  it("[ACT-07] a feat declared between two major actions is effective for the later one", () => {
    const twice = makeBattle([pc("ann", "frontline", { extraMajorActions: 1 }), foe("orc", "frontline")]);
    const r = play(limited(twice, "ann"), [hit(), minor({ kind: "declareFeat", feat: "powerStrike" })]);
    expect(r.log[0]).toMatchObject({ type: "featDeclared", params: { effective: true } });
    expect(who(r.state, "ann").activeFeat).toBe("powerStrike");
  });

  it("[ACT-08] minor-action magic: Magic Power 0, costs MP, forces a Limited Move", () => {
    const s = makeBattle([pc("ann", "pcRear", { mp: 6 }), foe("imp", "enemyRear")]);
    const spark = minor({
      kind: "magic",
      spell: { name: "Spark", range: 10, area: { shape: "target" }, mpCost: 2 },
    });
    const t = play(turnOf(s, "ann"), [spark]);
    expect(t.log[0]).toMatchObject({ type: "spellCast", params: { magicPower: 0, mpSpent: 2 } });
    expect(who(t.state, "ann").mp).toBe(4);
    expect(
      rules(attempt(t.state, { type: "move", actorId: "ann", mode: "normal", to: "frontline" })),
    ).toEqual(["ACT-08"]);
    const walked = play(turnOf(s, "ann"), [
      { type: "move", actorId: "ann", mode: "normal", to: "frontline" },
    ]).state;
    expect(rules(attempt(walked, spark))).toEqual(["ACT-08"]);
    const poor = makeBattle([pc("ann", "pcRear", { mp: 1 }), foe("imp", "enemyRear")]);
    expect(rules(attempt(turnOf(poor, "ann"), spark))).toEqual(["DMG-10"]);
  });

  it("[ACT-09] standing up is minor and may come before the move", () => {
    const s = makeBattle([pc("ann", "pcRear", { status: { prone: true } }), foe("imp", "enemyRear")]);
    const r = play(turnOf(s, "ann"), [
      minor({ kind: "standUp" }),
      { type: "move", actorId: "ann", mode: "normal", to: "frontline" },
    ]);
    expect(who(r.state, "ann").status.prone).toBe(false);
    expect(rules(attempt(r.state, minor({ kind: "standUp" })))).toEqual(["ACT-09"]);
  });

  it("[ACT-10] a retreat costs −4 Evasion unless the other allies in the skirmish are more than twice the hostiles", () => {
    const four = makeBattle([
      pc("ann", "frontline"),
      pc("ben", "frontline"),
      pc("cid", "frontline"),
      pc("dan", "frontline"),
      foe("orc", "frontline"),
    ]);
    const safe = play(turnOf(four, "ann"), [{ type: "declareRetreat", actorId: "ann" }]);
    expect(safe.log[0]).toMatchObject({ params: { allies: 3, hostiles: 1, evasionPenalty: 0 } });
    expect(evasionModifier(safe.state, "ann")).toBe(0);
    const three = makeBattle([
      pc("ann", "frontline"),
      pc("ben", "frontline"),
      pc("cid", "frontline"),
      foe("orc", "frontline"),
    ]);
    const exposed = play(turnOf(three, "ann"), [{ type: "declareRetreat", actorId: "ann" }]);
    expect(exposed.log[0]).toMatchObject({ params: { allies: 2, hostiles: 1, evasionPenalty: -4 } });
    expect(evasionModifier(exposed.state, "ann")).toBe(-4);
    // a second retreater does not count the first one
    const next = play(safe.state, [
      { type: "move", actorId: "ann", mode: "limited" },
      { type: "endTurn", actorId: "ann" },
      { type: "startTurn", actorId: "ben" },
      { type: "declareRetreat", actorId: "ben" },
    ]);
    expect(next.log.at(-1)).toMatchObject({ params: { allies: 2, hostiles: 1, evasionPenalty: -4 } });
  });
});
