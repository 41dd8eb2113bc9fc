/**
 * The system bundle booted on the fake Foundry up to `setup`, for a test file's beforeAll: the fake installed,
 * the bundle evaluated with its console.log silenced, init, i18nInit and setup fired, and a temporary bundle
 * removed once it is loaded. (boot.test.ts boots on its own: it also fires `ready` and keeps console errors.)
 */
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { vi } from "vitest";
import { type BootRecord, installFakeFoundry } from "./fake-foundry.js";
import { currentBundle, evaluateBundle, ROOT } from "./load-bundle.js";

export async function bootBundle(): Promise<BootRecord> {
  const bundle = await currentBundle();
  const record = installFakeFoundry(ROOT);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await evaluateBundle(bundle.file);
    const { callAll } = (globalThis as unknown as { Hooks: { callAll(name: string): void } }).Hooks;
    for (const name of ["init", "i18nInit", "setup"]) callAll(name);
  } finally {
    log.mockRestore();
    if (!bundle.fromDist) rmSync(dirname(bundle.file), { recursive: true, force: true });
  }
  return record;
}
