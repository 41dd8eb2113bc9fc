/**
 * Foundry documents → the engine's battle input. Pure: it reads plain snapshots of actors and combatants
 * (built by `combatant-source.ts`), so Node tests can run it; it decides no rule, it only copies numbers.
 */

import { tumbleModifier } from "../../../rules/character/derivation/skill-packages.js";
import { raceAbilitiesOf } from "../../../rules/character/races/race-abilities.js";
import { waterAbilitiesFromNames } from "../../../rules/combat/environment/water-abilities.js";
import { normalizeBattle } from "../../../rules/combat/normalize.js";
import type { Metric } from "../../../rules/combat/standard/geometry.js";
import type { BattleState, CombatantKind, CombatMethod, Side } from "../../../rules/combat/types.js";
import { fail, type Result } from "../../../rules/errors.js";

/** One section as the actor stores it. */
export interface SectionSource {
  readonly name: string;
  readonly hp: number;
  readonly maxHp: number;
  /** A character's "unconscious" status, where the actor keeps one (SECT-04, DMG-09); monsters follow HP. */
  readonly unconscious?: boolean;
}

/** What the engine needs of one Foundry Combatant, already read from its actor and token. */
export interface CombatantSource {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly kind: CombatantKind;
  readonly sections: readonly SectionSource[];
  readonly initiative: number | null;
  readonly monsterKnowledge: number | null;
  readonly reputation: number | null;
  readonly weakness: number | null;
  readonly mp: number | null;
  /** Standard Combat: Move Speed in metres (a character's Normal Move, a monster's ground movement). */
  readonly moveSpeed?: number | null;
  /** Standard Combat: Hawk Eye / Targeting, from the actor's feats (STD-24..27). */
  readonly feats?: readonly string[];
  /** Standard Combat: the token's centre in metres from the scene's top-left corner (STD-01). */
  readonly point?: { readonly x: number; readonly y: number } | null;
  /**
   * What riding and water read of the actor (MOUNT-05/11, INIT-05, ENV-05/06): Rider level, Intelligence
   * bonus, Magic Power, Vitality, metal armour; the partner of a mounted pair; the water of the token's Region.
   */
  readonly body?: BodyFields;
}

/** The engine's riding and water fields of one combatant (each left out when the actor does not say). */
export interface BodyFields {
  readonly riderLevel?: number;
  readonly intBonus?: number;
  readonly magicPower?: number;
  readonly vitality?: number;
  readonly tumbleModifier?: number;
  readonly fullMetalArmour?: boolean;
  readonly underwaterAbility?: boolean;
  readonly waterBreathing?: boolean;
  readonly mountedWith?: string;
  readonly environment?: { readonly underwater: boolean; readonly shoulderDeep: boolean };
}

