/**
 * Item Piles: this system's item types, price, quantity and money, through the module's documented
 * system-integration call (its docs/api.md, "addSystemIntegration"; docs/hooks.md, "item-piles-ready"):
 * `game.itempiles.API.addSystemIntegration(data, version)` once `item-piles-ready` has fired, so loot piles,
 * shops and trades work with our actors. Inert without the module (the hook never fires).
 *
 * Money: a character's Gamels are its `system.money` (the money outside the session records, which the
 * Records tab adds to the sessions and the ledger): Item Piles counts, takes and gives that field.
 */
import { NUMBER_LIMIT } from "../../rules/character/numbers.js";

const SYSTEM_ID = "swordworld25";
/** The loot card's flag (flags.swordworld25.loot): a LootFlag. */
export const LOOT_FLAG = "loot";

/** Raise when the data below changes: Item Piles re-applies a system's settings only for a newer VERSION. */
export const ITEM_PILES_VERSION = "1.0.0";

/** Items that are not goods: they never go into a pile, a shop or a trade. */
export const NOT_GOODS = ["class", "race", "feat", "spell", "technique", "birth"] as const;

/** The integration as `addSystemIntegration` takes it (docs/api.md lists every key). */
export function itemPilesIntegration(t: (key: string) => string) {
  return {
    VERSION: ITEM_PILES_VERSION,
    ACTOR_CLASS_TYPE: "character",
    ITEM_PRICE_ATTRIBUTE: "system.price",
    ITEM_QUANTITY_ATTRIBUTE: "system.quantity",
    ITEM_FILTERS: [{ path: "type", filters: NOT_GOODS.join(",") }],
    ITEM_SIMILARITIES: ["name", "type"],
    // Equipment has no quantity in this system: each weapon, armour, shield or accessory is one item.
    UNSTACKABLE_ITEM_TYPES: ["weapon", "armor", "shield", "accessory"],
    CURRENCIES: [
      {
        type: "attribute",
        name: t("SW25.ItemPiles.Gamels"),
        img: "icons/commodities/currency/coins-plain-stack-gold-yellow.webp",
        abbreviation: "{#}G",
        data: { path: "system.money" },
        primary: true,
        exchangeRate: 1,
      },
    ],
    CURRENCY_DECIMAL_DIGITS: 0,
  };
}

/** A loot card's winnings as the gear items of a pile: one item per name, quantities and prices summed. */
export interface LootWon {
  readonly item: string;
  readonly count: number;
  readonly price: number;
}

/**
 * A row the gear model can hold: a count that is a whole number from 1 and a price (for the whole row) that is a
 * whole number from 0, both within NUMBER_LIMIT. Others (a count of 0.5 or 1e-300, a price of Infinity) are left
 * out rather than sent to Item Piles.
 */
const usableRow = (row: LootWon): boolean =>
  typeof row.item === "string" &&
  Number.isInteger(row.count) &&
  row.count >= 1 &&
  row.count <= NUMBER_LIMIT &&
  Number.isInteger(row.price) &&
  row.price >= 0 &&
  row.price <= NUMBER_LIMIT;

export function lootPileItems(won: readonly LootWon[]) {
  const byName = new Map<string, { quantity: number; price: number }>();
  for (const row of won) {
    if (!usableRow(row)) continue;
    const name = row.item.trim();
    if (!name) continue;
    const each = Math.round(row.price / row.count);
    const seen = byName.get(name);
    if (seen) seen.quantity = Math.min(NUMBER_LIMIT, seen.quantity + row.count);
    else byName.set(name, { quantity: row.count, price: each });
  }
  return [...byName].map(([name, { quantity, price }]) => ({
    name,
    type: "gear",
    system: { gearKind: "gear", quantity, price },
  }));
}

/** What a loot card keeps in its flags so a pile can be dropped from it later. */
export interface LootFlag {
  readonly won: readonly LootWon[];
  /** The rolling monster's token, where the pile drops (the scene's centre without one). */
  readonly tokenUuid?: string;
}

interface ItemPilesApi {
  addSystemIntegration(data: object, version?: string): unknown;
  createItemPile(options: object): Promise<unknown>;
}
const itemPiles = () =>
  (globalThis as { game?: { itempiles?: { API?: ItemPilesApi } } }).game?.itempiles?.API;

/** Drops a loot card's winnings as an item pile where its monster stands (GM, with Item Piles active). */
export async function dropLootPile(flag: LootFlag): Promise<boolean> {
  const api = itemPiles();
  const items = lootPileItems(flag.won);
  if (!api || items.length === 0) return false;
  const token = flag.tokenUuid
    ? ((await fromUuid(flag.tokenUuid as never)) as TokenDocument.Implementation | null)
    : null;
  const scene = token?.parent ?? canvas?.scene ?? null;
  if (!scene) {
    ui.notifications?.warn(game.i18n?.localize("SW25.ItemPiles.NoScene") ?? "");
    return false;
  }
  const position = token
    ? { x: token.x, y: token.y }
    : { x: Math.round((scene.width ?? 0) / 2), y: Math.round((scene.height ?? 0) / 2) };
  await api.createItemPile({ position, sceneId: scene.id, items });
  return true;
}

/** A loot card's flag, when the message is one and its shape is what the monster sheet writes. */
export function lootFlagOf(flags: unknown): LootFlag | null {
  const loot = (flags as Record<string, Record<string, unknown> | undefined> | null)?.[SYSTEM_ID]?.[
    LOOT_FLAG
  ];
  if (!loot || typeof loot !== "object") return null;
  const won = (loot as { won?: unknown }).won;
  if (!Array.isArray(won)) return null;
  const rows = won.filter((r): r is LootWon => !!r && typeof r === "object" && usableRow(r as LootWon));
  const tokenUuid = (loot as { tokenUuid?: unknown }).tokenUuid;
  return { won: rows, ...(typeof tokenUuid === "string" ? { tokenUuid } : {}) };
}

/** The GM's "Drop as item pile" button on a loot card, when Item Piles is active and something was won. */
export function decorateLootCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!game.user?.isGM || !itemPiles()) return;
  const flag = lootFlagOf(message.flags);
  if (!flag || lootPileItems(flag.won).length === 0) return;
  const card = html.querySelector(".sw25-loot-card");
  if (!card || card.querySelector("[data-sw25-loot-pile]")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.sw25LootPile = "";
  button.textContent = game.i18n?.localize("SW25.ItemPiles.DropPile") ?? "";
  button.addEventListener("click", () => {
    button.disabled = true;
    dropLootPile(flag)
      .catch((error) => console.error(error))
      .finally(() => {
        button.disabled = false;
      });
  });
  card.append(button);
}

/** Called once from init: registers the integration when Item Piles says it is ready. */
export function registerItemPiles(): void {
  // The module fires it once; `on` rather than `once`, so no hook of ours waits forever without the module.
  const hooks = Hooks as unknown as { on(hook: string, fn: () => unknown): number };
  hooks.on("item-piles-ready", () => {
    const t = (key: string) => game.i18n?.localize(key) ?? key;
    itemPiles()?.addSystemIntegration(itemPilesIntegration(t), game.system?.version ?? "latest");
  });
}
