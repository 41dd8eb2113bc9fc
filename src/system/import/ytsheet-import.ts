/**
 * ytsheet2 import and export in Foundry: an Import button on the Actors directory (file picker), a .json
 * dropped on the directory, and "Export to ytsheet2 JSON" in an actor's context menu. All or nothing: the
 * actor and all its items go to Foundry in one `Actor.create`, or nothing is created and the user gets a
 * localized message naming the problem. The mapping itself is the pure src/rules/import, loaded only when a
 * file is imported or an actor exported (a chunk of its own: every client loads the system's entry module at
 * world load, and most sessions never import).
 */
import type { RuleError } from "../../rules/errors.js";
import type { ImportResult, ItemSource } from "../../rules/import/index.js";
import type { EffectSource } from "../../rules/import/types.js";
import { compat } from "../compat/index.js";

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
  /**
   * Several files at once: each file's outcome (made, refused, its warnings) goes here instead of its own
   * warning notice and whisper, and `importPicked` sends one report at the end. Set by importPicked.
   */
  readonly collect?: (entry: ReportEntry) => void;
  /** Where created items go when not the Items directory: an actor's or a compendium's name (the notice says so). */
  readonly itemsTo?: string;
}

/** One file's line in the report of several files. */
export interface ReportEntry {
  readonly file: string;
  readonly made: readonly string[];
  readonly error: string | null;
  readonly warnings: readonly string[];
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
export async function importFile(
  fileName: string,
  text: string,
  ports: ImportPorts,
  arts: readonly ItemSource[] = [],
): Promise<boolean> {
  if (!fileName.toLowerCase().endsWith(".json"))
    return failed(fileName, { code: "NotJsonFile", message: "not a .json file" }, ports);
  const { importYtsheet2 } = await import("../../rules/import/index.js");
  const library = await librarySheet(text);
  if (library) return importLibrary(fileName, library, ports);
  // The note lines keep their {value} placeholder (ports.t with no data is game.i18n.localize).
  const noteLines = {
    weakness: ports.t("SW25.Import.Note.weakness"),
    parts: ports.t("SW25.Import.Note.parts"),
  };
  return createImported(fileName, importYtsheet2(text, { noteLines }), ports, arts);
}

function failed(fileName: string, error: RuleError, ports: ImportPorts): false {
  const reason = importMessage(ports.t, "Error", error);
  ports.notify("error", ports.t("SW25.Import.Failed", { file: fileName, reason }));
  ports.collect?.({ file: fileName, made: [], error: reason, warnings: [] });
  return false;
}

/**
 * Several picked files. The part actors of one sw25-system monster (that system keeps one actor per part)
 * are offered as one monster with a section per part (src/rules/import/foundry-sw25/merge.ts), if the user
 * agrees; every other file, and every part when the user declines, is imported on its own.
 */
export async function importPicked(
  picked: readonly { readonly file: string; readonly text: string }[],
  givenPorts: ImportPorts,
): Promise<void> {
  const entries: ReportEntry[] = [];
  const ports: ImportPorts =
    picked.length >= 2 ? { ...givenPorts, collect: (entry) => void entries.push(entry) } : givenPorts;
  const done = new Set<string>();
  // Arts and item sheets first: a character imported with them takes its techniques' amounts from them.
  const { importLibraryText } = await import("../../rules/import/library.js");
  const arts: ItemSource[] = [];
  for (const f of picked) {
    if (!f.file.toLowerCase().endsWith(".json")) continue;
    const library = importLibraryText(f.text);
    if (!library) continue;
    done.add(f.file);
    if (await importLibrary(f.file, library, ports)) arts.push(...library.items);
  }
  const json = picked.filter((f) => f.file.toLowerCase().endsWith(".json") && !done.has(f.file));
  if (ports.confirm && json.length >= 2) {
    const { mergeMonsterParts, partGroups } = await import("../../rules/import/foundry-sw25/merge.js");
    for (const group of partGroups(json)) {
      const files = group.map((g) => g.file).join(", ");
      if (!(await ports.confirm(ports.t("SW25.Import.Merge.Question", { files })))) continue;
      for (const g of group) done.add(g.file);
      await createImported(files, mergeMonsterParts(group), ports);
    }
  }
  for (const f of picked) if (!done.has(f.file)) await importFile(f.file, f.text, ports, arts);
  if (ports.collect) await sendReport(entries, givenPorts);
}

/** The one report of several files: a notice with the counts, the list of every file whispered to the user. */
async function sendReport(entries: readonly ReportEntry[], ports: ImportPorts): Promise<void> {
  const made = entries.reduce((n, e) => n + e.made.length, 0);
  const refused = entries.filter((e) => e.error !== null).length;
  const warnings = entries.reduce((n, e) => n + e.warnings.length, 0);
  ports.notify(
    refused > 0 ? "warn" : "info",
    ports.t("SW25.Import.Batch.Summary", { files: entries.length, made, refused, warnings }),
  );
  const rows = entries
    .map((e) => {
      const head = e.error
        ? ports.t("SW25.Import.Batch.Refused", { file: e.file, reason: e.error })
        : ports.t("SW25.Import.Batch.Made", { file: e.file, names: e.made.join(", ") });
      const list = e.warnings.map((w) => `<li>${escapeText(w)}</li>`).join("");
      return `<li>${escapeText(head)}${list ? `<ul>${list}</ul>` : ""}</li>`;
    })
    .join("");
  await ports.whisper(
    `<h3>${escapeText(ports.t("SW25.Import.Batch.Title", { files: entries.length }))}</h3><ul>${rows}</ul>`,
  );
}

/** One import result to Foundry: the whole actor in a single create call, or none. */
async function createImported(
  fileName: string,
  imported: ImportResult,
  ports: ImportPorts,
  arts: readonly ItemSource[] = [],
): Promise<boolean> {
  const fail = (error: RuleError) => failed(fileName, error, ports);
  if (!imported.ok || !imported.actor)
    return fail(imported.error ?? { code: "NotYtsheet2", message: "not a sheet" });
  let result = imported;
  if (arts.length > 0 && imported.actor) {
    const { fillTechniquesFromArts } = await import("../../rules/import/library.js");
    const filled = fillTechniquesFromArts(imported.actor, imported.warnings, arts);
    result = { ...imported, actor: filled.actor, warnings: filled.warnings };
  }
  const actor = result.actor as NonNullable<ImportResult["actor"]>;
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
  await reportWarnings(fileName, [actor.name], result.warnings, title, ports);
  return true;
}

/** The import's warnings: a count as a notification, the list whispered to the importing user. */
async function reportWarnings(
  file: string,
  made: readonly string[],
  warnings: readonly RuleError[],
  title: string,
  ports: ImportPorts,
): Promise<void> {
  const name = made.join(", ");
  if (ports.collect) {
    ports.collect({
      file,
      made,
      error: null,
      warnings: warnings.map((w) => importMessage(ports.t, "Warning", w)),
    });
    return;
  }
  if (warnings.length === 0) return;
  ports.notify("warn", ports.t("SW25.Import.WarningCount", { name, count: warnings.length }));
  const items = warnings.map((w) => `<li>${escapeText(importMessage(ports.t, "Warning", w))}</li>`).join("");
  await ports.whisper(`<h3>${escapeText(ports.t(title, { name }))}</h3><ul>${items}</ul>`);
}

/**
 * A ytsheet2 arts sheet (a spell or a class technique) or item sheet, read into items; null for any other file,
 * which the actor import then reads.
 */
async function librarySheet(text: string) {
  const { importLibraryText } = await import("../../rules/import/library.js");
  return importLibraryText(text);
}

/**
 * An arts or item sheet's items as world Items (or into the chosen compendium), all or none; their warnings
 * whispered as an actor's are. A technique says so in its notice (drag it onto a character).
 */
async function importLibrary(
  fileName: string,
  result: NonNullable<Awaited<ReturnType<typeof librarySheet>>>,
  ports: ImportPorts,
): Promise<boolean> {
  const fail = (error: RuleError) => failed(fileName, error, ports);
  if (!result.ok || result.items.length === 0)
    return fail(result.error ?? { code: "NotLibrarySheet", message: "no arts or item sheet" });
  if (!ports.createItem) return fail({ code: "CreateItemFailed", message: "no item creation here" });
  const made: unknown[] = [];
  try {
    for (const item of result.items) made.push(await ports.createItem(item));
  } catch (error) {
    console.error(error);
    // All or none: what was made of this file is deleted again.
    for (const doc of made) await (doc as { delete?: () => Promise<unknown> } | null)?.delete?.();
    return fail({ code: "CreateItemFailed", message: "Foundry refused the item" });
  }
  const first = result.items[0] as ItemSource;
  const names = result.items
    .map((i) => ports.t("SW25.Import.ItemLabel", { name: i.name, type: ports.t(`TYPES.Item.${i.type}`) }))
    .join(ports.t("SW25.Cli.Scenario.ListSeparator"));
  if (ports.itemsTo !== undefined)
    ports.notify("info", ports.t("SW25.Import.ItemsDoneTo", { names, where: ports.itemsTo }));
  else if (result.kind === "technique") {
    const kind = ports.t(`SW25.Technique.Kind.${String(first.system.kind)}`);
    ports.notify("info", ports.t("SW25.Import.TechniqueDone", { name: first.name, kind }));
  } else ports.notify("info", ports.t("SW25.Import.ItemsDone", { names }));
  await reportWarnings(
    fileName,
    result.items.map((i) => i.name),
    result.warnings,
    "SW25.Import.WarningTitle",
    ports,
  );
  return true;
}

/** The DialogV2 calls made here, typed by hand; read when asked (this module loads before Foundry's API in tests). */
const dialogs = () =>
  foundry.applications.api.DialogV2 as unknown as {
    confirm(config: object): Promise<boolean | null>;
    prompt(config: object): Promise<unknown>;
  };

/**
 * Where imported documents go: the world's directories (nothing set), a compendium per document type, or the
 * embedded items of one actor (a file dropped on its sheet).
 */
export interface ImportTarget {
  readonly actorPack?: () => Promise<string>;
  readonly itemPack?: () => Promise<string>;
  readonly owner?: Actor.Implementation;
  /** The items compendium's label, for the notices. */
  readonly itemsLabel?: string;
}

function foundryPorts(target: ImportTarget = {}): ImportPorts {
  const t: Localize = (key, data) =>
    (data ? game.i18n?.format(key, data as never) : game.i18n?.localize(key)) ?? key;
  // Document.create(data, { pack }) creates it in that compendium
  // (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#create).
  const inPack = async (pack: (() => Promise<string>) | undefined) => (pack ? { pack: await pack() } : {});
  const { owner } = target;
  return {
    t,
    ...(owner ? { itemsTo: owner.name } : target.itemsLabel ? { itemsTo: target.itemsLabel } : {}),
    create: async (source) =>
      Actor.implementation.create(source as never, (await inPack(target.actorPack)) as never),
    createItem: owner
      ? async (source) => (await owner.createEmbeddedDocuments("Item", [source as never]))[0]
      : async (source) =>
          Item.implementation.create(source as never, (await inPack(target.itemPack)) as never),
    notify: (level, message) => {
      ui.notifications?.[level](message);
    },
    whisper: (content) => compat.postChatCard({ content, whisper: game.user ? [game.user.id] : [] }),
    // DialogV2.confirm: a yes/no dialog resolving true for yes, false for no, null when closed
    // (https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html).
    confirm: async (question) =>
      (await dialogs().confirm({
        window: { title: t("SW25.Import.Merge.Title") },
        content: `<p>${escapeText(question)}</p>`,
      })) === true,
  };
}

export async function importFiles(files: Iterable<File>, target: ImportTarget = {}): Promise<void> {
  const picked: { file: string; text: string }[] = [];
  for (const file of files)
    picked.push({ file: file.webkitRelativePath || file.name, text: await file.text() });
  await importPicked(picked, foundryPorts(target));
}

/**
 * The world compendium of that label and document type, made if there is none: `game.packs` and
 * `CompendiumCollection.createCompendium` (https://foundryvtt.com/api/classes/foundry.documents.collections.CompendiumCollection.html).
 */
export async function worldPack(label: string, type: "Actor" | "Item"): Promise<string> {
  const packs = [...(game.packs?.values() ?? [])] as unknown as {
    collection: string;
    documentName: string;
    metadata: { label: string; packageType: string };
  }[];
  const found = packs.find(
    (p) => p.metadata.packageType === "world" && p.documentName === type && p.metadata.label === label,
  );
  if (found) return found.collection;
  const collections = foundry.documents.collections as unknown as {
    CompendiumCollection: { createCompendium(metadata: object): Promise<{ collection: string }> };
  };
  return (await collections.CompendiumCollection.createCompendium({ label, type })).collection;
}

/** Made once, when the first document of its type comes (a folder of items only makes no actor compendium). */
export function lazyPack(label: string, type: "Actor" | "Item"): () => Promise<string> {
  let made: Promise<string> | null = null;
  return () => {
    made ??= worldPack(label, type);
    return made;
  };
}

/**
 * Asks for the compendium's name and whether to read a whole folder, then picks (`pickFiles`, the directory's
 * picker) and imports into it.
 */
export async function importIntoCompendium(
  pickFiles: (target: ImportTarget, folder: boolean) => void,
): Promise<void> {
  const t = foundryPorts().t;
  const answer = await dialogs().prompt({
    window: { title: t("SW25.Import.Pack.Title") },
    content: `<p>${escapeText(t("SW25.Import.Pack.Hint"))}</p>
      <label>${escapeText(t("SW25.Import.Pack.Name"))} <input type="text" name="packName" value="${escapeText(t("SW25.Import.Pack.Default"))}" required></label>
      <label><input type="checkbox" name="folder" checked> ${escapeText(t("SW25.Import.Pack.Folder"))}</label>`,
    ok: {
      label: t("SW25.Import.Pack.Choose"),
      // DialogV2ButtonCallback (event, button, dialog): the form's fields through the clicked button's form
      // (https://foundryvtt.com/api/types/foundry.DialogV2ButtonCallback.html).
      callback: (_event: Event, button: HTMLButtonElement) => {
        const form = button.form;
        const name = (form?.elements.namedItem("packName") as HTMLInputElement | null)?.value.trim() ?? "";
        const folder = (form?.elements.namedItem("folder") as HTMLInputElement | null)?.checked === true;
        return { name, folder };
      },
    },
  });
  if (typeof answer !== "object" || answer === null) return;
  const { name, folder } = answer as { name: string; folder: boolean };
  if (name === "") {
    ui.notifications?.error(t("SW25.Import.Pack.NoName"));
    return;
  }
  pickFiles(
    {
      actorPack: lazyPack(t("SW25.Import.Pack.Actors", { name }), "Actor"),
      itemPack: lazyPack(t("SW25.Import.Pack.Items", { name }), "Item"),
      itemsLabel: t("SW25.Import.Pack.Items", { name }),
    },
    folder,
  );
}

/** Saves an actor as ytsheet2 JSON (the export code is loaded on first use). */
export async function exportActor(actor: Actor.Implementation): Promise<void> {
  const [{ checkActorSource }, { exportYtsheet2 }] = await Promise.all([
    import("../../rules/import/source-check.js"),
    import("../../rules/import/index.js"),
  ]);
  const source = checkActorSource(actor.toObject());
  if (!source.ok) {
    ui.notifications?.error(importMessage(foundryPorts().t, "Error", source.error));
    return;
  }
  const text = JSON.stringify(exportYtsheet2(source.value), null, 2);
  foundry.utils.saveDataToFile(text, "application/json", `${actor.name}-ytsheet2.json`);
}
