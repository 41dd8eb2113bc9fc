/**
 * A character's techniques named on its ytsheet2 sheet, given their amounts from the arts sheets imported
 * with it.
 */
import type { RuleError } from "../errors.js";
import type { ItemSource } from "./types.js";

const warn = (code: string, message: string, params: Record<string, string | number>): RuleError => ({
  code,
  message,
  params,
});

/** A technique's name as matched between sheets: full-width and half-width alike, brackets and 終律：/陣率： off. */
const techniqueKey = (name: string) =>
  name
    .normalize("NFKC")
    .replace(/[【】《》「」\s]/g, "")
    .replace(/^(?:終律|陣率)[:：]/, "");

/**
 * ytsheet2's character sheet lists a 呪歌's, 終律's, 鼓咆's or 陣率's name only; its amounts are on the technique's
 * own arts sheet. For every technique of the actor that costs and gains nothing and has the name of a technique
 * among `arts` (imported at the same time), the arts sheet's level, timing, cost, gain, duration, target, mount and
 * text are taken. The warning that named the techniques without amounts then names only those still without,
 * and one warning names those filled. Returns the actor and warnings anew; the inputs are left as they were.
 */
export function fillTechniquesFromArts<T extends { items: ItemSource[] }>(
  actor: T,
  warnings: readonly RuleError[],
  arts: readonly ItemSource[],
): { actor: T; warnings: RuleError[]; filled: string[] } {
  const byName = new Map<string, ItemSource>();
  for (const item of arts) if (item.type === "technique") byName.set(techniqueKey(item.name), item);
  const filled: string[] = [];
  const items = actor.items.map((item) => {
    if (item.type !== "technique") return item;
    const s = item.system as Record<string, { resource?: unknown } | unknown>;
    const empty =
      (s.cost as { resource?: unknown } | undefined)?.resource === "none" &&
      (s.gain as { resource?: unknown } | undefined)?.resource === "none";
    const source = byName.get(techniqueKey(item.name));
    if (!empty || !source) return item;
    filled.push(item.name);
    const from = source.system;
    return {
      ...item,
      system: {
        ...item.system,
        level: from.level,
        timing: from.timing,
        cost: structuredClone(from.cost),
        gain: structuredClone(from.gain),
        duration: structuredClone(from.duration),
        target: from.target,
        mount: from.mount,
        description: from.description,
      },
    };
  });
  if (filled.length === 0) return { actor, warnings: [...warnings], filled };
  const out: RuleError[] = [];
  for (const w of warnings) {
    if (w.code !== "TechniqueAmountsNotOnSheet") {
      out.push(w);
      continue;
    }
    const left = String(w.params?.names ?? "")
      .split(", ")
      .filter((n) => n !== "" && !filled.includes(n));
    if (left.length > 0)
      out.push({
        ...w,
        message: `${left.length} technique(s) (${left.join(", ")}): ytsheet2's character sheet records only their names; they cost and gain no 楽素 or 陣気 until set on each technique`,
        params: { count: left.length, names: left.join(", ") },
      });
  }
  out.push(
    warn(
      "TechniqueAmountsFromArts",
      `${filled.join(", ")}: cost, gain and text taken from the arts sheet of the same name imported with it`,
      { count: filled.length, names: filled.join(", ") },
    ),
  );
  return { actor: { ...actor, items }, warnings: out, filled };
}
