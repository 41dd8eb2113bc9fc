/** Turns an untrusted battle value (stored JSON, a file, a macro) into a valid `BattleState`, or a clear error. */
import { fail, ok, type Result } from "../errors.js";
import { shownValue } from "../plain-data.js";
import { AREAS } from "./simplified/areas.js";
import { normalizeStandard } from "./standard/normalize.js";
import type {
  Area,
  BattleEnvironment,
  BattleState,
  Combatant,
  CombatantKind,
  FallGround,
  KnowledgeRecord,
  MoveMode,
  Phase,
  PositioningFeat,
  Section,
  Side,
  TimedEffect,
  WaterState,
  WeaponPlace,
} from "./types.js";

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

/** Longest id and name a combatant may have (a file or a macro could give megabytes). */
const MAX_ID = 100;
const MAX_NAME = 100;
/** HP, MP and every other number of a combatant stay within this magnitude. */
const MAX_NUMBER = 1_000_000;
const isNumber = (v: unknown): v is number =>
  typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= MAX_NUMBER;
const shortText = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

const PHASES: readonly Phase[] = ["setup", "placement", "ready", "round", "ended"];
const PENALTY_TARGETS = ["evasion", "allChecks"];
const PENALTY_SOURCES = ["fullMove", "retreat", "ambush"];

/** Only well-formed penalties are kept: the list is copied on every event and must stay plain and small. */
function toPenalties(raw: unknown): Combatant["penalties"] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (p): p is Combatant["penalties"][number] =>
        isObject(p) &&
        PENALTY_TARGETS.includes(p.target as string) &&
        PENALTY_SOURCES.includes(p.source as string) &&
        isNumber(p.value),
    )
    .slice(0, 100)
    .map((p) => ({ target: p.target, value: p.value, source: p.source }));
}

function toPosition(raw: unknown): Result<Combatant["position"]> {
  if (!isObject(raw) || raw.kind === "unplaced") return ok({ kind: "unplaced" });
  if (raw.kind === "area" && AREAS.includes(raw.area as Area))
    return ok({ kind: "area", area: raw.area as Area });
  if (raw.kind === "coordinate" && isNumber(raw.x)) return ok({ kind: "coordinate", x: raw.x });
  // Standard Combat (STD-01): a point in whole metres; y defaults to 0 (the seed's one line).
  if (
    (raw.kind === "point" || raw.kind === undefined) &&
    isNumber(raw.x) &&
    (raw.y === undefined || isNumber(raw.y))
  )
    return ok({ kind: "point", x: Math.round(raw.x), y: Math.round((raw.y as number | undefined) ?? 0) });
  return bad(`position must be unplaced, an area (${AREAS.join(", ")}), a coordinate or a point {x, y}`);
}

/** ENV-05: `{ underwater, shoulderDeep? }`, or null when it is not that shape. */
function toWater(raw: unknown): WaterState | null {
  if (!isObject(raw) || typeof raw.underwater !== "boolean") return null;
  if (raw.shoulderDeep !== undefined && typeof raw.shoulderDeep !== "boolean") return null;
  return { underwater: raw.underwater, shoulderDeep: raw.shoulderDeep === true };
}

const FALL_GROUNDS: readonly FallGround[] = ["forest", "water", "cliffSlide", "hardGround"];

function bad(message: string): Result<never> {
  return fail("Combat.MalformedBattle", message, { rule: "INIT-01" });
}

