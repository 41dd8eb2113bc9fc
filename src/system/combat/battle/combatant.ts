/** The system's Combatant: reads its actor and token into the engine's terms. */
import type { Side } from "../../../rules/combat/types.js";
import { type Arsenal, arsenalFromItems, emptyArsenal, type ItemSnapshot } from "../policy/arsenal.js";
import { combatantWaterFromRegions, type FlagHolder } from "../scene/environment-flags.js";
import { type SceneGrid, tokenMetres } from "../scene/scene-metres.js";
import type { MonsterIdentitySource } from "./names.js";
import {
  bodyFieldsOf,
  type CombatantSource,
  moveSpeedOf,
  positioningFeats,
  sideFromDisposition,
  sourceFromActor,
} from "./translate.js";

/** A character's Wind Wings uses today (0 when not stored); undefined for an actor without daily uses. */
function windWingsUsed(system: unknown): number | undefined {
  const used = (system as { dailyUses?: { windWings?: unknown } } | undefined)?.dailyUses;
  if (!used) return undefined;
  return typeof used.windWings === "number" ? used.windWings : 0;
}

export class SW25Combatant extends Combatant {
  /** The side set by the GM, else the token's disposition. */
  get battleSide(): Side {
    const chosen = (this.system as { side?: unknown }).side;
    if (chosen === "pc" || chosen === "enemy") return chosen;
    return sideFromDisposition(this.token?.disposition ?? 0);
  }

  /**
   * Null for a combatant without an actor (nothing for the engine to read). With the scene's grid, the
   * Standard Combat fields too: the token's centre in metres, Move Speed and positioning feats.
   */
  battleSource(grid: SceneGrid | null = null): CombatantSource | null {
    const actor = this.actor;
    if (!actor || !this.id) return null;
    const system = actor.system as unknown as Readonly<Record<string, unknown>>;
    const snapshot = { type: actor.type, name: actor.name, system, statuses: [...(actor.statuses ?? [])] };
    const source = sourceFromActor(this.id, snapshot, this.battleSide, this.name ?? undefined);
    const token = this.token;
    const items = actor.items.contents.map((i) => ({
      type: i.type,
      name: i.name,
      system: i.system as unknown as Readonly<Record<string, unknown>>,
    }));
    const water = combatantWaterFromRegions(this.tokenRegions());
    return {
      ...source,
      moveSpeed: moveSpeedOf(snapshot),
      feats: positioningFeats(items),
      point: token && grid ? tokenMetres(token, grid) : null,
      body: { ...bodyFieldsOf(snapshot, items), ...(water ? { environment: water } : {}) },
    };
  }

  /** ENV-05: the scene's Regions this combatant's token stands in (`RegionDocument#tokens`), as flag holders. */
  private tokenRegions(): FlagHolder[] {
    const token = this.token;
    const regions = (token?.parent as { regions?: Iterable<unknown> } | null | undefined)?.regions;
    if (!token || !regions) return [];
    return [...regions].filter((r) =>
      (r as { tokens?: ReadonlySet<unknown> }).tokens?.has(token),
    ) as FlagHolder[];
  }

  /** Equipped weapons and spells, for the tracker's attack and spell rows. */
  battleArsenal(): Arsenal {
    const items = this.actor?.items;
    if (!items) return emptyArsenal;
    return arsenalFromItems(
      items.contents.map(
        (item): ItemSnapshot => ({
          id: item.id ?? "",
          type: item.type,
          name: item.name,
          system: item.system as unknown as Readonly<Record<string, unknown>>,
        }),
      ),
      // A Lildraken's tail is offered as a weapon row, named in this client's language, and its Wind Wings.
      {
        tail: game.i18n?.localize("SW25.RaceAbility.tailWeapon.Weapon") ?? "Tail",
        windWingsUsed: windWingsUsed(this.actor?.system),
      },
    );
  }

  /** A monster's identity as its actor records it; undefined for everyone else. */
  battleIdentity(): MonsterIdentitySource | undefined {
    const actor = this.actor;
    if (actor?.type !== "monster") return undefined;
    const system = actor.system as unknown as Readonly<Record<string, unknown>>;
    return {
      unidentifiedName: typeof system.unidentifiedName === "string" ? system.unidentifiedName : "",
      identified: system.identified === true,
      weaknessKnown: system.weaknessKnown === true,
    };
  }
}
