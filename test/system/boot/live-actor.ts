/**
 * A world actor of the system's own class whose writes land: `update(data)` (dotted paths, `-=key` deletes, as
 * Foundry's Document#update merges them), `createEmbeddedDocuments` (new ids, or the given ones with
 * `{ keepId: true }`), `updateEmbeddedDocuments` (ids not on the actor are left out of the returned array) and
 * `deleteEmbeddedDocuments` change its source, and every write prepares it again (data models, items first).
 * `toObject()` is the source, as in Foundry. Every write is recorded in `writes`, so a test can say "nothing
 * changed". A test plays a failing database (server error, permission, validation) with `failWhen`: a write
 * it answers with an Error rejects with it and changes nothing (as a refused Foundry operation), recorded in
 * `failed`; an Error with `landed: true` plays a lost reply (the write lands, the call still rejects).
 * `isOwner` can be set to play a user without ownership.
 */
import type { SourceDocument } from "./packs-and-templates.js";
import { preparedActor, preparedItem } from "./prepare-document.js";

export interface LiveSource extends SourceDocument {
  flags?: Record<string, unknown>;
}

export type Write =
  | { kind: "update"; data: Record<string, unknown> }
  | { kind: "create" | "updateEmbedded"; documentName: string; data: Record<string, unknown>[] }
  | { kind: "delete"; documentName: string; ids: string[] };

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  let at = target;
  for (const key of keys) {
    if (typeof at[key] !== "object" || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  // v13's `-=key`, or v14's ForcedDeletion operator as the value (fake-foundry.ts).
  if (last.startsWith("-=")) delete at[last.slice(2)];
  else if ((value as { fakeOperator?: unknown } | null)?.fakeOperator === "ForcedDeletion") delete at[last];
  else at[last] = structuredClone(value);
}

export interface LiveActor extends Record<string, unknown> {
  source: LiveSource;
  readonly writes: Write[];
  readonly failed: Write[];
  /** Answers a write with the Error it fails with, or null to let it land. */
  failWhen: (write: Write) => Error | null;
  isOwner: boolean;
  system: Record<string, unknown>;
  update(data: Record<string, unknown>): Promise<LiveActor>;
}

/** The actor prepared from `source`, with Foundry's write methods applying to that source. */
export function liveActor(initial: LiveSource): LiveActor {
  let source: LiveSource = structuredClone({ flags: {}, items: [], ...initial });
  const writes: Write[] = [];
  const failed: Write[] = [];
  const doc = preparedActor(source) as LiveActor;
  /** Records the write, or rejects it (unapplied) when the test's `failWhen` says so. */
  const attempt = (write: Write) => {
    const error = doc.failWhen(write);
    if (error) {
      failed.push(write);
      if (!(error as { landed?: boolean }).landed) throw error;
      lostReply = error;
    }
    writes.push(write);
  };
  /** An error marked `landed` plays a lost reply: the write lands, then the call rejects with it. */
  let lostReply: Error | null = null;
  const reply = <T>(value: T): T => {
    const error = lostReply;
    lostReply = null;
    if (error) throw error;
    return value;
  };
  const refresh = () => {
    const next = preparedActor(source);
    for (const item of next.items as Iterable<Record<string, unknown>>) {
      const own = source.items?.find((i) => i._id === item.id);
      item.toObject = () => structuredClone(own);
      item.uuid = `Actor.${source._id}.Item.${String(item.id)}`;
      item.parent = doc;
    }
    Object.assign(doc, { system: next.system, items: next.items, name: source.name });
  };
  Object.assign(doc, {
    uuid: `Actor.${source._id}`,
    isOwner: true,
    writes,
    failed,
    failWhen: () => null,
    toObject: () => structuredClone(source),
    async update(data: Record<string, unknown>) {
      attempt({ kind: "update", data: structuredClone(data) });
      const next = structuredClone(source) as unknown as Record<string, unknown>;
      for (const [path, value] of Object.entries(data)) setPath(next, path, value);
      source = next as unknown as LiveSource;
      refresh();
      return reply(doc);
    },
    async createEmbeddedDocuments(
      documentName: string,
      data: Record<string, unknown>[],
      operation: { keepId?: boolean } = {},
    ) {
      attempt({ kind: "create", documentName, data: structuredClone(data) });
      const made = data.map((d, i) => ({
        ...structuredClone(d),
        _id:
          operation.keepId && typeof d._id === "string"
            ? d._id
            : `made${String(source.items?.length ?? 0).padStart(4, "0")}${i}`,
      })) as SourceDocument[];
      source = { ...source, items: [...(source.items ?? []), ...made] };
      refresh();
      return reply(made);
    },
    async updateEmbeddedDocuments(documentName: string, data: Record<string, unknown>[]) {
      attempt({ kind: "updateEmbedded", documentName, data: structuredClone(data) });
      const items = structuredClone(source.items ?? []);
      const updated: Record<string, unknown>[] = [];
      for (const change of data) {
        const item = items.find((i) => i._id === change._id) as unknown as
          | Record<string, unknown>
          | undefined;
        if (!item) continue;
        for (const [path, value] of Object.entries(change)) if (path !== "_id") setPath(item, path, value);
        updated.push(item);
      }
      source = { ...source, items };
      refresh();
      return reply(updated);
    },
    async deleteEmbeddedDocuments(documentName: string, ids: string[]) {
      attempt({ kind: "delete", documentName, ids: [...ids] });
      const gone = (source.items ?? []).filter((i) => ids.includes(String(i._id)));
      source = { ...source, items: (source.items ?? []).filter((i) => !ids.includes(String(i._id))) };
      refresh();
      return reply(gone);
    },
  });
  // A getter (Object.assign would copy its value once).
  Object.defineProperty(doc, "source", { get: () => source });
  refresh();
  return doc;
}

/** A world or compendium item of the system's class, prepared, whose `toObject()` is its source. */
export function liveItem(source: SourceDocument): Record<string, unknown> {
  const item = preparedItem(source);
  item.toObject = () => structuredClone(source);
  item.uuid = `Item.${source._id}`;
  return item;
}
