/**
 * What only a battle needs, loaded on demand (engine-loader.ts): the reducer, the move, ruler, circle and
 * target checks of the canvas, the battle-log card and the policy a player's event passes. The build puts
 * this module and everything only it reaches in a chunk of its own (dist/chunks/), so a world without a
 * combat never downloads it. Nothing here runs when it loads: it only re-exports. The Battle Board
 * (battle-tracker.ts) is a chunk of its own, loaded after this one when the board opens (register.ts); this
 * module never imports it, so the board may import the combat that loads the engine.
 */
export { step } from "../../../rules/combat/battle.js";
export { dryRun, mayRequest, playerEventProblem } from "../policy/event-policy.js";
export { ruleMessage } from "../policy/rule-text.js";
export { postBattleLog } from "./battle-chat.js";
export { checkMove, moveMessages } from "./move-check.js";
export { rulerMark } from "./ruler-view.js";
export { battleDrawing } from "./skirmish-drawing.js";
export { targetNotice, templateCoverage } from "./target-check.js";
