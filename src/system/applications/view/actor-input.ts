/** The plain data every sheet view is built from: its shape, and how a sheet reads it off an actor. */
/** The plain shape a sheet hands to the view: `actor.toObject()`-like, with prepared derived values. */
export interface ActorInput {
  readonly id?: string | null;
  readonly name?: unknown;
  readonly img?: unknown;
  /** The prototype token's image. */
  readonly tokenImg?: unknown;
  readonly system?: unknown;
  readonly items?: unknown;
}

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
