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
 * - v14 core's own migration of v13-shaped effect data as a document loads (the client copy, `_source`, is the
 *   migrated one): the root `changes` array moves to `system.changes`
 *   (https://github.com/foundryvtt/foundryvtt/issues/13740, "Migrate `ActiveEffect#changes` to
 *   `ActiveEffect#system#changes`"), each change's numeric `mode` becoming its `type`
 *   (https://github.com/foundryvtt/foundryvtt/issues/13566; the types are the keys of the v14 page
 *   https://foundryvtt.com/api/variables/CONST.ACTIVE_EFFECT_CHANGE_TYPES.html); a legacy duration becomes one
 *   `value` in one `units` ("The new data structure requires a single unit and a single value",
 *   https://github.com/foundryvtt/foundryvtt/issues/14112) with `expiry` null, and `start` (v14
 *   EffectDurationData and EffectStartData pages:
 *   https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html).
 * - v14's deprecation getters on a loaded effect: `duration.startTime`, `seconds`, `rounds`, `turns`,
 *   `startRound`, `startTurn`, `combat` "derive their values from the new value/units/start fields"
 *   (https://github.com/sun-dragon-cult/fvtt-system-rqg/pull/987), `duration.type` reads `units`
 *   ("ActiveEffectDuration#type, which is now at ActiveEffectDuration#units. Deprecated since Version 14":
 *   https://github.com/sun-dragon-cult/fvtt-system-rqg/issues/992), and `changes` reads `system.changes`
 *   (foundryvtt#13740). Each read is recorded in `effectLog.deprecations`; none is part of `toObject()`.
 *
 * What the fake decides where the docs are silent: a "rounds" duration has ended when the combat's round is at
 * least `start.round + value`; a "turns" duration when `value` turn starts were seen since it began; an
 * effect whose expiry is null expires at any core event once its duration has ended. Core's load migration
 * gives a change the phase "initial" and keeps a stored priority; of several legacy endings it keeps the
 * first of rounds, turns, seconds (foundryvtt#14112 reports rounds kept over seconds), seconds in "seconds";
 * it leaves a source that already has `system.changes` or a `value`/`units` duration as it is, and drops the
 * root `changes` once moved.
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
  /** v14: deprecated effect properties read (`duration.rounds`, `changes`, ...), as `<uuid> <property>`. */
  readonly deprecations: string[];
}

export const effectLog: EffectLog = { created: [], deleted: [], updated: [], deprecations: [] };

/** v13's ACTIVE_EFFECT_MODES by number, as v14's change types (CONST.ACTIVE_EFFECT_CHANGE_TYPES keys). */
const TYPE_OF_MODE = ["custom", "multiply", "add", "downgrade", "upgrade", "override"];

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * Fake v14 core's migration of one stored effect source as it loads (see the header); v13 loads it as stored.
 * Pure: returns a new source.
 */
export function coreLoadedSource(stored: Bag): Bag {
  const source = structuredClone(stored);
  if (fakeGeneration() < 14) return source;
  const system = bag(source.system);
  if (Array.isArray(source.changes)) {
    if (!(Array.isArray(system.changes) && system.changes.length > 0))
      source.system = {
        ...system,
        changes: source.changes.flatMap((raw) => {
          const c = bag(raw);
          const type = typeof c.mode === "number" ? TYPE_OF_MODE[c.mode] : undefined;
          if (typeof c.key !== "string" || !type) return [];
          return [
            {
              key: c.key,
              value: String(c.value ?? ""),
              type,
              phase: "initial",
              ...(num(c.priority) !== null ? { priority: c.priority } : {}),
            },
          ];
        }),
      };
    delete source.changes;
  }
  const d = bag(source.duration);
  if (!("value" in d || "units" in d) && source.duration !== undefined) {
    const [units, value] = (
      [
        ["rounds", num(d.rounds)],
        ["turns", num(d.turns)],
        ["seconds", num(d.seconds)],
      ] as const
    ).find(([, v]) => v !== null && v > 0) ?? ["seconds", null];
    source.duration = { value, units, expiry: null, expired: false };
    source.start = {
      round: num(d.startRound),
      turn: num(d.startTurn),
      combat: typeof d.combat === "string" ? d.combat : null,
      ...(num(d.startTime) !== null ? { time: d.startTime } : {}),
    };
  }
  return source;
}

const SECONDS_PER = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as Record<string, number>;

/** v14's deprecated getters on a loaded effect (see the header), each read recorded. */
function withDeprecations(effect: FakeEffectDoc): void {
  if (fakeGeneration() < 14) return;
  const warn = (property: string) => effectLog.deprecations.push(`${effect.uuid} ${property}`);
  const duration = bag(effect.duration);
  const start = () => bag(effect._source.start);
  const current = () => bag(effect._source.duration);
  const legacy: Record<string, () => unknown> = {
    rounds: () => (current().units === "rounds" ? current().value : null),
    turns: () => (current().units === "turns" ? current().value : null),
    seconds: () => {
      const per = SECONDS_PER[String(current().units)];
      return per !== undefined && typeof current().value === "number" ? Number(current().value) * per : null;
    },
    startRound: () => start().round ?? null,
    startTurn: () => start().turn ?? null,
    startTime: () => start().time ?? null,
    combat: () => start().combat ?? null,
    type: () => current().units,
  };
  for (const [key, read] of Object.entries(legacy))
    Object.defineProperty(duration, key, {
      configurable: true,
      enumerable: false,
      get: () => {
        warn(`duration.${key}`);
        return read();
      },
    });
  effect.duration = duration;
  Object.defineProperty(effect, "changes", {
    configurable: true,
    enumerable: false,
    get: () => {
      warn("changes");
      return bag(effect._source.system).changes ?? [];
    },
  });
}

/** `{a: {b: 1}}` as `{"a.b": 1}`: an update merges objects, and replaces arrays and values. */
function flatten(data: Bag, prefix = ""): Bag {
  const out: Bag = {};
  for (const [key, value] of Object.entries(data)) {
    if (prefix === "" && key === "_id") continue;
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === "object" && !Array.isArray(value))
      Object.assign(out, flatten(value as Bag, `${path}.`));
    else out[path] = value;
  }
  return out;
}

let nextId = 1;

/** An embedded effect of `parent`, in the system's ActiveEffect class, whose delete/update land on it. */
function embed(parent: EffectHolder, data: Bag): FakeEffectDoc {
  const id = String(data._id ?? `effect${String(nextId++).padStart(10, "0")}`);
  const source = coreLoadedSource({ disabled: false, transfer: false, statuses: [], ...data, _id: id });
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
    withDeprecations(effect);
    effectLog.updated.push({ uuid: effect.uuid, data: change });
    return effect;
  };
  withDeprecations(effect);
  return effect;
}

/** An actor or item that holds embedded effects. */
export interface EffectHolder {
  readonly uuid: string;
  readonly documentName: string;
  /** An embedded collection: it iterates its documents (Foundry's Collection), not Map entries. */
  readonly effects: FakeCollection<FakeEffectDoc>;
  createEmbeddedDocuments(name: "ActiveEffect", data: Bag[]): Promise<FakeEffectDoc[]>;
  /** The parent's data with its effects' sources (`toObject()`: plain data, no getters). */
  toObject(): { effects: Bag[] };
  /** Each update (by `_id`) merged into its effect; an unknown id is refused before anything is written. */
  updateEmbeddedDocuments(name: "ActiveEffect", updates: Bag[]): Promise<FakeEffectDoc[]>;
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
    toObject() {
      return { effects: [...self.effects.values()].map((e) => e.toObject()) };
    },
    async updateEmbeddedDocuments(name: string, updates: Bag[]) {
      if (name !== "ActiveEffect") throw new Error(`no ${name} here`);
      const targets = updates.map((u) => self.effects.get(String(u._id)));
      if (targets.some((t) => !t)) throw new Error("ActiveEffect does not exist");
      const out: FakeEffectDoc[] = [];
      for (const [i, effect] of targets.entries())
        if (effect) {
          await effect.update(flatten(updates[i] ?? {}));
          out.push(effect);
        }
      return out;
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
export function effectCombat(
  id: string,
  combatants: { id: string; actor: unknown }[],
  /** How `updateCombat` reaches the clients: by default one `Hooks.callAll` (one client). */
  fire: (args: unknown[]) => void = (args) =>
    (globalThis as unknown as { Hooks: { callAll(n: string, ...a: unknown[]): void } }).Hooks.callAll(
      "updateCombat",
      ...args,
    ),
) {
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
      fire([combat, change, {}, "gmUser000000000a"]);
      return combat;
    },
  };
  return combat;
}
