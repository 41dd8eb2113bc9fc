/**
 * The mark ytsheet2 writes before a monster's special ability for each timing (○ ▶ ≫ 🗨 △ ▽): the monster sheet
 * shows it, the ytsheet2 export writes it.
 */
import type { SkillTiming } from "../character/vocabulary.js";

export const TIMING_EXPORT: Readonly<Record<SkillTiming, string>> = {
  passive: "○",
  major: "▶",
  minor: "≫",
  declaration: "🗨",
  preparation: "△",
  conditional: "▽",
};
