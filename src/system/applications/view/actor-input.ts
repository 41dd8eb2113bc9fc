import type { ActorInput } from "./character-view.js";

/** Plain data for the view builders: stored fields plus the rules' derived values, which toObject() drops. */
export function actorInput(actor: Actor.Implementation): ActorInput {
  const system = actor.system as unknown as { derived?: unknown; hp?: unknown; mp?: unknown };
  return {
    id: actor.id,
    name: actor.name,
    img: actor.img,
    tokenImg: actor.prototypeToken?.texture?.src,
    system: { ...actor.toObject().system, derived: system.derived, hp: system.hp, mp: system.mp },
    items: actor.items.contents.map((item) => item.toObject()),
  };
}
