// One readable English line per roll, in BCDice's shape: `K20+5@9 > 2D:[6,6 3,4]=12,7 > 10,5+5 > 1 critical > 20`.
import type { Notation, NotationRoll } from "./notation.js";

function signed(n: number): string {
  return n === 0 ? "" : n > 0 ? `+${n}` : `${n}`;
}

function powerLine(n: Notation & { kind: "power" }, r: NotationRoll): string {
  const dice = r.rolls.map((s) => `${s.dice[0]},${s.dice[1]}`).join(" ");
  const sums = r.rolls.map((s) => s.sum).join(",");
  const values = r.rolls.map((s) => (s.sum > 2 ? String(s.value) : "**")).join(",");
  const parts = [n.text, `2D:[${dice}]=${sums}`];
  if (r.fumble) return [...parts, values, "automatic failure"].join(" > ");
  let expr = `${values}${signed(n.spec.modifier)}`;
  const perCritical = n.spec.extraPerCritical ?? 0;
  if (perCritical !== 0 && r.criticals > 0) expr += `+${perCritical}*${r.criticals}`;
  const scaling = n.spec.scaling;
  if (scaling) {
    const op = scaling.kind === "half" ? "/2" : scaling.kind === "oneAndHalf" ? "*1.5" : "*2";
    expr = `(${expr})${op}${signed(scaling.after)}`;
  }
  parts.push(expr);
  if (r.criticals > 0) parts.push(`${r.criticals} critical${r.criticals > 1 ? "s" : ""}`);
  parts.push(String(r.total));
  return parts.join(" > ");
}

function checkLine(n: Notation, r: NotationRoll, modifier: number): string {
  const natural = r.rolls.reduce((s, g) => s + g.sum, 0);
  const groups = r.rolls.map((g) => `[${g.dice[0]},${g.dice[1]}]`).join("");
  const parts = [`(${n.text.toUpperCase()})`, `${natural}${groups}${signed(modifier)}`, String(r.total)];
  if (r.fumble) parts.push("automatic failure");
  else if (r.critical) parts.push("automatic success");
  else if (r.superSuccess) parts.push("super success");
  else if (r.success !== null) parts.push(r.success ? "success" : "failure");
  return parts.join(" > ");
}

/** The line the CLI prints (English, like BCDice's Japanese output). */
export function formatRoll(n: Notation, r: NotationRoll): string {
  if (n.kind === "power") return powerLine(n, r);
  if (n.kind === "druid") {
    const roll = r.rolls[0];
    const dice = roll ? `2D[${roll.dice[0]},${roll.dice[1]}]=${roll.sum}` : "";
    return [n.text, dice, `${roll?.value ?? 0}${signed(n.druid.modifier)}`, r.total].join(" > ");
  }
  if (n.kind === "plain") {
    const parts = [`(${n.text.toUpperCase()})`, `${r.total}[${r.faces.join(",")}]`, String(r.total)];
    if (r.success !== null) parts.push(r.success ? "success" : "failure");
    return parts.join(" > ");
  }
  return checkLine(n, r, n.check.modifier);
}
