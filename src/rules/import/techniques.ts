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
} from "../character/techniques/techniques.js";
import type { RuleError } from "../errors.js";
import { htmlToSheetText, keptTextLine, keptTextValue, SheetReader, YTSHEET_SITE_FIELDS } from "./sheet.js";
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

// ---------------------------------------------------------------- a technique's own ytsheet2 sheet ("arts")

/**
 * ytsheet2's 魔法・技芸 ("arts") sheet of one technique (`type` "a", `category` "magic"): `magicClass` names its
 * family, and only there does ytsheet2 record a technique's amounts: a 呪歌's `magicSongBasePoint` (基礎楽素),
 * `magicSongSetPoint` (巧奏値) and `magicSongAddPoint` (追加楽素), a 終律's `magicCost` (消費, in 楽素), a 鼓咆's
 * `magicCommandCost` (陣気コスト) and `magicCommandCharge` (陣気蓄積), a 陣率's `magicCommandCost`.
 */
export const ARTS_CLASS_KIND: Readonly<Record<string, TechniqueKind>> = {
  練技: "enhancer",
  呪歌: "song",
  終律: "finale",
  騎芸: "riding",
  賦術: "alchemy",
  鼓咆: "command",
  陣率: "formation",
  相域: "geomancy",
  占瞳: "divination",
  操気: "potential",
  魔装: "other",
  呪印: "other",
  貴格: "other",
};

/** An arts sheet's fields of the site, not of the technique: read and left out on purpose. */
export const ARTS_SITE_FIELDS: readonly string[] = [
  ...YTSHEET_SITE_FIELDS,
  "tags",
  "forbidden",
  "artsName",
  "magicSongPet",
  "category",
];

const CARD_WORDS: Readonly<Record<string, CardColour>> = {
  赤: "red",
  緑: "green",
  黒: "black",
  白: "white",
  金: "gold",
};

/**
 * A technique's 消費 other than 楽素: one card of a colour and rank ("赤A", "緑S×2"), MP or HP ("MP3", "HP5").
 * null when it is none of these (a 命脈点, "1dHP", two cards): kept as text by the caller.
 */
export function otherCost(
  text: string,
): { amount: number; resource: string; cardColour?: CardColour; cardRank?: string } | null {
  const t = text.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
  const card = /^(赤|緑|黒|白|金)(SS|S|A|B)(?:[×X*](\d{1,2}))?(?:枚)?$/.exec(t);
  if (card)
    return {
      amount: card[3] ? Number(card[3]) : 1,
      resource: "card",
      cardColour: CARD_WORDS[card[1] ?? ""] ?? "red",
      cardRank: card[2] ?? "B",
    };
  const before = /^(MP|HP)(\d{1,4})$/.exec(t);
  const after = /^(\d{1,4})(MP|HP)$/.exec(t);
  const [word, amount] = before ? [before[1], before[2]] : after ? [after[2], after[1]] : [];
  if (word === undefined || Number(amount) === 0) return null;
  return { amount: Number(amount), resource: word === "HP" ? "hp" : "mp" };
}

/**
 * ytsheet2's 時間 (its list: 一瞬, 10秒(1ラウンド), 30秒(3ラウンド), 1分(6ラウンド) …; users type 3ラウンド) → our
 * duration; null when it is no instant, rounds or minutes (1時間, 永続, 特殊: kept as text by the caller).
 */
export function durationOf(text: string): { value: number; units: string } | null {
  const t = text.normalize("NFKC").replace(/\s+/g, "");
  if (t === "一瞬") return { value: 1, units: "instant" };
  const rounds = /^(?:\d{1,3}(?:秒|分))?\(?(\d{1,3})ラウンド\)?$/.exec(t);
  if (rounds && Number(rounds[1]) > 0) return { value: Number(rounds[1]), units: "rounds" };
  const minutes = /^(\d{1,3})分$/.exec(t);
  if (minutes && Number(minutes[1]) > 0) return { value: Number(minutes[1]), units: "minutes" };
  return null;
}

