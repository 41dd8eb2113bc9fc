// Battle engine: the state value, the reducer and the Simplified Combat rules it uses.

export { type StepResult, step } from "./battle.js";
export type { AttackForm, BattleEvent, EffectArea, MajorAction, MinorAction, SpellSpec } from "./events.js";
export type { LogEntry, LogValue } from "./log.js";
export { normalizeBattle } from "./normalize.js";
export { pickIndex, pickSome } from "./random-pick.js";
export {
  mismatches,
  parseScenario,
  runScenario,
  type Scenario,
  type ScenarioRun,
} from "./scenario-runner.js";
export { countedMonsters, mountPartner } from "./sections-and-mounts/mounts.js";
export { canFight, headcount } from "./sections-and-mounts/sections.js";
export { affectedAreas } from "./simplified/area-effects.js";
export { AREAS, adjacentAreas, areaDistance, isSkirmish } from "./simplified/areas.js";
export { misfires } from "./simplified/misfire.js";
export { reachError } from "./simplified/range.js";
export {
  type AfterCombat,
  type AftermathTime,
  afterCombat,
  aftermathMinutes,
  lootableMonsters,
} from "./turn/aftermath.js";
export { checkModifier, evasionModifier } from "./turn/modifiers.js";
export { cleanupAfterCombat, waitingToAct } from "./turn/round.js";
export type * from "./types.js";
