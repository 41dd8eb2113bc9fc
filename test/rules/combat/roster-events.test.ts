import { describe, expect, it } from "vitest";
import { isSkirmish } from "../../../src/rules/combat/simplified/areas.js";
import { fc } from "../../fc.js";
import { attempt, foe, makeBattle, pc, play, rules, turnOf, who } from "./helpers.js";

const duel = () => makeBattle([pc("ann", "frontline"), pc("ben", "pcRear"), foe("orc", "frontline")]);
const sync = (combatantId: string, ...hp: number[]) => ({
  type: "syncSections" as const,
  combatantId,
  sections: hp.map((h) => ({ hp: h })),
});

describe("syncing HP from the actors", () => {
  it("[FLOW-05] an enemy brought to 0 HP on its actor ends the combat at once", () => {
    const r = play(duel(), [sync("orc", 0)]);
    expect(who(r.state, "orc").sections[0]).toMatchObject({ hp: 0, conscious: false });
    expect(r.state.phase).toBe("ended");
    expect(r.log.map((e) => e.type)).toEqual(["sectionsSynced", "combatEnded"]);
    expect(r.log[0]?.params).toEqual({ combatantId: "orc", hp: ["0/15"], down: true });
  });

  it("[DMG-10] a sync brings the actor's MP too, so a spell the caster can no longer pay is refused", () => {
    const s = makeBattle([pc("ann", "pcRear", { mp: 10 }), foe("orc", "frontline")]);
    const synced = play(s, [{ ...sync("ann", 15), mp: 2 }]).state;
    expect(who(synced, "ann").mp).toBe(2);
    expect(play(s, [{ ...sync("ann", 15), mp: -4 }]).state.combatants[0]?.mp).toBe(0);
  });

  it("[SIMP-02] a synced knock-out ends the skirmish; healing that wakes (table option) brings it back", () => {
    const s = makeBattle([pc("ann", "frontline"), foe("orc", "frontline"), foe("imp", "enemyRear")]);
    const down = play(s, [sync("orc", -3)]).state;
    expect(isSkirmish(down, "frontline")).toBe(false);
    const healed = play(down, [{ ...sync("orc", 4), wakeOnHeal: true }]).state;
    expect(who(healed, "orc").sections[0]).toMatchObject({ hp: 4, conscious: true });
    expect(isSkirmish(healed, "frontline")).toBe(true);
  });

  it("[SECT-04][DMG-09] healed above 0 HP, an unconscious character stays down until woken: no turn, not fighting", () => {
    const s = makeBattle([pc("ann", "frontline"), pc("ben", "pcRear"), foe("orc", "frontline")]);
    const down = play(s, [sync("ann", -2)]).state;
    const healed = play(down, [sync("ann", 5)]).state;
    expect(who(healed, "ann").sections[0]).toMatchObject({ hp: 5, conscious: false });
    expect(rules(attempt(healed, { type: "startTurn", actorId: "ann" }))).toContain("FLOW-02");
    // the actor still wears its "unconscious" status: the battle agrees, even on a later sync
    const marked = play(down, [
      { type: "syncSections", combatantId: "ann", sections: [{ hp: 5, unconscious: true }] },
    ]).state;
    expect(who(marked, "ann").sections[0]?.conscious).toBe(false);
    // with ann and ben both down the party is out, healed HP or not
    const out = play(healed, [sync("ben", 0)]);
    expect(out.state.outcome).toEqual({ winner: "enemy", reason: "defeated" });
    // woken on the actor (status removed: First Aid, Awaken, the GM), the battle wakes too
    const woken = play(healed, [
      { type: "syncSections", combatantId: "ann", sections: [{ hp: 5, unconscious: false }] },
    ]).state;
    expect(who(woken, "ann").sections[0]?.conscious).toBe(true);
  });

  it("[SIMP-10] an enemy Frontline knocked out by synced HP is broken through", () => {
    const s = makeBattle([pc("ann", "frontline"), foe("orc", "frontline"), foe("imp", "enemyRear")]);
    const down = play(s, [sync("orc", 0)]).state;
    const t = turnOf(down, "ann");
    play(t, [{ type: "move", actorId: "ann", mode: "normal", to: "enemyRear" }]);
  });

  it("[SECT-04] each section syncs on its own; a sleeping section stays down while its HP stays up", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("hydra", "frontline", { sections: [{ hp: 20 }, { hp: 10 }] }),
    ]);
    const slept = play(s, [
      { type: "setStatus", combatantId: "hydra", flag: "conscious", value: false, section: 1 },
    ]).state;
    const r = play(slept, [
      { type: "syncSections", combatantId: "hydra", sections: [{ hp: 0 }, { hp: 8, maxHp: 12 }] },
    ]);
    expect(who(r.state, "hydra").sections.map((x) => [x.hp, x.maxHp, x.conscious])).toEqual([
      [0, 20, false],
      [8, 12, false],
    ]);
    expect(r.state.phase).toBe("ended");
  });

  it("[SECT-04] a section at 0 HP cannot be woken (even by override); at 1 HP it can", () => {
    const s = makeBattle([
      pc("ann", "frontline"),
      foe("hydra", "frontline", { sections: [{ hp: 20 }, { hp: 10 }] }),
    ]);
    const down = play(s, [sync("hydra", 20, 0)]).state;
    const wake = {
      type: "setStatus",
      combatantId: "hydra",
      flag: "conscious",
      value: true,
      section: 1,
    } as const;
    expect(attempt(down, wake).errors.map((e) => e.code)).toEqual(["Combat.CannotWakeAtZeroHp"]);
    expect(attempt(down, { type: "override", event: wake }).errors.map((e) => e.code)).toEqual([
      "Combat.CannotWakeAtZeroHp",
    ]);
    const healed = play(down, [sync("hydra", 20, 1)]).state;
    expect(who(healed, "hydra").sections[1]?.conscious).toBe(false);
    expect(who(play(healed, [wake]).state, "hydra").sections[1]?.conscious).toBe(true);
  });

  it("[SECT-01] a sync must give every section, and an unknown combatant is a hard error", () => {
    expect(attempt(duel(), sync("orc", 3, 3)).errors.map((e) => e.code)).toEqual(["Combat.SectionCount"]);
    expect(attempt(duel(), sync("nobody", 3)).errors.map((e) => e.code)).toEqual(["Combat.UnknownCombatant"]);
    expect(attempt(duel(), { type: "override", event: sync("orc", 3, 3) }).errors).toHaveLength(1);
  });

  it("[FLOW-03] a sync is legal mid-turn, for anyone, and leaves the open turn alone", () => {
    const t = turnOf(duel(), "ann");
    const r = play(t, [sync("ben", 5)]);
    expect(r.state.turn).toEqual(t.turn);
    expect(who(r.state, "ben").sections[0]?.hp).toBe(5);
  });

  it("[SECT-04] property: after a sync a section is conscious only with HP above 0", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 1, maxLength: 6 }), (hps) => {
        let state = duel();
        for (const hp of hps) {
          const r = attempt(state, sync("ben", hp));
          if (r.errors.length > 0) return false;
          state = r.state;
          const section = who(state, "ben").sections[0];
          if (!section || section.hp !== hp || (hp <= 0 && section.conscious)) return false;
        }
        return true;
      }),
    );
  });
});

