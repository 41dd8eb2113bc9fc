import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportYtsheet2, importYtsheet2 } from "../../../src/rules/import/index.js";
import { hasRealSheets, realSheetPath } from "../../shared-folder.js";
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
    // Only the note that the song's and the stratagem's amounts are not on a character sheet.
    expect(again.warnings.map((w) => [w.code, w.params?.names])).toEqual([
      ["TechniqueAmountsNotOnSheet", "モラル, 鼓咆一号"],
    ]);
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

describe("a Bard's and a War Leader's techniques on ytsheet2's character sheet: names only", () => {
  // ytsheet2's character sheet stores craftSong{n} and craftCommand{n} as names (its own edit form offers its list
  // of names, each with a learning level, no 楽素 or 陣気); a finale is named "終律：…" and a 陣率 "陣率：…".
  const bardSheet = () => ({
    ...fixture("character"),
    craftSong1: "モラル",
    craftSong2: "終律：春の強風",
    craftCommand1: "鼓咆一号",
    craftCommand2: "陣率：軍師の知略",
  });
  const imported = () => importYtsheet2(JSON.stringify(bardSheet()));
  const techniques = () => imported().actor?.items.filter((i) => i.type === "technique") ?? [];

  it("a name starting 終律： is a finale and 陣率： a formation; the rest of craftSong/craftCommand are songs and stratagems", () => {
    expect(techniques().map((t) => [t.name, t.system.kind, t.system.classId])).toEqual([
      ["モラル", "song", "bard"],
      ["終律：春の強風", "finale", "bard"],
      ["鼓咆一号", "command", "tactician"],
      ["陣率：軍師の知略", "formation", "tactician"],
    ]);
  });

  it("the sheet carries no 楽素 or 陣気: every one of them costs and gains nothing (never a guessed default)", () => {
    for (const t of techniques()) {
      expect([t.name, t.system.cost]).toEqual([
        t.name,
        expect.objectContaining({ amount: 0, resource: "none" }),
      ]);
      expect([t.name, t.system.gain]).toEqual([
        t.name,
        { amount: 0, resource: "none", threshold: 0, bonus: 0 },
      ]);
    }
  });

  it("one warning for the whole sheet names them (not one per technique); a sheet without them has none", () => {
    const warnings = imported().warnings.filter((w) => w.code === "TechniqueAmountsNotOnSheet");
    expect(warnings).toEqual([
      {
        code: "TechniqueAmountsNotOnSheet",
        message: expect.any(String),
        params: { count: 4, names: "モラル, 終律：春の強風, 鼓咆一号, 陣率：軍師の知略" },
      },
    ]);
    const enhancerOnly = importYtsheet2(
      JSON.stringify({ ...fixture("character"), craftEnhance1: "キャッツアイ" }),
    );
    expect(enhancerOnly.warnings.filter((w) => w.code === "TechniqueAmountsNotOnSheet")).toEqual([]);
  });

  // A real ytsheet2 export, read in place beside the repository (never copied into it).
  it.skipIf(!hasRealSheets())(
    "a real character sheet with an Enhancer and a Rider (no Bard or War Leader) imports without that warning",
    () => {
      const real = readFileSync(realSheetPath("yutorize-2-d-jp__2HQt31-reiya"), "utf8");
      const result = importYtsheet2(real);
      expect(result.ok).toBe(true);
      expect(result.warnings.map((w) => w.code)).not.toContain("TechniqueAmountsNotOnSheet");
      expect(result.actor?.items.filter((i) => i.type === "technique").map((t) => t.system.kind)).toEqual([
        "enhancer",
        "enhancer",
        "enhancer",
        "riding",
      ]);
    },
  );

  it("round trip: each goes back to the field it came from, a finale under craftSong, a 陣率 under craftCommand", () => {
    const first = imported();
    if (!first.actor) throw new Error("import failed");
    const out = exportYtsheet2(first.actor);
    expect([out.craftSong1, out.craftSong2, out.craftCommand1, out.craftCommand2]).toEqual([
      "モラル",
      "終律：春の強風",
      "鼓咆一号",
      "陣率：軍師の知略",
    ]);
    const again = importYtsheet2(JSON.stringify(out));
    expect(again.actor).toEqual(first.actor);
    // A finale made in Foundry (no field of its own) goes to the Bard's next free craftSong.
    const made = { name: "終律：冬の寒風", type: "technique", system: { kind: "finale" } };
    const more = exportYtsheet2({ ...first.actor, items: [...first.actor.items, made] });
    expect(more.craftSong3).toBe("終律：冬の寒風");
  });
});
