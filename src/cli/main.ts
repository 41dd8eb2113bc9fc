/** Entry point of the `sw25` command. Returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  console.log(argv.join(" "));
  return 0;
}
