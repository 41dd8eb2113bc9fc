import type { Defence } from "../../rules/dice/odds.js";
import { notifyError } from "../chat/apply-card.js";
import { performRoll } from "../chat/perform-roll.js";
import { postRollCard } from "../chat/post-card.js";
import { type CheckBonus, cardFumbles } from "../chat/roll-card.js";
import { foundryDice } from "../dice/engine-roll.js";
import { rollPreview, targetCheckBonuses, targetDefence, withBonuses } from "./roll-preview.js";
import { type RollButton, type RollRequest, rollRequest } from "./roll-request.js";
import { actorInput } from "./view/actor-input.js";

/** The one DialogV2 call we make, typed by hand (the library's generics are costly to check here). */
const PromptDialog = foundry.applications.api.DialogV2 as unknown as {
  prompt(config: object): Promise<unknown>;
};

interface SelectedTarget {
  readonly defence: Defence | null;
  readonly bonuses: readonly CheckBonus[];
}

/**
 * The selected target of an opposed check: the value it opposes with, so the card can say hit or miss
 * (ROLL-02), and what it adds to the check (a known "Accuracy +1" weak point, facts §5).
 */
function selectedTarget(request: RollRequest): SelectedTarget {
  const target = game.user?.targets.first()?.actor;
  if (!target || request.kind !== "check" || !request.opposed) return { defence: null, bonuses: [] };
  const input = actorInput(target);
  const against = request.label === "SW25.Roll.Spellcasting" ? "willpower" : "evasion";
  return {
    defence: targetDefence(target.type, input, against),
    bonuses: targetCheckBonuses(request, target.type, input),
  };
}

function percent(p: number | null): string {
  return p === null ? "–" : `${(p * 100).toFixed(1)}%`;
}

/** Asks for a situational modifier, showing the target's bonuses and the exact odds against it. */
async function askModifier(request: RollRequest, target: SelectedTarget): Promise<number | null> {
  const preview = rollPreview(request, 0, target.defence);
  const i18n = game.i18n;
  const lines = [
    `<label>${i18n?.localize("SW25.Dialog.Modifier")} <input type="number" name="modifier" value="0" step="1" autofocus></label>`,
    ...target.bonuses.map((b) => `<p>${i18n?.localize(b.label)}: +${b.amount}</p>`),
    preview.hitChance === null
      ? ""
      : `<p>${i18n?.localize("SW25.Dialog.HitChance")}: ${percent(preview.hitChance)}</p>`,
    preview.expectedDamage === null
      ? ""
      : `<p>${i18n?.localize("SW25.Dialog.ExpectedDamage")}: ${preview.expectedDamage.toFixed(2)}</p>`,
  ];
  const result = await PromptDialog.prompt({
    window: { title: i18n?.localize(request.label) ?? "" },
    content: lines.join(""),
    ok: {
      label: i18n?.localize("SW25.Dialog.Roll") ?? "",
      callback: (_event: Event, button: HTMLButtonElement) => {
        const input = button.form?.elements.namedItem("modifier");
        return input instanceof HTMLInputElement ? Number(input.value) : 0;
      },
    },
    rejectClose: false,
  });
  // Modifiers are whole numbers: a typed 1.5 would make a card the GM cannot replay from its dice.
  return typeof result === "number" && Number.isFinite(result) ? Math.trunc(result) : null;
}

/** A sheet's roll button: read → ask → engine → card. Every rule decision is in the engine. */
export async function rollFromSheet(actor: Actor.Implementation, button: RollButton): Promise<void> {
  const request = rollRequest(actor.type, actorInput(actor), button);
  if (!request.ok) return notifyError(request.error);
  const target = selectedTarget(request.value);
  const checked = withBonuses(request.value, target.bonuses);
  const modifier = checked.kind === "fixed" ? 0 : await askModifier(checked, target);
  if (modifier === null) return;
  const dice = foundryDice();
  const against = target.defence?.kind === "fixed" ? { against: target.defence.value } : {};
  const card = performRoll(checked, { modifier, ...against }, dice);
  if (!card.ok) return notifyError(card.error);
  const bonuses = card.value.kind === "check" && target.bonuses.length > 0 ? { bonuses: target.bonuses } : {};
  await postRollCard({ ...card.value, ...bonuses }, dice.faces, actor);
  const fumbles = cardFumbles(card.value);
  const roller = actor as Actor.Known;
  if (fumbles > 0 && roller.type === "character")
    await roller.update({
      "system.experience.fumbles": roller.system.experience.fumbles + fumbles,
    } as Actor.UpdateData);
}
