// Builds the installable Foundry system into dist/ and the plain-Node rules engine into dist-rules/.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import terser from "@rollup/plugin-terser";
import { zipSync } from "fflate";
import { rollup } from "rollup";
import esbuild from "rollup-plugin-esbuild";
import * as sass from "sass";
import { withReleaseUrls } from "./release-urls.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// `--out DIR` builds the installable system (and its zip) into DIR instead of dist/, leaving dist/ and
// dist-rules/ alone: the zip-install test uses it when dist/ is missing or older than the sources.
const outAt = process.argv.indexOf("--out");
const outDir = outAt >= 0 ? process.argv[outAt + 1] : undefined;
if (outAt >= 0 && !outDir) {
  console.error("build: --out needs a folder");
  process.exit(2);
}
const dist = outDir ? resolve(outDir) : join(root, "dist");
const system = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));

function step(name, fn) {
  const start = performance.now();
  const out = fn();
  return Promise.resolve(out).then(() => {
    console.log(`build | ${name} (${Math.round(performance.now() - start)} ms)`);
  });
}

rmSync(dist, { recursive: true, force: true });
if (!outDir) rmSync(join(root, "dist-rules"), { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/**
 * A chunk loaded by an `import()` is named after the module it loads; a chunk of code shared by several of them
 * is named by rollup after any one of its modules, which changes as files move. The two shared chunks get a
 * name that says what they hold: the battle reducer (shared by the battle engine and the Battle Board) and
 * the water rules (shared by those and the sheet's roll code, for the underwater penalty).
 */
function chunkFileName(chunk) {
  if (!chunk.isDynamicEntry) {
    const holds = (path) => chunk.moduleIds.some((id) => id.split("\\").join("/").endsWith(path));
    if (holds("src/rules/combat/battle.ts")) return "chunks/battle-rules-[hash].mjs";
    if (holds("src/rules/combat/environment/underwater.ts")) return "chunks/underwater-[hash].mjs";
  }
  return "chunks/[name]-[hash].mjs";
}

await step("bundle src/index.ts", async () => {
  const bundle = await rollup({
    input: join(root, "src/index.ts"),
    plugins: [
      esbuild({ target: "es2022", tsconfig: join(root, "tsconfig.json") }),
      // Every client downloads the bundle when the world loads: minify it (with a source map). Class names
      // stay: Foundry names a registered sheet (`<scope>.<class name>`) and the render hooks of an
      // application (`render<ClassName>`) after them; function names are free to shorten.
      terser({ module: true, ecma: 2022, keep_classnames: true, compress: { passes: 2 } }),
    ],
    onwarn(warning, warn) {
      if (warning.code === "CIRCULAR_DEPENDENCY") throw new Error(warning.message);
      warn(warning);
    },
  });
  // The entry module every client loads, and chunks it imports on demand (the importers) beside it.
  await bundle.write({
    dir: dist,
    entryFileNames: "swordworld25.mjs",
    chunkFileNames: chunkFileName,
    format: "es",
    sourcemap: true,
  });
  await bundle.close();
});

await step("styles", () => {
  const css = sass.compile(join(root, "styles/swordworld25.scss"), { style: "compressed" });
  writeFileSync(join(dist, "swordworld25.css"), css.css);
});

await step("static files", () => {
  for (const dir of ["templates", "lang", "assets"]) {
    if (existsSync(join(root, dir))) cpSync(join(root, dir), join(dist, dir), { recursive: true });
  }
  for (const file of ["LICENSE", "README.md"]) cpSync(join(root, file), join(dist, file));
  // url, manifest and download come from package.json's repository, when it names one.
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  // On GitHub Actions (the release workflow) the repository is the one being built, when package.json
  // names none.
  const repository = pkg.repository ?? process.env.GITHUB_REPOSITORY;
  const shipped = withReleaseUrls(system, { ...pkg, repository });
  writeFileSync(join(dist, "system.json"), `${JSON.stringify(shipped, null, 2)}\n`);
  if (!shipped.manifest)
    console.log("build | no repository in package.json: no manifest URL (install from the zip)");
});

await step("packs", async () => {
  for (const pack of system.packs ?? []) {
    const name = pack.path.replace(/^packs\//, "");
    await compilePack(join(root, "packs/_source", name), join(dist, pack.path), { log: false });
  }
});

await step("rules engine for Node (dist-rules/)", () => {
  if (outDir) return;
  execFileSync(
    process.execPath,
    [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.rules.json"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
});

await step("release zip", () => {
  const files = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      // At the archive's root, as Foundry's installer extracts it into Data/systems/<id>/ (dnd5e's release zips
      // hold system.json at the root; no public page says a wrapping folder is looked into).
      else if (!full.endsWith(".zip")) files[relative(dist, full).split("\\").join("/")] = readFileSync(full);
    }
  };
  walk(dist);
  writeFileSync(join(dist, `${system.id}.zip`), zipSync(files, { level: 9 }));
});

console.log(
  `build | ${relative(root, dist) || dist}/ is ready to copy into Foundry's Data/systems/${system.id}`,
);
