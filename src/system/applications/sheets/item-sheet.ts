/** The item sheet, one for every item type: the view decides which fields each type shows. */
import { itemView } from "../view/item/item-view.js";
import { bag, text } from "../view/read.js";
import { EFFECT_ACTIONS, enrichedHtml, itemEffectRows } from "./sheet-actions.js";
import type { FoundryItemSheet, SheetClass, SheetContext } from "./sheet-base-types.js";

const ItemSheetBase = foundry.applications.api.HandlebarsApplicationMixin(
  foundry.applications.sheets.ItemSheetV2,
) as unknown as SheetClass<FoundryItemSheet>;

/** One sheet for every item type: `ITEM_FIELDS` in the view decides which fields each type shows. */
export class SwordWorldItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS: object = {
    classes: ["swordworld25", "sheet", "item"],
    position: { width: 520, height: 600 },
    form: { submitOnChange: true },
    actions: EFFECT_ACTIONS,
  };

  static override PARTS = {
    body: {
      template: "systems/swordworld25/templates/item/item.hbs",
      templates: [
        "systems/swordworld25/templates/actor/parts/effects.hbs",
        "systems/swordworld25/templates/actor/parts/field-input.hbs",
        "systems/swordworld25/templates/actor/parts/html-field.hbs",
      ],
    },
  };

  override async _prepareContext(options: object): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    return Object.assign(context, {
      view: itemView(this.item.toObject()),
      canEdit: this.item.isOwner,
      effects: itemEffectRows(this.item),
      proseMirror: true,
      enrichedDescription: await enrichedHtml(
        text(bag(this.item.toObject().system).description),
        this.item.isOwner,
      ),
    });
  }
}
