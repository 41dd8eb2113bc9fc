/** A `sw25`-system character's techniques (練技, 呪歌, 鼓咆 and the other kinds) → our technique items. */
import { TECHNIQUE_CLASS, type TechniqueKind } from "../../character/techniques/techniques.js";
import type { ItemSource } from "../types.js";
import { description, type ForeignItem, MAX_LEVEL } from "./foreign-item.js";
import { TECHNIQUE_TYPES } from "./names.js";
import type { DocReader, Obj } from "./reader.js";

/** Their five action-type check boxes → our technique timing (combat preparation counts as declared). */
function timing(r: DocReader, s: Obj, p: string): "passive" | "declared" | "minor" | "major" {
  if (r.bool(s, "main", `${p}.main`)) return "major";
  if (r.bool(s, "aux", `${p}.aux`)) return "minor";
  if (r.bool(s, "decla", `${p}.decla`) || r.bool(s, "prep", `${p}.prep`)) return "declared";
  if (r.bool(s, "constant", `${p}.constant`)) return "passive";
  return "minor";
}

/**
 * What using it costs, from the field each item type keeps it in: MP (練技 and others), the Bard's notes
 * (upcost / downcost / charmcost), the War Leader's 陣気 (cost), the Geomancer's 命脈点 (mincost), an
 * alchemist's cards (one count per colour; the rank is not stored there: B), HP (操気, basehpcost).
 */
function techniqueCost(r: DocReader, item: ForeignItem) {
  const s = item.system;
  const p = item.path;
  const num = (key: string) => r.int(s, key, `${p}.${key}`, 0, { min: 0, max: 1000 });
  const none = { amount: 0, resource: "none", cardColour: "red", cardRank: "B" };
  const of = (amount: number, resource: string, cardColour = "red") =>
    amount > 0 ? { amount, resource, cardColour, cardRank: "B" } : none;
  switch (item.type) {
    case "enhancearts":
    case "barbarousskill":
    case "otherfeature":
      return of(num("basempcost"), "mp");
    case "magicalsong": {
      const notes = [
        ["upcost", "songUp"],
        ["downcost", "songDown"],
        ["charmcost", "songHeart"],
      ] as const;
      const paid = notes.find(([key]) => num(key) > 0);
      return paid ? of(num(paid[0]), paid[1]) : none;
    }
    case "tactics":
      return of(num("cost"), "morale");
    case "phasearea":
      return of(num("mincost"), "lifePoints");
    case "essenceweave":
      return of(num("basehpcost"), "hp");
    case "alchemytech": {
      const colour = ["red", "green", "black", "white", "gold"].find((c) => num(c) > 0);
      return colour ? of(num(colour), "card", colour) : none;
    }
    default:
      return none;
  }
}

/**
 * Their free `time` text → our duration: "3ラウンド" 3 rounds, "10秒（1ラウンド）" 1 round, "1分" 1 minute,
 * "一瞬" / "" / 0 instant; anything else instant, named in a warning.
 */
function techniqueDuration(r: DocReader, item: ForeignItem): { value: number; units: string } {
  const raw = r.text(item.system, "time", `${item.path}.time`);
  const t = raw.normalize("NFKC").replace(/\s+/g, "");
  const instant = { value: 1, units: "instant" };
  if (t === "" || t === "0" || t === "-" || t === "一瞬" || t === "瞬間") return instant;
  const rounds = /(\d{1,3})ラウンド/.exec(t);
  if (rounds) return { value: Math.max(1, Number.parseInt(rounds[1] ?? "1", 10)), units: "rounds" };
  const minutes = /^(\d{1,3})分/.exec(t);
  if (minutes) return { value: Math.max(1, Number.parseInt(minutes[1] ?? "1", 10)), units: "minutes" };
  const seconds = /^(\d{1,4})秒$/.exec(t);
  if (seconds) {
    const n = Number.parseInt(seconds[1] ?? "0", 10);
    if (n >= 10 && n % 10 === 0) return { value: n / 10, units: "rounds" };
  }
  if (/^次の手番/.test(t)) return { value: 1, units: "untilNextTurn" };
  if (/^(?:1)?シーン/.test(t)) return { value: 1, units: "scene" };
  r.warn(
    "Foundry.TechniqueDuration",
    `${item.name}: the duration "${raw.trim()}" could not be read: instant`,
    {
      name: item.name,
      value: raw.trim(),
    },
  );
  return instant;
}

/** What using it gains: a 呪歌's notes (up/down/charm get, add, cond), a 鼓咆's 陣気 (get). */
function techniqueGain(r: DocReader, item: ForeignItem) {
  const s = item.system;
  const p = item.path;
  const num = (key: string) => r.int(s, key, `${p}.${key}`, 0, { min: 0, max: 1000 });
  const none = { amount: 0, resource: "none", threshold: 0, bonus: 0 };
  if (item.type === "magicalsong") {
    const kinds = [
      ["up", "songUp"],
      ["down", "songDown"],
      ["charm", "songHeart"],
    ] as const;
    const got = kinds.find(([k]) => num(`${k}get`) > 0);
    return got
      ? {
          amount: num(`${got[0]}get`),
          resource: got[1],
          threshold: num(`${got[0]}cond`),
          bonus: num(`${got[0]}add`),
        }
      : none;
  }
  if (item.type === "tactics" && num("get") > 0)
    return { amount: num("get"), resource: "morale", threshold: 0, bonus: 0 };
  return none;
}

export function techniqueItem(r: DocReader, item: ForeignItem): ItemSource {
  const s = item.system;
  const p = item.path;
  let kind: TechniqueKind = TECHNIQUE_TYPES[item.type] ?? "other";
  const sub = r.text(s, "type", `${p}.type`);
  if (item.type === "magicalsong" && sub === "final") kind = "finale";
  if (item.type === "tactics" && sub === "camp") kind = "formation";
  const cost = techniqueCost(r, item);
  if (kind === "other")
    r.warn("Foundry.TechniqueOther", `${item.name}: a ${item.type} is kept as an "other" technique`, {
      name: item.name,
      value: item.type,
    });
  return {
    name: item.name,
    type: "technique",
    system: {
      kind,
      classId: TECHNIQUE_CLASS[kind],
      level: r.int(s, "level", `${p}.level`, 0, { min: 0, max: MAX_LEVEL }),
      timing: timing(r, s, p),
      cost,
      gain: techniqueGain(r, item),
      duration: techniqueDuration(r, item),
      mount: "",
      target: r.text(s, "target", `${p}.target`),
      description: description(r, s, p),
    },
  };
}
