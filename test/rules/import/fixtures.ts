import { readFileSync } from "node:fs";
import { join } from "node:path";

const dir = join(import.meta.dirname, "../../fixtures/ytsheet2");

/** The text of an invented ytsheet2 sample (test/fixtures/ytsheet2/NAME.json). */
export function fixtureText(name: "character" | "monster" | "mount" | "character-records"): string {
  return readFileSync(join(dir, `${name}.json`), "utf8");
}

export function fixture(
  name: "character" | "monster" | "mount" | "character-records",
): Record<string, string> {
  return JSON.parse(fixtureText(name)) as Record<string, string>;
}

/** The fixture with some fields changed (undefined deletes), as file text. */
export function variant(
  name: "character" | "monster" | "mount" | "character-records",
  change: Record<string, string | undefined>,
): string {
  const sheet: Record<string, string | undefined> = { ...fixture(name), ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete sheet[key];
  return JSON.stringify(sheet);
}
