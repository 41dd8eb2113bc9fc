// Defensive readers: sheets get documents from old worlds, imports and hand-edited JSON,
// so every view builder reads through these and never assumes a field exists.

export type Bag = Readonly<Record<string, unknown>>;

export function bag(value: unknown): Bag {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Bag) : {};
}

export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function num(value: unknown, fallback = 0): number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
    return Number(value);
  const inner = bag(value).value;
  return inner !== undefined && inner !== value ? num(inner, fallback) : fallback;
}

/** A number when the field holds one, null otherwise (the sheet shows a dash). */
export function maybeNum(value: unknown): number | null {
  const n = num(value, Number.NaN);
  return Number.isNaN(n) ? null : n;
}

export function text(value: unknown, fallback = ""): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return fallback;
}

export function flag(value: unknown): boolean {
  return value === true;
}

export interface Bar {
  readonly value: number;
  readonly max: number;
  /** Width of the filled part, 0..100, for the CSS bar. */
  readonly percent: number;
}

export function bar(value: unknown): Bar {
  const b = bag(value);
  const max = Math.max(0, num(b.max));
  const current = num(b.value);
  const percent = max > 0 ? Math.round((Math.min(Math.max(current, 0), max) / max) * 100) : 0;
  return { value: current, max, percent };
}

/** "+3" / "−2" / "0": modifiers read better signed. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return "0";
}
