/**
 * Active Effects that live on actors and items, and (fake v14) core's own expiry, written from the public API
 * pages only (never from Foundry's or fvtt-types' source):
 *
 * - `Actor#allApplicableEffects()`: "Get all ActiveEffects that may apply to this Actor": the actor's own
 *   effects, then every owned item's effects that transfer (v13 and v14 Actor pages;
 *   https://foundryvtt.com/api/classes/foundry.documents.Actor.html#allapplicableeffects). `Actor#effects` is
 *   the actor's own embedded collection only.
 * - v14 expiry: `CONST.ACTIVE_EFFECT_EXPIRY_EVENTS` = combatStart, roundStart, turnStart, combatEnd, roundEnd,
 *   turnEnd; "Other events can be defined by systems and modules, with their handling also left to them"
 *   (https://foundryvtt.com/api/variables/CONST.ACTIVE_EFFECT_EXPIRY_EVENTS.html).
 * - `EffectDurationData.expiry`: "expiration occurs when both the end of the duration and the expiry event are
 *   reached. A truly indefinite duration is one in which both duration value and expiry are null"
 *   (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html).
 * - `CONFIG.ActiveEffect.expiryAction`: "update" | "delete" | null, "the action taken by the
 *   ActiveEffectRegistry upon an ActiveEffect's expiration. An update action will set the value of
 *   ActiveEffectDuration#expired" (https://foundryvtt.com/api/v14/variables/CONFIG.ActiveEffect.html). Its
 *   default only marks expired effects ("it only disables expired effects by default":
 *   https://foundryvtt.com/packages/yeet), and a marked effect stops applying ("are marked as expired, become
 *   inactive": https://github.com/foundryvtt/dnd5e/pull/6837).
 * - `ActiveEffectRegistry#refresh(event, {actors, combat})`: "Refresh the durations of registered
 *   ActiveEffects and perform the configured action for expired effects"
 *   (https://foundryvtt.com/api/classes/foundry.helpers.ActiveEffectRegistry.html). Core refreshes on the
 *   combat's round and turn changes ("`roundStart` and `roundEnd` are handled by core Foundry":
 *   https://github.com/MetaMorphic-Digital/torgeternity/issues/668), counting a "turns" duration in turn changes.
 *
 * What the fake decides where the docs are silent: a "rounds" duration has ended when the combat's round is at
 * least `start.round + value`; a "turns" duration when `value` turn starts were seen since it began; an
 * effect whose expiry is null expires at any core event once its duration has ended.
 */
import { FakeCollection } from "./fake-documents.js";
import { fakeGeneration } from "./fake-foundry.js";

type Bag = Record<string, unknown>;
const bag = (v: unknown): Bag => (typeof v === "object" && v !== null ? (v as Bag) : {});

export const CORE_EXPIRY_EVENTS = [
  "combatStart",
  "roundStart",
  "turnStart",
  "combatEnd",
  "roundEnd",
  "turnEnd",
] as const;

type EffectCtor = new (data: Bag) => FakeEffectDoc;

/** What the fake reads and writes of an effect document (the system's class over the fake base). */
export interface FakeEffectDoc extends Bag {
  _source: Bag;
  uuid: string;
  parent: unknown;
  toObject(): Bag;
  delete(): Promise<unknown>;
  update(data: Bag): Promise<unknown>;
  readonly active: boolean;
}

const effectClass = (): EffectCtor =>
  (globalThis as unknown as { CONFIG: { ActiveEffect: { documentClass: EffectCtor } } }).CONFIG.ActiveEffect
    .documentClass;

/** Every write an effect holder saw, in order, for the test to read. */
export interface EffectLog {
  readonly created: string[];
  readonly deleted: string[];
  readonly updated: { uuid: string; data: Bag }[];
}

export const effectLog: EffectLog = { created: [], deleted: [], updated: [] };

let nextId = 1;

