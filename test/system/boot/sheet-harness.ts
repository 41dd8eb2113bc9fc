/**
 * The harness the booted-sheet tests share: boot the bundle on the fake Foundry v13 once per file, find a
 * sheet's actions as Foundry merges `DEFAULT_OPTIONS` down the class chain (the nearest class that declares an
 * action wins), clear what a test reads from the record before each test, and play Foundry's dice.
 */
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { bootBundle } from "./boot-bundle.js";
import type { BootRecord } from "./fake-foundry.js";

/** A sheet action as Foundry calls it: `this` is the sheet, then the click event and its target. */
export type SheetAction = (this: unknown, event?: unknown, target?: unknown) => Promise<void>;

/** A form control as the dialog's callback reads it (`form.elements.namedItem`, an HTMLInputElement). */
export class FakeInput {
  constructor(
    readonly value: string,
    readonly checked = false,
  ) {}
}

export interface BootedSheet {
  readonly record: BootRecord;
  /** The named action of the sheet registered for the actor type (throws when no class in the chain has it). */
  action(name: string): SheetAction;
}

type SheetClass = { DEFAULT_OPTIONS?: { actions?: Record<string, SheetAction> } } | null;

/** The action `name` of the sheet registered for `type`, looked up the class chain. */
export function sheetAction(record: BootRecord, type: string, name: string): SheetAction {
  let sheet = record.sheets.find((s) => s.options.types?.includes(type))?.sheetClass as unknown as SheetClass;
  while (sheet && !Object.hasOwn(sheet.DEFAULT_OPTIONS?.actions ?? {}, name))
    sheet = Object.getPrototypeOf(sheet);
  return sheet?.DEFAULT_OPTIONS?.actions?.[name] as SheetAction;
}

/**
 * Boots the bundle before the file's tests (with `formInputs`, `HTMLInputElement` is `FakeInput` for the whole
 * file), hands the record and the sheet's actions to `ready`, unstubs the globals after the file, and before
 * each test empties the notifications and the dialogs and lets every dialog be closed unanswered.
 */
export function bootSheet(
  type: string,
  options: { formInputs?: boolean },
  ready: (booted: BootedSheet) => void,
): void {
  let booted: BootRecord;
  beforeAll(async () => {
    if (options.formInputs) vi.stubGlobal("HTMLInputElement", FakeInput);
    const record = await bootBundle();
    booted = record;
    ready({ record, action: (name) => sheetAction(record, type, name) });
  }, 60_000);
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    booted.notifications.length = 0;
    booted.dialogs.length = 0;
    booted.answerDialog = () => null;
  });
}

/**
 * Foundry's d6 come from `CONFIG.Dice.randomUniform`: these faces, in order; one more would be a test error.
 * `left()` counts the faces not drawn.
 */
export function foundryDice(faces: number[]): { left: () => number } {
  const g = globalThis as unknown as { CONFIG: { Dice: { randomUniform: () => number } } };
  let i = 0;
  g.CONFIG.Dice.randomUniform = () => {
    const face = faces[i++];
    if (face === undefined) throw new Error("the test ran out of dice");
    return (face - 0.5) / 6;
  };
  return { left: () => faces.length - i };
}
