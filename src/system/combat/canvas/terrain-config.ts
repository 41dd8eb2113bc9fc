/**
 * The GM marks water and terrain on the core config sheets: checkboxes added to the Region config
 * (blocks sight STD-27, forbidden STD-03, underwater / shoulder-deep ENV-05) and to the Scene config
 * (the whole scene under water). They are plain form fields named `flags.swordworld25.…`, so the core sheet
 * saves them with the rest of its form; environment-flags.ts and canvas/terrain.ts read them at set-up.
 */
import { SYSTEM_ID } from "../../settings.js";

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

export interface FlagBox {
  /** The form field name: the flag's path on the document. */
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly checked: boolean;
}

function flagValue(flags: unknown, group: string, key: string): boolean {
  const scoped = isObject(flags) ? flags[SYSTEM_ID] : undefined;
  const bag = isObject(scoped) ? scoped[group] : undefined;
  return isObject(bag) && bag[key] === true;
}

const box = (
  flags: unknown,
  group: string,
  key: string,
  t: (k: string) => string,
  labelKey: string,
): FlagBox => ({
  name: `flags.${SYSTEM_ID}.${group}.${key}`,
  label: t(`SW25.Terrain.${labelKey}`),
  hint: t(`SW25.Terrain.${labelKey}Hint`),
  checked: flagValue(flags, group, key),
});

/** The boxes of a Region's config, checked as its flags are. */
export function regionBoxes(flags: unknown, t: (k: string) => string): FlagBox[] {
  return [
    box(flags, "terrain", "blocksSight", t, "BlocksSight"),
    box(flags, "terrain", "forbidden", t, "Forbidden"),
    box(flags, "environment", "underwater", t, "Underwater"),
    box(flags, "environment", "shoulderDeep", t, "ShoulderDeep"),
  ];
}

/** The boxes of a Scene's config (the whole scene's water). */
export function sceneBoxes(flags: unknown, t: (k: string) => string): FlagBox[] {
  return [
    box(flags, "environment", "underwater", t, "SceneUnderwater"),
    box(flags, "environment", "shoulderDeep", t, "ShoulderDeep"),
  ];
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A label's target id from the field name (one config sheet open per document at a time). */
const fieldId = (name: string) => `sw25-${name.replace(/[^A-Za-z0-9]/g, "-")}`;

/** The fieldset added to the config form (Foundry's own form-group markup). */
export function flagFieldset(legend: string, boxes: readonly FlagBox[]): string {
  const groups = boxes
    .map(
      (b) =>
        `<div class="form-group"><label for="${fieldId(b.name)}">${escapeHtml(b.label)}</label><div class="form-fields">` +
        `<input type="checkbox" id="${fieldId(b.name)}" name="${escapeHtml(b.name)}"${b.checked ? " checked" : ""}></div>` +
        `<p class="hint">${escapeHtml(b.hint)}</p></div>`,
    )
    .join("");
  return `<fieldset class="sw25-flag-fields"><legend>${escapeHtml(legend)}</legend>${groups}</fieldset>`;
}

/** Where the fieldset goes: the first tab of the form, else before its footer, else at its end. */
export function insertFlagFieldset(root: HTMLElement, html: string): void {
  if (root.querySelector(".sw25-flag-fields")) return;
  const form = root.tagName === "FORM" ? root : root.querySelector("form");
  if (!form) return;
  const tab = form.querySelector(".tab[data-tab]");
  const footer = form.querySelector("footer, .form-footer");
  if (tab) tab.insertAdjacentHTML("beforeend", html);
  else if (footer) footer.insertAdjacentHTML("beforebegin", html);
  else form.insertAdjacentHTML("beforeend", html);
}

type ConfigApp = { document?: { flags?: unknown } };

function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

/** Called once from registerCombat: GMs see the boxes on Region and Scene config sheets. */
export function registerTerrainConfig(): void {
  const on = Hooks.on as (hook: string, fn: (app: ConfigApp, element: HTMLElement) => void) => number;
  on("renderRegionConfig", (app, element) => {
    if (!game.user?.isGM || !(element instanceof HTMLElement)) return;
    insertFlagFieldset(
      element,
      flagFieldset(localize("SW25.Terrain.Legend"), regionBoxes(app.document?.flags, localize)),
    );
  });
  on("renderSceneConfig", (app, element) => {
    if (!game.user?.isGM || !(element instanceof HTMLElement)) return;
    insertFlagFieldset(
      element,
      flagFieldset(localize("SW25.Terrain.Legend"), sceneBoxes(app.document?.flags, localize)),
    );
  });
}