/** An embedded effect of `parent`, in the system's ActiveEffect class, whose delete/update land on it. */
function embed(parent: EffectHolder, data: Bag): FakeEffectDoc {
  const id = String(data._id ?? `effect${String(nextId++).padStart(10, "0")}`);
  const source = structuredClone({ disabled: false, transfer: false, statuses: [], ...data, _id: id });
  const Cls = effectClass();
  const effect = new Cls(structuredClone(source));
  effect._source = source;
  effect.parent = parent;
  effect.uuid = `${parent.uuid}.ActiveEffect.${id}`;
  effect.toObject = () => structuredClone(effect._source);
  effect.delete = async () => {
    if (!parent.effects.has(id)) throw new Error(`ActiveEffect ${id} does not exist`);
    parent.effects.delete(id);
    effectLog.deleted.push(effect.uuid);
    return effect;
  };
  effect.update = async (change: Bag) => {
    const next = bag(structuredClone(effect._source));
    for (const [path, value] of Object.entries(change)) {
      const keys = path.split(".");
      const last = keys.pop() ?? "";
      let at = next;
      for (const key of keys) {
        at[key] = bag(at[key]);
        at = at[key] as Bag;
      }
      at[last] = structuredClone(value);
    }
    effect._source = next;
    Object.assign(effect, structuredClone(next));
    effectLog.updated.push({ uuid: effect.uuid, data: change });
    return effect;
  };
  return effect;
}

/** An actor or item that holds embedded effects. */
export interface EffectHolder {
  readonly uuid: string;
  readonly documentName: string;
  /** An embedded collection: it iterates its documents (Foundry's Collection), not Map entries. */
  readonly effects: FakeCollection<FakeEffectDoc>;
  createEmbeddedDocuments(name: "ActiveEffect", data: Bag[]): Promise<FakeEffectDoc[]>;
}

function holder(uuid: string, documentName: string, extra: Bag = {}): EffectHolder & Bag {
  const self = {
    ...extra,
    uuid,
    documentName,
    effects: new FakeCollection<FakeEffectDoc>(),
    async createEmbeddedDocuments(name: string, data: Bag[]) {
      if (name !== "ActiveEffect") throw new Error(`no ${name} here`);
      const made = data.map((d) => embed(self, d));
      for (const e of made) {
        self.effects.set(String(e._source._id), e);
        effectLog.created.push(e.uuid);
      }
      registry.track(made);
      return made;
    },
  };
  return self;
}

/** An item of an actor with its own effects (a technique's templates). */
export function fakeItem(actor: EffectActor, id: string, effects: Bag[] = []): EffectHolder & Bag {
  const item = holder(`${actor.uuid}.Item.${id}`, "Item", { id, parent: actor, system: {} });
  for (const e of effects) item.effects.set(String(e._id), embed(item, e));
  actor.items.push(item);
  return item;
}

export interface EffectActor extends EffectHolder, Bag {
  readonly id: string;
  readonly items: (EffectHolder & Bag)[];
  allApplicableEffects(): Generator<FakeEffectDoc>;
}

/** A world actor (`Actor.<id>`) or an unlinked token's synthetic actor (`Scene.<s>.Token.<t>.Actor.<id>`). */
export function effectActor(id: string, uuid = `Actor.${id}`): EffectActor {
  const actor = holder(uuid, "Actor", { id, name: id, items: [] }) as unknown as EffectActor;
  Object.assign(actor, {
    *allApplicableEffects() {
      yield* actor.effects.values();
      for (const item of actor.items)
        for (const effect of item.effects.values()) if (effect._source.transfer === true) yield effect;
    },
  });
  return actor;
}

