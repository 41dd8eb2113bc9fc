/**
 * A character's records: session records (date, title, GM, experience, money, honour, growth, notes), a money
 * ledger (income and expenses) and the totals the sheet shows. The character's earned experience, money and
 * honour are "start" (the typed starting values and anything outside the records) plus every session, and money
 * also the ledger. Pure; bad numbers count as 0 (wholeNumber), nothing throws.
 */
import { wholeNumber } from "./numbers.js";

export interface SessionRecord {
  readonly date: string;
  readonly title: string;
  readonly gm: string;
  readonly experience: number;
  readonly money: number;
  readonly honor: number;
  /** The abilities grown in this session, as text ("Dexterity, Agility×2" / "器用、敏捷×2"). */
  readonly growth: string;
  readonly notes: string;
}

/** One line of the ledger: positive income, negative expense. */
export interface LedgerEntry {
  readonly date: string;
  readonly item: string;
  readonly amount: number;
}

export interface RecordStart {
  readonly experience: number;
  readonly money: number;
  readonly honor: number;
}

export interface RecordTotals {
  readonly sessions: number;
  readonly experience: { readonly start: number; readonly sessions: number; readonly total: number };
  readonly money: {
    readonly start: number;
    readonly sessions: number;
    readonly income: number;
    readonly expenses: number;
    readonly total: number;
  };
  readonly honor: { readonly start: number; readonly sessions: number; readonly total: number };
  readonly growth: number;
}

/** How many growths a growth text names: each entry counts 1, or N with "×N" / "*N" / "xN" after it. */
export function growthCount(text: string): number {
  let count = 0;
  for (const entry of text.split(/[,、，;；\n]+/)) {
    const trimmed = entry.trim();
    if (trimmed === "") continue;
    const times = /[×*xX]\s*(\d+)$/.exec(trimmed);
    count += times ? Number(times[1]) : 1;
  }
  return count;
}

/** The sheet's totals: start plus every session (and for money the ledger). */
export function recordTotals(
  start: RecordStart,
  sessions: readonly SessionRecord[],
  ledger: readonly LedgerEntry[],
): RecordTotals {
  const sum = (key: "experience" | "money" | "honor") =>
    sessions.reduce((total, s) => total + wholeNumber(s[key]), 0);
  const amounts = ledger.map((e) => wholeNumber(e.amount));
  const income = amounts.filter((a) => a > 0).reduce((a, b) => a + b, 0);
  const expenses = amounts.filter((a) => a < 0).reduce((a, b) => a + b, 0);
  const experience = { start: wholeNumber(start.experience), sessions: sum("experience") };
  const money = { start: wholeNumber(start.money), sessions: sum("money") };
  const honor = { start: wholeNumber(start.honor), sessions: sum("honor") };
  return {
    sessions: sessions.length,
    experience: { ...experience, total: experience.start + experience.sessions },
    money: { ...money, income, expenses, total: money.start + money.sessions + income + expenses },
    honor: { ...honor, total: honor.start + honor.sessions },
    growth: sessions.reduce((total, s) => total + growthCount(s.growth), 0),
  };
}

export interface LedgerRow extends LedgerEntry {
  /** The money after this line. */
  readonly balance: number;
  /** The balance went below 0 here. */
  readonly short: boolean;
}

/** The ledger with a running balance from `opening` (the money before the first line). */
export function ledgerBalance(opening: number, ledger: readonly LedgerEntry[]): LedgerRow[] {
  let balance = wholeNumber(opening);
  return ledger.map((entry) => {
    const amount = wholeNumber(entry.amount);
    balance += amount;
    return { date: entry.date, item: entry.item, amount, balance, short: balance < 0 };
  });
}

export interface ExperienceStatus {
  readonly earned: number;
  readonly spent: number;
  readonly unspent: number;
  /** Spent beyond earned: shown as a warning, never silently as a negative pool. */
  readonly overspent: boolean;
  /** By how much (0 when not overspent). */
  readonly over: number;
}

/** Earned against spent experience. */
export function experienceStatus(earned: number, spent: number): ExperienceStatus {
  const e = wholeNumber(earned);
  const s = wholeNumber(spent);
  const unspent = e - s;
  return { earned: e, spent: s, unspent, overspent: unspent < 0, over: Math.max(0, -unspent) };
}

/** The growth text with one more ability name appended (the growth roll's session). */
export function appendGrowth(text: string, ability: string, separator = ", "): string {
  return text.trim() === "" ? ability : `${text.trim()}${separator}${ability}`;
}
