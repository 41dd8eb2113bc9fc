/**
 * A sheet's roll button from click to chat card: read the roll, ask for a modifier with the exact odds, run
 * the engine, post.
 */

import { TAIL_WEAPON_ID } from "../../rules/character/races/lildraken.js";
import { type Shot, spendShot } from "../../rules/character/supplies/ammunition.js";
import { type MpPayment, payMpCost, type StoneChoice } from "../../rules/character/supplies/mana-stones.js";
import {
  allowedExpansion,
  checkExpansion,
  type ExpansionAllowance,
  reducedSpellCost,
} from "../../rules/character/techniques/expansion-feats.js";
import {
  MAX_EXPANSION,
  type MagicExpansion,
  NO_EXPANSION,
  spellCastCost,
} from "../../rules/character/techniques/magic-expansion.js";
import type { BattleState } from "../../rules/combat/types.js";
import type { CardRollOptions } from "../../rules/damage/card-damage.js";
import type { Defence } from "../../rules/dice/odds.js";
import type { Result } from "../../rules/errors.js";
import { notifyError } from "../chat/apply-card.js";
import { performRoll } from "../chat/perform-roll.js";
import { postRollCard } from "../chat/post-card.js";
import { type CheckBonus, cardFumbles, type RollCard } from "../chat/roll-card.js";
import { type AgainstTarget, targetName } from "../chat/target-name.js";
import { compat } from "../compat/index.js";
import { foundryDice } from "../dice/engine-roll.js";
import { expansionCombine } from "../techniques/technique-settings.js";
import { techniqueErrorText } from "../techniques/use-technique.js";
import { bindExpansionCost, expansionOf } from "./expansion-cost.js";
import {
  ammunitionErrorText,
  bindMpPayment,
  heldAmmunition,
  heldStones,
  mpPaymentText,
  STONES_PARTIAL,
  type StoneRow,
  stoneChoice,
  stoneItemUpdates,
  stonesView,
} from "./mp-payment.js";
import {
  battleRollModifiers,
  type DialogOption,
  declarableFeats,
  ROLL_DIALOG_TEMPLATE,
  rollDialogView,
} from "./roll-dialog.js";
import { targetCheckBonuses, targetDefence, withBonuses } from "./roll-preview.js";
import { type RollButton, type RollRequest, rollRequest } from "./roll-request.js";
import { actorInput } from "./view/actor-input.js";

/** The one DialogV2 call we make, typed by hand (the library's generics are costly to check here). */
const PromptDialog = foundry.applications.api.DialogV2 as unknown as {
  prompt(config: object): Promise<unknown>;
};

interface SelectedTarget {
  readonly defence: Defence | null;
  readonly bonuses: readonly CheckBonus[];
  /** The target's side of the C value (ROLL-08). */
  readonly metalArmour: boolean;
  readonly named?: AgainstTarget;
}

/**
 * The selected target of an opposed check: the value it opposes with, so the card can say hit or miss
 * (ROLL-02), and what it adds to the check (a known "Accuracy +1" weak point, facts §5).
 */
function selectedTarget(request: RollRequest): SelectedTarget {
  const token = game.user?.targets.first();
  const target = token?.actor;
  if (!token || !target) return { defence: null, bonuses: [], metalArmour: false };
  const input = actorInput(target);
  const derived = (target.system as unknown as { derived?: { metalArmor?: unknown } }).derived;
  const metalArmour = target.type === "character" && derived?.metalArmor === true;
  if (request.kind !== "check" || !request.opposed) return { defence: null, bonuses: [], metalArmour };
  // ROLL-02: an Evasion roll dodges the target's attack, so it is compared with the target's accuracy.
  const against = request.defends
    ? "accuracy"
    : request.label === "SW25.Roll.Spellcasting"
      ? "willpower"
      : "evasion";
  return {
    defence: targetDefence(target.type, input, against),
    bonuses: targetCheckBonuses(request, target.type, input),
    metalArmour,
    named: { name: targetName(token), stat: against },
  };
}

/** The battle's penalties and declared feat on this roll, when the actor fights in the active combat. */
function battlePenalties(actor: Actor.Implementation, request: RollRequest): CheckBonus[] {
  const combat = game.combat as (Combat.Implementation & { battle?: unknown }) | null | undefined;
  if (!combat) return [];
  const combatant = combat.combatants.find((c) => c.actor?.uuid === actor.uuid);
  if (!combatant?.id) return [];
  const feats = declarableFeats(
    actor.items.contents.map((item) => ({
      id: item.id ?? "",
      type: item.type,
      name: item.name,
      system: item.system as unknown as Readonly<Record<string, unknown>>,
      effects: item.effects.contents.map((e) => ({ disabled: e.disabled, changes: compat.effectChanges(e) })),
    })),
  );
  return battleRollModifiers(combat.battle as BattleState | undefined, combatant.id, request, feats);
}

