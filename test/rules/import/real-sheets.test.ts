/**
 * ytsheet2 sheets as ytsheet2 itself writes them: the public sheets in ../shared/data/ytsheet2-real/ beside the
 * repository (read from there, never copied into the repository; see its README; without that folder the
 * tests that read them skip, test/shared-folder.ts). Each was saved and exported by an unmodified
 * ytsheet2, so its storage habits (`&lt;br&gt;`, `unitExceptStatus`, computed fields) and totals are ytsheet2's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportYtsheet2, importYtsheet2, importYtsheetObject } from "../../../src/rules/import/index.js";
import { hasRealSheets, realSheetPath } from "../../shared-folder.js";
import { fixture, variant } from "./fixtures.js";

type Obj = Record<string, unknown>;

const realText = (name: string) => readFileSync(realSheetPath(name), "utf8");
/** A describe whose tests read the real sheets: skipped (and said) without them. */
const describeReal = describe.skipIf(!hasRealSheets());

function real(name: string) {
  const result = importYtsheet2(realText(name));
  if (!result.ok || !result.actor) throw new Error(`import of ${name} failed: ${result.error?.message}`);
  return { ...result, actor: result.actor, system: result.actor.system as Obj };
}

const codes = (warnings: readonly { code: string }[]) => warnings.map((w) => w.code);
const unmapped = (warnings: readonly { code: string; params?: Obj }[]) =>
  warnings.filter((w) => w.code === "UnmappedField").map((w) => w.params?.field);

const CHARACTERS = [
  "yutorize-2-d-jp__2HQt31-reiya",
  "yutorize-2-d-jp__jxL1TP-drizea",
  "ruromin-sakura-ne-jp__n64Td7-imosorcerer",
  "yutorize-2-d-jp__csA4He-nightmare-shooter",
  "yutorize-2-d-jp__GpPuGN-stee",
  "constructed__cashbook-palette",
];
const MONSTERS = [
  "yutorize-2-d-jp__GXfQ0d-banjima",
  "yutorize-2-d-jp__hBPwK5-goblinshaman",
  "yutorize-2-d-jp__K9RloT-koko",
  "yutorize-work__9U9UZ4-doublehead-shark",
];

describeReal("every shared real sheet imports", () => {
  it.each([...CHARACTERS, ...MONSTERS])("%s", (name) => {
    const r = importYtsheet2(realText(name));
    expect(r.error).toBeNull();
    expect(r.ok).toBe(true);
  });

  it.each(CHARACTERS)(
    "%s: ytsheet2's own computed and site fields raise no 'not imported' warning",
    (name) => {
      // mode, pack*, mastery*, magicPower*, raceAbility*, defTotal*, defenseNum, words, mysticArts*, honorRank,
      // evasionClass1: each is ytsheet2's arithmetic, a site field, or now read.
      expect(unmapped(real(name).warnings)).toEqual([]);
    },
  );

  it.each(MONSTERS)("%s: no 'not imported' or unreadable warning", (name) => {
    const w = real(name).warnings;
    expect(unmapped(w)).toEqual([]);
    expect(codes(w)).not.toContain("UnreadableMovement");
  });
});

