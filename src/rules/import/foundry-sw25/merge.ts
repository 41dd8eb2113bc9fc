/**
 * The parts of one multi-part monster of the original `sw25` system → one monster of ours with a section
 * per part. That system has no sections: its manual has the GM make one actor (and token) per part, and
 * its monster keeps only `part` (how many) and `corepart` (the core part's name) as text. Each file is
 * imported as usual (importYtsheet2), then:
 *
 * - each actor is one section, named by the part its name ends with in brackets (`Cinder Drake（頭部）` →
 *   頭部; the whole name when there is none; a repeated name gets " 2", " 3"); the merged monster is named
 *   by the first actor's name without that part;
 * - the core section is the one `corepart` names (the first part that types one); none when none is typed,
 *   and a warning when it names no part;
 * - the stat block (level, type, resistances, reputation, …) is the first part's; a value another part
 *   gives differently is named (`PartsDiffer`);
 * - a unique skill every part has applies to the whole monster, a part's own skill to its section; loot
 *   rows, notes and effects are gathered without repeats;
 * - the parts' warnings are kept, except their `Parts` ("import each part's actor"), which this answers.
 *
 * All or nothing: a file that does not import, or is no single-section monster of that system, fails the
 * merge with its error, the file named in `params.file` (whoever shows the message puts the name first).
 */
import type { RuleError } from "../../errors.js";
import { builtInKeyPath } from "../../plain-data.js";
import { deriveSource } from "../derive.js";
import { type ImportResult, importYtsheet2 } from "../index.js";
import type { ActorSource, EffectSource } from "../types.js";
import { SW25_SYSTEM_IDS, statedSystem } from "./index.js";
import { isObj } from "./reader.js";

export interface PartFile {
  readonly file: string;
  readonly text: string;
}

type Row = Record<string, unknown>;

function failure(error: RuleError): ImportResult {
  return { ok: false, kind: null, actor: null, derived: null, warnings: [], error };
}

/** "Cinder Drake（頭部）" / "Cinder Drake (Head)" → ["Cinder Drake", "頭部"]; no brackets → [name, null]. */
function splitPart(name: string): [string, string | null] {
  const m = /^(.*?)\s*[(（]([^()（）]+)[)）]\s*$/.exec(name);
  return m && (m[1] ?? "").trim() !== "" ? [(m[1] ?? "").trim(), (m[2] ?? "").trim()] : [name, null];
}

/** A warning (SW25.Import.Warning.<code>), built as DocReader#warn builds them. */
function warning(code: string, message: string, params: Record<string, string | number>): RuleError {
  return { code, message, params };
}

const norm = (t: string) => t.normalize("NFKC").trim();

/** The `corepart` an export types (read from the file itself: our monster has no such field). */
function corePartOf(text: string): string {
  try {
    const doc = JSON.parse(text.replace(/^\uFEFF/, "")) as { system?: { corepart?: unknown } };
    const core = doc.system?.corepart;
    return typeof core === "string" ? core.trim() : "";
  } catch {
    return "";
  }
}

const isSw25 = (actor: ActorSource) => {
  const ours = actor.flags?.swordworld25 as Row | undefined;
  return ours !== undefined && typeof ours.foundrySw25 === "object" && ours.foundrySw25 !== null;
};

/** Stat-block fields compared across the parts (the first part's is kept). */
const SHARED_FIELDS = [
  "level",
  "monsterType",
  "intelligence",
  "perception",
  "disposition",
  "reputation",
  "weakness",
  "weakPoint",
  "initiative",
  "fortitude",
  "willpower",
] as const;