/** Attack options the dialog offers for a power roll: Aimed Attack to its owner, Critical Bullet on a gun. */
function offeredOptions(actor: Actor.Implementation, request: RollRequest): DialogOption[] {
  if (request.kind !== "power" || request.healing || request.criticalBase === null) return [];
  const aimed = actor.items.contents.some(
    (item) => item.type === "feat" && (item.system as { effect?: unknown }).effect === "aimedAttack",
  );
  return [
    ...(aimed && request.attack !== "magic" ? (["aimedAttack"] as const) : []),
    ...(request.attack === "gun" ? (["criticalBullet"] as const) : []),
  ];
}

interface DialogChoice {
  readonly modifier: number;
  readonly options: CardRollOptions;
  /** Magic expansion chosen for a spell cast from the sheet. */
  readonly expansion?: MagicExpansion;
  /** The stones chosen to pay part of the spell's MP (魔晶石, マナチャージクリスタル). */
  readonly stones?: readonly StoneChoice[];
}

/**
 * Asks for a situational modifier, showing the named modifiers already in the roll (the target's bonuses,
 * the battle's penalties) and the exact odds. A power roll's modifier is the GM's alone: a player's damage
 * bonuses come from the actor's data, which the GM reads again when the card is applied.
 */
async function askModifier(
  request: RollRequest,
  target: SelectedTarget,
  named: readonly CheckBonus[],
  offered: readonly DialogOption[],
  payment: MpCostView | null = null,
): Promise<DialogChoice | null> {
  // A spell's cost may be expanded; a gun's magical bullet costs its MP as it is.
  const expansion = payment?.expandable ? payment : null;
  const i18n = game.i18n;
  const view = rollDialogView(
    request,
    target.defence,
    named,
    offered,
    game.user?.isGM === true,
    expansion !== null && expansion.locked.certainty === false,
  );
  if (payment) await foundry.applications.handlebars.loadTemplates([EXPANSION_PARTIAL, STONES_PARTIAL]);
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, {
    ...view,
    expansion,
    shotCost: payment && !payment.expandable && payment.mpCost > 0 ? payment.mpCost : null,
    stones: payment ? stonesView(payment.stones) : [],
  });
  const result = await PromptDialog.prompt({
    window: { title: i18n?.localize(request.label) ?? "" },
    content,
    ok: {
      label: i18n?.localize("SW25.Dialog.Roll") ?? "",
      callback: (_event: Event, button: HTMLButtonElement): DialogChoice => {
        const form = button.form?.elements;
        const input = form?.namedItem("modifier");
        const checked = (name: string) => {
          const box = form?.namedItem(name);
          return box instanceof HTMLInputElement && box.checked;
        };
        const factor = (name: string) => {
          const box = form?.namedItem(name);
          return box instanceof HTMLInputElement ? Number(box.value) : 1;
        };
        const typed = (name: string) => {
          const box = form?.namedItem(name);
          return box instanceof HTMLInputElement ? box.value : null;
        };
        return {
          ...(payment && payment.stones.length > 0 ? { stones: stoneChoice(payment.stones, typed) } : {}),
          ...(expansion
            ? {
                expansion: {
                  targets: factor("expandTargets"),
                  distance: factor("expandDistance"),
                  time: factor("expandTime"),
                  certainty: checked("expandCertainty"),
                },
              }
            : {}),
          modifier: input instanceof HTMLInputElement ? Number(input.value) : 0,
          options: {
            ...(checked("aimedAttack") ? { aimedAttack: true } : {}),
            ...(checked("criticalBullet") ? { criticalBullet: true } : {}),
          },
        };
      },
    },
    rejectClose: false,
    // The MP this cast spends, kept current as the expansion changes (DialogV2WaitOptions.render, v13/v14 API).
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      if (!payment) return;
      if (expansion)
        bindExpansionCost(dialog.element, expansion.mpCost, expansionCombine(), (total) =>
          total === null
            ? (i18n?.localize("SW25.Error.ExpansionOutOfRange") ?? "")
            : (i18n?.format("SW25.Technique.Expansion.Total", {
                total: String(total),
                cost: String(expansion.mpCost),
              }) ?? ""),
        );
      // How the cost splits between MP and the stones typed, kept current as either changes.
      bindMpPayment(
        dialog.element,
        () => {
          if (!expansion) return payment.mpCost;
          const cost = spellCastCost(expansion.mpCost, expansionOf(dialog.element), expansionCombine());
          return cost.ok ? cost.value : null;
        },
        payment.mp,
        payment.stones,
        (paid) => paymentText(paid),
      );
    },
  });
  if (typeof result !== "object" || result === null) return null;
  const choice = result as DialogChoice;
  // Modifiers are whole numbers: a typed 1.5 would make a card the GM cannot replay from its dice.
  return Number.isFinite(choice.modifier) ? { ...choice, modifier: Math.trunc(choice.modifier) } : null;
}