/** The plain actor fields read here (`actor.system` after data preparation). */
export interface ActorSnapshot {
  readonly type: string;
  readonly name: string;
  readonly system: Readonly<Record<string, unknown>>;
  /** The actor's status ids (Foundry's `actor.statuses`), when read. */
  readonly statuses?: readonly string[];
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Token dispositions below zero (hostile, secret) fight on the enemies' side; everyone else with the party. */
export function sideFromDisposition(disposition: number): Side {
  return disposition < 0 ? "enemy" : "pc";
}

function resource(
  system: Readonly<Record<string, unknown>>,
  key: string,
): { value: number | null; max: number | null } {
  const r = rec(system[key]);
  return { value: num(r.value), max: num(r.max) };
}

/** A section with no name is "#n": never the monster's own name, which players may not know yet. */
function monsterSections(system: Readonly<Record<string, unknown>>): SectionSource[] {
  const raw = Array.isArray(system.sections) ? system.sections : [];
  return raw.map((s, i) => {
    const section = rec(s);
    const hp = resource(section, "hp");
    const name = typeof section.name === "string" && section.name !== "" ? section.name : `#${i + 1}`;
    return { name, hp: hp.value ?? 0, maxHp: hp.max ?? hp.value ?? 0 };
  });
}

/**
 * Reads an actor into a combatant source. Monsters bring every section (SECT-01); characters and mounts
 * bring their prepared HP as one section. Initiative and Monster Knowledge: a character's class check
 * modifiers (null without Scout/Tactician or Sage...), a monster's fixed Initiative and its targets.
 */
export function sourceFromActor(
  id: string,
  actor: ActorSnapshot,
  side: Side,
  tokenName?: string,
): CombatantSource {
  const name = tokenName && tokenName !== "" ? tokenName : actor.name;
  const system = actor.system;
  const derived = rec(system.derived);
  const mp = resource(system, "mp").value;
  if (actor.type === "monster") {
    const sections = monsterSections(system);
    return {
      id,
      name,
      side,
      kind: "monster",
      sections: sections.length > 0 ? sections : [{ name, hp: 1, maxHp: 1 }],
      initiative: num(system.initiative),
      monsterKnowledge: null,
      reputation: num(system.reputation),
      weakness: num(system.weakness),
      mp,
    };
  }
  const hp = resource(system, "hp");
  return {
    id,
    name,
    side,
    kind: actor.type === "mount" ? "mount" : "character",
    sections: [
      {
        name,
        hp: hp.value ?? 0,
        maxHp: hp.max ?? hp.value ?? 0,
        ...(actor.type === "character" && actor.statuses
          ? { unconscious: actor.statuses.includes("unconscious") }
          : {}),
      },
    ],
    initiative: num(derived.initiative),
    monsterKnowledge: num(derived.monsterKnowledge),
    reputation: null,
    weakness: null,
    mp,
  };
}

/** The feats the engine's positioning rules know (STD-24..27), from an actor's feat items' effects. */
export function positioningFeats(
  items: readonly { type: string; system: Readonly<Record<string, unknown>> }[],
): string[] {
  const found = items
    .filter((i) => i.type === "feat")
    .map((i) => i.system.effect)
    .filter((e): e is string => e === "hawkEye" || e === "targeting");
  return [...new Set(found)];
}

/** A character's Normal Move (derived), a monster's or a mount's ground movement: its Move Speed in metres. */
export function moveSpeedOf(actor: ActorSnapshot): number | null {
  if (actor.type === "character") return num(rec(rec(actor.system.derived).movement).normal);
  return num(rec(actor.system.movement).ground);
}

/** A source as the engine's loose combatant input (what `normalizeBattle` and a `join` event take). */
export function looseCombatant(s: CombatantSource): Record<string, unknown> {
  const c: Record<string, unknown> = {
    id: s.id,
    name: s.name,
    side: s.side,
    kind: s.kind,
    sections: s.sections.map((x) => ({
      name: x.name,
      hp: x.hp,
      maxHp: x.maxHp,
      ...(x.unconscious === undefined ? {} : { conscious: !x.unconscious }),
    })),
  };
  if (s.initiative !== null) c.initiative = s.initiative;
  if (s.monsterKnowledge !== null) c.monsterKnowledge = s.monsterKnowledge;
  if (s.reputation !== null) c.reputation = s.reputation;
  if (s.weakness !== null) c.weakness = s.weakness;
  if (s.mp !== null) c.mp = s.mp;
  if (typeof s.moveSpeed === "number") c.moveSpeed = s.moveSpeed;
  if (s.feats && s.feats.length > 0) c.feats = [...s.feats];
  if (s.point) c.position = { kind: "point", x: s.point.x, y: s.point.y };
  if (s.body) Object.assign(c, s.body);
  return c;
}

/**
 * Builds the opening battle state (phase "setup") from the combatants, through the engine's normalizer.
 * A Standard battle takes each combatant's point (its token's centre in metres, STD-04: the GM sets the
 * opening positions by placing the tokens) and the scene's metric; a Simplified one ignores both.
 */
export function battleFromSources(
  sources: readonly CombatantSource[],
  method: CombatMethod,
  metric: Metric = { kind: "euclidean" },
  scene: {
    /** ENV-05: the scene's water (environment-flags.ts). */
    readonly environment?: Readonly<Record<string, unknown>>;
    /** STD-27 / STD-03: the GM's sight-blocking and forbidden Regions in metres (canvas/terrain.ts). */
    readonly sightBlockers?: readonly unknown[];
    readonly forbidden?: readonly unknown[];
  } = {},
  /** The world's choices for the battle (combat-settings.ts): Standard moves growing in steps (MOVE-01). */
  table: { readonly growingMoves?: boolean } = {},
): Result<BattleState> {
  if (sources.length === 0) return fail("Combat.NoCombatants", "add combatants before the battle starts");
  const water = scene.environment ? { environment: scene.environment } : {};
  if (method === "standard") {
    const combatants = sources.map(looseCombatant);
    const terrain = { sightBlockers: scene.sightBlockers ?? [], forbidden: scene.forbidden ?? [] };
    const growing = table.growingMoves ? { growingMoves: true } : {};
    return normalizeBattle(
      { method, metric, combatants, ...water, ...terrain, ...growing },
      { opening: true },
    );
  }
  const combatants = sources.map((s) => looseCombatant({ ...s, point: null }));
  return normalizeBattle({ method, combatants, ...water });
}

/**
 * A character's riding and water fields from its prepared data and items: Rider class level (MOUNT-05/11),
 * Intelligence bonus and best Magic Power (INIT-05), Vitality (ENV-06: rounds of breath), metal armour
 * worn (ENV-05, our reading of "full metal armour"). Monsters and mounts give none (a monster counts as
 * having Rider levels, docs/scenarios.md).
 */
export function bodyFieldsOf(
  actor: ActorSnapshot,
  items: readonly { type: string; name?: string; system: Readonly<Record<string, unknown>> }[],
): BodyFields {
  const water = waterAbilitiesOf(actor, items);
  if (actor.type !== "character") return water;
  const derived = rec(actor.system.derived);
  let riderLevel = 0;
  for (const i of items)
    if (i.type === "class" && i.system.classId === "rider")
      riderLevel = Math.max(riderLevel, num(i.system.level) ?? 0);
  const powers = Array.isArray(derived.magicPowers) ? derived.magicPowers : [];
  const best = powers.map((p) => num(rec(p).value)).filter((v): v is number => v !== null);
  const intBonus = num(rec(derived.modifiers).intelligence);
  const packages = (Array.isArray(derived.packages) ? derived.packages : []).map((p) => ({
    packageId: String(rec(p).packageId ?? ""),
    value: num(rec(p).value) ?? 0,
  }));
  const tumble = tumbleModifier(packages);
  const vitality = num(rec(derived.scores).vitality);
  return {
    ...(riderLevel > 0 ? { riderLevel } : {}),
    ...(intBonus !== null ? { intBonus } : {}),
    ...(best.length > 0 ? { magicPower: Math.max(...best) } : {}),
    ...(vitality !== null ? { vitality } : {}),
    ...(tumble !== null ? { tumbleModifier: tumble } : {}),
    ...(derived.metalArmor === true ? { fullMetalArmour: true } : {}),
    ...water,
  };
}

/**
 * ENV-05/06/09: the names an actor's water abilities could be in: a monster's unique skills, a character's
 * race abilities, feats and other items. Which names count is the rules' (`waterAbilitiesFromNames`).
 */
function waterAbilitiesOf(
  actor: ActorSnapshot,
  items: readonly { type: string; name?: string; system: Readonly<Record<string, unknown>> }[],
): BodyFields {
  const names: string[] = [];
  if (actor.type === "monster" && Array.isArray(actor.system.skills))
    for (const skill of actor.system.skills) names.push(String(rec(skill).name ?? ""));
  for (const item of items) {
    names.push(item.name ?? "");
    if (item.type === "race") {
      const abilities = String(item.system.abilities ?? "");
      names.push(abilities);
      // A core race whose item names no ability has its race's (an Elf's Gentle Water) [35-1].
      for (const a of raceAbilitiesOf(item.name ?? "", abilities)) names.push(a.names[0] ?? "");
    }
  }
  return waterAbilitiesFromNames(names);
}

/**
 * MOUNT-01: mounted pairs among the combatants, from each mount actor's chosen rider (`riderId`, an actor
 * id): the mount's combatant and the first combatant of that actor are linked both ways. A rider claimed by
 * two mounts rides the first; a rider not in this combat leaves the mount unridden.
 */
export function mountLinks(
  entries: readonly { combatantId: string; actorId: string; type: string; riderId?: string }[],
): Map<string, string> {
  const links = new Map<string, string>();
  for (const mount of entries) {
    if (mount.type !== "mount" || !mount.riderId || links.has(mount.combatantId)) continue;
    const rider = entries.find(
      (e) => e.actorId === mount.riderId && e.combatantId !== mount.combatantId && !links.has(e.combatantId),
    );
    if (!rider) continue;
    links.set(mount.combatantId, rider.combatantId);
    links.set(rider.combatantId, mount.combatantId);
  }
  return links;
}

/**
 * MOUNT-01 at set-up: each linked pair gets its partner (`mountedWith`), and a rider stands on its mount's
 * point, whatever the side-by-side tokens read, so the battle opens with the pair as one point (a rider
 * left apart would read as separated from its mount at the first event). A pair of two non-mounts, or a
 * mount without a point, keeps the points read.
 */
export function ridersOnMounts(
  sources: readonly CombatantSource[],
  links: ReadonlyMap<string, string>,
): CombatantSource[] {
  return sources.map((s) => {
    const partnerId = links.get(s.id);
    if (!partnerId) return s;
    const linked = { ...s, body: { ...s.body, mountedWith: partnerId } };
    const mount = sources.find((m) => m.id === partnerId);
    if (s.kind === "mount" || mount?.kind !== "mount" || !mount.point) return linked;
    return { ...linked, point: { x: mount.point.x, y: mount.point.y } };
  });
}
