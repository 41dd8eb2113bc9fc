/** The turn panel's weapon and spell rows: one button per target, each with the reducer's verdict. */
import type { BattleEvent, MajorAction } from "../../../rules/combat/events.js";
import {
  canFight,
  present as onField,
  sectionDown,
} from "../../../rules/combat/sections-and-mounts/sections.js";
import type { Area, BattleState, Combatant } from "../../../rules/combat/types.js";
import type { Arsenal } from "../policy/arsenal.js";
import type { Requester } from "../policy/event-policy.js";
import type { Translate } from "../policy/rule-text.js";
import { AREA_ORDER, areaLabel, isPlaced } from "./areas.js";
import { type ButtonView, eventButton, present } from "./buttons.js";

/** A labelled row of buttons: a movement mode with its destinations, a weapon or spell with its targets. */
export interface ButtonRow {
  readonly label: string;
  /** What the board prints for the row, when it says more than the label ("Attack with Sling (30 m)"). */
  readonly heading?: string;
  readonly buttons: readonly ButtonView[];
}

/** What the rows need of the tracker's context: who is looking and how names read to them. */
export interface RowContext {
  readonly user: Requester;
  readonly t: Translate;
  readonly name: (id: string) => string;
}

/**
 * SECT-02: who may take a major action: the actor itself, or for a multi-section monster each conscious
 * section by name (the reducer refuses a section that has already acted).
 */
export function actingSections(actor: Combatant): { prefix: string; extra: { actingSection?: number } }[] {
  if (actor.sections.length < 2) return [{ prefix: "", extra: {} }];
  return actor.sections.flatMap((s, i) =>
    sectionDown(s) ? [] : [{ prefix: `${s.name}: `, extra: { actingSection: i } }],
  );
}

function majorEvent(actor: Combatant, action: MajorAction, extra: { actingSection?: number }): BattleEvent {
  return { type: "major", actorId: actor.id, action, ...extra };
}

/** The button of an attack with a weapon item names it (its click spends the ammunition it shoots). */
const withWeapon = (weapon: string, button: ButtonView | null): ButtonView | null =>
  button && weapon !== "" ? { ...button, weapon } : button;

/** SIMP-12..14: one row per equipped weapon (a bare "melee" row without one), a button per placed foe. */
export function attackRows(
  state: BattleState,
  actor: Combatant,
  arsenal: Arsenal,
  ctx: RowContext,
): ButtonRow[] {
  const { user, t, name } = ctx;
  const foes = state.combatants.filter((c) => c.side !== actor.side && canFight(c) && isPlaced(c));
  // Without a melee weapon the row is the plain "Melee attack" (a monster's section, an unarmed character).
  const unnamed = !arsenal.weapons.some((w) => w.form === "melee");
  const weapons = unnamed
    ? [{ id: "", name: t("SW25.Combat.Form.melee"), form: "melee" as const }, ...arsenal.weapons]
    : arsenal.weapons;
  // A ranged weapon with its range in the language's brackets: "Sling (30 m)", 「スリング（30 m）」.
  const ranged = (name: string, range: number, space: string) =>
    t("SW25.Format.Aside", { text: name, aside: `${range}${space}m` });
  return actingSections(actor)
    .flatMap(({ prefix, extra }) =>
      weapons.map((w, i) => ({
        label: `${prefix}${w.range === undefined ? w.name : ranged(w.name, w.range, " ")}`,
        // What the row says: "Sling (30 m)" kept as one unit (no-break spaces inside the range and before it).
        heading: `${prefix}${
          unnamed && i === 0
            ? t("SW25.Combat.MeleeAttack")
            : t("SW25.Combat.AttackWithWeapon", {
                weapon:
                  w.range === undefined ? w.name : ranged(w.name, w.range, "\u00a0").replace(" (", "\u00a0("),
              })
        }`,
        buttons: present(
          foes.map((target) =>
            withWeapon(
              w.id,
              eventButton(
                state,
                majorEvent(
                  actor,
                  w.range === undefined
                    ? { kind: "attack", form: w.form, targetId: target.id }
                    : { kind: "attack", form: w.form, targetId: target.id, range: w.range },
                  extra,
                ),
                name(target.id),
                user,
                t,
              ),
            ),
          ),
        ),
      })),
    )
    .filter((row) => row.buttons.length > 0);
}

/** SIMP-12..18: one row per spell; targets are combatants or areas as the spell's area asks. */
export function spellRows(
  state: BattleState,
  actor: Combatant,
  arsenal: Arsenal,
  ctx: RowContext,
): ButtonRow[] {
  const { user, t, name } = ctx;
  const targets = state.combatants.filter((c) => onField(c) && isPlaced(c));
  return actingSections(actor)
    .flatMap(({ prefix, extra }) =>
      arsenal.spells.map((s) => {
        // A cost the caster's stones can make up is judged at the MP they leave (the stone dialog asks which).
        const cost = s.spell.mpCost ?? 0;
        const stones = Math.min(cost, arsenal.stonePoints ?? 0);
        const cast = (
          aim: { targetId: string } | { targetArea: Area } | { targetPoint: { x: number; y: number } },
          label: string,
        ) =>
          eventButton(
            state,
            majorEvent(actor, { kind: "cast", spell: s.spell, ...aim }, extra),
            label,
            user,
            t,
            majorEvent(actor, { kind: "cast", spell: { ...s.spell, mpCost: cost - stones }, ...aim }, extra),
          );
        // STD-28: in Standard an area spell is centred on a point: offered on each placed combatant's.
        const centres = targets.flatMap((c) =>
          c.position.kind === "point" ? [{ c, at: { x: c.position.x, y: c.position.y } }] : [],
        );
        const buttons =
          s.aim === "area"
            ? state.method === "standard"
              ? centres.map(({ c, at }) => cast({ targetPoint: at }, name(c.id)))
              : AREA_ORDER.map((area) => cast({ targetArea: area }, areaLabel(t, area)))
            : (s.aim === "self" ? [actor] : targets).map((c) => cast({ targetId: c.id }, name(c.id)));
        return { label: `${prefix}${s.name}`, buttons: present(buttons) };
      }),
    )
    .filter((row) => row.buttons.length > 0);
}
