/**
 * The Battle Board's riding parts, pure: Mount / Dismount in a turn (MOUNT-05), the commanded mount's action
 * rows in its jockey's turn (MOUNT-01/07), and the mount-weakness contests of the set-up (INIT-05). Which
 * buttons are legal is the reducer's dry run behind `eventButton`; this file only picks the candidates.
 */

import type { BattleEvent, MajorAction } from "../../../rules/combat/events.js";
import { hasRiderLevels, jockeyOf, mountOf } from "../../../rules/combat/sections-and-mounts/mounts.js";
import { present as onField } from "../../../rules/combat/sections-and-mounts/sections.js";
import type { BattleState, Combatant } from "../../../rules/combat/types.js";
import { type Arsenal, emptyArsenal } from "../policy/arsenal.js";
import { actingSections, attackRows, type ButtonRow, type RowContext, spellRows } from "./arsenal-rows.js";
import { type ButtonView, eventButton, present } from "./buttons.js";

/** The mount's rows in its jockey's turn, under the mount's name. */
export interface CommandedView {
  readonly name: string;
  /** "Commands Stag:" */
  readonly title: string;
  readonly attacks: readonly ButtonRow[];
  readonly spells: readonly ButtonRow[];
  /**
   * MOUNT-06: "Unique skill…" per commanded section; the button's event is the skill with a placeholder label,
   * judged by the reducer like any major action, and a prompt names it (`skillEvent`).
   */
  readonly skills: readonly ButtonView[];
}

/** INIT-05: one jockey's contest at the start: the button until it is rolled, then the outcome. */
export interface MountWeaknessRow {
  readonly label: string;
  readonly buttons: readonly ButtonView[];
  readonly result: string;
}

const samePlace = (a: Combatant, b: Combatant) =>
  a.position.kind !== "unplaced" && JSON.stringify(a.position) === JSON.stringify(b.position);

/**
 * MOUNT-05: the turn combatant's Mount buttons (each mount of its side standing where it stands), or its
 * Dismount button while it rides. The label says whether it costs the minor or the major action.
 */
export function ridingButtons(state: BattleState, actor: Combatant, ctx: RowContext): ButtonView[] {
  const { user, t, name } = ctx;
  if (actor.kind === "mount") return [];
  const action = hasRiderLevels(actor) ? "Minor" : "Major";
  const riding = mountOf(state, actor);
  if (riding)
    return present([
      eventButton(
        state,
        { type: "dismount", riderId: actor.id, mountId: riding.id },
        t(`SW25.Combat.Riding.Dismount${action}`, { mount: name(riding.id) }),
        user,
        t,
      ),
    ]);
  const beside = state.combatants.filter(
    (m) => m.kind === "mount" && m.side === actor.side && onField(m) && samePlace(m, actor),
  );
  return present(
    beside.map((m) =>
      eventButton(
        state,
        { type: "mount", riderId: actor.id, mountId: m.id },
        t(`SW25.Combat.Riding.Mount${action}`, { mount: name(m.id) }),
        user,
        t,
      ),
    ),
  );
}

/**
 * MOUNT-01/07: in a jockey's turn, the mount it commands (the engine's record of the turn, else the mount it
 * rides as jockey, whose refusal then says why) gets attack and spell rows like the actor's own, sent with
 * the mount's id. Null when it rides nothing or the viewer may send none of them.
 */
export function commandedRows(
  state: BattleState,
  actor: Combatant,
  arsenal: ((id: string) => Arsenal) | undefined,
  ctx: RowContext,
): CommandedView | null {
  const recorded = state.turn?.mount?.id;
  const ridden = mountOf(state, actor);
  const mount = recorded
    ? state.combatants.find((c) => c.id === recorded)
    : ridden && jockeyOf(state, ridden)?.id === actor.id
      ? ridden
      : undefined;
  if (!mount || mount.id === actor.id) return null;
  const kit = arsenal?.(mount.id) ?? emptyArsenal;
  const attacks = attackRows(state, mount, kit, ctx);
  const spells = spellRows(state, mount, kit, ctx);
  const skill = ctx.t("SW25.Combat.Riding.Skill");
  const skills = present(
    actingSections(mount).map(({ prefix, extra }) =>
      eventButton(
        state,
        { type: "major", actorId: mount.id, action: { kind: "skill", label: skill }, ...extra },
        `${prefix}${skill}`,
        ctx.user,
        ctx.t,
      ),
    ),
  );
  if (attacks.length === 0 && spells.length === 0 && skills.length === 0) return null;
  const name = ctx.name(mount.id);
  return { name, title: ctx.t("SW25.Combat.Riding.Commands", { mount: name }), attacks, spells, skills };
}

/** INIT-05: before the first round, one contest per jockey (the GM's: the engine rolls both sides). */
export function mountWeaknessRows(state: BattleState, ctx: RowContext): MountWeaknessRow[] {
  const { user, t, name } = ctx;
  if (state.phase !== "setup") return [];
  return state.combatants
    .filter((m) => m.kind === "mount")
    .flatMap((m) => {
      const jockey = jockeyOf(state, m);
      if (!jockey) return [];
      const params = { rider: name(jockey.id), mount: name(m.id) };
      const known = state.knowledge[m.id];
      const rolled = known?.checks.some((c) => c.actorId === jockey.id) === true;
      const buttons = rolled
        ? []
        : present([
            eventButton(
              state,
              { type: "mountWeakness", riderId: jockey.id, mountId: m.id },
              t("SW25.Combat.Riding.WeaknessContest"),
              user,
              t,
            ),
          ]);
      const result = !rolled
        ? ""
        : known?.weakPoint
          ? t("SW25.Combat.Riding.WeaknessExposed")
          : t("SW25.Combat.Riding.WeaknessHidden");
      if (buttons.length === 0 && !rolled) return [];
      return [{ label: t("SW25.Combat.Riding.WeaknessRow", params), buttons, result }];
    });
}

/**
 * MOUNT-06: the skill prompt's answer put into a skill button's event (plain, or wrapped in the GM's override):
 * the skill's name, and whether it is a ranged or magical one (those need a Limited Move, which the reducer
 * checks). Null for an empty name or an event that is not a skill.
 */
export function skillEvent(
  base: BattleEvent,
  form: { readonly label: string; readonly ranged: boolean; readonly magic: boolean },
): BattleEvent | null {
  const label = form.label.trim();
  if (label === "" || label.length > 500) return null;
  if (base.type === "override") {
    const inner = skillEvent(base.event, form);
    return inner ? { ...base, event: inner } : null;
  }
  if (base.type !== "major" || (base.action as MajorAction | undefined)?.kind !== "skill") return null;
  const action: MajorAction = {
    kind: "skill",
    label,
    ...(form.ranged ? { ranged: true } : {}),
    ...(form.magic ? { magic: true } : {}),
  };
  return { ...base, action };
}
