/**
 * Where a battle's water comes from at the table (ENV-05): flags the GM sets on the Scene and on Regions.
 * Only a translation: flags in, the engine's loose `environment` input out (normalize.ts checks it again);
 * what water does is decided in `src/rules/combat/environment/underwater.ts`.
 *
 *   Scene flag  `swordworld25.environment` = { underwater: true, shoulderDeep?: true, ground?: ["forest"] }
 *               (the whole scene is under water; `ground`: what fliers fall onto, ENV-02)
 *   Region flag `swordworld25.environment` = { underwater: true, shoulderDeep?: true }
 *               (a combatant whose token stands in that Region has this water, overriding the scene's)
 *
 * Read when the GM sets the battle up: `SW25Combat#setupBattle` takes the scene's flag as the battle's water,
 * and `SW25Combatant#battleSource` each token's Regions (`RegionDocument#tokens`) as that combatant's own.
 * Changes during the battle are the GM's `setEnvironment` events (Battle Board).
 */
import { SYSTEM_ID } from "../../settings.js";

/** Anything with Foundry-style `flags` (a Scene, a Region, or their plain source). */
export interface FlagHolder {
  readonly flags?: Readonly<Record<string, unknown>> | null;
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

/** The system's `environment` flag of one document, if it is an object. */
function environmentFlag(doc: FlagHolder | null | undefined): Loose | null {
  const scoped = doc?.flags?.[SYSTEM_ID];
  const flag = isObject(scoped) ? scoped.environment : undefined;
  return isObject(flag) ? flag : null;
}

const GROUNDS: readonly string[] = ["forest", "water", "cliffSlide", "hardGround"];

/** The battle's `environment` input from the scene's flag, or undefined when the scene sets none. */
export function battleEnvironmentFromScene(
  scene: FlagHolder | null | undefined,
): { underwater: boolean; shoulderDeep: boolean; ground: string[] } | undefined {
  const flag = environmentFlag(scene);
  if (!flag) return undefined;
  return {
    underwater: flag.underwater === true,
    shoulderDeep: flag.shoulderDeep === true,
    ground: Array.isArray(flag.ground)
      ? flag.ground.filter((g): g is string => GROUNDS.includes(String(g)))
      : [],
  };
}

/**
 * A combatant's own water from the Regions its token stands in: the first Region marked under water decides;
 * undefined when none is (the combatant then shares the battle's).
 */
export function combatantWaterFromRegions(
  regions: readonly FlagHolder[],
): { underwater: boolean; shoulderDeep: boolean } | undefined {
  for (const region of regions) {
    const flag = environmentFlag(region);
    // Only water counts: the Region config's unchecked box saves `underwater: false` on every Region the GM
    // edits, which must not make its tokens dry in an underwater scene (a dry spot is a setEnvironment event).
    if (flag?.underwater === true) return { underwater: true, shoulderDeep: flag.shoulderDeep === true };
  }
  return undefined;
}
