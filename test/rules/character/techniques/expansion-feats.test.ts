/**
 * Issue 35 item 5: magic expansion (魔法拡大) is offered only with the feat that allows it: 《魔法拡大／数》 targets,
 * 《魔法拡大／距離》 distance, 《魔法拡大／時間》 duration, 《魔法拡大／確実化》 certainty, 《魔法拡大すべて》 all of them.
 */
import { describe, expect, it } from "vitest";
import {
  allowedExpansion,
  checkExpansion,
} from "../../../../src/rules/character/techniques/expansion-feats.js";
import { NO_EXPANSION } from "../../../../src/rules/character/techniques/magic-expansion.js";

describe("[#35 feats] magic expansion needs its feat", () => {
  it("no feat allows nothing; each feat its own; 魔法拡大すべて all four", () => {
    const none = { targets: false, distance: false, time: false, certainty: false };
    expect(allowedExpansion([])).toEqual(none);
    expect(allowedExpansion(["powerStrike", "none"])).toEqual(none);
    expect(allowedExpansion(["magicExpansionTargets"])).toEqual({ ...none, targets: true });
    expect(allowedExpansion(["magicExpansionDistance", "magicExpansionTime"])).toEqual({
      ...none,
      distance: true,
      time: true,
    });
    expect(allowedExpansion(["magicExpansionCertainty"])).toEqual({ ...none, certainty: true });
    expect(allowedExpansion(["magicExpansionAll"])).toEqual({
      targets: true,
      distance: true,
      time: true,
      certainty: true,
    });
  });

  it("an unexpanded cast needs no feat", () => {
    expect(checkExpansion(NO_EXPANSION, allowedExpansion([]))).toEqual({ ok: true, value: NO_EXPANSION });
  });

  it("2 targets with 魔法拡大／数 pass; certainty without 魔法拡大／確実化 is refused, naming it", () => {
    const allow = allowedExpansion(["magicExpansionTargets"]);
    const two = { ...NO_EXPANSION, targets: 2 };
    expect(checkExpansion(two, allow)).toEqual({ ok: true, value: two });
    const sure = checkExpansion({ ...two, certainty: true }, allow);
    expect(sure.ok).toBe(false);
    if (!sure.ok) {
      expect(sure.error.code).toBe("ExpansionNeedsFeat");
      expect(sure.error.params).toEqual({ expansion: "certainty" });
    }
    const far = checkExpansion({ ...NO_EXPANSION, distance: 2 }, allow);
    expect(!far.ok && far.error.params).toEqual({ expansion: "distance" });
  });
});

describe("[#35 feats] 《MP軽減》 lowers the costs it names", () => {
  it("MP軽減／ソーサラー lowers a truespeech spell's base cost by 1, never below 1", async () => {
    const { reducedSpellCost } = await import(
      "../../../../src/rules/character/techniques/expansion-feats.js"
    );
    expect(reducedSpellCost(5, "truespeech", ["truespeech"])).toBe(4);
    expect(reducedSpellCost(1, "truespeech", ["truespeech"])).toBe(1);
    expect(reducedSpellCost(2, "truespeech", ["truespeech", "truespeech"])).toBe(1);
    // Another school's feat does nothing; a 0 MP spell stays 0.
    expect(reducedSpellCost(5, "divine", ["truespeech"])).toBe(5);
    expect(reducedSpellCost(0, "truespeech", ["truespeech"])).toBe(0);
  });
});
