import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Every test runs against the fake Foundry v13; the tests that boot the bundle in the fake Foundry (and the
 * workflow tests that drive it) run a second time against the fake v14 (test/system/boot/fake-foundry.ts reads
 * SW25_FOUNDRY_GENERATION). Issue 22: the boot and workflow tests pass in both generations.
 */
const BOTH_GENERATIONS = [
  "test/system/boot.test.ts",
  "test/system/boot-runtime.test.ts",
  "test/system/boot-engine-load.test.ts",
  "test/system/apply-card-forgery.test.ts",
  "test/system/apply-undo.test.ts",
  "test/system/import-schema.test.ts",
  "test/system/records-actions.test.ts",
  "test/system/certainty-cast.test.ts",
  "test/system/combat/canvas/movement-contract.test.ts",
  "test/system/effect-expiry.test.ts",
  "test/system/migrations/effect-shape-core.test.ts",
  "test/system/roll-mode.test.ts",
  "test/system/table-clients.test.ts",
  "test/system/party-sheet.test.ts",
  "test/system/dice-on-cards.test.ts",
];

/** What every project runs with (each project lists it: the root's global set-up must run once, not per project). */
const COMMON = {
  environment: "node",
  testTimeout: 30_000,
  // Starting Chromium (beforeAll of the browser suites) can take over 10 s on a loaded machine.
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    ...COMMON,
    // Two test files at a time even on two cores (vitest's default there is one: cores - 1): a file spends much
    // of its time waiting on Chromium, the shared build or a child process, and the other core idles meanwhile.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // Once per run: the skip notices (no ../shared, no Chromium, no CJK font), said when the run ends.
    globalSetup: ["test/global-setup.ts"],
    projects: [
      {
        test: {
          ...COMMON,
          name: "foundry-13",
          include: ["test/**/*.test.ts"],
          env: { SW25_FOUNDRY_GENERATION: "13" },
        },
      },
      {
        test: {
          ...COMMON,
          name: "foundry-14",
          include: BOTH_GENERATIONS,
          env: { SW25_FOUNDRY_GENERATION: "14" },
        },
      },
    ],
  },
});
