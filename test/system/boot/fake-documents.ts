/**
 * Stand-ins for Foundry's client document classes and Roll, enough for the system's subclasses to be
 * declared and for `create` calls to be recorded. Our own code, written from the public API docs
 * (https://foundryvtt.com/api/: `Document.create(data)`, `ChatMessage.getSpeaker`,
 * `ChatMessage.getWhisperRecipients`, `Roll.fromData`); never from node_modules/fvtt-types or Foundry
 * source (licence rule).
 */

/** Every `Document.create` call, in order, with the class it was called on. */
export const createdDocuments: { documentName: string; data: Record<string, unknown> }[] = [];

export class FakeDocument {
  static documentName = "Document";
  declare id: string;
  readonly _source: Record<string, unknown>;

  constructor(data: Record<string, unknown> = {}) {
    this._source = structuredClone(data);
    Object.assign(this, data);
  }

  /** `Document#documentName`: the canonical name of the document's type ("Actor", "Item"). */
  get documentName(): string {
    return (this.constructor as typeof FakeDocument).documentName;
  }

  static async create(data: Record<string, unknown>): Promise<FakeDocument> {
    // biome-ignore lint/complexity/noThisInStatic: the subclass it is called on names the document.
    createdDocuments.push({ documentName: this.documentName, data });
    return new this(data);
  }

  toObject(): Record<string, unknown> {
    return structuredClone(this._source);
  }
}

/** Every batch of actor updates, in order: which API wrote it and the ids sent (for the test to read). */
export const actorBatches: { via: "updateDocuments" | "modifyBatch"; ids: string[] }[] = [];

type Hooked = { update(data: Record<string, unknown>): Promise<unknown> };
const worldActor = (id: unknown) =>
  (globalThis as unknown as { game?: { actors?: { get(id: string): unknown } } }).game?.actors?.get(
    String(id),
  ) as Hooked | undefined;
/**
 * `preUpdate<Document>` as the v13 page describes it (hookEvents.preUpdateDocument): "Hooked functions may modify
 * that data or prevent the workflow entirely by explicitly returning false" — run with `Hooks.call`, which stops
 * at an explicit false (https://foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html; "Explicitly return false to prevent update of this Document").
 */
export function preUpdateAllows(
  documentName: string,
  doc: unknown,
  changes: Record<string, unknown>,
): boolean {
  const hooks = (globalThis as unknown as { Hooks: { call(name: string, ...a: unknown[]): boolean } }).Hooks;
  const userId = (globalThis as unknown as { game?: { user?: { id?: string } } }).game?.user?.id ?? "";
  return hooks.call(`preUpdate${documentName}`, doc, changes, {}, userId) !== false;
}
const changesOf = ({ _id, ...changes }: Record<string, unknown>) => changes;

export class Actor extends FakeDocument {
  static override documentName = "Actor";

  /** `Document.implementation`: "the configured subclass of this base Document type" (CONFIG.Actor.documentClass). */
  static get implementation(): unknown {
    const config = (globalThis as unknown as { CONFIG?: { Actor?: { documentClass?: unknown } } }).CONFIG;
    // biome-ignore lint/complexity/noThisInStatic: the class itself when no subclass is configured.
    return config?.Actor?.documentClass ?? this;
  }

  /**
   * `Document.updateDocuments(updates)` on world actors (v13 page: "Update multiple Document instances using
   * provided differential data"; it resolves to the updated Documents). A document whose `preUpdateActor` hook
   * returns false is not updated and not in the answer; no page says the call then throws, so it does not.
   */
  static async updateDocuments(updates: Record<string, unknown>[]): Promise<unknown[]> {
    actorBatches.push({ via: "updateDocuments", ids: updates.map((u) => String(u._id)) });
    const updated: unknown[] = [];
    for (const update of updates) {
      const doc = worldActor(update._id);
      if (!doc || !preUpdateAllows("Actor", doc, changesOf(update))) continue;
      await doc.update(changesOf(update));
      updated.push(doc);
    }
    return updated;
  }
}

/**
 * v14's `foundry.documents.modifyBatch(operations)` for update operations on world actors
 * (https://foundryvtt.com/api/functions/foundry.documents.modifyBatch.html): "either all must succeed, or all
 * must fail"; "A cancellation (via, for example, Document#_preUpdate) or exception thrown by a single operation
 * will cancel the entire batch. No changes will be made." It resolves to one list of Documents per operation.
 * Whether a cancelled batch rejects or resolves is not said: the fake resolves with empty lists.
 */
