/**
 * A multi-part monster of the original `sw25` Foundry system is several actors, one per part (its manual:
 * "Multi-part monsters cannot be represented by a single token … prepare separate tokens for the main token
 * and other parts"; its monster keeps `part`, the number of parts, and `corepart`, the core part's name, as
 * text). `mergeMonsterParts` imports the part actors as one monster of ours with a section per part.
 * The parts here are built from the invented test/fixtures/foundry-sw25/monster.json.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MonsterDerived } from "../../../src/rules/character/monsters/monster.js";
import { mergeMonsterParts, partGroups } from "../../../src/rules/import/foundry-sw25/merge.js";

const dir = join(import.meta.dirname, "../../fixtures/foundry-sw25");
const text = (name: string) => readFileSync(join(dir, `${name}.json`), "utf8");
type Doc = Record<string, unknown> & { system: Record<string, unknown>; items: Record<string, unknown>[] };
const codes = (r: { warnings: readonly { code: string }[] }) => r.warnings.map((w) => w.code);

/** The head (the core part) and the body of an invented drake, as that system keeps them: two actors. */
function parts(): { head: Doc; body: Doc } {
  const head = JSON.parse(text("monster")) as Doc;
  head.name = "Cinder Drake（頭部）";
  Object.assign(head.system, { part: "2", corepart: "頭部" });
  const body = JSON.parse(text("monster")) as Doc;
  body.name = "Cinder Drake（胴体）";
  Object.assign(body.system, { part: "2", corepart: "頭部", hpbase: 40, ppbase: 5, mpbase: 0 });
  Object.assign(body.system.hp as Record<string, unknown>, { value: "" });
  Object.assign(body.system.mp as Record<string, unknown>, { value: "" });
  const weapons = body.items.find((i) => i.name === "武器など") as { system: Record<string, unknown> };
  Object.assign(weapons.system, { checkbasemod1: 4, checkbasemod2: 7, checkbasemod3: 3 });
  const breath = body.items.find((i) => i.name === "Ember Breath") as Record<string, unknown>;
  const sweep = structuredClone(breath) as { name: string; system: Record<string, unknown> };
  sweep.name = "Tail Sweep";
  Object.assign(sweep.system, { remark: "回避力／消滅", description: "" });
  body.items.push(sweep as unknown as Record<string, unknown>);
  return { head, body };
}
const files = (...docs: Doc[]) =>
  docs.map((d, i) => ({ file: `part${i + 1}.json`, text: JSON.stringify(d) }));

describe("the parts of one monster become one monster with a section per part", () => {
  const { head, body } = parts();
  const r = mergeMonsterParts(files(head, body));
  const system = r.actor?.system as Record<string, unknown>;

  it("[ROLL-04] a section per actor, named by the part in its name, the core part from corepart", () => {
    expect([r.ok, r.kind, r.error]).toEqual([true, "monster", null]);
    expect(r.actor?.name).toBe("Cinder Drake");
    // Head: 命中 6 (13), 打撃 2d+5, 回避 5 (12), HP 30 now 25, MP 10, Defense 3 (the fixture's numbers).
    // Body: 命中 4 (11), 打撃 2d+7, 回避 3 (10), HP 40 (hp.value "" = full), no MP (mpbase 0), Defense 5.
    expect(system.sections).toEqual([
      {
        name: "頭部",
        attackMethod: "武器など",
        accuracy: 6,
        damage: 5,
        evasion: 5,
        defense: 3,
        hp: { value: 25, max: 30 },
        mp: { value: 10, max: 10 },
        core: true,
      },
      {
        name: "胴体",
        attackMethod: "武器など",
        accuracy: 4,
        damage: 7,
        evasion: 3,
        defense: 5,
        hp: { value: 40, max: 40 },
        mp: { value: null, max: null },
        core: false,
      },
    ]);
    const d = r.derived as MonsterDerived;
    expect(d.sections.map((s) => [s.name, s.accuracy, s.evasion, s.damageFormula])).toEqual([
      ["頭部", { base: 6, fixed: 13 }, { base: 5, fixed: 12 }, "2d+5"],
      ["胴体", { base: 4, fixed: 11 }, { base: 3, fixed: 10 }, "2d+7"],
    ]);
  });

  it("a skill every part has applies to all; a part's own skill to its section", () => {
    expect((system.skills as { name: string; section: string }[]).map((s) => [s.name, s.section])).toEqual([
      ["Ember Breath", ""],
      ["Tail Sweep", "胴体"],
    ]);
  });

  it("the stat block is the first part's; the per-actor Parts warning is gone", () => {
    expect(system).toMatchObject({ level: 4, monsterType: "animal", reputation: 11, weakness: 14 });
    expect(codes(r)).toEqual([]);
    expect(r.actor?.flags).toEqual({
      swordworld25: { foundrySw25: { systemId: "sw25", systemVersion: "2.4.1" } },
    });
  });
});

