/**
 * The battle tracker's view model, pure: battle state + who is looking → what the template shows.
 * Every button's legality comes from a dry run of the reducer; nothing here knows a rule.
 */

import { latecomer } from "../../../rules/combat/roster-events.js";
import { jockeyOf, mountOf } from "../../../rules/combat/sections-and-mounts/mounts.js";
import { canFight } from "../../../rules/combat/sections-and-mounts/sections.js";
import { AREAS, isSkirmish } from "../../../rules/combat/simplified/areas.js";
import { waitingToAct } from "../../../rules/combat/turn/round.js";
import type {
  Area,
  BattleState,
  Combatant,
  CombatMethod,
  MoveMode,
  Side,
} from "../../../rules/combat/types.js";
import { battleViews, type IdentityLookup, noIdentities } from "../battle/names.js";
import { type Arsenal, emptyArsenal } from "../policy/arsenal.js";
import type { Requester } from "../policy/event-policy.js";
import type { Translate } from "../policy/rule-text.js";
import { AREA_ORDER, areaLabel } from "./areas.js";
import { attackRows, type ButtonRow, spellRows } from "./arsenal-rows.js";
import { type ButtonView, eventButton, present } from "./buttons.js";
import { battleWaterLabel, type EnvironmentView, environmentView } from "./environment.js";
import { forcedMoveControl } from "./forced.js";
import { placeControl } from "./place.js";
import {
  type CommandedView,
  commandedRows,
  type MountWeaknessRow,
  mountWeaknessRows,
  ridingButtons,
} from "./riding.js";
import { type StandardBoard, standardBoard } from "./standard.js";
import { techniqueButtons } from "./techniques.js";
import { weaponButtons } from "./weapons.js";
import { windWingsButtons } from "./wind-wings.js";

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
  /** Small notes under the name: whom it rides or carries (MOUNT-01), its flight (ENV-04), its own water. */
  readonly marks: readonly string[];
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
  /**
   * When the rules refuse every move (the first round's Frontline counts as having moved): why, said once. The
   * GM's override buttons then sit folded away, not outlined on every button; a player sees only the reason.
   */
  readonly movesRefused: string | null;
  readonly attacks: readonly ButtonRow[];
  readonly spells: readonly ButtonRow[];
  /** MOUNT-05: Mount / Dismount. */
  readonly riding: readonly ButtonView[];
  /** MOUNT-01/07: the commanded mount's rows, in its jockey's turn. */
  readonly commanded: CommandedView | null;
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
  /** INIT-05: the jockeys' mount-weakness contests before the first round. */
  readonly mountWeakness: readonly MountWeaknessRow[];
  /** ENV-05: the battle's water for everyone ("" on dry land). */
  readonly water: string;
  /** ENV-04/05: the GM's water and air controls; null for players. */
  readonly environment: EnvironmentView | null;
  readonly turn: TurnView | null;
  /** Standard Combat: skirmishes, the open field and everyone's movement; null in Simplified. */
  readonly standard: StandardBoard<ChipView, ButtonView> | null;
}

export interface TrackerInput {
  readonly state: BattleState | null;
  readonly chosenMethod: CombatMethod;
  readonly user: Requester;
  readonly t: Translate;
  /** Equipped weapons and spells per combatant (from its actor's items). */
  readonly arsenal?: (combatantId: string) => Arsenal;
  /** Monsters' identity, so players see an unidentified monster's alias only. */
  readonly identity?: IdentityLookup;
}

/** The input with the viewer's names resolved once. */
interface ViewContext extends TrackerInput {
  readonly name: (id: string) => string;
  readonly showStats: (id: string) => boolean;
}

const MODES: readonly MoveMode[] = ["full", "normal", "limited"];

const sideLabel = (t: Translate, side: Side) => t(`SW25.Combat.Side.${side}`);