export function mergeMonsterParts(files: readonly PartFile[]): ImportResult {
  if (files.length < 2)
    return failure({
      code: "Foundry.MergeTooFew",
      message: "merging needs the actors of at least two parts",
      params: { count: files.length },
    });
  const parts: { file: string; actor: ActorSource; warnings: readonly RuleError[]; core: string }[] = [];
  for (const { file, text } of files) {
    const result = importYtsheet2(text);
    if (!result.ok || result.actor === null) {
      const error = result.error ?? { code: "NotYtsheet2", message: "not a sheet" };
      return failure({ ...error, params: { ...error.params, file } });
    }
    const sections = result.actor.system.sections;
    if (
      result.kind !== "monster" ||
      !isSw25(result.actor) ||
      !Array.isArray(sections) ||
      sections.length !== 1
    )
      return failure({
        code: "Foundry.MergeNotPart",
        message:
          "the file is not one part of a monster (an actor of the sw25 system's monster type, one section)",
        params: { file },
      });
    parts.push({ file, actor: result.actor, warnings: result.warnings, core: corePartOf(text) });
  }
  const warnings: RuleError[] = parts.flatMap((p) => p.warnings.filter((w) => w.code !== "Foundry.Parts"));
  const first = parts[0] as (typeof parts)[number];
  const firstSystem = first.actor.system;

  // One section per part, named by the part; repeated names told apart.
  const used = new Map<string, number>();
  const names = parts.map((p) => {
    const name = splitPart(p.actor.name)[1] ?? p.actor.name;
    const seen = (used.get(name) ?? 0) + 1;
    used.set(name, seen);
    return seen === 1 ? name : `${name} ${seen}`;
  });
  const corePart = parts.find((p) => p.core !== "")?.core ?? "";
  // The part corepart names: by its section name, else the actor whose name holds it.
  const coreAt =
    corePart === ""
      ? -1
      : names.findIndex((n) => norm(n) === norm(corePart)) >= 0
        ? names.findIndex((n) => norm(n) === norm(corePart))
        : parts.findIndex((p) => norm(p.actor.name).includes(norm(corePart)));
  if (corePart !== "" && coreAt < 0)
    warnings.push(
      warning(
        "Foundry.CorePartUnknown",
        `the core part "${corePart}" names none of the parts: no section is the core`,
        { value: corePart },
      ),
    );
  const sections = parts.map((p, i) => ({
    ...((p.actor.system.sections as Row[])[0] as Row),
    name: names[i],
    core: i === coreAt,
  }));

  // Skills: one every part has (same name and effect) applies to all; the others to their part.
  type Skill = Row & { name: string; effect: string };
  const skillKey = (s: Skill) => `${s.name}\u0000${s.effect}`;
  const skillsOf = parts.map((p) => (p.actor.system.skills as Skill[]) ?? []);
  // Each part's keys as a set once, so finding the shared ones is linear in the abilities (not their square).
  const keysOf = skillsOf.map((list) => new Set(list.map(skillKey)));
  const everywhere = new Set(
    (skillsOf[0] ?? []).map(skillKey).filter((k) => keysOf.every((keys) => keys.has(k))),
  );
  const skills: Skill[] = [];
  const added = new Set<string>();
  // The ytsheet2 import macro writes every ability into every part's actor, a part's own prefixed with its
  // name ("[頭部]Storm Breath"): such an ability goes to that part's section, once, without the prefix.
  const prefixed = (s: Skill): { at: number; name: string } | null => {
    const m = /^\s*[[［]([^\]］]+)[\]］]\s*(.+)$/.exec(s.name);
    if (!m) return null;
    const at = names.findIndex((n) => norm(n) === norm(m[1] ?? ""));
    return at < 0 ? null : { at, name: (m[2] ?? "").trim() };
  };
  skillsOf.forEach((list, i) => {
    for (const s of list) {
      const key = skillKey(s);
      const own = prefixed(s);
      if (own !== null) {
        const ownKey = `${own.at}\u0000${own.name}\u0000${s.effect}`;
        if (!added.has(ownKey)) skills.push({ ...s, name: own.name, section: names[own.at] as string });
        added.add(ownKey);
      } else if (everywhere.has(key)) {
        if (!added.has(key)) skills.push({ ...s, section: "" });
        added.add(key);
      } else skills.push({ ...s, section: names[i] as string });
    }
  });

  // Loot, notes, effects: gathered without repeats.
  const loot: Row[] = [];
  const lootSeen = new Set<string>();
  for (const p of parts)
    for (const row of (p.actor.system.loot as Row[]) ?? []) {
      const key = JSON.stringify(row);
      if (!lootSeen.has(key)) loot.push(row);
      lootSeen.add(key);
    }
  const notes = [
    ...new Set(parts.map((p) => String(p.actor.system.notes ?? "")).filter((n) => n !== "")),
  ].join("");
  const effects: EffectSource[] = [];
  const effectSeen = new Set<string>();
  for (const effect of parts.flatMap((p) => p.actor.effects ?? [])) {
    const key = JSON.stringify(effect);
    if (!effectSeen.has(key)) effects.push(effect);
    effectSeen.add(key);
  }

  for (const field of SHARED_FIELDS) {
    const values = parts.map((p) => {
      const v = p.actor.system[field] ?? null;
      return typeof v === "object" ? JSON.stringify(v) : String(v);
    });
    if (new Set(values).size > 1)
      warnings.push(
        warning(
          "Foundry.PartsDiffer",
          `the parts give ${field} differently (${values.join(" / ")}): the first part's is kept`,
          { field, values: values.join(" / ") },
        ),
      );
  }

  const actor: ActorSource = {
    name: splitPart(first.actor.name)[0],
    type: "monster",
    system: { ...firstSystem, sections, skills, loot, notes },
    items: [],
    ...(effects.length > 0 ? { effects } : {}),
    ...(first.actor.flags ? { flags: first.actor.flags } : {}),
  };
  const derived = deriveSource(actor);
  return { ok: true, kind: "monster", actor, derived: derived.values, warnings, error: null };
}

/** How many parts a file's actor says its monster has (`system.part`, "部位数"), when it is a sw25-system monster. */
function partCount(text: string): { name: string; parts: number } | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  if (
    !isObj(doc) ||
    doc.type !== "monster" ||
    !isObj(doc.system) ||
    typeof doc.name !== "string" ||
    builtInKeyPath(doc) !== null
  )
    return null;
  const system = statedSystem(doc);
  if (system === null || !(SW25_SYSTEM_IDS as readonly string[]).includes(system)) return null;
  const part = doc.system.part;
  const parts = typeof part === "number" ? part : Number.parseInt(norm(String(part ?? "")), 10);
  return Number.isFinite(parts) ? { name: doc.name, parts } : null;
}

/**
 * Among picked files, the groups that look like the parts of one monster: sw25-system monster actors that
 * say their monster has 2 or more parts, grouped by their name before the part in brackets, two or more to a
 * group. The import dialog asks before merging a group; anything else is imported file by file.
 */
export function partGroups(files: readonly PartFile[]): PartFile[][] {
  const groups = new Map<string, PartFile[]>();
  for (const file of files) {
    const found = partCount(file.text);
    if (found === null || found.parts < 2) continue;
    const key = norm(splitPart(found.name.trim())[0]);
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups.values()].filter((g) => g.length >= 2);
}
