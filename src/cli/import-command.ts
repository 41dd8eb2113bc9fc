// `sw25 import FILE [--json]` and `sw25 export FILE [--json]`: ytsheet2 sheets to Actor sources and back.
import type { RuleError } from "../rules/errors.js";
import { fillTechniquesFromArts } from "../rules/import/fill-techniques.js";
import { mergeMonsterParts, type PartFile } from "../rules/import/foundry-sw25/merge.js";
import {
  type ActorSource,
  exportYtsheet2,
  type ImportResult,
  importYtsheet2,
  type YtsheetSheet,
} from "../rules/import/index.js";
import { importLibraryText } from "../rules/import/library.js";
import type { LibraryImport } from "../rules/import/library-fields.js";
import { checkActorSource } from "../rules/import/source-check.js";
import type { ItemSource } from "../rules/import/types.js";
import { type Translator, translator } from "./i18n.js";
import { type CliIo, isArgProblem, parseArgs } from "./io.js";
import { errorText } from "./messages.js";

export const IMPORT_USAGE =
  "usage: sw25 import FILE [--json]   (a ytsheet2 SW2.5 sheet saved with mode=json, or a sw25-system actor)\n" +
  "       sw25 import FILE FILE... --merge [--json]   (the part actors of one sw25-system monster)\n" +
  "       sw25 import FILE|DIR FILE|DIR... [--json]   (many files, or every .json in a folder: one report)";
export const EXPORT_USAGE = "usage: sw25 export FILE [--json]   (an Actor's JSON as Foundry exports it)";

export const IMPORT_HELP = `${IMPORT_USAGE}

Reads a ytsheet2 (ゆとシート2) Sword World 2.5 sheet - a character, a monster or a mount, saved from the
site with mode=json - and prints the Actor Foundry would create: its items, the derived values, and a
warning for every field that could not be mapped or whose total our rules compute differently.
A character keeps its profile (birth, faith, age, gender, height, weight, player), languages, honour
and honour items, session history, cashbook and chat palette in their own fields; names stay in the
sheet's language.
An actor exported with Foundry's "Export Data" from the sw25 game system (or its forks sw25-ru,
sw25-lunachil-maintained) is read too: its stored values are mapped, its totals recomputed by our
rules, and a warning names everything that did not map and every total that system shows otherwise.
The original sw25 system keeps a monster of several parts as one actor per part: with --merge the part
actors' files become one monster with a section per part (named by the part in brackets at the end of
each actor's name; the core section is the one their corepart names; the stat block is the first file's).
  --json   the whole result as JSON: { ok, kind, actor, derived, warnings, error }
  --merge  import several part actors of one sw25-system monster as one monster
A ytsheet2 arts sheet (魔法・技芸) of a spell becomes a spell item; of a class technique, a technique item
with its cost and gain (a song's 基礎楽素, 巧奏値 and 追加楽素; a finale's or stratagem's 楽素 or 陣気; an
alchemy card 赤A, a duration 3ラウンド). A ytsheet2 item sheet becomes a weapon per usage row, armour, a shield,
an accessory or gear. A field with no place of ours is kept as text in the description and named.
  --json   for an arts or item sheet: { ok, kind, item, items, warnings, error }
Several files, or a folder (every .json in it and its subfolders), are read in one go with one report: each
file's result and warnings, then a count. A character's techniques that ytsheet2 lists by name take their
amounts from an arts sheet of the same name among them. Exit code 1 when any file was refused.
  --json   for several files: { ok, files: [{ file, ok, kind, actor, items, warnings, error }] }
Exit code 0 when the sheet was read, 1 when it was refused (the message names the field), 2 on bad usage.`;

export const EXPORT_HELP = `${EXPORT_USAGE}

Writes an Actor (the JSON Foundry's "Export Data" saves, or the actor of \`sw25 import --json\`) back as a
ytsheet2 sheet: profile, honour, languages, session history, cashbook, palette, classes, items and the
totals our rules derive. Importing the result gives the same Actor again.
  --json   { ok, sheet, error } instead of the sheet alone
Exit code 0 when written, 1 when the actor is refused (the message names the problem), 2 on bad usage.`;

