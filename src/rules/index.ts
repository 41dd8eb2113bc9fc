// The Sword World 2.5 rules engine: pure functions, dice injected, no Foundry.
export { POWER_TABLE } from "./dice/power-table-data.js";
