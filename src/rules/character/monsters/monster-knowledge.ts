/** Monster Knowledge: what a check result identifies, and what a viewer sees of a monster. */
import type { CheckResult } from "../../dice/check.js";

export interface KnowledgeOutcome {
  readonly identified: boolean;
  readonly weaknessRevealed: boolean;
}

/**
 * Monster Knowledge: a result ≥ Reputation identifies the monster; ≥ Weakness also reveals its weak point
 * (facts §5, INIT-02). 6-6 succeeds and 1-1 fails whatever the numbers (ROLL-01); our reading is that an
 * automatic success reaches both numbers.
 */
export function knowledgeOutcome(
  check: Pick<CheckResult, "total" | "autoSuccess" | "autoFailure">,
  reputation: number,
  weakness: number,
): KnowledgeOutcome {
  if (check.autoFailure) return { identified: false, weaknessRevealed: false };
  if (check.autoSuccess) return { identified: true, weaknessRevealed: true };
  return { identified: check.total >= reputation, weaknessRevealed: check.total >= weakness };
}

export interface MonsterIdentity {
  readonly name: string;
  readonly unidentifiedName: string;
  readonly identified: boolean;
  readonly weaknessKnown: boolean;
}

export interface MonsterView {
  /** The name to show; null means "show the localized unknown-monster label". */
  readonly name: string | null;
  /** Whether the stat block (values, skills, loot) may be shown. */
  readonly showStats: boolean;
  readonly showWeakPoint: boolean;
}

/** What a viewer sees of a monster: GMs see all; players see the real name only once it is identified. */
export function monsterView(monster: MonsterIdentity, isGM: boolean): MonsterView {
  if (isGM || monster.identified)
    return { name: monster.name, showStats: true, showWeakPoint: isGM || monster.weaknessKnown };
  const alias = monster.unidentifiedName.trim();
  return { name: alias === "" ? null : alias, showStats: false, showWeakPoint: false };
}
