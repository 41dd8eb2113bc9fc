/**
 * Spells in battle: what a spell aims at, the rules it must follow, its MP spent and the damage it deals to
 * sections.
 */
import type { DiceSource } from "../../dice/dice-source.js";
import type { RuleError } from "../../errors.js";
import type { SpellSpec } from "../events.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { areaOf, fightersIn, findCombatant, otherSide } from "../roster.js";
import { damageSection } from "../sections-and-mounts/sections.js";
import { pathAreas, resolveArea } from "../simplified/area-effects.js";
import { cornered } from "../simplified/areas.js";
import type { TargetUnit } from "../simplified/misfire.js";
import { reachError } from "../simplified/range.js";
import type { Area, BattleState, Combatant } from "../types.js";

export interface SpellAim {
  readonly spell: SpellSpec;
  readonly targetId?: string;
  readonly targetArea?: Area;
}

/** The aimed-at area and unit of a spell, or a hard error. */
export function aimOf(
  state: BattleState,
  aim: SpellAim,
): { area: Area; unit: TargetUnit | null } | RuleError {
  if (aim.targetId !== undefined) {
    const target = findCombatant(state, aim.targetId);
    const area = target ? areaOf(target) : null;
    if (!target || !area) return malformed("Combat.UnknownCombatant", `no placed target ${aim.targetId}`);
    return { area, unit: { combatantId: target.id, section: 0 } };
  }
  if (aim.targetArea !== undefined) return { area: aim.targetArea, unit: null };
  return malformed("Combat.NoTarget", "a spell needs a targetId or a targetArea");
}

/** SIMP-12/13 reach, SIMP-18 Breakthrough path, SIMP-11 no retreat, DMG-10 MP. */
export function spellErrors(
  state: BattleState,
  actor: Combatant,
  from: Area,
  aim: SpellAim,
  to: Area,
): RuleError[] {
  const errors: (RuleError | null)[] = [reachError(state, actor, from, to, aim.spell.range, "spell")];
  const cost = aim.spell.mpCost ?? 0;
  if (actor.mp !== undefined && cost > actor.mp)
    errors.push(
      violation("DMG-10", "Combat.NotEnoughMp", `${cost} MP needed, ${actor.mp} left`, {
        cost,
        mp: actor.mp,
      }),
    );
  if (aim.spell.area.shape === "breakthrough") {
    // SIMP-18: every area the effect leaves or crosses counts, the user's own included: with melee on the
    // Frontline, "targets in the opposite Rearguard cannot be targeted" (seed 000), even from the Frontline.
    const passed = pathAreas(from, to).filter((a) => a !== to);
    if (passed.some((a) => fightersIn(state, a, otherSide(actor.side)).length > 0))
      errors.push(
        violation("SIMP-18", "Combat.BreakthroughBlocked", "Breakthrough cannot pass an area with enemies"),
      );
    if (to !== from && cornered(state, actor))
      errors.push(
        violation("SIMP-11", "Combat.NoRetreat", "a broken-through side cannot leave its Rearguard"),
      );
  }
  return errors.filter((e): e is RuleError => !!e);
}

/** Applies `damage` to one unit and logs it (and the fall, SECT-04). */
export function hurt(draft: BattleState, unit: TargetUnit, damage: number): LogEntry[] {
  const c = findCombatant(draft, unit.combatantId);
  const section = c?.sections[unit.section];
  if (!c || !section) return [];
  const fell = damageSection(section, damage);
  const log = [entry("damaged", { targetId: c.id, section: unit.section, amount: damage, hp: section.hp })];
  if (fell) log.push(entry("sectionDown", { targetId: c.id, section: unit.section }));
  return log;
}

/** Spends MP, resolves who is affected, applies damage, and moves a Breakthrough user (SIMP-18). */
export function castSpell(
  draft: BattleState,
  actorId: string,
  aim: SpellAim,
  damage: number | undefined,
  magicPower: "normal" | "zero",
  dice: DiceSource,
): LogEntry[] {
  const me = findCombatant(draft, actorId) as Combatant;
  const from = areaOf(me);
  const target = aimOf(draft, aim);
  if ("code" in target) return [];
  const cost = aim.spell.mpCost ?? 0;
  if (me.mp !== undefined) me.mp = Math.max(0, me.mp - cost);
  const result = resolveArea(
    draft,
    {
      shape: aim.spell.area,
      casterId: me.id,
      from,
      to: target.area,
      target: target.unit,
      targeting: me.feats.includes("targeting"),
    },
    dice,
  );
  const log: LogEntry[] = [
    entry("spellCast", {
      actorId: me.id,
      spell: aim.spell.name ?? null,
      area: target.area,
      magicPower: magicPower === "zero" ? 0 : null,
      mpSpent: cost,
      misfire: result.misfire,
      affected: result.affected.map((u) => `${u.combatantId}#${u.section}`),
      lineRolls: result.lineRolls.map((r) => `${r.unit.combatantId}#${r.unit.section}:${r.roll}`),
    }),
  ];
  if (damage !== undefined) for (const unit of result.affected) log.push(...hurt(draft, unit, damage));
  if (aim.spell.area.shape === "breakthrough" && from !== target.area) {
    me.position = { kind: "area", area: target.area };
    log.push(entry("breakthroughMove", { actorId: me.id, to: target.area }));
  }
  return log;
}