function chipButtons(state: BattleState, c: Combatant, input: ViewContext): ButtonView[] {
  const { user, t } = input;
  // Standard Combat places at a point, never in an area: its "Place…" is on the movement row (tracker-place.ts).
  const byArea = state.method !== "standard";
  // A latecomer (join) is placed by the GM, in any area.
  if (byArea && user.isGM && latecomer(state, c))
    return present(
      AREA_ORDER.map((area) =>
        eventButton(state, { type: "place", combatantId: c.id, area }, areaLabel(t, area), user, t),
      ),
    );
  if (byArea && state.phase === "placement" && state.placing === c.side)
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

function chipMarks(state: BattleState, c: Combatant, { t, name }: ViewContext): string[] {
  const marks: string[] = [];
  const mount = mountOf(state, c);
  if (mount) marks.push(t("SW25.Combat.Riding.Rides", { mount: name(mount.id) }));
  const jockey = jockeyOf(state, c);
  if (jockey) marks.push(t("SW25.Combat.Riding.Carries", { rider: name(jockey.id) }));
  if (c.flying) marks.push(t("SW25.Combat.Env.Flying", { metres: c.altitude ?? 0 }));
  if (c.environment)
    marks.push(
      t(
        !c.environment.underwater
          ? "SW25.Combat.Env.Own.dry"
          : c.environment.shoulderDeep
            ? "SW25.Combat.Env.Own.shoulderDeep"
            : "SW25.Combat.Env.Own.underwater",
      ),
    );
  return marks;
}

function chip(state: BattleState, c: Combatant, input: ViewContext): ChipView {
  return {
    id: c.id,
    name: input.name(c.id),
    side: c.side,
    hp: input.showStats(c.id) ? c.sections.map((s) => `${s.hp}/${s.maxHp}`).join(" · ") : "",
    down: !canFight(c),
    acted: state.actedThisRound.includes(c.id),
    active: state.turn?.actorId === c.id,
    draggable:
      (state.phase === "placement" &&
        state.placing === c.side &&
        (input.user.isGM || input.user.owns(c.id))) ||
      (input.user.isGM && latecomer(state, c)),
    buttons: chipButtons(state, c, input),
    marks: chipMarks(state, c, input),
  };
}

function flowButtons(state: BattleState, { user, t }: ViewContext): ButtonView[] {
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
function knowledgeRows(state: BattleState, { user, t, name }: ViewContext): TrackerView["knowledge"] {
  if (state.phase !== "setup") return [];
  const party = state.combatants.filter((c) => c.side === "pc");
  return state.combatants
    .filter((m) => m.side === "enemy" && m.reputation !== undefined)
    .map((m) => ({
      monster: name(m.id),
      buttons: present(
        party.map((pc) =>
          eventButton(
            state,
            { type: "monsterKnowledge", actorId: pc.id, monsterId: m.id },
            name(pc.id),
            user,
            t,
          ),
        ),
      ),
    }))
    .filter((row) => row.buttons.length > 0);
}

function turnView(state: BattleState, ctx: ViewContext): TurnView | null {
  const { user, t } = ctx;
  const actor = state.turn ? state.combatants.find((c) => c.id === state.turn?.actorId) : undefined;
  if (!actor) return null;
  const id = actor.id;
  // Standard Combat moves by dragging the token; the board only fixes the mode (MOVE-01) without moving.
  if (state.method === "standard") {
    const modes = present(
      MODES.map((mode) =>
        eventButton(state, { type: "move", actorId: id, mode }, t(`SW25.Combat.Move.${mode}`), user, t),
      ),
    );
    const rows = modes.length > 0 ? [{ mode: "", buttons: modes }] : [];
    return { ...turnRows(state, actor, ctx), moves: rows, movesRefused: refusedReason(rows) };
  }
  const moves = MODES.map((mode) => ({
    mode: t(`SW25.Combat.Move.${mode}`),
    buttons: present(
      AREA_ORDER.map((to) =>
        eventButton(state, { type: "move", actorId: id, mode, to }, areaLabel(t, to), user, t),
      ),
    ),
  })).filter((row) => row.buttons.length > 0);
  return { ...turnRows(state, actor, ctx), moves, movesRefused: refusedReason(moves) };
}

/**
 * Why every move is refused, when none is legal: the refusals every move shares (the first round's "counts as
 * having moved"), else each distinct one once; null when any move is legal.
 */
function refusedReason(rows: readonly { readonly buttons: readonly ButtonView[] }[]): string | null {
  const buttons = rows.flatMap((r) => r.buttons);
  if (buttons.length === 0 || buttons.some((b) => b.mode === "legal")) return null;
  const lines = buttons.map((b) => (b.reason ?? "").split("\n").filter((l) => l !== ""));
  const shared = (lines[0] ?? []).filter((l) => lines.every((ls) => ls.includes(l)));
  const reasons = shared.length > 0 ? shared : [...new Set(lines.flat())];
  return reasons.length > 0 ? reasons.join("\n") : null;
}

function turnRows(
  state: BattleState,
  actor: Combatant,
  ctx: ViewContext,
): Omit<TurnView, "moves" | "movesRefused"> {
  const { user, t, name } = ctx;
  const id = actor.id;
  const arsenal = ctx.arsenal?.(id) ?? emptyArsenal;
  return {
    actorName: name(id),
    attacks: attackRows(state, actor, arsenal, ctx),
    spells: spellRows(state, actor, arsenal, ctx),
    riding: ridingButtons(state, actor, ctx),
    commanded: commandedRows(state, actor, ctx.arsenal, ctx),
    actions: present([
      ...(arsenal.feats ?? []).map((feat) =>
        eventButton(
          state,
          { type: "minor", actorId: id, action: { kind: "declareFeat", feat: feat.id } },
          t("SW25.Combat.DeclareFeat", { name: feat.name }),
          user,
          t,
        ),
      ),
      ...techniqueButtons(state, actor, arsenal, user, t),
      // The Lildraken's Wind Wings: take off (a use a day) or land.
      ...windWingsButtons(state, actor, arsenal, user, t),
      // ACT-03/04/05: weapons dropped, picked up, handed over, received (by area or by coordinates).
      ...weaponButtons(state, actor, arsenal, ctx),
      eventButton(state, { type: "declareRetreat", actorId: id }, t("SW25.Combat.Retreat"), user, t),
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

export function trackerView(trackerInput: TrackerInput): TrackerView {
  const { state, t, user } = trackerInput;
  const methodNotice =
    trackerInput.chosenMethod === "standard" && state && state.method !== "standard"
      ? t("SW25.Combat.Standard.RunsSimplified")
      : "";
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
      mountWeakness: [],
      water: "",
      environment: null,
      turn: null,
      standard: null,
    };
  const sees = battleViews(state, user.isGM, trackerInput.identity ?? noIdentities, t);
  const input: ViewContext = {
    ...trackerInput,
    name: (id) => sees(id).name,
    showStats: (id) => sees(id).showStats,
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
    mountWeakness: mountWeaknessRows(state, input),
    water: battleWaterLabel(state, t),
    environment: environmentView(state, user, t, input.name),
    turn: turnView(state, input),
    standard: standardBoard(
      state,
      (c) => chip(state, c, input),
      input.name,
      t,
      (event, label) => eventButton(state, event, label, user, t),
      (c) => forcedMoveControl(state, c, user, t, input.name),
      (c) => placeControl(state, c, user, t, input.name),
    ),
  };
}
