/**
 * The Battle Board's small prompts: the GM's water and air panel (ENV-01..05: the altitude of a flight, the
 * cause and height of a fall) and a commanded mount's unique skill (MOUNT-06: its name, ranged or magical).
 * Foundry glue only: the answers become events in tracker-environment.ts, tracker-riding.ts and
 * tracker-forced.ts (the GM's forced move, MOUNT-08), and the reducer judges them.
 */
import type { BattleEvent } from "../../../rules/combat/events.js";
import { localize, type SW25Combat } from "../battle/combat.js";
import {
  type KeyTarget,
  type PickCanvas,
  type PickSession,
  pickAvailability,
  pickPoint,
} from "../scene/pick-point.js";
import { fallEvent, flightEvent } from "./environment.js";
import { FORCED_MAX, FORCED_MIN, forcedMoveEvent } from "./forced.js";
import {
  forcedMoveFields,
  type PickResult,
  watchForcedMoveForm,
  watchPickButton,
} from "./forced-move-form.js";
import { placeEvent } from "./place.js";
import { skillEvent } from "./riding.js";

const PromptDialog = foundry.applications.api.DialogV2 as unknown as {
  prompt(config: object): Promise<unknown>;
};

export const FORCED_MOVE_TEMPLATE = "systems/swordworld25/templates/combat/forced-move.hbs";
export const PLACE_TEMPLATE = "systems/swordworld25/templates/combat/place.hbs";

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const html = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** The value of a named field of the dialog's form, as text. */
function field(button: HTMLButtonElement, name: string): string {
  const input = button.form?.elements.namedItem(name);
  return input instanceof HTMLInputElement || input instanceof HTMLSelectElement ? input.value : "";
}

function checked(button: HTMLButtonElement, name: string): boolean {
  const input = button.form?.elements.namedItem(name);
  return input instanceof HTMLInputElement && input.checked;
}

async function ask(title: string, content: string, read: (button: HTMLButtonElement) => unknown) {
  return PromptDialog.prompt({
    window: { title },
    classes: ["swordworld25", "sw25-env-dialog"],
    content,
    ok: {
      label: localize("SW25.Combat.Env.Dialog.Apply"),
      callback: (_e: Event, b: HTMLButtonElement) => read(b),
    },
    rejectClose: false,
  });
}

const isEvent = (v: unknown): v is BattleEvent => typeof v === "object" && v !== null && "type" in v;

/** ENV-04: flying at the typed altitude; null when closed, or the typed height is not metres. */
export async function askFlight(
  combatantId: string,
  name: string,
  altitude: number,
): Promise<BattleEvent | null> {
  const result = await ask(
    localize("SW25.Combat.Env.Dialog.FlyTitle", { name }),
    `<label>${html(localize("SW25.Combat.Env.Dialog.AltitudeLabel"))}
      <input type="number" name="altitude" value="${altitude || 10}" min="0" step="1" autofocus></label>`,
    (b) => flightEvent(combatantId, field(b, "altitude")) ?? "invalid",
  );
  if (result === "invalid") ui.notifications?.warn(localize("SW25.Combat.Env.Dialog.Invalid"));
  return isEvent(result) ? result : null;
}

/** ENV-01..04: a fall with one of the causes the reducer accepts now, its height, Tumble and Defense. */
export async function askFall(
  combatantId: string,
  name: string,
  altitude: number,
  causes: readonly { readonly value: string; readonly label: string }[],
): Promise<BattleEvent | null> {
  const options = causes.map((c) => `<option value="${html(c.value)}">${html(c.label)}</option>`).join("");
  const result = await ask(
    localize("SW25.Combat.Env.Dialog.FallTitle", { name }),
    `<label>${html(localize("SW25.Combat.Env.Dialog.CauseLabel"))} <select name="cause">${options}</select></label>
      <label>${html(localize("SW25.Combat.Env.Dialog.MetresLabel"))}
        <input type="number" name="metres" value="${altitude || ""}" min="0" step="1"></label>
      <label>${html(localize("SW25.Combat.Env.Dialog.TumbleLabel"))} <input type="number" name="tumble" step="1"></label>
      <label>${html(localize("SW25.Combat.Env.Dialog.DefenseLabel"))} <input type="number" name="defense" min="0" step="1"></label>`,
    (b) =>
      fallEvent(combatantId, {
        cause: field(b, "cause"),
        metres: field(b, "metres"),
        tumble: field(b, "tumble"),
        defense: field(b, "defense"),
      }) ?? "invalid",
  );
  if (result === "invalid") ui.notifications?.warn(localize("SW25.Combat.Env.Dialog.Invalid"));
  return isEvent(result) ? result : null;
}

