/**
 * The battle board: sides in acting order, the three areas of Simplified Combat with their combatants,
 * and the buttons of the open turn. Each button carries a battle event; the combat sends it.
 */
import type { BattleEvent } from "../../../rules/combat/events.js";
import { castMpCost } from "../../../rules/combat/turn/stone-cast.js";
import type { Area } from "../../../rules/combat/types.js";
import { useTechnique } from "../../techniques/use-technique.js";
import { localize, type SW25Combat } from "../battle/combat.js";
import type { SW25Combatant } from "../battle/combatant.js";
import { emptyArsenal } from "../policy/arsenal.js";
import { sendCast } from "./board-casts.js";
import { askFall, askFlight, askForcedMove, askPlace, askSkill } from "./board-prompts.js";
import { sendShot } from "./board-shots.js";
import { sendWindWings } from "./board-wind-wings.js";
import { trackerView } from "./view.js";

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
  const combat = activeCombat();
  if (!event || !combat) return;
  // A spell's MP may be paid with the caster's stones too, chosen in the stone dialog (board-casts.ts).
  if (castMpCost(event) !== null) {
    const caster = "actorId" in event ? combat.combatants.get(event.actorId)?.actor : null;
    await sendCast((e, stones) => combat.sendEvent(e, stones), event, caster as never);
    return;
  }
  // An attack button names its weapon: a bow, crossbow or gun spends its ammunition (board-shots.ts).
  const weapon = target.dataset.weapon ?? "";
  const actorId = weapon && "actorId" in event ? event.actorId : "";
  const actor = actorId ? combat.combatants.get(actorId)?.actor : null;
  await sendShot((e) => combat.sendEvent(e), event, actor as never, weapon);
}

/** A class technique of the acting combatant: its action, cost, card and effects (use-technique.ts). */
async function onUseTechnique(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const event = parseEvent(target.dataset.event);
  const combatantId = event && "actorId" in event ? event.actorId : "";
  const actor = activeCombat()?.combatants.get(combatantId)?.actor;
  const item = actor?.items.get(target.dataset.technique ?? "");
  if (actor && item) await useTechnique(actor, item);
}

/** The Lildraken's Wind Wings: the take-off spends the day's use once sent (board-wind-wings.ts). */
async function onWindWings(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const event = parseEvent(target.dataset.event);
  const combat = activeCombat();
  if (event?.type !== "windWings" || !combat) return;
  const actor = combat.combatants.get(event.combatantId)?.actor;
  await sendWindWings((e) => combat.sendEvent(e), event, actor as never);
}

/** ENV-04 (GM): fly, or change altitude, from a small prompt. */
async function onEnvFly(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const { combatantId, name, altitude } = target.dataset;
  if (!combatantId) return;
  const event = await askFlight(combatantId, name ?? "", Number(altitude) || 0);
  if (event) await activeCombat()?.sendEvent(event);
}

/** ENV-01..04 (GM): a fall, its cause among those the reducer accepts now (the view's dry run). */
async function onEnvFall(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const { combatantId, name, altitude, causes } = target.dataset;
  if (!combatantId) return;
  let offered: { value: string; label: string }[] = [];
  try {
    offered = JSON.parse(causes ?? "[]") as { value: string; label: string }[];
  } catch {
    offered = [];
  }
  const event = await askFall(combatantId, name ?? "", Number(altitude) || 0, offered);
  if (event) await activeCombat()?.sendEvent(event);
}

/** MOUNT-06: a commanded mount's unique skill, named in a prompt; the button's event carries the rest. */
async function onSkillPrompt(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const base = parseEvent(target.dataset.event);
  const mount = target.closest<HTMLElement>(".sw25-turn-commanded")?.dataset.mount ?? "";
  const event = base ? await askSkill(base, mount) : null;
  if (event) await activeCombat()?.sendEvent(event);
}

/**
 * MOUNT-08 / SIMP-09 (GM, Standard): a forced move. The button's event (plain or overridden) gets the point
 * and the pair's choice from a dialog; the combat sends it like any board event, so the reducer decides, a
 * refusal is warned about with nothing changed, and the tokens follow the new state (placeTokens).
 */
async function onForcedMove(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const base = parseEvent(target.dataset.event);
  if (!base) return;
  const { name, x, y, partner } = target.dataset;
  const event = await askForcedMove(base, {
    name: name ?? "",
    x: Number(x) || 0,
    y: Number(y) || 0,
    partner: partner ?? "",
  });
  if (event) await activeCombat()?.sendEvent(event);
}

/**
 * STD-04 (GM, Standard): a combatant without a point is given one. The dialog's point goes into the button's
 * `place` event; the combat sends it like any board event, so the reducer decides, a refusal is warned about
 * with nothing changed, and its token (if it has one on the battle's scene) follows the new state (placeTokens).
 */
async function onPlaceCombatant(_event: PointerEvent, target: HTMLElement): Promise<void> {
  const base = parseEvent(target.dataset.event);
  if (!base) return;
  const { name, x, y, partner } = target.dataset;
  const event = await askPlace(base, { name: name ?? "", x: x ?? "", y: y ?? "", partner: partner ?? "" });
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
    actions: {
      battleEvent: onBattleEvent,
      useTechnique: onUseTechnique,
      windWings: onWindWings,
      setupBattle: onSetupBattle,
      method: onMethod,
      envFly: onEnvFly,
      envFall: onEnvFall,
      skillPrompt: onSkillPrompt,
      forcedMove: onForcedMove,
      placeCombatant: onPlaceCombatant,
    },
  };

  static override PARTS = { main: { template: TRACKER_TEMPLATE } };

  /** Whether the GM keeps the water and air panel open across re-renders. */
  #envOpen = false;

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
      envOpen: this.#envOpen,
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
    // A combatant's own water (ENV-05): each option carries its event, sent when chosen.
    for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-battle-select]")) {
      select.addEventListener("change", () => {
        const event = parseEvent(select.selectedOptions[0]?.dataset.event);
        if (event) void activeCombat()?.sendEvent(event);
      });
    }
    const panel = root.querySelector<HTMLDetailsElement>("details.sw25-env");
    panel?.addEventListener("toggle", () => {
      this.#envOpen = panel.open;
    });
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
