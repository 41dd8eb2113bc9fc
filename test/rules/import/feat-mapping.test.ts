/**
 * Issue 35 item 5: the ytsheet2 import maps the magic expansion feats (魔法拡大) to the feats that unlock each
 * expansion in the spellcasting dialog; 範囲 and 威力確実化 stay text only. A real public sheet (Drizea,
 * 魔法拡大／確実化 at level 3) from ../shared/data/ytsheet2-real/ when that folder is present.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importYtsheet2 } from "../../../src/rules/import/index.js";
import { featEffect, featSystem } from "../../../src/rules/import/tables.js";
import { hasRealSheets, realSheetPath } from "../../shared-folder.js";

describe("[#35 feats] magic expansion feats from a ytsheet2 sheet", () => {
  it("each 魔法拡大 feat maps to its expansion; すべて to all; 範囲 and 威力確実化 are text only", () => {
    expect(featEffect("魔法拡大／数")).toEqual({ effect: "magicExpansionTargets", rank: 1 });
    expect(featEffect("魔法拡大／距離")).toEqual({ effect: "magicExpansionDistance", rank: 1 });
    expect(featEffect("魔法拡大／時間")).toEqual({ effect: "magicExpansionTime", rank: 1 });
    expect(featEffect("魔法拡大／確実化")).toEqual({ effect: "magicExpansionCertainty", rank: 1 });
    expect(featEffect("魔法拡大/確実化")).toEqual({ effect: "magicExpansionCertainty", rank: 1 });
    expect(featEffect("魔法拡大すべて")).toEqual({ effect: "magicExpansionAll", rank: 1 });
    expect(featEffect("魔法拡大／威力確実化")).toBeNull();
    expect(featEffect("魔法拡大／範囲")).toBeNull();
  });

  it("they are declared feats (active)", () => {
    expect(featSystem(featEffect("魔法拡大／数"), false, "").featKind).toBe("active");
  });

  const sheet = realSheetPath("yutorize-2-d-jp__jxL1TP-drizea");
  it.skipIf(!hasRealSheets())("a real sheet's 魔法拡大／確実化 imports as the certainty feat", () => {
    const result = importYtsheet2(readFileSync(sheet, "utf8"));
    if (!result.ok || !result.actor) throw new Error(result.error?.message);
    const feats = result.actor.items.filter((i) => i.type === "feat");
    const certainty = feats.find((f) => f.name.includes("確実化"));
    expect((certainty?.system as { effect?: string } | undefined)?.effect).toBe("magicExpansionCertainty");
  });
});

describe("[#35 feats] 《ＭＰ軽減》 from a ytsheet2 sheet", () => {
  it("ＭＰ軽減／ソーサラー maps to MP reduction of truespeech; an unknown class is text only", () => {
    expect(featEffect("ＭＰ軽減／ソーサラー")).toEqual({
      effect: "mpReduction",
      rank: 1,
      school: "truespeech",
    });
    expect(featEffect("MP軽減/プリースト")).toEqual({ effect: "mpReduction", rank: 1, school: "divine" });
    expect(featSystem(featEffect("ＭＰ軽減／ドルイド"), false, "").school).toBe("nature");
    expect(featEffect("ＭＰ軽減／ウィザード")).toBeNull();
  });
});
