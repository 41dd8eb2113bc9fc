/**
 * The system's Actor class. Data helpers only (rolls live in the sheets): roll data for formulas,
 * class levels, the monster view a player may see, and token bars that edit a section's HP/MP.
 */
import { classLevel } from "../../rules/character/derivation/classes.js";
import { type MonsterView, monsterView } from "../../rules/character/monsters/monster-knowledge.js";
import type { ClassId } from "../../rules/character/vocabulary.js";
import { barValue } from "../../rules/damage/vitals.js";
import { classEntries } from "../data/character-input.js";
import { addShardChanges } from "./monster-shards.js";

export class SW25Actor extends Actor {
  /** A class level of this actor, 0 without it (monsters and mounts have none). */
  classLevel(id: ClassId): number {
    return classLevel(classEntries(this), id);
  }

  /** What the current user may see of this monster (name, stats, weak point). Non-monsters: everything. */
  monsterView(isGM: boolean = game.user?.isGM ?? false): MonsterView {
    const actor = this as Actor.Known;
    if (actor.type !== "monster") return { name: this.name, showStats: true, showWeakPoint: true };
    const system = actor.system;
    return monsterView(
      {
        name: this.name,
        unidentifiedName: system.unidentifiedName,
        identified: system.identified,
        weaknessKnown: system.weaknessKnown,
      },
      isGM,
    );
  }

  /**
   * A monster's sword shards set by the GM bring their HP, MP and resistances in the same update (issue 35);
   * a refused count stops the update with a localized warning.
   */
  protected override async _preUpdate(
    changes: Parameters<Actor["_preUpdate"]>[0],
    options: Parameters<Actor["_preUpdate"]>[1],
    user: Parameters<Actor["_preUpdate"]>[2],
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    if (this.type !== "monster") return undefined;
    const added = addShardChanges(this._source.system, changes as Record<string, unknown>);
    if (added && !added.ok) {
      ui.notifications?.warn(
        game.i18n?.format(`SW25.Error.${added.error.code}`, { max: String(added.error.params?.max ?? "") }) ??
          added.error.message,
      );
      return false;
    }
    return undefined;
  }

  /**
   * A mount's level follows its rider's classes (facts §6), but Foundry re-prepares only the changed actor:
   * call this after a rider's class items change (hooks on create/update/deleteItem) and once in `ready`.
   */
  refreshMounts(): void {
    for (const other of game.actors ?? []) {
      const mount = other as Actor.Known;
      if (mount.type !== "mount" || mount.system.riderId !== this.id) continue;
      mount.reset();
      void mount.sheet?.render();
    }
  }

  /**
   * Roll data: the system data plus short names for formulas (`@level`, `@dexMod`, `@fortitude`, ...).
   * Monsters add their fixed Fortitude/Willpower.
   */
  override getRollData() {
    const data: Record<string, unknown> = { ...super.getRollData() };
    const actor = this as Actor.Known;
    if (actor.type === "character" && actor.system.derived) {
      const d = actor.system.derived;
      Object.assign(data, {
        level: d.adventurerLevel,
        dexMod: d.modifiers.dexterity,
        agiMod: d.modifiers.agility,
        strMod: d.modifiers.strength,
        vitMod: d.modifiers.vitality,
        intMod: d.modifiers.intelligence,
        spiMod: d.modifiers.spirit,
        fortitude: d.fortitude,
        willpower: d.willpower,
        evasion: d.evasion,
        defense: d.defense,
      });
      for (const entry of classEntries(this)) data[entry.classId] = this.classLevel(entry.classId);
    } else if (actor.type === "monster" && actor.system.derived) {
      Object.assign(data, {
        level: actor.system.level,
        fortitude: actor.system.derived.fortitude.fixed,
        willpower: actor.system.derived.willpower.fixed,
      });
    }
    return data;
  }

  /**
   * Token bars: the value follows `barValue` (HP may go below 0 for the Death Check, DMG-09; MP not,
   * DMG-10). Monster and mount hp/mp are their main section's, so the edit is written to that section.
   */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    const actor = this as Actor.Known;
    if ((attribute !== "hp" && attribute !== "mp") || !isBar || actor.type === "party")
      return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const updates = this.tokenBarUpdates(
      attribute,
      barValue(attribute, actor.system[attribute], value, isDelta),
    );
    if (!updates) return this;
    // Foundry's own method lets modules change or veto the update through this hook: keep that contract.
    // (The v13 API documents the hook; the bundled types list it as deprecated, hence the plain signature.)
    const call = Hooks.call as (hook: string, ...args: unknown[]) => boolean;
    const allowed = call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed === false ? this : this.update(updates as Actor.UpdateData);
  }

  /** The update that writes a token bar's new value where it lives (null: nowhere to write it). */
  private tokenBarUpdates(attribute: "hp" | "mp", next: number): Record<string, unknown> | null {
    const actor = this as Actor.Known;
    if (actor.type === "character") return { [`system.${attribute}.value`]: next };
    if (actor.type === "party") return null;
    const index = actor.system.derived.mainSection;
    if (actor.type === "monster") {
      const sections = actor.toObject().system.sections;
      const section = sections[index];
      if (!section) return null;
      section[attribute].value = next;
      return { "system.sections": sections };
    }
    if (index < 0) return null;
    const states = [...actor.toObject().system.current];
    while (states.length <= index) states.push({ hp: null, mp: null });
    states[index] = { ...(states[index] ?? { hp: null, mp: null }), [attribute]: next };
    return { "system.current": states };
  }
}
