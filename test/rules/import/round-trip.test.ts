import { describe, expect, it } from "vitest";
import { exportYtsheet2, importYtsheet2 } from "../../../src/rules/import/index.js";
import { fixture, fixtureText } from "./fixtures.js";

const kinds = ["character", "monster", "mount"] as const;

describe("export to ytsheet2 and import again", () => {
  it.each(kinds)("%s: re-importing the export gives the same actor, without warnings", (kind) => {
    const first = importYtsheet2(fixtureText(kind));
    if (!first.actor) throw new Error("fixture failed");
    const exported = exportYtsheet2(first.actor);
    // Text everywhere, as ytsheet2 writes it, but its chat-tool list `unitStatus` ({label: "current/max"}).
    const { unitStatus, ...fields } = exported;
    expect(Object.values(fields).every((v) => typeof v === "string")).toBe(true);
    if (unitStatus !== undefined) {
      expect(Array.isArray(unitStatus)).toBe(true);
      const entries = unitStatus as readonly Readonly<Record<string, string>>[];
      expect(entries.every((e) => Object.values(e).every((v) => typeof v === "string"))).toBe(true);
    }
    const again = importYtsheet2(JSON.stringify(exported));
    expect(again.error).toBeNull();
    expect(again.actor).toEqual(first.actor);
    expect(again.derived).toEqual(first.derived);
    expect(again.warnings).toEqual([]);
  });

  it("the export writes the totals ytsheet2 would show", () => {
    const actor = importYtsheet2(fixtureText("character")).actor;
    if (!actor) throw new Error("fixture failed");
    const out = exportYtsheet2(actor);
    const sample = fixture("character");
    for (const key of [
      "hpTotal",
      "mpTotal",
      "vitResistTotal",
      "mndResistTotal",
      "initiative",
      "monsterLore",
      "mobilityTotal",
      "weapon1AccTotal",
      "weapon1DmgTotal",
      "sttAgi",
      "bonusAgi",
      "expRest",
    ])
      expect([key, out[key]]).toEqual([key, sample[key]]);
  });
});
