/**
 * The section picker of the apply buttons (templates/chat/section-picker.hbs): what it shows for each
 * section of a multi-section target, and which section a submitted form means. Pure, tested in Node.
 */
import type { Bar } from "../applications/view/read.js";
import type { SectionChoice } from "./damage-plan.js";

export const SECTION_PICKER_TEMPLATE = "systems/swordworld25/templates/chat/section-picker.hbs";

export interface SectionPickerRow {
  readonly index: number;
  /** 1-based, for "Section {number}" when the name is hidden. */
  readonly number: number;
  readonly name: string | null;
  readonly checked: boolean;
  readonly hp: Bar | null;
  readonly down: boolean;
}

export interface SectionPickerView {
  readonly rows: readonly SectionPickerRow[];
}

/** One radio row per section, the preselected one checked. */
export function sectionPickerView(choices: readonly SectionChoice[]): SectionPickerView {
  return {
    rows: choices.map((c) => ({
      index: c.index,
      number: c.index + 1,
      name: c.name,
      checked: c.selected,
      hp: c.hp,
      down: c.down === true,
    })),
  };
}

/**
 * The section a submitted picker means: the form's value must name one of the offered sections;
 * anything else (nothing checked, a forged value) is null, and that target is skipped.
 */
export function pickedSection(value: unknown, choices: readonly SectionChoice[]): number | null {
  if (typeof value !== "string" || !/^\d+$/.test(value)) return null;
  const index = Number(value);
  return choices.some((c) => c.index === index) ? index : null;
}
