/**
 * ytsheet2 import and export in Foundry: an Import button on the Actors directory (file picker), a .json
 * dropped on the directory, and "Export to ytsheet2 JSON" in an actor's context menu. All or nothing: the
 * actor and all its items go to Foundry in one `Actor.create`, or nothing is created and the user gets a
 * localized message naming the problem. The mapping itself is the pure src/rules/import, loaded only when a
 * file is imported or an actor exported (a chunk of its own: every client loads the system's entry module at
 * world load, and most sessions never import).
 */
import type { RuleError } from "../rules/errors.js";
import type { ImportResult, ItemSource } from "../rules/import/index.js";
import type { EffectSource } from "../rules/import/types.js";
import { compat } from "./compat/index.js";

type Localize = (key: string, data?: Record<string, unknown>) => string;

/** What the import needs from Foundry, injected so the flow is tested without it. */
export interface ImportPorts {
  readonly create: (source: NonNullable<ImportResult["actor"]>) => Promise<unknown>;
  /** Creates a world Item: a technique from its ytsheet2 arts sheet. Absent: such a file is refused. */
  readonly createItem?: (source: ItemSource) => Promise<unknown>;
  readonly notify: (level: "info" | "warn" | "error", message: string) => void;
  readonly whisper: (html: string) => Promise<unknown>;
  readonly t: Localize;
  /** Asks a yes/no question (whether to merge a monster's part actors); absent: never merge. */
  readonly confirm?: (question: string) => Promise<boolean>;
}

/** The localized text of an import error (SW25.Error.<code>, as every engine error) or warning (SW25.Import.Warning.<code>). */
export function importMessage(t: Localize, kind: "Error" | "Warning", problem: RuleError): string {
  const key = kind === "Error" ? `SW25.Error.${problem.code}` : `SW25.Import.Warning.${problem.code}`;
  const params: Record<string, unknown> = { ...(problem.params ?? {}) };
  // A total's rule is named in the reader's language (SW25.Import.Rule.<ruleKey>), the engine's English otherwise.
  if (typeof params.ruleKey === "string" && params.ruleKey !== "") {
    const ruleKey = `SW25.Import.Rule.${params.ruleKey}`;
    const rule = t(ruleKey);
    if (rule !== ruleKey) params.rule = rule;
  }
  const text = t(key, params);
  return text === key ? problem.message : text;
}

/** Foundry 13's numeric modes (CONST.ACTIVE_EFFECT_MODES) by the type names compat writes. */
const MODE_TYPES = ["custom", "multiply", "add", "downgrade", "upgrade", "override"] as const;

/** An imported effect (built in v13's stored shape by the rules) in the running generation's shape. */
function effectInShape({ changes, duration, ...rest }: EffectSource): Record<string, unknown> {
  return compat.effectData({
    ...rest,
    changes: changes.map((c) => ({
      key: c.key,
      value: c.value,
      type: MODE_TYPES[c.mode] ?? "add",
      priority: c.priority,
    })),
    duration: { rounds: duration.rounds, turns: duration.turns, seconds: duration.seconds },
  });
}

/** The actor and its items with every effect in the running generation's shape (the sw25-system import makes them). */
function inRunningShape(actor: NonNullable<ImportResult["actor"]>): NonNullable<ImportResult["actor"]> {
  const shaped = (effects: EffectSource[] | undefined) =>
    effects ? { effects: effects.map(effectInShape) as unknown as EffectSource[] } : {};
  return {
    ...actor,
    ...shaped(actor.effects),
    items: actor.items.map((item) => ({ ...item, ...shaped(item.effects) })),
  };
}

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * One file's import: the whole actor in a single create call, or none; a ytsheet2 arts sheet of a class
 * technique becomes one world technique Item instead. Returns whether a document was made. A file that is not
 * .json never reaches the importer.
 */
export async function importFile(fileName: string, text: string, ports: ImportPorts): Promise<boolean> {
  if (!fileName.toLowerCase().endsWith(".json"))
    return failed(fileName, { code: "NotJsonFile", message: "not a .json file" }, ports);
  const { importYtsheet2 } = await import("../rules/import/index.js");
  const arts = await artsTechnique(text);
  if (arts) return importTechnique(arts, ports, (error) => failed(fileName, error, ports));
  // The note lines keep their {value} placeholder (ports.t with no data is game.i18n.localize).
  const noteLines = {
    weakness: ports.t("SW25.Import.Note.weakness"),
    parts: ports.t("SW25.Import.Note.parts"),
  };
  return createImported(fileName, importYtsheet2(text, { noteLines }), ports);
}