/** MOUNT-06: names the skill of a commanded mount's skill button (`base`, its event); null when closed. */
export async function askSkill(base: BattleEvent, mount: string): Promise<BattleEvent | null> {
  const result = await ask(
    localize("SW25.Combat.Riding.SkillTitle", { mount }),
    `<label>${html(localize("SW25.Combat.Riding.SkillName"))} <input type="text" name="label" maxlength="500" autofocus></label>
      <label><input type="checkbox" name="ranged"> ${html(localize("SW25.Combat.Riding.SkillRanged"))}</label>
      <label><input type="checkbox" name="magic"> ${html(localize("SW25.Combat.Riding.SkillMagic"))}</label>`,
    (b) =>
      skillEvent(base, {
        label: field(b, "label"),
        ranged: checked(b, "ranged"),
        magic: checked(b, "magic"),
      }) ?? "invalid",
  );
  if (result === "invalid") ui.notifications?.warn(localize("SW25.Combat.Riding.SkillInvalid"));
  return isEvent(result) ? result : null;
}

/** What the forced-move dialog shows: whom it moves, from where, and its mounted partner ("" for none). */
export interface ForcedMoveTarget {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly partner: string;
}

/** The dialog's element, whichever the render callback hands over (the DialogV2, or its element). */
function dialogElement(dialog: unknown): HTMLElement | null {
  if (dialog instanceof HTMLElement) return dialog;
  const element = (dialog as { element?: unknown } | null)?.element;
  return element instanceof HTMLElement ? element : null;
}

/** The scene the active battle is fought on (combat.ts `battleSceneReading`); null when it names none. */
function battleSceneId(): string | null {
  const reading = (game.combat as SW25Combat | null | undefined)?.battleSceneReading;
  return reading?.kind === "one" ? reading.sceneId : null;
}

/** The canvas (v13/v14 `canvas`), or null where there is none (no game board, a test without one). */
function theCanvas(): PickCanvas | null {
  return ((globalThis as { canvas?: unknown }).canvas as PickCanvas | undefined) ?? null;
}

/** Where Escape is heard during a pick: the window (absent outside a browser). */
function theWindow(): KeyTarget | null {
  const w = (globalThis as { window?: unknown }).window as Partial<KeyTarget> | undefined;
  return typeof w?.addEventListener === "function" ? (w as KeyTarget) : null;
}

/**
 * What the dialog's "Pick on canvas" button shows when it opens: usable, or disabled with the localized reason
 * (no scene on the canvas, another scene than the battle's, a grid that cannot measure: pick-point.ts).
 */
export function pickView(
  board: PickCanvas | null = theCanvas(),
  sceneId: string | null = battleSceneId(),
): { readonly ok: boolean; readonly reason: string } {
  const available = pickAvailability(board, sceneId);
  return available.ok
    ? { ok: true, reason: "" }
    : { ok: false, reason: localize(`SW25.Board.Pick.Unavailable.${available.reason}`) };
}

/**
 * One pick for a point dialog: checked again at the click (the GM may have changed scenes since the dialog
 * opened), the GM told what to do, the dialog minimized (a DialogV2 is an ApplicationV2: `minimize`/`maximize`) so the
 * map is free, the click read (pick-point.ts), the dialog brought back. `started` receives the pick under way,
 * so closing the dialog meanwhile can cancel it.
 */
export async function pickForDialog(spec: {
  readonly name: string;
  readonly dialog: unknown;
  readonly started: (session: PickSession) => void;
  readonly board?: PickCanvas | null;
  readonly sceneId?: string | null;
  readonly keys?: KeyTarget | null;
}): Promise<PickResult> {
  const board = spec.board === undefined ? theCanvas() : spec.board;
  const available = pickAvailability(board, spec.sceneId === undefined ? battleSceneId() : spec.sceneId);
  const keys = spec.keys === undefined ? theWindow() : spec.keys;
  if (!available.ok || !keys)
    return {
      kind: "unavailable",
      message: localize(`SW25.Board.Pick.Unavailable.${available.ok ? "NoCanvas" : available.reason}`),
    };
  const app = spec.dialog as { minimize?: () => Promise<unknown>; maximize?: () => Promise<unknown> } | null;
  ui.notifications?.info(localize("SW25.Board.Pick.Notify", { name: spec.name }));
  try {
    await app?.minimize?.();
  } catch {
    // A dialog that cannot step aside stays where it is: the map around it can still be clicked.
  }
  const session = pickPoint(available, keys);
  spec.started(session);
  const outcome = await session.outcome;
  try {
    await app?.maximize?.();
  } catch {
    // Closed meanwhile: nothing to bring back.
  }
  return outcome;
}

