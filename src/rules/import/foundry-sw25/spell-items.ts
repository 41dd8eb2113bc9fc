/** A `sw25`-system character's spells → our spell items (school, element, resistance, range and area). */
import type { ItemSource } from "../types.js";
import { description, type ForeignItem } from "./foreign-item.js";
import { ownValue, SPELL_ELEMENT, SPELL_RESIST, SPELL_SCHOOL } from "./names.js";
import type { DocReader } from "./reader.js";

/**
 * A spell's element: since that system's 2.1.2 the `elements.magic.<key>` switches, before it one `prop`
 * word. One element is ours; more than one (an "and"/"or" pair) keeps the first and warns.
 */
function spellElement(r: DocReader, item: ForeignItem): string {
  const s = item.system;
  const elements = r.obj(s, "elements", `${item.path}.elements`);
  const magic = r.obj(elements, "magic", `${item.path}.elements.magic`);
  const on = Object.keys(magic).filter((key) => r.bool(magic, key, `${item.path}.elements.magic.${key}`));
  const keys =
    on.length > 0 ? on : [r.text(s, "prop", `${item.path}.prop`)].filter((k) => k !== "" && k !== "other");
  const known = keys.filter((k) => SPELL_ELEMENT[k] !== undefined);
  if (known.length !== keys.length || keys.length > 1)
    r.warn(
      "Foundry.UnknownElement",
      `spell ${item.name}: the type "${keys.join("+")}" is not one of our elements`,
      {
        name: item.name,
        value: keys.join("+"),
      },
    );
  return known[0] ? (SPELL_ELEMENT[known[0]] as string) : "none";
}

/** Resistance: `resistinfo.{type, result}` since 2.1.2 (type Vitres = Fortitude), before it `resist` / `hpresist`. */
function spellResistance(r: DocReader, item: ForeignItem): { resistance: string; resistWith: string } {
  const s = item.system;
  const info = r.obj(s, "resistinfo", `${item.path}.resistinfo`);
  const result =
    r.text(info, "result", `${item.path}.resistinfo.result`) || r.text(s, "resist", `${item.path}.resist`);
  const check = r.text(info, "type", `${item.path}.resistinfo.type`);
  const fortitude = check === "Vitres" || (check === "" && r.bool(s, "hpresist", `${item.path}.hpresist`));
  return { resistance: SPELL_RESIST[result] ?? "none", resistWith: fortitude ? "fortitude" : "willpower" };
}

export function spellItem(r: DocReader, item: ForeignItem): ItemSource | null {
  const s = item.system;
  const p = item.path;
  const schoolKey = r.text(s, "type", `${p}.type`);
  const school = SPELL_SCHOOL[schoolKey];
  if (school === undefined) {
    r.warn(
      "Foundry.UnknownSchool",
      `spell ${item.name}: the magic "${schoolKey}" is not in our rules; not imported`,
      {
        name: item.name,
        value: schoolKey,
      },
    );
    return null;
  }
  const element = spellElement(r, item);
  const resist = spellResistance(r, item);
  const cvalue = r.int(s, "cvalue", `${p}.cvalue`, 0, { min: 0, max: 13 });
  return {
    name: item.name,
    type: "spell",
    system: {
      school,
      level: r.int(s, "level", `${p}.level`, 1, { min: 0, max: 17 }),
      mpCost: r.int(s, "basempcost", `${p}.basempcost`, 0, { min: 0, max: 1000 }),
      target: r.text(s, "target", `${p}.target`),
      ...rangeShape(r, item.name, r.text(s, "rangeshape", `${p}.rangeshape`)),
      maxTargets: null,
      duration: r.text(s, "time", `${p}.time`),
      ...resist,
      element,
      power: r.bool(s, "usepower", `${p}.usepower`)
        ? r.int(s, "power", `${p}.power`, 0, { min: 0, max: 100 })
        : null,
      criticalValue: cvalue === 0 ? 10 : Math.max(2, cvalue),
      healing: false,
      description: description(r, s, p),
    },
  };
}

/** "30m／起点指定", "術者", "接触／射撃", "10m/半径3m" → our range kind, range, area and radius. */
function rangeShape(r: DocReader, name: string, text: string) {
  const out = { rangeKind: "distance", range: 10, area: "target", radius: 0 };
  const t = text.normalize("NFKC").trim();
  if (t === "") return out;
  const [range = "", shape = ""] = t.split("/").map((x) => x.trim());
  const metres = /^(\d+)\s*m$/.exec(range);
  const areas: Record<string, string> = {
    起点指定: "target",
    射撃: "shot",
    貫通: "line",
    突破: "breakthrough",
  };
  const radius = /^半径\s*(\d+)\s*m$/.exec(shape);
  let read = true;
  if (range === "術者") out.rangeKind = "caster";
  else if (range === "接触") out.rangeKind = "touch";
  else if (metres) out.range = Number.parseInt(metres[1] ?? "10", 10);
  else read = false;
  if (radius) [out.area, out.radius] = ["radius", Number.parseInt(radius[1] ?? "0", 10)];
  else if (ownValue(areas, shape) !== undefined) out.area = areas[shape] as string;
  else if (shape !== "") read = false;
  if (!read)
    r.warn("Foundry.SpellRange", `spell ${name}: range/area "${t}" could not be read`, { name, value: t });
  return out;
}
