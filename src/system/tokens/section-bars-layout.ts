/**
 * Where the token draws a multi-section monster's (or mount's) section bars: one thin bar per section,
 * stacked just above the token, each filled by its share of HP. Pure numbers (pixels, 0xRRGGBB colours),
 * so the drawing in section-bars.ts only paints them.
 */
import type { SectionHealth } from "../applications/view/section-health.js";

export interface SectionBarRect {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Width of the filled part, 0..width. */
  readonly fillWidth: number;
  /** Fill colour: red at empty to green at full (as core's HP bar shades); grey when the section is down. */
  readonly color: number;
  /** The core section gets a brighter outline. */
  readonly core: boolean;
}

/** Colour of a section down at 0 HP or below (SECT-04). */
export const DOWN_COLOR = 0x777777;

/** Space between bars and between the stack and the token's top edge, px. */
export const BAR_GAP = 1;

/** Red → green by the share of HP left, like core's HP bar. */
export function shareColor(share: number): number {
  const s = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  const red = Math.round(255 * (1 - s / 2));
  const green = Math.round(255 * s);
  return (red << 16) | (green << 8);
}

/**
 * The bars of `sections` for a token `width` × `height` px: as wide as the token, each about 1/16 of its
 * height (3 px at least, 8 at most), the last one just above the token's top edge.
 */
export function sectionBarLayout(
  sections: readonly SectionHealth[],
  width: number,
  height: number,
): SectionBarRect[] {
  if (sections.length === 0 || !(width > 0) || !(height > 0)) return [];
  const barHeight = Math.min(8, Math.max(3, Math.round(height / 16)));
  const top = -(sections.length * (barHeight + BAR_GAP));
  return sections.map((s, i) => {
    const share = s.hp.percent / 100;
    return {
      index: s.index,
      x: 0,
      y: top + i * (barHeight + BAR_GAP),
      width,
      height: barHeight,
      fillWidth: Math.round(width * share),
      color: s.down ? DOWN_COLOR : shareColor(share),
      core: s.core,
    };
  });
}
