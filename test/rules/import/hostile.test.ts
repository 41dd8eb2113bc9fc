/**
 * Careless and hostile ytsheet2 files: wrong JSON types, infinite numbers, built-in property names, files that
 * are not what they claim. Each is read as ytsheet2 writes it and warned about once, or refused with one error.
 */

import { describe, expect, it } from "vitest";
import { exportYtsheet2, importYtsheet2, importYtsheetObject } from "../../../src/rules/import/index.js";
import { decodeSheetText, escapeHtml, htmlLines, sheetLines } from "../../../src/rules/import/sheet.js";
import { fc } from "../../fc.js";
import { fixture, variant } from "./fixtures.js";

type Obj = Record<string, unknown>;
const codes = (warnings: readonly { code: string }[]) => warnings.map((w) => w.code);

describe("values of a type ytsheet2 does not write", () => {
  it("a number and true where ytsheet2 writes text are read as text and warned about once, naming both", () => {
    const sheet = { ...fixture("character"), characterName: 42, language1Talk: true, hpAdd: 2 };
    const r = importYtsheetObject(sheet);
    expect(r.ok).toBe(true);
    expect(r.actor?.name).toBe("42");
    expect((((r.actor?.system ?? {}) as Obj).bonuses as Obj).hp).toBe(2);
    const odd = r.warnings.filter((w) => w.code === "UnexpectedType");
    expect(odd).toHaveLength(1);
    expect(odd[0]?.params).toMatchObject({ count: 3 });
    expect(String(odd[0]?.params?.fields)).toContain("characterName");
    expect(String(odd[0]?.params?.fields)).toContain("language1Talk");
  });

  it("the same field read twice is still one warning", () => {
    // sttBaseA is read by the importer and again by the comparison.
    const r = importYtsheetObject({ ...fixture("character"), sttBaseA: 7 });
    expect(r.warnings.filter((w) => w.code === "UnexpectedType")).toHaveLength(1);
    expect(r.warnings.find((w) => w.code === "UnexpectedType")?.params?.count).toBe(1);
  });

  it("a check box with text other than 1 is read as checked, as ytsheet2 reads it, and warned about once", () => {
    const r = importYtsheet2(variant("character", { language2Read: "yes", language1Talk: "on" }));
    const languages = ((r.actor?.system ?? {}) as Obj).languages as Obj[];
    expect(languages.map((l) => l.read)).toEqual([true, true]);
    const odd = r.warnings.filter((w) => w.code === "UnexpectedCheckBox");
    expect(odd).toHaveLength(1);
    expect(odd[0]?.params?.count).toBe(2);
  });

  it("the samples as ytsheet2 writes them (all text) raise no type warning", () => {
    for (const kind of ["character", "monster", "mount"] as const)
      expect(codes(importYtsheet2(JSON.stringify(fixture(kind))).warnings)).not.toContain("UnexpectedType");
  });
});

describe("numbers that would become Infinity are refused, and nothing is created", () => {
  const digits = "9".repeat(400);
  it.each([
    ["a cashbook amount", { cashbook: `treasure ::+${digits}` }, "cashbook"],
    [
      "an honour item's points",
      { honorItemsNum: "1", honorItem1: "Medal", honorItem1Pt: digits },
      "honorItem1Pt",
    ],
    ["a session's experience", { history1Exp: digits }, "history1Exp"],
    ["a session's money", { history1Money: `+${digits}` }, "history1Money"],
    ["a session's honour", { history1Honor: digits }, "history1Honor"],
  ])("%s", (_label, change, field) => {
    const r = importYtsheet2(variant("character", change));
    expect(r).toMatchObject({ ok: false, actor: null, error: { code: "ImpossibleValue" } });
    expect(r.error?.params?.field).toBe(field);
  });

  it("an amount just inside the bound is read", () => {
    const r = importYtsheet2(variant("character", { cashbook: "treasure ::+1000000000" }));
    expect(r.ok).toBe(true);
  });
});

