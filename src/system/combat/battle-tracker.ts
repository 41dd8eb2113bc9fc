/**
 * The battle board: sides in acting order, the three areas of Simplified Combat with their combatants,
 * and the buttons of the open turn. Each button carries a battle event; the combat sends it.
 */
import type { BattleEvent } from "../../rules/combat/events.js";
import type { Area } from "../../rules/combat/types.js";
import { emptyArsenal } from "./arsenal.js";
import { localize, type SW25Combat } from "./combat.js";
import type { SW25Combatant } from "./combatant.js";
import { trackerView } from "./tracker-view.js";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

export const TRACKER_TEMPLATE = "systems/swordworld25/templates/combat/tracker.hbs";

function activeCombat(): SW25Combat | null {
  return (game.combat as SW25Combat | null | undefined) ?? null;
}

function parseEvent(raw: string | undefined): BattleEvent | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as BattleEvent;
  } catch {
    return null;
  }
}

async function onBattleEvent(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const event = parseEvent(target.dataset.event);
  if (event) await activeCombat()?.sendEvent(event);
}

async function onSetupBattle(): Promise<void> {
  await activeCombat()?.setupBattle();
}

async function onMethod(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const method = target.dataset.method;
  if (method === "simplified" || method === "standard") await activeCombat()?.update({ system: { method } });
}

export class BattleTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "sw25-battle-tracker",
    classes: ["swordworld25", "sw25-battle"],
    window: { title: "SW25.Combat.Tracker.Title", resizable: true },
    position: { width: 720, height: 560 },
    actions: { battleEvent: onBattleEvent, setupBattle: onSetupBattle, method: onMethod },
  };

  static override PARTS = { main: { template: TRACKER_TEMPLATE } };

  protected override async _prepareContext(): Promise<Record<string, unknown>> {
    const combat = activeCombat();
    const user = game.user;
    if (!combat || !user) return { noCombat: true, label: localize("SW25.Combat.Tracker.NoCombat") };
    return {
      ...trackerView({
        state: combat.battle,
        chosenMethod: combat.chosenMethod,
        user: combat.requester(user),
        t: localize,
        arsenal: (id) =>
          (combat.combatants.get(id) as SW25Combatant | undefined)?.battleArsenal() ?? emptyArsenal,
        identity: combat.identityLookup(),
      }),
      method: combat.chosenMethod,
    };
  }

  /** Drag a chip onto an area during placement (SIMP-03): the same `place` event the buttons send. */
  protected override async _onRender(context: Record<string, unknown>, options: never): Promise<void> {
    await super._onRender(context, options);
    const root = this.element;
    for (const chip of root.querySelectorAll<HTMLElement>("[data-combatant-id][draggable='true']")) {
      chip.addEventListener("dragstart", (ev) =>
        ev.dataTransfer?.setData("text/plain", chip.dataset.combatantId ?? ""),
      );
    }
    for (const zone of root.querySelectorAll<HTMLElement>("[data-area]")) {
      zone.addEventListener("dragover", (ev) => ev.preventDefault());
      zone.addEventListener("drop", (ev) => {
        ev.preventDefault();
        const combatantId = ev.dataTransfer?.getData("text/plain");
        const area = zone.dataset.area as Area | undefined;
        if (combatantId && area) void activeCombat()?.sendEvent({ type: "place", combatantId, area });
      });
    }
  }
}