describe("joining mid-battle", () => {
  const elf = { id: "elf", side: "pc", hp: 12 };

  it("[FLOW-02] a latecomer arriving during a round acts from the next round", () => {
    const t = turnOf(duel(), "ann");
    const r = play(t, [{ type: "join", combatant: elf, area: "pcRear" }]);
    expect(r.log[0]).toEqual({ type: "joined", params: { combatantId: "elf", side: "pc", area: "pcRear" } });
    expect(r.state.actedThisRound).toContain("elf");
    expect(
      rules(
        attempt(play(r.state, [{ type: "endTurn", actorId: "ann" }]).state, {
          type: "startTurn",
          actorId: "elf",
        }),
      ),
    ).toEqual(["FLOW-02"]);
    const next = play(r.state, [
      { type: "endTurn", actorId: "ann" },
      { type: "startTurn", actorId: "ben" },
      { type: "endTurn", actorId: "ben" },
      { type: "startTurn", actorId: "orc" },
      { type: "endTurn", actorId: "orc" },
      { type: "startRound" },
      { type: "startTurn", actorId: "elf" },
    ]);
    expect(next.state.turn?.actorId).toBe("elf");
  });

  it("[SIMP-03] between rounds a latecomer without an area waits unplaced; the GM then places it anywhere", () => {
    const joined = play(duel(), [{ type: "join", combatant: { id: "wolf", side: "enemy", hp: 9 } }]).state;
    expect(who(joined, "wolf").position).toEqual({ kind: "unplaced" });
    const placed = play(joined, [{ type: "place", combatantId: "wolf", area: "pcRear" }]);
    expect(placed.log[0]?.params).toEqual({ combatantId: "wolf", area: "pcRear", latecomer: true });
    expect(rules(attempt(placed.state, { type: "place", combatantId: "wolf", area: "frontline" }))).toEqual([
      "SIMP-03",
    ]);
  });

  it("[INIT-01] a latecomer needs an id not taken and a side", () => {
    expect(attempt(duel(), { type: "join", combatant: { id: "orc", side: "enemy" } }).errors[0]?.code).toBe(
      "Combat.DuplicateCombatant",
    );
    expect(attempt(duel(), { type: "join", combatant: { id: "x", side: "neutral" } }).errors[0]?.rule).toBe(
      "INIT-01",
    );
  });

  it("[DMG-10] a latecomer with negative MP is refused, and the battle is unchanged", () => {
    const s = duel();
    for (const mp of [-1, -0.5, -1_000_000]) {
      const r = attempt(s, { type: "join", combatant: { id: "imp", side: "enemy", hp: 5, mp } });
      expect(r.errors[0], String(mp)).toMatchObject({ code: "Combat.MalformedBattle" });
      expect(r.errors[0]?.message).toContain("mp");
      expect(r.state).toBe(s);
    }
    const zero = play(s, [{ type: "join", combatant: { id: "imp", side: "enemy", hp: 5, mp: 0 } }]);
    expect(who(zero.state, "imp").mp).toBe(0);
  });

  it("[FLOW-05] a fighting latecomer keeps a side from losing", () => {
    const s = makeBattle([pc("ann", "frontline"), foe("orc", "frontline")]);
    const r = play(s, [
      { type: "join", combatant: { id: "imp", side: "enemy", hp: 5 }, area: "enemyRear" },
      sync("orc", 0),
    ]);
    expect(r.state.phase).toBe("ready");
  });
});
