/**
 * The battle tracker's view model, pure: battle state + who is looking → what the template shows.
 * Every button's legality comes from a dry run of the reducer; nothing here knows a rule.
 */

import { waitingToAct } from "../../rules/combat/round.js";
import { canFight } from "../../rules/combat/sections.js";
import { AREAS, isSkirmish } from "../../rules/combat/simplified/areas.js";
import type { Area, BattleState, Combatant, CombatMethod, MoveMode, Side } from "../../rules/combat/types.js";
import type { Requester } from "./event-policy.js";
import { type ButtonView, eventButton, present, type Translate } from "./tracker-buttons.js";

export interface ChipView {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly hp: string;
  readonly down: boolean;
  readonly acted: boolean;
  readonly active: boolean;
  readonly draggable: boolean;
  readonly buttons: readonly ButtonView[];
}

export interface AreaView {
  readonly area: Area;
  readonly label: string;
  readonly skirmish: boolean;
  readonly chips: readonly ChipView[];
}

export interface SideView {
  readonly side: Side;
  readonly label: string;
  readonly active: boolean;
  readonly waiting: number;
}

export interface TurnView {
  readonly actorName: string;
  readonly moves: readonly { readonly mode: string; readonly buttons: readonly ButtonView[] }[];
  readonly actions: readonly ButtonView[];
}

export interface TrackerView {
  readonly started: boolean;
  readonly isGM: boolean;
  readonly methodNotice: string;
  readonly round: number;
  readonly phase: string;
  readonly outcome: string;
  readonly sides: readonly SideView[];
  readonly areas: readonly AreaView[];
  readonly unplaced: readonly ChipView[];
  readonly flow: readonly ButtonView[];
  readonly knowledge: readonly { readonly monster: string; readonly buttons: readonly ButtonView[] }[];
  readonly turn: TurnView | null;
}

export interface TrackerInput {
  readonly state: BattleState | null;
  readonly chosenMethod: CombatMethod;
  readonly user: Requester;
  readonly t: Translate;
}

/** Left to right as the table sees it: the party's Rearguard, the Frontline, the enemies' Rearguard. */
const AREA_ORDER: readonly Area[] = ["pcRear", "frontline", "enemyRear"];
const MODES: readonly MoveMode[] = ["full", "normal", "limited"];

const areaLabel = (t: Translate, area: Area) => t(`SW25.Combat.Area.${area}`);
const sideLabel = (t: Translate, side: Side) => t(`SW25.Combat.Side.${side}`);

function chipButtons(state: BattleState, c: Combatant, input: TrackerInput): ButtonView[] {
  const { user, t } = input;
  if (state.phase === "placement" && state.placing === c.side)
    return present(
      AREAS.map((area) =>
        eventButton(state, { type: "place", combatantId: c.id, area }, areaLabel(t, area), user, t),
      ),
    );
  if (
    state.phase === "round" &&
    state.activeSide === c.side &&
    !state.turn &&
    !state.actedThisRound.includes(c.id)
  )
    return present([
      eventButton(state, { type: "startTurn", actorId: c.id }, t("SW25.Combat.StartTurn"), user, t),
    ]);
  return [];
}

function chip(state: BattleState, c: Combatant, input: TrackerInput): ChipView {
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    hp: c.sections.map((s) => `${s.hp}/${s.maxHp}`).join(" · "),
    down: !canFight(c),
    acted: state.actedThisRound.includes(c.id),
    active: state.turn?.actorId === c.id,
    draggable:
      state.phase === "placement" && state.placing === c.side && (input.user.isGM || input.user.owns(c.id)),
    buttons: chipButtons(state, c, input),
  };
}

function flowButtons(state: BattleState, { user, t }: TrackerInput): ButtonView[] {
  switch (state.phase) {
    case "setup":
      return present([
        eventButton(state, { type: "rollInitiative" }, t("SW25.Combat.RollInitiative"), user, t),
      ]);
    case "placement":
      return state.placing
        ? present([
            eventButton(
              state,
              { type: "endPlacement", side: state.placing },
              t("SW25.Combat.EndPlacement", { side: sideLabel(t, state.placing) }),
              user,
              t,
            ),
          ])
        : [];
    case "ready":
      return present([eventButton(state, { type: "startRound" }, t("SW25.Combat.StartRound"), user, t)]);
    default:
      return [];
  }
}