/** 楽素 as ytsheet2 writes it: ⤴ (also ↺ ↑), ⤵ (also ↴ ↷ ↓), ♡ (also ♥ ❤), as its sheet view reads them. */
const NOTE_SYMBOLS: readonly (readonly [string, "songUp" | "songDown" | "songHeart"])[] = [
  ["⤴↺↑", "songUp"],
  ["⤵↴↷↓", "songDown"],
  ["♡♥❤", "songHeart"],
];
const NOTE_WRITTEN: Readonly<Record<"songUp" | "songDown" | "songHeart", string>> = {
  songUp: "⤴",
  songDown: "⤵",
  songHeart: "♡",
};
/** What a field says when it holds nothing on purpose. */
const NOTHING = new Set(["", "なし", "無し", "―", "－", "-", "—", "0"]);

const halfWidth = (text: string) =>
  text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/\s+/g, "");

/**
 * A 楽素 amount as ytsheet2 stores it ("⤴1", "♡２"): one kind and a whole number. "" or なし: nothing (ok). A bare
 * symbol (no number), two kinds at once ("⤴1⤵1": our technique gains one kind) or other text: unreadable (null).
 */
export function readNotes(
  text: string,
): { readonly resource: "none" | "songUp" | "songDown" | "songHeart"; readonly amount: number } | null {
  const t = halfWidth(text);
  if (NOTHING.has(t)) return { resource: "none", amount: 0 };
  const match = /^(.)(\d{1,4})$/u.exec(t);
  const kind = match ? NOTE_SYMBOLS.find(([symbols]) => symbols.includes(match[1] ?? "")) : undefined;
  if (!match || !kind) return null;
  const amount = Number(match[2]);
  return amount === 0 ? { resource: "none", amount: 0 } : { resource: kind[1], amount };
}

