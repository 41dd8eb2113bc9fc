/**
 * Paying an MP cost with the caster's stones (魔晶石, マナチャージクリスタル) as well as MP, in the dialog that
 * shows the cost (issue 35 item 2). The split is the rules' (`payMpCost`); this reads the stones an actor
 * holds, the counts typed in the dialog, keeps the dialog's payment line current, and turns a payment into
 * the item writes.
 */
import type { AmmoStack } from "../../rules/character/supplies/ammunition.js";
import {
  type MpPayment,
  payMpCost,
  type StoneChoice,
  type StoneKind,
  type StoneStock,
} from "../../rules/character/supplies/mana-stones.js";
import type { Result, RuleError } from "../../rules/errors.js";

/** One stack of stones in the dialog: the item, its points and how many can be used now. */
export interface StoneRow extends StoneStock {
  readonly name: string;
}

interface ItemLike {
  readonly id: string | null;
  readonly type: string;
  readonly name: string | null;
  readonly system: unknown;
}

const num = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

/** The stones among `items`: gear of kind manaStone (count = quantity) or manaCrystal (count 1 if charged). */
export function heldStones(items: Iterable<ItemLike>): StoneRow[] {
  const rows: StoneRow[] = [];
  for (const item of items) {
    if (item.type !== "gear" || !item.id) continue;
    const system = (item.system ?? {}) as Record<string, unknown>;
    const kind = system.gearKind;
    if (kind !== "manaStone" && kind !== "manaCrystal") continue;
    const points = num(system.points);
    if (points <= 0) continue;
    const count = kind === "manaStone" ? num(system.quantity) : system.charged === false ? 0 : 1;
    rows.push({ id: item.id, name: item.name ?? "", kind: kind as StoneKind, points, count });
  }
  return rows;
}

/** The ammunition among `items`: gear of kind arrow, bolt or bullet, with its quantity and MP per shot. */
export function heldAmmunition(items: Iterable<ItemLike>): AmmoStack[] {
  const stacks: AmmoStack[] = [];
  for (const item of items) {
    if (item.type !== "gear" || !item.id) continue;
    const system = (item.system ?? {}) as Record<string, unknown>;
    const kind = system.gearKind;
    if (kind !== "arrow" && kind !== "bolt" && kind !== "bullet") continue;
    stacks.push({ id: item.id, kind, quantity: num(system.quantity), mpCost: num(system.shotMp) });
  }
  return stacks;
}

/** The ammunition refusal in the user's language, naming what is missing (arrows, bolts, bullets). */
export function ammunitionErrorText(error: RuleError): string {
  const kind = String(error.params?.kind ?? "");
  return (
    game.i18n?.format(`SW25.Error.${error.code}`, { kind: game.i18n.localize(`SW25.GearKind.${kind}`) }) ??
    error.message
  );
}

/** A refused payment in the user's language (SW25.Error.<code> with its numbers), else the rules' own words. */
export function paymentErrorText(error: RuleError): string {
  const key = `SW25.Error.${error.code}`;
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]));
  const text = game.i18n?.format(key, params);
  return text && text !== key ? text : error.message;
}

/** The dialog's input name for a stack's count. */
export const stoneInputName = (id: string): string => `stone-${id}`;

/** The counts typed for each stack (`read` gives an input's value by name; a missing or blank one is 0). */
export function stoneChoice(rows: readonly StoneRow[], read: (name: string) => string | null): StoneChoice[] {
  return rows.map((row) => {
    const typed = read(stoneInputName(row.id));
    return { id: row.id, count: typed === null || typed.trim() === "" ? 0 : Number(typed) };
  });
}

/** The item updates a payment makes: a 魔晶石 stack's quantity left, a used crystal no longer charged. */
export function stoneItemUpdates(payment: MpPayment): Record<string, unknown>[] {
  return payment.used.map((use) =>
    use.kind === "manaStone"
      ? { _id: use.id, "system.quantity": use.countLeft }
      : { _id: use.id, "system.charged": false },
  );
}

/** The payment line's words: the split of the cost (and the points lost), or why it is refused. */
export function mpPaymentText(
  payment: Result<MpPayment>,
  errorText: (error: RuleError) => string,
  format: (key: string, params: Record<string, string>) => string,
): string {
  if (!payment.ok) return errorText(payment.error);
  const split = format("SW25.Stone.Payment", {
    mp: String(payment.value.fromMp),
    stones: String(payment.value.fromStones),
  });
  return payment.value.wasted > 0
    ? `${split} ${format("SW25.Stone.Wasted", { wasted: String(payment.value.wasted) })}`
    : split;
}