export async function modifyBatch(
  operations: { action: string; documentName: string; updates: Record<string, unknown>[] }[],
): Promise<unknown[][]> {
  actorBatches.push({
    via: "modifyBatch",
    ids: operations.flatMap((o) => o.updates.map((u) => String(u._id))),
  });
  const planned = operations.map((operation) => {
    if (operation.action !== "update" || operation.documentName !== "Actor")
      throw new Error(
        `the fake batches actor updates only, not ${operation.action} ${operation.documentName}`,
      );
    return operation.updates.map((update) => ({ doc: worldActor(update._id), changes: changesOf(update) }));
  });
  const allowed = planned.every((list) =>
    list.every(({ doc, changes }) => doc !== undefined && preUpdateAllows("Actor", doc, changes)),
  );
  if (!allowed) return operations.map(() => []);
  const results: unknown[][] = [];
  for (const list of planned) {
    const done: unknown[] = [];
    for (const { doc, changes } of list) {
      await doc?.update(changes);
      done.push(doc);
    }
    results.push(done);
  }
  return results;
}
export class Item extends FakeDocument {
  static override documentName = "Item";
}
export class Combat extends FakeDocument {
  static override documentName = "Combat";
}
/**
 * `Combat#update` as far as a battle needs it (v13 docs: Document#update): the update is recorded, a new
 * `system.battle` is stored, then `after` runs (a test may fire `updateCombat` there, as Foundry does on every
 * client). Returns the list the updates are recorded in.
 */
export function recordCombatUpdates<C extends { system: { battle: string } }>(
  combat: C,
  after: (data: { system?: { battle?: string } }) => void = () => {},
): Record<string, unknown>[] {
  const updates: Record<string, unknown>[] = [];
  Object.assign(combat, {
    update: async (data: { system?: { battle?: string } }) => {
      updates.push(data);
      if (data.system?.battle) combat.system = { ...combat.system, battle: data.system.battle };
      after(data);
      return combat;
    },
  });
  return updates;
}
export class Combatant extends FakeDocument {
  static override documentName = "Combatant";
}
/**
 * `TokenDocument#getBarAttribute` as the v13 docs describe it: a bar of the actor's attribute, editable
 * only when the attribute is a schema field. The fake cannot tell, so it answers as Foundry does for a
 * derived value (monster and mount hp/mp): not editable.
 */
export class TokenDocument extends FakeDocument {
  static override documentName = "Token";
  declare actor: { system: Record<string, { value: number; max: number }> } | null;
  declare name: string;

  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}) {
    const attribute = alternative ?? (barName === "bar1" ? "hp" : "mp");
    const data = this.actor?.system[attribute];
    if (!data) return null;
    return { type: "bar", attribute, value: data.value, max: data.max, editable: false };
  }

  prepareDerivedData(): void {}
}
export class ActiveEffect extends FakeDocument {
  static override documentName = "ActiveEffect";
}
export class User extends FakeDocument {
  static override documentName = "User";
}

/**
 * The server side of chat messages, set by a multi-client table (fake-clients.ts): what happens to a message once
 * `ChatMessage.create` made it (its author stamped, every client's createChatMessage). Unset: nothing more.
 */
export const chatServer: { created: ((message: FakeDocument) => Promise<void>) | null } = { created: null };

export class ChatMessage extends FakeDocument {
  static override documentName = "ChatMessage";

  static override async create(data: Record<string, unknown>): Promise<FakeDocument> {
    // biome-ignore lint/complexity/noThisInStatic: the subclass it is called on names the document.
    const message = await super.create.call(this, data);
    await chatServer.created?.(message);
    return message;
  }

  static getSpeaker({ actor }: { actor?: { name?: string; id?: string } } = {}) {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: actor?.name ?? "Gamemaster" };
  }

  /** `gm` is the only user of the fake world. */
  static getWhisperRecipients(name: string): unknown[] {
    return name === "GM" ? [fakeGM] : [];
  }
}

/** The ids of the GMs, and of the user playing (`game.user`), for whispers. */
const gmIds = () => [fakeGM.id];
const selfId = () =>
  (globalThis as unknown as { game?: { user?: { id?: string } } }).game?.user?.id ?? fakeGM.id;

/**
 * v13's ChatMessage statics: `applyRollMode(chatData, rollMode)` "Transform a provided object of ChatMessage
 * data by applying a certain rollMode to the data object" with CONST.DICE_ROLL_MODES values ("publicroll",
 * "gmroll", "blindroll", "selfroll"); it mutates and returns the data
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#applyrollmode): a GM roll is
 * whispered to the GMs, a blind roll too and marked blind, a self roll to the user alone, a public roll to all.
 */
export class ChatMessage13 extends ChatMessage {
  static applyRollMode(data: Record<string, unknown>, mode: string): Record<string, unknown> {
    if (!["publicroll", "gmroll", "blindroll", "selfroll"].includes(mode))
      throw new Error(`unknown roll mode ${mode}`);
    if (mode === "gmroll" || mode === "blindroll") data.whisper = gmIds();
    if (mode === "selfroll") data.whisper = [selfId()];
    if (mode === "publicroll") data.whisper = [];
    data.blind = mode === "blindroll";
    return data;
  }
}

/**
 * v14's ChatMessage: `applyRollMode` gave way to `applyMode(chatData, mode)` with CONFIG.ChatMessage.modes
 * keys ("public", "gm", "blind", "self": the keys the v14 dnd5e port and WoD20#1396 name; a key it does not
 * know throws, as seen on 14.363), and `type` is the document sub-type: the old numeric `type` (v12's
 * CHAT_MESSAGE_TYPES) throws (docs/foundry-versions.md). `applyRollMode` is still there, deprecated since 14
 * and removed in 16 (https://github.com/JohanFalt/Foundry_WoD20/issues/1396): calling it is recorded.
 */
