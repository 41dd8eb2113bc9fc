/**
 * ytsheet2 ↔ our records (issue 19): profile, languages, honour and dishonour items, the `history*` rows as
 * session records (row 0 is the start), the `cashbook` as the money ledger, the chat palette. Import and export
 * live side by side so a round trip keeps every field. "0" and "" are false, as ytsheet2 writes check boxes.
 */
import { type PaletteValues, paletteText, parsePaletteText } from "../character/palette/palette.js";
import { evaluate } from "../dice/notation-arithmetic.js";
import { clip, hasJapanese, MAX_AMOUNT, type SheetReader, sheetLines } from "./sheet.js";

type Obj = Record<string, unknown>;
type Out = Record<string, string>;

/** ytsheet2's check boxes: "1" is true; "", "0" and absent are false; other text is warned about (sheet.ts). */
export function checkBox(r: SheetReader, key: string): boolean {
  return r.checkBox(key);
}

/** Japanese text anywhere in these fields: the sheet's own language is Japanese. */
export function isJapaneseSheet(r: SheetReader): boolean {
  const sample = Object.entries(r.sheet)
    .filter(
      ([k, v]) => typeof v === "string" && !/^(freeNote|freeHistory|items|cashbook|chatPalette)$/.test(k),
    )
    .map(([, v]) => v as string);
  return sample.some(hasJapanese);
}

/** Class names as a Japanese ytsheet2 sheet writes them, by `lv{Code}`. */
export const CLASS_NAMES_JA_BY_CODE: Readonly<Record<string, string>> = {
  Fig: "ファイター",
  Gra: "グラップラー",
  Bat: "バトルダンサー",
  Fen: "フェンサー",
  Sho: "シューター",
  Sor: "ソーサラー",
  Con: "コンジャラー",
  Pri: "プリースト",
  Fai: "フェアリーテイマー",
  Mag: "マギテック",
  Dru: "ドルイド",
  Dem: "デーモンルーラー",
  Aby: "アビスゲイザー",
  Sco: "スカウト",
  Ran: "レンジャー",
  Sag: "セージ",
  Enh: "エンハンサー",
  Bar: "バード",
  Rid: "ライダー",
  Alc: "アルケミスト",
  Geo: "ジオマンサー",
  War: "ウォーリーダー",
  Dar: "ダークハンター",
  Gri: "グリモワール",
  Phy: "フィジカルマスター",
  Mys: "ミスティック",
  Art: "アーティザン",
  // ytsheet2's own name (data-class.pl): アリストクラシー.
  Ari: "アリストクラシー",
};

const PROFILE_KEYS = ["birth", "faith", "age", "gender", "height", "weight", "playerName"] as const;

export interface ImportedRecords {
  readonly profile: Record<(typeof PROFILE_KEYS)[number], string>;
  readonly languages: { name: string; speak: boolean; read: boolean }[];
  readonly honor: {
    points: number;
    items: { name: string; points: number }[];
    dishonor: number;
    dishonorItems: { name: string; points: number }[];
  };
  readonly records: {
    sessions: {
      date: string;
      title: string;
      gm: string;
      members: string;
      experience: number;
      money: number;
      honor: number;
      growth: string;
      notes: string;
    }[];
    ledger: { date: string; item: string; amount: number }[];
  };
  readonly palette: { name: string; formula: string }[];
  /** Experience, money and honour before the first session (the sheet's start values). */
  readonly start: { experience: number; money: number; honor: number };
  /** Identity fields we keep only for the export (aka, rank, tags). */
  readonly identity: Record<string, string>;
}

const CASH = /::([+\-*/0-9,]+)/g;

/**
 * One cashbook line: its `::amount`s summed (ytsheet2 evaluates each), the rest of the line as the item. An
 * amount beyond ±MAX_AMOUNT (a long run of digits would be Infinity) is an impossible value.
 */
