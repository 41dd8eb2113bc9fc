/**
 * The actions a token offers to an action HUD (Token Action HUD, src/system/integrations/token-action-hud.ts):
 * the very roll buttons of the actor's sheet, read from the same views (character-view, monster-view), so the
 * HUD rolls exactly what the sheet rolls and decides nothing. Foundry-free: plain views in, plain actions out.
 */
import { TECHNIQUE_KINDS, type TechniqueKind } from "../../rules/character/techniques/techniques.js";
import type { RollButton } from "../applications/roll-request.js";
import type { ActorInput } from "../applications/view/actor-input.js";
import { characterView } from "../applications/view/character/character-view.js";
import { monsterView, mountView } from "../applications/view/monster-view.js";

/** The HUD's groups: checks, attacks and defence, magic, one per technique kind, items, the battle. */
export const HUD_GROUPS = ["checks", "combat", "magic", ...TECHNIQUE_KINDS, "items", "battle"] as const;
export type HudGroup = (typeof HUD_GROUPS)[number];

/** What clicking an action does: a sheet roll button, a technique's use, an item's sheet, the Battle Board. */
export type HudCommand =
  | { readonly type: "roll"; readonly button: RollButton }
  | { readonly type: "technique"; readonly itemId: string }
  | { readonly type: "item"; readonly itemId: string }
  | { readonly type: "board" };

export interface HudAction {
  readonly id: string;
  readonly group: HudGroup;
  /** A lang key (`translate`) or the actor's own text (an item or section name). */
  readonly name: string;
  readonly translate: boolean;
  /** Shown after the name: the item or section it belongs to, and the roll's modifier. */
  readonly detail?: string;
  /** `detail` is a lang key (the Lildraken's tail, which is no item). */
  readonly translateDetail?: boolean;
  readonly modifier?: number | null;
  readonly img?: string;
  readonly command: HudCommand;
}

const DELIMITER = "|";

/** The HUD button's value: `roll|<roll>|<key>|<itemId>|<section>`, `technique|<id>`, `item|<id>`, `board`. */
export function encodeCommand(command: HudCommand): string {
  switch (command.type) {
    case "roll": {
      const b = command.button;
      return ["roll", b.roll ?? "", b.key ?? "", b.itemId ?? "", b.section ?? ""].join(DELIMITER);
    }
    case "technique":
    case "item":
      return [command.type, command.itemId].join(DELIMITER);
    case "board":
      return "board";
  }
}

/** The command of a button value, or null for anything this system did not write (another module's). */
export function decodeCommand(value: unknown): HudCommand | null {
  if (typeof value !== "string") return null;
  const [type, ...rest] = value.split(DELIMITER);
  if (type === "board" && rest.length === 0) return { type: "board" };
  if ((type === "technique" || type === "item") && rest.length === 1 && rest[0])
    return { type, itemId: rest[0] };
  if (type !== "roll" || rest.length !== 4 || !rest[0]) return null;
  const [roll, key, itemId, section] = rest as [string, string, string, string];
  return {
    type: "roll",
    button: {
      roll,
      ...(key ? { key } : {}),
      ...(itemId ? { itemId } : {}),
      ...(section ? { section } : {}),
    },
  };
}

const rollAction = (
  group: HudGroup,
  name: string,
  button: RollButton,
  extra: Partial<Pick<HudAction, "detail" | "translateDetail" | "modifier" | "img" | "translate">> = {},
): HudAction => ({
  id: encodeCommand({ type: "roll", button }),
  group,
  name,
  translate: true,
  ...extra,
  command: { type: "roll", button },
});

const techniqueKind = (system: unknown): TechniqueKind => {
  const kind = (system as { kind?: unknown } | null)?.kind;
  return (TECHNIQUE_KINDS as readonly unknown[]).includes(kind) ? (kind as TechniqueKind) : "other";
};

