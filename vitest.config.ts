import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

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

/**
 * The test files with no global state (no fake Foundry, no globals, no mocks left behind: the pure rules, the
 * CLI driven in-process, the scenarios, the docs' and words' checks). They run in one project with
 * `isolate: false`: a worker keeps the modules it loaded for the next file instead of loading the engine again
 * for each, which halves these files' processor time (test/rules: 171 → 82 s of CPU in one loaded A/B run).
 * Checked independent by running them in a shuffled order (`--sequence.shuffle.files`, two seeds). One rules
 * file stays isolated: the settling property test's dry runs took three times as long after other files had
 * run in the same worker (17 → 50 s on a loaded machine, past its time limit), where the others took as long.
 */
const SHARED_MODULES = [
  "test/rules/*.test.ts",
  "test/rules/{character,damage,dice,import}/**/*.test.ts",
  "test/rules/combat/*.test.ts",
  "test/rules/combat/{turn,environment,sections-and-mounts,simplified}/**/*.test.ts",
  "test/rules/combat/standard/!(settled).test.ts",
  "test/cli/**/*.test.ts",
  "test/scenarios/**/*.test.ts",
  "test/scripts/**/*.test.ts",
  "test/docs.test.ts",
  "test/docs-ja.test.ts",
  "test/glossary.test.ts",
  "test/japanese-punctuation.test.ts",
  "test/lang.test.ts",
  "test/words.test.ts",
  // The browser tests: templates rendered in Node, shown in the run's one Chromium. The two that build a data
  // model's schema set `globalThis.foundry` for the import and put it back (test/browser/schema-walk.ts).
  // Shared modules took the folder from 275 to 225 s and its processor time from 257 to 161 s (one idle A/B).
  "test/browser/**/*.test.ts",
];

/**
 * A run that names the `foundry-13` project (`npx vitest run --project foundry-13 test/rules/character`, the
 * quick loop) finds every file there, as it always has, each file isolated; a run that does not name it
 * (`npm test`, `npx vitest run test/rules`) runs the files above in the shared-modules project instead.
 */
const NAMED_PROJECTS = process.argv.flatMap((arg, index, args) =>
  arg === "--project" ? [args[index + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
);
const NAMES_FOUNDRY_13 = NAMED_PROJECTS.some((name) => name.includes("foundry-13"));

/** What every project runs with (each project lists it: the root's global set-up must run once, not per project). */
const COMMON = {
  environment: "node",
  // Worker threads, not child processes: an isolated file starts in a new thread of the vitest process instead
  // of a new Node process, and the modules it asks for travel within the process. The fake-Foundry tests
  // (test/system, 120 files, each isolated) took 94 s and 160 s of CPU in child processes, 65 s and 108 s in
  // threads (one A/B on the same tree); the whole npm test came down to five minutes with it.
  pool: "threads",
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
          exclude: NAMES_FOUNDRY_13 ? configDefaults.exclude : [...configDefaults.exclude, ...SHARED_MODULES],
          env: { SW25_FOUNDRY_GENERATION: "13" },
        },
      },
      {
        test: {
          ...COMMON,
          name: "shared-modules",
          include: SHARED_MODULES,
          isolate: false,
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