function toSections(raw: Loose): Result<Section[]> {
  if (Array.isArray(raw.sections) && raw.sections.length > 0) {
    const sections: Section[] = [];
    for (const s of raw.sections) {
      if (!isObject(s) || !isNumber(s.hp)) return bad(`${String(raw.id)}: every section needs a numeric hp`);
      if (s.maxHp !== undefined && !isNumber(s.maxHp))
        return bad(`${String(raw.id)}: maxHp must be a number`);
      const hp = s.hp;
      const section: Section = {
        name: shortText(s.name, MAX_NAME) ? s.name : `section ${sections.length + 1}`,
        hp,
        maxHp: isNumber(s.maxHp) ? s.maxHp : hp,
        conscious: typeof s.conscious === "boolean" ? s.conscious && hp > 0 : hp > 0,
      };
      // SECT-07: wings are flagged; only `true` is kept, so an unflagged section stays as it was.
      if (s.wing === true) section.wing = true;
      sections.push(section);
    }
    return ok(sections);
  }
  if (raw.hp !== undefined && !isNumber(raw.hp)) return bad(`${String(raw.id)}: hp must be a number`);
  if (raw.maxHp !== undefined && !isNumber(raw.maxHp))
    return bad(`${String(raw.id)}: maxHp must be a number`);
  if (Array.isArray(raw.sections) && raw.sections.length > 100)
    return bad(`${String(raw.id)}: too many sections`);
  const hp = isNumber(raw.hp) ? raw.hp : 1;
  return ok([
    {
      name: shortText(raw.name, MAX_NAME) ? raw.name : String(raw.id),
      hp,
      maxHp: isNumber(raw.maxHp) ? raw.maxHp : hp,
      conscious: hp > 0,
    },
  ]);
}

/** One loose combatant (a scenario's, a latecomer's) made complete. */
export function normalizeCombatant(raw: unknown): Result<Combatant> {
  if (!isObject(raw) || typeof raw.id !== "string" || raw.id === "")
    return bad("every combatant needs a string id");
  // "__proto__" would change the prototype of the maps keyed by id (knowledge); ids are short.
  if (raw.id.length > MAX_ID || raw.id === "__proto__")
    return bad(`a combatant id must be at most ${MAX_ID} characters and not "__proto__"`);
  // INIT-01: factions are fixed at the start, so every combatant must name its side.
  if (raw.side !== "pc" && raw.side !== "enemy") return bad(`${raw.id}: side must be "pc" or "enemy"`);
  const kind = (raw.kind ?? (raw.side === "pc" ? "character" : "monster")) as CombatantKind;
  if (!["character", "monster", "mount"].includes(kind))
    return bad(`${raw.id}: unknown kind ${shownValue(kind)}`);
  const sections = toSections(raw);
  if (!sections.ok) return sections;
  let position: Combatant["position"] = { kind: "unplaced" };
  if (typeof raw.area === "string") {
    if (!AREAS.includes(raw.area as Area)) return bad(`${raw.id}: unknown area ${raw.area.slice(0, 50)}`);
    position = { kind: "area", area: raw.area as Area };
  } else if (raw.position !== undefined) {
    const read = toPosition(raw.position);
    if (!read.ok) return bad(`${raw.id}: ${read.error.message}`);
    position = read.value;
  }
  const status = isObject(raw.status) ? raw.status : {};
  const flag = (k: string) => status[k] === true;
  const c: Combatant = {
    id: raw.id,
    name: shortText(raw.name, MAX_NAME) ? raw.name : raw.id,
    side: raw.side as Side,
    kind,
    sections: sections.value,
    status: {
      dead: flag("dead"),
      surrendered: flag("surrendered"),
      fled: flag("fled"),
      prone: flag("prone"),
      restrained: flag("restrained"),
      grounded: flag("grounded"),
    },
    position,
    feats: Array.isArray(raw.feats)
      ? (raw.feats.filter((f) => f === "hawkEye" || f === "targeting") as PositioningFeat[])
      : [],
    penalties: toPenalties(raw.penalties),
  };
  for (const key of [
    "initiative",
    "monsterKnowledge",
    "reputation",
    "weakness",
    "agility",
    "moveSpeed",
    "mp",
    "extraMajorActions",
    "altitude",
    "vitality",
    "tumbleModifier",
    "breathRounds",
    "drowningRounds",
    "riderLevel",
    "intBonus",
    "magicPower",
    "commandSections",
  ] as const) {
    const v = raw[key];
    if (v === undefined) continue;
    if (!isNumber(v)) return bad(`${raw.id}: ${key} must be a number`);
    // DMG-10: MP cannot be below 0 (a sync reads a negative pool as 0; a combatant given one is refused).
    if (key === "mp" && v < 0) return bad(`${raw.id}: mp must be at least 0`);
    c[key] = v;
  }
  if (shortText(raw.mountedWith, MAX_ID)) c.mountedWith = raw.mountedWith;
  // ENV-04..09: water, breath and flight (underwater.ts, air-falls.ts).
  for (const key of ["waterBreathing", "underwaterAbility", "fullMetalArmour", "flying"] as const) {
    const v = raw[key];
    if (v === undefined) continue;
    if (typeof v !== "boolean") return bad(`${raw.id}: ${key} must be true or false`);
    c[key] = v;
  }
  if (raw.environment !== undefined) {
    const w = toWater(raw.environment);
    if (!w) return bad(`${raw.id}: environment must be {underwater, shoulderDeep?}`);
    c.environment = w;
  }
  if (shortText(raw.activeFeat, MAX_NAME)) c.activeFeat = raw.activeFeat;
  return ok(c);
}

