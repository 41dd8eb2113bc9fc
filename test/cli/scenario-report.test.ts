/**
 * `sw25 scenario FILE` without --json: a report a person reads, in English and Japanese, exact for fixed
 * dice; `--json` unchanged and the same in both languages.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli as run } from "./run-cli.js";

/** Simplified Combat: a refused move, a move up, a wing struck down. */
const WING = JSON.stringify({
  name: "a drake loses a wing",
  initial: {
    phase: "ready",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    combatants: [
      { id: "ann", name: "Ann", side: "pc", hp: 10, area: "pcRear" },
      { id: "ben", name: "Ben", side: "pc", hp: 12, area: "frontline" },
      {
        id: "drake",
        name: "Drake",
        side: "enemy",
        area: "frontline",
        sections: [
          { name: "head", hp: 10 },
          { name: "wing", hp: 5 },
        ],
      },
    ],
  },
  events: [
    { event: { type: "startRound" } },
    { event: { type: "startTurn", actorId: "ann" } },
    { event: { type: "move", actorId: "ann", mode: "normal", to: "enemyRear" }, expectErrors: ["SIMP-07"] },
    { event: { type: "move", actorId: "ann", mode: "normal", to: "frontline" } },
    {
      event: {
        type: "major",
        actorId: "ann",
        action: { kind: "attack", form: "melee", targetId: "drake", section: 1, damage: 5 },
      },
    },
    { event: { type: "endTurn", actorId: "ann" } },
  ],
  expect: { state: { combatants: { drake: { sections: [{ hp: 10 }, { hp: 0 }] } } } },
});

/** Standard Combat: a 3-4-5 step (5 m, a Normal Move), then a melee attack 16 m away the file wrongly expects legal. */
const STEP = JSON.stringify({
  name: "a step into the open",
  initial: {
    method: "standard",
    phase: "ready",
    round: 1,
    initiative: { winner: "pc", ambush: false, partyResult: 10, monsterValue: 9 },
    combatants: [
      { id: "a", name: "Ann", side: "pc", hp: 10, agility: 10, position: { x: 0, y: 0 } },
      { id: "o", name: "Orc", side: "enemy", hp: 12, agility: 8, position: { x: 20, y: 0 } },
    ],
  },
  events: [
    { event: { type: "startRound" } },
    { event: { type: "startTurn", actorId: "a" } },
    { event: { type: "moveTo", actorId: "a", path: [{ x: 3, y: 4 }] } },
    {
      event: {
        type: "major",
        actorId: "a",
        action: { kind: "attack", form: "melee", targetId: "o", damage: 3 },
      },
    },
  ],
});

const files = { "wing.json": WING, "step.json": STEP };

