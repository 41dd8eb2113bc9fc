import { describe, expect, it } from "vitest";
import { battleNames, battleViews, type IdentityLookup } from "../../../../src/system/combat/battle/names.js";
import { en, sampleBattle, translator } from "../helpers.js";

const unidentified = { unidentifiedName: "", identified: false, weaknessKnown: false };

describe("names a viewer reads in cards, board and tracker", () => {
  it("[INIT-02] two unidentified monsters under the same alias are lettered A and B in battle order", () => {
    const identity: IdentityLookup = (id) => (id.startsWith("Gob") ? unidentified : undefined);
    const names = battleNames(sampleBattle(), false, identity, en);
    expect(["Arle", "Bram", "GobA", "GobB"].map(names)).toEqual([
      "Arle",
      "Bram",
      "Unknown monster A",
      "Unknown monster B",
    ]);
    const ja = battleNames(sampleBattle(), false, identity, translator("ja"));
    expect(ja("GobB")).toBe("正体不明の魔物 B");
  });

  it("[INIT-02] a monster of no actor is unknown to players too, and lettered with the others", () => {
    const names = battleNames(sampleBattle(), false, () => undefined, en);
    expect([names("GobA"), names("GobB")]).toEqual(["Unknown monster A", "Unknown monster B"]);
  });

  it("[INIT-02] distinct aliases, an identified monster and the GM's view get no letter", () => {
    const aliases: IdentityLookup = (id) =>
      id === "GobA" ? { ...unidentified, unidentifiedName: "Green thing" } : unidentified;
    const names = battleNames(sampleBattle(), false, aliases, en);
    expect([names("GobA"), names("GobB")]).toEqual(["Green thing", "Unknown monster"]);
    const oneKnown: IdentityLookup = (id) =>
      id === "GobA" ? { ...unidentified, identified: true } : unidentified;
    const known = battleViews(sampleBattle(), false, oneKnown, en);
    expect([known("GobA"), known("GobB")]).toEqual([
      { name: "GobA", showStats: true },
      { name: "Unknown monster", showStats: false },
    ]);
    const gm = battleNames(sampleBattle(), true, () => unidentified, en);
    expect([gm("GobA"), gm("GobB")]).toEqual(["GobA", "GobB"]);
  });
});
