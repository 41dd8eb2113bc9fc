import { describe, expect, it } from "vitest";
import { applyEffect, type TargetVitals } from "../../../src/rules/damage/apply-effect.js";

const goblin: TargetVitals = { hp: 16, maxHp: 16, mp: 5, maxMp: 5, unconscious: false };
const defense = { source: "defense", amount: 1, appliesTo: "physical" as const };

function apply(...args: Parameters<typeof applyEffect>) {
  const r = applyEffect(...args);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("applyEffect", () => {
  it("[DMG-09] 17 physical against Defense 1 takes a 16 HP goblin to 0: unconscious, Death Check", () => {
    const r = apply(goblin, { calculated: 17, kind: "physical", reductions: [defense] });
    expect(r.after).toMatchObject({ hp: 0, unconscious: true });
    expect(r.needsDeathCheck).toBe(true);
  });

  it("[DMG-10] MP damage stops at 0 and leaves HP alone", () => {
    const r = apply(goblin, { calculated: 9, kind: "magical" }, { pool: "mp" });
    expect(r.after).toMatchObject({ hp: 16, mp: 0, unconscious: false });
    expect(r.needsDeathCheck).toBe(false);
  });

  it("[DMG-03] the halve button: magical 17 resisted deals 9", () => {
    expect(apply(goblin, { calculated: 17, kind: "magical", resisted: true }).after.hp).toBe(7);
  });

  it("[DMG-01] certain damage ignores Defense", () => {
    expect(apply(goblin, { calculated: 5, kind: "certain", reductions: [defense] }).after.hp).toBe(11);
  });

  it("[ROLL-11] healing HP and MP stops at the maximum; a down character stays down by default", () => {
    const hurt = { ...goblin, hp: -2, mp: 1, unconscious: true };
    expect(apply(hurt, { calculated: 30, kind: "healing" }).after).toMatchObject({
      hp: 16,
      unconscious: true,
    });
    expect(
      apply(hurt, { calculated: 30, kind: "healing" }, { wakeRule: "wakeAboveZero" }).after.unconscious,
    ).toBe(false);
    expect(apply(hurt, { calculated: 3, kind: "healing" }, { pool: "mp" }).after.mp).toBe(4);
    expect(apply(hurt, { calculated: 30, kind: "healing" }, { pool: "mp" }).after.mp).toBe(5);
  });

  it("[DMG-08] an invalid input comes back as the pipeline's error value", () => {
    const r = applyEffect(goblin, { calculated: 5, kind: "gun", resisted: true });
    expect(r.ok).toBe(false);
  });
});
