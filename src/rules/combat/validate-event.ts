/**
 * The reducer's boundary: every field of every event is checked before any handler reads it, and the
 * event is rebuilt from the known fields only. Events come from players' clients through the relay, from
 * macros and from scenario files, so any of them may be forged or malformed; an unknown extra field is
 * tolerated but never reaches the state, a wrong one is refused with a clear code (`SW25.Error.<code>`).
 */
import type { RuleError } from "../errors.js";
import type { BattleEvent, EffectArea, FallTumble, MajorAction, MinorAction, SpellSpec } from "./events.js";
import { malformed } from "./log.js";
import { findCombatant } from "./roster.js";
import { AREAS } from "./simplified/areas.js";
import { ROUNDS_PER_UNIT } from "./turn/round.js";
import type { Area, BattleState, FallGround } from "./types.js";

/** Longest id (combatant, effect) an event may carry. */
export const MAX_ID_LENGTH = 100;
/** Longest name (weapon, item, feat, spell, effect) an event may carry. */
export const MAX_NAME_LENGTH = 100;
/** Longest free text (an "other" action's label, an override's reason). */
export const MAX_TEXT_LENGTH = 500;
/** Largest magnitude of a number in an event (damage, totals, HP, MP, durations). */
export const MAX_EVENT_NUMBER = 1_000_000;
/** Largest metres value (ranges, radii) an event may name. */
export const MAX_METRES = 10_000;
/** Most sections of one combatant, and most entries of one list in an event. */
export const MAX_LIST_LENGTH = 100;

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

/** Reads fields of one untrusted object; the first problem is kept and every later read is a no-op. */
class Reader {
  error: RuleError | null = null;
  constructor(private readonly state: BattleState) {}

  private fail(error: RuleError): undefined {
    this.error ??= error;
    return undefined;
  }

  badField(field: string): undefined {
    return this.fail(
      malformed("Combat.BadEventField", `${field} is missing or of the wrong type`, { field }),
    );
  }

  object(raw: Loose, field: string, path: string): Loose | undefined {
    const v = raw[field];
    return isObject(v) ? v : this.badField(path);
  }

  /** A required string of at most `max` characters. */
  text(raw: Loose, field: string, path: string, max = MAX_NAME_LENGTH): string | undefined {
    const v = raw[field];
    if (typeof v !== "string" || v === "") return this.badField(path);
    if (v.length > max)
      return this.fail(
        malformed("Combat.TextTooLong", `${path} is longer than ${max} characters`, { field: path, max }),
      );
    return v;
  }

  optionalText(raw: Loose, field: string, path: string, max = MAX_NAME_LENGTH): string | undefined {
    return raw[field] == null ? undefined : this.text(raw, field, path, max);
  }

  /** The id of a combatant of this battle. */
  combatant(raw: Loose, field: string, path: string): string | undefined {
    const id = this.text(raw, field, path, MAX_ID_LENGTH);
    if (id === undefined) return undefined;
    if (!findCombatant(this.state, id))
      return this.fail(malformed("Combat.UnknownCombatant", `unknown combatant ${id}`));
    return id;
  }

  optionalCombatant(raw: Loose, field: string, path: string): string | undefined {
    return raw[field] == null ? undefined : this.combatant(raw, field, path);
  }

  /** A finite number in [min, max]; whole unless `whole` is false. */
  number(
    raw: Loose,
    field: string,
    path: string,
    min: number,
    max: number,
    whole = true,
  ): number | undefined {
    const v = raw[field];
    if (typeof v !== "number" || !Number.isFinite(v) || (whole && !Number.isInteger(v)) || v < min || v > max)
      return this.fail(
        malformed(
          "Combat.BadNumber",
          `${path} must be a ${whole ? "whole " : ""}number from ${min} to ${max}`,
          { field: path, min, max },
        ),
      );
    // −0 would not survive the JSON round trip of a saved battle (it comes back as 0).
    return v === 0 ? 0 : v;
  }

  optionalNumber(raw: Loose, field: string, path: string, min: number, max: number, whole = true) {
    return raw[field] == null ? undefined : this.number(raw, field, path, min, max, whole);
  }

  optionalBoolean(raw: Loose, field: string, path: string): boolean | undefined {
    const v = raw[field];
    if (v == null) return undefined;
    return typeof v === "boolean" ? v : this.badField(path);
  }

