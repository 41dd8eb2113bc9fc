/**
 * Active Effects of a `sw25`-system actor or item → Active Effects of ours. Their changes target that
 * system's own modifier fields (its effect configuration offers them by name: `attributes.efhitmod`,
 * `effect.vitres`, `hp.efhpmod`, …); a change whose field has a place among our bonuses
 * (`system.bonuses.*`, `system.abilities.<ability>.bonus`, the fields our own effects target) is converted,
 * keeping its value. Only "add" changes of a whole number convert: their modifier fields and our bonuses
 * both start at 0 and are added to a total, so an added number means the same on both sheets (an override
 * or a multiplication would not: our bonus also holds the typed modifier). Everything else is reported,
 * named. An effect keeps its name, image, disabled flag, transfer flag, description and a round, turn or
 * time duration (never the combat or start it was counted from: that combat is not in this world).
 *
 * The effects are written in Foundry 13's stored shape (root `changes` with a numeric mode, `duration`
 * {rounds, turns, seconds}), as the system's own compendium effects are; the Foundry layer writes them in
 * the running generation's shape (src/system/ytsheet-import.ts through src/system/compat).
 */
import type { ActorSource, EffectSource } from "../types.js";
import type { ForeignItem } from "./foreign-item.js";
import { ownTable, ownValue } from "./names.js";
import { type DocReader, isObj, type Obj } from "./reader.js";

/** Their change keys (as their effect configuration writes them) → ours, for a character (and an NPC). */
export const CHARACTER_EFFECT_KEYS: Readonly<Record<string, string>> = ownTable({
  "system.attributes.efhitmod": "system.bonuses.accuracy",
  "system.attributes.efdmod": "system.bonuses.extraDamage",
  "system.attributes.efdodgemod": "system.bonuses.evasion",
  "system.attributes.efppmod": "system.bonuses.defense",
  "system.attributes.move.efmovemod": "system.bonuses.movement",
  "system.effect.efcvalue": "system.bonuses.criticalValue",
  "system.hp.efhpmod": "system.bonuses.hp",
  "system.mp.efmpmod": "system.bonuses.mp",
  "system.effect.vitres": "system.bonuses.fortitude",
  "system.effect.mndres": "system.bonuses.willpower",
  "system.effect.init": "system.bonuses.initiative",
  "system.effect.mknow": "system.bonuses.monsterKnowledge",
  "system.effect.allmgp": "system.bonuses.magicPower",
  "system.abilities.dex.efvaluemodify": "system.abilities.dexterity.bonus",
  "system.abilities.agi.efvaluemodify": "system.abilities.agility.bonus",
  "system.abilities.str.efvaluemodify": "system.abilities.strength.bonus",
  "system.abilities.vit.efvaluemodify": "system.abilities.vitality.bonus",
  "system.abilities.int.efvaluemodify": "system.abilities.intelligence.bonus",
  "system.abilities.mnd.efvaluemodify": "system.abilities.spirit.bonus",
});

/**
 * A monster's: our monster keeps accuracy, damage, evasion, HP and Defense per section (a list no effect key
 * reaches), so only its resistances have a place.
 */
export const MONSTER_EFFECT_KEYS: Readonly<Record<string, string>> = ownTable({
  "system.effect.vitres": "system.fortitude",
  "system.effect.mndres": "system.willpower",
});

/** Foundry 13's numeric ADD mode (CONST.ACTIVE_EFFECT_MODES.ADD). */
const ADD = 2;
const DEFAULT_IMG = "icons/svg/aura.svg";

/** v14 stores `duration: {value, units}`; the units that are game time, in seconds. */
const SECONDS: Readonly<Record<string, number>> = ownTable({
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86_400,
});

/** A change as stored: v13 root `changes` (numeric `mode`) or v14 `system.changes` (string `type`). */
function storedChanges(r: DocReader, effect: Obj, path: string): { list: readonly unknown[]; at: string } {
  const root = r.list(effect, "changes", `${path}.changes`);
  if (root.length > 0) return { list: root, at: `${path}.changes` };
  const system = r.obj(effect, "system", `${path}.system`);
  return { list: r.list(system, "changes", `${path}.system.changes`), at: `${path}.system.changes` };
}

/** A whole number written as a change value ("1", "-2", "+3", 1); anything else null. */
function wholeValue(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== "string") return null;
  const t = value.normalize("NFKC").trim();
  return /^[+-]?\d{1,9}$/.test(t) ? Number.parseInt(t, 10) : null;
}

/** A positive whole number of rounds / turns / seconds, or null. */
function count(v: unknown): number | null {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : null;
}

function duration(r: DocReader, effect: Obj, path: string): EffectSource["duration"] {
  const d = r.obj(effect, "duration", `${path}.duration`);
  const out: { rounds: number | null; turns: number | null; seconds: number | null } = {
    rounds: count(d.rounds),
    turns: count(d.turns),
    seconds: count(d.seconds),
  };
  // v14: one value in one unit.
  const value = count(d.value);
  const units = typeof d.units === "string" ? d.units : "";
  if (value !== null && out.rounds === null && out.turns === null && out.seconds === null) {
    if (units === "rounds") out.rounds = value;
    else if (units === "turns") out.turns = value;
    else if (ownValue(SECONDS, units) !== undefined) out.seconds = value * (SECONDS[units] as number);
  }
  return out;
}