/** A whole number field (巧奏値, 陣気): "" or なし is 0; anything but a whole number 0..9999 is unreadable (null). */
function readWhole(text: string): number | null {
  const t = halfWidth(text);
  if (NOTHING.has(t)) return 0;
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

export interface ArtsImport {
  readonly ok: boolean;
  readonly item: ItemSource | null;
  readonly warnings: readonly RuleError[];
  readonly error: RuleError | null;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Whether a parsed JSON value is a ytsheet2 arts sheet (`type` "a"): of a technique, a spell, a god or a school;
 * importArtsSheet tells a technique's from the others.
 */
export function isArtsSheet(sheet: unknown): boolean {
  if (typeof sheet !== "object" || sheet === null || Array.isArray(sheet)) return false;
  const s = sheet as Record<string, unknown>;
  return Object.hasOwn(s, "type") && s.type === "a";
}

/**
 * ytsheet2's arts sheet of one class technique → the technique item it describes, its amounts read into cost and
 * gain: a 呪歌's 基礎楽素 → gain, its 巧奏値 → gain.threshold, its 追加楽素 → gain.bonus (of the same kind); a 終律's
 * 消費 → cost in 楽素; a 鼓咆's 陣気コスト → cost and 陣気蓄積 → gain; a 陣率's 陣気コスト → cost. A field that
 * cannot be read costs or gains nothing, and one warning (TechniqueAmountsUnreadable) names every such field.
 * A sheet that is not a technique's (a spell, a god, a school) is an error value; nothing is made.
 */
export function importArtsSheet(sheet: unknown): ArtsImport {
  const failure = (code: string, message: string, params: Record<string, string> = {}): ArtsImport => ({
    ok: false,
    item: null,
    warnings: [],
    error: { code, message, params },
  });
  if (!isArtsSheet(sheet)) return failure("NotArtsSheet", "the file is no ytsheet2 arts sheet");
  const r = new SheetReader(sheet as Record<string, unknown>);
  const magicClass = r.text("magicClass");
  const kind =
    r.text("category") === "magic" && Object.hasOwn(ARTS_CLASS_KIND, magicClass)
      ? ARTS_CLASS_KIND[magicClass]
      : undefined;
  if (!kind)
    return failure(
      "NotTechniqueArts",
      `the arts sheet is no class technique (${magicClass || "no family"})`,
      {
        value: magicClass,
      },
    );
  const name = r.text("magicName") || magicClass;
  const unreadable: string[] = [];
  const note = (key: string) => {
    const read = readNotes(r.text(key));
    if (read === null) unreadable.push(`${key} "${r.text(key)}"`);
    return read ?? { resource: "none" as const, amount: 0 };
  };
  const whole = (key: string) => {
    const read = readWhole(r.text(key));
    if (read === null) unreadable.push(`${key} "${r.text(key)}"`);
    return read ?? 0;
  };
  const cost: { amount: number; resource: string } = { amount: 0, resource: "none" };
  const gain: { amount: number; resource: string; threshold: number; bonus: number } = { ...NO_GAIN };
  if (kind === "song") {
    const base = note("magicSongBasePoint");
    const threshold = whole("magicSongSetPoint");
    const extra = note("magicSongAddPoint");
    Object.assign(gain, base, { threshold });
    // An extra with no threshold to reach could never be gained: the missing threshold is named.
    if (extra.amount > 0 && threshold === 0 && readWhole(r.text("magicSongSetPoint")) === 0)
      unreadable.push(`magicSongSetPoint "${r.text("magicSongSetPoint")}"`);
    if (extra.amount > 0) {
      if (base.resource === "none" || base.resource === extra.resource)
        Object.assign(gain, { resource: extra.resource, bonus: extra.amount });
      // An extra of another kind than the base: our gain adds one kind, so it is not imported.
      else unreadable.push(`magicSongAddPoint "${r.text("magicSongAddPoint")}"`);
    }
  } else if (kind === "finale") {
    Object.assign(cost, note("magicCost"));
  } else if (kind === "command" || kind === "formation") {
    const paid = whole("magicCommandCost");
    if (paid > 0) Object.assign(cost, { amount: paid, resource: "morale" });
    if (kind === "command") {
      const gathered = whole("magicCommandCharge");
      if (gathered > 0) Object.assign(gain, { amount: gathered, resource: "morale" });
    }
  }
  const asText: [string, string, string][] = [];
  const keep = (key: string, label: string, value = r.text(key)) => {
    if (value !== "") asText.push([key, label, value]);
  };
  // 消費 of the kinds whose cost is not 楽素: a card ("赤A"), MP or HP ("MP3"), or text (命脈点, "1dHP").
  const costText = r.text("magicCost");
  if (kind !== "finale" && costText !== "") {
    const paid = otherCost(costText);
    if (paid) Object.assign(cost, paid);
    else keep("magicCost", "消費");
  }
  const durationText = r.text("magicDuration");
  const duration = durationOf(durationText);
  if (durationText !== "" && duration === null) keep("magicDuration", "時間");
  const target = r.text("magicTarget");
  const mount = [
    ["magicMountTypeAnimal", "動物"],
    ["magicMountTypeCryptid", "幻獣"],
    ["magicMountTypeMachine", "魔動機"],
  ]
    .filter(([key]) => r.checkBox(key ?? ""))
    .map(([, word]) => word)
    .join("、");
  keep("magicType", kind === "command" ? "鼓咆の系統" : "対応");
  keep("magicRank", "ランク");
  keep("magicPremise", "前提");
  keep("magicCondition", "条件");
  if (r.checkBox("magicSongSing")) keep("magicSongSing", "歌唱", "必要");
  const pets = [
    ["magicSongPetBird", "小鳥"],
    ["magicSongPetFrog", "蛙"],
    ["magicSongPetBug", "虫"],
  ].filter(([key]) => r.checkBox(key ?? ""));
  if (pets.length > 0)
    asText.push([pets.map(([key]) => key).join(", "), "ペット", pets.map(([, w]) => w).join("、")]);
  keep("magicResist", "抵抗");
  keep("magicElement", "属性");
  keep("magicRange", "射程");
  keep("magicForm", "形状");
  keep("magicApplyPart", "適用部位");
  const humanForm = r.text("magicApplyHumanForm");
  keep(
    "magicApplyHumanForm",
    "人間形態時",
    humanForm === "available" ? "有効" : humanForm === "unavailable" ? "無効" : humanForm,
  );
  if (r.checkBox("magicActionTypeSetup")) keep("magicActionTypeSetup", "戦闘準備", "○");
  keep("magicSummary", "概要");
  const levelText = halfWidth(r.text("magicLevel"));
  const level = /^\d{1,2}$/.test(levelText) && Number(levelText) <= 17 ? Number(levelText) : 0;
  if (levelText !== "" && level === 0 && levelText !== "0")
    unreadable.push(`magicLevel "${r.text("magicLevel")}"`);
  r.checkBox("magicActionTypeMinor");
  const timing = r.checkBox("magicActionTypePassive")
    ? "passive"
    : r.checkBox("magicActionTypeMajor")
      ? "major"
      : "minor";
  const effect = r.raw("magicEffect").trim();
  if (unreadable.length > 0)
    r.warn(
      "TechniqueAmountsUnreadable",
      `${name}: ${unreadable.join(", ")} could not be read; that part costs or gains nothing`,
      { name, fields: unreadable.join(", ") },
    );
  if (asText.length > 0)
    r.warn(
      "FieldsAsText",
      `${name}: ${asText.map(([key]) => key).join(", ")} have no field of ours and are kept as text in the description`,
      { name, fields: asText.map(([key]) => key).join(", ") },
    );
  for (const key of ARTS_SITE_FIELDS) r.used.add(key);
  for (const key of r.unusedKeys()) r.warn("UnmappedField", `field ${key} is not imported`, { field: key });
  const paragraphsOf = (text: string) =>
    text === "" ? "" : `<p>${text.split("\n").map(escapeHtml).join("<br>")}</p>`;
  const description =
    paragraphsOf(effect) +
    paragraphsOf(asText.map(([, label, value]) => keptTextLine(label, value)).join("\n")) +
    paragraphsOf(r.raw("magicDescription").trim());
  const kept = Object.fromEntries(
    asText.flatMap(([keys]) => keys.split(", ").map((key) => [key, r.text(key)])),
  );
  return {
    ok: true,
    item: {
      name,
      type: "technique",
      system: {
        kind,
        classId: TECHNIQUE_CLASS[kind],
        level,
        timing,
        cost: { ...NO_COST, ...cost },
        gain,
        duration: duration ?? { value: 1, units: "instant" },
        mount,
        target,
        description,
      },
      flags: {
        swordworld25: {
          ytsheet2: {
            arts: true,
            // The kind Other is several families (魔装, 呪印, 貴格): the family is kept for the export.
            ...(kind === "other" ? { magicClass } : {}),
            ...(Object.keys(kept).length > 0 ? { artsText: kept } : {}),
          },
        },
      },
    },
    warnings: r.warnings,
    error: null,
  };
}

const notesText = (resource: unknown, amount: unknown): string => {
  const n = typeof amount === "number" && Number.isInteger(amount) && amount > 0 ? amount : 0;
  return n > 0 && typeof resource === "string" && Object.hasOwn(NOTE_WRITTEN, resource)
    ? `${NOTE_WRITTEN[resource as keyof typeof NOTE_WRITTEN]}${n}`
    : "";
};
const wholeText = (value: unknown): string =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? String(value) : "";

/**
 * A technique item → ytsheet2's arts sheet fields (the inverse of importArtsSheet, for the kinds it reads): its
 * family, name, level, action type, amounts and effect text. A kind ytsheet2's arts sheet has no family for
 * ("other") is written as no family (magicClass "").
 */
export function exportArtsSheet(item: ItemSource): Record<string, string> {
  const s = item.system as Obj;
  const kind = String(s.kind ?? "");
  const yt = ((item.flags?.swordworld25 as Obj | undefined)?.ytsheet2 ?? {}) as Obj;
  const keptClass = typeof yt.magicClass === "string" ? yt.magicClass : "";
  const magicClass =
    kind === "other"
      ? keptClass
      : (Object.keys(ARTS_CLASS_KIND).find((k) => ARTS_CLASS_KIND[k] === kind) ?? "");
  const cost = (s.cost ?? {}) as Obj;
  const gain = (s.gain ?? {}) as Obj;
  const out: Record<string, string> = {
    type: "a",
    category: "magic",
    magicClass,
    magicName: item.name,
    magicLevel: wholeText(s.level),
  };
  if (s.timing === "passive") out.magicActionTypePassive = "1";
  else if (s.timing === "major") out.magicActionTypeMajor = "1";
  else out.magicActionTypeMinor = "1";
  if (kind === "song") {
    out.magicSongBasePoint = notesText(gain.resource, gain.amount);
    out.magicSongSetPoint = wholeText(gain.threshold);
    out.magicSongAddPoint = notesText(gain.resource, gain.bonus);
  } else if (kind === "finale") out.magicCost = notesText(cost.resource, cost.amount);
  else if (kind === "command" || kind === "formation") {
    out.magicCommandCost = cost.resource === "morale" ? wholeText(cost.amount) : "";
    if (kind === "command") out.magicCommandCharge = gain.resource === "morale" ? wholeText(gain.amount) : "";
  }
  const paid = Number(cost.amount);
  if (cost.resource === "card" && paid > 0) {
    const word = Object.keys(CARD_WORDS).find((w) => CARD_WORDS[w] === cost.cardColour) ?? "赤";
    out.magicCost = `${word}${String(cost.cardRank ?? "B")}${paid > 1 ? `×${paid}` : ""}`;
  } else if ((cost.resource === "mp" || cost.resource === "hp") && paid > 0)
    out.magicCost = `${String(cost.resource).toUpperCase()}${paid}`;
  const duration = (s.duration ?? {}) as Obj;
  if (duration.units === "rounds") out.magicDuration = `${wholeText(duration.value)}ラウンド`;
  else if (duration.units === "minutes") out.magicDuration = `${wholeText(duration.value)}分`;
  if (typeof s.target === "string" && s.target !== "") out.magicTarget = s.target;
  if (typeof s.mount === "string")
    for (const [key, word] of [
      ["magicMountTypeAnimal", "動物"],
      ["magicMountTypeCryptid", "幻獣"],
      ["magicMountTypeMachine", "魔動機"],
    ] as const)
      if (s.mount.split("、").includes(word)) out[key] = "1";
  // Fields kept as "label：value" text (an earlier version's "label: value" too) go back to their own fields,
  // and their paragraph leaves the effect.
  const kept = (typeof yt.artsText === "object" && yt.artsText !== null ? yt.artsText : {}) as Obj;
  const values = new Set(Object.values(kept).map(String));
  for (const [key, value] of Object.entries(kept)) if (typeof value === "string") out[key] = value;
  const paragraphs = String(s.description ?? "")
    .split(/(?=<p>)/)
    .filter((p) => p !== "");
  const isKeptText = (p: string) =>
    values.size > 0 &&
    htmlToSheetText(p)
      .split("<br>")
      .every((line) => {
        const value = keptTextValue(line);
        return (
          value !== null &&
          (values.has(value) ||
            ["必要", "有効", "無効", "○"].includes(value) ||
            /^(?:小鳥|蛙|虫|、)+$/.test(value))
        );
      });
  const effectParagraphs = paragraphs.filter((p) => !isKeptText(p));
  const effect = htmlToSheetText(effectParagraphs[0] ?? "");
  if (effect !== "") out.magicEffect = effect;
  const story = effectParagraphs.slice(1).map(htmlToSheetText).join("<br>");
  if (story !== "") out.magicDescription = story;
  return out;
}