  boolean(raw: Loose, field: string, path: string): boolean | undefined {
    return typeof raw[field] === "boolean" ? (raw[field] as boolean) : this.badField(path);
  }

  /** One of a fixed list of strings. */
  choice<T extends string>(raw: Loose, field: string, path: string, allowed: readonly T[]): T | undefined {
    const v = raw[field];
    if (typeof v === "string" && (allowed as readonly string[]).includes(v)) return v as T;
    return this.fail(
      malformed("Combat.UnknownChoice", `${path} is not one of ${allowed.join(", ")}`, { field: path }),
    );
  }

  /** SIMP-01: one of the three areas. */
  area(raw: Loose, field: string, path: string): Area | undefined {
    const v = raw[field];
    if (typeof v === "string" && (AREAS as readonly string[]).includes(v)) return v as Area;
    return this.fail(
      malformed("Combat.UnknownArea", `${path} names no area (${AREAS.join(", ")})`, { field: path }),
    );
  }

  /** Standard Combat (STD-01): a point in metres on the plane. */
  point(raw: Loose, field: string, path: string): { x: number; y: number } | undefined {
    const p = this.object(raw, field, path);
    if (!p) return undefined;
    const x = this.number(p, "x", `${path}.x`, -MAX_METRES, MAX_METRES, false);
    const y = p.y == null ? 0 : this.number(p, "y", `${path}.y`, -MAX_METRES, MAX_METRES, false);
    return x === undefined || y === undefined ? undefined : { x, y };
  }

  optionalPoint(raw: Loose, field: string, path: string): { x: number; y: number } | undefined {
    return raw[field] == null ? undefined : this.point(raw, field, path);
  }

  optionalArea(raw: Loose, field: string, path: string): Area | undefined {
    return raw[field] == null ? undefined : this.area(raw, field, path);
  }

  effectArea(raw: Loose, path: string): EffectArea | undefined {
    const a = this.object(raw, "area", `${path}.area`);
    if (!a) return undefined;
    const shape = this.choice(a, "shape", `${path}.area.shape`, [
      "target",
      "shot",
      "radius",
      "line",
      "breakthrough",
    ] as const);
    if (shape !== "radius") return shape === undefined ? undefined : { shape };
    const radius = this.number(a, "radius", `${path}.area.radius`, 0, MAX_METRES, false);
    const cap = this.optionalNumber(a, "cap", `${path}.area.cap`, 1, MAX_LIST_LENGTH);
    if (radius === undefined) return undefined;
    return cap === undefined ? { shape, radius } : { shape, radius, cap };
  }

  spell(raw: Loose, path: string): SpellSpec | undefined {
    const s = this.object(raw, "spell", path);
    if (!s) return undefined;
    const name = this.optionalText(s, "name", `${path}.name`);
    const range =
      s.range === "touch" ? "touch" : this.number(s, "range", `${path}.range`, 0, MAX_METRES, false);
    const area = this.effectArea(s, path);
    const mpCost = this.optionalNumber(s, "mpCost", `${path}.mpCost`, 0, MAX_EVENT_NUMBER);
    if (range === undefined || area === undefined) return undefined;
    return compact({ name, range, area, mpCost }) as unknown as SpellSpec;
  }
}

/**
 * The fields not left undefined, so optional fields stay absent (a JSON round trip keeps the state equal). A
 * new object rather than `delete` (which would leave the event a slow dictionary object); its keys are the
 * reader's own field names.
 */
function compact<T extends Loose>(o: T): T {
  const out: Loose = {};
  for (const key of Object.keys(o)) if (o[key] !== undefined) out[key] = o[key];
  return out as T;
}

const SIDES = ["pc", "enemy"] as const;
const MOVE_MODES = ["full", "normal", "limited"] as const;
const ATTACK_FORMS = ["melee", "thrown", "shooting"] as const;
const WEAPON_CATEGORIES = ["sword", "gun", "other"] as const;
const STATUS_FLAGS = ["dead", "surrendered", "fled", "prone", "restrained", "grounded", "conscious"] as const;
const DURATION_UNITS = Object.keys(ROUNDS_PER_UNIT) as (keyof typeof ROUNDS_PER_UNIT)[];
const FALL_CAUSES = ["knockedDown", "unconscious", "lostFlight", "other"] as const;
const FALL_GROUNDS = ["forest", "water", "cliffSlide", "hardGround"] as const;
const N = MAX_EVENT_NUMBER;

