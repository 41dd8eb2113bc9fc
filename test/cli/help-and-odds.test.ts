import { describe, expect, it } from "vitest";
import { runCli as run } from "./run-cli.js";

describe("sw25 help, comments and odds lines", () => {
  it("every subcommand answers --help (and -h) with its usage; roll and odds explain the notation", async () => {
    for (const command of ["roll", "odds", "scenario"]) {
      const r = await run([command, "--help"]);
      expect(r.code, command).toBe(0);
      expect(r.out, command).toContain(`usage: sw25 ${command}`);
      expect((await run([command, "-h"])).out).toBe(r.out);
    }
    for (const command of ["roll", "odds"]) {
      const help = (await run([command, "--help"])).out;
      for (const symbol of ["@9", "$12", "r10", "#1", "gf", "H ", "6-6 is an automatic success", "comment"])
        expect(help, symbol).toContain(symbol);
    }
  });

  it("[ROLL-06] text after a blank is BCDice's comment: not added, but echoed", async () => {
    const r = await run(["roll", "K20 + 5", "--dice", "3,3"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("K20 > 2D:[3,3]=6 > 4 > 4  (comment: + 5)");
    expect((await run(["roll", "K20", "--dice", "3,3"])).out).toBe("K20 > 2D:[3,3]=6 > 4 > 4");
  });

  it("odds --lines N keeps the first N totals and says how many it left out; a bad N is a usage error", async () => {
    const r = await run(["odds", "2D6+5>=10", "--lines", "2"]);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toEqual([
      "2D6+5>=10: expected 12.000, automatic success 2.78%, automatic failure 2.78%, success 83.33%",
      "  >= 7: 100.00%",
      "  >= 8: 97.22%",
      "  ... 9 more (--lines N shows more, --lines all every total)",
    ]);
    expect((await run(["odds", "K20", "--lines", "-1"])).code).toBe(2);
    expect((await run(["odds", "K20", "--lines", "two"])).code).toBe(2);
  });

  it("[ROLL-05] a power roll's 6-6 chance is still called a critical", async () => {
    expect((await run(["odds", "K20", "--lines", "0"])).out).toContain(
      "K20: expected 6.000, critical 16.67%",
    );
  });
});
