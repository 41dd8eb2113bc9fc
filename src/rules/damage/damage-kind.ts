/**
 * What kind of damage (or healing) is being applied; it decides which steps of the pipeline work. DMG-01
 * - physical: weapons, monster attacks, falls; reduced by Defense.
 * - magical: spells and special effects; Defense does not reduce it.
 * - gun: magical damage that is evaded instead of resisted: never halved, ignores Defense. DMG-08
 * - certain: a fixed amount the GM or a unique skill imposes; no halving, increases or reductions.
 * - healing: HP/MP recovery read from the power table.
 */
export type DamageKind = "physical" | "magical" | "gun" | "certain";
export type EffectKind = DamageKind | "healing";

export const DAMAGE_KINDS: readonly DamageKind[] = ["physical", "magical", "gun", "certain"];

/** Guns shoot bullets of compressed mana: the damage counts as magical. DMG-01, DMG-08 */
export function isMagicalDamage(kind: EffectKind): boolean {
  return kind === "magical" || kind === "gun";
}

/**
 * Whether a successful resistance may halve it. Guns are evaded, not resisted (DMG-08);
 * certain damage is applied as is; healing has nothing to resist.
 */
export function canBeHalved(kind: EffectKind): boolean {
  return kind === "physical" || kind === "magical";
}
