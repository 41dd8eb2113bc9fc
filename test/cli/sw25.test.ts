import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { runCli as run } from "./run-cli.js";

const root = join(import.meta.dirname, "../..");

describe("sw25 roll (in process)", () => {
  it("[ROLL-06] rolls a notation with fixed dice and prints the JSON contract", async () => {
    const r = await run(["roll", "K20+5@9", "--dice", "6,6,3,4", "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      notation: "K20+5@9",
      ok: true,
      total: 20,
      rolls: [
        { dice: [6, 6], value: 10 },
        { dice: [3, 4], value: 5 },
      ],
      critical: true,
      fumble: false,
      success: null,
      failure: null,
      experience: 0,
      error: null,
    });
  });

  it("[ROLL-05] a first 1-1 is a fumble with 50 experience", async () => {
    const r = await run(["roll", "K20+5", "--dice", "1,1", "--json"]);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, total: 0, fumble: true, experience: 50 });
  });

  it("[ROLL-01] a 2d check reports success and failure", async () => {
    const r = await run(["roll", "2D6+5>=10", "--dice", "2,2", "--json"]);
    expect(JSON.parse(r.out)).toMatchObject({ total: 9, success: false, failure: true, critical: false });
  });

  it("[ROLL-06] prints one readable line without --json", async () => {
    const r = await run(["roll", "K20+5@9", "--dice", "6,6,3,4"]);
    expect(r.out).toBe("K20+5@9 > 2D:[6,6 3,4]=12,7 > 10,5+5 > 1 critical > 20");
  });

  it("[ROLL-05] errors are values: exhausted dice, bad notation, power over 100, bad dice values", async () => {
    for (const [argv, message] of [
      [["roll", "K20@9", "--dice", "6,6"], /ran out of fixed dice/],
      [["roll", "K20xyz", "--dice", "3,4"], /cannot read/],
      [["roll", "Q20", "--dice", "3,4"], /unknown dice notation/],
      [["roll", "K101", "--dice", "3,4"], /power 101 is over 100/],
      [["roll", "K20", "--dice", "3,7"], /not a whole number 1\.\.6/],
      [["roll", "K20", "--dice", "3,x"], /not a whole number 1\.\.6/],
    ] as const) {
      const human = await run([...argv]);
      expect(human.code).toBe(1);
      expect(human.err).toMatch(message);
      const json = await run([...argv, "--json"]);
      expect(json.code).toBe(1);
      const parsed = JSON.parse(json.out);
      expect(parsed.ok).toBe(false);
      expect(parsed.error).toMatch(message);
    }
  });

  it("[ROLL-06] --batch rolls every entry in order and reports bad entries as ok false", async () => {
    const batch = JSON.stringify([
      { notation: "K10", dice: [5, 5, 2, 1] },
      { notation: "2D6@10+15>=30", dice: [6, 4, 3, 2] },
      { notation: "K10", dice: [9] },
      { notation: 5 },
    ]);
    const r = await run(["roll", "--batch", "b.json", "--json"], { "b.json": batch });
    expect(r.code).toBe(0);
    const results = JSON.parse(r.out);
    expect(results.map((x: { total: number | null }) => x.total)).toEqual([6, 30, null, null]);
    expect(results[1]).toMatchObject({ success: true, critical: false });
    expect(results[2].error).toMatch(/not a whole number/);
    expect(results[3].ok).toBe(false);
  });

  it("[ROLL-06] a batch file saved with a UTF-8 byte order mark is read", async () => {
    const batch = `\uFEFF${JSON.stringify([{ notation: "K10", dice: [5, 5, 2, 1] }])}`;
    const r = await run(["roll", "--batch", "b.json", "--json"], { "b.json": batch });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).map((x: { total: number }) => x.total)).toEqual([6]);
  });

  it("[ROLL-06] --batch streams: one write per entry as it is rolled, waiting for a slow reader", async () => {
    const entries = Array.from({ length: 3000 }, (_, i) => ({ notation: "K10", dice: [(i % 5) + 2, 3] }));
    const writes: string[] = [];
    let drains = 0;
    const io: CliIo = {
      out: (t) => writes.push(t),
      err: () => undefined,
      readFile: async () => JSON.stringify(entries),
      drain: async () => {
        drains++;
        // By now the entries before are written, not kept for one final write.
        expect(writes.length).toBe(drains * 1024 + 1);
      },
    };
    expect(await main(["roll", "--batch", "b.json", "--json"], io)).toBe(0);
    expect(writes).toHaveLength(3002);
    expect(Math.max(...writes.map((w) => w.length))).toBeLessThan(300);
    expect(drains).toBe(2);
    expect(JSON.parse(writes.join("\n"))).toHaveLength(3000);
  });

  it("[ROLL-06] an unreadable or invalid batch file is an error, not a stack trace", async () => {
    const variants: Record<string, string>[] = [
      {},
      { "b.json": "{oops" },
      { "b.json": '{"notation": "K10"}' },
    ];
    for (const files of variants) {
      const r = await run(["roll", "--batch", "b.json", "--json"], files);
      expect(r.code).toBe(1);
      expect(JSON.parse(r.out)).toMatchObject({ ok: false });
    }
  });

  it("[ROLL-05] hostile dice lists: 0, 7, text, decimals, blanks are refused with the faulty position", async () => {
    for (const [dice, position] of [
      ["0", 1],
      ["5,7", 2],
      ["5,five", 2],
      ["5.5", 1],
      ["5,,5", 2],
      ["", 1],
      ["-1", 1],
    ] as const) {
      const r = await run(["roll", "K20", "--dice", dice, "--json"]);
      expect(r.code, dice).toBe(1);
      expect(JSON.parse(r.out).error).toMatch(
        new RegExp(`dice value #${position} .*not a whole number 1\\.\\.6`),
      );
    }
    // Spare dice are simply not used.
    expect(JSON.parse((await run(["roll", "K20", "--dice", "3,4,6,6", "--json"])).out).total).toBe(5);
  });

  it("[ROLL-01] hostile notations: huge, deeply nested, unicode, numbers past 1e9 are clear errors", async () => {
    for (const [notation, message] of [
      [`K20+${"(".repeat(20000)}1${")".repeat(20000)}`, /longer than 256 characters/],
      [`2D6+${"-".repeat(5000)}1`, /longer than 256 characters/],
      ["2D6+99999999999>=10", /beyond ±1000000000/],
      ["ｋ２０", /unknown dice notation "ｋ２０"/],
      ["K20🎲", /cannot read the dice notation "K20🎲"/],
      ["K99999999999999999999", /is over 100/],
      ["K20@1", /C value must be 3 or more/],
    ] as const) {
      const r = await run(["roll", notation, "--dice", "3,4", "--json"]);
      expect(r.code, notation).toBe(1);
      expect(JSON.parse(r.out), notation).toMatchObject({
        ok: false,
        total: null,
        error: expect.stringMatching(message),
      });
      const human = await run(["roll", notation, "--dice", "3,4"]);
      expect(human.code).toBe(1);
      expect(human.err).toMatch(message);
    }
  });

  it("[ROLL-06] batch entries: without dice they roll at random; null, strings as dice, extra keys", async () => {
    const batch = JSON.stringify([
      { notation: "K20" },
      null,
      { notation: "K20", dice: ["3", "4"] },
      { notation: "K20", dice: [3, 4], note: "ignored" },
      { dice: [3, 4] },
      "K20",
    ]);
    const r = await run(["roll", "--batch", "b.json", "--json"], { "b.json": batch });
    expect(r.code).toBe(0);
    const results = JSON.parse(r.out);
    expect(results).toHaveLength(6);
    expect(results[0]).toMatchObject({ ok: true, error: null });
    expect(results[0].rolls[0].dice).toHaveLength(2);
    expect(results.map((x: { ok: boolean }) => x.ok)).toEqual([true, false, false, true, false, false]);
    expect(results[2].error).toMatch(/dice value #1 \(3\)/);
    expect(results[3].total).toBe(5);
    expect(results[4].error).toMatch(/needs a "notation" string/);
  });

  it("[ROLL-06] odds too long to compute exactly are refused with exit 1", async () => {
    const r = await run(["odds", "K100@3ad1000", "--json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/too long to compute/),
    });
    const human = await run(["odds", "K100@3ad1000"]);
    expect(human.err).toMatch(/^sw25 odds: the odds of "K100@3ad1000" are too long to compute exactly$/);
  });

  it("[ROLL-06] an unexpected exception becomes one line on stderr and exit 1, not a stack trace", async () => {
    const err: string[] = [];
    const io: CliIo = {
      out: () => {
        throw new Error("disk full");
      },
      err: (t) => err.push(t),
      readFile: async () => "[]",
    };
    expect(await main(["roll", "K20", "--dice", "3,4"], io)).toBe(1);
    expect(err).toEqual(["sw25: internal error: disk full"]);
  });

  it("[ROLL-06] usage errors exit 2", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(["fly"])).code).toBe(2);
    expect((await run(["roll"])).code).toBe(2);
    expect((await run(["roll", "K10", "--nope"])).code).toBe(2);
    expect((await run(["roll", "K10", "K20"])).code).toBe(2);
    expect((await run(["roll", "K10", "--dice"])).code).toBe(2);
    expect((await run(["roll", "K10", "--json=yes"])).code).toBe(2);
    expect((await run(["roll", "--batch", "b.json", "K10"])).code).toBe(2);
    expect((await run(["odds"])).code).toBe(2);
    // `--` ends the options: what follows is the notation, even when it looks like an option.
    const dashed = await run(["roll", "--dice", "3,4", "--json", "--", "--json"]);
    expect(dashed.code).toBe(1);
    expect(JSON.parse(dashed.out)).toMatchObject({ notation: "--json", ok: false });
    expect((await run(["roll", "--json", "--", "K20", "--dice", "3,4"])).code).toBe(2);
    expect((await run(["odds", "K10", "--dice", "3,4"])).code).toBe(2);
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/sw25 roll/);
  });
});

