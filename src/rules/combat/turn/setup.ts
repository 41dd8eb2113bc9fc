/** The start of a battle: Monster Knowledge and initiative. */
import { type CheckResult, check2d } from "../../dice/check.js";
import { writablePart } from "../draft.js";
import type { BattleEvent } from "../events.js";
import { type Handled, hard, legal } from "../handler.js";
import { entry, type LogEntry, malformed, violation } from "../log.js";
import { findCombatant, sideMembers } from "../roster.js";
import { canFight } from "../sections-and-mounts/sections.js";
import type { Combatant } from "../types.js";

type Ev<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

/**
 * INIT-02: Monster Knowledge at the start of combat. A result ≥ reputation identifies the monster,
 * ≥ weakness also unlocks its weak point. A 6-6 meets both targets; a 1-1 meets neither (ROLL-01).
 * An enemy rider and its mount are two monsters, each checked on its own (INIT-06).
 */
export function monsterKnowledge(
  state: Parameters<typeof findCombatant>[0],
  ev: Ev<"monsterKnowledge">,
): Handled {
  const actor = findCombatant(state, ev.actorId);
  const monster = findCombatant(state, ev.monsterId);
  if (!actor || !monster) return hard(malformed("Combat.UnknownCombatant", "unknown combatant"));
  if (monster.side === actor.side || monster.reputation === undefined)
    return hard(malformed("Combat.NotAMonster", `${monster.name} has no reputation to check against`));
  return legal(
    [
      state.phase !== "setup"
        ? violation(
            "INIT-02",
            "Combat.KnowledgeAtStart",
            "Monster Knowledge checks happen at the start of combat",
          )
        : null,
      ev.total === undefined && actor.monsterKnowledge === undefined
        ? violation("INIT-02", "Combat.NoKnowledgeClass", `${actor.name} has no Monster Knowledge class`)
        : null,
    ],
    (draft, dice) => {
      let result: number;
      let auto: "success" | "failure" | null = null;
      let check: CheckResult | null = null;
      if (ev.total !== undefined) result = ev.total;
      else {
        check = check2d({ modifier: actor.monsterKnowledge ?? 0 }, dice);
        result = check.total;
        auto = check.autoSuccess ? "success" : check.autoFailure ? "failure" : null;
      }
      const meets = (target: number | undefined) =>
        auto === "success" || (auto !== "failure" && target !== undefined && result >= target);
      // Own keys only: an id such as "toString" must not find Object.prototype's method.
      const knowledge = writablePart(draft, "knowledge");
      const known = Object.hasOwn(knowledge, monster.id) ? knowledge[monster.id] : undefined;
      const record = known ?? { identified: false, weakPoint: false, checks: [] };
      record.checks.push({ actorId: actor.id, result });
      record.identified ||= meets(monster.reputation);
      record.weakPoint ||= meets(monster.weakness);
      knowledge[monster.id] = record;
      return [
        entry("monsterKnowledge", {
          actorId: actor.id,
          monsterId: monster.id,
          dice: check ? check.dice.join("+") : null,
          result,
          identified: record.identified,
          weakPoint: record.weakPoint,
          experience: check?.experience ?? 0,
        }),
      ];
    },
  );
}

/**
 * INIT-03: characters roll their Initiative check, monsters have a fixed value. A combatant with Monster
 * Knowledge targets (reputation or weakness) is statted as a monster whatever its kind: an enemy rider kept as a
 * character for the mounted rules still counts as a monster with a fixed value (INIT-06). A character without
 * an Initiative modifier (no Scout/Tactician) neither rolls nor counts.
 */
function rollsInitiative(c: Combatant): boolean {
  return c.kind === "character" && c.reputation === undefined && c.weakness === undefined;
}

/** INIT-03/06: the enemies' fixed values, the highest counting (a rider and its mount both count). */
export function monsterInitiative(state: Parameters<typeof sideMembers>[0]): number | null {
  const values = sideMembers(state, "enemy")
    .filter((c) => canFight(c) && c.initiative !== undefined && !rollsInitiative(c))
    .map((c) => c.initiative as number);
  return values.length > 0 ? Math.max(...values) : null;
}