/** Fake v14 `ActiveEffect.registry`: the effects it tracks and the events it was refreshed with. */
export const registry = {
  tracked: new Set<FakeEffectDoc>(),
  events: [] as string[],
  /** Turn starts seen per effect since it began (how a "turns" duration counts). */
  turnsSeen: new Map<FakeEffectDoc, number>(),
  track(effects: Iterable<FakeEffectDoc>): void {
    for (const e of effects) this.tracked.add(e);
  },
  clear(): void {
    this.tracked.clear();
    this.events.length = 0;
    this.turnsSeen.clear();
  },
  /** `refresh(event, {combat})`: ends what both its duration and its expiry event say has ended. */
  async refresh(event: string, context: { combat?: { round: number } } = {}): Promise<void> {
    if (fakeGeneration() < 14) return;
    this.events.push(event);
    const action = (globalThis as unknown as { CONFIG: { ActiveEffect: { expiryAction?: unknown } } }).CONFIG
      .ActiveEffect.expiryAction;
    for (const effect of [...this.tracked]) {
      const parent = effect.parent as EffectHolder;
      if (!parent.effects.has(String(effect._source._id))) {
        this.tracked.delete(effect);
        continue;
      }
      if (event === "turnStart") this.turnsSeen.set(effect, (this.turnsSeen.get(effect) ?? 0) + 1);
      const duration = bag(effect._source.duration);
      if (duration.expired === true) continue;
      const expiry = typeof duration.expiry === "string" ? duration.expiry : null;
      // A system's own event is never fired by core.
      const eventReached = expiry === null ? true : expiry === event;
      if (!eventReached || !durationEnded(effect, context.combat?.round ?? 0, this.turnsSeen)) continue;
      if (action === "delete") await effect.delete();
      else if (action === null) continue;
      else await effect.update({ "duration.expired": true });
    }
  },
};

function durationEnded(effect: FakeEffectDoc, round: number, turnsSeen: Map<FakeEffectDoc, number>): boolean {
  const duration = bag(effect._source.duration);
  const value = typeof duration.value === "number" ? duration.value : null;
  if (value === null) return false;
  const start = bag(effect._source.start);
  if (duration.units === "rounds") return round >= Number(start.round ?? 0) + value;
  if (duration.units === "turns") return (turnsSeen.get(effect) ?? 0) >= value;
  return false;
}

/** An effect is applying its changes: v13 not disabled nor suppressed; v14 also not marked expired. */
export function isApplying(effect: FakeEffectDoc): boolean {
  const expired = bag(effect._source.duration).expired === true;
  return (
    effect._source.disabled !== true && effect.isSuppressed !== true && !(fakeGeneration() >= 14 && expired)
  );
}

/**
 * A combat whose `update` does what Foundry does on every write of round/turn: v14 core refreshes the
 * registry with roundEnd/roundStart when the round changes and turnEnd/turnStart when the turn changes (the
 * issue threads above), then `updateCombat` fires on every client (v13/v14 hookEvents.updateDocument).
 */
export function effectCombat(id: string, combatants: { id: string; actor: unknown }[]) {
  const combat = {
    id,
    round: 0,
    turn: null as number | null,
    combatants,
    battle: { round: 0, turn: null as { actorId: string } | null },
    async update(change: { round?: number; turn?: number | null; system?: { battle?: unknown } }) {
      const before = { round: combat.round, turn: combat.turn };
      if (change.round !== undefined) combat.round = change.round;
      if (change.turn !== undefined) combat.turn = change.turn;
      if (change.system?.battle) combat.battle = change.system.battle as typeof combat.battle;
      if (combat.round !== before.round) {
        await registry.refresh("roundEnd", { combat });
        await registry.refresh("roundStart", { combat });
      }
      if (combat.turn !== before.turn || combat.round !== before.round) {
        if (before.turn !== null) await registry.refresh("turnEnd", { combat });
        if (combat.turn !== null) await registry.refresh("turnStart", { combat });
      }
      const hooks = (globalThis as unknown as { Hooks: { callAll(n: string, ...a: unknown[]): void } }).Hooks;
      hooks.callAll("updateCombat", combat, change, {}, "gmUser000000000a");
      return combat;
    },
  };
  return combat;
}