function majorAction(r: Reader, raw: Loose): MajorAction | undefined {
  const a = r.object(raw, "action", "action");
  if (!a) return undefined;
  switch (a.kind) {
    case "attack":
      return compact({
        kind: "attack",
        form: r.choice(a, "form", "action.form", ATTACK_FORMS),
        targetId: r.combatant(a, "targetId", "action.targetId"),
        range: r.optionalNumber(a, "range", "action.range", 0, MAX_METRES, false),
        damage: r.optionalNumber(a, "damage", "action.damage", 0, N),
        section: r.optionalNumber(a, "section", "action.section", 0, MAX_LIST_LENGTH - 1),
        twoHanded: r.optionalBoolean(a, "twoHanded", "action.twoHanded"),
        wrestling: r.optionalBoolean(a, "wrestling", "action.wrestling"),
      }) as MajorAction;
    case "cast":
      return compact({
        kind: "cast",
        spell: r.spell(a, "action.spell"),
        targetId: r.optionalCombatant(a, "targetId", "action.targetId"),
        targetArea: r.optionalArea(a, "targetArea", "action.targetArea"),
        targetPoint: r.optionalPoint(a, "targetPoint", "action.targetPoint"),
        includeSelf: r.optionalBoolean(a, "includeSelf", "action.includeSelf"),
        damage: r.optionalNumber(a, "damage", "action.damage", 0, N),
      }) as MajorAction;
    case "stow":
    case "pickUp":
      return { kind: a.kind, weapon: r.text(a, "weapon", "action.weapon") } as MajorAction;
    case "handOver":
      return {
        kind: "handOver",
        toId: r.combatant(a, "toId", "action.toId"),
        weapon: r.text(a, "weapon", "action.weapon"),
      } as MajorAction;
    case "accessory":
      return { kind: "accessory", item: r.text(a, "item", "action.item") } as MajorAction;
    case "skill":
      return compact({
        kind: "skill",
        label: r.text(a, "label", "action.label", MAX_TEXT_LENGTH),
        ranged: r.optionalBoolean(a, "ranged", "action.ranged"),
        magic: r.optionalBoolean(a, "magic", "action.magic"),
      }) as MajorAction;
    case "other":
      return { kind: "other", label: r.text(a, "label", "action.label", MAX_TEXT_LENGTH) } as MajorAction;
    default:
      return r.badField("action.kind");
  }
}

function minorAction(r: Reader, raw: Loose): MinorAction | undefined {
  const a = r.object(raw, "action", "action");
  if (!a) return undefined;
  switch (a.kind) {
    case "standUp":
    case "receiveWeapon":
      return { kind: a.kind };
    case "declareFeat":
      return compact({
        kind: "declareFeat",
        feat: r.text(a, "feat", "action.feat"),
        afterFullMove: r.optionalBoolean(a, "afterFullMove", "action.afterFullMove"),
      }) as MinorAction;
    case "magic":
      return compact({
        kind: "magic",
        spell: r.spell(a, "action.spell"),
        targetId: r.optionalCombatant(a, "targetId", "action.targetId"),
        targetArea: r.optionalArea(a, "targetArea", "action.targetArea"),
        targetPoint: r.optionalPoint(a, "targetPoint", "action.targetPoint"),
        includeSelf: r.optionalBoolean(a, "includeSelf", "action.includeSelf"),
      }) as MinorAction;
    case "equip":
    case "changeStance":
    case "drop":
      return { kind: a.kind, weapon: r.text(a, "weapon", "action.weapon") } as MinorAction;
    case "sheathe":
      return {
        kind: "sheathe",
        weapon: r.text(a, "weapon", "action.weapon"),
        category: r.choice(a, "category", "action.category", WEAPON_CATEGORIES),
      } as MinorAction;
    case "endSpell":
      return {
        kind: "endSpell",
        effectId: r.text(a, "effectId", "action.effectId", MAX_ID_LENGTH),
      } as MinorAction;
    case "other":
      return compact({
        kind: "other",
        label: r.text(a, "label", "action.label", MAX_TEXT_LENGTH),
        afterFullMove: r.optionalBoolean(a, "afterFullMove", "action.afterFullMove"),
        shooting: r.optionalBoolean(a, "shooting", "action.shooting"),
        spell: r.optionalBoolean(a, "spell", "action.spell"),
      }) as MinorAction;
    default:
      return r.badField("action.kind");
  }
}

