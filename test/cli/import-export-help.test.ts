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
