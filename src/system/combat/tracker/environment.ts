/**
 * The Battle Board's water and air controls (ENV-01..09), pure. The GM sets the battle's water, each
 * combatant's own water and flight, and makes combatants fall; every control is a `setEnvironment` or `fall`
 * event that the reducer judges (the fall causes offered are those its dry run accepts). Players get none of
 * it: the events are the GM's (event-policy.ts), so `eventButton` gives them nothing.
 */
import type { BattleEvent } from "../../../rules/combat/events.js";
import { present as onField } from "../../../rules/combat/sections-and-mounts/sections.js";
import type { BattleState, Combatant, WaterState } from "../../../rules/combat/types.js";
import { dryRun, type Requester } from "../policy/event-policy.js";
import type { Translate } from "../policy/rule-text.js";
import { type ButtonView, eventButton, present } from "./buttons.js";

export type WaterChoice = "dry" | "underwater" | "shoulderDeep";
const WATER: readonly WaterChoice[] = ["dry", "underwater", "shoulderDeep"];

export type FallCause = Extract<BattleEvent, { type: "fall" }>["cause"];
const CAUSES: readonly FallCause[] = ["knockedDown", "lostFlight", "unconscious", "other"];

/** A toggle of a segmented control: the button and whether it is the current choice. */
export interface ToggleView extends ButtonView {
  readonly active: boolean;
}

/** An option of a combatant's water menu: its event, sent when chosen. */
export interface OptionView {
  readonly label: string;
  readonly event: string;
  readonly selected: boolean;
}

export interface EnvironmentRow {
  readonly id: string;
  readonly name: string;
  readonly water: readonly OptionView[];
  readonly flying: boolean;
  /** "12 m" while flying, else "". */
  readonly altitude: string;
  /** The current altitude, the prompts' default. */
  readonly metres: number;
  readonly land: ButtonView | null;
  /** The fall causes the reducer accepts now, as JSON `[{ value, label }]` for the prompt. */
  readonly causes: string;
}

export interface EnvironmentView {
  readonly water: readonly ToggleView[];
  readonly rows: readonly EnvironmentRow[];
}

const waterChoice = (w: WaterState): WaterChoice =>
  !w.underwater ? "dry" : w.shoulderDeep ? "shoulderDeep" : "underwater";

const waterFields = (choice: WaterChoice) => ({
  underwater: choice !== "dry",
  shoulderDeep: choice === "shoulderDeep",
});

/** The battle's water in words ("" on dry land), for everyone's status line (ENV-05). */
export function battleWaterLabel(state: BattleState, t: Translate): string {
  const choice = state.environment ? waterChoice(state.environment) : "dry";
  return choice === "dry" ? "" : t(`SW25.Combat.Env.Water.${choice}`);
}

function row(state: BattleState, c: Combatant, name: string, user: Requester, t: Translate): EnvironmentRow {
  const send = (event: BattleEvent, label: string) => eventButton(state, event, label, user, t);
  const own = c.environment ? waterChoice(c.environment) : null;
  const options = [
    { choice: null, event: { type: "setEnvironment", combatantId: c.id, inheritWater: true } as const },
    ...WATER.map((choice) => ({
      choice,
      event: { type: "setEnvironment", combatantId: c.id, ...waterFields(choice) } as const,
    })),
  ];
  const water = options.flatMap(({ choice, event }) => {
    const label = t(choice ? `SW25.Combat.Env.Water.${choice}` : "SW25.Combat.Env.Water.battle");
    const button = send(event, label);
    return button ? [{ label, event: button.event, selected: own === choice }] : [];
  });
  const metres = c.flying ? (c.altitude ?? 0) : 0;
  const causes = CAUSES.filter(
    (cause) => dryRun(state, { type: "fall", combatantId: c.id, cause, metres: metres || 1 }).length === 0,
  ).map((value) => ({ value, label: t(`SW25.Combat.Env.Cause.${value}`) }));
  return {
    id: c.id,
    name,
    water,
    flying: c.flying === true,
    altitude: c.flying ? t("SW25.Combat.Env.Altitude", { metres }) : "",
    metres,
    land: c.flying
      ? send({ type: "setEnvironment", combatantId: c.id, flying: false }, t("SW25.Combat.Env.Land"))
      : null,
    causes: JSON.stringify(causes),
  };
}

/** ENV-04, ENV-05: the GM's water and air panel; null for players (they may send none of its events). */
export function environmentView(
  state: BattleState,
  user: Requester,
  t: Translate,
  name: (id: string) => string,
): EnvironmentView | null {
  if (!user.isGM) return null;
  const current = state.environment ? waterChoice(state.environment) : "dry";
  const water = present(
    WATER.map((choice) => {
      const b = eventButton(
        state,
        { type: "setEnvironment", ...waterFields(choice) },
        t(`SW25.Combat.Env.Water.${choice}`),
        user,
        t,
      );
      return b ? { ...b, active: choice === current } : null;
    }),
  );
  return {
    water,
    rows: state.combatants.filter(onField).map((c) => row(state, c, name(c.id), user, t)),
  };
}

/** A typed number, or null when the field is empty or not a finite number. */
function typedNumber(text: string | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/** ENV-04: the flight prompt's altitude as the event (null when it is not a number of metres, 0 or more). */
export function flightEvent(combatantId: string, altitude: string | undefined): BattleEvent | null {
  const metres = typedNumber(altitude);
  if (metres === null || metres < 0) return null;
  return { type: "setEnvironment", combatantId, flying: true, altitude: metres };
}

/**
 * ENV-01..04: the fall prompt as the event: the cause (one the prompt offered), the metres (empty: the
 * flier's altitude, as the engine defaults), a Tumble check modifier and a Defense when typed.
 */
export function fallEvent(
  combatantId: string,
  form: {
    readonly cause?: string;
    readonly metres?: string;
    readonly tumble?: string;
    readonly defense?: string;
  },
): BattleEvent | null {
  const cause = CAUSES.find((c) => c === form.cause);
  if (!cause) return null;
  const metres = typedNumber(form.metres);
  const tumble = typedNumber(form.tumble);
  const defense = typedNumber(form.defense);
  if ((metres !== null && metres < 0) || (defense !== null && defense < 0)) return null;
  return {
    type: "fall",
    combatantId,
    cause,
    ...(metres === null ? {} : { metres }),
    ...(tumble === null ? {} : { tumble: { kind: "check", modifier: Math.trunc(tumble) } }),
    ...(defense === null ? {} : { defense: Math.trunc(defense) }),
  };
}