/**
 * A GM's point dialog (forced move, place): `template` rendered with `context`, the live check of the typed
 * metres wired in on render (forced-move-form.ts; `quiet` while nothing is typed yet), the "Pick on canvas"
 * button beside them (one click on the map fills the metres in, pickForDialog), and the answer read into an
 * event by `toEvent`. A bad answer that still reaches the callback (Enter in a field) is warned about with
 * `keys.invalid` and sends nothing. Null when closed (a pick under way is cancelled).
 */
async function askPoint(spec: {
  readonly template: string;
  readonly context: Record<string, unknown>;
  readonly classes: readonly string[];
  readonly keys: { readonly title: string; readonly apply: string; readonly invalid: string };
  readonly name: string;
  readonly quiet?: boolean;
  readonly toEvent: (fields: ReturnType<typeof forcedMoveFields>) => BattleEvent | null;
}): Promise<BattleEvent | null> {
  const content = await foundry.applications.handlebars.renderTemplate(spec.template, {
    ...spec.context,
    pick: pickView(),
  });
  let picking: PickSession | null = null;
  const result = await PromptDialog.prompt({
    window: { title: localize(spec.keys.title, { name: spec.name }) },
    classes: ["swordworld25", "sw25-env-dialog", ...spec.classes],
    content,
    ok: {
      label: localize(spec.keys.apply),
      callback: (_e: Event, b: HTMLButtonElement) => {
        const root = b.form ?? b.closest("form");
        return (root && spec.toEvent(forcedMoveFields(root))) ?? "invalid";
      },
    },
    render: (_event: Event, dialog: unknown) => {
      const root = dialogElement(dialog);
      if (!root) return;
      watchForcedMoveForm(root, localize, spec.quiet === true);
      watchPickButton(root, localize, () =>
        pickForDialog({
          name: spec.name,
          dialog,
          started: (session) => {
            picking = session;
          },
        }),
      );
    },
    close: () => picking?.cancel(),
    rejectClose: false,
  });
  if (result === "invalid") ui.notifications?.warn(localize(spec.keys.invalid));
  return isEvent(result) ? result : null;
}

/**
 * MOUNT-08 / SIMP-09 in Standard Combat (GM): where a spell or skill puts a combatant, typed in metres, and
 * for a mounted pair whether it moves together. `base` is the control's event (plain or the GM's override).
 * Bad coordinates are said in the dialog while typed and its Move button stays disabled; a bad answer that
 * still reaches the callback (Enter in a field) is warned about and sends nothing. Null when closed.
 */
export function askForcedMove(base: BattleEvent, target: ForcedMoveTarget): Promise<BattleEvent | null> {
  return askPoint({
    template: FORCED_MOVE_TEMPLATE,
    context: { ...target, min: FORCED_MIN, max: FORCED_MAX },
    classes: ["sw25-forced-dialog"],
    keys: {
      title: "SW25.Board.ForcedMove.Title",
      apply: "SW25.Board.ForcedMove.Apply",
      invalid: "SW25.Board.ForcedMove.Invalid",
    },
    name: target.name,
    toEvent: (fields) => forcedMoveEvent(base, fields, localize),
  });
}

/** What the placement dialog shows: whom it places, the prefilled point ("" for none) and the partner there. */
export interface PlaceTarget {
  readonly name: string;
  readonly x: string;
  readonly y: string;
  readonly partner: string;
}

/**
 * STD-04 in Standard Combat (GM): where a combatant without a point arrives, typed in metres (tracker-place.ts).
 * The same live check as the forced move's: bad coordinates are said while typed and the Place button stays
 * disabled; a bad answer that still reaches the callback is warned about and sends nothing. Null when closed.
 */
export function askPlace(base: BattleEvent, target: PlaceTarget): Promise<BattleEvent | null> {
  return askPoint({
    template: PLACE_TEMPLATE,
    context: { ...target },
    classes: ["sw25-forced-dialog", "sw25-place-dialog"],
    keys: {
      title: "SW25.Board.Place.Title",
      apply: "SW25.Board.Place.Apply",
      invalid: "SW25.Board.Place.Invalid",
    },
    name: target.name,
    // Opened empty (no partner's point): nothing is wrong yet, Place simply waits for a point.
    quiet: target.x === "" || target.y === "",
    toEvent: (fields) => placeEvent(base, fields, localize),
  });
}
