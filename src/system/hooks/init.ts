export const SYSTEM_ID = "swordworld25";

/** Registers everything Foundry needs during `init`. Sheets, data models and combat hook in here. */
export function registerInitHooks(): void {
  Hooks.once("init", () => {
    console.log(`${SYSTEM_ID} | Initializing Sword World 2.5`);
  });
}
