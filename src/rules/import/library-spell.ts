/**
 * A spell's ytsheet2 arts sheet (魔法, `type` "a") → our spell item; its school, from ytsheet2's name of the
 * magic.
 */
import type { MagicSchool, Resistance } from "../character/vocabulary.js";
import { normal, paragraphs, rangeOf, TextFields } from "./library-fields.js";
import type { SheetReader } from "./sheet.js";
import { WEAK_POINT_ELEMENTS_JA } from "./tables.js";
import type { ItemSource } from "./types.js";

/** A spell's arts sheet: ytsheet2's name of the magic (`magicClass`) and our school. */
export const SPELL_SCHOOLS: readonly (readonly [RegExp, MagicSchool])[] = [
  [/^真語魔法$/, "truespeech"],
  [/^操霊魔法$/, "spiritualism"],
  [/^深智魔法$/, "deepMagic"],
  [/^神聖魔法$/, "divine"],
  [/^魔動機術$/, "magitech"],
  [/^(?:基本|属性|特殊)?妖精魔法/, "fairy"],
  [/^森羅魔法$/, "nature"],
  [/^召異魔法$/, "summoning"],
  [/^奈落魔法$/, "abyssal"],
];

/** ytsheet2's 抵抗 words (its datalist) and ours. */
const RESISTANCE_JA: readonly (readonly [string, Resistance])[] = [
  ["なし", "none"],
  ["任意", "optional"],
  ["消滅", "negates"],
  ["半減", "half"],
  ["短縮", "temporary"],
  ["必中", "cannot"],
];

/** 形状 (form) words and our area; a 1エリア(半径Nm) target is a radius. */
const FORM_JA: Readonly<Record<string, string>> = {
  起点指定: "target",
  射撃: "shot",
  貫通: "line",
  突破: "breakthrough",
};

/** The element a 属性 names (its first word of ours), or none. */
function elementOf(text: string): string | null {
  const t = normal(text);
  if (t === "" || t === "なし" || t === "―" || t === "-") return "none";
  const found = WEAK_POINT_ELEMENTS_JA.filter(([word]) => t.includes(word)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  return found ? found[1] : null;
}

/** ytsheet2's MP cost ("6", "MP6", "MP6+", "Ｍ Ｐ ６"): the MP, or null when it is no plain MP amount. */
function mpCostOf(text: string): number | null {
  const t = normal(text).toUpperCase();
  const m = /^(?:MP)?(\d{1,4})$/.exec(t);
  return m ? Number(m[1]) : null;
}

export function spellItem(r: SheetReader, school: MagicSchool, magicClass: string): ItemSource {
  const name = r.text("magicName") || magicClass;
  const asText = new TextFields();
  const levelText = normal(r.text("magicLevel"));
  const level = /^\d{1,2}$/.test(levelText) && Number(levelText) <= 17 ? Number(levelText) : 1;
  if (levelText !== "" && String(level) !== levelText)
    asText.add("magicLevel", "習得レベル", r.text("magicLevel"));
  // A fairy spell's family (基本 / 属性(土) / 特殊) says more than our one school does.
  if (school === "fairy" && magicClass !== "妖精魔法") asText.add("magicClass", "系統", magicClass);
  const costText = r.text("magicCost");
  const mpCost = mpCostOf(costText);
  if (mpCost === null && costText !== "") asText.add("magicCost", "消費", costText);
  const rangeText = r.text("magicRange");
  const range = rangeOf(rangeText) ?? { rangeKind: "distance", range: 10 };
  if (rangeText !== "" && rangeOf(rangeText) === null) asText.add("magicRange", "射程", rangeText);
  const target = r.text("magicTarget");
  const radius = /半径(\d{1,3})m/.exec(normal(target));
  const maxTargets = /／(\d{1,3})$/.exec(target.normalize("NFKC").replace(/\//g, "／").trim());
  const formText = normal(r.text("magicForm"));
  let area = formText === "" || formText === "―" ? "target" : FORM_JA[formText];
  if (area === undefined) {
    asText.add("magicForm", "形状", r.text("magicForm"));
    area = "target";
  }
  if (radius && (area === "target" || formText === "起点指定")) area = "radius";
  const resistText = normal(r.text("magicResist"));
  const resistance = RESISTANCE_JA.find(([word]) => word === resistText)?.[1] ?? "none";
  if (resistText !== "" && !RESISTANCE_JA.some(([word]) => word === resistText))
    asText.add("magicResist", "抵抗", r.text("magicResist"));
  const element = elementOf(r.text("magicElement"));
  if (element === null) asText.add("magicElement", "属性", r.text("magicElement"));
  asText.add("magicSummary", "概要", r.text("magicSummary"));
  asText.add("magicMagisphere", "マギスフィア", r.text("magicMagisphere"));
  asText.add("magicType", "対応", r.text("magicType"));
  asText.add("magicPremise", "前提", r.text("magicPremise"));
  asText.add("magicCondition", "条件", r.text("magicCondition"));
  if (r.checkBox("magicMinor")) asText.add("magicMinor", "小魔法", "○");
  if (r.checkBox("magicActionTypeMinor")) asText.add("magicActionTypeMinor", "補助動作", "○");
  if (r.checkBox("magicActionTypeSetup")) asText.add("magicActionTypeSetup", "戦闘準備", "○");
  asText.warn(r, name);
  return {
    name,
    type: "spell",
    system: {
      school,
      level,
      mpCost: mpCost ?? 0,
      target,
      ...range,
      area,
      radius: area === "radius" && radius ? Number(radius[1]) : 0,
      maxTargets: maxTargets ? Number(maxTargets[1]) : null,
      duration: r.text("magicDuration"),
      resistance,
      resistWith: "willpower",
      element: element ?? "none",
      power: null,
      criticalValue: 10,
      healing: false,
      description: paragraphs(r.raw("magicEffect"), asText.lines.join("\n"), r.raw("magicDescription")),
    },
    flags: { swordworld25: { ytsheet2: { arts: true, magicClass } } },
  };
}