/** ENV-02: the situations of the landing place, each once. */
function groundList(r: Reader, raw: Loose, path: string): FallGround[] | undefined {
  const list = raw.ground;
  if (list == null) return undefined;
  if (!Array.isArray(list) || list.length > FALL_GROUNDS.length * 2) return r.badField(path);
  const out: FallGround[] = [];
  for (let i = 0; i < list.length; i++) {
    const g = r.choice(list as unknown as Loose, String(i), `${path}[${i}]`, FALL_GROUNDS);
    if (g !== undefined && !out.includes(g)) out.push(g);
  }
  return out;
}

/** ENV-03: a Tumble: `{kind: "check", modifier}` or `{kind: "monsterEvasion", evasionBase, fixed}`. */
function fallTumble(r: Reader, raw: Loose, path: string): FallTumble | undefined {
  if (raw.tumble == null) return undefined;
  const t = r.object(raw, "tumble", path);
  if (!t) return undefined;
  const kind = r.choice(t, "kind", `${path}.kind`, ["check", "monsterEvasion"] as const);
  if (kind === "check") {
    const modifier = r.number(t, "modifier", `${path}.modifier`, -N, N);
    return modifier === undefined ? undefined : { kind, modifier };
  }
  if (kind !== "monsterEvasion") return undefined;
  const evasionBase = r.number(t, "evasionBase", `${path}.evasionBase`, -N, N);
  const fixed = r.boolean(t, "fixed", `${path}.fixed`);
  return evasionBase === undefined || fixed === undefined ? undefined : { kind, evasionBase, fixed };
}

