/**
 * ytsheet2 class techniques and alchemist cards (docs: ytsheet2-format.md): `craft{Family}{n}` fields become
 * technique items of the family's kind (the field is kept in the item's flags, so export writes it back
 * where it came from), `card{Red,Gre,Bla,Whi,Gol}{B,A,S,SS}` counts become the character's class resources.
 */
import {
  CARD_COLOURS,
  CARD_RANKS,
  type CardColour,
  TECHNIQUE_CLASS,
  type TechniqueKind,
} from "../character/techniques.js";
import type { SheetReader } from "./sheet.js";
import type { ItemSource } from "./types.js";

/**
 * Each ytsheet2 family and the kind it becomes. ytsheet2 lists a Bard's 呪歌 and 終律 under craftSong and a War
 * Leader's 鼓咆 and 陣率 under craftCommand: they import as song and command (a player can change the kind);
 * Physical Master, Seal and Aristocrat families (2.0 classes) import as "other".
 */
export const CRAFT_FAMILIES: readonly (readonly [string, TechniqueKind])[] = [
  ["Enhance", "enhancer"],
  ["Song", "song"],
  ["Riding", "riding"],
  ["Alchemy", "alchemy"],
  ["Command", "command"],
  ["Geomancy", "geomancy"],
  ["Divination", "divination"],
  ["Potential", "potential"],
  ["Psychokinesis", "other"],
  ["Seal", "other"],
  ["Dignity", "other"],
];

/** Where each kind is written back when its item has no field of its own (a technique made in Foundry). */
const EXPORT_FAMILY: Readonly<Record<TechniqueKind, string>> = {
  enhancer: "Enhance",
  song: "Song",
  finale: "Song",
  riding: "Riding",
  alchemy: "Alchemy",
  command: "Command",
  formation: "Command",
  geomancy: "Geomancy",
  divination: "Divination",
  potential: "Potential",
  other: "Psychokinesis",
};

const CARD_CODES: Readonly<Record<CardColour, string>> = {
  red: "Red",
  green: "Gre",
  black: "Bla",
  white: "Whi",
  gold: "Gol",
};

const CRAFT_KEY = /^craft([A-Za-z]+?)(\d+)$/;

/**
 * ytsheet2 names a Bard's finales 「終律：…」 among the songs and a War Leader's 陣率 「陣率：…」 among the
 * stratagems (its own sheet code tells a 陣率 by that prefix): the kind a name with the prefix becomes.
 */
const NAME_PREFIX_KIND: readonly (readonly [string, TechniqueKind, TechniqueKind])[] = [
  ["終律", "song", "finale"],
  ["陣率", "command", "formation"],
];

function kindOfName(familyKind: TechniqueKind, name: string): TechniqueKind {
  for (const [prefix, from, to] of NAME_PREFIX_KIND)
    if (familyKind === from && (name.startsWith(`${prefix}：`) || name.startsWith(`${prefix}:`))) return to;
  return familyKind;
}

/**
 * The kinds whose amounts (a 呪歌's 楽素 and its 巧奏値, a 終律's 楽素 cost, a 鼓咆's and a 陣率's 陣気) ytsheet2
 * keeps only on a technique's own "arts" sheet, never on the character sheet, which holds their names.
 */
const AMOUNTS_ELSEWHERE: readonly TechniqueKind[] = ["song", "finale", "command", "formation"];

/** A technique that costs and gains nothing (the values a sheet without amounts gives). */
export const NO_COST = { amount: 0, resource: "none", cardColour: "red", cardRank: "B" } as const;
export const NO_GAIN = { amount: 0, resource: "none", threshold: 0, bonus: 0 } as const;

/**
 * Every `craft{Family}{n}` field with a name, in the sheet's order, as technique items. The sheet holds names
 * only: a 呪歌, 終律, 鼓咆 or 陣率 costs and gains nothing (no default is guessed), and one warning names them.
 */
export function techniqueItems(r: SheetReader): ItemSource[] {
  const items: ItemSource[] = [];
  const withoutAmounts: string[] = [];
  for (const key of Object.keys(r.sheet)) {
    const match = CRAFT_KEY.exec(key);
    const family = match ? CRAFT_FAMILIES.find(([f]) => f === match[1]) : undefined;
    if (!family) continue;
    const name = r.text(key);
    if (name === "") continue;
    const kind = kindOfName(family[1], name);
    if (AMOUNTS_ELSEWHERE.includes(kind)) withoutAmounts.push(name);
    items.push({
      name,
      type: "technique",
      system: {
        kind,
        classId: TECHNIQUE_CLASS[kind],
        level: 0,
        timing: "minor",
        cost: { ...NO_COST },
        gain: { ...NO_GAIN },
        duration: { value: 1, units: "instant" },
        mount: "",
        target: "",
        description: "",
      },
      flags: { swordworld25: { ytsheet2: { field: key } } },
    });
  }
  if (withoutAmounts.length > 0)
    r.warn(
      "TechniqueAmountsNotOnSheet",
      `${withoutAmounts.length} technique(s) (${withoutAmounts.join(", ")}): ytsheet2's character sheet records only their names; they cost and gain no 楽素 or 陣気 until set on each technique`,
      { count: withoutAmounts.length, names: withoutAmounts.join(", ") },
    );
  return items;
}

/** The alchemist's card counts (0 for absent fields). */
export function cardCounts(r: SheetReader): Record<string, Record<string, number>> {
  return Object.fromEntries(
    CARD_COLOURS.map((colour) => [
      colour,
      Object.fromEntries(
        CARD_RANKS.map((rank) => [rank, r.int(`card${CARD_CODES[colour]}${rank}`, 0, { min: 0, max: 9999 })]),
      ),
    ]),
  );
}

type Obj = Record<string, unknown>;

const fieldOf = (item: ItemSource): string => {
  const yt = ((item.flags?.swordworld25 as Obj | undefined)?.ytsheet2 ?? {}) as Obj;
  return typeof yt.field === "string" ? yt.field : "";
};

/** Techniques back to their craft fields, and the card counts, into `out`. */
export function exportTechniques(
  items: readonly ItemSource[],
  system: Obj,
  out: Record<string, string>,
): void {
  const techniques = items.filter((i) => i.type === "technique");
  const taken = new Set<string>();
  for (const item of techniques) {
    const field = fieldOf(item);
    if (CRAFT_KEY.test(field) && !taken.has(field)) {
      out[field] = item.name;
      taken.add(field);
    }
  }
  for (const item of techniques) {
    if (taken.has(fieldOf(item)) && out[fieldOf(item)] === item.name) continue;
    const kind = String((item.system as Obj).kind ?? "other") as TechniqueKind;
    // Own keys only: a kind such as "constructor" from an actor file is no family.
    const family = (Object.hasOwn(EXPORT_FAMILY, kind) ? EXPORT_FAMILY[kind] : undefined) ?? "Psychokinesis";
    let n = 1;
    while (taken.has(`craft${family}${n}`)) n++;
    out[`craft${family}${n}`] = item.name;
    taken.add(`craft${family}${n}`);
  }
  const cards = ((system.classResources as Obj | undefined)?.cards ?? {}) as Record<string, Obj>;
  for (const colour of CARD_COLOURS)
    for (const rank of CARD_RANKS) {
      const count = cards[colour]?.[rank];
      if (typeof count === "number" && count > 0) out[`card${CARD_CODES[colour]}${rank}`] = String(count);
    }
}
