/** The property tests take fast-check from test/fc.ts, which fixes their seed (`npm run fuzz` draws fresh ones). */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { fc, PROPERTY_SEED } from "./fc.js";

const root = join(import.meta.dirname, "..");

describe("the property tests' seed", () => {
  it("no test file imports fast-check itself (it would draw a new seed each run)", () => {
    const direct = readdirSync(join(root, "test"), { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith(".ts"))
      .map((f) => join(f.parentPath, f.name))
      .filter((file) => /from\s+["']fast-check["']/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(direct).toEqual(["test/fc.ts"]);
  });

  it("is fixed in an ordinary run: the same cases twice", () => {
    if (process.env.SW25_FUZZ) return;
    expect(fc.readConfigureGlobal().seed).toBe(PROPERTY_SEED);
    const draw = () => fc.sample(fc.integer(), 5);
    expect(draw()).toEqual(draw());
  });
});