function cashLine(line: string, r: SheetReader): { item: string; amount: number } {
  let amount = 0;
  const item = line
    .replace(CASH, (_whole, expr: string) => {
      const digits = expr.replace(/,/g, "");
      // A long run of digits evaluates to Infinity: refused below like any amount out of range.
      const value = evaluate(digits, { round: "floor", roundingSuffixes: false });
      if (value === null)
        r.warn("UnreadableNumber", `cashbook "${clip(line)}" is read as 0`, {
          field: "cashbook",
          value: clip(line),
        });
      else if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_AMOUNT)
        r.fail("ImpossibleValue", `cashbook "${clip(line)}" holds an amount outside ±${MAX_AMOUNT}`, {
          field: "cashbook",
          value: clip(line),
        });
      else amount += value;
      return "";
    })
    .trim();
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_AMOUNT)
    r.fail("ImpossibleValue", `cashbook "${clip(line)}" sums to an amount outside ±${MAX_AMOUNT}`, {
      field: "cashbook",
      value: clip(line),
    });
  return { item, amount };
}

/** Names of the honour items that stand for honour ytsheet2 spends by itself (the export leaves them out). */
export const RANK_ITEM = "冒険者ランク：";
export const BARBAROS_RANK_ITEM = "蛮族ランク：";
export const MYSTIC_ART_ITEM = "秘伝：";

/**
 * Honour ytsheet2 spends outside its honour items: the rank (`honorRank` for `rank`, `honorRankBarbaros` for
 * `rankBarbaros`, its own arithmetic from its rank table) and each secret art's cost (`mysticArts{i}Pt`,
 * `mysticMagic{i}Pt`). Each becomes an honour item, so earned − spent stays what ytsheet2 shows.
 */
function spentOnRanksAndArts(r: SheetReader): { name: string; points: number }[] {
  const out: { name: string; points: number }[] = [];
  const rank = r.int("honorRank", 0, { min: 0, max: 1_000_000 });
  if (rank > 0) out.push({ name: `${RANK_ITEM}${r.text("rank")}`, points: rank });
  const barbaros = r.int("honorRankBarbaros", 0, { min: 0, max: 1_000_000 });
  if (barbaros > 0) out.push({ name: `${BARBAROS_RANK_ITEM}${r.text("rankBarbaros")}`, points: barbaros });
  for (const prefix of ["mysticArts", "mysticMagic"]) {
    const count = r.int(`${prefix}Num`, 0, { min: 0, max: 100 });
    for (let i = 1; i <= count; i++) {
      const name = r.text(`${prefix}${i}`);
      const points = r.expression(`${prefix}${i}Pt`);
      r.text(`${prefix}${i}PtType`);
      if (points > 0) out.push({ name: `${MYSTIC_ART_ITEM}${name}`, points });
    }
  }
  return out;
}

function nameList(r: SheetReader, prefix: string, count: string) {
  const out: { name: string; points: number }[] = [];
  const n = r.int(count, 0, { min: 0, max: 1000 });
  for (let i = 1; i <= n; i++) {
    const name = r.text(`${prefix}${i}`);
    const points = r.expression(`${prefix}${i}Pt`);
    r.text(`${prefix}${i}PtType`);
    if (name !== "" || points !== 0) out.push({ name, points: Math.max(0, points) });
  }
  return out;
}

/**
 * Reads the records fields. `expTotal`, `moneyTotal` and ytsheet2's honour are what the sheet shows: the start
 * values are those totals minus every session (and for money the cashbook), so the totals come out the same.
 */
