/**
 * A world actor of the system's own class whose writes land: `update(data)` (dotted paths, `-=key` deletes, as
 * Foundry's Document#update merges them), `createEmbeddedDocuments` and `updateEmbeddedDocuments` change its
 * source, and every write prepares it again (data models, items first). `toObject()` is the source, as in
 * Foundry. Every write is recorded in `writes`, so a test can say "nothing changed".
 */
import type { SourceDocument } from "./packs-and-templates.js";
import { preparedActor, preparedItem } from "./prepare-document.js";

export interface LiveSource extends SourceDocument {
  flags?: Record<string, unknown>;
}

export type Write =
  | { kind: "update"; data: Record<string, unknown> }
  | { kind: "create" | "updateEmbedded"; documentName: string; data: Record<string, unknown>[] };

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  let at = target;
  for (const key of keys) {
    if (typeof at[key] !== "object" || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  if (last.startsWith("-=")) delete at[last.slice(2)];
  else at[last] = structuredClone(value);
}

export interface LiveActor extends Record<string, unknown> {
  source: LiveSource;
  readonly writes: Write[];
  system: Record<string, unknown>;
  update(data: Record<string, unknown>): Promise<LiveActor>;
}

/** The actor prepared from `source`, with Foundry's write methods applying to that source. */
export function liveActor(initial: LiveSource): LiveActor {
  let source: LiveSource = structuredClone({ flags: {}, items: [], ...initial });
  const writes: Write[] = [];
  const doc = preparedActor(source) as LiveActor;
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
    toObject: () => structuredClone(source),
    async update(data: Record<string, unknown>) {
      writes.push({ kind: "update", data: structuredClone(data) });
      const next = structuredClone(source) as unknown as Record<string, unknown>;
      for (const [path, value] of Object.entries(data)) setPath(next, path, value);
      source = next as unknown as LiveSource;
      refresh();
      return doc;
    },
    async createEmbeddedDocuments(documentName: string, data: Record<string, unknown>[]) {
      writes.push({ kind: "create", documentName, data: structuredClone(data) });
      const made = data.map((d, i) => ({
        _id: `made${String(source.items?.length ?? 0).padStart(4, "0")}${i}`,
        ...structuredClone(d),
      })) as SourceDocument[];
      source = { ...source, items: [...(source.items ?? []), ...made] };
      refresh();
      return made;
    },
    async updateEmbeddedDocuments(documentName: string, data: Record<string, unknown>[]) {
      writes.push({ kind: "updateEmbedded", documentName, data: structuredClone(data) });
      const items = structuredClone(source.items ?? []);
      for (const change of data) {
        const item = items.find((i) => i._id === change._id) as unknown as Record<string, unknown>;
        for (const [path, value] of Object.entries(change)) if (path !== "_id") setPath(item, path, value);
      }
      source = { ...source, items };
      refresh();
      return data;
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