function idList(r: Reader, raw: Loose, field: string, path: string): string[] | undefined {
  const list = raw[field];
  if (!Array.isArray(list) || list.length > MAX_LIST_LENGTH) return r.badField(path);
  const ids: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const id = r.combatant(list as unknown as Loose, String(i), `${path}[${i}]`);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** One ordinary (not override) event, rebuilt; undefined with `r.error` set when it is malformed. */
function ordinary(r: Reader, e: Loose): BattleEvent | undefined {
  switch (e.type) {
    case "monsterKnowledge":
      return compact({
        type: "monsterKnowledge",
        actorId: r.combatant(e, "actorId", "actorId"),
        monsterId: r.combatant(e, "monsterId", "monsterId"),
        total: r.optionalNumber(e, "total", "total", -N, N),
      }) as BattleEvent;
    case "rollInitiative": {
      let ambush: { surprised: string[] } | undefined;
      if (e.ambush != null) {
        const a = r.object(e, "ambush", "ambush");
        const surprised = a ? idList(r, a, "surprised", "ambush.surprised") : undefined;
        if (surprised) ambush = { surprised };
      }
      return compact({
        type: "rollInitiative",
        total: r.optionalNumber(e, "total", "total", -N, N),
        ambush,
      }) as BattleEvent;
    }
    case "place": {
      const combatantId = r.combatant(e, "combatantId", "combatantId");
      // STD-04: Standard Combat places at a point in metres; Simplified in an area. Never both.
      if (e.at == null) return { type: "place", combatantId, area: r.area(e, "area", "area") } as BattleEvent;
      if (e.area != null) return r.badField("area");
      return { type: "place", combatantId, at: r.point(e, "at", "at") } as BattleEvent;
    }
    case "endPlacement":
      return { type: "endPlacement", side: r.choice(e, "side", "side", SIDES) } as BattleEvent;
    case "startRound":
      return { type: "startRound" };
    case "startTurn":
    case "declareRetreat":
    case "endTurn":
      return { type: e.type, actorId: r.combatant(e, "actorId", "actorId") } as BattleEvent;
    case "move":
      return compact({
        type: "move",
        actorId: r.combatant(e, "actorId", "actorId"),
        mode: r.choice(e, "mode", "mode", MOVE_MODES),
        to: r.optionalArea(e, "to", "to"),
        blocked: r.optionalBoolean(e, "blocked", "blocked"),
        forced: r.optionalBoolean(e, "forced", "forced"),
        together: r.optionalBoolean(e, "together", "together"),
        at: r.optionalPoint(e, "at", "at"),
      }) as BattleEvent;
    case "moveTo": {
      const raw = e.path;
      const path: { x: number; y: number }[] = [];
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_LIST_LENGTH) r.badField("path");
      else
        raw.forEach((_, i) => {
          const p = r.point(raw as unknown as Loose, String(i), `path[${i}]`);
          if (p) path.push(p);
        });
      return compact({
        type: "moveTo",
        actorId: r.combatant(e, "actorId", "actorId"),
        path,
        mode: e.mode == null ? undefined : r.choice(e, "mode", "mode", MOVE_MODES),
        join: r.optionalBoolean(e, "join", "join"),
        magical: r.optionalBoolean(e, "magical", "magical"),
      }) as BattleEvent;
    }
    case "block": {
      const raw = e.blockerIds;
      const blockerIds: string[] = [];
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_LIST_LENGTH) r.badField("blockerIds");
      else
        raw.forEach((_, i) => {
          const id = r.combatant(raw as unknown as Loose, String(i), `blockerIds[${i}]`);
          if (id !== undefined) blockerIds.push(id);
        });
      return compact({
        type: "block",
        moverId: r.combatant(e, "moverId", "moverId"),
        blockerIds,
        skirmishId: r.optionalText(e, "skirmishId", "skirmishId", MAX_ID_LENGTH),
        at: r.optionalPoint(e, "at", "at"),
      }) as BattleEvent;
    }
    case "major":
    case "minor":
      return compact({
        type: e.type,
        actorId: r.combatant(e, "actorId", "actorId"),
        action: e.type === "major" ? majorAction(r, e) : minorAction(r, e),
        actingSection:
          e.type === "major"
            ? r.optionalNumber(e, "actingSection", "actingSection", 0, MAX_LIST_LENGTH - 1)
            : undefined,
      }) as BattleEvent;
    case "applyDamage":
      return compact({
        type: "applyDamage",
        targetId: r.combatant(e, "targetId", "targetId"),
        amount: r.number(e, "amount", "amount", 0, N),
        section: r.optionalNumber(e, "section", "section", 0, MAX_LIST_LENGTH - 1),
      }) as BattleEvent;
    case "setStatus":
      return compact({
        type: "setStatus",
        combatantId: r.combatant(e, "combatantId", "combatantId"),
        flag: r.choice(e, "flag", "flag", STATUS_FLAGS),
        value: r.boolean(e, "value", "value"),
        section: r.optionalNumber(e, "section", "section", 0, MAX_LIST_LENGTH - 1),
      }) as BattleEvent;
    case "addEffect": {
      const f = r.object(e, "effect", "effect");
      const effect = f
        ? compact({
            id: r.text(f, "id", "effect.id", MAX_ID_LENGTH),
            name: r.text(f, "name", "effect.name"),
            targetId: r.optionalCombatant(f, "targetId", "effect.targetId"),
            casterId: r.optionalCombatant(f, "casterId", "effect.casterId"),
            unit: r.choice(f, "unit", "effect.unit", DURATION_UNITS),
          })
        : undefined;
      return compact({
        type: "addEffect",
        effect,
        amount: r.optionalNumber(e, "amount", "amount", 0, N),
      }) as BattleEvent;
    }
    case "surrender":
    case "leaveBattle":
      return { type: e.type, combatantId: r.combatant(e, "combatantId", "combatantId") } as BattleEvent;
    case "flee":
      return {
        type: "flee",
        side: r.choice(e, "side", "side", SIDES),
        pursued: r.boolean(e, "pursued", "pursued"),
      } as BattleEvent;
    case "syncSections": {
      const list = e.sections;
      const sections: { hp: number; maxHp?: number; unconscious?: boolean }[] = [];
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_LIST_LENGTH) r.badField("sections");
      else
        list.forEach((s: unknown, i) => {
          if (!isObject(s)) {
            r.badField(`sections[${i}]`);
            return;
          }
          const hp = r.number(s, "hp", `sections[${i}].hp`, -N, N);
          const maxHp = r.optionalNumber(s, "maxHp", `sections[${i}].maxHp`, 0, N);
          const unconscious = r.optionalBoolean(s, "unconscious", `sections[${i}].unconscious`);
          if (hp !== undefined) sections.push(compact({ hp, maxHp, unconscious }));
        });
      return compact({
        type: "syncSections",
        combatantId: r.combatant(e, "combatantId", "combatantId"),
        sections,
        wakeOnHeal: r.optionalBoolean(e, "wakeOnHeal", "wakeOnHeal"),
        mp: r.optionalNumber(e, "mp", "mp", -N, N),
      }) as BattleEvent;
    }
    case "setEnvironment":
      return compact({
        type: "setEnvironment",
        combatantId: r.optionalCombatant(e, "combatantId", "combatantId"),
        underwater: r.optionalBoolean(e, "underwater", "underwater"),
        shoulderDeep: r.optionalBoolean(e, "shoulderDeep", "shoulderDeep"),
        inheritWater: r.optionalBoolean(e, "inheritWater", "inheritWater"),
        ground: groundList(r, e, "ground"),
        flying: r.optionalBoolean(e, "flying", "flying"),
        altitude: r.optionalNumber(e, "altitude", "altitude", 0, MAX_METRES, false),
      }) as BattleEvent;
    case "windWings":
      return compact({
        type: "windWings",
        combatantId: r.combatant(e, "combatantId", "combatantId"),
        land: r.optionalBoolean(e, "land", "land"),
        name: r.optionalText(e, "name", "name"),
      }) as BattleEvent;
    case "fall": {
      let catcher: Loose | undefined;
      if (e.catcher != null) {
        const c = r.object(e, "catcher", "catcher");
        if (c)
          catcher = compact({
            combatantId: r.combatant(c, "combatantId", "catcher.combatantId"),
            tumble: fallTumble(r, c, "catcher.tumble"),
            defense: r.optionalNumber(c, "defense", "catcher.defense", 0, N),
          });
      }
      return compact({
        type: "fall",
        combatantId: r.combatant(e, "combatantId", "combatantId"),
        cause: r.choice(e, "cause", "cause", FALL_CAUSES),
        metres: r.optionalNumber(e, "metres", "metres", 0, MAX_METRES, false),
        ground: groundList(r, e, "ground"),
        tumble: fallTumble(r, e, "tumble"),
        defense: r.optionalNumber(e, "defense", "defense", 0, N),
        catcher,
      }) as BattleEvent;
    }
    case "mount":
    case "dismount":
      return {
        type: e.type,
        riderId: r.combatant(e, "riderId", "riderId"),
        mountId: r.combatant(e, "mountId", "mountId"),
      } as BattleEvent;
    case "mountWeakness":
      return compact({
        type: "mountWeakness",
        riderId: r.combatant(e, "riderId", "riderId"),
        mountId: r.combatant(e, "mountId", "mountId"),
        total: r.optionalNumber(e, "total", "total", -N, N),
        opponentTotal: r.optionalNumber(e, "opponentTotal", "opponentTotal", -N, N),
      }) as BattleEvent;
    case "join": {
      // normalizeCombatant checks the combatant itself and keeps only the fields it knows.
      const combatant = r.object(e, "combatant", "combatant");
      return compact({ type: "join", combatant, area: r.optionalArea(e, "area", "area") }) as BattleEvent;
    }
    default:
      r.error ??= malformed(
        "Combat.UnknownEvent",
        `unknown event type ${typeof e.type === "string" ? e.type.slice(0, MAX_ID_LENGTH) : typeof e.type}`,
      );
      return undefined;
  }
}

