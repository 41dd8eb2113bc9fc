/**
 * Builds a compendium source into the system's own Actor/Item classes with their data models, then runs
 * data preparation as Foundry orders it: embedded items first, then the actor's derived data.
 */
import { FakeCollection } from "./fake-documents.js";
import type { SourceDocument } from "./packs-and-templates.js";

interface PreparedModel {
  prepareBaseData?(): void;
  prepareDerivedData?(): void;
}
type ModelClass = new (source: Record<string, unknown>, options: { parent: unknown }) => PreparedModel;
interface DocumentConfig {
  documentClass: new (data: Record<string, unknown>) => Record<string, unknown>;
  dataModels: Record<string, ModelClass>;
}

function documentConfig(name: "Actor" | "Item"): DocumentConfig {
  return (globalThis as unknown as { CONFIG: Record<string, DocumentConfig> }).CONFIG[name] as DocumentConfig;
}

function build(name: "Actor" | "Item", source: SourceDocument, parent: unknown): Record<string, unknown> {
  const { documentClass, dataModels } = documentConfig(name);
  const { items: _items, system, ...rest } = source;
  const doc = new documentClass({ ...rest, id: source._id, parent });
  const Model = dataModels[source.type ?? ""];
  if (!Model) throw new Error(`no ${name} data model for type "${source.type}"`);
  doc.system = new Model(system ?? {}, { parent: doc });
  return doc;
}

function prepare(doc: Record<string, unknown>): void {
  const system = doc.system as PreparedModel;
  system.prepareBaseData?.();
  system.prepareDerivedData?.();
}

/** The actor with its items, every data model prepared. */
export function preparedActor(source: SourceDocument): Record<string, unknown> {
  const actor = build("Actor", source, null);
  const items = new FakeCollection<Record<string, unknown>>();
  for (const item of source.items ?? []) items.set(item._id, build("Item", item, actor));
  actor.items = items;
  for (const item of items) prepare(item);
  prepare(actor);
  return actor;
}

/** A world item, its data model prepared. */
export function preparedItem(source: SourceDocument): Record<string, unknown> {
  const item = build("Item", source, null);
  prepare(item);
  return item;
}
