/** A mount's level from its rider's and its stat block at that level, with current HP/MP per section. */
import { fail, ok, type Result, type RuleError } from "../../errors.js";
import { wholeNumber } from "../numbers.js";
import type { MountLevelSource } from "../vocabulary.js";

export interface RiderLevels {
  readonly rider: number;
  readonly adventurer: number;
}

export interface MountSectionBlock {
  readonly name: string;
  readonly attackMethod: string;
  readonly accuracy: number | null;
  readonly damage: number | null;
  readonly evasion: number | null;
  readonly defense: number;
  readonly hpMax: number;
  readonly mpMax: number | null;
  readonly fortitude: number;
  readonly willpower: number;
  readonly core: boolean;
}

export interface MountInput {
  readonly levelRange: { readonly min: number; readonly max: number };
  readonly levels: readonly { readonly level: number; readonly sections: readonly MountSectionBlock[] }[];
  /** Current HP/MP by section index; null means full. */
  readonly current: readonly { readonly hp: number | null; readonly mp: number | null }[];
}

export interface MountSection extends MountSectionBlock {
  readonly hp: { readonly value: number; readonly max: number };
  readonly mp: { readonly value: number; readonly max: number };
}

export interface MountDerived {
  readonly level: number;
  /** False when the rider's Rider level is below the range (the mount then shows its lowest level). */
  readonly canRide: boolean;
  /** MOUNT-11: a rider without Rider levels cannot command major actions. */
  readonly commandable: boolean;
  readonly sections: readonly MountSection[];
  readonly mainSection: number;
  readonly hp: { readonly value: number; readonly max: number };
  readonly mp: { readonly value: number; readonly max: number };
  readonly error: RuleError | null;
}

/**
 * The mount's current level (facts §6): it follows the rider's Rider level, or its Adventurer level when
 * the world setting says so ([U]), clamped to the appropriate range. A rider whose Rider level is below
 * the range's bottom cannot ride it (error value). A rider without Rider levels may sit on it but not
 * command it (MOUNT-11); the mount then stays at the range's bottom.
 */
export function mountLevel(
  range: { readonly min: number; readonly max: number },
  rider: RiderLevels | null,
  source: MountLevelSource,
): Result<number> {
  const min = wholeNumber(range.min, 0);
  const max = Math.max(min, wholeNumber(range.max, 0));
  if (rider === null) return ok(min);
  const riderLevel = wholeNumber(rider.rider, 0);
  if (riderLevel === 0) return ok(min);
  if (riderLevel < min)
    return fail("MountRiderTooLow", `Rider level ${riderLevel} is below the mount's range ${min}-${max}`, {
      params: { riderLevel, min, max },
    });
  const followed = source === "adventurerLevel" ? wholeNumber(rider.adventurer, 0) : riderLevel;
  return ok(Math.min(max, Math.max(min, followed)));
}

/** The stat block of the current level, with current HP/MP per section (null current = full). */
export function deriveMount(
  input: MountInput,
  rider: RiderLevels | null,
  source: MountLevelSource,
): MountDerived {
  const levelResult = mountLevel(input.levelRange, rider, source);
  const level = levelResult.ok ? levelResult.value : wholeNumber(input.levelRange.min, 0);
  const block = input.levels.find((entry) => entry.level === level);
  const sections: MountSection[] = (block?.sections ?? []).map((section, i) => {
    const state = input.current[i];
    const hpMax = wholeNumber(section.hpMax, 0);
    const mpMax = wholeNumber(section.mpMax, 0);
    return {
      ...section,
      hp: { value: Math.min(hpMax, wholeNumber(state?.hp ?? hpMax)), max: hpMax },
      mp: { value: Math.min(mpMax, wholeNumber(state?.mp ?? mpMax, 0)), max: mpMax },
    };
  });
  const coreIndex = sections.findIndex((section) => section.core);
  const mainSection = coreIndex >= 0 ? coreIndex : sections.length > 0 ? 0 : -1;
  const main = sections[mainSection];
  let error: RuleError | null = levelResult.ok ? null : levelResult.error;
  if (error === null && block === undefined)
    error = { code: "MountLevelMissing", message: `no stat block for level ${level}`, params: { level } };
  return {
    level,
    canRide: levelResult.ok,
    commandable: rider !== null && wholeNumber(rider.rider, 0) > 0,
    sections,
    mainSection,
    hp: main ? main.hp : { value: 0, max: 0 },
    mp: main ? main.mp : { value: 0, max: 0 },
    error,
  };
}