describe("what the parts do not agree on, and the core part", () => {
  it("a stat the parts give differently keeps the first part's and says so", () => {
    const { head, body } = parts();
    body.system.monlevel = 5;
    const r = mergeMonsterParts(files(head, body));
    expect(r.actor?.system.level).toBe(4);
    expect(r.warnings.find((w) => w.code === "Foundry.PartsDiffer")?.params).toEqual({
      field: "level",
      values: "4 / 5",
    });
  });

  it("a corepart that names no part: no core section, and a warning; none typed: no core, no warning", () => {
    const { head, body } = parts();
    head.system.corepart = "尻尾";
    const r = mergeMonsterParts(files(head, body));
    expect((r.actor?.system.sections as { core: boolean }[] | undefined)?.map((s) => s.core)).toEqual([
      false,
      false,
    ]);
    expect(r.warnings.find((w) => w.code === "Foundry.CorePartUnknown")?.params).toEqual({ value: "尻尾" });
    const plain = parts();
    plain.head.system.corepart = "";
    plain.body.system.corepart = "";
    expect(codes(mergeMonsterParts(files(plain.head, plain.body)))).toEqual([]);
  });

  it("actors without a part in their name are named by the whole name; equal names are told apart", () => {
    const { head, body } = parts();
    head.name = "Drake";
    body.name = "Drake";
    head.system.corepart = "";
    const r = mergeMonsterParts(files(head, body));
    expect(r.actor?.name).toBe("Drake");
    expect((r.actor?.system.sections as { name: string }[] | undefined)?.map((s) => s.name)).toEqual([
      "Drake",
      "Drake 2",
    ]);
  });
});

describe("effects of the parts", () => {
  it("an effect every part carries is kept once; a part's own one too", () => {
    const { head, body } = parts();
    const hardened = {
      name: "Hardened",
      changes: [{ key: "system.effect.vitres", mode: 2, value: "2" }],
      duration: {},
    };
    head.effects = [hardened];
    body.effects = [hardened, { ...hardened, name: "Scaled" }];
    const r = mergeMonsterParts(files(head, body));
    expect(r.actor?.effects?.map((e) => [e.name, e.changes[0]?.key])).toEqual([
      ["Hardened", "system.fortitude"],
      ["Scaled", "system.fortitude"],
    ]);
  });
});

describe("bad input: nothing is merged, and the file is named", () => {
  it("a file that does not import fails the merge with its error and its name", () => {
    const { head } = parts();
    const r = mergeMonsterParts([...files(head), { file: "broken.json", text: "not json" }]);
    expect([r.ok, r.actor]).toEqual([false, null]);
    expect(r.error).toMatchObject({ code: "NotJson", params: { file: "broken.json" } });
  });

  it("a character, a ytsheet2 sheet or a monster with several sections is not a part", () => {
    const { head } = parts();
    const character = { file: "kiri.json", text: text("character") };
    const ru = { file: "ru.json", text: text("monster-sections-ru") };
    const ytsheet = {
      file: "yt.json",
      text: readFileSync(join(import.meta.dirname, "../../fixtures/ytsheet2/monster.json"), "utf8"),
    };
    for (const other of [character, ru, ytsheet]) {
      const r = mergeMonsterParts([...files(head), other]);
      expect([r.ok, r.error?.code, r.error?.params?.file]).toEqual([
        false,
        "Foundry.MergeNotPart",
        other.file,
      ]);
    }
  });

  it("fewer than two files is no merge", () => {
    const r = mergeMonsterParts(files(parts().head));
    expect([r.ok, r.error?.code]).toEqual([false, "Foundry.MergeTooFew"]);
  });
});

describe("which picked files are the parts of one monster (the import dialog asks before merging them)", () => {
  it("sw25-system monsters saying 2 or more parts, grouped by the name before the part", () => {
    const { head, body } = parts();
    const other = parts();
    other.head.name = "Ash Wyrm（頭部）";
    other.body.name = "Ash Wyrm（翼）";
    const single = JSON.parse(text("monster")) as Doc; // part "" : a monster of one part
    const picked = [
      ...files(head, other.head, body, other.body, single),
      { file: "kiri.json", text: text("character") },
      { file: "broken.json", text: "{" },
    ];
    expect(partGroups(picked).map((g) => g.map((f) => f.file))).toEqual([
      ["part1.json", "part3.json"],
      ["part2.json", "part4.json"],
    ]);
  });

  it("one part alone, or parts of another system, make no group", () => {
    const { head, body } = parts();
    expect(partGroups(files(head))).toEqual([]);
    const stats = body._stats as Record<string, unknown>;
    stats.systemId = "dnd5e";
    expect(partGroups(files(head, body))).toEqual([]);
  });
});
