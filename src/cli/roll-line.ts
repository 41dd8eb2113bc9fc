// The engine's roll line (`formatRoll`, BCDice's shape) with its outcome words in the reader's language.

import type { Translator } from "./i18n.js";

/** The words `formatRoll` writes, and the system's key for each (what the sheet and the chat card say). */
const WORDS: Readonly<Record<string, string>> = {
  "automatic failure": "SW25.Dice.AutomaticFailure",
  "automatic success": "SW25.Dice.AutomaticSuccess",
  "super success": "SW25.Dice.SuperSuccess",
  success: "SW25.Dice.Success",
  failure: "SW25.Dice.Failure",
};

function word(part: string, tr: Translator): string {
  const key = WORDS[part];
  if (key !== undefined) return tr.t(key);
  const criticals = /^(\d+) criticals?$/.exec(part);
  return criticals ? tr.t("SW25.Dice.Criticals", { count: criticals[1] as string }) : part;
}

/**
 * `K20+5@9 > 2D:[6,6 3,4]=12,7 > 10,5+5 > 1 critical > 20` in English as the engine writes it; in
 * Japanese `... > 1回転 > 20`, `... > 自動成功`. Only whole parts after the notation are words, so a
 * notation or a number is never touched.
 */
export function localizeRollLine(line: string, tr: Translator): string {
  if (tr.lang === "en") return line;
  const [head, ...parts] = line.split(" > ");
  return [head, ...parts.map((part) => word(part, tr))].join(" > ");
}