/**
 * INIT-03: every PC with Scout or Tactician (an `initiative` modifier) rolls 2d + Initiative and the best
 * counts; with nobody, the party rolls a plain 2d. Enemy characters roll too; meeting the enemies' best (their
 * monsters' highest fixed value or their characters' best roll) wins, ties to the PCs.
 * INIT-04: in an ambush the monsters act first without a roll and surprised PCs take −2 to everything
 * until their next turn.
 */
export function rollInitiative(state: Parameters<typeof sideMembers>[0], ev: Ev<"rollInitiative">): Handled {
  for (const id of ev.ambush?.surprised ?? []) {
    const c = findCombatant(state, id);
    if (c?.side !== "pc") return hard(malformed("Combat.UnknownCombatant", `no PC with id ${id}`));
  }
  return legal(
    [
      state.phase !== "setup"
        ? violation("INIT-03", "Combat.InitiativeOnce", "initiative is settled once, at the start")
        : null,
    ],
    (draft, dice) => {
      const monsterValue = monsterInitiative(draft);
      const log: LogEntry[] = [];
      if (ev.ambush) {
        for (const id of ev.ambush.surprised) {
          findCombatant(draft, id)?.penalties.push({ target: "allChecks", value: -2, source: "ambush" });
        }
        draft.initiative = { winner: "enemy", ambush: true, partyResult: null, monsterValue };
        log.push(entry("ambush", { surprised: [...ev.ambush.surprised] }));
      } else {
        let best: number;
        let autoWin = false;
        let autoLose = false;
        if (ev.total !== undefined) best = ev.total;
        else {
          // INIT-03: who rolls is decided by kind: characters roll, monsters have a fixed value, which counts
          // as an allied monster's result as it is (never 2d + value).
          const pcs = sideMembers(draft, "pc").filter((c) => canFight(c));
          const rollers = pcs.filter((c) => rollsInitiative(c) && c.initiative !== undefined);
          const fixed = pcs
            .filter((c) => !rollsInitiative(c) && c.initiative !== undefined)
            .map((c) => c.initiative as number);
          const checks = (rollers.length > 0 || fixed.length > 0 ? rollers : [null]).map((c) => {
            const check = check2d({ modifier: c?.initiative ?? 0 }, dice);
            log.push(
              entry("initiativeRoll", {
                actorId: c?.id ?? null,
                dice: check.dice.join("+"),
                result: check.total,
              }),
            );
            return check;
          });
          // ROLL-01: a 1-1 is an automatic failure, never the party's best result.
          const results = [...checks.filter((c) => !c.autoFailure).map((c) => c.total), ...fixed];
          best = results.length > 0 ? Math.max(...results) : Math.max(...checks.map((c) => c.total));
          autoWin = checks.some((c) => c.autoSuccess);
          autoLose = results.length === 0;
        }
        // INIT-03: character-type NPCs among the enemies roll too (after the party), the best result joining the
        // monsters' fixed values; their 1-1 counts for nothing, their 6-6 wins unless the party also rolled one.
        const enemyRolls = sideMembers(draft, "enemy")
          .filter((c) => canFight(c) && rollsInitiative(c) && c.initiative !== undefined)
          .map((c) => {
            const check = check2d({ modifier: c.initiative ?? 0 }, dice);
            log.push(
              entry("initiativeRoll", { actorId: c.id, dice: check.dice.join("+"), result: check.total }),
            );
            return check;
          });
        const enemyResults = [
          ...(monsterValue === null ? [] : [monsterValue]),
          ...enemyRolls.filter((c) => !c.autoFailure).map((c) => c.total),
        ];
        const enemyValue = enemyResults.length > 0 ? Math.max(...enemyResults) : null;
        const enemyAuto = enemyRolls.some((c) => c.autoSuccess);
        const pcWins = autoWin || (!enemyAuto && !autoLose && (enemyValue === null || best >= enemyValue));
        draft.initiative = {
          winner: pcWins ? "pc" : "enemy",
          ambush: false,
          partyResult: best,
          monsterValue: enemyValue,
        };
      }
      draft.phase = "placement";
      draft.placing = draft.initiative.winner;
      log.push(
        entry("initiativeWon", {
          side: draft.initiative.winner,
          partyResult: draft.initiative.partyResult,
          monsterValue: draft.initiative.monsterValue,
        }),
      );
      return log;
    },
  );
}