describeReal("a monster with two parts (unitExceptStatus, styles without an attack method)", () => {
  // Read inside each test: a refused file fails the tests, not the collection.
  const shark = () => real("yutorize-work__9U9UZ4-doublehead-shark");

  it("has both parts, named as ytsheet2 names them (A, B for a part written twice)", () => {
    const r = shark();
    const sections = r.system.sections as Obj[];
    expect(sections.map((s) => [s.name, s.attackMethod, s.accuracy, s.damage, s.evasion, s.defense])).toEqual(
      [
        ["顎A", "", 7, 10, 4, 5],
        ["顎B", "", 7, 10, 4, 5],
      ],
    );
    expect(sections.map((s) => [s.hp, s.mp, s.core])).toEqual([
      [{ value: 45, max: 45 }, { value: 8, max: 8 }, false],
      [{ value: 45, max: 45 }, { value: 8, max: 8 }, false],
    ]);
    // coreParts "なし" says there is no core part: nothing to warn about.
    expect(codes(r.warnings)).not.toContain("CoreSectionMissing");
  });

  it("splits the unique skills on the decoded line breaks, under the ●全身 heading (all sections)", () => {
    const r = shark();
    const skills = r.system.skills as Obj[];
    expect(skills.map((s) => [s.name, s.section, s.timing])).toEqual([
      ["機械の身体", "", "passive"],
      ["水中特化", "", "passive"],
      ["さめはだ/必中", "", "passive"],
    ]);
    expect(skills[1]?.effect).toBe(
      "水中での行動にペナルティ修正を受けません。\n逆に、地上では全ての行動に-2のペナルティ修正を受けます",
    );
  });

  it("keeps the ground speed and the swimming speed of 8(蠕動)/25(水中)", () => {
    const r = shark();
    expect(r.system.movement).toEqual({ ground: 8, special: 25, specialKind: "swimming", note: "蠕動" });
  });

  it("reads loot rolls written with ~ and their prices", () => {
    const r = shark();
    expect((r.system.loot as Obj[]).map((l) => [l.roll, l.price])).toEqual([
      ["always", 20],
      ["2-5", 100],
      ["6-9", 300],
      ["10+", 900],
    ]);
  });

  it("the notes show the description's text, not HTML escapes", () => {
    const r = shark();
    expect(r.system.notes).not.toContain("&amp;lt;");
    expect(r.system.notes).toContain("メカメカしくてダブルヘッドなサメです。");
  });
});

describeReal("monster texts and numbers as ytsheet2 writes them", () => {
  it("a loot price with a thousands separator: 銀の塊(3,600G/金S) is 3600", () => {
    const loot = real("yutorize-2-d-jp__GXfQ0d-banjima").system.loot as Obj[];
    expect(loot.map((l) => l.price)).toEqual([0, 0, 3600, 10800]);
  });

  it("skills without timing marks split into paragraphs: names unindented, effects indented, & decoded", () => {
    const skills = real("yutorize-2-d-jp__GXfQ0d-banjima").system.skills as Obj[];
    expect(skills.map((s) => [s.name, s.value, s.resistedBy])).toEqual([
      ["怒り", null, ""],
      ["捨て身攻撃Ⅲ", null, ""],
      ["2回攻撃&双撃", null, ""],
      ["吹き飛ばし", 22, "回避力/消滅"],
    ]);
    expect(String(skills[0]?.effect)).toMatch(/^残りHPによって打撃点が変動します。/);
    expect(String(skills[3]?.effect)).toMatch(/^自身と同じ乱戦エリアに/);
  });

  it("a block without indented lines is one skill: its first line the name, the rest its effect", () => {
    const skills = real("yutorize-2-d-jp__hBPwK5-goblinshaman").system.skills as Obj[];
    expect(skills.map((s) => [s.name, s.effect])).toEqual([
      ["妖精魔法5レベル/魔力8(15)", "使用する属性は、「土」「炎」「風」「闇」です。"],
      ["神聖魔法2レベル/魔力5(12)", ""],
      ["魔法適正", "戦闘特技≪魔法拡大/数≫を習得しています。"],
    ]);
  });

  it("[常] [主] marks start skills (the first mark gives the timing)", () => {
    const skills = real("yutorize-2-d-jp__K9RloT-koko").system.skills as Obj[];
    expect(skills.map((s) => [s.name, s.timing])).toEqual([
      ["森羅魔法 4レベル/魔力7(14)", "major"],
      ["魔法適正", "passive"],
      ["剣の加護/運命変転", "passive"],
    ]);
    expect(skills[2]?.effect).toBe(
      "行為判定や打撃点決定で2dを振った時、直後にその出目をひっくり返します。\nこの能力は1日に1回だけ使えます。",
    );
  });

  it("movement 11/- and 20/- keep the ground speed and have no other", () => {
    expect(real("yutorize-2-d-jp__hBPwK5-goblinshaman").system.movement).toEqual({
      ground: 11,
      special: null,
      specialKind: "none",
      note: "",
    });
    expect((real("yutorize-2-d-jp__K9RloT-koko").system.movement as Obj).ground).toBe(20);
  });

  it("a sheet without a weakness value keeps it unknown (null), not 15", () => {
    expect(real("yutorize-2-d-jp__K9RloT-koko").system.weakness).toBeNull();
    expect(real("yutorize-2-d-jp__GXfQ0d-banjima").system.weakness).toBe(22);
  });

  it("a style without brackets is the attack method of the only section", () => {
    const [section] = real("yutorize-2-d-jp__hBPwK5-goblinshaman").system.sections as Obj[];
    expect([section?.name, section?.attackMethod]).toEqual(["", "武器"]);
  });
});

