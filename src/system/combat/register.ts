/** Combat wiring, called by the lead in `init`. */

import { onRelayRequest } from "../relay/relay.js";
import { relayBattleEvent, SW25Combat } from "./battle/combat.js";
import { CombatData } from "./battle/combat-data.js";
import { registerCombatSettings } from "./battle/combat-settings.js";
import { SW25Combatant } from "./battle/combatant.js";
import { CombatantData } from "./battle/combatant-data.js";
import { registerCanvas } from "./canvas/canvas-hooks.js";
import { registerTerrainConfig } from "./canvas/terrain-config.js";
import { loadBattleEngine, startLoadingBattleEngine } from "./engine/engine-loader.js";
import type { BattleTracker } from "./tracker/battle-tracker.js";
import { SW25CombatTracker } from "./tracker/core-tracker.js";

const PARTIALS = [
  "systems/swordworld25/templates/combat/button.hbs",
  "systems/swordworld25/templates/combat/chip.hbs",
];

let tracker: BattleTracker | null = null;

/**
 * Opens the Battle Board (also from an action HUD, src/system/integrations/token-action-hud.ts), loading the
 * battle engine first if it is not yet (a failed download is logged and told; the next click tries again).
 * The board's module (an application class: loaded only when the board opens) is loaded from here, after the
 * engine, never by the engine: so the board may import the combat that loads the engine.
 */
export function openTracker(): void {
  loadBattleEngine()
    .then(() => import("./tracker/battle-tracker.js"))
    .then(
      ({ BattleTracker }) => {
        tracker ??= new BattleTracker();
        void tracker.render({ force: true });
      },
      (error: unknown) => {
        console.error(error);
        ui.notifications?.error(game.i18n?.localize("SW25.Relay.Failed") ?? "");
      },
    );
}

function refreshTracker(): void {
  if (tracker?.rendered) void tracker.render();
}

/** One GM writes: the active one. */
function isWritingGM(): boolean {
  return !!game.user?.isGM && game.users?.activeGM?.id === game.user.id;
}

/** The actors hold HP at the table: any change reaches every battle they fight in. */
function onActorUpdate(actor: Actor.Implementation): void {
  if (!isWritingGM()) return;
  for (const combat of game.combats ?? []) void (combat as SW25Combat).syncActor(actor);
}

/** SECT-04 / DMG-09: a status ("unconscious") is an effect on the actor; its coming and going syncs too. */
function onEffectChange(effect: ActiveEffect.Implementation): void {
  const actor = effect.parent;
  if (actor instanceof Actor) onActorUpdate(actor as Actor.Implementation);
}

function onCombatantCreate(combatant: Combatant.Implementation): void {
  if (!isWritingGM()) return;
  const combat = combatant.parent as SW25Combat | null;
  void combat?.joinBattle(combatant as SW25Combatant);
}

/** A combatant deleted from Foundry's tracker must not stay in the battle as a ghost. */
function onCombatantDelete(combatant: Combatant.Implementation): void {
  if (!isWritingGM()) return;
  const combat = combatant.parent as SW25Combat | null;
  if (combatant.id) void combat?.leaveBattle(combatant.id);
}

/** Adds the "battle board" button to Foundry's combat sidebar. */
function addTrackerButton(_app: unknown, html: HTMLElement): void {
  if (html.querySelector(".sw25-open-battle")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "sw25-open-battle";
  button.textContent = game.i18n?.localize("SW25.Combat.Tracker.Open") ?? "";
  button.addEventListener("click", openTracker);
  (html.querySelector(".combat-tracker-header") ?? html).append(button);
}

/**
 * The battle engine is loaded before a battle can need it: at `ready` when the world has a combat (every
 * battle is fought in one), and on every client when a combat is created or changed. The hooks return the
 * loading promise for whoever waits on them (Foundry ignores it).
 */
function registerEngineLoading(): void {
  Hooks.once("ready", () => {
    if ((game.combats?.size ?? 0) > 0) return startLoadingBattleEngine();
    return undefined;
  });
  Hooks.on("createCombat", () => startLoadingBattleEngine());
  Hooks.on("updateCombat", () => startLoadingBattleEngine());
}

export function registerCombat(): void {
  CONFIG.Combat.documentClass = SW25Combat;
  CONFIG.Combatant.documentClass = SW25Combatant;
  CONFIG.ui.combat = SW25CombatTracker;
  // The core "base" sub-type: registered here only, since v13 reserves the name in a manifest's documentTypes.
  CONFIG.Combat.dataModels = { base: CombatData };
  CONFIG.Combatant.dataModels = { base: CombatantData };
  registerCombatSettings();
  registerEngineLoading();
  registerCanvas();
  registerTerrainConfig();
  void foundry.applications.handlebars.loadTemplates(PARTIALS);
  onRelayRequest("battleEvent", relayBattleEvent);
  Hooks.on("renderCombatTracker", addTrackerButton);
  Hooks.on("updateCombat", refreshTracker);
  Hooks.on("deleteCombat", refreshTracker);
  Hooks.on("createCombat", refreshTracker);
  Hooks.on("combatStart", refreshTracker);
  Hooks.on("updateActor", onActorUpdate);
  Hooks.on("createActiveEffect", onEffectChange);
  Hooks.on("deleteActiveEffect", onEffectChange);
  Hooks.on("createCombatant", onCombatantCreate);
  Hooks.on("deleteCombatant", onCombatantDelete);
}
