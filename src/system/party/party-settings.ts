/** The party's world settings: how a session end shares money and shard honour (readings we chose). */
import {
  HONOR_SPLITS,
  type HonorSplit,
  MONEY_SPLITS,
  type MoneySplit,
  type SessionEndOptions,
} from "../../rules/character/creation/session-end.js";

const SYSTEM_ID = "swordworld25";
export const MONEY_SPLIT_SETTING = "partyMoneySplit";
export const HONOR_SPLIT_SETTING = "partyHonorSplit";

export function registerPartySettings(): void {
  const register = (key: string, values: readonly string[], initial: string, prefix: string) =>
    game.settings.register(
      SYSTEM_ID as never,
      key as never,
      {
        name: `SW25.Party.Setting.${prefix}.Name`,
        hint: `SW25.Party.Setting.${prefix}.Hint`,
        scope: "world",
        config: true,
        type: String,
        choices: Object.fromEntries(values.map((v) => [v, `SW25.Party.Setting.${prefix}.${v}`])),
        default: initial,
      } as never,
    );
  register(MONEY_SPLIT_SETTING, MONEY_SPLITS, "equal", "Money");
  register(HONOR_SPLIT_SETTING, HONOR_SPLITS, "each", "Honor");
}

function read<T extends string>(key: string, values: readonly T[], fallback: T): T {
  try {
    const value = game.settings.get(SYSTEM_ID as never, key as never) as unknown;
    return values.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function sessionEndOptions(): SessionEndOptions {
  return {
    money: read<MoneySplit>(MONEY_SPLIT_SETTING, MONEY_SPLITS, "equal"),
    honor: read<HonorSplit>(HONOR_SPLIT_SETTING, HONOR_SPLITS, "each"),
  };
}
