// fvtt-types' ApplicationV2 generics overflow (TS2321) and cost minutes of type-checking once our data
// models are configured, so the sheets see the Foundry base classes through the small surface they use.

export type SheetContext = Record<string, unknown>;

export interface FoundrySheet {
  readonly element: HTMLElement;
  render(options?: boolean | object): Promise<unknown>;
  _prepareContext(options: object): Promise<SheetContext>;
  _preparePartContext(partId: string, context: SheetContext, options: object): Promise<SheetContext>;
  _onRender(context: SheetContext, options: object): Promise<void>;
  _processFormData(event: unknown, form: HTMLFormElement, formData: unknown): object;
}

export interface FoundryActorSheet extends FoundrySheet {
  readonly actor: Actor.Implementation;
  /** A dropped Actor document reaching the sheet (V2 actor sheets override it; dnd5e's group sheet does). */
  _onDropActor(event: DragEvent, actor: unknown): Promise<unknown>;
}

export interface FoundryItemSheet extends FoundrySheet {
  readonly item: Item.Implementation;
}

/** A sheet class as Foundry reads it: the statics it merges up the chain. */
export interface SheetClass<T> {
  new (...args: never[]): T;
  DEFAULT_OPTIONS: object;
  PARTS: object;
  TABS: object;
}
