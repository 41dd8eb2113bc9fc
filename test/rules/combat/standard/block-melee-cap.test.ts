// STD-20/22 with STD-06: a skirmish's block pulls the mover and the independents who helped into its melee,
// never past 20. The GM may override the STD-06 refusal; then those who no longer fit stand at the centre as
// independents (blocking.ts `block`, skirmishes.ts `joinMelee`).
import { describe, expect, it } from "vitest";
import { step } from "../../../../src/rules/combat/battle.js";
import { meleeCount } from "../../../../src/rules/combat/standard/model.js";
import { fixedDice } from "../../../../src/rules/dice/dice-source.js";
import { foeAt, pcAt, play, standardBattle, who } from "../helpers.js";

describe("a skirmish's block under the GM's override keeps the melee at 20 (STD-06, STD-20, STD-22)", () => {
  it("[STD-06][STD-20][STD-22] 19 in melee: the mover makes 20, the independent who helped stays out", () => {
    // 10 PCs and 9 enemies in melee at (0, 0): radius 6. An enemy independent stands inside at (3, 0).
    const pcs = Array.from({ length: 10 }, (_, i) => pcAt(`p${i}`, 0));
    const foes = Array.from({ length: 9 }, (_, i) => foeAt(`e${i}`, 0));
    const s = play(
      standardBattle([pcAt("ann", -10), ...pcs, ...foes, foeAt("ind", 3)], {
        skirmishes: [
          { id: "s1", centre: { x: 0, y: 0 }, melee: [...pcs, ...foes].map((c) => c.id as string) },
        ],
      }),
      [
        { type: "startRound" },
        { type: "startTurn", actorId: "ann" },
        { type: "moveTo", actorId: "ann", path: [{ x: 10, y: 0 }] },
      ],
    ).state;
    const skirmish = () => s.standard?.skirmishes[0];
    expect(skirmish()?.radius).toBe(6);
    expect(skirmish()?.independents).toEqual(["ind"]);
    const block = { type: "block" as const, moverId: "ann", blockerIds: ["e0", "ind"], skirmishId: "s1" };
    // Plainly, STD-06 refuses it: 19 + Ann + the independent would be 21.
    expect(step(s, block, fixedDice([])).errors.map((e) => e.rule)).toEqual(["STD-06"]);
    const r = step(s, { type: "override", event: block }, fixedDice([]));
    const after = r.state.standard?.skirmishes.find((x) => x.id === "s1");
    expect(after?.melee).toContain("ann");
    expect(after?.melee).not.toContain("ind");
    expect(meleeCount(r.state, after as NonNullable<typeof after>)).toBe(20);
    expect(r.log).toContainEqual({ type: "meleeFull", params: { combatantId: "ind", skirmishId: "s1" } });
    // Both stand at the centre (STD-20), the independent outside the melee.
    expect(who(r.state, "ann").position).toEqual({ kind: "point", x: 0, y: 0 });
  });
});
