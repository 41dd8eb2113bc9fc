/**
 * `importFoundrySw25(doc)`: an Actor exported with Foundry's "Export Data" from the `sw25` game system or
 * one of its forks (`sw25-ru`, `sw25-lunachil-maintained`) → the same ImportResult the ytsheet2 importer
 * gives: our Actor source, the derived values, and a warning for everything that did not map and for every
 * total that system shows differently. All or nothing: a file that is not what it claims is one error.
 */

import { fail, ok, type Result, type RuleError } from "../../errors.js";
import { builtInKeyPath, shownValue } from "../../plain-data.js";
import { deriveSource } from "../derive.js";
import type { ImportResult } from "../import-result.js";
import type { ActorSource } from "../types.js";
import { importCharacter } from "./character.js";
import { compareCharacter } from "./compare.js";
import { CHARACTER_EFFECT_KEYS, convertEffects, MONSTER_EFFECT_KEYS, withEffects } from "./effects.js";
import type { ForeignItem } from "./foreign-item.js";
import { importMonster } from "./monster.js";
import { finishNpc, importNpc, type NpcTotals } from "./npc.js";
import { DocReader, isObj, type Obj } from "./reader.js";

/** The system ids read: the original and its forks (same data model). */
export const SW25_SYSTEM_IDS = ["sw25", "sw25-ru", "sw25-lunachil-maintained"] as const;
const OUR_SYSTEM_ID = "swordworld25";

/** Item types of that system: an export of one of these is an Item, not an Actor. */
const ITEM_TYPES = new Set([
  "weapon",
  "armor",
  "accessory",
  "item",
  "spell",
  "enhancearts",
  "magicalsong",
  "ridingtrick",
  "alchemytech",
  "phasearea",
  "tactics",
  "infusion",
  "barbarousskill",
  "essenceweave",
  "otherfeature",
  "check",
  "resource",
  "combatability",
  "skill",
  "raceability",
  "language",
  "monsterability",
  "action",
  "session",
]);

/** The system id an exported document names: `_stats.systemId` (v10+), else an export source's `system`. */
export function statedSystem(doc: Obj): string | null {
  const stats = isObj(doc._stats) ? doc._stats : {};
  if (typeof stats.systemId === "string" && stats.systemId !== "") return stats.systemId;
  for (const holder of [stats, isObj(doc.flags) ? doc.flags : {}]) {
    const source = (holder as Obj).exportSource;
    if (isObj(source) && typeof source.system === "string" && source.system !== "") return source.system;
  }
  return null;
}

/** An older export without any system id, recognised by fields only that system's actors have. */
function looksLikeSw25Actor(doc: Obj): boolean {
  const system = isObj(doc.system) ? doc.system : null;
  if (!system || typeof doc.type !== "string") return false;
  const abilities = isObj(system.abilities) ? system.abilities : {};
  const dex = isObj(abilities.dex) ? abilities.dex : {};
  const attributes = isObj(system.attributes) ? system.attributes : {};
  if (doc.type === "character") return "valuebase" in dex && "racevalue" in dex && isObj(attributes.advlevel);
  if (doc.type === "monster") return "monlevel" in system && "hpbase" in system && "ppbase" in system;
  // An NPC: its own protection bases and the skill list of its fellow sheet.
  if (doc.type === "npc") return "ppbase" in system && "mppbase" in system && "skilllist" in attributes;
  return false;
}

/** Is this parsed JSON a Foundry document export (of any system)? ytsheet2 sheets never are. */
export function isFoundryExport(value: unknown): value is Obj {
  if (!isObj(value)) return false;
  return statedSystem(value) !== null || isObj(value._stats) || looksLikeSw25Actor(value);
}

function failure(error: RuleError): ImportResult {
  return { ok: false, kind: null, actor: null, derived: null, warnings: [], error };
}

/** A refusal: `fail(...)` of the engine's errors, as an ImportResult. */
const refuse = (result: Result<never>): ImportResult => failure((result as { error: RuleError }).error);

/** The document's embedded items as read, or the first malformed one. */
function readItems(doc: Obj): Result<ForeignItem[]> {
  const raw = doc.items ?? [];
  if (!Array.isArray(raw))
    return fail("Foundry.WrongType", "field items holds no list of items", {
      params: { field: "items", value: typeof raw },
    });
  const items: ForeignItem[] = [];
  for (const [i, item] of raw.entries()) {
    const path = `items[${i}]`;
    if (!isObj(item) || typeof item.type !== "string" || !isObj(item.system))
      return fail("Foundry.WrongType", `${path} is not an item with a type and system data`, {
        params: { field: path, value: isObj(item) ? shownValue(item.type) : typeof item },
      });
    const name =
      typeof item.name === "string" && item.name.trim() !== "" ? item.name.trim() : `${item.type} ${i + 1}`;
    const effects: readonly unknown[] = Array.isArray(item.effects) ? item.effects : [];
    const flags = isObj(item.flags) ? item.flags : {};
    items.push({
      name,
      type: item.type,
      system: item.system,
      effects,
      flags,
      path: `${path} "${name}".system`,
    });
  }
  return ok(items);
}

