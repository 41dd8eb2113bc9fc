// `sw25 roll "<notation>" [--dice 5,5,3,4] [--flip] [--json]` and `sw25 roll --batch FILE --json`.
import { type FlipRecord, flipNotationRoll } from "../rules/dice/change-fate.js";
import { type DiceSource, fixedDice, randomDice } from "../rules/dice/dice-source.js";
import { type Notation, type NotationRoll, parseNotation, rollNotation } from "../rules/dice/notation.js";
import { formatRoll } from "../rules/dice/notation-format.js";
import { fail, ok, type Result } from "../rules/errors.js";
import { type Translator, translator } from "./i18n.js";
import { argText, type CliIo, isArgProblem, parseArgs, stripBom } from "./io.js";
import { withNotationHint } from "./notation-hint.js";
import { localizeRollLine } from "./roll-line.js";

export const ROLL_USAGE = `usage: sw25 roll "<notation>" [--dice 5,5,3,4] [--flip] [--json]
       sw25 roll --batch FILE --json   (FILE: [{"notation": "K20+5", "dice": [5, 5, 3, 4], "flip": false}, ...])
       --flip: Change Fate (運命変転): the last 2d rolled is turned over (1↔6, 2↔5, 3↔4) and read again`;

/** The JSON contract of one roll. */
export interface RollJson {
  notation: string;
  ok: boolean;
  total: number | null;
  rolls: { dice: [number, number]; value: number }[];
  critical: boolean;
  fumble: boolean;
  success: boolean | null;
  failure: boolean | null;
  experience: number;
  error: string | null;
  /** Only with --flip: the 2d turned over (its place among the 2d rolled, the dice before and after). */
  flipped?: {
    index: number;
    from: [number, number];
    to: [number, number];
    /** What the turned-over 2d are for any check, target or none: 6-6 an automatic success, 1-1 a failure. */
    automatic: "success" | "failure" | null;
  } | null;
}

/** Reads dice values for a fixed source: whole numbers 1..6 only. */
export function checkDiceValues(values: readonly unknown[]): Result<number[]> {
  for (const [index, value] of values.entries()) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 6)
      return fail(
        "DiceValueInvalid",
        `dice value #${index + 1} (${String(value)}) is not a whole number 1..6`,
        {
          params: { index: index + 1, value: String(value) },
        },
      );
  }
  return ok(values as number[]);
}

function parseDiceList(text: string): Result<number[]> {
  const parts = text.split(",").map((p) => p.trim());
  return checkDiceValues(parts.map((p) => (/^-?\d+$/.test(p) ? Number(p) : p)));
}

export function toRollJson(notation: string, result: Result<NotationRoll>): RollJson {
  if (!result.ok)
    return {
      notation,
      ok: false,
      total: null,
      rolls: [],
      critical: false,
      fumble: false,
      success: null,
      failure: null,
      experience: 0,
      error: result.error.message,
    };
  const r = result.value;
  return {
    notation,
    ok: true,
    total: r.total,
    rolls: r.rolls.map((s) => ({ dice: [s.dice[0], s.dice[1]], value: s.value })),
    critical: r.critical,
    fumble: r.fumble,
    success: r.success,
    failure: r.failure,
    experience: r.experience,
    error: null,
  };
}

interface Rolled {
  notation: Notation;
  roll: NotationRoll;
  /** With --flip: the roll as rolled, before its last 2d was turned over. */
  before?: NotationRoll;
  flip?: FlipRecord;
}

function rollWith(text: string, dice: Result<number[]> | null, flip = false): Result<Rolled> {
  if (dice && !dice.ok) return dice;
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const source: DiceSource = dice ? fixedDice(dice.value) : randomDice();
  // Every d6 the roll takes, in order, so --flip can turn the last two over and read the roll again.
  const taken: number[] = [];
  const recording: DiceSource = {
    d6: () => {
      const d = source.d6();
      taken.push(d);
      return d;
    },
  };
  const roll = rollNotation(parsed.value, recording);
  if (!roll.ok) return roll;
  if (!flip) return ok({ notation: parsed.value, roll: roll.value });
  const flipped = flipNotationRoll(parsed.value, roll.value, taken, source);
  if (!flipped.ok) return flipped;
  return ok({
    notation: parsed.value,
    roll: flipped.value.roll,
    before: roll.value,
    flip: flipped.value.flip,
  });
}

/** 6-6 is an automatic success and 1-1 an automatic failure for every 2d check, whatever its target. */
function automaticOf(dice: readonly number[]): "success" | "failure" | null {
  if (dice[0] === 6 && dice[1] === 6) return "success";
  if (dice[0] === 1 && dice[1] === 1) return "failure";
  return null;
}

function flipJson(flip: FlipRecord | undefined): RollJson["flipped"] {
  return flip
    ? {
        index: flip.index,
        from: [flip.from[0], flip.from[1]],
        to: [flip.to[0], flip.to[1]],
        automatic: automaticOf(flip.to),
      }
    : null;
}

function rollResult(r: Result<Rolled>): Result<NotationRoll> {
  return r.ok ? ok(r.value.roll) : r;
}

/** One batch entry; a bug in one entry must not lose the results of the others. */
function batchEntry(entry: unknown): RollJson {
  try {
    return rollEntry(entry);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const notation = (entry as { notation?: unknown } | null)?.notation;
    return toRollJson(
      typeof notation === "string" ? notation : "",
      fail("InternalError", `internal error: ${message}`, { params: { message } }),
    );
  }
}