export interface NormalizeOptions {
  /**
   * The battle as the GM sets it up (STD-04): in Standard Combat every combatant then needs its point. A
   * saved battle may hold a latecomer still waiting for its point (`place` with `at`), so it is read without.
   */
  readonly opening?: boolean;
}

/**
 * Builds a complete battle state from a loose description (a scenario's "initial", a Foundry combat):
 * missing fields take their defaults; a combatant may give `hp` or `sections`, and `area` for its position.
 */
export function normalizeBattle(input: unknown, options: NormalizeOptions = {}): Result<BattleState> {
  if (!isObject(input)) return bad("the battle must be an object");
  if (!Array.isArray(input.combatants) || input.combatants.length === 0)
    return bad("combatants must be a non-empty array");
  const method = input.method ?? "simplified";
  if (method !== "simplified" && method !== "standard")
    return fail("Combat.MethodNotImplemented", `method ${shownValue(method)} is not implemented`);
  const combatants: Combatant[] = [];
  const ids = new Set<string>();
  for (const raw of input.combatants) {
    const c = normalizeCombatant(raw);
    if (!c.ok) return c;
    if (ids.has(c.value.id)) return bad(`duplicate combatant id ${c.value.id}`);
    ids.add(c.value.id);
    combatants.push(c.value);
  }
  // MOUNT-01/08: a rider stands where its mount stands; one moved apart falls off after that very event, so a
  // battle holding a linked pair at two places was never the reducer's (a file or a macro): refused.
  const byId = new Map(combatants.map((c) => [c.id, c]));
  for (const c of combatants) {
    const mount = c.kind === "mount" || c.mountedWith === undefined ? undefined : byId.get(c.mountedWith);
    if (mount?.kind !== "mount" || c.position.kind === "unplaced" || mount.position.kind === "unplaced")
      continue;
    if (JSON.stringify(c.position) !== JSON.stringify(mount.position))
      return bad(`${c.id} rides ${mount.id} but stands apart from it`);
  }
  // Simplified Combat places by area (SIMP-01): a point or a coordinate there could never be moved or reached.
  if (method === "simplified")
    for (const c of combatants)
      if (c.position.kind === "point" || c.position.kind === "coordinate")
        return bad(`${c.id}: Simplified Combat places by area, not by a position in metres`);
  const parts = battleParts(input, method === "standard");
  if (!parts.ok) return parts;
  let standard: BattleState["standard"];
  if (method === "standard") {
    // A saved battle keeps its Standard part under `standard`; a hand-written one (scenarios) at the top.
    const saved = isObject(input.standard) ? { ...input, ...input.standard } : input;
    const built = normalizeStandard(saved, combatants, options.opening === true);
    if (!built.ok) return built;
    standard = built.value;
  }
  return ok({
    ...(standard ? { standard } : {}),
    method,
    phase: PHASES.includes(input.phase as Phase) ? (input.phase as Phase) : "setup",
    round: Number.isInteger(input.round) && (input.round as number) >= 0 ? (input.round as number) : 0,
    combatants,
    ...parts.value,
  });
}