export type ValidatedEvent =
  | { readonly ok: true; readonly event: BattleEvent }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Checks every field of `raw` against what its event type allows and what the battle holds (combatant ids
 * exist, areas are the three of SIMP-01, numbers are finite whole numbers within bounds, text is capped).
 * Returns a fresh event with the known fields only, or the first problem found.
 */
export function validateEvent(state: BattleState, raw: unknown): ValidatedEvent {
  const r = new Reader(state);
  if (!isObject(raw)) return { ok: false, error: malformed("Combat.UnknownEvent", "not an event") };
  let event: BattleEvent | undefined;
  if (raw.type === "override") {
    const inner = raw.event;
    if (isObject(inner) && inner.type === "override")
      return { ok: false, error: malformed("Combat.NestedOverride", "an override wraps one ordinary event") };
    const wrapped = isObject(inner) ? ordinary(r, inner) : r.badField("event");
    const reason = r.optionalText(raw, "reason", "reason", MAX_TEXT_LENGTH);
    if (wrapped) event = compact({ type: "override", event: wrapped, reason }) as BattleEvent;
  } else event = ordinary(r, raw);
  if (r.error || !event)
    return { ok: false, error: r.error ?? malformed("Combat.UnknownEvent", "not an event") };
  return { ok: true, event };
}