/** An item that is not imported (or not as an item): its effects are not either, and the import says so. */
export function droppedEffects(r: DocReader, item: ForeignItem): void {
  if (item.effects.length > 0)
    r.warn(
      "Foundry.ItemEffectsDropped",
      `${item.name} is not imported as an item: nor are its ${item.effects.length} active effect(s)`,
      { item: item.name, count: item.effects.length },
    );
}

/**
 * The effects of one actor or item, converted where a change maps. `owner` names the item they sit on (null
 * for the actor's own); `keys` is the table for the actor's type. A malformed effect (not an object, changes
 * that are no list) fails the import through the reader, naming the field.
 */
export function convertEffects(
  r: DocReader,
  raw: readonly unknown[],
  path: string,
  keys: Readonly<Record<string, string>>,
  owner: string | null,
): EffectSource[] {
  const out: EffectSource[] = [];
  for (const [i, effect] of raw.entries()) {
    const p = `${path}[${i}]`;
    if (!isObj(effect)) {
      r.fail("Foundry.WrongType", `field ${p} holds no active effect`, { field: p, value: typeof effect });
      continue;
    }
    const name =
      typeof effect.name === "string" && effect.name.trim() !== ""
        ? effect.name.trim()
        : typeof effect.label === "string" && effect.label.trim() !== ""
          ? effect.label.trim()
          : "?";
    const stored = storedChanges(r, effect, p);
    const changes: EffectSource["changes"] = [];
    const left: string[] = [];
    for (const [j, change] of stored.list.entries()) {
      const cp = `${stored.at}[${j}]`;
      if (!isObj(change)) {
        r.fail("Foundry.WrongType", `field ${cp} holds no change`, { field: cp, value: typeof change });
        continue;
      }
      const key = typeof change.key === "string" ? change.key.trim() : "";
      const target = ownValue(keys, key);
      const added = change.mode === ADD || change.mode === "2" || change.type === "add";
      const value = wholeValue(change.value);
      if (target !== undefined && added && value !== null)
        changes.push({ key: target, mode: ADD, value: String(value), priority: null });
      else
        left.push(
          `${key || "?"} ${typeof change.value === "string" || typeof change.value === "number" ? change.value : ""}`.trim(),
        );
    }
    if (changes.length === 0) {
      if (owner === null)
        r.warn(
          "Foundry.ActorEffect",
          `the active effect ${name} is not imported: ${left.join(", ") || "no changes"}`,
          {
            name,
            changes: left.join(", "),
          },
        );
      else
        r.warn(
          "Foundry.ItemEffects",
          `${owner}: its active effect ${name} is not imported: ${left.join(", ") || "no changes"}`,
          { item: owner, name, changes: left.join(", ") },
        );
      continue;
    }
    if (left.length > 0)
      r.warn(
        "Foundry.EffectChangesLeft",
        `the active effect ${name} is imported without ${left.join(", ")}`,
        { name, changes: left.join(", ") },
      );
    const img =
      typeof effect.img === "string" && effect.img !== ""
        ? effect.img
        : typeof effect.icon === "string" && effect.icon !== ""
          ? effect.icon
          : DEFAULT_IMG;
    out.push({
      name,
      img,
      changes,
      disabled: r.bool(effect, "disabled", `${p}.disabled`),
      // On an item, whether it passes to the actor (or, false, is applied to a target when used); on the actor
      // itself the flag means nothing, and ours store false there.
      transfer: owner === null ? false : r.bool(effect, "transfer", `${p}.transfer`, true),
      duration: duration(r, effect, p),
      description: r.text(effect, "description", `${p}.description`),
    });
  }
  return out;
}

/**
 * The actor as Foundry would prepare it: every enabled converted change of its own effects and of its items'
 * passing effects (transfer) added to the field it names. The totals the import prints and compares are those
 * of this actor, as that system's sheet shows its totals with its effects.
 */
export function withEffects(actor: ActorSource): ActorSource {
  const out = structuredClone(actor);
  const effects = [
    ...(actor.effects ?? []),
    ...actor.items.flatMap((item) => (item.effects ?? []).filter((e) => e.transfer)),
  ].filter((e) => !e.disabled);
  for (const effect of effects)
    for (const change of effect.changes) {
      if (change.mode !== ADD || !change.key.startsWith("system.")) continue;
      const path = change.key.slice("system.".length).split(".");
      let at: Record<string, unknown> = out.system;
      for (const key of path.slice(0, -1)) {
        const next = Object.hasOwn(at, key) ? at[key] : undefined;
        if (typeof next !== "object" || next === null) {
          at = {};
          break;
        }
        at = next as Record<string, unknown>;
      }
      const last = path[path.length - 1] as string;
      const value = Number(change.value);
      const now = Object.hasOwn(at, last) ? at[last] : 0;
      if (Number.isSafeInteger(value) && (typeof now === "number" || now === undefined))
        at[last] = (now ?? 0) + value;
    }
  return out;
}
