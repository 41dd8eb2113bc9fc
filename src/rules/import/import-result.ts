/**
 * What every importer (ytsheet2's sheets, the `sw25` system's documents) answers: the Actor source, or why
 * not.
 */
import type { RuleError } from "../errors.js";
import type { Derived } from "./derive.js";
import type { ActorSource } from "./types.js";

export type ImportKind = "character" | "monster" | "mount";

export interface ImportResult {
  readonly ok: boolean;
  readonly kind: ImportKind | null;
  readonly actor: ActorSource | null;
  readonly derived: Derived["values"] | null;
  readonly warnings: readonly RuleError[];
  readonly error: RuleError | null;
}
