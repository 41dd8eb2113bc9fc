/** The turn panel's weapon and spell rows: one button per target, each with the reducer's verdict. */
import { canFight, present as onField } from "../../rules/combat/sections.js";
import type { Area, BattleState, Combatant } from "../../rules/combat/types.js";
import type { Arsenal } from "./arsenal.js";
import type { Requester } from "./event-policy.js";
import { AREA_ORDER, areaLabel, placedIn } from "./tracker-areas.js";
import { type ButtonView, eventButton, present, type Translate } from "./tracker-buttons.js";

/** A labelled row of buttons: a movement mode with its destinations, a weapon or spell with its targets. */
export interface ButtonRow {
  readonly label: string;
  readonly buttons: readonly ButtonView[];
}

/** What the rows need of the tracker's context: who is looking and how names read to them. */
export interface RowContext {
  readonly user: Requester;
  readonly t: Translate;
  readonly name: (id: string) => string;
}

/** SIMP-12..14: one row per equipped weapon (a bare "melee" row without one), a button per placed foe. */
export function attackRows(
  state: BattleState,
  actor: Combatant,
  arsenal: Arsenal,
  ctx: RowContext,
): ButtonRow[] {
  const { user, t, name } = ctx;
  const foes = state.combatants.filter((c) => c.side !== actor.side && canFight(c) && placedIn(c));
  const weapons = arsenal.weapons.some((w) => w.form === "melee")
    ? arsenal.weapons
    : [{ id: "", name: t("SW25.Combat.Form.melee"), form: "melee" as const }, ...arsenal.weapons];
  return weapons
    .map((w) => ({
      label: w.range === undefined ? w.name : `${w.name} (${w.range} m)`,
      buttons: present(
        foes.map((target) =>
          eventButton(
            state,
            {
              type: "major",
              actorId: actor.id,
              action:
                w.range === undefined
                  ? { kind: "attack", form: w.form, targetId: target.id }
                  : { kind: "attack", form: w.form, targetId: target.id, range: w.range },
            },
            name(target.id),
            user,
            t,
          ),
        ),
      ),
    }))
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
  const targets = state.combatants.filter((c) => onField(c) && placedIn(c));
  return arsenal.spells
    .map((s) => {
      const cast = (aim: { targetId: string } | { targetArea: Area }, label: string) =>
        eventButton(
          state,
          { type: "major", actorId: actor.id, action: { kind: "cast", spell: s.spell, ...aim } },
          label,
          user,
          t,
        );
      const buttons =
        s.aim === "area"
          ? AREA_ORDER.map((area) => cast({ targetArea: area }, areaLabel(t, area)))
          : (s.aim === "self" ? [actor] : targets).map((c) => cast({ targetId: c.id }, name(c.id)));
      return { label: s.name, buttons: present(buttons) };
    })
    .filter((row) => row.buttons.length > 0);
}