describeReal("character texts as ytsheet2 writes them", () => {
  const c = {
    get system() {
      return real("constructed__cashbook-palette").system;
    },
  };

  it("a 3-line cashbook is three ledger rows with their amounts", () => {
    const ledger = (c.system.records as Obj).ledger as Obj[];
    expect(ledger.map((e) => [e.item, e.amount])).toEqual([
      ["魔香草×2", -200],
      ["悪魔の血×5", -500],
      ["報酬", 1000],
    ]);
  });

  it("a 2-line chat palette is two entries, handed over unchanged otherwise", () => {
    expect(c.system.palette).toEqual([
      { formula: "2d6+4", name: "魔物知識" },
      { formula: "2d6+7", name: "奈落魔法行使" },
    ]);
  });

  it("the catchphrase (words), secret arts and the class that gives evasion are read", () => {
    const r = real("yutorize-2-d-jp__2HQt31-reiya");
    const yt = ((r.actor.flags as Obj).swordworld25 as Obj).ytsheet2 as Obj;
    expect((yt.identity as Obj).words).toBe("竜とは力と恐怖によって世を統べるもの。恐れおののき跪くがいい!");
    expect(r.system.notes).toContain("竜とは力と恐怖によって世を統べるもの。");
    expect(yt.evasionClass).toBe("battleDancer");
    const ytField = (i: { flags?: Obj }) =>
      String(
        (((i.flags?.swordworld25 as Obj | undefined)?.ytsheet2 as Obj | undefined)?.field as string) ?? "",
      );
    const arts = r.actor.items.filter((i) => ytField(i).startsWith("mysticArts"));
    expect(arts.map((i) => [i.type, i.name, i.system.effect])).toEqual([
      ["feat", "転がしテイルスイング", "none"],
    ]);
  });

  it("honour spent on a rank is spent, not earned: honor −50 with honorRank 50 is 0 earned, 50 on the rank", () => {
    const honor = real("yutorize-2-d-jp__GpPuGN-stee").system.honor as Obj;
    expect(honor.points).toBe(0);
    expect(honor.items).toEqual([{ name: "冒険者ランク：レイピア", points: 50 }]);
  });

  it("a race outside our tables gets no invented dice; the report says so when the sheet has no race values", () => {
    const r = real("ruromin-sakura-ne-jp__n64Td7-imosorcerer");
    const race = r.actor.items.find((i) => i.type === "race");
    expect(Object.values(race?.system.dice as Obj).every((d) => d === "")).toBe(true);
    expect(race?.system.abilities).toBe("［暗視］［狐変化］［狐火］");
    // The sheet's race values are final: the missing dice matter only to a character still to be rolled.
    expect(codes(r.warnings)).not.toContain("RaceDiceUnknown");
    const unrolled = JSON.parse(realText("ruromin-sakura-ne-jp__n64Td7-imosorcerer")) as Obj;
    for (const letter of "ABCDEF") delete unrolled[`sttBase${letter}`];
    expect(
      codes(importYtsheet2(JSON.stringify(unrolled)).warnings).filter((c) => c === "RaceDiceUnknown"),
    ).toEqual(["RaceDiceUnknown"]);
    // The abilities stay the sheet's.
    expect((r.system.abilities as Obj).dexterity).toMatchObject({
      race: Number(JSON.parse(realText("ruromin-sakura-ne-jp__n64Td7-imosorcerer")).sttBaseA),
    });
  });

  it("every total that differs from ytsheet2's is one warning naming the rule we apply", () => {
    for (const name of CHARACTERS)
      for (const w of real(name).warnings.filter((x) => x.code === "TotalMismatch")) {
        expect(typeof w.params?.rule).toBe("string");
        expect(String(w.params?.rule).length).toBeGreaterThan(10);
      }
  });
});

