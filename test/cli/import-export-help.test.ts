import { describe, expect, it } from "vitest";
import { runCli as run } from "./run-cli.js";

describe("sw25 import/export --help and plain dice", () => {
  it("import and export explain themselves and exit 0 (-h the same)", async () => {
    for (const command of ["import", "export"]) {
      const r = await run([command, "--help"]);
      expect(r.code, command).toBe(0);
      expect(r.out).toContain(`usage: sw25 ${command} FILE [--json]`);
      expect(r.out).toContain("ytsheet2");
      expect(r.out).toContain("--json");
      expect(r.out).toMatch(/Exit code 0/);
      expect((await run([command, "-h"])).out).toBe(r.out);
    }
    expect((await run(["import", "--help"])).out).toContain("history");
  });

  it("[ROLL-01] sw25 roll reads 1d6 and 3d6 as BCDice does", async () => {
    const one = await run(["roll", "1d6", "--dice", "4"]);
    expect([one.code, one.out]).toEqual([0, "(1D6) > 4[4] > 4"]);
    const three = await run(["roll", "3d6>=10", "--dice", "6,1,2", "--json"]);
    expect(three.code).toBe(0);
    expect(JSON.parse(three.out)).toMatchObject({ total: 9, success: false, failure: true });
    expect((await run(["roll", "--help"])).out).toContain("1D6, 3D6+2");
  });
});

describe("the commands a first evening tries", () => {
  it("sw25 export reads what sw25 import --json wrote (the two commands chain)", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const sheet = readFileSync(join(import.meta.dirname, "../fixtures/ytsheet2/character.json"), "utf8");
    const imported = await run(["import", "c.json", "--json"], { "c.json": sheet });
    expect(imported.code).toBe(0);
    const exported = await run(["export", "a.json"], { "a.json": imported.out });
    expect(exported.err).toBe("");
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.out).characterName).toBe(JSON.parse(sheet).characterName);
  });

  it("sw25 --version prints the package's version", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8"));
    const version = await run(["--version"]);
    expect(version).toEqual({ code: 0, out: `sw25 ${pkg.version}`, err: "" });
  });

  it("--dice inside the quoted notation is a usage error, not a comment (the roll would be random)", async () => {
    const quoted = await run(["roll", "K20+5 --dice 5,5"]);
    expect(quoted.code).toBe(2);
    expect(quoted.out).toBe("");
    expect(quoted.err).toContain('"--dice" is inside the quoted notation');
    // A real comment still rolls, as BCDice does.
    expect((await run(["roll", "K20 + 5", "--dice", "3,4"])).code).toBe(0);
  });
});
