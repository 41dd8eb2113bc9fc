/** The system's Combatant: reads its actor and token into the engine's combatant source. */
import type { Side } from "../../rules/combat/types.js";
import { type CombatantSource, sideFromDisposition, sourceFromActor } from "./translate.js";

export class SW25Combatant extends Combatant {
  /** The side set by the GM, else the token's disposition. */
  get battleSide(): Side {
    const chosen = (this.system as { side?: unknown }).side;
    if (chosen === "pc" || chosen === "enemy") return chosen;
    return sideFromDisposition(this.token?.disposition ?? 0);
  }

  /** Null for a combatant without an actor (nothing for the engine to read). */
  battleSource(): CombatantSource | null {
    const actor = this.actor;
    if (!actor || !this.id) return null;
    const system = actor.system as unknown as Readonly<Record<string, unknown>>;
    return sourceFromActor(
      this.id,
      { type: actor.type, name: actor.name, system },
      this.battleSide,
      this.name ?? undefined,
    );
  }
}