/** The card's name for a weapon of the body (the Lildraken's tail, lildraken.ts), which is no item. */
function racialWeaponName(itemId: string): string | undefined {
  return itemId === TAIL_WEAPON_ID ? game.i18n?.localize("SW25.RaceAbility.tailWeapon.Weapon") : undefined;
}

/** A sheet's roll button: read → ask → engine → card. Every rule decision is in the engine. */
export async function rollFromSheet(actor: Actor.Implementation, button: RollButton): Promise<void> {
  const request = rollRequest(actor.type, actorInput(actor), button);
  if (!request.ok) return notifyError(request.error);
  const target = selectedTarget(request.value);
  const named = [...target.bonuses, ...battlePenalties(actor, request.value)];
  const checked = withBonuses(request.value, named);
  // A shot with a bow, crossbow or gun needs its ammunition: refused before the dialog when none is left.
  const shot = shotOf(actor, button);
  if (!shot.ok) return void ui.notifications?.warn(ammunitionErrorText(shot.error));
  const spell = castSpell(actor, button) ?? bulletCost(actor, shot.value);
  const choice: DialogChoice | null =
    checked.kind === "fixed"
      ? { modifier: 0, options: {} }
      : await askModifier(checked, target, named, offeredOptions(actor, checked), spell);
  if (choice === null) return;
  // A spell cast from the sheet spends its MP, times the magic expansion chosen, from MP and the stones chosen
  // (DMG-10: never more than held); a refused payment spends nothing and rolls nothing.
  const mpLeft = spell ? spellPayment(spell, choice.expansion ?? NO_EXPANSION, choice.stones ?? []) : null;
  if (mpLeft && !mpLeft.ok) return void ui.notifications?.warn(techniqueErrorText(mpLeft.error));
  const dice = foundryDice();
  const against =
    target.defence?.kind === "fixed"
      ? { against: target.defence.value }
      : target.defence?.kind === "rolled" && checked.kind === "check" && checked.defends
        ? { againstRolled: target.defence.modifier }
        : {};
  const whom = target.named ? { againstTarget: target.named } : {};
  const card = performRoll(
    checked,
    {
      modifier: choice.modifier,
      ...against,
      ...whom,
      targetMetalArmour: target.metalArmour,
      options: choice.options,
      // Certainty rolls the spellcasting check twice (the rules keep the better); its MP is paid once, above.
      ...(choice.expansion?.certainty === true ? { certainty: true } : {}),
    },
    dice,
  );
  if (!card.ok) return notifyError(card.error);
  const bonuses = card.value.kind === "check" && named.length > 0 ? { bonuses: named } : {};
  // A power card names its roll, so whoever applies it reads the actor's numbers again (not the card's).
  const source =
    card.value.kind === "power"
      ? {
          source: {
            actorUuid: actor.uuid,
            roll: button.roll ?? "",
            ...(button.itemId ? { itemId: button.itemId } : {}),
            ...(button.section ? { section: button.section } : {}),
          },
          rollId: foundry.utils.randomID(32),
        }
      : {};
  await postRollCard({ ...card.value, ...bonuses, ...source } as RollCard, dice.faces, actor, {
    item: button.itemId
      ? (actor.items.get(button.itemId)?.name ?? racialWeaponName(button.itemId))
      : "itemName" in request.value
        ? (request.value.itemName ?? null)
        : null,
  });
  if (mpLeft?.ok) {
    await actor.update({ "system.mp.value": mpLeft.value.mpLeft } as Actor.UpdateData);
  }
  // The stones used and the shot's ammunition, in one write.
  const spent = [
    ...(mpLeft?.ok ? stoneItemUpdates(mpLeft.value) : []),
    ...(shot.value ? [{ _id: shot.value.id, "system.quantity": shot.value.quantityLeft }] : []),
  ];
  if (spent.length > 0) await actor.updateEmbeddedDocuments("Item", spent as never);
  const fumbles = cardFumbles(card.value);
  const roller = actor as Actor.Known;
  if (fumbles > 0 && roller.type === "character")
    await roller.update({
      "system.experience.fumbles": roller.system.experience.fumbles + fumbles,
    } as Actor.UpdateData);
}

