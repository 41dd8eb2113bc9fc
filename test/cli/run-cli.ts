import type { CliIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

/**
 * Runs the sw25 main() in-process with captured output; `files` stands in for the disk (a path not in
 * it fails like a missing file), `env` for the environment's locale variables (none: English). Shared by
 * the CLI tests so they all drive the command the same way.
 */
export async function runCli(
  argv: string[],
  files: Record<string, string> = {},
  env: Record<string, string | undefined> = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT ${path}`);
      return text;
    },
    // A folder is any path that some file's path starts with, followed by "/".
    listDir: async (path) => {
      const prefix = path.endsWith("/") ? path : `${path}/`;
      const inside = Object.keys(files).filter((f) => f.startsWith(prefix));
      return inside.length > 0 ? inside : null;
    },
  };
  const code = await main(argv, io, env);
  return { code, out: out.join("\n"), err: err.join("\n") };
}
