// Renders the actor sheets the way the sheet classes assemble them (parts, tabs, edit/play context), from plain
// prepared actors, for the browser tests.

import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import {
  CHARACTER_TABS,
  characterView,
} from "../../src/system/applications/view/character/character-view.js";
import { raceAbilityViews } from "../../src/system/applications/view/character/race-abilities-view.js";
import { techniqueSheetView } from "../../src/system/applications/view/character/technique-view.js";
import { characterEdit } from "../../src/system/applications/view/edit/character-edit.js";
import { creationOpen } from "../../src/system/applications/view/edit/creation-updates.js";
import {
  monsterEdit,
  mountEdit,
  type RiderOption,
} from "../../src/system/applications/view/edit/monster-edit.js";
import {
  effectRows,
  plainEffects,
  suppressedByItem,
} from "../../src/system/applications/view/effects-view.js";
import { monsterView, mountView } from "../../src/system/applications/view/monster-view.js";
import { bag, list, text } from "../../src/system/applications/view/read.js";
import type { RollCard } from "../../src/system/chat/roll-card.js";
import { WOLF_SWORD_POWER } from "../system/fixtures/card-targets.js";
import type { Renderer } from "./render-harness.js";

export type Mode = "play" | "edit";

/** The same shape Foundry's tab preparation gives the parts. */
function tabs(active: string) {
  return Object.fromEntries(
    CHARACTER_TABS.map((id) => [
      id,
      { id, label: `SW25.Tab.${id}`, cssClass: id === active ? "active" : "" },
    ]),
  );
}

const CHARACTER_PARTS = [
  "actor/parts/header.hbs",
  "actor/parts/tabs.hbs",
  ...CHARACTER_TABS.filter((t) => t !== "notes").map((t) => `actor/character/${t}.hbs`),
  "actor/parts/notes.hbs",
];

/** The actor's own effects and its items' ones, as the sheet lists them. */
function effectsOf(actor: ActorInput) {
  const own = plainEffects(bag(actor).effects);
  const fromItems = list(actor.items).flatMap((raw) => {
    const item = bag(raw);
    const system = bag(item.system);
    const suppressed = suppressedByItem(system);
    return plainEffects(item.effects, text(item._id), text(item.name), suppressed);
  });
  return effectRows([...own, ...fromItems]);
}

export function characterContext(
  actor: ActorInput,
  mode: Mode,
  active: string,
  t?: (key: string, data?: Record<string, string>) => string,
) {
  return {
    view: characterView(actor, t),
    // The sheet's creation bar (issue 19): shown before play; the undo after a roll.
    creation: { open: creationOpen(bag(actor.system)), canUndo: true },
    edit: mode === "edit" ? characterEdit(bag(actor.system)) : null,
    editMode: mode === "edit",
    canEdit: true,
    isCharacter: true,
    techniques: techniqueSheetView(actor),
    // As the sheet: the race's abilities with today's uses; the GM's New day button.
    raceAbilities: raceAbilityViews(actor, t),
    isGM: true,
    tabs: tabs(active),
    effects: effectsOf(actor),
  };
}

export function renderCharacter(
  r: Renderer,
  actor: ActorInput,
  mode: Mode,
  active: string,
  extra: Record<string, unknown> = {},
): string {
  const context = { ...characterContext(actor, mode, active, (k, d) => r.localize(k, d)), ...extra };
  return CHARACTER_PARTS.map((p) => {
    const id = p.split("/").at(-1)?.replace(".hbs", "") ?? "";
    return r.render(p, { ...context, tab: context.tabs[id] });
  }).join("\n");
}

export function renderMonster(r: Renderer, actor: ActorInput, mode: Mode, isGM = true): string {
  return r.render("actor/monster.hbs", {
    view: monsterView(actor, isGM),
    edit: mode === "edit" ? monsterEdit(bag(actor.system)) : null,
    editMode: mode === "edit",
    canEdit: isGM,
    isGM,
    effects: effectsOf(actor),
  });
}

export function renderMount(
  r: Renderer,
  actor: ActorInput,
  mode: Mode,
  riders: readonly RiderOption[] = [],
  riderName = "",
): string {
  const view = mountView(actor);
  return r.render("actor/monster.hbs", {
    view: { ...view, riderName },
    edit:
      mode === "edit"
        ? mountEdit(
            bag(actor.system),
            riders,
            view.sections.map((s) => s.name),
          )
        : null,
    editMode: mode === "edit",
    canEdit: true,
    isMount: true,
    effects: effectsOf(actor),
  });
}

/** Roll cards of every kind (a check against a value, a fumble, a power roll with a critical, a fixed value, a
 * typed notation), for the template and browser tests. */
export const ROLL_CARDS: Record<string, RollCard> = {
  check: {
    kind: "check",
    label: "SW25.Roll.Accuracy",
    check: {
      dice: [4, 2],
      natural: 6,
      modifier: 5,
      total: 11,
      autoSuccess: false,
      autoFailure: false,
      success: null,
      experience: 0,
    },
    against: { value: 10, contest: { activeWins: true, reason: "higher" } },
  },
  fumble: {
    kind: "check",
    label: "SW25.Check.willpower",
    check: {
      dice: [1, 1],
      natural: 2,
      modifier: 4,
      total: 6,
      autoSuccess: false,
      autoFailure: true,
      success: false,
      experience: 50,
    },
    against: null,
  },
  power: structuredClone(WOLF_SWORD_POWER),
  fixed: { kind: "fixed", label: "SW25.Roll.Evasion", value: 10 },
  notation: {
    kind: "notation",
    notation: "K20@9+3",
    text: "KeyNo.20c[9]+3 → 2D:[3,4]=7 → 6+3 → 9",
    dice: [3, 4],
  },
};

/** Two element affinities: a weakness with an amount and an immunity (whose amount the editor hides). */
export const SAMPLE_AFFINITIES = [
  { element: "fire", kind: "weakness", amount: 3 },
  { element: "waterIce", kind: "immunity", amount: 0 },
];

export { CHARACTER_TABS };