function fileArgument(argv: readonly string[]): { file: string; json: boolean } | null {
  const args = parseArgs(argv, []);
  if (isArgProblem(args) || args.positional.length !== 1) return null;
  if ([...args.flags.keys()].some((k) => k !== "json")) return null;
  return { file: args.positional[0] as string, json: args.flags.get("json") === true };
}

async function readText(io: CliIo, file: string): Promise<string | RuleError> {
  try {
    return await io.readFile(file);
  } catch (error) {
    return {
      code: "FileUnreadable",
      message: `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      params: { file },
    };
  }
}

/**
 * A warning in the reader's language: English keeps the engine's sentence; Japanese reads
 * `SW25.Import.Warning.<code>`, a total's rule named by `SW25.Import.Rule.<ruleKey>`, as the sheet's import does.
 */
function warningText(warning: RuleError, tr: Translator): string {
  const key = `SW25.Import.Warning.${warning.code}`;
  if (tr.lang === "en" || !tr.has(key)) return warning.message;
  const params: Record<string, string | number> = { ...(warning.params ?? {}) };
  const ruleKey = params.ruleKey;
  if (typeof ruleKey === "string" && tr.has(`SW25.Import.Rule.${ruleKey}`))
    params.rule = tr.t(`SW25.Import.Rule.${ruleKey}`);
  return tr.t(key, params);
}

function humanImport(result: ImportResult, tr: Translator): string {
  const lines: string[] = [];
  const actor = result.actor as ActorSource;
  // English names kinds and item types by their ids ("character", "weapon"), as the command always did.
  const word = (family: string, id: string) => (tr.lang === "en" ? id : tr.t(`${family}.${id}`));
  lines.push(
    tr.t("SW25.Cli.Import.Head", {
      kind: word("TYPES.Actor", String(result.kind)),
      name: actor.name,
      count: actor.items.length,
    }),
  );
  for (const item of actor.items)
    lines.push(`  ${tr.t("SW25.Cli.Import.Item", { type: word("TYPES.Item", item.type), name: item.name })}`);
  const d = result.derived as unknown as Record<string, unknown>;
  const value = (label: string, v: unknown) => `${tr.t(`SW25.Derived.${label}`)} ${v ?? "-"}`;
  if (result.kind === "character")
    lines.push(
      `  ${[
        value("hp", d.hpMax),
        value("mp", d.mpMax),
        value("fortitude", d.fortitude),
        value("willpower", d.willpower),
        value("initiative", d.initiative),
        value("monsterKnowledge", d.monsterKnowledge),
      ].join(tr.t("SW25.Cli.Scenario.ListSeparator"))}`,
    );
  if (result.warnings.length === 0) lines.push(tr.t("SW25.Cli.Import.NoWarnings"));
  for (const warning of result.warnings)
    lines.push(tr.t("SW25.Cli.Import.Warning", { message: warningText(warning, tr) }));
  return lines.join("\n");
}

/** `import`'s arguments: one file or folder, several (a batch), or (with --merge) two or more part actors. */
function importArguments(argv: readonly string[]): { files: string[]; json: boolean; merge: boolean } | null {
  const args = parseArgs(argv, []);
  if (isArgProblem(args)) return null;
  if ([...args.flags.keys()].some((k) => k !== "json" && k !== "merge")) return null;
  const merge = args.flags.get("merge") === true;
  if (merge ? args.positional.length < 2 : args.positional.length < 1) return null;
  return { files: args.positional, json: args.flags.get("json") === true, merge };
}

const unreadable = (error: RuleError): ImportResult => ({
  ok: false,
  kind: null,
  actor: null,
  derived: null,
  warnings: [],
  error,
});

export async function runImportCommand(
  argv: readonly string[],
  io: CliIo,
  tr: Translator = translator("en"),
): Promise<number> {
  const args = importArguments(argv);
  if (args === null) {
    io.err(IMPORT_USAGE);
    return 2;
  }
  let result: ImportResult;
  if (args.merge) {
    const parts: PartFile[] = [];
    let failed: ImportResult | null = null;
    for (const file of args.files) {
      const text = await readText(io, file);
      if (typeof text !== "string") {
        failed = unreadable(text);
        break;
      }
      parts.push({ file, text });
    }
    result = failed ?? mergeMonsterParts(parts);
  } else {
    const only = args.files[0] as string;
    const listed = args.files.length === 1 && io.listDir ? await io.listDir(only) : null;
    if (args.files.length > 1 || listed !== null) return runBatch(args.files, args.json, io, tr);
    const text = await readText(io, only);
    const library = typeof text === "string" ? importLibraryText(text) : null;
    if (library) return reportLibrary(library, args.json, io, tr);
    const noteLines = { weakness: tr.t("SW25.Import.Note.weakness"), parts: tr.t("SW25.Import.Note.parts") };
    result = typeof text === "string" ? importYtsheet2(text, { noteLines }) : unreadable(text);
  }
  if (args.json) io.out(JSON.stringify(result));
  else if (result.ok) io.out(humanImport(result, tr));
  else if (result.error) {
    // A merged part's error names its file first (an unreadable file's message names it already).
    const file = result.error.params?.file;
    const where = typeof file === "string" && result.error.code !== "FileUnreadable" ? `${file}: ` : "";
    io.err(`sw25 import: ${where}${errorText(result.error, tr)}`);
  }
  return result.ok ? 0 : 1;
}

/** A library result as --json writes it: the first item also as `item` (what a technique's sheet gave before). */
const libraryJson = (result: LibraryImport) => ({ ...result, item: result.items[0] ?? null });

/** The human lines of an arts or item sheet's items: a technique by its kind, other items by their type. */
function libraryLines(result: LibraryImport, tr: Translator): string[] {
  return result.items.map((item) =>
    item.type === "technique"
      ? tr.t("SW25.Cli.Import.Technique", {
          name: item.name,
          kind: tr.t(`SW25.Technique.Kind.${String(item.system.kind)}`),
        })
      : tr.t("SW25.Cli.Import.Item", {
          type: tr.lang === "en" ? item.type : tr.t(`TYPES.Item.${item.type}`),
          name: item.name,
        }),
  );
}

function reportLibrary(result: LibraryImport, json: boolean, io: CliIo, tr: Translator): number {
  if (json) io.out(JSON.stringify(libraryJson(result)));
  else if (result.ok) {
    const lines = libraryLines(result, tr);
    if (result.warnings.length === 0) lines.push(tr.t("SW25.Cli.Import.NoWarnings"));
    for (const warning of result.warnings)
      lines.push(tr.t("SW25.Cli.Import.Warning", { message: warningText(warning, tr) }));
    io.out(lines.join("\n"));
  } else if (result.error) io.err(`sw25 import: ${errorText(result.error, tr)}`);
  return result.ok ? 0 : 1;
}

/** Every file named, a folder standing for its .json files (sorted, subfolders included). */
async function expandFiles(paths: readonly string[], io: CliIo): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const listed = io.listDir ? await io.listDir(path) : null;
    if (listed === null) files.push(path);
    else files.push(...listed.filter((f) => f.toLowerCase().endsWith(".json")).sort());
  }
  return files;
}

interface BatchEntry {
  readonly file: string;
  readonly ok: boolean;
  readonly kind: string | null;
  readonly actor: ActorSource | null;
  readonly items: readonly ItemSource[];
  readonly warnings: readonly RuleError[];
  readonly error: RuleError | null;
}

/**
 * Many files (or folders) in one go: arts and item sheets first, so a character among them takes its
 * techniques' amounts from an arts sheet of the same name; then one report, or one JSON value.
 */
async function runBatch(paths: readonly string[], json: boolean, io: CliIo, tr: Translator): Promise<number> {
  const files = await expandFiles(paths, io);
  const texts = new Map<string, string | RuleError>();
  for (const file of files) texts.set(file, await readText(io, file));
  const libraries = new Map<string, LibraryImport>();
  const arts: ItemSource[] = [];
  for (const [file, text] of texts) {
    const library = typeof text === "string" ? importLibraryText(text) : null;
    if (!library) continue;
    libraries.set(file, library);
    arts.push(...library.items);
  }
  const entries: BatchEntry[] = files.map((file) => {
    const library = libraries.get(file);
    if (library) return { file, ...library, kind: library.kind, actor: null, items: library.items };
    const text = texts.get(file) as string | RuleError;
    const noteLines = { weakness: tr.t("SW25.Import.Note.weakness"), parts: tr.t("SW25.Import.Note.parts") };
    const result = typeof text === "string" ? importYtsheet2(text, { noteLines }) : unreadable(text);
    if (!result.ok || !result.actor)
      return { file, ok: false, kind: null, actor: null, items: [], warnings: [], error: result.error };
    const filled = fillTechniquesFromArts(result.actor, result.warnings, arts);
    return {
      file,
      ok: true,
      kind: result.kind,
      actor: filled.actor,
      items: [],
      warnings: filled.warnings,
      error: null,
    };
  });
  const ok = entries.every((e) => e.ok);
  if (json) {
    io.out(JSON.stringify({ ok, files: entries }));
    return ok ? 0 : 1;
  }
  const lines: string[] = [];
  for (const e of entries) {
    if (!e.ok) {
      lines.push(
        tr.t("SW25.Cli.Import.Refused", { file: e.file, reason: errorText(e.error ?? unknownError, tr) }),
      );
      continue;
    }
    const made = e.actor
      ? [
          tr.t("SW25.Cli.Import.Head", {
            kind: tr.lang === "en" ? String(e.kind) : tr.t(`TYPES.Actor.${String(e.kind)}`),
            name: e.actor.name,
            count: e.actor.items.length,
          }),
        ]
      : libraryLines({ ok: true, kind: null, items: e.items, warnings: [], error: null }, tr);
    lines.push(`${e.file}: ${made.join(tr.t("SW25.Cli.Scenario.ListSeparator"))}`);
    for (const warning of e.warnings)
      lines.push(`  ${tr.t("SW25.Cli.Import.Warning", { message: warningText(warning, tr) })}`);
  }
  lines.push(
    tr.t("SW25.Cli.Import.Summary", {
      files: entries.length,
      made: entries.reduce((n, e) => n + (e.actor ? 1 : e.items.length), 0),
      refused: entries.filter((e) => !e.ok).length,
      warnings: entries.reduce((n, e) => n + e.warnings.length, 0),
    }),
  );
  io.out(lines.join("\n"));
  return ok ? 0 : 1;
}

const unknownError: RuleError = { code: "NotYtsheet2", message: "not a sheet", params: {} };

/**
 * What `sw25 import --json` wrote (`{"ok": true, "kind", "actor", ...}`) holds the Actor under `actor`: export
 * reads it from there, so the two commands chain. Anything else is read as the Actor itself.
 */
function importedActor(parsed: unknown): unknown {
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return parsed;
  const envelope = parsed as Record<string, unknown>;
  return envelope.ok === true &&
    typeof envelope.actor === "object" &&
    envelope.actor !== null &&
    !("type" in envelope)
    ? envelope.actor
    : parsed;
}

export async function runExportCommand(
  argv: readonly string[],
  io: CliIo,
  tr: Translator = translator("en"),
): Promise<number> {
  const args = fileArgument(argv);
  if (args === null) {
    io.err(EXPORT_USAGE);
    return 2;
  }
  const text = await readText(io, args.file);
  let error: RuleError | null = typeof text === "string" ? null : text;
  let sheet: YtsheetSheet | null = null;
  if (typeof text === "string") {
    let parsed: unknown = null;
    try {
      // A byte-order mark at the start is read past, as import does.
      parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
    } catch {
      error = { code: "NotJson", message: "the file is not JSON", params: {} };
    }
    if (error === null) {
      const checked = checkActorSource(importedActor(parsed));
      if (checked.ok) sheet = exportYtsheet2(checked.value);
      else error = checked.error;
    }
  }
  if (args.json) io.out(JSON.stringify({ ok: error === null, sheet, error }));
  else if (sheet) io.out(JSON.stringify(sheet, null, 2));
  else if (error) io.err(`sw25 export: ${errorText(error, tr)}`);
  return error === null ? 0 : 1;
}
