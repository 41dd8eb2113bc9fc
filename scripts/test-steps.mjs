/**
 * The steps of `npm test` (scripts/test.mjs): checks that run beside the test files, their output held, then a
 * last step that runs alone. Kept apart from the script so a test can drive it with small commands.
 */
import { spawn } from "node:child_process";

/**
 * Runs one command. `held`: its output (stdout and stderr, in order) is kept and returned; otherwise it streams
 * to this process's. Never rejects: a command that cannot start is a failed step with the reason as its output.
 * @param {{ label: string, command: string, args: string[], held?: boolean, cwd?: string }} step
 * @returns {Promise<{ label: string, code: number, output: string, seconds: number }>}
 */
export function runStep({ label, command, args, held = false, cwd }) {
  const started = Date.now();
  const chunks = [];
  const done = (code) => ({
    label,
    code,
    output: Buffer.concat(chunks).toString(),
    seconds: (Date.now() - started) / 1000,
  });
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
      env: held ? { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" } : process.env,
    });
    if (held) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("error", (error) => {
      chunks.push(Buffer.from(`could not start ${command}: ${error.message}\n`));
      resolve(done(1));
    });
    child.on("close", (code, signal) => resolve(done(code ?? (signal ? 1 : 0))));
  });
}

/**
 * Runs `beside` (held) and `main` (streamed) at the same time; prints each held step's block (label, verdict,
 * seconds, output) once `main` is done; then, only if all passed, runs `last` alone, streamed.
 * @param {{ beside: object[], main: object, last?: object, print?: (text: string) => void }} plan
 * @returns {Promise<{ code: number, results: object[] }>} code 0 only when every step that ran passed
 */
export async function runSteps({ beside, main, last, print = (text) => console.log(text) }) {
  const side = beside.map((step) => runStep({ ...step, held: true }));
  const mainResult = await runStep({ ...main, held: false });
  const results = [...(await Promise.all(side)), mainResult];
  for (const result of results.slice(0, -1)) {
    const verdict = result.code === 0 ? "passed" : `FAILED (exit ${result.code})`;
    print(`\n── ${result.label}: ${verdict} in ${result.seconds.toFixed(0)} s ──`);
    if (result.output.trim() !== "") print(result.output.trimEnd());
  }
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) {
    print(
      `\nnpm test: ${failed.map((result) => result.label).join(", ")} failed${last ? `; ${last.label} was not run` : ""}.`,
    );
    return { code: 1, results };
  }
  if (last) results.push(await runStep({ ...last, held: false }));
  print(
    `\nnpm test: ${results.map((result) => `${result.label} ${result.seconds.toFixed(0)} s`).join(", ")}.`,
  );
  return { code: results.every((result) => result.code === 0) ? 0 : 1, results };
}
