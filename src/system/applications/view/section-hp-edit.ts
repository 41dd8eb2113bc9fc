/**
 * A monster section's current HP typed on the sheet in play mode. The sections are one array field, which
 * an update replaces whole, so the new value is written into a copy of every stored section. Pure.
 */
import { type Bag, bag } from "./read.js";

export type SectionHpEdit =
  | { readonly ok: true; readonly sections: readonly unknown[] }
  | { readonly ok: false; readonly error: "SW25.Words.SectionHpInvalid"; readonly max: number };

/** The lowest HP a section can be set to by hand: far below any real Death Check threshold. */
export const SECTION_HP_FLOOR = -999;

/** `sections` with `sections[index].hp.value` set to `typed`, or a refusal that changes nothing. */
export function editSectionHp(stored: unknown, index: number, typed: string): SectionHpEdit {
  const sections = Array.isArray(stored) ? stored : [];
  const section = Number.isInteger(index) ? sections[index] : undefined;
  const hp = bag(bag(section).hp);
  const max = typeof hp.max === "number" ? hp.max : 0;
  const text = typed.trim();
  const value = /^[-−]?\d{1,4}$/.test(text) ? Number(text.replace("−", "-")) : Number.NaN;
  if (section === undefined || !Number.isInteger(value) || value < SECTION_HP_FLOOR || value > max)
    return { ok: false, error: "SW25.Words.SectionHpInvalid", max };
  const next = sections.map((s, i) => (i === index ? { ...(bag(s) as Bag), hp: { ...hp, value } } : s));
  return { ok: true, sections: next };
}