function characterActions(actor: ActorInput): HudAction[] {
  const view = characterView(actor);
  const actions: HudAction[] = [];
  // Named checks (not the grid's cells: every class × ability would bury the HUD) and skill packages.
  for (const check of view.checks)
    if (!check.grid && check.value !== null && check.roll !== "evasion")
      actions.push(
        rollAction("checks", check.label, { roll: check.roll, key: check.key }, { modifier: check.value }),
      );
  for (const pack of view.packages)
    if (pack.value !== null)
      actions.push(
        rollAction("checks", pack.label, { roll: "package", key: pack.key }, { modifier: pack.value }),
      );
  for (const weapon of view.weapons) {
    if (weapon.accuracy === null) continue;
    const about = {
      detail: weapon.name,
      img: weapon.img,
      ...(weapon.racial ? { translateDetail: true } : {}),
    };
    actions.push(
      rollAction(
        "combat",
        "SW25.Roll.Accuracy",
        { roll: "accuracy", itemId: weapon.id },
        { ...about, modifier: weapon.accuracy },
      ),
    );
    if (weapon.power !== null)
      actions.push(rollAction("combat", "SW25.Roll.Power", { roll: "power", itemId: weapon.id }, about));
  }
  const evasion = view.checks.find((c) => c.roll === "evasion" && c.value !== null);
  if (evasion)
    actions.push(
      rollAction("combat", evasion.label, { roll: "evasion", key: evasion.key }, { modifier: evasion.value }),
    );
  for (const spell of view.spells) {
    if (spell.magicPower === null) continue;
    const about = { detail: spell.name, img: spell.img };
    actions.push(
      rollAction(
        "magic",
        "SW25.Roll.Spellcasting",
        { roll: "spellcasting", itemId: spell.id },
        { ...about, modifier: spell.magicPower },
      ),
    );
    if (spell.power !== null)
      actions.push(
        rollAction(
          "magic",
          spell.healing ? "SW25.Roll.Recovery" : "SW25.Roll.Power",
          { roll: "power", itemId: spell.id },
          about,
        ),
      );
  }
  for (const raw of Array.isArray(actor.items) ? actor.items : []) {
    const item = raw as {
      _id?: unknown;
      id?: unknown;
      type?: unknown;
      name?: unknown;
      img?: unknown;
      system?: unknown;
    };
    const id = String(item._id ?? item.id ?? "");
    if (item.type !== "technique" || !id) continue;
    actions.push({
      id: encodeCommand({ type: "technique", itemId: id }),
      group: techniqueKind(item.system),
      name: String(item.name ?? "?"),
      translate: false,
      ...(typeof item.img === "string" ? { img: item.img } : {}),
      command: { type: "technique", itemId: id },
    });
  }
  for (const gear of view.gear)
    if (gear.power !== null && gear.recoveryBonus !== null)
      actions.push(
        rollAction(
          "items",
          "SW25.Roll.Recovery",
          { roll: "recovery", itemId: gear.id },
          {
            detail: gear.name,
            img: gear.img,
          },
        ),
      );
  for (const row of view.inventory)
    actions.push({
      id: encodeCommand({ type: "item", itemId: row.id }),
      group: "items",
      name: row.name,
      translate: false,
      img: row.img,
      command: { type: "item", itemId: row.id },
    });
  return actions;
}

function monsterActions(actor: ActorInput, isMount: boolean): HudAction[] {
  const view = isMount ? mountView(actor) : monsterView(actor);
  const actions: HudAction[] = [];
  if (!isMount)
    for (const key of ["fortitude", "willpower"])
      actions.push(rollAction("checks", `SW25.Check.${key}`, { roll: "check", key }));
  const several = view.sections.length > 1;
  for (const section of view.sections) {
    const about = several ? { detail: section.name } : {};
    const at = String(section.index);
    if (section.accuracy.base !== null)
      actions.push(
        rollAction(
          "combat",
          "SW25.Roll.Accuracy",
          { roll: "accuracy", section: at },
          {
            ...about,
            modifier: section.accuracy.base,
          },
        ),
      );
    if (section.damage !== null)
      actions.push(rollAction("combat", "SW25.Roll.Damage", { roll: "monsterDamage", section: at }, about));
    if (section.evasion.base !== null)
      actions.push(
        rollAction(
          "combat",
          "SW25.Roll.Evasion",
          { roll: "evasion", section: at },
          {
            ...about,
            modifier: section.evasion.base,
          },
        ),
      );
  }
  return actions;
}

/**
 * Every action of an actor, in the groups of `HUD_GROUPS`; `inBattle` adds the Battle Board (where moves,
 * attacks and spells in a battle are taken through the rules).
 */
export function hudActions(type: string, actor: ActorInput, { inBattle = false } = {}): HudAction[] {
  const actions =
    type === "character"
      ? characterActions(actor)
      : type === "monster" || type === "mount"
        ? monsterActions(actor, type === "mount")
        : [];
  if (inBattle)
    actions.push({
      id: "board",
      group: "battle",
      name: "SW25.Combat.Tracker.Open",
      translate: true,
      command: { type: "board" },
    });
  return actions;
}
