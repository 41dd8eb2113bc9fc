/**
 * `sw25 --lang ja`: every result and error line in the system's Japanese (lang/ja.json, the words the sheet
 * and the Battle Board use), English unchanged by default, `--json` the same in both languages but for the lines
 * the importer writes into an actor's notes (text a player reads, in the chosen language).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { fixtureText } from "../rules/import/fixtures.js";
import { hasRealSheets, realSheetPath } from "../shared-folder.js";
import { runCli as run } from "./run-cli.js";

const root = join(import.meta.dirname, "../..");
const ja = ["--lang", "ja"];

describe("sw25 roll --lang ja", () => {
  it("[ROLL-06] a power roll's criticals read 回転, its 1-1 自動失敗, numbers as in English", async () => {
    const cases: [string[], string][] = [
      [["K20+5@9", "--dice", "6,6,3,4"], "K20+5@9 > 2D:[6,6 3,4]=12,7 > 10,5+5 > 1回転 > 20"],
      // 10 and 8 reach @8 (K40 reads 11 and 10), 3 stops (4): 25 after two criticals.
      [["K40@8", "--dice", "5,5,4,4,1,2"], "K40@8 > 2D:[5,5 4,4 1,2]=10,8,3 > 11,10,4 > 2回転 > 25"],
      [["K20+5", "--dice", "1,1"], "K20+5 > 2D:[1,1]=2 > ** > 自動失敗"],
      [["K20", "--dice", "3,3"], "K20 > 2D:[3,3]=6 > 4 > 4"],
    ];
    for (const [argv, line] of cases) {
      const r = await run(["roll", ...argv, ...ja]);
      expect(r.code, line).toBe(0);
      expect(r.out).toBe(line);
      expect(r.err).toBe("");
    }
  });

  it("[ROLL-01] a check reads 成功 / 失敗 / 自動成功 / 自動失敗, the glossary's words", async () => {
    const cases: [string, string, string][] = [
      ["2D6+5>=10", "3,4", "(2D6+5>=10) > 7[3,4]+5 > 12 > 成功"],
      ["2D6+5>=10", "2,2", "(2D6+5>=10) > 4[2,2]+5 > 9 > 失敗"],
      // 6-6 and 1-1 decide whatever the total: 17 and 7 against 10.
      ["2D6+5>=10", "6,6", "(2D6+5>=10) > 12[6,6]+5 > 17 > 自動成功"],
      ["2D6+5>=10", "1,1", "(2D6+5>=10) > 2[1,1]+5 > 7 > 自動失敗"],
      ["3D6>=10", "3,4,5", "(3D6>=10) > 12[3,4,5] > 12 > 成功"],
      ["Dru[4,7,13]+5", "3,4", "Dru[4,7,13]+5 > 2D[3,4]=7 > 7+5 > 12"],
    ];
    for (const [notation, dice, line] of cases) {
      const r = await run(["roll", notation, "--dice", dice, ...ja]);
      expect(r.out, notation).toBe(line);
    }
  });

  it("[ROLL-06] --lang goes anywhere before a bare --, as --lang ja or --lang=ja; the comment is echoed", async () => {
    const line = "K20 > 2D:[3,3]=6 > 4 > 4  （コメント：+ 5）";
    expect((await run(["--lang", "ja", "roll", "K20 + 5", "--dice", "3,3"])).out).toBe(line);
    expect((await run(["roll", "--lang=ja", "K20 + 5", "--dice", "3,3"])).out).toBe(line);
    expect((await run(["roll", "K20 + 5", "--dice", "3,3", "--lang=JA"])).out).toBe(line);
    // The last --lang wins.
    expect((await run(["roll", "K20 + 5", "--dice", "3,3", "--lang", "ja", "--lang", "en"])).out).toBe(
      "K20 > 2D:[3,3]=6 > 4 > 4  (comment: + 5)",
    );
    // After `--` it is the notation, not an option.
    const dashed = await run(["roll", "--dice", "3,4", "--json", "--", "--lang"]);
    expect(dashed.code).toBe(1);
    expect(JSON.parse(dashed.out)).toMatchObject({ notation: "--lang", ok: false });
  });

  it("[ROLL-05] errors read from SW25.Error.<code>, exit codes as in English", async () => {
    const cases: [string[], number, string][] = [
      [
        ["roll", "Fireball"],
        1,
        "sw25 roll: 「Fireball」は不明なダイスコマンドです（K威力…、2D6…、Dru[a,b,c]…を使ってください）。ダイスコマンドの書き方は `sw25 roll --help` で確認できます。",
      ],
      [["roll", "K20", "--dice", "3,7"], 1, "sw25 roll: 2個目のダイス目（7）が1〜6の整数ではありません。"],
      [["roll", "K101"], 1, "sw25 roll: 威力101は上限の100を超えています。"],
      [["roll", "K20@9", "--dice", "6,6"], 1, "sw25 roll: 指定されたダイス目が足りません（2個使用済み）。"],
      [
        ["odds", "K100@3ad1000"],
        1,
        "sw25 odds: 「K100@3ad1000」の確率は計算量が多すぎるため、正確に計算できません。",
      ],
      [
        ["roll", "K20 --dice 5,5"],
        2,
        'sw25 roll: 「--dice」がダイスコマンドの引用符の中にあります。オプションはその後ろに書いてください：sw25 roll "K20" --dice 5,5',
      ],
    ];
    for (const [argv, code, message] of cases) {
      const r = await run([...argv, ...ja]);
      expect(r.code, message).toBe(code);
      expect(r.err).toBe(message);
      expect(r.out).toBe("");
    }
  });

  it("usage errors: the problem in Japanese, the usage line after it, exit 2", async () => {
    const cases: [string[], string][] = [
      [["roll", "K20", "--nope"], "不明なオプション --nope"],
      [["roll", "K20", "--dice"], "--dice には値が必要です"],
      [["roll", "K20", "--json=yes"], "--json は値を取りません"],
      [["roll", "--batch", "b.json", "K20"], "--batch にはダイスコマンドも --dice も付けられません"],
      [
        ["odds", "K20", "--lines", "abc"],
        "sw25 odds: --lines には表示する件数（整数）か「all」を指定してください（「abc」は使えません）",
      ],
      [["odds", "K20", "--lines"], "--lines には値が必要です"],
      [["fly"], "不明なコマンド「fly」"],
    ];
    for (const [argv, first] of cases) {
      const r = await run([...argv, ...ja]);
      expect(r.code, first).toBe(2);
      expect(r.err.split("\n")[0]).toBe(first);
      expect(r.err).toContain("usage: sw25");
    }
  });
});

describe("an internal error", () => {
  it("[ROLL-06] is one line in the chosen language (SW25.Error.InternalError), exit 1", async () => {
    const err: string[] = [];
    const io: CliIo = {
      out: () => {
        throw new Error("disk full");
      },
      err: (t) => err.push(t),
      readFile: async () => "[]",
    };
    expect(await main(["roll", "K20", "--dice", "3,4", "--lang", "ja"], io)).toBe(1);
    expect(err).toEqual(["sw25: 内部エラー：disk full"]);
  });
});

describe("sw25 odds --lang ja", () => {
  it("[ROLL-01] a check: 期待値, 自動成功, 自動失敗, 成功 and the table in 以上", async () => {
    const r = await run(["odds", "2D6+5>=10", "--lines", "2", ...ja]);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toEqual([
      "2D6+5>=10：期待値 12.000、自動成功 2.78%、自動失敗 2.78%、成功 83.33%",
      "  7以上：100.00%",
      "  8以上：97.22%",
      "  …ほか9件（--lines N で件数を指定、--lines all ですべて表示）",
    ]);
  });

  it("[ROLL-05] a power roll: 10-12 on K20 is a クリティカル (6/36), 1-1 a 自動失敗 (1/36)", async () => {
    const r = await run(["odds", "K20", "--lines", "1", ...ja]);
    expect(r.out.split("\n")).toEqual([
      "K20：期待値 6.000、クリティカル 16.67%、自動失敗 2.78%",
      "  0以上：100.00%",
      "  …ほか49件（--lines N で件数を指定、--lines all ですべて表示）",
    ]);
    // A plain sum decides no success: only its expected value.
    expect((await run(["odds", "2d6+7", "--lines", "0", ...ja])).out.split("\n")[0]).toBe(
      "2d6+7：期待値 14.000",
    );
  });
});

describe("the language of the environment, and unknown languages", () => {
  it("LC_ALL, then LC_MESSAGES, then LANG: a locale starting with ja is Japanese; --lang beats them all", async () => {
    const roll = ["roll", "2D6+5>=10", "--dice", "3,4"];
    const japanese = "(2D6+5>=10) > 7[3,4]+5 > 12 > 成功";
    const english = "(2D6+5>=10) > 7[3,4]+5 > 12 > success";
    const cases: [Record<string, string>, string][] = [
      [{}, english],
      [{ LANG: "ja_JP.UTF-8" }, japanese],
      [{ LANG: "ja" }, japanese],
      [{ LANG: "C" }, english],
      [{ LANG: "en_US.UTF-8", LC_MESSAGES: "ja_JP.UTF-8" }, japanese],
      [{ LANG: "ja_JP.UTF-8", LC_ALL: "C" }, english],
      [{ LANG: "ja_JP.UTF-8", LC_ALL: "" }, japanese],
      [{ LANG: "jam_JM" }, english],
    ];
    for (const [env, line] of cases) expect((await run(roll, {}, env)).out, JSON.stringify(env)).toBe(line);
    expect((await run([...roll, "--lang", "en"], {}, { LANG: "ja_JP.UTF-8" })).out).toBe(english);
  });

  it("an unknown or missing --lang is a usage error (exit 2) in the environment's language, nothing run", async () => {
    const unknown = await run(["roll", "K20", "--dice", "3,4", "--lang", "xx"]);
    expect(unknown).toEqual({
      code: 2,
      out: "",
      err: 'sw25: unknown language "xx" for --lang: use en or ja',
    });
    expect((await run(["roll", "K20", "--lang", "fr"], {}, { LANG: "ja_JP.UTF-8" })).err).toBe(
      "sw25: --lang の言語「fr」は使えません。en か ja を指定してください",
    );
    for (const argv of [
      ["roll", "K20", "--lang"],
      ["roll", "K20", "--lang="],
      ["--lang", "--json", "odds", "K20"],
    ]) {
      const r = await run(argv);
      expect(r, argv.join(" ")).toEqual({ code: 2, out: "", err: "sw25: --lang needs a value: en or ja" });
    }
  });

  it("--help of sw25 and of every command names --lang", async () => {
    for (const argv of [
      ["--help"],
      ["roll", "--help"],
      ["odds", "-h"],
      ["scenario", "--help"],
      ["import", "--help"],
      ["export", "--help"],
    ]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      expect(r.out, argv.join(" ")).toContain("--lang en|ja");
    }
  });

  it("[ROLL-06] --json is the same in both languages: results and the engine's English errors", async () => {
    for (const argv of [
      ["roll", "K20+5@9", "--dice", "6,6,3,4", "--json"],
      ["roll", "K101", "--json"],
      ["roll", "K20", "--dice", "3,x", "--json"],
      ["odds", "2D6+5>=10", "--json"],
      ["odds", "K200", "--json"],
    ]) {
      const en = await run(argv);
      expect(await run([...argv, ...ja]), argv.join(" ")).toEqual(en);
    }
    expect(JSON.parse((await run(["roll", "K101", "--json", ...ja])).out).error).toBe(
      "power 101 is over 100",
    );
  });
});

describe("the CLI's words are the system's", () => {
  const flat = (obj: unknown, prefix = "", out = new Map<string, string>()) => {
    if (obj && typeof obj === "object")
      for (const [k, v] of Object.entries(obj)) flat(v, prefix ? `${prefix}.${k}` : k, out);
    else out.set(prefix, String(obj));
    return out;
  };
  const read = (lang: string) => flat(JSON.parse(readFileSync(join(root, `lang/${lang}.json`), "utf8")));
  const en = read("en");
  const jaKeys = read("ja");

  it("every SW25.Cli key is in both lang files, and every key the CLI builds from parts exists", () => {
    const cli = (m: Map<string, string>) => [...m.keys()].filter((k) => k.startsWith("SW25.Cli."));
    expect(cli(en).length).toBeGreaterThan(40);
    expect(cli(jaKeys)).toEqual(cli(en));
    const built = [
      ...["Expected", "Critical", "AutomaticSuccess", "AutomaticFailure", "Success"].map(
        (w) => `SW25.Cli.Odds.${w}`,
      ),
      ...["NeedsValue", "TakesNoValue"].map((p) => `SW25.Cli.Args.${p}`),
      ...["attack", "cast", "stow", "pickUp", "handOver", "accessory", "skill", "other"].map(
        (k) => `SW25.Cli.Major.${k}`,
      ),
      ...["AutomaticFailure", "AutomaticSuccess", "SuperSuccess", "Success", "Failure", "Criticals"].map(
        (w) => `SW25.Dice.${w}`,
      ),
    ];
    for (const key of built) {
      expect(en.has(key), key).toBe(true);
      expect(jaKeys.has(key), key).toBe(true);
    }
    // Every literal key in src/cli exists in both files (or names a group of keys, as in a comment).
    const known = (m: Map<string, string>, key: string) =>
      m.has(key) || [...m.keys()].some((k) => k.startsWith(`${key}.`));
    for (const file of readdirSync(join(root, "src/cli"))) {
      const text = readFileSync(join(root, "src/cli", file), "utf8");
      for (const m of text.matchAll(/["'`](SW25(?:\.[A-Za-z0-9_-]+)+)["'`]/g)) {
        const key = m[1] as string;
        expect(known(en, key) && known(jaKeys, key), `${file}: ${key}`).toBe(true);
      }
    }
  });

  it("the scenario report names every battle event type (SW25.Combat.Event, else SW25.Cli.Event)", () => {
    const events = readFileSync(join(root, "src/rules/combat/events.ts"), "utf8");
    const types = new Set([...events.matchAll(/readonly type: "([a-zA-Z]+)"/g)].map((m) => m[1] as string));
    expect(types.size).toBeGreaterThan(20);
    for (const type of types) {
      const named = (m: Map<string, string>) =>
        m.has(`SW25.Combat.Event.${type}`) || m.has(`SW25.Cli.Event.${type}`);
      expect(named(en) && named(jaKeys), type).toBe(true);
    }
  });

  it("the Japanese odds words are the sheet's dice words (SW25.Dice)", () => {
    for (const [cli, dice] of [
      ["Expected", "Expected"],
      ["Critical", "Critical"],
      ["AutomaticSuccess", "AutomaticSuccess"],
      ["AutomaticFailure", "AutomaticFailure"],
      ["Success", "Success"],
    ] as const) {
      const word = jaKeys.get(`SW25.Dice.${dice}`) as string;
      expect(jaKeys.get(`SW25.Cli.Odds.${cli}`), cli).toBe(
        `${word} {${cli === "Expected" ? "value" : "chance"}}`,
      );
    }
    expect(jaKeys.get("SW25.Dice.Criticals")).toBe("{count}回転");
    expect(jaKeys.get("SW25.Dice.AutomaticSuccess")).toBe("自動成功");
  });
});

describe("sw25 import --lang ja: the notes the importer writes", () => {
  it("a monster's and a mount's weakness and parts lines are in the chosen language; the rest of --json is not", async () => {
    const notesOf = async (file: "monster" | "mount", lang: string[]) => {
      const r = await run(["import", "s.json", "--json", ...lang], { "s.json": fixtureText(file) });
      expect(r.code).toBe(0);
      return JSON.parse(r.out) as { actor: { system: { notes: string } } };
    };
    const jaMonster = await notesOf("monster", ja);
    expect(jaMonster.actor.system.notes).toMatch(/^<p>弱点：命中力\+1<\/p><p>部位：頭部／胴体／尾<\/p>/);
    expect(jaMonster.actor.system.notes).not.toMatch(/Weakness|Parts/);
    expect((await notesOf("mount", ja)).actor.system.notes).toMatch(/^<p>部位：胴体／頭部<\/p>/);
    const enMonster = await notesOf("monster", []);
    expect(enMonster.actor.system.notes).toMatch(/^<p>Weakness: 命中力\+1<\/p><p>Parts: 頭部／胴体／尾<\/p>/);
    // Only those visible lines differ between the languages.
    enMonster.actor.system.notes = jaMonster.actor.system.notes;
    expect(enMonster).toEqual(jaMonster);
  });
});

describe.skipIf(!hasRealSheets())("sw25 import --lang ja", () => {
  const sheet = (name: string) => ({ "s.json": readFileSync(realSheetPath(name), "utf8") });

  it("names the kind, item types and values as the sheet does; English keeps its ids", async () => {
    const files = sheet("constructed__cashbook-palette");
    const ja = await run(["import", "s.json", "--lang", "ja"], files);
    expect(ja.code).toBe(0);
    expect(ja.out.split("\n")).toEqual([
      "キャラクター「サング」：アイテム6個",
      "  種族：ハイマン",
      "  技能：アビスゲイザー",
      "  技能：セージ",
      "  戦闘特技：ターゲッティング",
      "  武器：アビスナイフ",
      "  鎧：ソフトレザー",
      "  HP 19、MP 28、生命抵抗力 4、精神抵抗力 6、先制力 -、魔物知識 4",
      "警告なし",
    ]);
    const en = await run(["import", "s.json"], files);
    expect(en.out.split("\n")).toEqual([
      'character "サング" with 6 item(s)',
      "  race: ハイマン",
      "  class: アビスゲイザー",
      "  class: セージ",
      "  feat: ターゲッティング",
      "  weapon: アビスナイフ",
      "  armor: ソフトレザー",
      "  HP 19, MP 28, Fortitude 4, Willpower 6, Initiative -, Monster Knowledge 4",
      "no warnings",
    ]);
    expect((await run(["import", "s.json", "--json", "--lang", "ja"], files)).out).toBe(
      (await run(["import", "s.json", "--json"], files)).out,
    );
  });

  it("warnings read SW25.Import.Warning.<code>; errors SW25.Error.<code>", async () => {
    const files = sheet("yutorize-2-d-jp__GpPuGN-stee");
    const warnings = (await run(["import", "s.json", "--lang", "ja"], files)).out
      .split("\n")
      .filter((l) => l.startsWith("警告："));
    // 魔法拡大／数 and ／確実化 now import as the feats that unlock their expansion; 魔法収束 stays text only.
    expect(warnings).toEqual([
      "警告：戦闘特技魔法収束（combatFeatsLv7）は説明文のみで読み込みました。ルールは自動では適用しません。",
    ]);
    const notSheet = await run(["import", "e.json", "--lang", "ja"], { "e.json": "{}" });
    expect(notSheet).toEqual({
      code: 1,
      out: "",
      err: "sw25 import: ゆとシート2のSW2.5シートではありません。",
    });
    const noActor = await run(["export", "e.json", "--lang", "ja"], { "e.json": "{}" });
    expect(noActor.code).toBe(1);
    expect(noActor.err).toBe("sw25 export: キャラクター・魔物・騎獣のアクターが入っていません。");
  });
});
