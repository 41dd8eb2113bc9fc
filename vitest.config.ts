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

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    // Starting Chromium (beforeAll of the browser suites) can take over 10 s on a loaded machine.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "foundry-13", include: ["test/**/*.test.ts"], env: { SW25_FOUNDRY_GENERATION: "13" } },
      },
      {
        extends: true,
        test: { name: "foundry-14", include: BOTH_GENERATIONS, env: { SW25_FOUNDRY_GENERATION: "14" } },
      },
    ],
  },
});
