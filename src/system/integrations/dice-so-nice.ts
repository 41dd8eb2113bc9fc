/**
 * Dice So Nice: our rolls already show (every card carries a real Roll of the engine's dice, post-card.ts); this
 * gives each kind of roll its own dice colours, through the module's public hooks (its README, "API"):
 * - `diceSoNiceReady(dice3d)` (the module fires it once): `dice3d.addColorset(colorset, "default")` only registers
 *   a colour set, "preferred" would apply it to players who have not chosen their own dice (its API docs, "Colors &
 *   Themes": the two documented modes);
 * - `diceSoNiceRollStart(messageId, context)`, before each animation: `context.roll` is the Roll to show; a
 *   die's `options.appearance.colorset` picks its colour set.
 * Inert without the module (neither hook fires). A client setting turns the colours off for players who prefer
 * their own dice.
 */
const SYSTEM_ID = "swordworld25";
export const DICE_COLOURS_SETTING = "diceSoNiceKinds";

/** The kinds of roll that get their own colours, by the card they are posted on. */
export type DiceKind = "check" | "power" | "healing" | "notation";

/** One colour set per kind: checks blue, power (damage) red, recovery green, plain notation neutral. */
export const DICE_COLOURSETS: Record<DiceKind, Record<string, string>> = {
  check: { foreground: "#ffffff", background: "#1f4e8c", outline: "#0b1d33", edge: "#163a69" },
  power: { foreground: "#fff4d6", background: "#8c1f1f", outline: "#330b0b", edge: "#691616" },
  healing: { foreground: "#ffffff", background: "#1f7a3a", outline: "#0b2914", edge: "#165c2b" },
  notation: { foreground: "#1d1d1d", background: "#e8e2d0", outline: "#6b6450", edge: "#c9c1a8" },
};

export const colorsetName = (kind: DiceKind) => `sw25-${kind}`;

/** The kind of roll a message's card is (flags.swordworld25.card), for its dice; null for any other message. */
export function diceKindOf(flags: unknown): DiceKind | null {
  const card = (flags as { [SYSTEM_ID]?: { card?: { kind?: unknown; healing?: unknown } } } | null)?.[
    SYSTEM_ID
  ]?.card;
  if (!card || typeof card !== "object") return null;
  if (card.kind === "check") return "check";
  if (card.kind === "power") return card.healing === true ? "healing" : "power";
  if (card.kind === "notation") return "notation";
  return null;
}

interface Dice3d {
  addColorset(colorset: Record<string, unknown>, apply?: string): unknown;
}
interface RollStartContext {
  roll?: { dice?: { options?: Record<string, unknown> }[] };
}

/** The colour sets as Dice So Nice takes them (name, description, category and colours). */
export function colorsets(t: (key: string) => string) {
  return (Object.keys(DICE_COLOURSETS) as DiceKind[]).map((kind) => ({
    name: colorsetName(kind),
    description: t(`SW25.DiceSoNice.Colorset.${kind}`),
    category: t("SW25.DiceSoNice.Colorset.category"),
    ...DICE_COLOURSETS[kind],
    texture: "none",
    material: "plastic",
  }));
}

/** Gives each die of a roll the colour set of its card's kind (when the setting is on). */
export function colourRoll(kind: DiceKind | null, context: RollStartContext): void {
  if (!kind) return;
  for (const die of context.roll?.dice ?? []) {
    die.options ??= {};
    const appearance = (die.options.appearance ?? {}) as Record<string, unknown>;
    die.options.appearance = { ...appearance, colorset: colorsetName(kind) };
  }
}

function coloursOn(): boolean {
  try {
    return game.settings?.get(SYSTEM_ID as never, DICE_COLOURS_SETTING as never) !== false;
  } catch {
    return true;
  }
}

/** Called once from init: the client setting and the two hooks. */
export function registerDiceSoNice(): void {
  game.settings?.register(
    SYSTEM_ID as never,
    DICE_COLOURS_SETTING as never,
    {
      name: "SW25.DiceSoNice.Setting.Name",
      hint: "SW25.DiceSoNice.Setting.Hint",
      scope: "client",
      config: true,
      type: Boolean,
      default: true,
    } as never,
  );
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (...args: never[]) => unknown): number;
  };
  hooks.on("diceSoNiceReady", (dice3d: Dice3d) => {
    const t = (key: string) => game.i18n?.localize(key) ?? key;
    for (const set of colorsets(t)) dice3d.addColorset(set, "default");
  });
  hooks.on("diceSoNiceRollStart", (messageId: string, context: RollStartContext) => {
    if (!coloursOn()) return;
    colourRoll(diceKindOf(game.messages?.get(messageId)?.flags), context);
  });
}