describe("ytsheet2's storage habits on invented sheets (no public sheet shows them)", () => {
  it("a three-part monster written as two rows, one with ×2, gets three sections", () => {
    const r = importYtsheet2(
      variant("monster", {
        statusNum: "2",
        partsNum: "3",
        parts: "頭部／胴体×2",
        coreParts: "頭部",
        status1Style: "牙(頭部)",
        status2Style: "体当たり(胴体)×2",
        status2Accuracy: "9",
        status2AccuracyFix: "16",
        status2Damage: "2d+6",
        status2Evasion: "8",
        status2EvasionFix: "15",
        status2Defense: "6",
        status2Hp: "40",
        status2Mp: "-",
      }),
    );
    expect(r.error).toBeNull();
    const sections = ((r.actor?.system ?? {}) as Obj).sections as Obj[];
    expect(sections.map((s) => [s.name, s.attackMethod, s.accuracy, s.core])).toEqual([
      ["頭部", "牙", expect.any(Number), true],
      ["胴体A", "体当たり", 9, false],
      ["胴体B", "体当たり", 9, false],
    ]);
    // The ×2 row's fixed values are compared once, not once per section.
    expect(r.warnings.filter((w) => String(w.params?.field).startsWith("status2"))).toEqual([]);
  });

  it("a mount of two parts with unitExceptStatus keeps every level row", () => {
    const sheet = { ...fixture("mount"), unitExceptStatus: { HP: 1, MP: 1, 防護: 1 } };
    const r = importYtsheetObject(sheet);
    expect(r.error).toBeNull();
    const levels = ((r.actor?.system ?? {}) as Obj).levels as { level: number; sections: Obj[] }[];
    expect(levels.map((l) => [l.level, l.sections.map((s) => [s.name, s.hpMax])])).toEqual([
      [
        3,
        [
          ["胴体", 28],
          ["頭部", 20],
        ],
      ],
      [
        4,
        [
          ["胴体", 33],
          ["頭部", 25],
        ],
      ],
      [
        5,
        [
          ["胴体", 38],
          ["頭部", 30],
        ],
      ],
    ]);
    expect(unmapped(r.warnings)).toEqual([]);
  });

  it("free notes decode once: a line break, & and a written &lt; stay what the player typed", () => {
    const r = importYtsheet2(variant("character", { freeNote: "a&lt;br&gt;b &amp;lt; &amp; &quot;q&quot;" }));
    // The player typed: a⏎b &lt; & "q" — shown as HTML, so escaped once again.
    expect(r.actor?.system.notes).toContain("<p>a<br>b &amp;lt; &amp; &quot;q&quot;</p>");
  });

  it("palette and cashbook lines keep ytsheet2's escaped quotes and ampersands as typed", () => {
    const r = importYtsheet2(
      variant("character", {
        chatPalette: "2d6+3 &quot;見識&quot;&lt;br&gt;2d6 A&amp;B",
        cashbook: "剣&amp;盾 ::-100",
      }),
    );
    expect(((r.actor?.system ?? {}) as Obj).palette).toEqual([
      { formula: "2d6+3", name: '"見識"' },
      { formula: "2d6", name: "A&B" },
    ]);
    expect(
      ((((r.actor?.system ?? {}) as Obj).records as Obj).ledger as Obj[]).map((e) => [e.item, e.amount]),
    ).toEqual([["剣&盾", -100]]);
  });
});