const EXPANSION_PARTIAL = "systems/swordworld25/templates/dialog/magic-expansion.hbs";

interface MpCostView {
  readonly mpCost: number;
  /** A spell's cost, which magic expansion multiplies; a bullet's is paid as it is. */
  readonly expandable: boolean;
  readonly max: number;
  /** The caster's MP now, and the stones that may pay part of the cost. */
  readonly mp: number;
  readonly stones: readonly StoneRow[];
  /** The expansions the caster's feats do not allow: not offered in the dialog, refused if sent anyway. */
  readonly locked: { readonly [K in keyof ExpansionAllowance]: boolean };
}

const NOTHING_LOCKED = { targets: false, distance: false, time: false, certainty: false } as const;

/** The dialog's payment line: the split of the cost, or why it is refused (mp-payment.ts words it). */
function paymentText(payment: Result<MpPayment> | null): string {
  const i18n = game.i18n;
  if (payment === null) return i18n?.localize("SW25.Error.ExpansionOutOfRange") ?? "";
  return mpPaymentText(payment, techniqueErrorText, (key, params) => i18n?.format(key, params) ?? key);
}

/** A character's spellcasting roll of a spell item: its MP cost, for the expansion fieldset; null otherwise. */
function castSpell(actor: Actor.Implementation, button: RollButton): MpCostView | null {
  if (actor.type !== "character" || button.roll !== "spellcasting" || !button.itemId) return null;
  const item = actor.items.get(button.itemId);
  if (item?.type !== "spell") return null;
  const mpCost = (item.system as { mpCost?: unknown }).mpCost;
  const mp = (actor.system as { mp?: { value?: unknown } }).mp?.value;
  // Magic expansion is offered only with the combat feat that allows it (expansion-feats.ts).
  const feats = actor.items.contents
    .filter((i) => i.type === "feat")
    .map((i) => i.system as { effect?: unknown; school?: unknown });
  const allow = allowedExpansion(feats.map((f) => String(f.effect ?? "")));
  // 《ＭＰ軽減》 lowers the base cost of its school's spells (expansion-feats.ts).
  const reductions = feats.filter((f) => f.effect === "mpReduction").map((f) => String(f.school ?? ""));
  const school = String((item.system as { school?: unknown }).school ?? "");
  return {
    mpCost: reducedSpellCost(typeof mpCost === "number" ? mpCost : 0, school, reductions),
    expandable: true,
    max: MAX_EXPANSION,
    mp: typeof mp === "number" ? mp : 0,
    stones: heldStones(actor.items.contents),
    locked: {
      targets: !allow.targets,
      distance: !allow.distance,
      time: !allow.time,
      certainty: !allow.certainty,
    },
  };
}

/** The MP a gun's magical bullet costs for this shot, to be paid like a spell's (null when it costs none). */
function bulletCost(actor: Actor.Implementation, shot: Shot | null): MpCostView | null {
  if (!shot || shot.mpCost <= 0) return null;
  const mp = (actor.system as { mp?: { value?: unknown } }).mp?.value;
  return {
    mpCost: shot.mpCost,
    expandable: false,
    max: 1,
    mp: typeof mp === "number" ? mp : 0,
    stones: heldStones(actor.items.contents),
    locked: NOTHING_LOCKED,
  };
}

/** An accuracy roll of a weapon that shoots: the ammunition it spends (the rules pick the stack), else null. */
function shotOf(actor: Actor.Implementation, button: RollButton): Result<Shot | null> {
  if (button.roll !== "accuracy" || !button.itemId) return { ok: true, value: null };
  const weapon = actor.items.get(button.itemId);
  if (weapon?.type !== "weapon") return { ok: true, value: null };
  const system = weapon.system as { category?: unknown; isGun?: unknown };
  return spendShot(
    String(system.category ?? ""),
    system.isGun === true,
    heldAmmunition(actor.items.contents),
    "",
  );
}

/** How the spell's expanded cost is paid from MP and the stones chosen, or why it cannot be (the rules decide). */
function spellPayment(
  spell: MpCostView,
  expansion: MagicExpansion,
  stones: readonly StoneChoice[],
): Result<MpPayment> {
  if (spell.expandable) {
    const allowed = checkExpansion(expansion, {
      targets: !spell.locked.targets,
      distance: !spell.locked.distance,
      time: !spell.locked.time,
      certainty: !spell.locked.certainty,
    });
    if (!allowed.ok) return allowed;
  }
  const cost = spell.expandable ? spellCastCost(spell.mpCost, expansion, expansionCombine()) : null;
  if (cost && !cost.ok) return cost;
  return payMpCost(cost ? cost.value : spell.mpCost, spell.mp, spell.stones, stones);
}
