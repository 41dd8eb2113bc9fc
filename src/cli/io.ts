/**
 * The CLI's input and output: where it writes, reading files without a byte order mark, and its option
 * parser.
 */
import type { Translator } from "./i18n.js";

/** Where the CLI writes; tests pass their own to capture output. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<string>;
  /** The files under a folder (subfolders included, as paths), or null when `path` is no folder. */
  listDir?(path: string): Promise<string[] | null>;
  /** Resolves once the output has room again (a slow reader); long outputs wait on it now and then. */
  drain?(): Promise<void>;
}

export async function consoleIo(): Promise<CliIo> {
  const { readFile, readdir, stat } = await import("node:fs/promises");
  const { join } = await import("node:path");
  // `sw25 odds ... | head` closes the pipe early: that is the reader's choice, not an error to report.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") process.stderr.write(`sw25: cannot write the output: ${error.message}\n`);
    process.exit(error.code === "EPIPE" ? (process.exitCode ?? 0) : 1);
  });
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    readFile: (path) => readFile(path, "utf8"),
    listDir: async (path) => {
      const isDir = await stat(path).then(
        (s) => s.isDirectory(),
        () => false,
      );
      if (!isDir) return null;
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    },
    drain: () =>
      process.stdout.writableNeedDrain
        ? new Promise<void>((resolve) => process.stdout.once("drain", () => resolve()))
        : Promise.resolve(),
  };
}

/** Editors on Windows save UTF-8 with a byte order mark; JSON.parse refuses it, so it is dropped first. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

/** A problem with the options, told through `SW25.Cli.Args.<key>` (see `argText`). */
export interface ArgProblem {
  readonly problem: "NeedsValue" | "TakesNoValue";
  readonly name: string;
}

export const isArgProblem = (value: ParsedArgs | ArgProblem): value is ArgProblem => "problem" in value;

/**
 * `--name value` and `--name=value` for the options in `withValue`; other `--name`s are switches.
 * A bare `--` ends the options, so a notation may start with dashes.
 */
export function parseArgs(argv: readonly string[], withValue: readonly string[]): ParsedArgs | ArgProblem {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (withValue.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) return { problem: "NeedsValue", name };
      flags.set(name, value);
    } else if (eq >= 0) return { problem: "TakesNoValue", name };
    else flags.set(name, true);
  }
  return { positional, flags };
}

/** An option problem in the reader's language (`SW25.Cli.Args.<problem>`). */
export function argText(problem: ArgProblem, tr: Translator): string {
  return tr.t(`SW25.Cli.Args.${problem.problem}`, { name: problem.name });
}