describeReal("our export writes line breaks as ytsheet2 does", () => {
  it.each([...CHARACTERS, ...MONSTERS])(
    "%s: no field holds a raw line break (ytsheet2 writes <br>)",
    (name) => {
      const out = exportYtsheet2(real(name).actor);
      const raw = Object.entries(out).filter(([, v]) => typeof v === "string" && /[\r\n]/.test(v));
      expect(raw.map(([k]) => k)).toEqual([]);
    },
  );

  it("[36-line] a two-line 台詞 (words) is two lines in ytsheet2 (joined by <br>), and imports back alike", () => {
    const sheet = JSON.parse(realText("yutorize-2-d-jp__2HQt31-reiya")) as Obj;
    const first = importYtsheetObject({ ...sheet, words: "竜とは力と恐怖。&lt;br&gt;跪くがいい!" });
    expect(first.actor?.system.notes).toBe("<p>竜とは力と恐怖。<br>跪くがいい!</p>");
    const out = exportYtsheet2(first.actor as NonNullable<typeof first.actor>);
    expect(out.words).toBe("竜とは力と恐怖。<br>跪くがいい!");
    expect(importYtsheet2(JSON.stringify(out)).actor?.system.notes).toBe(first.actor?.system.notes);
  });

  it("the kept 所持品 text of three lines is three lines in ytsheet2 (joined by <br>), and imports back alike", () => {
    const first = real("constructed__cashbook-palette");
    const out = exportYtsheet2(first.actor);
    expect(out.items).toBe("<現在所持><br>悪魔の血×6<br>魔香草×2");
    expect(importYtsheet2(JSON.stringify(out)).actor?.system.notes).toBe(first.system.notes);
  });
});

describeReal("the real sheets survive our export and import again", () => {
  it.each([...CHARACTERS, ...MONSTERS])("%s", (name) => {
    const first = real(name);
    const sheet = exportYtsheet2(first.actor);
    const again = importYtsheet2(JSON.stringify(sheet));
    expect(again.error).toBeNull();
    expect(again.actor).toEqual(first.actor);
  });

  it("honour spent on the rank is written back as ytsheet2 keeps it: rank and honor, no honour item", () => {
    const out = exportYtsheet2(real("yutorize-2-d-jp__GpPuGN-stee").actor) as Record<string, string>;
    expect([out.rank, out.honor, out.honorItemsNum]).toEqual(["レイピア", "-50", "0"]);
  });

  it("secret arts are written back with their cost", () => {
    const out = exportYtsheet2(real("yutorize-2-d-jp__2HQt31-reiya").actor) as Record<string, string>;
    expect([out.mysticArtsNum, out.mysticArts1, out.mysticArts1Pt]).toEqual([
      "1",
      "転がしテイルスイング",
      "0",
    ]);
  });
});

/**
 * ytsheet2's multi-line fields: the text areas of its edit forms, whose line breaks it stores as `&lt;br&gt;`
 * (yutorize/ytsheet2 _core/lib/sw2/edit-chara.pl and edit-mons.pl, "改行処理", commit 28d36952). Each gets two
 * lines as ytsheet2 stores them; the value a line takes in our actor is named for the check below.
 */
