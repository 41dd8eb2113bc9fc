/**
 * Standard Combat's major and minor actions: the checks that depend on positions (reach, skirmishes, weapons on
 * the ground).
 */
import type { DiceSource } from "../../dice/dice-source.js";
import type { RuleError } from "../../errors.js";
import type { BattleEvent, MajorAction, MinorAction, SpellSpec } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant } from "../roster.js";
import { pairOf } from "../sections-and-mounts/mounts.js";
import {
  actorMajorErrors,
  attackLanded,
  badSection,
  countMajor,
  major,
  majorTimingErrors,
  needsLimited,
} from "../turn/major-actions.js";
import { minor } from "../turn/minor-actions.js";
import { hurt } from "../turn/spell-targets.js";
import { ownTurn, turnOf } from "../turn/turn.js";
import type { BattleState, Combatant } from "../types.js";
import { type Point, roundPoint, samePoint } from "./geometry.js";
import { dist, isIndependentIn, MAX_MELEE, meleeOf, meleeRoomFor, pointOf, setPoint } from "./model.js";
import { attackJoins, joinMelee, outbreak, pullIntoMelee } from "./skirmishes.js";
import { resolveStandardArea, resolveStandardShot, shieldErrors } from "./targeting.js";
import { standardWeaponMajor, standardWeaponMinor } from "./weapons.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/**
 * Actions whose rules do not depend on positions are checked and applied by the shared handlers; they
 * read an area only for weapons lying on the ground, which are handled by coordinates here
 * (standard/weapons.ts), so the actor is shown to them as standing in a placeholder area.
 */
function withPlaceholderArea(state: BattleState, actorId: string): BattleState {
  return {
    ...state,
    combatants: state.combatants.map((c) =>
      c.id === actorId ? { ...c, position: { kind: "area", area: "frontline" } } : c,
    ),
  };
}

/**
 * STD-02/09/11: melee and Range: Touch reach the same coordinates; a melee participant also reaches
 * everyone in its melee and the independents of its skirmish.
 */
export function touchReaches(state: BattleState, actor: Combatant, target: Combatant): boolean {
  const a = pointOf(actor);
  const b = pointOf(target);
  if (a && b && samePoint(a, b)) return true;
  const s = meleeOf(state, actor.id);
  return !!s && (s.melee.includes(target.id) || isIndependentIn(state, target, s));
}

function reachErrors(
  state: BattleState,
  actor: Combatant,
  to: Point,
  target: Combatant | null,
  range: "touch" | number,
): RuleError[] {
  if (range === "touch")
    return target && touchReaches(state, actor, target)
      ? []
      : [
          violation(
            "STD-02",
            "Combat.NotSameCoordinates",
            "melee and Range: Touch need the same coordinates",
          ),
        ];
  const d = dist(state, pointOf(actor) as Point, to);
  const errors: RuleError[] = [];
  if (d > range + 1e-6)
    errors.push(
      violation(
        "STD-01",
        "Combat.OutOfRange",
        `a range of ${range} m does not reach ${Math.round(d * 100) / 100} m`,
        {
          range,
          distance: Math.round(d * 100) / 100,
        },
      ),
    );
  errors.push(...shieldErrors(state, actor, to, target?.id));
  return errors;
}

interface Aim {
  readonly spell: SpellSpec;
  readonly targetId?: string;
  readonly targetPoint?: Point;
  readonly includeSelf?: boolean;
}

function aimOf(state: BattleState, aim: Aim): { target: Combatant | null; to: Point } | RuleError {
  if (aim.targetId !== undefined) {
    const target = findCombatant(state, aim.targetId);
    const to = target ? pointOf(target) : null;
    if (!target || !to) return malformed("Combat.UnknownCombatant", `no placed target ${aim.targetId}`);
    return { target, to };
  }
  const p = aim.targetPoint;
  if (p && Number.isFinite(p.x) && Number.isFinite(p.y)) return { target: null, to: roundPoint(p) };
  return malformed("Combat.NoTarget", "a spell needs a targetId or a targetPoint");
}

