/** What a new user reads from `sw25`: bounded odds, plain sums, clear --lines errors, help for the notation. */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ODDS_DEFAULT_LINES } from "../../src/cli/odds-command.js";
import { runCli as run } from "./run-cli.js";

const root = join(import.meta.dirname, "../..");

describe("sw25 odds output", () => {
  it("[ROLL-06] prints a bounded summary by default and the whole table with --lines all", async () => {
    const short = await run(["odds", "K40+10@8"]);
    expect(short.code).toBe(0);
    const lines = short.out.split("\n");
    expect(lines).toHaveLength(1 + ODDS_DEFAULT_LINES + 1);
    expect(lines[1]).toBe("  >= 0: 100.00%");
    expect(lines.at(-1)).toMatch(/^ {2}\.\.\. \d+ more \(--lines N shows more, --lines all every total\)$/);
    const all = await run(["odds", "K40+10@8", "--lines", "all"]);
    expect(all.code).toBe(0);
    const every = all.out.split("\n");
    expect(every.length).toBeGreaterThan(lines.length);
    expect(every.slice(0, 1 + ODDS_DEFAULT_LINES)).toEqual(lines.slice(0, 1 + ODDS_DEFAULT_LINES));
    expect(every.some((l) => l.includes("more"))).toBe(false);
  });

  it("[ROLL-01] a plain sum says nothing of automatic success or failure; a check against a target does", async () => {
    const sum = await run(["odds", "2d6+7", "--lines", "1"]);
    expect(sum.out.split("\n").slice(0, 2)).toEqual(["2d6+7: expected 14.000", "  >= 9: 100.00%"]);
    const check = await run(["odds", "2d6+7>=14", "--lines", "0"]);
    expect(check.out.split("\n")[0]).toBe(
      "2d6+7>=14: expected 14.000, automatic success 2.78%, automatic failure 2.78%, success 58.33%",
    );
  });

  it("--lines abc, -1 and a missing value say what is wrong, exit 2", async () => {
    const abc = await run(["odds", "K20", "--lines", "abc"]);
    expect(abc.code).toBe(2);
    expect(abc.err.split("\n")[0]).toBe(
      'sw25 odds: --lines takes a whole number of totals or "all", not "abc"',
    );
    const negative = await run(["odds", "K20", "--lines", "-1"]);
    expect(negative.code).toBe(2);
    expect(negative.err).toContain('not "-1"');
    const missing = await run(["odds", "K20", "--lines"]);
    expect(missing.code).toBe(2);
    expect(missing.err.split("\n")[0]).toBe("--lines needs a value");
    expect((await run(["odds", "K20", "--colour"])).err.split("\n")[0]).toBe("unknown option --colour");
  });
});

describe("notation errors point to the help that explains the notation", () => {
  it("an unknown or unreadable notation names `--help`, and that help explains Dru[a,b,c]", async () => {
    const unknown = await run(["roll", "Fireball"]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(
      'sw25 roll: unknown dice notation "Fireball" (use K<power>..., 2D6... or Dru[a,b,c]...); `sw25 roll --help` explains the notation',
    );
    const odds = await run(["odds", "2D6+"]);
    expect(odds.code).toBe(1);
    expect(odds.err).toMatch(/`sw25 odds --help` explains the notation$/);
    // A notation read correctly but out of bounds is not a notation question.
    expect((await run(["odds", "K200"])).err).not.toContain("--help");
    for (const command of ["roll", "odds"]) {
      const help = (await run([command, "--help"])).out;
      expect(help).toContain("Dru[4,7,13]+5");
      expect(help).toContain("2-6 reads the first value, 7-9 the second");
      expect(help).toContain("a plain sum has neither");
    }
  });
});

describe("bin/sw25.js before a build", () => {
  it("prints one line saying to run the build, not a stack trace; exit 1", () => {
    const dir = mkdtempSync(join(tmpdir(), "sw25-unbuilt-"));
    try {
      mkdirSync(join(dir, "bin"));
      copyFileSync(join(root, "bin/sw25.js"), join(dir, "bin/sw25.js"));
      const r = spawnSync(process.execPath, [join(dir, "bin/sw25.js"), "roll", "K20"], { encoding: "utf8" });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe(
        "sw25: the command is not built yet: run `npm run build` in the repository first.\n",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
