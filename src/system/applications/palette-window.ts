/**
 * The chat palette window (ApplicationV2): an actor's named rolls as buttons, each rolled through `/sw` with its
 * odds, and the palette as ytsheet2 text to copy out. One window per actor; it re-renders with the actor.
 */
import type { CharacterDerived } from "../../rules/character/derivation/character-derived.js";
import { paletteText, paletteValues } from "../../rules/character/palette/palette.js";
import { errorText } from "../chat/apply-card.js";
import { swRoll } from "../chat/sw-roll.js";
import { actorInput } from "./view/actor-input.js";
import {
  actorPalette,
  cachedNotationOdds,
  paletteButtons,
  paletteClasses,
  paletteLabel,
} from "./view/character/records-view.js";
import { bag } from "./view/read.js";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

const TEMPLATE = "systems/swordworld25/templates/apps/palette.hbs";

function localize(key: string, data?: Record<string, string>): string {
  return (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;
}

/** The actor's palette lines, resolved against its current values (and the palette's own variables). */
export function actorPaletteButtons(actor: Actor.Implementation) {
  const input = actorInput(actor);
  const system = bag(input.system);
  const derived = (actor.system as { derived?: CharacterDerived }).derived;
  if (!derived) return { buttons: [], text: "", isDefault: true };
  const palette = actorPalette(system, derived, paletteLabel(localize));
  const values = paletteValues(derived, paletteClasses(input.items));
  return {
    buttons: paletteButtons(palette.entries, values, localize),
    isDefault: palette.isDefault,
    text: paletteText(palette.entries, values),
  };
}

/**
 * Rolls palette line `index` of the actor through /sw. A line that cannot roll (a name the actor lacks, a
 * variable that never stops expanding) is a localized error and nothing is posted; a heading, a variable or a
 * text line rolls nothing.
 */
export async function rollPaletteLine(actor: Actor.Implementation, index: number): Promise<void> {
  const button = actorPaletteButtons(actor).buttons[index];
  if (!button?.isRoll) return;
  if (button.unknown) {
    ui.notifications?.error(localize("SW25.Error.PaletteUnknownReference", { name: button.unknown }));
    return;
  }
  if (!button.notation) {
    ui.notifications?.error(button.message);
    return;
  }
  await swRoll(button.notation, actor, button.name);
}

/**
 * Computes the odds of palette line `index`, which a render left out (too costly to compute with the rest), and
 * keeps them for the next renders. Returns whether there was anything to compute.
 */
export function computePaletteOdds(actor: Actor.Implementation, index: number): boolean {
  const button = actorPaletteButtons(actor).buttons[index];
  if (!button?.rollable || !button.oddsDeferred) return false;
  const odds = cachedNotationOdds(button.notation);
  if (!odds.ok) ui.notifications?.warn(errorText(odds.error));
  return true;
}

/**
 * Copies the palette as ytsheet2 text through Foundry's clipboard helper (`game.clipboard`, which also works
 * where the browser's `navigator.clipboard` is missing: a world served over plain http).
 */
export async function copyPalette(actor: Actor.Implementation): Promise<void> {
  const { text } = actorPaletteButtons(actor);
  await game.clipboard?.copyPlainText(text);
  ui.notifications?.info(localize("SW25.Palette.Copied"));
}

const windows = new Map<string, PaletteWindow>();

/**
 * One window per actor document, keyed by its uuid: the unlinked tokens of one monster each have their own
 * synthetic actor with the world actor's id, and must not share a window (nor see each other's palette).
 */
export function paletteWindowId(actor: {
  readonly uuid?: string | null;
  readonly id?: string | null;
}): string {
  return `sw25-palette-${(actor.uuid ?? actor.id ?? "").replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export class PaletteWindow extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["swordworld25", "sw25-palette-window"],
    window: { title: "SW25.Palette.Title", resizable: true },
    position: { width: 360, height: 480 },
    actions: {
      paletteRoll: async function (this: PaletteWindow, _e: PointerEvent, target: HTMLElement) {
        await rollPaletteLine(this.actor, Number(target.dataset.index));
      },
      paletteOdds: async function (this: PaletteWindow, _e: PointerEvent, target: HTMLElement) {
        if (computePaletteOdds(this.actor, Number(target.dataset.index))) await this.render();
      },
      copyPalette: async function (this: PaletteWindow) {
        await copyPalette(this.actor);
      },
    },
  };

  static override PARTS = {
    main: {
      template: TEMPLATE,
      templates: ["systems/swordworld25/templates/actor/character/palette-buttons.hbs"],
    },
  };

  constructor(readonly actor: Actor.Implementation) {
    super({ id: paletteWindowId(actor) } as never);
  }

  override get title(): string {
    return localize("SW25.Format.LabelValue", {
      label: localize("SW25.Palette.Title"),
      value: this.actor.name ?? "",
    });
  }

  protected override async _prepareContext(): Promise<Record<string, unknown>> {
    return { palette: actorPaletteButtons(this.actor) };
  }

  /** The actor's window, made on first use and brought to the front after. */
  static open(actor: Actor.Implementation): void {
    const id = paletteWindowId(actor);
    const open = windows.get(id) ?? new PaletteWindow(actor);
    windows.set(id, open);
    void open.render({ force: true });
  }

  /** Re-renders the actor's window after a change of the actor. */
  static refresh(actor: Actor.Implementation): void {
    const open = windows.get(paletteWindowId(actor));
    if (open?.rendered) void open.render();
  }
}