function failed(fileName: string, error: RuleError, ports: ImportPorts): false {
  const reason = importMessage(ports.t, "Error", error);
  ports.notify("error", ports.t("SW25.Import.Failed", { file: fileName, reason }));
  return false;
}

/**
 * Several picked files. The part actors of one sw25-system monster (that system keeps one actor per part)
 * are offered as one monster with a section per part (src/rules/import/foundry-sw25/merge.ts), if the user
 * agrees; every other file, and every part when the user declines, is imported on its own.
 */
export async function importPicked(
  picked: readonly { readonly file: string; readonly text: string }[],
  ports: ImportPorts,
): Promise<void> {
  const done = new Set<string>();
  const json = picked.filter((f) => f.file.toLowerCase().endsWith(".json"));
  if (ports.confirm && json.length >= 2) {
    const { mergeMonsterParts, partGroups } = await import("../rules/import/foundry-sw25/merge.js");
    for (const group of partGroups(json)) {
      const files = group.map((g) => g.file).join(", ");
      if (!(await ports.confirm(ports.t("SW25.Import.Merge.Question", { files })))) continue;
      for (const g of group) done.add(g.file);
      await createImported(files, mergeMonsterParts(group), ports);
    }
  }
  for (const f of picked) if (!done.has(f.file)) await importFile(f.file, f.text, ports);
}

/** One import result to Foundry: the whole actor in a single create call, or none. */
async function createImported(fileName: string, result: ImportResult, ports: ImportPorts): Promise<boolean> {
  const fail = (error: RuleError) => failed(fileName, error, ports);
  if (!result.ok || !result.actor)
    return fail(result.error ?? { code: "NotYtsheet2", message: "not a sheet" });
  const actor = result.actor;
  try {
    await ports.create(inRunningShape(actor));
  } catch (error) {
    console.error(error);
    return fail({ code: "CreateFailed", message: "Foundry refused the actor" });
  }
  ports.notify(
    "info",
    ports.t("SW25.Import.Done", {
      name: actor.name,
      kind: ports.t(`TYPES.Actor.${actor.type}`),
      items: actor.items.length,
    }),
  );
  // An actor from the sw25 Foundry system (src/rules/import/foundry-sw25) is marked in its flags.
  const fromSw25 = (actor.flags?.swordworld25 as Record<string, unknown> | undefined)?.foundrySw25;
  const title = fromSw25 ? "SW25.Import.Foundry.WarningTitle" : "SW25.Import.WarningTitle";
  await reportWarnings(actor.name, result.warnings, title, ports);
  return true;
}

/** The import's warnings: a count as a notification, the list whispered to the importing user. */
async function reportWarnings(
  name: string,
  warnings: readonly RuleError[],
  title: string,
  ports: ImportPorts,
): Promise<void> {
  if (warnings.length === 0) return;
  ports.notify("warn", ports.t("SW25.Import.WarningCount", { name, count: warnings.length }));
  const items = warnings.map((w) => `<li>${escapeText(importMessage(ports.t, "Warning", w))}</li>`).join("");
  await ports.whisper(`<h3>${escapeText(ports.t(title, { name }))}</h3><ul>${items}</ul>`);
}

/**
 * A ytsheet2 arts sheet of a class technique (the one sheet where ytsheet2 records a technique's 楽素 and 陣気),
 * read; null for any other file, which the actor import then reads (and refuses, if it is a spell's or a god's).
 */
async function artsTechnique(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const { importArtsSheet, isArtsSheet } = await import("../rules/import/techniques.js");
  if (!isArtsSheet(parsed)) return null;
  const result = importArtsSheet(parsed);
  return result.error?.code === "NotTechniqueArts" ? null : result;
}

/** The technique as one world Item, or nothing; its warnings whispered as an actor's are. */
async function importTechnique(
  result: NonNullable<Awaited<ReturnType<typeof artsTechnique>>>,
  ports: ImportPorts,
  fail: (error: RuleError) => boolean,
): Promise<boolean> {
  if (!result.ok || !result.item) return fail(result.error ?? { code: "NotArtsSheet", message: "no arts" });
  const item = result.item;
  if (!ports.createItem) return fail({ code: "CreateItemFailed", message: "no item creation here" });
  try {
    await ports.createItem(item);
  } catch (error) {
    console.error(error);
    return fail({ code: "CreateItemFailed", message: "Foundry refused the item" });
  }
  const kind = ports.t(`SW25.Technique.Kind.${String(item.system.kind)}`);
  ports.notify("info", ports.t("SW25.Import.TechniqueDone", { name: item.name, kind }));
  await reportWarnings(item.name, result.warnings, "SW25.Import.WarningTitle", ports);
  return true;
}

