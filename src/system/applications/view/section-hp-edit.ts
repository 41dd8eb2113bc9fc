/**
 * A section's current HP typed on the sheet in play mode. A monster's sections are one array field, which an
 * update replaces whole, so the new value is written into a copy of every stored section; a mount keeps its
 * live HP/MP per section index in `system.current` (null = full, the list may be shorter than the sections),
 * written whole the same way. Pure.
 */
import { type Bag, bag, list } from "./read.js";

export type SectionHpEdit =
  | { readonly ok: true; readonly sections: readonly unknown[] }
  | { readonly ok: false; readonly error: "SW25.Words.SectionHpInvalid"; readonly max: number };

export type MountHpEdit =
  | { readonly ok: true; readonly current: readonly unknown[] }
  | { readonly ok: false; readonly error: "SW25.Words.SectionHpInvalid"; readonly max: number };

/** The lowest HP a section can be set to by hand: far below any real Death Check threshold. */
export const SECTION_HP_FLOOR = -999;

/** The typed HP as a whole number from the floor to `max`, or null. */
function typedHp(typed: string, max: number): number | null {
  const text = typed.trim();
  const value = /^[-−]?\d{1,4}$/.test(text) ? Number(text.replace("−", "-")) : Number.NaN;
  return Number.isInteger(value) && value >= SECTION_HP_FLOOR && value <= max ? value : null;
}

/** `sections` with `sections[index].hp.value` set to `typed`, or a refusal that changes nothing. */
export function editSectionHp(stored: unknown, index: number, typed: string): SectionHpEdit {
  const sections = Array.isArray(stored) ? stored : [];
  const section = Number.isInteger(index) ? sections[index] : undefined;
  const hp = bag(bag(section).hp);
  const max = typeof hp.max === "number" ? hp.max : 0;
  const value = typedHp(typed, max);
  if (section === undefined || value === null)
    return { ok: false, error: "SW25.Words.SectionHpInvalid", max };
  const next = sections.map((s, i) => (i === index ? { ...(bag(s) as Bag), hp: { ...hp, value } } : s));
  return { ok: true, sections: next };
}

/**
 * A mount's `current` with section `index`'s HP set to `typed`, its MP kept; `maxima` are the HP maxima of the
 * sections of the level in use (the rules' pick). A refusal changes nothing.
 */
export function editMountSectionHp(
  stored: unknown,
  maxima: readonly number[],
  index: number,
  typed: string,
): MountHpEdit {
  const max = Number.isInteger(index) ? maxima[index] : undefined;
  const value = max === undefined ? null : typedHp(typed, max);
  if (max === undefined || value === null)
    return { ok: false, error: "SW25.Words.SectionHpInvalid", max: max ?? 0 };
  const states: Bag[] = list(stored).map((s) => ({ hp: null, mp: null, ...bag(s) }));
  while (states.length <= index) states.push({ hp: null, mp: null });
  states[index] = { ...states[index], hp: value };
  return { ok: true, current: states };
}