describe("sw25 scenario: the readable report", () => {
  it("[SIMP-07][SECT-04] English: each event, accepted or refused and why, who moved, the end, a summary", async () => {
    const r = await run(["scenario", "wing.json"], files);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(r.out.split("\n")).toEqual([
      "Scenario: a drake loses a wing",
      "Simplified Combat, round 1. At the start:",
      "  Ann (Party): Allies' Rearguard, HP 10/10",
      "  Ben (Party): Frontline, HP 12/12",
      "  Drake (Enemies): Frontline, HP head 10/10, wing 5/5",
      "#0 start of round",
      "   accepted",
      "     Round 2 begins; Party act first.",
      "#1 start of turn (Ann)",
      "   accepted",
      "     Ann's turn.",
      "#2 movement (Ann): Normal Move → Enemies' Rearguard",
      "   refused, as expected: Simplified Combat: Rearguard to Rearguard needs a Full Move. [SIMP-07]",
      "   refused, as expected: Simplified Combat: The Frontline holds enemies: no Full Move across it. [SIMP-07]",
      "#3 movement (Ann): Normal Move → Frontline",
      "   accepted",
      "     Ann: Normal Move, Allies' Rearguard → Frontline.",
      "   Positions: Ann Allies' Rearguard → Frontline",
      "#4 major action (Ann): melee → Drake (wing)",
      "   accepted",
      "     Ann attacks Drake (melee).",
      "     Drake takes 5 damage (HP 0).",
      "     Drake falls.",
      "#5 end of turn (Ann)",
      "   accepted",
      "     Ann ends the turn (Normal Move).",
      "Final state: Round in progress, round 2.",
      "  Ann (Party): Frontline, HP 10/10",
      "  Ben (Party): Frontline, HP 12/12",
      "  Drake (Enemies): Frontline, HP head 10/10, wing 0/5 Down",
      "6 events: 5 accepted, 1 refused (1 of them as expected).",
      "Expectations: all met.",
    ]);
  });

  it("[SIMP-07][SECT-04] Japanese: the same report in the system's words (簡易戦闘, 前線エリア, 通常移動, 気絶)", async () => {
    const r = await run(["scenario", "wing.json", "--lang", "ja"], files);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toEqual([
      "シナリオ：a drake loses a wing",
      "簡易戦闘、ラウンド1。開始時：",
      "  Ann（PC側）：自軍後方エリア、HP 10/10",
      "  Ben（PC側）：前線エリア、HP 12/12",
      "  Drake（敵側）：前線エリア、HP head 10/10、wing 5/5",
      "#0 ラウンド開始",
      "   適用",
      "     第2ラウンド開始。PC側から行動。",
      "#1 手番開始（Ann）",
      "   適用",
      "     Annの手番。",
      "#2 移動（Ann）：通常移動 → 敵軍後方エリア",
      "   却下（想定どおり）：簡易戦闘：後方エリアから反対側の後方エリアへは全力移動が必要です。 [SIMP-07]",
      "   却下（想定どおり）：簡易戦闘：前線エリアに敵がいるため、全力移動で通り抜けられません。 [SIMP-07]",
      "#3 移動（Ann）：通常移動 → 前線エリア",
      "   適用",
      "     Ann：通常移動、自軍後方エリア→前線エリア。",
      "   位置：Ann 自軍後方エリア → 前線エリア",
      "#4 主動作（Ann）：近接攻撃 → Drake (wing)",
      "   適用",
      "     AnnがDrakeを攻撃（近接攻撃）。",
      "     Drakeに5点のダメージ（HP 0）。",
      "     Drakeは倒れた。",
      "#5 手番終了（Ann）",
      "   適用",
      "     Annの手番終了（通常移動）。",
      "最終状態：ラウンド進行中、ラウンド2。",
      "  Ann（PC側）：前線エリア、HP 10/10",
      "  Ben（PC側）：前線エリア、HP 12/12",
      "  Drake（敵側）：前線エリア、HP head 10/10、wing 0/5 気絶",
      "イベント6件：適用5件、却下1件（うち想定どおり1件）。",
      "想定：すべて満たしました。",
    ]);
  });

  it("[INIT-02] Japanese: a Monster Knowledge line reads 知名度：はい、弱点：いいえ (full-width, no ASCII : or /)", async () => {
    const knowledge = JSON.stringify({
      name: "a goblin looked up",
      initial: {
        phase: "setup",
        combatants: [
          { id: "ann", name: "Ann", side: "pc", hp: 10, area: "pcRear", monsterKnowledge: 3 },
          { id: "gob", name: "Gob", side: "enemy", hp: 12, area: "frontline", reputation: 9, weakness: 14 },
        ],
      },
      events: [{ event: { type: "monsterKnowledge", actorId: "ann", monsterId: "gob" }, dice: [3, 4] }],
    });
    const ja = await run(["scenario", "k.json", "--lang", "ja"], { "k.json": knowledge });
    expect(ja.code).toBe(0);
    const line = ja.out.split("\n").find((l) => l.includes("魔物知識判定："));
    expect(line?.trim()).toBe("魔物知識判定：Ann→Gob：10。知名度：はい、弱点：いいえ。");
  });

  it("[STD-01][STD-02][MOVE-01] Standard Combat: points and metres moved; an unexpected refusal fails the run (exit 1)", async () => {
    const en = await run(["scenario", "step.json"], files);
    expect(en.code).toBe(1);
    expect(en.out.split("\n")).toEqual([
      "Scenario: a step into the open",
      "Standard Combat, round 1. At the start:",
      "  Ann (Party): (0, 0), HP 10/10",
      "  Orc (Enemies): (20, 0), HP 12/12",
      "#0 start of round",
      "   accepted",
      "     Round 2 begins; Party act first.",
      "#1 start of turn (Ann)",
      "   accepted",
      "     Ann's turn.",
      "#2 movement to a point (Ann): (3, 4)",
      "   accepted",
      "     Ann moves 5 m (Normal Move) to (3, 4); 5 m left.",
      "   Positions: Ann (0, 0) → (3, 4), 5 m",
      "#3 major action (Ann): melee → Orc",
      "   refused: Standard Combat: Melee attacks and Range: Touch need the same coordinates. [STD-02]",
      "Final state: Round in progress, round 2.",
      "  Ann (Party): (3, 4), HP 10/10",
      "  Orc (Enemies): (20, 0), HP 12/12",
      "4 events: 3 accepted, 1 refused (0 of them as expected).",
      "Expectations not met (1):",
      "  events[3] major: expected errors [], got [STD-02: melee and Range: Touch need the same coordinates]",
    ]);
    const ja = await run(["scenario", "step.json", "--lang", "ja"], files);
    expect(ja.code).toBe(1);
    const lines = ja.out.split("\n");
    expect(lines.slice(10, 16)).toEqual([
      "#2 地点への移動（Ann）：(3, 4)",
      "   適用",
      "     Annは通常移動で5m進み(3, 4)へ。残り5m。",
      "   位置：Ann (0, 0) → (3, 4)、5m",
      "#3 主動作（Ann）：近接攻撃 → Orc",
      "   却下：基本戦闘：近接攻撃と射程「接触」には同じ座標が必要です。 [STD-02]",
    ]);
    expect(lines.slice(-3)).toEqual([
      "イベント4件：適用3件、却下1件（うち想定どおり0件）。",
      "満たされなかった想定（1件）：",
      "  events[3] major: expected errors [], got [STD-02: melee and Range: Touch need the same coordinates]",
    ]);
  });

  it("[STD-06][STD-10] a Standard battle lists its skirmishes: centre, radius, who is in melee, who stands apart", async () => {
    const path = join(import.meta.dirname, "../scenarios/standard-seed-example-a-survives.json");
    const scenario = { "a.json": readFileSync(path, "utf8") };
    const en = (await run(["scenario", "a.json"], scenario)).out.split("\n");
    expect(en).toContain("  Skirmish 1 at (0, 0), radius 3 m. In melee: a, p2, e1, e2, e3.");
    expect(en).toContain(
      "  Skirmish 1 at (0, 0), radius 4 m. In melee: a, p2, e1, e2, e3, c. Independent: b.",
    );
    const ja = (await run(["scenario", "a.json", "--lang", "ja"], scenario)).out.split("\n");
    expect(ja).toContain("  乱戦1（0, 0）半径4m。乱戦中：a、p2、e1、e2、e3、c。独立：b。");
  });

  it("[FLOW-01] every scenario of test/scenarios reads whole in both languages: no key, placeholder or undefined", async () => {
    const dir = join(import.meta.dirname, "../scenarios");
    const names = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(names.length).toBeGreaterThan(30);
    for (const file of names) {
      const text = { "s.json": readFileSync(join(dir, file), "utf8") };
      for (const lang of ["en", "ja"]) {
        const r = await run(["scenario", "s.json", "--lang", lang], text);
        expect(r.code, `${file} ${lang}`).toBe(0);
        const wrong = r.out.split("\n").filter((l) => /SW25\.|\{[A-Za-z]+\}|undefined|NaN|\[object/.test(l));
        expect(wrong, `${file} ${lang}`).toEqual([]);
        expect(r.out.split("\n").at(-1)).toBe(
          lang === "en" ? "Expectations: all met." : "想定：すべて満たしました。",
        );
      }
    }
    // A spell cast as a minor action logs no area and no affected list: its own sentence, which names neither.
    const minor = { "s.json": readFileSync(join(dir, "minor-actions-and-whole-turns.json"), "utf8") };
    const out = (await run(["scenario", "s.json"], minor)).out;
    expect(out).toContain("     Vera casts Light.\n");
    expect(out).not.toContain("Light at");
  });

  it("[STD-17][MOVE-07] a block: the blockers named, both movers' points and straight metres (√8 reads 2.8 m)", async () => {
    const path = join(import.meta.dirname, "../scenarios/standard-block-outside-combat.json");
    const lines = (await run(["scenario", "s.json"], { "s.json": readFileSync(path, "utf8") })).out.split(
      "\n",
    );
    const at = lines.indexOf("#4 block (run): guard");
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at, at + 4)).toEqual([
      "#4 block (run): guard",
      "   accepted",
      "     run is blocked by guard and stops at (4, 0) after 4 m.",
      "   Positions: run (20, 0) → (4, 0), 16 m; guard (6, 2) → (4, 0), 2.8 m",
    ]);
  });

  it("[FLOW-01] --json is exactly the runner's JSON, the same in both languages", async () => {
    for (const file of ["wing.json", "step.json"]) {
      const en = await run(["scenario", file, "--json"], files);
      const ja = await run(["scenario", file, "--json", "--lang", "ja"], files);
      expect(ja).toEqual(en);
      expect(Object.keys(JSON.parse(en.out))).toEqual([
        "name",
        "steps",
        "afterCombatLog",
        "final",
        "failures",
      ]);
    }
  });

  it("[FLOW-01] file problems in Japanese: unreadable, malformed (with the field), exit 1; usage exit 2", async () => {
    const missing = await run(["scenario", "nope.json", "--lang", "ja"], files);
    expect(missing).toEqual({
      code: 1,
      out: "",
      err: "sw25 scenario: nope.json を読めません：ENOENT nope.json",
    });
    const bad = await run(["scenario", "bad.json", "--lang", "ja"], {
      "bad.json": '{"initial": {}, "events": 3}',
    });
    expect(bad).toEqual({
      code: 1,
      out: "",
      err: 'sw25 scenario: bad.json: シナリオファイルの形式が正しくありません。（"events" must be an array）',
    });
    const sideless = await run(["scenario", "s.json", "--lang", "ja"], {
      "s.json": '{"initial": {"combatants": [{"id": "a"}]}, "events": []}',
    });
    expect(sideless.code).toBe(1);
    expect(sideless.err).toBe(
      'sw25 scenario: s.json: 戦闘データの形式が正しくありません。（a: side must be "pc" or "enemy"）',
    );
    // English keeps the engine's sentence, as before.
    expect((await run(["scenario", "bad.json"], { "bad.json": '{"initial": {}, "events": 3}' })).err).toBe(
      'sw25 scenario: bad.json: "events" must be an array',
    );
    expect((await run(["scenario", "--lang", "ja"])).code).toBe(2);
  });
});