const SIDES: readonly unknown[] = ["pc", "enemy"];
const MODES: readonly unknown[] = ["full", "normal", "limited"];
const UNITS: readonly unknown[] = ["rounds", "minutes", "hours", "days", "permanent"];
const isBool = (v: unknown): v is boolean => typeof v === "boolean";
const isId = (v: unknown): v is string => shortText(v, MAX_ID) && v !== "";
const isNumberOrNull = (v: unknown): v is number | null => v === null || isNumber(v);
const isIndexList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length <= 100 && v.every((i) => Number.isInteger(i) && (i as number) >= 0);

type Parts = Omit<BattleState, "method" | "phase" | "round" | "combatants">;

/**
 * The rest of a saved or scripted battle, checked part by part: a file or an old world may hold anything
 * there, and the reducer must not meet it. A malformed part is refused with its name; a missing one
 * takes its default.
 */
/**
 * A saved weapon's place: an area in Simplified Combat; in Standard Combat a point `at` in metres, rounded to
 * whole metres like every position (STD-01). The other method's place is refused: its weapon could never be
 * picked up again.
 */
function weaponPlace(raw: Loose, standard: boolean): WeaponPlace | null {
  if (!standard)
    return AREAS.includes(raw.area as Area) && raw.at === undefined ? { area: raw.area as Area } : null;
  const at = raw.at;
  if (raw.area !== undefined || !isObject(at) || !isNumber(at.x) || !isNumber(at.y)) return null;
  return { at: { x: Math.round(at.x), y: Math.round(at.y) } };
}

