/** The system's ActiveEffect: an item's effect is suppressed while its item can be equipped and is not. */
import { suppressedByItem } from "../applications/view/effects-view.js";

export class SW25ActiveEffect extends ActiveEffect {
  /**
   * v13 (`legacyTransferral` false) applies an owned item's transferred effects straight from the item, so a
   * sword's bonus must stop counting while the sword is in the pack.
   */
  override get isSuppressed(): boolean {
    const parent = this.parent as { documentName?: string; system?: unknown } | null;
    if (parent?.documentName === "Item" && suppressedByItem(parent.system)) return true;
    return super.isSuppressed;
  }
}
