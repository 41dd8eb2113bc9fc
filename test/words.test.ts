/**
 * What players and GMs read carries no workshop words: no checklist rule IDs in lang values, and the
 * code that shows a refusal names the rule's family in the game's words instead of its ID.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ruleMessage, ruleName, type Translate } from "../src/system/combat/policy/rule-text.js";

const root = join(import.meta.dirname, "..");

function flatten(obj: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (obj && typeof obj === "object" && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(obj));
  return out;
}

const langs = {
  en: flatten(JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8"))),
  ja: flatten(JSON.parse(readFileSync(join(root, "lang/ja.json"), "utf8"))),
};

/** A checklist ID ("STD-27", "ENV-05..07", "ENV-05〜07") anywhere in a text. */
const RULE_ID = /\b[A-Z]{2,6}-\d{2}\b|[A-Z]{2,6}-\d{1,2}\s*(?:\.\.|〜|~|–)\s*\d{1,2}/;

function translator(lang: "en" | "ja"): Translate {
  return (key, params) => {
    const text = langs[lang].get(key);
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? `{${k}}`));
  };
}

describe("words players read", () => {
  it("the rule-ID pattern catches every form the lang files used to carry", () => {
    for (const sample of [
      "Blockers must number at least half (STD-19).",
      "息継ぎ（ENV-05〜07）。",
      "breath (ENV-05..07).",
      "（《鷹の目》があれば無視、STD-27）",
      "This character cannot act (SECT-04, FLOW-02).",
    ])
      expect(RULE_ID.test(sample), sample).toBe(true);
    for (const sample of ["2d6+7", "K20+5@9", "HP 12-15", "Lv-3", "A-10 m"])
      expect(RULE_ID.test(sample), sample).toBe(false);
  });

  it("no lang value, in either language, carries a rule ID", () => {
    const found: string[] = [];
    for (const [lang, map] of Object.entries(langs))
      for (const [key, value] of map) if (RULE_ID.test(value)) found.push(`${lang}: ${key}: ${value}`);
    expect(found).toEqual([]);
  });

  it("a refusal names the rule's family in the game's words, not its ID", () => {
    const error = {
      code: "Combat.TooFewBlockers",
      message: "STD-19: blockers must number at least half of the mover's sections",
      rule: "STD-19",
    };
    expect(ruleMessage(error, translator("en"))).toBe(
      "Standard Combat: Blockers must number at least half of the mover's sections.",
    );
    expect(ruleMessage(error, translator("ja"))).toBe(
      "基本戦闘：妨害するキャラクターは移動する者の部位数の半分以上必要です。",
    );
  });

  it("an error without a rule, or with an unknown family, shows its text alone", () => {
    const t = translator("en");
    expect(ruleMessage({ code: "Combat.NoRound", message: "x" }, t)).toBe("Turns are taken inside a round.");
    expect(ruleName("XYZ-01", t)).toBe("");
    expect(ruleName(undefined, t)).toBe("");
    expect(ruleName("not a rule", t)).toBe("");
  });

  it("every rule family of the checklist has a name in both languages", () => {
    for (const family of [
      "FLOW",
      "INIT",
      "SIMP",
      "MOVE",
      "ACT",
      "ROLL",
      "DMG",
      "STD",
      "SECT",
      "MOUNT",
      "ENV",
    ])
      for (const lang of ["en", "ja"] as const)
        expect(ruleName(`${family}-01`, translator(lang)), `${lang} ${family}`).not.toBe("");
  });
});