function rollEntry(entry: unknown): RollJson {
  if (
    typeof entry !== "object" ||
    entry === null ||
    typeof (entry as { notation?: unknown }).notation !== "string"
  )
    return toRollJson(
      String((entry as { notation?: unknown })?.notation ?? ""),
      fail("BatchEntryInvalid", 'each entry needs a "notation" string'),
    );
  const { notation, dice, flip } = entry as { notation: string; dice?: unknown; flip?: unknown };
  if (dice !== undefined && !Array.isArray(dice))
    return toRollJson(notation, fail("BatchEntryInvalid", '"dice" must be an array of numbers 1..6'));
  const rolled = rollWith(notation, dice === undefined ? null : checkDiceValues(dice), flip === true);
  const json = toRollJson(notation, rollResult(rolled));
  return flip === true ? { ...json, flipped: rolled.ok ? flipJson(rolled.value.flip) : null } : json;
}

async function runBatch(file: string, io: CliIo): Promise<number> {
  let entries: unknown;
  try {
    entries = JSON.parse(stripBom(await io.readFile(file)));
  } catch (error) {
    const reason = error instanceof SyntaxError ? "is not valid JSON" : "cannot be read";
    io.out(JSON.stringify({ ok: false, error: `batch file ${file} ${reason}` }));
    return 1;
  }
  if (!Array.isArray(entries)) {
    io.out(JSON.stringify({ ok: false, error: `batch file ${file} must hold a JSON array` }));
    return 1;
  }
  // Streamed: one entry per line as it is rolled, never the whole output held at once (a million rolls).
  io.out("[");
  for (const [i, entry] of entries.entries()) {
    io.out(`${JSON.stringify(batchEntry(entry))}${i < entries.length - 1 ? "," : ""}`);
    if (i % 1024 === 1023) await io.drain?.();
  }
  io.out("]");
  return 0;
}

/** Returns the exit code: 0 rolled, 1 the roll failed (bad notation, dice), 2 usage error. */
export async function runRollCommand(
  argv: readonly string[],
  io: CliIo,
  tr: Translator = translator("en"),
): Promise<number> {
  const args = parseArgs(argv, ["dice", "batch"]);
  if (isArgProblem(args)) {
    io.err(`${argText(args, tr)}\n${ROLL_USAGE}`);
    return 2;
  }
  const json = args.flags.get("json") === true;
  const unknown = [...args.flags.keys()].filter((k) => !["dice", "batch", "json", "flip"].includes(k));
  if (unknown.length > 0) {
    io.err(`${tr.t("SW25.Cli.Args.UnknownOption", { name: unknown[0] as string })}\n${ROLL_USAGE}`);
    return 2;
  }
  const batch = args.flags.get("batch");
  if (typeof batch === "string") {
    if (args.positional.length > 0 || args.flags.has("dice") || args.flags.has("flip")) {
      io.err(`${tr.t("SW25.Cli.Args.BatchAlone")}\n${ROLL_USAGE}`);
      return 2;
    }
    return runBatch(batch, io);
  }
  const notation = args.positional[0];
  if (notation === undefined || args.positional.length > 1) {
    io.err(ROLL_USAGE);
    return 2;
  }
  // An option typed inside the quotes ("K20 --dice 5,5") would be read as a comment and the roll made with
  // random dice: refused, so nobody believes the dice were fed.
  const quotedOption = notation
    .trim()
    .split(/\s+/)
    .slice(1)
    .find((word) => /^--?[a-z]/i.test(word));
  if (quotedOption !== undefined) {
    io.err(`sw25 roll: ${tr.t("SW25.Cli.Roll.QuotedOption", { option: quotedOption })}`);
    return 2;
  }
  const diceText = args.flags.get("dice");
  const flip = args.flags.get("flip") === true;
  const result = rollWith(notation, typeof diceText === "string" ? parseDiceList(diceText) : null, flip);
  if (json) {
    const rolled = toRollJson(notation, rollResult(result));
    io.out(
      JSON.stringify(flip ? { ...rolled, flipped: result.ok ? flipJson(result.value.flip) : null } : rolled),
    );
  } else if (result.ok) {
    const { notation: parsed, roll, before, flip: turned } = result.value;
    // The roll as rolled, then the Change Fate line and the roll read again.
    if (before && turned) {
      // A sum with no target is not judged (as BCDice), so the Change Fate line says what the turned-over
      // 2d are for a check: 6-6 an automatic success, 1-1 an automatic failure.
      const automatic = roll.success === null ? automaticOf(turned.to) : null;
      const noteText =
        automatic === "success"
          ? tr.t("SW25.Cli.Roll.FlippedSuccess")
          : automatic === "failure"
            ? tr.t("SW25.Cli.Roll.FlippedFailure")
            : "";
      // Japanese full-width brackets take no space before them.
      const note = noteText === "" || noteText.startsWith("（") ? noteText : ` ${noteText}`;
      io.out(
        `${localizeRollLine(formatRoll(parsed, before), tr)}\n${tr.t("SW25.Cli.Roll.Flipped", {
          from: turned.from.join(","),
          to: turned.to.join(","),
        })}${note}`,
      );
    }
    io.out(localizeRollLine(formatRoll(parsed, roll), tr) + commentOf(notation, tr));
  } else io.err(`sw25 roll: ${withNotationHint(result.error, "roll", tr)}`);
  return result.ok ? 0 : 1;
}

/**
 * BCDice reads text after the first blank as a comment, so "K20 + 5" rolls K20: kept for parity, but the
 * comment is echoed so nobody believes the "+ 5" was added.
 */
function commentOf(notation: string, tr: Translator): string {
  const comment = notation.trim().split(/\s+/).slice(1).join(" ");
  return comment === "" ? "" : `  ${tr.t("SW25.Cli.Roll.Comment", { comment })}`;
}
