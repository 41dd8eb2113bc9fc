/**
 * The canvas's checks (move-check.ts, ruler-view.ts, skirmish-drawing.ts, target-check.ts) as the canvas
 * hooks (move-judging.ts, token-ruler.ts, skirmish-layer.ts, targeting-areas.ts) call them, taken from the battle engine once it is loaded (engine-loader.ts). The hooks that call them are
 * synchronous and cannot wait: before the engine is there each answers as with no battle (a free move, no
 * mark, nothing drawn, no notice) and starts the download, which the world's combat normally started long
 * before (at `ready`, or when the combat was created).
 */
import type { BattleEngine } from "./engine-loader.js";
import { loadedBattleEngine, startLoadingBattleEngine } from "./engine-loader.js";

function engineOrLoad(): BattleEngine | null {
  const engine = loadedBattleEngine();
  if (!engine) void startLoadingBattleEngine();
  return engine;
}

export const checkMove: BattleEngine["checkMove"] = (request) =>
  engineOrLoad()?.checkMove(request) ?? { kind: "free" };

export const moveMessages: BattleEngine["moveMessages"] = (verdict, t) =>
  loadedBattleEngine()?.moveMessages(verdict, t) ?? [];

export const rulerMark: BattleEngine["rulerMark"] = (...args) => engineOrLoad()?.rulerMark(...args) ?? null;

export const battleDrawing: BattleEngine["battleDrawing"] = (state, grid) =>
  state === null
    ? { skirmishes: [], marks: [] }
    : (engineOrLoad()?.battleDrawing(state, grid) ?? { skirmishes: [], marks: [] });

export const targetNotice: BattleEngine["targetNotice"] = (...args) =>
  engineOrLoad()?.targetNotice(...args) ?? null;

export const templateCoverage: BattleEngine["templateCoverage"] = (...args) =>
  engineOrLoad()?.templateCoverage(...args) ?? null;