function castStandard(
  draft: BattleState,
  actorId: string,
  aim: Aim,
  damage: number | undefined,
  magicPower: "normal" | "zero",
  dice: DiceSource,
): LogEntry[] {
  const me = findCombatant(draft, actorId) as Combatant;
  const where = aimOf(draft, aim);
  if ("code" in where) return [];
  const log: LogEntry[] = [
    ...outbreak(draft, me, where.target ? findCombatant(draft, where.target.id) : null),
  ];
  const cost = aim.spell.mpCost ?? 0;
  if (me.mp !== undefined) me.mp = Math.max(0, me.mp - cost);
  const target = where.target ? (findCombatant(draft, where.target.id) as Combatant) : null;
  const to = target ? (pointOf(target) as Point) : where.to;
  const result = resolveStandardArea(draft, me, aim.spell.area, target, to, aim.includeSelf === true, dice);
  log.push(
    entry("spellCast", {
      actorId: me.id,
      spell: aim.spell.name ?? null,
      magicPower: magicPower === "zero" ? 0 : null,
      mpSpent: cost,
      misfire: result.misfire,
      affected: result.affected.map((u) => `${u.combatantId}#${u.section}`),
      lineRolls: result.lineRolls.map((r) => `${r.unit.combatantId}#${r.unit.section}:${r.roll}`),
    }),
  );
  if (damage !== undefined) for (const unit of result.affected) log.push(...hurt(draft, unit, damage));
  if (aim.spell.area.shape === "breakthrough") {
    setPoint(draft, me, to);
    log.push(entry("breakthroughMove", { actorId: me.id, x: to.x, y: to.y }));
  }
  return log;
}

function spellErrors(state: BattleState, actor: Combatant, aim: Aim): RuleError | RuleError[] {
  const where = aimOf(state, aim);
  if ("code" in where) return where;
  const errors = reachErrors(state, actor, where.to, where.target, aim.spell.range);
  const cost = aim.spell.mpCost ?? 0;
  if (actor.mp !== undefined && cost > actor.mp)
    errors.push(
      violation("DMG-10", "Combat.NotEnoughMp", `${cost} MP needed, ${actor.mp} left`, {
        cost,
        mp: actor.mp,
      }),
    );
  return errors;
}

/**
 * Major actions in Standard Combat: attacks and spells by coordinates (STD-02, STD-05, STD-11, STD-24..29),
 * picking up and handing over weapons at the same coordinates (ACT-03/04).
 */
