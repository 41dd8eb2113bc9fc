/**
 * The character sheet's actions that load on the first click (lazy-actions.ts): the creation and palette
 * actions of the Records tab, and the race abilities' HP Conversion and form buttons.
 */
import { lazyActions } from "./lazy-actions.js";
import type * as Records from "./records-actions.js";

/** records-actions.ts's RECORDS_ACTIONS, each loaded on its first click. */
export const RECORDS_ACTIONS = lazyActions(
  () => import("./records-actions.js").then((loaded) => loaded.RECORDS_ACTIONS),
  {
    rollStartingAbilities: true,
    undoStartingRoll: true,
    chooseBirth: true,
    paletteRoll: true,
    paletteOdds: true,
    openPalette: true,
    copyPalette: true,
    useDefaultPalette: true,
  } satisfies Record<keyof typeof Records.RECORDS_ACTIONS, true>,
);

/** race-actions.ts's HP Conversion and race form buttons. */
export const { onHpConversion, onRaceForm } = lazyActions(() => import("./race-actions.js"), {
  onHpConversion: true,
  onRaceForm: true,
});