export function importFoundrySw25(doc: Obj): ImportResult {
  const trap = builtInKeyPath(doc);
  if (trap !== null)
    return refuse(
      fail(
        "Foundry.BuiltInKey",
        `the field ${trap} holds a key named toString or valueOf, which no actor has`,
        {
          params: { field: trap },
        },
      ),
    );
  const systemId = statedSystem(doc);
  const type = typeof doc.type === "string" ? doc.type : "";
  const params = (value: string) => ({ params: { value } });
  if (systemId === OUR_SYSTEM_ID)
    return refuse(
      fail("Foundry.OwnSystem", "this actor already belongs to this system: use Foundry's Import Data"),
    );
  if (systemId !== null && !(SW25_SYSTEM_IDS as readonly string[]).includes(systemId))
    return refuse(
      fail(
        "Foundry.UnknownSystem",
        `the actor comes from the game system "${systemId}", not from sw25`,
        params(systemId),
      ),
    );
  if (systemId === null && !looksLikeSw25Actor(doc))
    return refuse(fail("Foundry.NoSystem", "the file is a Foundry document that names no game system"));
  if (ITEM_TYPES.has(type))
    return refuse(
      fail(
        "Foundry.ItemNotActor",
        `the file holds an Item ("${type}"), not an Actor: export the actor`,
        params(type),
      ),
    );
  if (type !== "character" && type !== "monster" && type !== "npc")
    return refuse(
      fail(
        "Foundry.NotActor",
        `the Actor's type "${type}" is neither character, NPC nor monster`,
        params(type),
      ),
    );
  if (!isObj(doc.system))
    return refuse(
      fail("Foundry.WrongType", "field system holds no object", {
        params: { field: "system", value: typeof doc.system },
      }),
    );
  const items = readItems(doc);
  if (!items.ok) return failure(items.error);
  const r = new DocReader();
  if (systemId === null)
    r.warn("Foundry.NoSystemId", "the file names no game system: read as an actor of the sw25 system", {});
  const name =
    typeof doc.name === "string" && doc.name.trim() !== ""
      ? doc.name.trim()
      : type === "monster"
        ? "Imported monster"
        : type === "npc"
          ? "Imported NPC"
          : "Imported character";
  const system = doc.system;
  let actor: ActorSource;
  let current: { hp: number | null; mp: number | null } = { hp: null, mp: null };
  let npc: NpcTotals | null = null;
  if (type === "character") {
    const imported = importCharacter(r, name, system, items.value);
    actor = imported.actor;
    current = { ...imported.current };
  } else if (type === "npc") {
    const imported = importNpc(r, name, system, items.value);
    actor = imported.actor;
    current = { ...imported.current };
    npc = imported.totals;
  } else actor = importMonster(r, name, system, items.value, isObj(doc.flags) ? doc.flags : {});
  // The actor's own effects: converted where a change has a place among ours, the rest reported.
  const effects = convertEffects(
    r,
    r.list(doc, "effects", "effects"),
    "effects",
    actor.type === "monster" ? MONSTER_EFFECT_KEYS : CHARACTER_EFFECT_KEYS,
    null,
  );
  if (effects.length > 0) actor.effects = effects;
  if (r.error) return failure(r.error);
  actor.flags = {
    swordworld25: {
      foundrySw25: {
        systemId: systemId ?? "",
        systemVersion:
          isObj(doc._stats) && typeof doc._stats.systemVersion === "string" ? doc._stats.systemVersion : "",
      },
    },
  };
  if (npc !== null) {
    // An NPC's typed totals: the bonuses take the difference (before effects), and our engine derives again.
    const plain = deriveSource(actor);
    if (plain.kind === "character") finishNpc(r, actor, plain.values, npc);
  }
  // The totals with the effects the import converted, as both systems show them.
  const derived = deriveSource(withEffects(actor));
  if (derived.kind === "character") {
    const { hpMax, mpMax } = derived.values;
    // HP and MP as stored there (a wounded character stays wounded), never above our maximum.
    const clamp = (v: number | null, max: number) => (v === null ? max : Math.min(v, max));
    Object.assign(actor.system, {
      hp: { value: clamp(current.hp, hpMax), max: hpMax },
      mp: { value: Math.max(0, clamp(current.mp, mpMax)), max: mpMax },
    });
    // An NPC has no abilities there: none of that sheet's character totals exist to compare.
    if (npc === null)
      compareCharacter(
        r,
        system,
        items.value,
        actor,
        derived.values,
        Array.isArray(doc.effects) ? doc.effects : [],
      );
  }
  return { ok: true, kind: actor.type, actor, derived: derived.values, warnings: r.warnings, error: null };
}