export function standardMajor(state: BattleState, ev: Ev<"major">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  if (!pointOf(actor)) return hard(malformed("Combat.Unplaced", `${actor.name} has no position`));
  const action: MajorAction = ev.action;
  const turn = ownTurn(state, actor.id);
  const unknownSection = badSection(actor, ev.actingSection);
  if (unknownSection) return hard(unknownSection);
  // ACT-03/04: picking up and handing over at the same coordinates (standard/weapons.ts).
  if (action.kind === "pickUp" || action.kind === "handOver")
    return standardWeaponMajor(state, ev, actor, pointOf(actor) as Point);
  if (action.kind === "skill") {
    // STD-05: using a unique skill with hostiles at the same coordinates starts a skirmish, like an attack.
    const shared = major(withPlaceholderArea(state, actor.id), ev);
    if (shared.kind === "hard") return shared;
    return legal(shared.violations, (draft, dice) => {
      const log = shared.apply(draft, dice);
      return [...log, ...outbreak(draft, findCombatant(draft, actor.id) as Combatant)];
    });
  }
  if (action.kind !== "attack" && action.kind !== "cast")
    return major(withPlaceholderArea(state, actor.id), ev);
  if (action.kind === "attack") {
    const target = findCombatant(state, action.targetId);
    const to = target ? pointOf(target) : null;
    if (!target || !to)
      return hard(malformed("Combat.UnknownCombatant", `no placed target ${action.targetId}`));
    if (action.form !== "melee" && action.range === undefined)
      return hard(malformed("Combat.RangeMissing", "thrown and shooting attacks need a range in metres"));
    // STD-08/11: a melee attack from the centre on one in that melee is the attacker's join (STD-06: a
    // chosen join into a full melee is refused, as a `join` move is).
    const joining = action.form === "melee" ? attackJoins(state, actor, target) : null;
    const errors = [
      ...majorTimingErrors(state, actor),
      ...actorMajorErrors(state, actor, action, ev.actingSection),
      action.form === "shooting" ? needsLimited(turn, "shooting") : null,
      ...reachErrors(state, actor, to, target, action.form === "melee" ? "touch" : (action.range ?? 0)),
      joining && !meleeRoomFor(state, joining, pairOf(state, actor))
        ? violation("STD-06", "Combat.MeleeFull", `at most ${MAX_MELEE} in one melee`)
        : null,
    ];
    return legal(errors, (draft, dice) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      const aimed = findCombatant(draft, target.id) as Combatant;
      const log: LogEntry[] = [
        ...countMajor(draft, me, ev.actingSection),
        ...outbreak(draft, me, aimed),
        ...pullIntoMelee(draft, me, aimed),
        ...(joining ? joinMelee(draft, joining, me) : []),
      ];
      const intended = { combatantId: aimed.id, section: action.section ?? 0 };
      const shot =
        action.form === "melee"
          ? { unit: intended, misfire: false }
          : resolveStandardShot(draft, me, aimed, intended, dice);
      log.push(...attackLanded(draft, me, action, aimed.id, shot));
      return log;
    });
  }
  const checked = spellErrors(state, actor, action);
  if (!Array.isArray(checked)) return hard(checked);
  return legal(
    [
      ...majorTimingErrors(state, actor),
      ...actorMajorErrors(state, actor, action, ev.actingSection),
      needsLimited(turn, "spell"),
      ...checked,
    ],
    (draft, dice) => {
      const me = findCombatant(draft, actor.id) as Combatant;
      return [
        ...countMajor(draft, me, ev.actingSection),
        ...castStandard(draft, actor.id, action, action.damage, "normal", dice),
      ];
    },
  );
}

/** Minor actions in Standard Combat: magic and weapons on the ground by coordinates; the rest as in Simplified Combat. */
export function standardMinor(state: BattleState, ev: Ev<"minor">): Handled {
  const actor = findCombatant(state, ev.actorId);
  if (!actor) return hard(malformed("Combat.UnknownCombatant", `unknown combatant ${ev.actorId}`));
  if (!pointOf(actor)) return hard(malformed("Combat.Unplaced", `${actor.name} has no position`));
  const action: MinorAction = ev.action;
  const shim = withPlaceholderArea(state, actor.id);
  // ACT-04/05: the shared checks (turn, Full Move, after a major action, MOUNT-11, an offer to receive) do not
  // read the area; where the weapon lies is the actor's point (standard/weapons.ts).
  if (action.kind === "drop" || action.kind === "receiveWeapon") {
    const generic = minor(shim, ev);
    if (generic.kind === "hard") return generic;
    return standardWeaponMinor(generic.violations, ev, actor, pointOf(actor) as Point);
  }
  if (action.kind !== "magic" || (action.targetId === undefined && action.targetPoint === undefined))
    return minor(shim, ev);
  // The shared checks (turn, Full Move, ACT-08) on the untargeted spell; reach and shields by coordinates here.
  const generic = minor(shim, { ...ev, action: { kind: "magic", spell: { ...action.spell, mpCost: 0 } } });
  if (generic.kind === "hard") return generic;
  const checked = spellErrors(state, actor, action);
  if (!Array.isArray(checked)) return hard(checked);
  return legal([...generic.violations, ...checked], (draft, dice) => {
    const turn = turnOf(draft, actor.id);
    if (turn.move === null) turn.mustStayLimited = true;
    return castStandard(draft, actor.id, action, undefined, "zero", dice);
  });
}