export class ChatMessage14 extends ChatMessage {
  static readonly deprecated: string[] = [];

  static applyMode(data: Record<string, unknown>, mode: string): Record<string, unknown> {
    if (!["public", "gm", "blind", "self"].includes(mode)) throw new Error(`unknown message mode ${mode}`);
    if (mode === "gm" || mode === "blind") data.whisper = gmIds();
    if (mode === "self") data.whisper = [selfId()];
    if (mode === "public") data.whisper = [];
    data.blind = mode === "blind";
    return data;
  }

  static applyRollMode(data: Record<string, unknown>, mode: string): Record<string, unknown> {
    ChatMessage14.deprecated.push("ChatMessage.applyRollMode");
    const modes: Record<string, string> = {
      publicroll: "public",
      gmroll: "gm",
      blindroll: "blind",
      selfroll: "self",
    };
    return ChatMessage14.applyMode(data, modes[mode] ?? mode);
  }

  static override async create(data: Record<string, unknown>): Promise<FakeDocument> {
    if (typeof data.type === "number") throw new Error("ChatMessage type is a document sub-type: use style");
    // biome-ignore lint/complexity/noThisInStatic: the base records the class it is called on.
    return super.create.call(this, data);
  }
}

export class Roll {
  formula = "";
  terms: unknown[] = [];

  static fromData(data: Record<string, unknown>): Roll {
    return Object.assign(new Roll(), data);
  }
}

/** The fake world's one user: the active GM, so GM-only paths (migration, socket relay) run. */
export const fakeGM = Object.assign(new User({ id: "gmUser000000000a", name: "Gamemaster" }), {
  isGM: true,
  isActiveGM: true,
  // v13 UserTargets: a Set of the user's targeted tokens; Foundry's Set#first gives the first one (or undefined).
  targets: Object.assign(new Set<unknown>(), {
    first(this: Set<unknown>): unknown {
      return this.values().next().value;
    },
  }),
});

/** Foundry's `Collection`: a keyed list that iterates its values (a Map iterates its entries). */
export class FakeCollection<T> {
  readonly #byId = new Map<string, T>();

  get(id: string): T | undefined {
    return this.#byId.get(id);
  }

  set(id: string, value: T): this {
    this.#byId.set(id, value);
    return this;
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  keys(): IterableIterator<string> {
    return this.#byId.keys();
  }

  values(): IterableIterator<T> {
    return this.#byId.values();
  }

  /** Collection extends Map: a deleted document leaves its world collection. */
  delete(id: string): boolean {
    return this.#byId.delete(id);
  }

  get size(): number {
    return this.#byId.size;
  }

  get contents(): T[] {
    return [...this.#byId.values()];
  }

  find(predicate: (value: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  filter(predicate: (value: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }

  some(predicate: (value: T) => boolean): boolean {
    return this.contents.some(predicate);
  }

  [Symbol.iterator](): Iterator<T> {
    return this.#byId.values();
  }
}

/**
 * A compendium pack (v13 `foundry.documents.collections.CompendiumCollection`): `collection` ("package.name"),
 * `documentName`, `getIndex({fields})` resolving to the pack's index (a Collection of `_id`, `name`, `img`,
 * `type`, `uuid` and the fields asked for), `getDocument(id)` and `getDocuments(query)` (the documents whose
 * fields equal the query's). The documents are the test's, each given its compendium uuid.
 */
export class CompendiumCollection {
  readonly #documents = new Map<string, Record<string, unknown>>();
  /** Calls of getIndex and getDocuments, in order, for the test to read. */
  readonly calls: { method: string; args: unknown }[] = [];

  constructor(
    readonly collection: string,
    readonly documentName: string,
    documents: readonly Record<string, unknown>[],
  ) {
    for (const doc of documents) {
      const id = String(doc.id ?? doc._id);
      doc.uuid = `Compendium.${collection}.${documentName}.${id}`;
      doc.pack = collection;
      this.#documents.set(id, doc);
    }
  }

  async getIndex({
    fields = [],
  }: {
    fields?: string[];
  } = {}): Promise<FakeCollection<Record<string, unknown>>> {
    this.calls.push({ method: "getIndex", args: { fields } });
    const index = new FakeCollection<Record<string, unknown>>();
    for (const [id, doc] of this.#documents) {
      const entry: Record<string, unknown> = {
        _id: id,
        name: doc.name,
        img: doc.img,
        type: doc.type,
        uuid: doc.uuid,
      };
      for (const field of fields)
        entry[field] = field
          .split(".")
          .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc);
      index.set(id, entry);
    }
    return index;
  }

  async getDocument(id: string): Promise<Record<string, unknown> | undefined> {
    return this.#documents.get(id);
  }

  async getDocuments(query: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
    this.calls.push({ method: "getDocuments", args: query });
    return [...this.#documents.values()].filter((d) => Object.entries(query).every(([k, v]) => d[k] === v));
  }
}