/** INIT-02: one row per monster, one button per party member who may roll against it. */
function knowledgeRows(state: BattleState, { user, t }: TrackerInput): TrackerView["knowledge"] {
  if (state.phase !== "setup") return [];
  const party = state.combatants.filter((c) => c.side === "pc");
  return state.combatants
    .filter((m) => m.side === "enemy" && m.reputation !== undefined)
    .map((m) => ({
      monster: m.name,
      buttons: present(
        party.map((pc) =>
          eventButton(state, { type: "monsterKnowledge", actorId: pc.id, monsterId: m.id }, pc.name, user, t),
        ),
      ),
    }))
    .filter((row) => row.buttons.length > 0);
}

function turnView(state: BattleState, { user, t }: TrackerInput): TurnView | null {
  const actor = state.turn ? state.combatants.find((c) => c.id === state.turn?.actorId) : undefined;
  if (!actor) return null;
  const id = actor.id;
  const moves = MODES.map((mode) => ({
    mode: t(`SW25.Combat.Move.${mode}`),
    buttons: present(
      AREA_ORDER.map((to) =>
        eventButton(state, { type: "move", actorId: id, mode, to }, areaLabel(t, to), user, t),
      ),
    ),
  })).filter((row) => row.buttons.length > 0);
  const attacks = state.combatants
    .filter((c) => c.side !== actor.side && canFight(c))
    .map((target) =>
      eventButton(
        state,
        { type: "major", actorId: id, action: { kind: "attack", form: "melee", targetId: target.id } },
        t("SW25.Combat.Attack.melee", { target: target.name }),
        user,
        t,
      ),
    );
  return {
    actorName: actor.name,
    moves,
    actions: present([
      eventButton(state, { type: "declareRetreat", actorId: id }, t("SW25.Combat.Retreat"), user, t),
      ...attacks,
      eventButton(state, { type: "endTurn", actorId: id }, t("SW25.Combat.EndTurn"), user, t),
    ]),
  };
}

function outcomeText(state: BattleState, t: Translate): string {
  if (!state.outcome) return "";
  const winner = state.outcome.winner;
  return winner
    ? t("SW25.Combat.Outcome.won", { side: sideLabel(t, winner) })
    : t("SW25.Combat.Outcome.none");
}

export function trackerView(input: TrackerInput): TrackerView {
  const { state, t, user } = input;
  const methodNotice = input.chosenMethod === "standard" ? t("SW25.Combat.StandardUnavailable") : "";
  if (!state)
    return {
      started: false,
      isGM: user.isGM,
      methodNotice,
      round: 0,
      phase: "",
      outcome: "",
      sides: [],
      areas: [],
      unplaced: [],
      flow: [],
      knowledge: [],
      turn: null,
    };
  const first: Side = state.initiative?.winner ?? "pc";
  const order: Side[] = [first, first === "pc" ? "enemy" : "pc"];
  const placed = (area: Area) =>
    state.combatants
      .filter((c) => c.position.kind === "area" && c.position.area === area)
      .map((c) => chip(state, c, input));
  return {
    started: true,
    isGM: user.isGM,
    methodNotice,
    round: state.round,
    phase: t(`SW25.Combat.Phase.${state.phase}`),
    outcome: outcomeText(state, t),
    sides: order.map((side) => ({
      side,
      label: sideLabel(t, side),
      active: state.activeSide === side || (state.phase === "placement" && state.placing === side),
      waiting: waitingToAct(state, side).length,
    })),
    areas: AREA_ORDER.map((area) => ({
      area,
      label: areaLabel(t, area),
      skirmish: isSkirmish(state, area),
      chips: placed(area),
    })),
    unplaced: state.combatants
      .filter((c) => c.position.kind === "unplaced")
      .map((c) => chip(state, c, input)),
    flow: flowButtons(state, input),
    knowledge: knowledgeRows(state, input),
    turn: turnView(state, input),
  };
}
