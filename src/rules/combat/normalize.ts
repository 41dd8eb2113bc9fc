import { fail, ok, type Result } from "../errors.js";
import { AREAS } from "./simplified/areas.js";
import { normalizeStandard } from "./standard/normalize.js";
import type { Area, BattleState, Combatant, CombatantKind, PositioningFeat, Section, Side } from "./types.js";

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

function bad(message: string): Result<never> {
  return fail("Combat.MalformedBattle", message, { rule: "INIT-01" });
}

function toSections(raw: Loose): Result<Section[]> {
  if (Array.isArray(raw.sections) && raw.sections.length > 0) {
    const sections: Section[] = [];
    for (const s of raw.sections) {
      if (!isObject(s) || typeof s.hp !== "number")
        return bad(`${String(raw.id)}: every section needs a numeric hp`);
      const hp = s.hp;
      sections.push({
        name: typeof s.name === "string" ? s.name : `section ${sections.length + 1}`,
        hp,
        maxHp: typeof s.maxHp === "number" ? s.maxHp : hp,
        conscious: typeof s.conscious === "boolean" ? s.conscious && hp > 0 : hp > 0,
      });
    }
    return ok(sections);
  }
  const hp = typeof raw.hp === "number" ? raw.hp : 1;
  return ok([
    {
      name: String(raw.name ?? raw.id),
      hp,
      maxHp: typeof raw.maxHp === "number" ? raw.maxHp : hp,
      conscious: hp > 0,
    },
  ]);
}

/** One loose combatant (a scenario's, a latecomer's) made complete. */
export function normalizeCombatant(raw: unknown): Result<Combatant> {
  if (!isObject(raw) || typeof raw.id !== "string" || raw.id === "")
    return bad("every combatant needs a string id");
  // INIT-01: factions are fixed at the start, so every combatant must name its side.
  if (raw.side !== "pc" && raw.side !== "enemy") return bad(`${raw.id}: side must be "pc" or "enemy"`);
  const kind = (raw.kind ?? (raw.side === "pc" ? "character" : "monster")) as CombatantKind;
  if (!["character", "monster", "mount"].includes(kind))
    return bad(`${raw.id}: unknown kind ${String(kind)}`);
  const sections = toSections(raw);
  if (!sections.ok) return sections;
  let position: Combatant["position"] = { kind: "unplaced" };
  if (typeof raw.area === "string") {
    if (!AREAS.includes(raw.area as Area)) return bad(`${raw.id}: unknown area ${raw.area}`);
    position = { kind: "area", area: raw.area as Area };
  } else if (
    isObject(raw.position) &&
    typeof raw.position.x === "number" &&
    raw.position.kind !== "coordinate"
  ) {
    // Standard Combat (STD-01): a point in metres; y defaults to 0 (the seed's one line).
    const y = typeof raw.position.y === "number" ? raw.position.y : 0;
    if (!Number.isFinite(raw.position.x) || !Number.isFinite(y))
      return bad(`${raw.id}: position must be finite`);
    position = { kind: "point", x: Math.round(raw.position.x), y: Math.round(y) };
  } else if (isObject(raw.position)) position = raw.position as Combatant["position"];
  const status = isObject(raw.status) ? raw.status : {};
  const flag = (k: string) => status[k] === true;
  const c: Combatant = {
    id: raw.id,
    name: typeof raw.name === "string" ? raw.name : raw.id,
    side: raw.side as Side,
    kind,
    sections: sections.value,
    status: {
      dead: flag("dead"),
      surrendered: flag("surrendered"),
      fled: flag("fled"),
      prone: flag("prone"),
      restrained: flag("restrained"),
    },
    position,
    feats: Array.isArray(raw.feats)
      ? (raw.feats.filter((f) => f === "hawkEye" || f === "targeting") as PositioningFeat[])
      : [],
    penalties: Array.isArray(raw.penalties) ? (raw.penalties as Combatant["penalties"]) : [],
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
  ] as const) {
    if (typeof raw[key] === "number") c[key] = raw[key];
  }
  if (typeof raw.mountedWith === "string") c.mountedWith = raw.mountedWith;
  if (typeof raw.activeFeat === "string") c.activeFeat = raw.activeFeat;
  return ok(c);
}

/**
 * Builds a complete battle state from a loose description (a scenario's "initial", a Foundry combat):
 * missing fields take their defaults; a combatant may give `hp` or `sections`, and `area` for its position.
 */
export function normalizeBattle(input: unknown): Result<BattleState> {
  if (!isObject(input)) return bad("the battle must be an object");
  if (!Array.isArray(input.combatants) || input.combatants.length === 0)
    return bad("combatants must be a non-empty array");
  const method = input.method ?? "simplified";
  if (method !== "simplified" && method !== "standard")
    return fail("Combat.MethodNotImplemented", `method ${String(method)} is not implemented`);
  const combatants: Combatant[] = [];
  const ids = new Set<string>();
  for (const raw of input.combatants) {
    const c = normalizeCombatant(raw);
    if (!c.ok) return c;
    if (ids.has(c.value.id)) return bad(`duplicate combatant id ${c.value.id}`);
    ids.add(c.value.id);
    combatants.push(c.value);
  }
  const arr = (k: string) => (Array.isArray(input[k]) ? (input[k] as never[]) : []);
  let standard: BattleState["standard"];
  if (method === "standard") {
    const built = normalizeStandard(input, combatants);
    if (!built.ok) return built;
    standard = built.value;
  }
  return ok({
    ...(standard ? { standard } : {}),
    method,
    phase: (input.phase as BattleState["phase"]) ?? "setup",
    round: typeof input.round === "number" ? input.round : 0,
    combatants,
    initiative: isObject(input.initiative)
      ? (input.initiative as unknown as BattleState["initiative"])
      : null,
    placing: (input.placing as Side | undefined) ?? null,
    activeSide: (input.activeSide as Side | undefined) ?? null,
    actedThisRound: arr("actedThisRound"),
    turn: isObject(input.turn) ? (input.turn as unknown as BattleState["turn"]) : null,
    retreatsThisRound: arr("retreatsThisRound"),
    firstRoundFrontline: arr("firstRoundFrontline"),
    knowledge: isObject(input.knowledge) ? (input.knowledge as BattleState["knowledge"]) : {},
    effects: arr("effects"),
    handOffs: arr("handOffs"),
    droppedWeapons: arr("droppedWeapons"),
    outcome: isObject(input.outcome) ? (input.outcome as unknown as BattleState["outcome"]) : null,
  });
}
