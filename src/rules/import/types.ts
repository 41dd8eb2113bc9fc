/** Plain Foundry document sources as the importer builds them (what `Actor.create` receives). */
export interface ItemSource {
  name: string;
  type: string;
  system: Record<string, unknown>;
  flags?: Record<string, unknown>;
}

export interface ActorSource {
  name: string;
  type: "character" | "monster" | "mount";
  system: Record<string, unknown>;
  items: ItemSource[];
  flags?: Record<string, unknown>;
}
