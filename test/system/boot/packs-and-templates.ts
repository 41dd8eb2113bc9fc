/** Reads the compendium sources, system.json and the template paths the code and templates refer to. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./load-bundle.js";

export interface PackEntry {
  name: string;
  path: string;
  type: string;
}

export interface SourceDocument {
  _id: string;
  _key?: string;
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  items?: SourceDocument[];
}

export const SYSTEM_JSON = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  documentTypes: Record<string, Record<string, unknown>>;
  packs: PackEntry[];
};

export function packFolder(pack: PackEntry): string {
  return join(ROOT, "packs/_source", pack.path.replace(/^packs\//, ""));
}

export function packDocuments(pack: PackEntry): { file: string; doc: SourceDocument }[] {
  const dir = packFolder(pack);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ file, doc: JSON.parse(readFileSync(join(dir, file), "utf8")) as SourceDocument }));
}

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, ending);
    return entry.name.endsWith(ending) ? [full] : [];
  });
}

const TEMPLATE_PATH = /systems\/swordworld25\/templates\/[\w./-]+?\.hbs/g;

/** Every literal `systems/swordworld25/templates/….hbs` in the given files. */
function templatePathsIn(files: string[]): string[] {
  return files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(TEMPLATE_PATH)].map((m) => m[0]));
}

/** Template paths written out in src/ and in the templates' own partial calls. */
export function referencedTemplatePaths(): string[] {
  const code = filesUnder(join(ROOT, "src"), ".ts");
  const templates = filesUnder(join(ROOT, "templates"), ".hbs");
  return [...new Set([...templatePathsIn(code), ...templatePathsIn(templates)])].sort();
}

/** Where a Foundry template path lives in this repository. */
export function templateFile(path: string): string {
  return join(ROOT, path.replace(/^systems\/swordworld25\//, ""));
}

/** Looks a dotted key up in the merged English language file. */
const EN = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;
export function hasEnglishKey(key: string): boolean {
  let node: unknown = EN;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}
