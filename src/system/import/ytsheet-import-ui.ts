/**
 * The ytsheet2 import's and export's buttons, file drops and context entry: what every client registers at
 * world load. The import and export themselves (ytsheet-import.ts, and the pure mapping it loads) are a chunk
 * loaded on the first click or drop: most sessions never import (scripts/bench/bundle.mjs).
 */
import type { ImportTarget } from "./ytsheet-import.js";

const loadImport = () => import("./ytsheet-import.js");

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const report = (error: unknown) => console.error(error);

/** Imports files into `target` once the import code is loaded. */
function importFiles(files: File[], target: ImportTarget = {}): void {
  loadImport()
    .then((m) => m.importFiles(files, target))
    .catch(report);
}

/**
 * The file picker: several .json files, or (folder) every .json file of a folder and its subfolders. Opened at
 * once, in the click that asked for it (a browser opens a picker only within a user's gesture).
 */
function pickFiles(target: ImportTarget = {}, folder = false): void {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.multiple = true;
  // A folder picker (HTMLInputElement.webkitdirectory, in every browser Foundry supports).
  if (folder) input.webkitdirectory = true;
  input.addEventListener("change", () => {
    if (!input.files) return;
    const files = [...input.files].filter((f) => !folder || f.name.toLowerCase().endsWith(".json"));
    importFiles(files, target);
  });
  input.click();
}

function importButton(key: string, hint: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.sw25YtsheetImport = "";
  button.title = game.i18n?.localize(hint) ?? "";
  button.innerHTML = `<i class="fa-solid fa-file-import"></i> ${escapeText(game.i18n?.localize(key) ?? "")}`;
  button.addEventListener("click", onClick);
  return button;
}

/** A drop of files (not Foundry's own entries) on `html` imports them to `target`. */
function acceptFileDrops(html: HTMLElement, target: () => ImportTarget = () => ({})): void {
  if (html.dataset.sw25YtsheetDrop !== undefined) return;
  html.dataset.sw25YtsheetDrop = "";
  html.addEventListener(
    "drop",
    (event) => {
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      importFiles(files, target());
    },
    { capture: true },
  );
}

/** Adds the Import button and the file drop to the Actors and Items directories (v13 ApplicationV2: html is an HTMLElement). */
function onRenderDirectory(_app: unknown, html: HTMLElement): void {
  if (!game.user?.can("ACTOR_CREATE") && !game.user?.can("ITEM_CREATE")) return;
  if (!html.querySelector("[data-sw25-ytsheet-import]")) {
    const actions = html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html;
    actions.append(importButton("SW25.Import.Button", "SW25.Import.ButtonHint", () => pickFiles()));
  }
  acceptFileDrops(html);
}

/** The Compendium directory: import a folder (or files) into a compendium of the user's own. */
function onRenderCompendiumDirectory(_app: unknown, html: HTMLElement): void {
  if (!game.user?.isGM) return;
  if (html.querySelector("[data-sw25-ytsheet-import]")) return;
  const actions = html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html;
  actions.append(
    importButton("SW25.Import.Pack.Button", "SW25.Import.Pack.ButtonHint", () => {
      loadImport()
        .then((m) => m.importIntoCompendium(pickFiles))
        .catch(report);
    }),
  );
}

/** A file dropped on an actor's sheet: its arts and item sheets become that actor's items. */
function onRenderActorSheet(app: { document?: Actor.Implementation }, html: HTMLElement): void {
  const actor = app.document;
  if (!actor?.isOwner) return;
  acceptFileDrops(html, () => ({ owner: actor }));
}

interface ContextEntry {
  name: string;
  icon: string;
  condition?: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => void;
}

function actorOf(li: HTMLElement): Actor.Implementation | undefined {
  const id = li.dataset.entryId;
  return id ? (game.actors?.get(id) as Actor.Implementation | undefined) : undefined;
}

/** "Export to ytsheet2 JSON" on an actor the user owns. */
function onActorContextOptions(_app: unknown, entries: ContextEntry[]): void {
  entries.push({
    name: "SW25.Import.Export",
    icon: '<i class="fa-solid fa-file-export"></i>',
    condition: (li) => actorOf(li)?.isOwner === true,
    callback: (li) => {
      const actor = actorOf(li);
      if (actor)
        loadImport()
          .then((m) => m.exportActor(actor))
          .catch(report);
    },
  });
}

/** Called once from registerUI. */
export function registerYtsheetImport(): void {
  Hooks.on("renderActorDirectory" as never, onRenderDirectory as never);
  Hooks.on("renderItemDirectory" as never, onRenderDirectory as never);
  Hooks.on("renderCompendiumDirectory" as never, onRenderCompendiumDirectory as never);
  // Render hooks run for every class of an application's hierarchy: this one for every actor sheet.
  Hooks.on("renderActorSheetV2" as never, onRenderActorSheet as never);
  Hooks.on("getActorContextOptions" as never, onActorContextOptions as never);
}
