/**
 * The class techniques and class resources on the character sheet (templates/actor/character/techniques.hbs):
 * plain rows from the prepared actor; labels are lang keys the template localizes.
 */
import {
  CARD_COLOURS,
  CARD_RANKS,
  COUNTER_RESOURCES,
  readClassResources,
} from "../../../rules/character/techniques.js";
import { techniqueTerms } from "../../techniques/technique-plan.js";
import { bag, list, text } from "./read.js";

export interface TechniqueRow {
  readonly id: string;
  readonly name: string;
  readonly kindLabel: string;
  readonly timingLabel: string;
  readonly usable: boolean;
  readonly cost: {
    readonly amount: number;
    readonly label: string;
    readonly card: string;
    readonly colour: string;
  } | null;
  readonly duration: { readonly key: string; readonly value: number };
  readonly needs: { readonly classLabel: string; readonly level: number } | null;
  readonly mount: string;
}

export interface ResourceCell {
  readonly name: string;
  readonly label: string;
  readonly value: number;
}

export interface TechniqueSheetView {
  readonly techniques: readonly TechniqueRow[];
  readonly counters: readonly ResourceCell[];
  readonly cards: readonly {
    readonly colour: string;
    readonly label: string;
    readonly ranks: readonly ResourceCell[];
  }[];
  readonly ranks: readonly string[];
  /** Play mode shows the resources only when some are held (edit mode always shows them). */
  readonly anyResource: boolean;
}

const L = "SW25.Technique";

function techniqueRow(raw: unknown): TechniqueRow | null {
  const item = bag(raw);
  if (item.type !== "technique") return null;
  const system = bag(item.system);
  const terms = techniqueTerms(system);
  const timing = text(system.timing, "minor");
  const cost =
    terms.cost.resource === "none" || terms.cost.amount <= 0
      ? null
      : {
          amount: terms.cost.amount,
          label: `${L}.Resource.${terms.cost.resource}`,
          card: terms.cost.resource === "card" ? `${terms.cost.cardRank}` : "",
          colour: terms.cost.resource === "card" ? `${L}.Colour.${terms.cost.cardColour}` : "",
        };
  return {
    id: text(item._id),
    name: text(item.name, "?"),
    kindLabel: `${L}.Kind.${text(system.kind, "other")}`,
    timingLabel: `${L}.Timing.${timing}`,
    usable: timing !== "passive",
    cost,
    duration: { key: `${L}.Duration.${terms.duration.units}`, value: terms.duration.value },
    needs: terms.level > 0 ? { classLabel: `${L}.Class.${terms.classId}`, level: terms.level } : null,
    mount: text(system.mount),
  };
}

export function techniqueSheetView(actor: {
  readonly system?: unknown;
  readonly items?: unknown;
}): TechniqueSheetView {
  const resources = readClassResources(bag(actor.system).classResources);
  const counters = COUNTER_RESOURCES.map((key) => ({
    name: `system.classResources.${key}`,
    label: `${L}.Resource.${key}`,
    value: resources[key],
  }));
  const cards = CARD_COLOURS.map((colour) => ({
    colour,
    label: `${L}.Colour.${colour}`,
    ranks: CARD_RANKS.map((rank) => ({
      name: `system.classResources.cards.${colour}.${rank}`,
      label: rank,
      value: resources.cards[colour][rank],
    })),
  }));
  return {
    techniques: list(actor.items)
      .map(techniqueRow)
      .filter((r): r is TechniqueRow => r !== null),
    counters,
    cards,
    ranks: [...CARD_RANKS],
    anyResource: counters.some((c) => c.value > 0) || cards.some((c) => c.ranks.some((r) => r.value > 0)),
  };
}
