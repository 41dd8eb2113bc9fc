/**
 * The system's TokenDocument: an unidentified monster's alias, and HP/MP bars written to the right section.
 */
import { SW25Actor } from "./actor.js";

/**
 * The system's TokenDocument. Players read an unidentified monster's token under its alias (INIT-02).
 * Monster and mount hp/mp are derived from their main section, not schema
 * fields, so Foundry would offer their token bars read-only; they are editable here, and the edit goes
 * through `SW25Actor#modifyTokenAttribute`, which writes it to the right section.
 */
const EDITABLE_BARS = new Set(["hp", "mp"]);

export class SW25TokenDocument extends TokenDocument {
  /** Derived, never saved: the stored name stays the GM's; a player's client shows the alias instead. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const actor = this.actor;
    if (game.user?.isGM !== false || !(actor instanceof SW25Actor)) return;
    const view = actor.monsterView(false);
    if (!view.showStats) this.name = view.name ?? game.i18n?.localize("SW25.Combat.UnknownMonster") ?? "";
  }

  override getBarAttribute(barName: string, options?: { alternative?: string }) {
    const bar = super.getBarAttribute(barName, options);
    if (bar?.type === "bar" && EDITABLE_BARS.has(bar.attribute)) return { ...bar, editable: true };
    return bar;
  }
}