describe("names of built-in object properties", () => {
  it("fields named __proto__, constructor or toString are not imported, and break nothing", () => {
    const text = JSON.stringify(fixture("character")).replace(
      /^\{/,
      '{"__proto__":"x","constructor":"y","toString":"z","hasOwnProperty":"1",',
    );
    const r = importYtsheet2(text);
    expect(r.ok).toBe(true);
    expect(r.warnings.filter((w) => w.code === "UnmappedField").map((w) => w.params?.field)).toEqual([
      "__proto__",
      "constructor",
      "toString",
      "hasOwnProperty",
    ]);
  });

  it("a field the sheet does not hold is never taken from Object.prototype", () => {
    // An object whose prototype claims to be a monster sheet: only its own fields count.
    const sheet = Object.assign(
      Object.create({ type: "m", monsterName: "Inherited" }) as Obj,
      fixture("character"),
    );
    const r = importYtsheetObject(sheet);
    expect(r.kind).toBe("character");
    expect(r.actor?.name).toBe("Rinka Thornwell");
  });

  it("a usage or category named after a built-in property is an unknown word, not a crash", () => {
    const r = importYtsheet2(
      variant("character", { weapon1Usage: "1Hconstructor", weapon1Category: "__proto__", taxa: "toString" }),
    );
    expect(r.ok).toBe(true);
    expect(codes(r.warnings)).toEqual(expect.arrayContaining(["UnknownUsage", "UnknownWeaponCategory"]));
  });

  it("unitExceptStatus with a __proto__ key is accepted like any other", () => {
    const text = JSON.stringify({ ...fixture("monster"), unitExceptStatus: { HP: 1 } }).replace(
      '"unitExceptStatus":{',
      '"unitExceptStatus":{"__proto__":{"x":1},',
    );
    expect(importYtsheet2(text).ok).toBe(true);
  });
});

describe("a file that is not what it claims", () => {
  it("ytsheet2's item sheet is one clear error", () => {
    const r = importYtsheet2(JSON.stringify({ result: "OK", type: "i", itemName: "Sword" }));
    expect(r).toMatchObject({ ok: false, error: { code: "ItemSheetNotActor", params: { value: "i" } } });
  });

  it("a sheet that says it is a monster (type m) but holds no monster is refused", () => {
    const r = importYtsheet2(JSON.stringify({ result: "OK", type: "m", ver: "1.26" }));
    expect(r).toMatchObject({ ok: false, actor: null, error: { code: "NotYtsheet2" } });
  });

  it("an object where text belongs is still refused (only unitStatus and unitExceptStatus hold objects)", () => {
    const r = importYtsheetObject({ ...fixture("monster"), status1Style: { a: 1 } });
    expect(r).toMatchObject({
      ok: false,
      error: { code: "ImpossibleValue", params: { field: "status1Style" } },
    });
  });
});

describe("[ROLL-08] a typed Fencer C value is not lowered twice", () => {
  const fencer = {
    lvFig: "",
    lvFen: "3",
    weaponNum: "1",
    weapon1Name: "Rapier",
    weapon1Category: "ソード",
    weapon1Usage: "1H",
    weapon1Reqd: "8",
    weapon1Rate: "8",
    weapon1Crit: "9",
    weapon1Class: "フェンサー",
    weapon1Acc: "0",
    weapon1Dmg: "0",
    weapon2Name: undefined,
    weapon1AccTotal: undefined,
    weapon1DmgTotal: undefined,
  };

  it("the typed 9 is the C value our rules give, and the report says why", () => {
    const r = importYtsheet2(variant("character", fencer));
    expect(r.ok).toBe(true);
    const weapon = r.actor?.items.find((i) => i.type === "weapon");
    expect(weapon?.system.criticalValue).toBe(10);
    const derived = r.derived as unknown as { weapons: { classId: string; criticalValue: number }[] };
    expect(derived.weapons[0]).toMatchObject({ classId: "fencer", criticalValue: 9 });
    expect(r.warnings.filter((w) => w.code === "FencerCriticalTyped")).toHaveLength(1);
  });

  it("the export writes the typed value back", () => {
    const r = importYtsheet2(variant("character", fencer));
    const out = exportYtsheet2(r.actor as NonNullable<typeof r.actor>) as Record<string, string>;
    expect(out.weapon1Crit).toBe("9");
  });
});

describe("the export reads an actor file as user data too", () => {
  it("a timing, intelligence or weapon category named after a built-in property writes no function text", () => {
    const monster = importYtsheet2(JSON.stringify(fixture("monster"))).actor as NonNullable<
      ReturnType<typeof importYtsheet2>["actor"]
    >;
    const system = monster.system as Obj;
    const hostile = {
      ...monster,
      system: {
        ...system,
        intelligence: "constructor",
        monsterType: "toString",
        skills: [{ name: "Bite", section: "", timing: "__proto__", value: null, resistedBy: "", effect: "" }],
      },
    };
    const out = exportYtsheet2(hostile) as Record<string, string>;
    expect(out.intellect).toBe("");
    expect(out.taxa).toBe("");
    expect(out.skills).toContain("○Bite");
    expect(JSON.stringify(out)).not.toContain("function");
  });
});

describe("[issue 40 item 9] a long note is written in one pass", () => {
  it("htmlLines is escapeHtml per line joined by <br>, on any text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "&", "<", ">", '"', "\r", "\n", "\r\n", "あ", " ") }),
        (text) => {
          expect(htmlLines(text)).toBe(sheetLines(text).map(escapeHtml).join("<br>"));
        },
      ),
      { numRuns: 2000 },
    );
    expect(htmlLines('a<b>\r\n&"x"\ry\n')).toBe("a&lt;b&gt;<br>&amp;&quot;x&quot;<br>y<br>");
  });

  it("decodeSheetText reads ytsheet2's text as one pass left to right would, on any text", () => {
    // The one pass (the reader before it became native replacements): the oracle.
    const onePass = (text: string) =>
      text.replace(
        /&lt;br\s*\/?&gt;|<br\s*\/?>|&(amp|lt|gt|quot|#39|#91|#93);/gi,
        (whole, entity?: string) => {
          if (entity === undefined) return "\n";
          const decoded: Record<string, string> = {
            amp: "&",
            lt: "<",
            gt: ">",
            quot: '"',
            "#39": "'",
            "#91": "[",
            "#93": "]",
          };
          return decoded[entity.toLowerCase()] ?? whole;
        },
      );
    const unit = fc.constantFrom(
      ..."& ; < > / x \n あ br BR Br amp AMP lt LT gt GT quot #39 #91 #93 &lt; &gt; &amp; &lt;br&gt; <br>".split(
        " ",
      ),
      " ",
      "&lt;br /&gt;",
      "&LT;BR&GT;",
      "<br/>",
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(decodeSheetText(text)).toBe(onePass(text));
      }),
      { numRuns: 3000 },
    );
    expect(decodeSheetText("a&amp;lt;br&amp;gt;b&lt;br&gt;c&LT;d&#91;e&#93;&quot;&#39;<br />f")).toBe(
      "a&lt;br&gt;b\nc<d[e]\"'\nf",
    );
  });
});
