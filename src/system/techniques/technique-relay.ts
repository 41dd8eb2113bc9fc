/**
 * The GM's side of a player's technique use (use-technique.ts, `relayTechniqueUse`), registered at world load.
 * The technique code itself is loaded on the first use or relayed request: a chunk of its own, not in what
 * every client loads with the world (scripts/bench/bundle.mjs).
 */
import { onRelayRequest } from "../relay/relay.js";

export const loadUseTechnique = () => import("./use-technique.js");

export function registerTechniqueRelay(): void {
  onRelayRequest("useTechnique", async (request, author) =>
    (await loadUseTechnique()).relayTechniqueUse(request, author),
  );
}
