/**
 * A character's records: session records (date, title, GM, experience, money, honour, growth, notes), a money
 * ledger (income and expenses) and the totals the sheet shows. The character's earned experience, money and
 * honour are "start" (the typed starting values and anything outside the records) plus every session, and money
 * also the ledger. Pure; bad numbers count as 0 (wholeNumber, moneyAmount), nothing throws. Money is added
 * exactly, without the 1,000,000 limit of other numbers.
 */
import { NUMBER_LIMIT, wholeNumber } from "../numbers.js";

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

/**
 * How many growths a growth text names: each entry counts 1, or N with "×N" / "*N" / "xN" after it (an N too
 * long for a number counts NUMBER_LIMIT, so the count stays finite).
 */
export function growthCount(text: string): number {
  let count = 0;
  for (const entry of text.split(/[,、，;；\n]+/)) {
    const trimmed = entry.trim();
    if (trimmed === "") continue;
    const times = /[×*xX]\s*(\d+)$/.exec(trimmed);
    count += times ? Math.min(NUMBER_LIMIT, Number(times[1])) : 1;
  }
  return count;
}

/**
 * A stored money amount as a whole number of gamels: money has no game limit (a rich party passes 1,000,000),
 * so it is not clamped to NUMBER_LIMIT like other numbers. Only what a number cannot hold exactly is cut: a
 * non-number, NaN or ±Infinity is 0, fractions are truncated, and beyond ±MAX_SAFE_INTEGER it is that bound.
 */
export function moneyAmount(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return Math.min(Number.MAX_SAFE_INTEGER, Math.max(-Number.MAX_SAFE_INTEGER, Math.trunc(value))) + 0;
}

const MAX_MONEY = BigInt(Number.MAX_SAFE_INTEGER);

/** An exact money value as a number: itself within ±MAX_SAFE_INTEGER, else that bound. */
const bounded = (n: bigint): number => Number(n > MAX_MONEY ? MAX_MONEY : n < -MAX_MONEY ? -MAX_MONEY : n);

/**
 * A money sum, added exactly (as integers without a size limit) and only then made a number: exact whenever
 * it fits in ±MAX_SAFE_INTEGER, else that bound. (Cutting after each addition would depend on the order.)
 */
function moneySum(amounts: readonly number[]): number {
  // The usual case in plain numbers: while every partial sum stays within ±MAX_SAFE_INTEGER each addition of
  // two safe integers is exact, so the result is the exact one. Past it, the sum is redone exactly below.
  let plain = 0;
  for (const a of amounts) {
    plain += a;
    if (!(Math.abs(plain) <= Number.MAX_SAFE_INTEGER)) return exactMoneySum(amounts);
  }
  return plain + 0;
}

function exactMoneySum(amounts: readonly number[]): number {
  let sum = 0n;
  for (const a of amounts) sum += BigInt(a);
  return bounded(sum);
}

/**
 * The most one session record can give in experience or honour: the records tab counts a session's number up to
 * this (wholeNumber), and the party's session end refuses to write more (session-end.ts).
 */
export const MAX_SESSION_EXPERIENCE = NUMBER_LIMIT;

/** Start plus every session's experience or honour (each session's number counted as `wholeNumber` reads it). */
function sessionSum(start: number, sessions: readonly SessionRecord[], key: "experience" | "honor") {
  let total = 0;
  for (const s of sessions) total += wholeNumber(s[key], -MAX_SESSION_EXPERIENCE);
  return { start: wholeNumber(start), sessions: total };
}

/**
 * The earned experience alone (`recordTotals(...).experience.total`), for the derived data every actor prepares:
 * without the money sums and growth counts it does not need.
 */
export function earnedExperience(start: number, sessions: readonly SessionRecord[]): number {
  const { start: typed, sessions: added } = sessionSum(start, sessions, "experience");
  return typed + added;
}

/** The sheet's totals: start plus every session (and for money the ledger, exactly: `moneySum`). */
export function recordTotals(
  start: RecordStart,
  sessions: readonly SessionRecord[],
  ledger: readonly LedgerEntry[],
): RecordTotals {
  const amounts = ledger.map((e) => moneyAmount(e.amount));
  const startMoney = moneyAmount(start.money);
  const sessionMoney = sessions.map((s) => moneyAmount(s.money));
  const money = {
    start: startMoney,
    sessions: moneySum(sessionMoney),
    income: moneySum(amounts.filter((a) => a > 0)),
    expenses: moneySum(amounts.filter((a) => a < 0)),
    total: moneySum([startMoney, ...sessionMoney, ...amounts]),
  };
  const experience = sessionSum(start.experience, sessions, "experience");
  const honor = sessionSum(start.honor, sessions, "honor");
  return {
    sessions: sessions.length,
    experience: { ...experience, total: experience.start + experience.sessions },
    money,
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

/** The ledger with a running balance from `opening` (the money before the first line), exact like the totals. */
export function ledgerBalance(opening: number, ledger: readonly LedgerEntry[]): LedgerRow[] {
  let balance = BigInt(moneyAmount(opening));
  return ledger.map((entry) => {
    const amount = moneyAmount(entry.amount);
    balance += BigInt(amount);
    return { date: entry.date, item: entry.item, amount, balance: bounded(balance), short: balance < 0n };
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