function battleParts(input: Loose, standard: boolean): Result<Parts> {
  const problem = (field: string, shape: string) => bad(`${field} must be ${shape}`);
  const list = <T>(field: string, shape: string, valid: (v: Loose) => T | null): Result<T[]> => {
    const raw = input[field];
    if (raw === undefined || raw === null) return ok([]);
    if (!Array.isArray(raw)) return problem(field, `a list of ${shape}`);
    const out: T[] = [];
    for (const [i, item] of raw.entries()) {
      const v = isObject(item) ? valid(item) : null;
      if (v === null) return problem(`${field}[${i}]`, shape);
      out.push(v);
    }
    return ok(out);
  };
  const ids = (field: string): Result<string[]> => {
    const raw = input[field];
    if (raw === undefined || raw === null) return ok([]);
    if (!Array.isArray(raw) || !raw.every(isId)) return problem(field, "a list of combatant ids");
    return ok([...raw]);
  };
  const side = (field: string): Result<Side | null> => {
    const raw = input[field];
    if (raw === undefined || raw === null) return ok(null);
    return SIDES.includes(raw) ? ok(raw as Side) : problem(field, '"pc", "enemy" or null');
  };

  let initiative: BattleState["initiative"] = null;
  const ini = input.initiative;
  if (ini !== undefined && ini !== null) {
    if (
      !isObject(ini) ||
      !SIDES.includes(ini.winner) ||
      !isBool(ini.ambush ?? false) ||
      !isNumberOrNull(ini.partyResult ?? null) ||
      !isNumberOrNull(ini.monsterValue ?? null)
    )
      return problem("initiative", "{winner, ambush, partyResult, monsterValue}");
    initiative = {
      winner: ini.winner as Side,
      ambush: ini.ambush === true,
      partyResult: (ini.partyResult as number | null | undefined) ?? null,
      monsterValue: (ini.monsterValue as number | null | undefined) ?? null,
    };
  }

  let turn: BattleState["turn"] = null;
  const t = input.turn;
  if (t !== undefined && t !== null) {
    const flags = [
      "blocked",
      "imposedMove",
      "retreat",
      "mustStayLimited",
      "featDeclared",
      "moveChosen",
      "limitedByHostile",
      "moveEnded",
    ] as const;
    if (
      !isObject(t) ||
      !isId(t.actorId) ||
      !(t.move === null || t.move === undefined || MODES.includes(t.move)) ||
      !(
        t.majorActions === undefined ||
        (Number.isInteger(t.majorActions) && (t.majorActions as number) >= 0)
      ) ||
      !flags.every((f) => t[f] === undefined || isBool(t[f])) ||
      !(t.limitedBy === undefined || t.limitedBy === "magic" || t.limitedBy === "shooting") ||
      !(t.sectionsActed === undefined || isIndexList(t.sectionsActed)) ||
      !(
        t.mount === undefined ||
        (isObject(t.mount) &&
          isId(t.mount.id) &&
          Number.isInteger(t.mount.majorActions) &&
          (t.mount.majorActions as number) >= 0 &&
          isIndexList(t.mount.sections))
      ) ||
      !(
        t.mounting === undefined ||
        (isObject(t.mounting) &&
          (t.mounting.kind === "mount" || t.mounting.kind === "dismount") &&
          isBool(t.mounting.major) &&
          (t.mounting.afterMove === undefined || isBool(t.mounting.afterMove)))
      )
    )
      return problem("turn", "{actorId, move, majorActions, ...flags}");
    turn = {
      actorId: t.actorId,
      move: (t.move as MoveMode | null | undefined) ?? null,
      blocked: t.blocked === true,
      imposedMove: t.imposedMove === true,
      majorActions: (t.majorActions as number | undefined) ?? 0,
      retreat: t.retreat === true,
      mustStayLimited: t.mustStayLimited === true,
      featDeclared: t.featDeclared === true,
    };
    if (t.moveChosen === true) turn.moveChosen = true;
    if (t.limitedByHostile === true) turn.limitedByHostile = true;
    if (t.moveEnded === true) turn.moveEnded = true;
    if (t.limitedBy !== undefined) turn.limitedBy = t.limitedBy as "magic" | "shooting";
    if (t.sectionsActed !== undefined) turn.sectionsActed = [...(t.sectionsActed as number[])];
    // MOUNT-01/05/07: the mount commanded in this turn and the one mounting or dismounting of the turn.
    if (isObject(t.mount))
      turn.mount = {
        id: t.mount.id as string,
        majorActions: t.mount.majorActions as number,
        sections: [...(t.mount.sections as number[])],
      };
    if (isObject(t.mounting)) {
      turn.mounting = { kind: t.mounting.kind as "mount" | "dismount", major: t.mounting.major as boolean };
      if (t.mounting.afterMove === true) turn.mounting.afterMove = true;
    }
  }

  const knowledge: Record<string, KnowledgeRecord> = {};
  const k = input.knowledge;
  if (k !== undefined && k !== null) {
    if (!isObject(k)) return problem("knowledge", "an object keyed by monster id");
    for (const [id, r] of Object.entries(k)) {
      const checks = isObject(r) && Array.isArray(r.checks) ? r.checks : null;
      if (
        id === "__proto__" ||
        !isObject(r) ||
        !isBool(r.identified) ||
        !isBool(r.weakPoint) ||
        !checks ||
        !checks.every((c) => isObject(c) && isId(c.actorId) && isNumber(c.result))
      )
        return problem(
          `knowledge.${id.slice(0, MAX_ID)}`,
          "{identified, weakPoint, checks: [{actorId, result}]}",
        );
      knowledge[id] = {
        identified: r.identified,
        weakPoint: r.weakPoint,
        checks: checks.map((c) => ({ actorId: c.actorId as string, result: c.result as number })),
      };
    }
  }

  let outcome: BattleState["outcome"] = null;
  const o = input.outcome;
  if (o !== undefined && o !== null) {
    if (
      !isObject(o) ||
      !(o.winner === null || SIDES.includes(o.winner)) ||
      !["defeated", "fled"].includes(o.reason as string)
    )
      return problem("outcome", '{winner: "pc" | "enemy" | null, reason: "defeated" | "fled"}');
    outcome = { winner: o.winner as Side | null, reason: o.reason as "defeated" | "fled" };
  }

  const effects = list("effects", "{id, name, unit, remainingRounds}", (e) => {
    if (!isId(e.id) || !shortText(e.name, MAX_NAME) || !UNITS.includes(e.unit)) return null;
    if (!(e.remainingRounds === null || e.remainingRounds === undefined || isNumber(e.remainingRounds)))
      return null;
    if (e.targetId !== undefined && !isId(e.targetId)) return null;
    if (e.casterId !== undefined && !isId(e.casterId)) return null;
    const effect: TimedEffect = {
      id: e.id,
      name: e.name,
      unit: e.unit as TimedEffect["unit"],
      remainingRounds: (e.remainingRounds as number | null | undefined) ?? null,
    };
    if (e.targetId !== undefined) effect.targetId = e.targetId as string;
    if (e.casterId !== undefined) effect.casterId = e.casterId as string;
    return effect;
  });
  // ACT-03/04: where a weapon lies or is offered: an area in Simplified Combat, a point `at` in Standard.
  const where = standard ? "at: {x, y}" : "area";
  const handOffs = list("handOffs", `{fromId, toId, weapon, ${where}}`, (h) => {
    const place = weaponPlace(h, standard);
    return place && isId(h.fromId) && isId(h.toId) && shortText(h.weapon, MAX_NAME)
      ? { fromId: h.fromId, toId: h.toId, weapon: h.weapon, ...place }
      : null;
  });
  const droppedWeapons = list("droppedWeapons", `{weapon, ${where}}`, (d) => {
    const place = weaponPlace(d, standard);
    return place && shortText(d.weapon, MAX_NAME) ? { weapon: d.weapon, ...place } : null;
  });
  let environment: BattleEnvironment | undefined;
  const env = input.environment;
  if (env !== undefined && env !== null) {
    const water = toWater(env);
    const ground = isObject(env) ? (env.ground ?? []) : null;
    const blocked = isObject(env) ? (env.blockedThisRound ?? []) : null;
    if (
      !water ||
      !Array.isArray(ground) ||
      !ground.every((g) => FALL_GROUNDS.includes(g as FallGround)) ||
      !Array.isArray(blocked) ||
      blocked.length > 100 ||
      !blocked.every(isId)
    )
      return problem(
        "environment",
        "{underwater, shoulderDeep?, ground?: [forest|water|cliffSlide|hardGround], blockedThisRound?}",
      );
    environment = {
      ...water,
      ground: [...new Set(ground as FallGround[])],
      blockedThisRound: [...(blocked as string[])],
    };
  }
  const placing = side("placing");
  const activeSide = side("activeSide");
  const actedThisRound = ids("actedThisRound");
  const retreatsThisRound = ids("retreatsThisRound");
  const firstRoundFrontline = ids("firstRoundFrontline");
  for (const r of [
    effects,
    handOffs,
    droppedWeapons,
    placing,
    activeSide,
    actedThisRound,
    retreatsThisRound,
    firstRoundFrontline,
  ])
    if (!r.ok) return r;
  const value = <T>(r: Result<T>) => (r as { value: T }).value;
  return ok({
    initiative,
    placing: value(placing),
    activeSide: value(activeSide),
    actedThisRound: value(actedThisRound),
    turn,
    retreatsThisRound: value(retreatsThisRound),
    firstRoundFrontline: value(firstRoundFrontline),
    knowledge,
    effects: value(effects),
    handOffs: value(handOffs),
    droppedWeapons: value(droppedWeapons),
    outcome,
    ...(environment ? { environment } : {}),
  });
}
