/**
 * The class techniques and class resources on the character sheet (templates/actor/character/techniques.hbs):
 * plain rows from the prepared actor; labels are lang keys the template localizes.
 */

import { hasThreshold } from "../../../../rules/character/techniques/technique-costs.js";
import {
  CARD_COLOURS,
  CARD_RANKS,
  COUNTER_RESOURCES,
  type CounterResource,
  keepsResource,
  readClassResources,
  TECHNIQUE_KINDS,
} from "../../../../rules/character/techniques/techniques.js";
import { techniqueTerms } from "../../../techniques/technique-plan.js";
import { bag, list, num, text } from "../read.js";

export interface TechniqueRow {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly kindLabel: string;
  readonly timingLabel: string;
  readonly usable: boolean;
  readonly cost: {
    readonly amount: number;
    readonly label: string;
    readonly card: string;
    readonly colour: string;
  } | null;
  /** What a use gains (a 呪歌's 楽素, a 鼓咆's 陣気), or null. */
  readonly gain: { readonly amount: number; readonly label: string } | null;
  /** A 呪歌's extra (追加楽素) for a performance check total at least its threshold (巧奏値), or null. */
  readonly threshold: { readonly bonus: number; readonly threshold: number; readonly label: string } | null;
  readonly duration: { readonly key: string; readonly value: number };
  readonly needs: { readonly classLabel: string; readonly level: number } | null;
  readonly mount: string;
}

export interface ResourceCell {
  readonly name: string;
  readonly label: string;
  readonly value: number;
}

/** The techniques of one kind under its heading (練技, 呪歌, …), as ytsheet2 lists them. */
export interface TechniqueGroup {
  readonly kind: string;
  readonly kindLabel: string;
  readonly rows: readonly TechniqueRow[];
}

export interface TechniqueSheetView {
  readonly techniques: readonly TechniqueRow[];
  /** The same rows grouped by kind, in the kinds' fixed order; a kind without techniques has no group. */
  readonly groups: readonly TechniqueGroup[];
  readonly counters: readonly ResourceCell[];
  readonly cards: readonly {
    readonly colour: string;
    readonly label: string;
    readonly ranks: readonly ResourceCell[];
  }[];
  readonly ranks: readonly string[];
  /** Play mode shows the resources only when some are held (edit mode always shows them). */
  readonly anyResource: boolean;
  /** Whether the character keeps any class resource at all (a class that uses one, or some held). */
  readonly keepsAny: boolean;
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
  const gainResource = terms.gain.resource as string;
  const gain =
    (COUNTER_RESOURCES as readonly string[]).includes(gainResource) && terms.gain.amount > 0
      ? { amount: terms.gain.amount, label: `${L}.Resource.${gainResource as CounterResource}` }
      : null;
  const threshold = hasThreshold(terms.gain)
    ? {
        bonus: num(terms.gain.bonus),
        threshold: num(terms.gain.threshold),
        label: `${L}.Resource.${gainResource as CounterResource}`,
      }
    : null;
  return {
    id: text(item._id),
    name: text(item.name, "?"),
    kind: (TECHNIQUE_KINDS as readonly string[]).includes(text(system.kind)) ? text(system.kind) : "other",
    kindLabel: `${L}.Kind.${text(system.kind, "other")}`,
    timingLabel: `${L}.Timing.${timing}`,
    usable: timing !== "passive",
    cost,
    gain,
    threshold,
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
  const levels = classLevels(actor.items);
  const counters = COUNTER_RESOURCES.filter((key) => keepsResource(key, levels, resources[key])).map(
    (key) => ({
      name: `system.classResources.${key}`,
      label: `${L}.Resource.${key}`,
      value: resources[key],
    }),
  );
  const cardsHeld = CARD_COLOURS.reduce(
    (sum, colour) => sum + CARD_RANKS.reduce((n, rank) => n + resources.cards[colour][rank], 0),
    0,
  );
  const cards = keepsResource("card", levels, cardsHeld)
    ? CARD_COLOURS.map((colour) => ({
        colour,
        label: `${L}.Colour.${colour}`,
        ranks: CARD_RANKS.map((rank) => ({
          name: `system.classResources.cards.${colour}.${rank}`,
          label: rank,
          value: resources.cards[colour][rank],
        })),
      }))
    : [];
  const techniques = list(actor.items)
    .map(techniqueRow)
    .filter((r): r is TechniqueRow => r !== null);
  const groups = TECHNIQUE_KINDS.map((kind) => ({
    kind,
    kindLabel: `${L}.Kind.${kind}`,
    rows: techniques.filter((r) => r.kind === kind),
  })).filter((g) => g.rows.length > 0);
  return {
    techniques,
    groups,
    counters,
    cards,
    ranks: [...CARD_RANKS],
    anyResource: counters.some((c) => c.value > 0) || cardsHeld > 0,
    keepsAny: counters.length > 0 || cards.length > 0,
  };
}

/** The character's level in each class it has (its class items; the highest when one appears twice). */
function classLevels(items: unknown): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const raw of list(items)) {
    const item = bag(raw);
    if (item.type !== "class") continue;
    const system = bag(item.system);
    const id = text(system.classId);
    levels[id] = Math.max(levels[id] ?? 0, num(system.level));
  }
  return levels;
}
