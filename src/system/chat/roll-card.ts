/** A roll card's data (stored in its message's flags) and the view its template shows. */
import { allowedDamageKinds } from "../../rules/damage/apply-legality.js";
import type { CardRollOptions } from "../../rules/damage/card-damage.js";
import { canBeHalved, type DamageKind } from "../../rules/damage/damage-kind.js";
import type { Element } from "../../rules/damage/elements.js";
import type { CertaintyResult } from "../../rules/dice/certainty.js";
import type { CheckResult, ContestResult } from "../../rules/dice/check.js";
import type { PowerRollStep } from "../../rules/dice/power-roll.js";

/** The 2d a Change Fate (運命変転) turned over: its place among the card's 2d, its dice before and after. */
export interface CardFlip {
  readonly index: number;
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

/** A modifier the roll took from its target, named so the card can say why (e.g. a known weak point). */
export interface CheckBonus {
  readonly label: string;
  readonly amount: number;
}

/**
 * Who rolled a power card with what: the GM reads the actor's current data from it when the card is applied,
 * never the card's own numbers (power, C value, extra damage, healing). The fields of a sheet's roll button.
 */
export interface CardSourceRef {
  readonly actorUuid: string;
  readonly roll: string;
  readonly itemId?: string;
  readonly section?: string;
}

/** Whom a contest was against, as every reader may see it (an unidentified monster's alias), and which value. */
export interface AgainstTarget {
  readonly name: string;
  readonly stat: "evasion" | "willpower" | "accuracy";
}

/**
 * Who rolled with what, for the card's title (absent on older cards). `actor` is the name every reader may
 * see (an unidentified monster's alias); `item` the weapon, spell or section the roll was made with.
 */
export interface CardHeading {
  readonly actor?: string;
  readonly item?: string;
}

/**
 * Every card's title has one form, "<Actor> — <Roll kind>: <Item>", with the parts a card lacks left out
 * (lang `SW25.Card.Title.*`); `kind` is a lang key.
 */
export interface CardTitle {
  readonly key: string;
  readonly kind: string;
  readonly actor?: string;
  readonly item?: string;
}

export function cardTitle(kind: string, { actor, item }: CardHeading): CardTitle {
  const form = actor ? (item ? "full" : "actor") : item ? "item" : "kind";
  return {
    key: `SW25.Card.Title.${form}`,
    kind,
    ...(actor ? { actor } : {}),
    ...(item ? { item } : {}),
  };
}

/** The two rolls of a certainty check as a card shows them: the dice and the total of each, and which was kept. */
export interface CardCertainty {
  readonly rolls: readonly [CertaintyRoll, CertaintyRoll];
  readonly kept: 0 | 1;
}

export interface CertaintyRoll {
  readonly dice: readonly [number, number];
  readonly total: number;
}

/** A card's certainty field from the engine's result: plain data, the kept roll named by its index. */
export function cardCertainty(result: CertaintyResult): CardCertainty {
  const roll = (r: CheckResult): CertaintyRoll => ({ dice: [r.dice[0], r.dice[1]], total: r.total });
  return { rolls: [roll(result.rolls[0]), roll(result.rolls[1])], kept: result.kept };
}

/** What a roll card stores in its message flags (`flags.swordworld25.card`): plain data, no documents. */
export type RollCard = CardHeading &
  (
    | {
        readonly kind: "check";
        readonly label: string;
        readonly check: CheckResult;
        /** The defender's fixed value and the contest outcome (ROLL-02), when a target was selected. */
        readonly against: {
          readonly value: number;
          readonly contest: ContestResult;
          /** Absent on older cards and rolls without a named target: the card then says only "Against". */
          readonly target?: AgainstTarget;
        } | null;
        /** Already inside `check.modifier`; listed so the card shows where they came from. */
        readonly bonuses?: readonly CheckBonus[];
        /** The roller defended (Evasion): `against` is the attacker's accuracy and success is not losing. */
        readonly defends?: boolean;
        /**
         * Magic expansion certainty (確実化): both rolls as rolled and which one `check` is. Every outcome of the
         * card (success, contest, 1-1 experience) is `check`'s; this only shows the other roll.
         */
        readonly certainty?: CardCertainty;
        /** The number the check had to reach when it was no contest (a Death Check), for a flip to judge again. */
        readonly target?: number;
        /** Set once the roller's Change Fate turned the dice over: the card shows the flipped roll. */
        readonly flipped?: CardFlip;
      }
    | { readonly kind: "fixed"; readonly label: string; readonly value: number }
    | {
        readonly kind: "power";
        readonly label: string;
        readonly power: number;
        readonly criticalValue: number | null;
        readonly extraDamage: number;
        readonly steps: readonly PowerRollStep[];
        readonly criticals: number;
        readonly fumble: boolean;
        readonly total: number;
        readonly damageKind: DamageKind;
        /** The spell's element, for weaknesses and resistances (DMG-11); absent on older cards. */
        readonly elements?: readonly Element[];
        readonly healing: boolean;
        /** Damage increases of the attacker, added after halving (DMG-04); shown, recomputed when applied. */
        readonly increases?: readonly { readonly source: string; readonly amount: number }[];
        /** The acting actor and item; a card without one cannot be applied. */
        readonly source?: CardSourceRef;
        /** The options the roll dialog allowed and the roller chose. */
        readonly options?: CardRollOptions;
        /** A random id per roll: one roll is applied to a target once, whichever message carries it. */
        readonly rollId?: string;
        /** Set once the roller's Change Fate turned the last 2d over: the steps are the flipped chain. */
        readonly flipped?: CardFlip;
      }
    | {
        readonly kind: "notation";
        readonly notation: string;
        readonly text: string;
        readonly dice: readonly number[];
        /** Set once the roller's Change Fate turned the last 2d over: text and dice are the flipped roll's. */
        readonly flipped?: CardFlip;
      }
  );

/** How many automatic failures (1-1, 50 experience each, ROLL-01) a card records for its roller. */
export function cardFumbles(card: RollCard): number {
  if (card.kind === "check") return card.check.autoFailure ? 1 : 0;
  if (card.kind === "power") return card.fumble ? 1 : 0;
  return 0;
}

type Outcome = "success" | "failure" | "critical" | "fumble" | "none";

export interface CardView {
  readonly kind: RollCard["kind"];
  /** The roll kind's lang key; `heading` is the whole title in the one form. */
  readonly title: string;
  readonly heading: CardTitle;
  readonly notation: string;
  readonly dice: readonly (readonly number[])[];
  /** `name`: the `{name}` of a label that names someone (the target of a contest). */
  readonly lines: readonly { readonly label: string; readonly value: string; readonly name?: string }[];
  readonly total: number | null;
  readonly outcome: Outcome;
  readonly outcomeLabel: string;
  /**
   * Every kind the GM may apply (players' clients drop the GM-only ones when rendering);
   * `halvable`: the button has a "half" twin (DMG-03); guns and certain damage do not (DMG-08).
   */
  readonly damageButtons: readonly {
    readonly kind: DamageKind;
    readonly label: string;
    readonly halvable: boolean;
  }[];
  readonly healingButton: boolean;
  readonly text: string;
  /** A certainty check's two rolls, in order, the kept one marked; empty for every other card. */
  readonly certainty: readonly CertaintyRowView[];
}

export interface CertaintyRowView {
  readonly label: string;
  readonly dice: readonly number[];
  readonly total: number;
  readonly kept: boolean;
  /** "Kept" or "Not used". */
  readonly status: string;
}

const CERTAINTY_LABELS = ["SW25.Cast.Certainty.First", "SW25.Cast.Certainty.Second"] as const;

function certaintyRows(certainty: CardCertainty | undefined): CertaintyRowView[] {
  if (!certainty) return [];
  return certainty.rolls.map((roll, index) => ({
    label: CERTAINTY_LABELS[index] as string,
    dice: [...roll.dice],
    total: roll.total,
    kept: certainty.kept === index,
    status: certainty.kept === index ? "SW25.Cast.Certainty.Kept" : "SW25.Cast.Certainty.SetAside",
  }));
}

const OUTCOME_LABEL: Readonly<Record<Outcome, string>> = {
  success: "SW25.Card.Success",
  failure: "SW25.Card.Failure",
  critical: "SW25.Card.AutoSuccess",
  fumble: "SW25.Card.AutoFailure",
  none: "",
};

const AGAINST_LABEL: Readonly<Record<AgainstTarget["stat"], string>> = {
  evasion: "SW25.Card.AgainstEvasion",
  willpower: "SW25.Card.AgainstWillpower",
  accuracy: "SW25.Card.AgainstAccuracy",
};

const EMPTY = {
  lines: [],
  damageButtons: [],
  healingButton: false,
  text: "",
  dice: [],
  certainty: [],
} as const;

function checkOutcome(card: Extract<RollCard, { kind: "check" }>): Outcome {
  if (card.check.autoSuccess) return "critical";
  if (card.check.autoFailure) return "fumble";
  if (card.against)
    return card.against.contest.activeWins !== (card.defends === true) ? "success" : "failure";
  if (card.check.success === null) return "none";
  return card.check.success ? "success" : "failure";
}

/**
 * What the number added to the table value is: a weapon's extra damage, a spell's magic power (damage and
 * healing spells alike), or the bonus of a herb or potion (its roll button is "recovery").
 */
function addedLabel(card: Extract<RollCard, { kind: "power" }>): string {
  if (card.source?.roll === "recovery") return "SW25.Card.RecoveryBonus";
  return card.damageKind === "magical" ? "SW25.Card.MagicPower" : "SW25.Card.ExtraDamage";
}

function powerNotation(card: Extract<RollCard, { kind: "power" }>): string {
  const critical = card.criticalValue === null ? "" : `@${card.criticalValue}`;
  const extra =
    card.extraDamage === 0 ? "" : card.extraDamage > 0 ? `+${card.extraDamage}` : `${card.extraDamage}`;
  return `K${card.power}${critical}${extra}`;
}

/** "Change Fate: 1,1 → 6,6", the card's line for a flipped roll. */
function flipLine(flip: CardFlip): { label: string; value: string } {
  return { label: "SW25.Card.ChangeFate.Flipped", value: `${flip.from.join(",")} → ${flip.to.join(",")}` };
}

/** Turns stored card data into what `templates/chat/roll-card.hbs` shows. */
export function cardView(card: RollCard): CardView {
  switch (card.kind) {
    case "check": {
      const outcome = checkOutcome(card);
      const lines: { label: string; value: string; name?: string }[] = [
        { label: "SW25.Card.Modifier", value: String(card.check.modifier) },
      ];
      for (const bonus of card.bonuses ?? [])
        lines.push({
          label: bonus.label,
          value: bonus.amount < 0 ? String(bonus.amount) : `+${bonus.amount}`,
        });
      const target = card.against?.target;
      if (card.against)
        lines.push(
          target
            ? { label: AGAINST_LABEL[target.stat], value: String(card.against.value), name: target.name }
            : { label: "SW25.Card.Against", value: String(card.against.value) },
        );
      if (card.check.experience > 0)
        lines.push({ label: "SW25.Card.Experience", value: `+${card.check.experience}` });
      if (card.flipped) lines.push(flipLine(card.flipped));
      return {
        ...EMPTY,
        kind: "check",
        title: card.label,
        heading: cardTitle(card.label, card),
        notation: `2D6+${card.check.modifier}`,
        // A certainty card shows its dice in its two rows instead, the kept one marked.
        dice: card.certainty ? [] : [card.check.dice],
        certainty: certaintyRows(card.certainty),
        lines,
        total: card.check.total,
        outcome,
        outcomeLabel: OUTCOME_LABEL[outcome],
      };
    }
    case "fixed":
      return {
        ...EMPTY,
        kind: "fixed",
        title: card.label,
        heading: cardTitle(card.label, card),
        notation: "",
        lines: [{ label: "SW25.Card.FixedValue", value: String(card.value) }],
        total: card.value,
        outcome: "none",
        outcomeLabel: "",
      };
    case "power": {
      const outcome: Outcome = card.fumble ? "fumble" : card.criticals > 0 ? "critical" : "none";
      const usable = !card.fumble && card.total > 0;
      return {
        ...EMPTY,
        kind: "power",
        title: card.label,
        heading: cardTitle(card.label, card),
        notation: powerNotation(card),
        dice: card.steps.map((s) => s.dice),
        lines: [
          { label: "SW25.Card.TableValues", value: card.steps.map((s) => s.value).join(" + ") || "0" },
          { label: addedLabel(card), value: String(card.extraDamage) },
          // Healing never rolls a critical (no C value): a count that is always 0 is not shown.
          ...(card.healing && card.criticals === 0
            ? []
            : [{ label: "SW25.Card.Criticals", value: String(card.criticals) }]),
          ...(card.increases ?? []).map((i) => ({ label: i.source, value: `+${i.amount}` })),
          ...(card.flipped ? [flipLine(card.flipped)] : []),
        ],
        total: card.total,
        outcome,
        outcomeLabel: card.fumble ? OUTCOME_LABEL.fumble : card.criticals > 0 ? "SW25.Card.Critical" : "",
        damageButtons:
          usable && !card.healing
            ? allowedDamageKinds(card.damageKind, true).map((kind) => ({
                kind,
                label: `SW25.Card.Apply.${kind}`,
                halvable: canBeHalved(kind),
              }))
            : [],
        healingButton: usable && card.healing,
      };
    }
    case "notation":
      return {
        ...EMPTY,
        kind: "notation",
        title: "SW25.Card.Notation",
        heading: cardTitle("SW25.Card.Notation", card),
        notation: card.notation,
        dice: card.dice.length > 0 ? [card.dice] : [],
        lines: card.flipped ? [flipLine(card.flipped)] : [],
        total: null,
        outcome: "none",
        outcomeLabel: "",
        text: card.text,
      };
  }
}