describe("sw25 odds (in process)", () => {
  it("[ROLL-06] K20 has expected value 6, critical chance 1/6, P(total >= 0) = 1", async () => {
    const r = await run(["odds", "K20", "--json"]);
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out);
    expect(o.expected).toBeCloseTo(6, 10);
    expect(o.criticalChance).toBeCloseTo(1 / 6, 12);
    expect(o.atLeast[0]).toEqual({ total: 0, probability: expect.closeTo(1, 12) });
    const human = await run(["odds", "K20"]);
    expect(human.out).toMatch(/^K20: expected 6\.000, critical 16\.67%/);
  });

  it("[ROLL-01] a check reports its success chance; errors exit 1", async () => {
    const o = JSON.parse((await run(["odds", "2D6+5>=10", "--json"])).out);
    expect(o.successChance).toBeCloseTo(30 / 36, 12);
    const bad = await run(["odds", "K200", "--json"]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out).ok).toBe(false);
  });
});

describe("bin/sw25.js (spawned)", () => {
  beforeAll(() => {
    const built = join(root, "dist-rules/cli/main.js");
    const newest = [
      ...readdirSync(join(root, "src/cli")).map((f) => `src/cli/${f}`),
      "src/rules/dice/notation.ts",
    ]
      .map((f) => statSync(join(root, f)).mtimeMs)
      .reduce((a, b) => Math.max(a, b));
    // tsc still emits when files of other areas have type errors; only a missing output is fatal.
    if (!existsSync(built) || statSync(built).mtimeMs < newest)
      spawnSync(
        process.execPath,
        [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.rules.json"],
        {
          cwd: root,
        },
      );
    if (!existsSync(built)) throw new Error("dist-rules/cli/main.js could not be built");
  }, 120_000);

  // English whatever the locale of the machine running the tests (the command reads LC_ALL, LC_MESSAGES, LANG).
  const english = { ...process.env, LC_ALL: "C", LC_MESSAGES: "", LANG: "C" };
  const sw25 = (...args: string[]) =>
    spawnSync(process.execPath, [join(root, "bin/sw25.js"), ...args], {
      cwd: root,
      encoding: "utf8",
      env: english,
    });

  it("[ROLL-06] the built command speaks Japanese under a Japanese locale, or with --lang ja", () => {
    const japanese = { ...process.env, LC_ALL: "", LC_MESSAGES: "", LANG: "ja_JP.UTF-8" };
    const byLocale = spawnSync(
      process.execPath,
      [join(root, "bin/sw25.js"), "roll", "2D6+5>=10", "--dice", "6,6"],
      { cwd: root, encoding: "utf8", env: japanese },
    );
    expect(byLocale.status).toBe(0);
    expect(byLocale.stdout).toBe("(2D6+5>=10) > 12[6,6]+5 > 17 > 自動成功\n");
    expect(sw25("roll", "2D6+5>=10", "--dice", "6,6", "--lang", "ja").stdout).toBe(
      "(2D6+5>=10) > 12[6,6]+5 > 17 > 自動成功\n",
    );
    expect(sw25("roll", "2D6+5>=10", "--dice", "6,6").stdout).toBe(
      "(2D6+5>=10) > 12[6,6]+5 > 17 > automatic success\n",
    );
    const unknown = sw25("roll", "K20", "--lang", "xx");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe('sw25: unknown language "xx" for --lang: use en or ja\n');
  });

  it("[ROLL-06] rolls from the shell with the same JSON", () => {
    const r = sw25("roll", "K20+5@9", "--dice", "6,6,3,4", "--json");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ total: 20, critical: true });
  });

  it("[ROLL-06] batch from a real file, and a missing file", () => {
    const dir = mkdtempSync(join(tmpdir(), "sw25-"));
    const file = join(dir, "batch.json");
    writeFileSync(file, JSON.stringify([{ notation: "HK20", dice: [6, 6] }]));
    const r = sw25("roll", "--batch", file, "--json");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)[0]).toMatchObject({ ok: true, total: 5 });
    const missing = sw25("roll", "--batch", join(dir, "nope.json"), "--json");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe("");
    expect(JSON.parse(missing.stdout).ok).toBe(false);
  });

  it("[ROLL-01] a 20000-deep notation exits 1 with one line, not a stack overflow", () => {
    for (const command of ["roll", "odds"]) {
      const r = sw25(command, `K20+${"(".repeat(20000)}1${")".repeat(20000)}`);
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/longer than 256 characters/);
    }
  });

  it("[ROLL-06] a reader closing the pipe early is not an error", () => {
    const r = spawnSync("sh", ["-c", `"${process.execPath}" bin/sw25.js odds K100@3 --json | head -c 20`], {
      cwd: root,
      encoding: "utf8",
      env: english,
    });
    expect(r.stdout).toBe('{"notation":"K100@3"');
    expect(r.stderr).toBe("");
  });

  it("[ROLL-05] a bad notation exits 1 without a stack trace; unknown subcommand exits 2", () => {
    const bad = sw25("roll", "K20", "--dice", "6");
    expect(bad.status).toBe(1);
    expect(bad.stderr).not.toMatch(/at .*\.js/);
    expect(sw25("teleport").status).toBe(2);
  });
});
