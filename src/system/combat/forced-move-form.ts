/**
 * The forced-move dialog's live check (tracker-forced.ts reads the answer): while the GM types, each bad
 * coordinate is marked and said in plain words inside the dialog, and the dialog's Move button stays
 * disabled, so nothing invalid is sent. Plain DOM, no Foundry global: the Chromium test runs this very code.
 */
import type { Translate } from "./tracker-buttons.js";
import { type Axis, type ForcedMoveReading, readForcedMove } from "./tracker-forced.js";

const AXES: readonly Axis[] = ["x", "y"];

function input(root: ParentNode, name: string): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
}

/** The dialog's fields as the reader takes them ("" for a missing field). */
export function forcedMoveFields(root: ParentNode): { x: string; y: string; together: boolean } {
  return {
    x: input(root, "x")?.value ?? "",
    y: input(root, "y")?.value ?? "",
    together: input(root, "together")?.checked === true,
  };
}

/**
 * Checks the fields now: marks the bad ones, lists what is wrong, enables the submit buttons only when valid.
 * `quiet` only disables them (a dialog opened empty has nothing wrong to say before the GM types).
 */
export function checkForcedMoveForm(root: ParentNode, t: Translate, quiet = false): ForcedMoveReading {
  const reading = readForcedMove(forcedMoveFields(root), t);
  const problems = reading.ok || quiet ? [] : reading.problems;
  for (const axis of AXES) {
    const field = input(root, axis);
    if (!field) continue;
    if (problems.some((p) => p.field === axis)) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
  }
  const list = root.querySelector<HTMLElement>(".sw25-forced-errors");
  if (list) {
    list.replaceChildren(
      ...problems.map((p) => {
        const item = list.ownerDocument.createElement("li");
        item.textContent = p.message;
        return item;
      }),
    );
    list.hidden = problems.length === 0;
  }
  const form = root.querySelector("form") ?? (root as Element).closest?.("form") ?? null;
  for (const button of (form ?? root).querySelectorAll<HTMLButtonElement>(
    'button[type="submit"], button[data-action="ok"]',
  ))
    button.disabled = !reading.ok;
  return reading;
}

/**
 * Checks the dialog on every keystroke from now on (and once now). `quietAtFirst`: the first check, before
 * anything is typed, only keeps the submit buttons disabled (the placement dialog opens empty).
 */
export function watchForcedMoveForm(root: ParentNode, t: Translate, quietAtFirst = false): void {
  const check = () => checkForcedMoveForm(root, t);
  for (const axis of AXES) input(root, axis)?.addEventListener("input", check);
  checkForcedMoveForm(root, t, quietAtFirst);
}
