// The size of what every client downloads when a world loads: the system's entry module and the chunks it
// imports statically. The chunks loaded only on demand (the battle engine once a world has a combat, the
// ytsheet2 importer when its dialog opens) are printed beside it, each with its size.
// Needs `npm run build` (dist/). Size, not time: the same build gives the same figure on any machine.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { figure } from "../bench-report.mjs";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist");

/** Relative module paths an ES module imports statically (`import … from "./x.mjs"`, `export … from`). */
export function staticImports(code) {
  const found = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** Bytes loaded at world load (the entry and its static imports, transitively) and bytes of every module. */
export function bundleSizes(dir, entry) {
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const code = readFileSync(file, "utf8");
    for (const spec of staticImports(code)) visit(join(dirname(file), spec));
  };
  visit(join(dir, entry));
  const all = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".mjs")) all.push(full);
    }
  };
  walk(dir);
  const bytes = (files) => files.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = (files) => files.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  const lazy = all.filter((f) => !loaded.has(f));
  return {
    atLoad: bytes([...loaded]),
    atLoadGzip: gz([...loaded]),
    total: bytes(all),
    lazyModules: lazy.length,
    onDemand: lazy.map((f) => ({ name: relative(dir, f), bytes: statSync(f).size })),
  };
}

export default async function benchBundle() {
  const system = JSON.parse(readFileSync(join(dist, "system.json"), "utf8"));
  const entry = system.esmodules?.[0];
  if (!entry || !existsSync(join(dist, entry))) {
    console.log("bundle: dist/ has no built entry module; run `npm run build` first");
    return;
  }
  const sizes = bundleSizes(dist, entry);
  const kib = (n) => n / 1024;
  figure("bundle.atLoad.kib", "system code loaded at world load", kib(sizes.atLoad), {
    unit: "KiB",
    aim: 350,
    note: `gzip ${kib(sizes.atLoadGzip).toFixed(0)} KiB; all modules ${kib(sizes.total).toFixed(0)} KiB, ${sizes.lazyModules} loaded on demand`,
  });
  for (const chunk of sizes.onDemand)
    console.log(`  on demand: ${chunk.name}: ${kib(chunk.bytes).toFixed(1)} KiB`);
  for (const style of system.styles ?? []) {
    const bytes = readFileSync(join(dist, style));
    console.log(
      `  ${style}: ${kib(bytes.length).toFixed(1)} KiB, gzip ${kib(gzipSync(bytes).length).toFixed(1)} KiB`,
    );
  }
}
