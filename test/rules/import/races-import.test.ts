/**
 * A ytsheet2 character of any race ytsheet2 supports (src/rules/character/race-data.ts, from its
 * data-races.pl): the race item gets the race's dice, a variant's score changes count in the scores, and a
 * class the race is not open to is named in a warning.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CharacterDerived } from "../../../src/rules/character/derivation/character-derived.js";
import { raceAbilityNamesAt, raceFacts } from "../../../src/rules/character/races/race-data.js";
import { exportYtsheet2, importYtsheet2 } from "../../../src/rules/import/index.js";
import { hasRealSheets, realSheetPath } from "../../shared-folder.js";

type Obj = Record<string, unknown>;

const oracleDir = join(import.meta.dirname, "../../fixtures/ytsheet2-oracle");
const oracle = (name: string) => JSON.parse(readFileSync(join(oracleDir, `${name}.json`), "utf8")) as Obj;

/** ytsheet2's `raceAbility` for a sheet, as our table writes it at the sheet's level and choices. */
function ourRaceAbility(sheet: Obj): string | null {
  const race = raceFacts(String(sheet.race ?? ""));
  if (!race) return null;
  const chosen = Object.keys(sheet)
    .filter((k) => /^raceAbilitySelect\d+$/.test(k))
    .sort((a, b) => Number(a.slice(17)) - Number(b.slice(17)))
    .map((k) => String(sheet[k]));
  return `［${raceAbilityNamesAt(race, Number(sheet.level), chosen).join("］［")}］`;
}

function imported(sheet: Obj) {
  const result = importYtsheet2(JSON.stringify(sheet));
  if (!result.ok || !result.actor) throw new Error(`import failed: ${result.error?.message}`);
  const race = result.actor.items.find((i) => i.type === "race");
  return { ...result, actor: result.actor, race, system: result.actor.system as Obj };
}
const codes = (warnings: readonly { code: string }[]) => warnings.map((w) => w.code);

describe("[36-3] a character of a race from ytsheet2's races file", () => {
  it("a barbarous variant (ウィークリング（マーマン）) gets its race's dice; the sheet's values stay", () => {
    const r = imported(oracle("weakling-merman"));
    expect(r.race?.name).toBe("ウィークリング（マーマン）");
    expect(r.race?.system.dice).toEqual({
      technique: "",
      body: "",
      mind: "",
      dexterity: "2d",
      agility: "2d",
      strength: "2d",
      vitality: "2d",
      intelligence: "2d",
      // Its Spirit +3, as the race's part of the score.
      spirit: "2d+3",
    });
    expect(r.race?.system.abilities).toBe("［蛮族の身体］［水中適性］［水・氷耐性］［バブルフォーム］");
    expect(codes(r.warnings)).not.toContain("RaceDiceUnknown");
  });

  it("a variant's score change is in the race's part of the score, as ytsheet2's scores count it", () => {
    const r = imported(oracle("weakling-merman"));
    // sttBaseF 9 + Spirit +3; ytsheet2 shows sttMnd 18 (mind 6 + 9 + 3).
    expect((r.system.abilities as Obj).spirit).toEqual({ race: 12, growth: 0, bonus: 0 });
    expect((r.derived as CharacterDerived).scores.spirit).toBe(18);
    expect(codes(r.warnings)).not.toContain("TotalMismatch");
    // The export writes ytsheet2's own roll back (the change is the race's, not the sheet's).
    const out = exportYtsheet2(r.actor) as Obj;
    expect(out.sttBaseF).toBe("9");
  });

  it("a race from a supplement without rolled values: its dice, no RaceDiceUnknown", () => {
    const sheet: Obj = { characterName: "未ロール", race: "マナフレア", lvFig: "1", level: "1" };
    const r = imported(sheet);
    expect(r.race?.system.dice).toMatchObject({ agility: "1d+6", strength: "2d+6", spirit: "1d+6" });
    expect(codes(r.warnings)).not.toContain("RaceDiceUnknown");
  });

  it("a race outside ytsheet2's table still gets no invented dice", () => {
    const r = imported({ characterName: "自作", race: "フォックスキン", lvFig: "1", level: "1" });
    expect(Object.values(r.race?.system.dice as Obj).every((d) => d === "")).toBe(true);
    expect(codes(r.warnings)).toContain("RaceDiceUnknown");
  });

  it("a class ytsheet2 does not open to the race is named in a warning (タビット プリースト, ケンタウロス グラップラー)", () => {
    const tabbit = imported({ characterName: "兎", race: "タビット", lvPri: "2", lvSor: "1", level: "2" });
    const warned = tabbit.warnings.filter((w) => w.code === "RaceClassRestricted");
    expect(warned.map((w) => [w.params?.value, w.params?.class])).toEqual([["タビット", "プリースト"]]);
    const centaur = imported({ characterName: "馬", race: "ケンタウロス", lvGra: "1", level: "1" });
    expect(codes(centaur.warnings)).toContain("RaceClassRestricted");
    // グリモワール is a class outside our rules: ytsheet2 still closes it to マナフレア.
    const manaflare = imported({
      characterName: "灯",
      race: "マナフレア",
      lvGri: "1",
      lvFig: "1",
      level: "1",
    });
    expect(
      manaflare.warnings.filter((w) => w.code === "RaceClassRestricted").map((w) => w.params?.class),
    ).toEqual(["グリモワール"]);
    // A class at level 0 is no class of the character's.
    const none = imported({ characterName: "兎", race: "タビット", lvPri: "0", lvSor: "1", level: "1" });
    expect(codes(none.warnings)).not.toContain("RaceClassRestricted");
  });
});

describe("[36-3] our table writes the race abilities ytsheet2 wrote", () => {
  it("every oracle character of a race in the table (level 6 and 11 abilities, a choice made twice)", () => {
    const sheets = readdirSync(oracleDir)
      .map((f) => oracle(f.replace(/\.json$/, "")))
      .filter((s) => s.race !== undefined && raceFacts(String(s.race)) !== null);
    expect(sheets.length).toBeGreaterThanOrEqual(7);
    for (const s of sheets) expect(ourRaceAbility(s), String(s.race)).toBe(s.raceAbility);
  });

  it.skipIf(!hasRealSheets())(
    "the real exports' races (ナイトメア（エルフ） at 3 and 6, エルフ at 7, …)",
    () => {
      const names = [
        "yutorize-2-d-jp__2HQt31-reiya",
        "yutorize-2-d-jp__GpPuGN-stee",
        "yutorize-2-d-jp__csA4He-nightmare-shooter",
        "yutorize-2-d-jp__jxL1TP-drizea",
        "constructed__cashbook-palette",
      ];
      for (const name of names) {
        const s = JSON.parse(readFileSync(realSheetPath(name), "utf8")) as Obj;
        expect(ourRaceAbility(s), name).toBe(s.raceAbility);
      }
    },
  );
});