/** The one DialogV2 call made here, typed by hand; read when asked (this module loads before Foundry's API in tests). */
const confirmDialog = () =>
  foundry.applications.api.DialogV2 as unknown as { confirm(config: object): Promise<boolean | null> };

function foundryPorts(): ImportPorts {
  const t: Localize = (key, data) =>
    (data ? game.i18n?.format(key, data as never) : game.i18n?.localize(key)) ?? key;
  return {
    t,
    create: (source) => Actor.implementation.create(source as never),
    createItem: (source) => Item.implementation.create(source as never),
    notify: (level, message) => {
      ui.notifications?.[level](message);
    },
    whisper: (content) => compat.postChatCard({ content, whisper: game.user ? [game.user.id] : [] }),
    // DialogV2.confirm: a yes/no dialog resolving true for yes, false for no, null when closed
    // (https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html).
    confirm: async (question) =>
      (await confirmDialog().confirm({
        window: { title: t("SW25.Import.Merge.Title") },
        content: `<p>${escapeText(question)}</p>`,
      })) === true,
  };
}

async function importFiles(files: Iterable<File>): Promise<void> {
  const picked: { file: string; text: string }[] = [];
  for (const file of files) picked.push({ file: file.name, text: await file.text() });
  await importPicked(picked, foundryPorts());
}

function pickFiles(): void {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.multiple = true;
  input.addEventListener("change", () => {
    if (input.files) importFiles([...input.files]).catch((error) => console.error(error));
  });
  input.click();
}

/** Adds the Import button and the file drop to the Actors directory (v13 ApplicationV2: html is an HTMLElement). */
function onRenderActorDirectory(_app: unknown, html: HTMLElement): void {
  if (!game.user?.can("ACTOR_CREATE")) return;
  if (!html.querySelector("[data-sw25-ytsheet-import]")) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.sw25YtsheetImport = "";
    button.title = game.i18n?.localize("SW25.Import.ButtonHint") ?? "";
    button.innerHTML = `<i class="fa-solid fa-file-import"></i> ${escapeText(game.i18n?.localize("SW25.Import.Button") ?? "")}`;
    button.addEventListener("click", pickFiles);
    const actions = html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html;
    actions.append(button);
  }
  if (html.dataset.sw25YtsheetDrop === undefined) {
    html.dataset.sw25YtsheetDrop = "";
    // Only drops carrying files are ours; Foundry's own drag and drop of entries is left alone.
    html.addEventListener(
      "drop",
      (event) => {
        const files = [...(event.dataTransfer?.files ?? [])];
        if (files.length === 0) return;
        event.preventDefault();
        event.stopPropagation();
        importFiles(files).catch((error) => console.error(error));
      },
      { capture: true },
    );
  }
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

/** Saves an actor as ytsheet2 JSON (the export code is loaded on first use). */
async function exportActor(actor: Actor.Implementation): Promise<void> {
  const [{ checkActorSource }, { exportYtsheet2 }] = await Promise.all([
    import("../rules/import/source-check.js"),
    import("../rules/import/index.js"),
  ]);
  const source = checkActorSource(actor.toObject());
  if (!source.ok) {
    ui.notifications?.error(importMessage(foundryPorts().t, "Error", source.error));
    return;
  }
  const text = JSON.stringify(exportYtsheet2(source.value), null, 2);
  foundry.utils.saveDataToFile(text, "application/json", `${actor.name}-ytsheet2.json`);
}

/** "Export to ytsheet2 JSON" on an actor the user owns. */
function onActorContextOptions(_app: unknown, entries: ContextEntry[]): void {
  entries.push({
    name: "SW25.Import.Export",
    icon: '<i class="fa-solid fa-file-export"></i>',
    condition: (li) => actorOf(li)?.isOwner === true,
    callback: (li) => {
      const actor = actorOf(li);
      if (actor) exportActor(actor).catch((error) => console.error(error));
    },
  });
}

/** Called once from registerUI. */
export function registerYtsheetImport(): void {
  Hooks.on("renderActorDirectory" as never, onRenderActorDirectory as never);
  Hooks.on("getActorContextOptions" as never, onActorContextOptions as never);
}
