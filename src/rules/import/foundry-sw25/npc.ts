/**
 * A `sw25`-system NPC (type "npc") → our character. That system's NPC has the templates `base` (hp, mp, race,
 * biography) and `fellow` (fellow memo, action table), plus its own `hpbase`, `mpbase`, `ppbase`, `mppbase`,
 * `overview`, `gminfo`, `udname`, `language` and `attributes.{advlevel, age, gender, ppmod, mppmod,
 * dreduce}`; no abilities and no money. Its items are read as a character's (importCharacter). Its max HP,
 * max MP and Defense are typed there (hpbase + hpmod, mpbase + mpmod, ppbase + ppmod); our character derives
 * them from abilities it does not have, so every ability is 0 and the bonuses hold the typed numbers
 * (finishNpc, once our engine has derived the rest).
 */
import type { CharacterDerived } from "../../character/derivation/character-derived.js";
import type { ActorSource } from "../types.js";
import { type ImportedCharacter, importCharacter } from "./character.js";
import type { ForeignItem } from "./foreign-item.js";
import type { DocReader, Obj } from "./reader.js";

/** What the NPC says its maximum HP, MP and its Defense are, read before the character import. */
export interface NpcTotals {
  readonly hp: number;
  readonly mp: number;
  readonly defense: number;
  readonly level: number | null;
}

export function importNpc(
  r: DocReader,
  name: string,
  system: Obj,
  items: readonly ForeignItem[],
): ImportedCharacter & { readonly totals: NpcTotals } {
  const p = "system";
  const attributes = r.obj(system, "attributes", `${p}.attributes`);
  const hp = r.obj(system, "hp", `${p}.hp`);
  const mp = r.obj(system, "mp", `${p}.mp`);
  // Before that system's 1.0 an NPC had no hpbase / mpbase: its maximum was typed into hp.max / mp.max.
  const typed = (o: Obj, key: "hp" | "mp") => r.int(o, "max", `${p}.${key}.max`, 0, { min: 0, max: 100_000 });
  const totals: NpcTotals = {
    hp:
      system.hpbase === undefined
        ? typed(hp, "hp")
        : r.int(system, "hpbase", `${p}.hpbase`, 0, { min: 0, max: 100_000 }) +
          r.int(hp, "hpmod", `${p}.hp.hpmod`, 0, { min: -100_000, max: 100_000 }),
    mp:
      system.mpbase === undefined
        ? typed(mp, "mp")
        : r.int(system, "mpbase", `${p}.mpbase`, 0, { min: 0, max: 100_000 }) +
          r.int(mp, "mpmod", `${p}.mp.mpmod`, 0, { min: -100_000, max: 100_000 }),
    defense:
      r.int(system, "ppbase", `${p}.ppbase`, 0, { min: 0, max: 1000 }) +
      r.int(attributes, "ppmod", `${p}.attributes.ppmod`, 0, { min: -1000, max: 1000 }),
    level: (() => {
      const adv = r.obj(attributes, "advlevel", `${p}.attributes.advlevel`);
      const raw = adv.value;
      return raw === undefined || raw === null || raw === ""
        ? null
        : r.int(adv, "value", `${p}.attributes.advlevel.value`, 0, { min: 0, max: 17 });
    })(),
  };
  const mppbase = r.int(system, "mppbase", `${p}.mppbase`, 0, { min: -1000, max: 1000 });
  if (mppbase !== 0)
    r.warn("Foundry.ModifierNotImported", `${p}.mppbase (${mppbase}) is not imported`, {
      field: `${p}.mppbase`,
      value: mppbase,
    });
  const imported = importCharacter(r, name, system, items);
  const actor = imported.actor;
  const s = actor.system as Record<string, unknown> & {
    languages: { name: string; speak: boolean; read: boolean }[];
  };
  // Their free texts: the biography, the overview, the fellow memo (plain text) and the GM's information.
  const memo = r.text(system, "fellowmemo", `${p}.fellowmemo`).trim();
  s.notes = [
    r.text(system, "biography", `${p}.biography`),
    r.text(system, "overview", `${p}.overview`),
    memo === "" ? "" : `<p>${escapeHtml(memo)}</p>`,
    r.text(system, "gminfo", `${p}.gminfo`),
  ]
    .filter((t) => t.trim() !== "")
    .join("");
  // The language line ("交易共通語、ドワーフ語") names what it speaks; reading is not said there.
  const line = r.text(system, "language", `${p}.language`).trim();
  if (line !== "") {
    const known = new Set(s.languages.map((l) => l.name));
    const added = line
      .split(/[、,，/／・\s]+/)
      .map((l) => l.trim())
      .filter((l) => l !== "" && !known.has(l));
    for (const language of new Set(added)) s.languages.push({ name: language, speak: true, read: false });
    if (added.length > 0)
      r.warn("Foundry.NpcLanguages", `languages "${line}": read as spoken, not read`, { value: line });
  }
  const udname = r.text(system, "udname", `${p}.udname`).trim();
  if (udname !== "")
    r.warn("Foundry.NpcUnidentifiedName", `the unidentified name "${udname}" is not imported`, {
      value: udname,
    });
  return { ...imported, totals };
}

const escapeHtml = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * After our engine derived the character with the bonuses read so far: the bonuses to max HP, max MP and
 * Defense take the difference, so the totals are the ones typed there (derive again afterwards).
 */
export function finishNpc(
  r: DocReader,
  actor: ActorSource,
  derived: CharacterDerived,
  totals: NpcTotals,
): void {
  const bonuses = actor.system.bonuses as Record<string, number>;
  bonuses.hp = (bonuses.hp ?? 0) + totals.hp - derived.hpMax;
  bonuses.mp = (bonuses.mp ?? 0) + totals.mp - derived.mpMax;
  bonuses.defense = (bonuses.defense ?? 0) + totals.defense - derived.defense;
  r.warn(
    "Foundry.NpcAbilities",
    `${actor.name} is an NPC without abilities: imported with 0 in each; max HP ${totals.hp}, max MP ${totals.mp} and Defense ${totals.defense} are kept in the bonuses`,
    { name: actor.name, hp: totals.hp, mp: totals.mp, defense: totals.defense },
  );
  if (totals.level !== null && totals.level !== derived.adventurerLevel)
    r.warn(
      "Foundry.NpcLevel",
      `the level ${totals.level} typed there is not what the class items give (${derived.adventurerLevel})`,
      { value: totals.level, ours: derived.adventurerLevel },
    );
}
