/**
 * The chat palette window (ApplicationV2): an actor's named rolls as buttons, each rolled through `/sw` with its
 * odds, and the palette as ytsheet2 text to copy out. One window per actor; it re-renders with the actor.
 */
import type { CharacterDerived } from "../../rules/character/character-derived.js";
import { paletteValues } from "../../rules/character/palette.js";
import { swRoll } from "../chat/sw-roll.js";
import { bag } from "./view/read.js";
import { actorPalette, paletteButton, paletteLabel } from "./view/records-view.js";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

const TEMPLATE = "systems/swordworld25/templates/apps/palette.hbs";

function localize(key: string, data?: Record<string, string>): string {
  return (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;
}

/** The actor's palette lines, resolved against its current values. */
export function actorPaletteButtons(actor: Actor.Implementation) {
  const system = bag(actor.toObject().system);
  const derived = (actor.system as { derived?: CharacterDerived }).derived;
  if (!derived) return { buttons: [], text: "", isDefault: true };
  const palette = actorPalette(system, derived, paletteLabel(localize));
  const values = paletteValues(derived);
  const buttons = palette.entries.map((e, i) => paletteButton(e, i, values));
  return {
    buttons,
    isDefault: palette.isDefault,
    text: palette.entries.map((e) => (e.name ? `${e.formula} ${e.name}` : e.formula)).join("\n"),
  };
}

/** Rolls palette line `index` of the actor through /sw; an unknown reference is a localized error. */
export async function rollPaletteLine(actor: Actor.Implementation, index: number): Promise<void> {
  const button = actorPaletteButtons(actor).buttons[index];
  if (!button) return;
  if (button.unknown) {
    ui.notifications?.error(localize("SW25.Error.PaletteUnknownReference", { name: button.unknown }));
    return;
  }
  await swRoll(button.notation, actor, button.name);
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
    return `${localize("SW25.Palette.Title")}: ${this.actor.name ?? ""}`;
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
