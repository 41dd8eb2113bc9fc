/**
 * The forced-move dialog's live check (tracker-forced.ts reads the answer): while the GM types, each bad
 * coordinate is marked and said in plain words inside the dialog, and the dialog's Move button stays
 * disabled, so nothing invalid is sent. Plain DOM, no Foundry global: the Chromium test runs this very code.
 */
import type { Translate } from "../policy/rule-text.js";
import { type Axis, type ForcedMoveReading, readForcedMove } from "./forced.js";

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

/**
 * What the dialog's "Pick on canvas" gives back: a point in whole metres, a click outside the scene, nothing
 * (Escape, right-click, the dialog closed), or no pick at all now (`message` says why: no canvas, another
 * scene than the battle's, a grid that cannot measure).
 */
export type PickResult =
  | { readonly kind: "point"; readonly x: number; readonly y: number }
  | { readonly kind: "outside" }
  | { readonly kind: "cancelled" }
  | { readonly kind: "unavailable"; readonly message: string };

function pickStatus(root: ParentNode, text: string, bad: boolean): void {
  const status = root.querySelector<HTMLElement>(".sw25-pick-status");
  if (!status) return;
  status.textContent = text;
  if (bad) status.dataset.tone = "bad";
  else delete status.dataset.tone;
}

/**
 * Wires the dialog's "Pick on canvas" button to `pick` (board-prompts.ts: one click on the canvas, pick-point.ts).
 * A picked point fills the x and y fields as if typed and runs the live check, so Move/Place is judged exactly
 * as for typed metres; a click outside the scene is said in the dialog and changes no field; a cancelled pick
 * changes nothing. The button is a plain button (never the form's submit) and waits while a pick is under way.
 */
export function watchPickButton(root: ParentNode, t: Translate, pick: () => Promise<PickResult>): void {
  const button = root.querySelector<HTMLButtonElement>("button.sw25-pick-button");
  if (!button) return;
  button.type = "button";
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    pickStatus(root, t("SW25.Board.Pick.Waiting"), false);
    let result: PickResult;
    try {
      result = await pick();
    } catch {
      result = { kind: "cancelled" };
    }
    button.disabled = result.kind === "unavailable";
    if (result.kind === "point") {
      for (const axis of AXES) {
        const field = input(root, axis);
        if (field) field.value = String(result[axis]);
      }
      checkForcedMoveForm(root, t);
      pickStatus(root, t("SW25.Board.Pick.Picked", { x: result.x, y: result.y }), false);
    } else if (result.kind === "outside") pickStatus(root, t("SW25.Board.Pick.Outside"), true);
    else if (result.kind === "unavailable") pickStatus(root, result.message, true);
    else pickStatus(root, t("SW25.Board.Pick.Cancelled"), false);
  });
}