const LINE_FIELDS: Readonly<Record<"character" | "monster", Readonly<Record<string, string>>>> = {
  character: {
    words: "前の行&lt;br&gt;後の行",
    items: "前の行&lt;br&gt;後の行",
    freeNote: "前の行&lt;br&gt;後の行",
    freeHistory: "前の行&lt;br&gt;後の行",
    cashbook: "前の行 ::-10&lt;br&gt;後の行 ::-20",
    chatPalette: "2d6+1 前の行&lt;br&gt;2d6+2 後の行",
  },
  // A monster's chat palette is not imported (ours has none): it is not checked here.
  monster: {
    description: "前の行&lt;br&gt;後の行",
    skills: "[常]前の行&lt;br&gt;後の行",
  },
};

/** Every string of an imported actor outside its flags (kept for the export as ytsheet2 wrote them). */
function shownStrings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value))
    value.forEach((v, i) => {
      shownStrings(v, `${path}[${i}]`, out);
    });
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) if (k !== "flags") shownStrings(v, `${path}.${k}`, out);
  return out;
}

/** HTML fields (notes, descriptions): a raw line break there shows as a space, joining two lines. */
const isHtml = (path: string) => /\.(notes|description)$/.test(path);

/** The lines a reader sees: HTML split at <br> and paragraphs, plain text at line breaks. */
function shownLines(path: string, text: string): string[] {
  return isHtml(path) ? text.split(/<br\s*\/?>|<\/?p>/) : text.split("\n");
}

/** What is wrong with the line breaks of an imported actor: escapes left as text, or two lines made one. */
function lineProblems(actor: unknown): string[] {
  const problems: string[] = [];
  for (const [path, text] of shownStrings(actor, "actor")) {
    if (/&lt;br|&amp;lt;br|\\[nr]/i.test(text)) problems.push(`${path}: a line break left as text`);
    if (!isHtml(path) && /<br/i.test(text)) problems.push(`${path}: <br> in plain text`);
    if (isHtml(path) && /[\r\n]/.test(text))
      problems.push(`${path}: a raw line break in HTML (shown as a space)`);
    if (shownLines(path, text).some((line) => line.includes("前の行") && line.includes("後の行")))
      problems.push(`${path}: two lines shown as one`);
  }
  return problems;
}

describeReal("[36-line] line breaks of the real sheets, as ytsheet2 stores them", () => {
  it.each(MONSTERS)("%s: a typed chat palette is named in a warning, not dropped in silence", (name) => {
    const sheet = JSON.parse(realText(name)) as Obj;
    const result = importYtsheetObject({ ...sheet, chatPalette: "2d6+1 前の行&lt;br&gt;2d6+2 後の行" });
    expect(unmapped(result.warnings)).toEqual(["chatPalette"]);
    expect(unmapped(importYtsheetObject(sheet).warnings)).toEqual([]);
  });

  it.each([...CHARACTERS, ...MONSTERS])("%s: no line break survives as text, no two lines merge", (name) => {
    expect(lineProblems(real(name).actor)).toEqual([]);
  });

  it.each([...CHARACTERS, ...MONSTERS])(
    "%s: each of ytsheet2's multi-line fields, given two lines, keeps them two",
    (name) => {
      const sheet = JSON.parse(realText(name)) as Obj;
      const fields = LINE_FIELDS[sheet.type === "m" ? "monster" : "character"];
      for (const [field, twoLines] of Object.entries(fields)) {
        const result = importYtsheetObject({ ...sheet, [field]: twoLines });
        expect(result.ok, field).toBe(true);
        const shown = shownStrings(result.actor, "actor").filter(([, t]) => /前の行|後の行/.test(t));
        // Both lines are shown somewhere (nothing dropped), and nowhere as one line or as escapes.
        expect(
          shown.some(([, t]) => t.includes("前の行")),
          field,
        ).toBe(true);
        expect(
          shown.some(([, t]) => t.includes("後の行")),
          field,
        ).toBe(true);
        expect(lineProblems(result.actor), field).toEqual([]);
      }
    },
  );
});