export function importRecords(r: SheetReader, expTotal: number, moneyTotal: number): ImportedRecords {
  const profile = Object.fromEntries(PROFILE_KEYS.map((k) => [k, r.text(k)])) as ImportedRecords["profile"];
  const identity: Record<string, string> = {};
  for (const key of ["aka", "rank", "rankBarbaros", "tags"]) if (r.has(key)) identity[key] = r.text(key);

  const languages: ImportedRecords["languages"] = [];
  const languageNum = r.int("languageNum", 0, { min: 0, max: 100 });
  for (let i = 1; i <= languageNum; i++) {
    const name = r.text(`language${i}`);
    const speak = checkBox(r, `language${i}Talk`);
    const read = checkBox(r, `language${i}Read`);
    if (name !== "") languages.push({ name, speak, read });
  }

  const sessions: ImportedRecords["records"]["sessions"] = [];
  const historyNum = r.int("historyNum", 0, { min: 0, max: 1000 });
  for (let i = 1; i <= historyNum; i++) {
    const k = (f: string) => `history${i}${f}`;
    const row = {
      date: r.text(k("Date")),
      title: r.text(k("Title")),
      gm: r.text(k("Gm")),
      members: r.text(k("Member")),
      experience: r.expression(k("Exp")),
      money: r.expression(k("Money")),
      honor: r.expression(k("Honor")),
      growth: r.text(k("Grow")),
      notes: r.text(k("Note")),
    };
    r.text(k("HonorType"));
    if (Object.values(row).some((v) => v !== "" && v !== 0)) sessions.push(row);
  }
  const ledger = sheetLines(r.raw("cashbook"))
    .filter((line) => line.trim() !== "")
    .map((line) => ({ date: "", ...cashLine(line, r) }));

  const items = [...nameList(r, "honorItem", "honorItemsNum"), ...spentOnRanksAndArts(r)];
  const dishonorItems = nameList(r, "dishonorItem", "dishonorItemsNum");
  const sum = (rows: readonly { points: number }[]) => rows.reduce((a, b) => a + b.points, 0);
  const sessionSum = (key: "experience" | "money" | "honor") => sessions.reduce((a, s) => a + s[key], 0);
  // ytsheet2's `honor` is what is left after honour items; its history total is what was earned.
  const honorLeft = r.int("honor", 0, { min: -1_000_000, max: 1_000_000 });
  const honorEarned = r.has("historyHonorTotal")
    ? r.int("historyHonorTotal", 0, { min: -1_000_000, max: 1_000_000 })
    : honorLeft + sum(items);
  const dishonorTotal = r.int("dishonor", 0, { min: -1_000_000, max: 1_000_000 });
  for (const key of ["history0Exp", "history0Money", "history0Honor", "historyExpTotal", "historyMoneyTotal"])
    r.text(key);
  for (const key of ["depositTotal", "debtTotal"]) r.text(key);
  const ledgerSum = ledger.reduce((a, e) => a + e.amount, 0);
  return {
    profile,
    identity,
    languages,
    honor: {
      points: honorEarned - sessionSum("honor"),
      items,
      dishonor: Math.max(0, dishonorTotal - sum(dishonorItems)),
      dishonorItems,
    },
    records: { sessions, ledger },
    palette: parsePaletteText(r.raw("chatPalette")),
    start: {
      experience: expTotal - sessionSum("experience"),
      money: moneyTotal - sessionSum("money") - ledgerSum,
      honor: honorEarned - sessionSum("honor"),
    },
  };
}

const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const list = (value: unknown) => (Array.isArray(value) ? (value as Obj[]) : []);

