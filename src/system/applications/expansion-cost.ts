/**
 * The MP a spell cast will spend, shown in the spellcasting dialog and kept current as the player changes the
 * magic expansion (魔法拡大). The price is the rules' (`spellCastCost`); this only reads the inputs and writes
 * the line.
 */
import {
  type ExpansionCombine,
  type MagicExpansion,
  spellCastCost,
} from "../../rules/character/techniques/magic-expansion.js";

/** What the binder needs of the dialog's form: its named inputs and the line it rewrites. */
export interface ExpansionForm {
  querySelector(selector: string): unknown;
}

interface InputLike {
  readonly value: string;
  readonly checked?: boolean;
  addEventListener(type: string, listener: () => void): void;
}

interface LineLike {
  textContent: string | null;
}

const NAMES = ["expandTargets", "expandDistance", "expandTime", "expandCertainty"] as const;

/** The expansion the inputs describe now (a missing input reads 1 / unchecked). */
export function expansionOf(root: ExpansionForm): MagicExpansion {
  const input = (name: string) => root.querySelector(`[name=${name}]`) as InputLike | null;
  const factor = (name: string) => Number(input(name)?.value ?? 1);
  return {
    targets: factor("expandTargets"),
    distance: factor("expandDistance"),
    time: factor("expandTime"),
    certainty: input("expandCertainty")?.checked === true,
  };
}

/**
 * Rewrites `.sw25-expansion-cost` with the MP this cast spends whenever an expansion input changes; a factor
 * out of range shows `invalid` (the rules refuse it when rolling).
 */
export function bindExpansionCost(
  root: ExpansionForm,
  mpCost: number,
  combine: ExpansionCombine,
  text: (total: number | null) => string,
): void {
  const line = root.querySelector(".sw25-expansion-cost") as LineLike | null;
  if (!line) return;
  const update = () => {
    const cost = spellCastCost(mpCost, expansionOf(root), combine);
    line.textContent = text(cost.ok ? cost.value : null);
  };
  for (const name of NAMES) {
    const input = root.querySelector(`[name=${name}]`) as InputLike | null;
    input?.addEventListener("input", update);
    input?.addEventListener("change", update);
  }
  update();
}
