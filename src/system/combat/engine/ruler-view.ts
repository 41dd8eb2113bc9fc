/**
 * What the token ruler shows in a Standard battle: the colour of each stretch and the label at its end,
 * read from the engine's `rulerBands` (MOVE-05, STD-13). Pure: the TokenRuler subclass only draws it.
 */
import type { Point } from "../../../rules/combat/standard/geometry.js";
import { type Band, rulerBands } from "../../../rules/combat/standard/ruler.js";
import type { BattleState } from "../../../rules/combat/types.js";
import type { Translate } from "../policy/rule-text.js";

/** Limited green, Normal amber, Full orange, beyond every band red. */
export const BAND_COLOURS: Readonly<Record<Band, number>> = {
  limited: 0x3a9d4a,
  normal: 0xd9a521,
  full: 0xe0692a,
  over: 0xc62828,
};

export interface RulerMark {
  readonly band: Band;
  readonly colour: number;
  /** Metres the band still leaves at this point. */
  readonly left: number;
  /** "Normal Move · 7 m left · no spells or shooting". */
  readonly label: string;
}

/** "spells or shooting", "major action, spells or shooting": the list the band forbids, localized. */
export function forbidsText(forbids: readonly string[], t: Translate): string {
  const words = forbids.map((f) => t(`SW25.Combat.Ruler.What.${f}`));
  if (words.length === 0) return "";
  const last = words[words.length - 1] as string;
  const head = words.slice(0, -1).join(t("SW25.Combat.Ruler.Separator"));
  return t("SW25.Combat.Ruler.Forbids", { what: head ? `${head}${t("SW25.Combat.Ruler.Or")}${last}` : last });
}

/**
 * The mark at the end of `path` (metres, the waypoints after the mover's position) for the combatant
 * `actorId`; null when the battle is not a Standard one or the combatant has no position.
 */
export function rulerMark(
  state: BattleState | null,
  actorId: string | null,
  path: readonly Point[],
  t: Translate,
): RulerMark | null {
  if (state?.method !== "standard" || !actorId) return null;
  const actor = state.combatants.find((c) => c.id === actorId);
  if (actor?.position.kind !== "point") return null;
  const reading = rulerBands(state, actor, path);
  if (reading.band === "over")
    return { band: "over", colour: BAND_COLOURS.over, left: 0, label: t("SW25.Combat.Ruler.Over") };
  const parts = [
    t(`SW25.Combat.Move.${reading.band}`),
    t("SW25.Combat.Ruler.Left", { metres: reading.left }),
    forbidsText(reading.forbids, t),
  ].filter((p) => p !== "");
  return {
    band: reading.band,
    colour: BAND_COLOURS[reading.band],
    left: reading.left,
    label: parts.join(" · "),
  };
}
