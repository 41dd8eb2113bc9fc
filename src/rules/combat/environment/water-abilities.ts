/**
 * Which water abilities a combatant's ability names grant (Underwater, Water Breathing, Gentle Water), apart from
 * the environment's event handlers so the Foundry layer can read them at world load without loading the reducer.
 */

/** ENV-09: abilities named "Underwater" (水中), and the Elf's Gentle Water (優しき水). */
const UNDERWATER_ABILITY = /underwater|水中|gentle water|優しき水/i;
/** ENV-05/06: water breathing (水中呼吸) named in an ability. */
const WATER_BREATHING = /water ?breathing|水中呼吸/i;

/**
 * ENV-05/06/09 (our reading: the rule names them, "Underwater-named abilities"): the water abilities among
 * ability names, one ability per name or per entry of a list ("A / B", "A、B"). "Water Breathing" (水中呼吸)
 * only breathes (no breath count, speech and casting); any other name holding "Underwater" / 水中 or
 * "Gentle Water" / 優しき水 lifts every underwater limit.
 */
export function waterAbilitiesFromNames(names: readonly string[]): {
  underwaterAbility?: true;
  waterBreathing?: true;
} {
  const abilities = names.flatMap((n) => n.split(/[\n/／,、・;]/)).map((n) => n.trim());
  const breathing = abilities.some((n) => WATER_BREATHING.test(n));
  const underwater = abilities.some((n) => !WATER_BREATHING.test(n) && UNDERWATER_ABILITY.test(n));
  return {
    ...(underwater ? { underwaterAbility: true as const } : {}),
    ...(breathing ? { waterBreathing: true as const } : {}),
  };
}
