/** Plain Foundry document sources as the importer builds them (what `Actor.create` receives). */
export interface ItemSource {
  name: string;
  type: string;
  system: Record<string, unknown>;
  flags?: Record<string, unknown>;
  effects?: EffectSource[];
}

/**
 * An Active Effect as the importer builds it, in Foundry 13's stored shape (root `changes` with a numeric
 * mode); the Foundry layer writes it in the running generation's shape (src/system/compat).
 */
export interface EffectSource {
  name: string;
  img: string;
  changes: { key: string; mode: number; value: string; priority: number | null }[];
  disabled: boolean;
  transfer: boolean;
  duration: { rounds: number | null; turns: number | null; seconds: number | null };
  description: string;
}

export interface ActorSource {
  name: string;
  type: "character" | "monster" | "mount";
  system: Record<string, unknown>;
  items: ItemSource[];
  flags?: Record<string, unknown>;
  effects?: EffectSource[];
}