/** The stones partial the spell dialog and the stone dialog both render. */
export const STONES_PARTIAL = "systems/swordworld25/templates/dialog/mp-stones.hbs";

/** The one DialogV2 call made here, typed by hand (foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html). */
interface PromptApi {
  prompt(config: object): Promise<unknown>;
}

/**
 * Asks which stones pay part of an MP cost outside a roll dialog (a technique's cost): the same stones partial
 * and payment line as the spell dialog, under a line naming the cost. Resolves to the counts typed (the rules
 * check them after), `[]` with no usable stone held (no dialog: MP pays it all), or null when the dialog is
 * closed (nothing is to be spent then).
 */
export async function askStonePayment(ask: {
  readonly title: string;
  readonly cost: number;
  readonly mp: number;
  readonly rows: readonly StoneRow[];
  readonly errorText: (error: RuleError) => string;
}): Promise<StoneChoice[] | null> {
  const shown = stonesView(ask.rows);
  if (ask.cost <= 0 || shown.length === 0) return [];
  const i18n = game.i18n;
  const format = (key: string, params: Record<string, string>) => i18n?.format(key, params) ?? key;
  const handlebars = foundry.applications.handlebars;
  await handlebars.loadTemplates([STONES_PARTIAL]);
  const stones = await handlebars.renderTemplate(STONES_PARTIAL, { stones: shown });
  const costLine = format("SW25.Stone.Cost", { cost: String(ask.cost), mp: String(ask.mp) });
  const escaped = costLine.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const result = await (foundry.applications.api.DialogV2 as unknown as PromptApi).prompt({
    window: { title: ask.title },
    content: `<p class="sw25-stone-cost">${escaped}</p>${stones}`,
    ok: {
      label: i18n?.localize("SW25.Stone.Pay") ?? "",
      callback: (_event: Event, button: { form?: { elements?: { namedItem(n: string): unknown } } | null }) =>
        stoneChoice(ask.rows, (name) => {
          const value = (button.form?.elements?.namedItem(name) as { value?: unknown } | null)?.value;
          return typeof value === "string" ? value : null;
        }),
    },
    rejectClose: false,
    // The split kept current as the counts change (DialogV2 render option, v13/v14 API).
    render: (_event: Event, dialog: { element: DialogRoot }) =>
      bindMpPayment(
        dialog.element,
        () => ask.cost,
        ask.mp,
        ask.rows,
        (paid) => (paid === null ? "" : mpPaymentText(paid, ask.errorText, format)),
      ),
  });
  return Array.isArray(result) ? (result as StoneChoice[]) : null;
}

/** A payment's stones as they were before it: the item updates that give them back. */
export function stoneItemRefunds(payment: MpPayment): Record<string, unknown>[] {
  return payment.used.map((use) =>
    use.kind === "manaStone"
      ? { _id: use.id, "system.quantity": use.countLeft + use.count }
      : { _id: use.id, "system.charged": true },
  );
}

/** The dialog's stones, with what the template shows. */
export function stonesView(rows: readonly StoneRow[]) {
  return rows.filter((row) => row.count > 0).map((row) => ({ ...row, input: stoneInputName(row.id) }));
}

interface DialogRoot {
  querySelector(selector: string): unknown;
  addEventListener(type: string, listener: () => void): void;
}

/**
 * Rewrites `.sw25-stone-payment` whenever any input of the dialog changes: how the cost `costNow()` (null = a
 * refused expansion) splits between MP and the stones typed, or why it is refused (`text` words both).
 */
export function bindMpPayment(
  root: DialogRoot,
  costNow: () => number | null,
  mp: number,
  rows: readonly StoneRow[],
  text: (payment: Result<MpPayment> | null) => string,
): void {
  const line = root.querySelector(".sw25-stone-payment") as { textContent: string | null } | null;
  if (!line) return;
  const update = () => {
    const cost = costNow();
    const read = (name: string) =>
      (root.querySelector(`[name="${name}"]`) as { value?: string } | null)?.value ?? null;
    line.textContent = text(cost === null ? null : payMpCost(cost, mp, rows, stoneChoice(rows, read)));
  };
  root.addEventListener("input", update);
  root.addEventListener("change", update);
  update();
}
