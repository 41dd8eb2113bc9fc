/**
 * Each section's HP of a multi-section monster or mount, for the apply buttons' section picker and the
 * token's section bars. Pure: plain actor data in, plain values out.
 */
import { sectionDown } from "../../../rules/combat/sections-and-mounts/sections.js";
import type { ActorInput } from "./actor-input.js";
import { monsterView, mountView } from "./monster-view.js";
import type { Bar } from "./read.js";

export interface SectionHealth {
  readonly index: number;
  readonly name: string;
  readonly core: boolean;
  readonly hp: Bar;
  /** At 0 HP or below the section counts as unconscious (SECT-04). */
  readonly down: boolean;
}

/** Every section of a monster or mount with two or more sections; [] for one-body actors and the rest. */
export function sectionHealth(actorType: string, actor: ActorInput): SectionHealth[] {
  if (actorType !== "monster" && actorType !== "mount") return [];
  const sections = actorType === "monster" ? monsterView(actor).sections : mountView(actor).sections;
  if (sections.length < 2) return [];
  return sections.map((s) => ({
    index: s.index,
    name: s.name,
    core: s.core,
    hp: s.hp,
    down: sectionDown({ name: s.name, hp: s.hp.value, maxHp: s.hp.max, conscious: true }),
  }));
}
