import { describe, expect, it } from "vitest";
import { exportYtsheet2, importYtsheet2 } from "../../../src/rules/import/index.js";
import { fixture } from "./fixtures.js";

/** The character fixture with one technique of every ytsheet2 family and some alchemist cards. */
const crafts: Record<string, string> = {
  craftEnhance1: "ビートルスキン",
  craftEnhance2: "キャッツアイ",
  craftSong1: "モラル",
  craftRiding1: "騎乗指揮",
  craftAlchemy1: "ヴォーパルウェポン",
  craftCommand1: "鼓咆一号",
  craftGeomancy1: "相域一号",
  craftDivination1: "占瞳一号",
  craftPotential1: "操気一号",
  craftSeal1: "封印一号",
};
const cards: Record<string, string> = { cardRedB: "3", cardGreA: "1", cardGolSS: "2", cardWhiS: "0" };

function sheet(): Record<string, unknown> {
  return { ...fixture("character"), ...crafts, ...cards };
}

describe("ytsheet2 class techniques and alchemist cards", () => {
  it("craft{Family}{n} become technique items of the family's kind, with no UnmappedField", () => {
    const result = importYtsheet2(JSON.stringify(sheet()));
    expect(result.error).toBeNull();
    const techniques = result.actor?.items.filter((i) => i.type === "technique") ?? [];
    expect(techniques.map((t) => [t.name, (t.system as { kind: string }).kind])).toEqual([
      ["ビートルスキン", "enhancer"],
      ["キャッツアイ", "enhancer"],
      ["モラル", "song"],
      ["騎乗指揮", "riding"],
      ["ヴォーパルウェポン", "alchemy"],
      ["鼓咆一号", "command"],
      ["相域一号", "geomancy"],
      ["占瞳一号", "divination"],
      ["操気一号", "potential"],
      ["封印一号", "other"],
    ]);
    expect((techniques[2]?.system as { classId?: string } | undefined)?.classId).toBe("bard");
    expect((techniques[5]?.system as { classId?: string } | undefined)?.classId).toBe("tactician");
    const unmapped = result.warnings.filter((w) => w.code === "UnmappedField").map((w) => w.params?.field);
    expect(unmapped.filter((f) => /^(craft|card)/.test(String(f)))).toEqual([]);
  });

  it("card{Colour}{Rank} become the character's card counts", () => {
    const system = importYtsheet2(JSON.stringify(sheet())).actor?.system as {
      classResources: { cards: Record<string, Record<string, number>> };
    };
    expect(system.classResources.cards.red).toEqual({ B: 3, A: 0, S: 0, SS: 0 });
    expect(system.classResources.cards.green?.A).toBe(1);
    expect(system.classResources.cards.gold?.SS).toBe(2);
    expect(system.classResources.cards.white?.S).toBe(0);
  });

  it("a card count that is not a number fails the import naming the field", () => {
    const result = importYtsheet2(JSON.stringify({ ...sheet(), cardBlaA: "many" }));
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ code: "ImpossibleValue", params: { field: "cardBlaA" } });
  });

  it("round trip: the export writes the same craft fields and card counts back", () => {
    const first = importYtsheet2(JSON.stringify(sheet()));
    if (!first.actor) throw new Error("import failed");
    const out = exportYtsheet2(first.actor);
    for (const [key, value] of Object.entries(crafts)) expect([key, out[key]]).toEqual([key, value]);
    expect([out.cardRedB, out.cardGreA, out.cardGolSS, out.cardWhiS]).toEqual(["3", "1", "2", undefined]);
    const again = importYtsheet2(JSON.stringify(out));
    expect(again.actor).toEqual(first.actor);
    expect(again.warnings).toEqual([]);
  });

  it("a technique made in Foundry (no ytsheet2 field) is written to its family's next free number", () => {
    const first = importYtsheet2(JSON.stringify(sheet()));
    if (!first.actor) throw new Error("import failed");
    const made = {
      name: "Shieldwall Step",
      type: "technique",
      system: { kind: "formation" },
    };
    const out = exportYtsheet2({ ...first.actor, items: [...first.actor.items, made] });
    expect(out.craftCommand2).toBe("Shieldwall Step");
    expect(out.craftCommand1).toBe("鼓咆一号");
  });
});