/** Writes the records back in ytsheet2's fields; `totals` are ours (start + sessions + ledger). */
export function exportRecords(
  s: Obj,
  identity: Record<string, string>,
  totals: { experience: number; money: number; honor: number },
  out: Out,
  paletteValues: PaletteValues | null = null,
): void {
  const profile = (s.profile ?? {}) as Obj;
  for (const key of PROFILE_KEYS) if (str(profile[key]) !== "") out[key] = str(profile[key]);
  // ytsheet2 writes a text area's line breaks as <br> (its 台詞, words, is one).
  for (const [key, value] of Object.entries(identity)) out[key] = str(value).replace(/\r?\n/g, "<br>");

  const languages = list(s.languages);
  out.languageNum = str(languages.length);
  languages.forEach((l, i) => {
    out[`language${i + 1}`] = str(l.name);
    out[`language${i + 1}Talk`] = l.speak ? "1" : "0";
    out[`language${i + 1}Read`] = l.read ? "1" : "0";
  });

  const honor = (s.honor ?? {}) as Obj;
  // Honour spent on a rank or a secret art is ytsheet2's own arithmetic (from `rank`, `mysticArts{i}Pt`).
  const allItems = list(honor.items);
  const items = allItems.filter(
    (i) => ![RANK_ITEM, BARBAROS_RANK_ITEM, MYSTIC_ART_ITEM].some((prefix) => str(i.name).startsWith(prefix)),
  );
  const dishonorItems = list(honor.dishonorItems);
  const spent = allItems.reduce((a, i) => a + (Number(i.points) || 0), 0);
  out.honor = str(totals.honor - spent);
  out.historyHonorTotal = str(totals.honor);
  out.dishonor = str(
    (Number(honor.dishonor) || 0) + dishonorItems.reduce((a, i) => a + (Number(i.points) || 0), 0),
  );
  // ytsheet2's JSON carries the rank's cost it computed; written so that a re-import reads it back.
  for (const [prefix, field] of [
    [RANK_ITEM, "honorRank"],
    [BARBAROS_RANK_ITEM, "honorRankBarbaros"],
  ] as const) {
    const rank = allItems.find((i) => str(i.name).startsWith(prefix));
    if (rank) out[field] = str(rank.points);
  }
  out.honorItemsNum = str(items.length);
  items.forEach((item, i) => {
    out[`honorItem${i + 1}`] = str(item.name);
    out[`honorItem${i + 1}Pt`] = str(item.points);
  });
  out.dishonorItemsNum = str(dishonorItems.length);
  dishonorItems.forEach((item, i) => {
    out[`dishonorItem${i + 1}`] = str(item.name);
    out[`dishonorItem${i + 1}Pt`] = str(item.points);
  });

  const records = (s.records ?? {}) as Obj;
  const sessions = list(records.sessions);
  const ledger = list(records.ledger);
  const sessionSum = (key: string) => sessions.reduce((a, x) => a + (Number(x[key]) || 0), 0);
  const ledgerSum = ledger.reduce((a, e) => a + (Number(e.amount) || 0), 0);
  out.history0Exp = str(totals.experience - sessionSum("experience"));
  out.history0Money = str(totals.money - sessionSum("money") - ledgerSum);
  out.history0Honor = str(totals.honor - sessionSum("honor"));
  out.historyNum = str(sessions.length);
  sessions.forEach((row, i) => {
    const k = (f: string) => `history${i + 1}${f}`;
    const put = (f: string, v: unknown) => {
      if (str(v) !== "") out[k(f)] = str(v);
    };
    put("Date", row.date);
    put("Title", row.title);
    put("Gm", row.gm);
    put("Member", row.members);
    out[k("Exp")] = str(row.experience ?? 0);
    out[k("Money")] = str(row.money ?? 0);
    out[k("Honor")] = str(row.honor ?? 0);
    put("Grow", row.growth);
    put("Note", row.notes);
  });
  out.historyExpTotal = str(totals.experience);
  out.historyMoneyTotal = str(totals.money - ledgerSum);
  if (ledger.length > 0)
    out.cashbook = ledger
      .map((e) => {
        const amount = Number(e.amount) || 0;
        const item = str(e.item);
        if (amount === 0) return item;
        return `${item} ::${amount > 0 ? "+" : ""}${amount}`;
      })
      .join("<br>");
  // The palette as the "Copy as ytsheet2 text" button writes it: rolls with ytsheet2's variable names
  // (`{accuracy1}` → `{命中1}`), so ytsheet2 reads the lines back; headings and variable lines as written.
  const palette = list(s.palette).map((p) => ({ name: str(p.name), formula: str(p.formula) }));
  if (palette.length > 0) out.chatPalette = paletteText(palette, paletteValues).split("\n").join("<br>");
}
