// A user at a sheet, in Chromium: the page shows the rendered sheet, the user types and clicks, each change is
// submitted the way ApplicationV2 submits it, applied to the document's source and prepared again.
import type { Page } from "playwright-core";
import type { ActorInput } from "../../src/system/applications/view/actor-input.js";
import { listOp, listUpdate } from "../../src/system/applications/view/edit/list-edit.js";
import { withLootRolls } from "../../src/system/applications/view/edit/monster-edit.js";
import { bag } from "../../src/system/applications/view/read.js";
import { applyUpdate, nestedUpdate, sheetDocument, submittedForm } from "./browser-page.js";
import { mergedLang } from "./render-harness.js";

export interface StoredActor {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly system: Record<string, unknown>;
  readonly items: readonly { _id: string; name: string; type: string; system: Record<string, unknown> }[];
}

export class SheetWorkflow {
  /** The prepared actor (stored fields + derived values) after the last submit. */
  prepared: ActorInput;
  /**
   * What the system's hooks write after each change the user makes (e.g. the starting HP/MP fill): an update
   * of the source (dotted paths), or null for none. None by default.
   */
  afterChange: ((source: StoredActor, prepared: ActorInput) => Record<string, unknown> | null) | null = null;

  constructor(
    private readonly page: Page,
    public source: StoredActor,
    private readonly prepare: (source: StoredActor) => ActorInput,
    private readonly html: (prepared: ActorInput) => string,
    private readonly width: number,
    private readonly lang: string,
  ) {
    this.prepared = prepare(source);
  }

  async show(): Promise<void> {
    await this.page.setContent(sheetDocument(this.html(this.prepared), this.width, this.lang));
  }

  async type(name: string, value: string | number): Promise<void> {
    await this.page.locator(`[name="${name}"]`).fill(String(value));
  }

  async select(name: string, value: string): Promise<void> {
    await this.page.locator(`[name="${name}"]`).selectOption(value);
  }

  async tick(name: string, on: boolean): Promise<void> {
    await this.page.locator(`[name="${name}"]`).setChecked(on);
  }

  /** Submit on change: the whole form becomes an update of the source, which is prepared again. */
  async submit(): Promise<void> {
    // As the actor sheets' _processFormData: a blank loot roll (or the localized "Always") is stored "always".
    const lang = mergedLang(this.lang === "ja" ? "ja" : "en") as {
      SW25: { Monster: { lootAlways: string } };
    };
    const data = withLootRolls(await submittedForm(this.page), lang.SW25.Monster.lootAlways);
    this.source = applyUpdate(this.source, data as Partial<StoredActor>);
    this.prepared = this.prepare(this.source);
    this.hooks();
    await this.show();
  }

  /** Applies what the hooks write after a change (`afterChange`), and prepares again. */
  hooks(): void {
    const update = this.afterChange?.(this.source, this.prepared);
    if (!update) return;
    this.source = applyUpdate(this.source, nestedUpdate(update) as Partial<StoredActor>);
    this.prepared = this.prepare(this.source);
  }

  /** A list button (add, move, remove): the form is submitted first, then the list edit the sheet makes. */
  async clickListButton(selector: string): Promise<void> {
    await this.submit();
    const button = this.page.locator(selector);
    const data = await button.evaluate((b: HTMLElement) => ({ ...b.dataset }));
    const update = listUpdate(bag(this.source.system), data.list ?? "", listOp(data.action ?? "", data));
    if (update === null) throw new Error(`no list edit for ${selector}`);
    this.source = applyUpdate(this.source, nestedUpdate(update) as Partial<StoredActor>);
    this.prepared = this.prepare(this.source);
    this.hooks();
    await this.show();
  }
}
