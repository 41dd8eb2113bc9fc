/** `sw25 scenario FILE [--json]`: runs a battle scenario through the combat reducer. Returns the exit code. */
export async function runScenarioCommand(argv: string[]): Promise<number> {
  console.error(`sw25 scenario: not implemented yet (${argv.join(" ")})`);
  return 2;
}
