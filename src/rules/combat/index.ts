// Battle engine: the state value, the reducer and the Simplified Combat rules it uses.
export {
  type AfterCombat,
  type AftermathTime,
  afterCombat,
  aftermathMinutes,
  lootableMonsters,
} from "./aftermath.js";
export { type StepResult, step } from "./battle.js";
export type { AttackForm, BattleEvent, EffectArea, MajorAction, MinorAction, SpellSpec } from "./events.js";
export type { LogEntry, LogValue } from "./log.js";
export { checkModifier, evasionModifier } from "./modifiers.js";
export { countedMonsters, mountPartner } from "./mounts.js";
export { normalizeBattle } from "./normalize.js";
export { pickIndex, pickSome } from "./random-pick.js";
export { cleanupAfterCombat, waitingToAct } from "./round.js";
export {
  mismatches,
  parseScenario,
  runScenario,
  type Scenario,
  type ScenarioRun,
} from "./scenario-runner.js";
export { canFight, headcount } from "./sections.js";
export { affectedAreas } from "./simplified/area-effects.js";
export { AREAS, adjacentAreas, areaDistance, isSkirmish } from "./simplified/areas.js";
export { misfires } from "./simplified/misfire.js";
export { reachError } from "./simplified/range.js";
export type * from "./types.js";
