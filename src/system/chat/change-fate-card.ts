/**
 * Change Fate (運命変転) on a card's data, without Foundry: the card read again with its dice turned over
 * (the rules in src/rules/dice/change-fate.ts decide), and the button row under a card. change-fate.ts
 * wires them to the chat; the browser tests use them as they are.
 */
import { raceAbility } from "../../rules/character/races/race-abilities.js";
import { flipCheck, flipNotationRoll, flipPowerRoll, rejudgeContest } from "../../rules/dice/change-fate.js";
import { FUMBLE_EXPERIENCE } from "../../rules/dice/check.js";
import { type DiceSource, fixedDice } from "../../rules/dice/dice-source.js";
import { parseNotation, rollNotation } from "../../rules/dice/notation.js";
import { formatRoll } from "../../rules/dice/notation-format.js";
import { fail, ok, type Result } from "../../rules/errors.js";
import type { RollCard } from "./roll-card.js";

const FATE = raceAbility("changeFate");

function notHere(): Result<never> {
  return fail("ChangeFateNotHere", "Change Fate cannot turn this card's dice over");
}

/**
 * The card read again with its dice turned over: a check (not a certainty check, whose two rolls the rules
 * compare) with its target or contest judged again, or a power card's last 2d with its chain, total and
 * automatic failure read again. A card is flipped once. `more`: dice for a critical the flip starts.
 */
export function flipCard(card: RollCard, more: DiceSource): Result<RollCard> {
  if (card.kind !== "fixed" && card.flipped)
    return fail("ChangeFateAlreadyFlipped", "this roll was already turned over");
  if (card.kind === "check") {
    if (card.certainty) return notHere();
    const flipped = flipCheck(card.check, card.target);
    if (!flipped.ok) return flipped;
    const check = flipped.value.check;
    const against = card.against
      ? {
          ...card.against,
          contest: rejudgeContest(check, { kind: "fixed", value: card.against.value }, card.defends === true),
        }
      : null;
    return ok({ ...card, check, against, flipped: flipped.value.flip });
  }
  if (card.kind === "notation") return flipNotationCard(card, more);
  if (card.kind !== "power" || !Array.isArray(card.steps)) return notHere();
  const flipped = flipPowerRoll(
    {
      power: card.power,
      criticalValue: card.criticalValue,
      extraDamage: card.extraDamage,
      dice: card.steps.map((s) => s.dice),
      experience: card.fumble ? FUMBLE_EXPERIENCE : 0,
    },
    more,
  );
  if (!flipped.ok) return flipped;
  const roll = flipped.value.roll;
  return ok({
    ...card,
    steps: roll.steps,
    criticals: roll.criticals,
    fumble: roll.fumble,
    total: roll.total,
    flipped: flipped.value.flip,
  });
}

export interface Words {
  format(key: string, data: Record<string, string>): string;
  localize(key: string): string;
}

/**
 * The Change Fate row under a card: the button with the uses left today, disabled (with why) at 0. Plain
 * HTML from the lang file's words, so every client and the browser tests build the same row.
 */
export function changeFateRow(left: number, words: Words): string {
  const label = words.format("SW25.Card.ChangeFate.Button", {
    left: String(left),
    perDay: String(FATE.perDay),
  });
  const title = words.localize(left === 0 ? "SW25.Card.ChangeFate.NoneLeft" : "SW25.Card.ChangeFate.Hint");
  const html = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return `<div class="sw25-card-buttons sw25-card-change-fate"><button type="button" data-sw25-change-fate="flip" title="${html(title)}"${left === 0 ? " disabled" : ""}>${html(label)}</button></div>`;
}

/**
 * A chat or palette roll (`/sw 2d6+4>=10`, a palette line): the notation rolled again with its dice as they
 * fell, then its last 2d turned over; the card's line and dice are the flipped roll's.
 */
function flipNotationCard(card: Extract<RollCard, { kind: "notation" }>, more: DiceSource): Result<RollCard> {
  const parsed = parseNotation(card.notation);
  if (!parsed.ok || !Array.isArray(card.dice)) return notHere();
  const rolled = rollNotation(parsed.value, fixedDice(card.dice));
  if (!rolled.ok) return notHere();
  const flipped = flipNotationRoll(parsed.value, rolled.value, card.dice, more);
  if (!flipped.ok) return flipped;
  return ok({
    ...card,
    text: formatRoll(parsed.value, flipped.value.roll),
    dice: [...flipped.value.roll.faces],
    flipped: flipped.value.flip,
  });
}
