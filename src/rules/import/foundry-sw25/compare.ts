/**
 * The totals the `sw25` system's sheet shows for the stored data, by its own formulas (read from its public
 * actor document, re-stated here): ability = Technique/Body/Mind + dice + growth + modifier; modifier =
 * floor(ability / 6); adventurer level = the highest class level; max HP = Vitality + 3 × adventurer level +
 * modifier; max MP = Spirit + 3 × the summed spell-caster levels + modifier; a check item = its class level +
 * its ability's modifier + its own modifier; evasion = the chosen class level + Agility modifier + the worn
 * armour's evasion + modifier; defense = the worn armour's protection + modifier + damage reduction; a
 * weapon's accuracy / damage = its class level + ability modifier + the weapon's and the sheet's modifiers;
 * magic power = the class level + Intelligence modifier + modifier. Where our rules give another number
 * (Toughness, a Fencer's critical value, crossbows and Strength…) the import reports both.
 */
import type { CharacterDerived } from "../../character/derivation/character-derived.js";
import { magicPowerOf } from "../../character/derivation/magic-power.js";
import type { ActorSource } from "../types.js";
import { ABILITY_KEYS } from "./character.js";
import type { ForeignItem } from "./foreign-item.js";
import { classByName, isLabel } from "./names.js";
import { type DocReader, isObj, type Obj } from "./reader.js";

const n = (v: unknown): number => {
  const x = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim() === "" ? 0 : v) : 0;
  return Number.isFinite(x) ? Math.trunc(x) : 0;
};
const sub = (o: Obj, key: string): Obj => (isObj(o[key]) ? (o[key] as Obj) : {});

function differs(r: DocReader, label: string, theirs: number, ours: number | null): void {
  const mine = ours ?? 0;
  if (mine !== theirs)
    r.warn("Foundry.TotalDiffers", `${label}: the sw25 system shows ${theirs}, our rules give ${mine}`, {
      label,
      theirs,
      ours: mine,
    });
}

/** A whole number written as a change value ("1", "-2", 1); anything else null. */
function whole(value: unknown): number | null {
  const t = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^[+-]?\d{1,9}$/.test(t) ? Number.parseInt(t, 10) : null;
}

/**
 * What the enabled "add" changes of the actor's effects and of its items' passing effects add to each of
 * their fields (by their change key), as that system applies them before its sheet shows a total.
 */
function theirEffectSums(
  actorEffects: readonly unknown[],
  items: readonly ForeignItem[],
): (key: string) => number {
  const sums = new Map<string, number>();
  const on = (effect: unknown, fromItem: boolean) => {
    if (!isObj(effect) || effect.disabled === true || (fromItem && effect.transfer === false)) return;
    const system = isObj(effect.system) ? effect.system : {};
    const changes =
      Array.isArray(effect.changes) && effect.changes.length > 0 ? effect.changes : system.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      if (!isObj(change) || typeof change.key !== "string") continue;
      const added = change.mode === 2 || change.mode === "2" || change.type === "add";
      const value = whole(change.value);
      if (added && value !== null) sums.set(change.key.trim(), (sums.get(change.key.trim()) ?? 0) + value);
    }
  };
  for (const effect of actorEffects) on(effect, false);
  for (const item of items) for (const effect of item.effects) on(effect, true);
  return (key) => sums.get(key) ?? 0;
}

export function compareCharacter(
  r: DocReader,
  system: Obj,
  items: readonly ForeignItem[],
  actor: ActorSource,
  d: CharacterDerived,
  rawEffects: readonly unknown[] = [],
): void {
  // Their sheet shows its totals with every enabled effect of the actor and of its items (imported here or
  // not): "theirs" counts them all, ours the ones the import converted, so a difference is a true one.
  const ef = theirEffectSums(rawEffects, items);
  const abilities = sub(system, "abilities");
  const attributes = sub(system, "attributes");
  const group: Record<string, string> = {
    dex: "dex",
    agi: "dex",
    str: "str",
    vit: "str",
    int: "int",
    mnd: "int",
  };
  const score: Record<string, number> = {};
  const mod: Record<string, number> = {};
  for (const [key, ours] of ABILITY_KEYS) {
    const a = sub(abilities, key);
    score[key] =
      n(sub(abilities, group[key] as string).racevalue) +
      n(a.valuebase) +
      n(a.valuegrowth) +
      n(a.valuemodify) +
      n(a.efvaluemodify) +
      ef(`system.abilities.${key}.efvaluemodify`);
    mod[key] = Math.floor(score[key] / 6) + n(a.efmodify);
    differs(r, `abilities.${key}.value`, score[key], d.scores[ours]);
    differs(r, `abilities.${key}.mod`, mod[key], d.modifiers[ours]);
  }
  const skills = items.filter((i) => i.type === "skill");
  const levelOf = (name: string) => n(skills.find((s) => s.name === name)?.system.skilllevel);
  const counted = skills.filter((s) =>
    ["fighterskill", "magicuserskill", "otherskill"].includes(String(s.system.skilltype)),
  );
  const adv = Math.max(0, ...counted.map((s) => n(s.system.skilllevel)));
  const mg = counted
    .filter((s) => s.system.skilltype === "magicuserskill")
    .reduce((sum, s) => sum + n(s.system.skilllevel), 0);
  differs(r, "attributes.advlevel", adv, d.adventurerLevel);
  differs(r, "attributes.totalexp", n(attributes.totalexp), d.experience.total);
  differs(
    r,
    "hp.max",
    n(score.vit) +
      adv * 3 +
      n(sub(system, "hp").hpmod) +
      n(sub(system, "hp").efhpmod) +
      ef("system.hp.efhpmod"),
    d.hpMax,
  );
  differs(
    r,
    "mp.max",
    n(score.mnd) +
      mg * 3 +
      n(sub(system, "mp").mpmod) +
      n(sub(system, "mp").efmpmod) +
      ef("system.mp.efmpmod"),
    d.mpMax,
  );
  const armour = items.filter((i) => i.type === "armor" && i.system.equip !== false);
  const dedicatedBody = armour.some(
    (i) => i.system.dedicated === true && ["metalarmor", "nonmetalarmor"].includes(String(i.system.category)),
  );
  const move = sub(attributes, "move");
  differs(
    r,
    "attributes.move.normal",
    n(score.agi) +
      n(move.movemod) +
      n(move.efmovemod) +
      ef("system.attributes.move.efmovemod") +
      (dedicatedBody ? 2 : 0),
    d.movement.normal,
  );

  // Check items: class ("adv" = adventurer level) + ability modifier + the item's modifiers.
  const targets: readonly (readonly [Parameters<typeof isLabel>[1], number | null, number])[] = [
    ["resVit", d.fortitude, ef("system.effect.vitres")],
    ["resMnd", d.willpower, ef("system.effect.mndres")],
    ["init", d.initiative, ef("system.effect.init")],
    ["mKnow", d.monsterKnowledge, ef("system.effect.mknow")],
  ];
  for (const item of items.filter((i) => i.type === "check")) {
    const s = item.system;
    const target = targets.find(([label]) => isLabel(item.name, label));
    if (!target || (s.checkskill === "" && s.checkabi === "")) continue;
    const level = s.checkskill === "adv" ? adv : levelOf(String(s.checkskill ?? ""));
    const abi =
      typeof s.checkabi === "string" && Object.hasOwn(mod, s.checkabi) ? (mod[s.checkabi] as number) : 0;
    // Their check item adds every check's, every class check's and every action check's effects (an action
    // check's not to the resistances), and its package's.
    const all =
      ef("system.effect.allck") +
      ef("system.effect.allsc") +
      (target[0] === "resVit" || target[0] === "resMnd" ? 0 : ef("system.effect.allac")) +
      (typeof s.checkpackage === "string" && s.checkpackage !== ""
        ? ef(`system.effect.package.${s.checkpackage}`)
        : 0);
    differs(r, item.name, level + abi + n(s.checkmod) + n(s.checkfixmod) + target[2] + all, target[1]);
  }

  const dodgeSkill = String(system.dodgeskill || attributes.dodgeskill || "");
  if (dodgeSkill !== "" && skills.some((s) => s.name === dodgeSkill)) {
    const skill = skills.find((s) => s.name === dodgeSkill) as ForeignItem;
    const shieldDedicated = armour.some((i) => i.system.dedicated === true && i.system.category === "shield");
    const agiMod =
      Math.floor((n(score.agi) + (shieldDedicated ? 2 : 0)) / 6) + n(sub(abilities, "agi").efmodify);
    const evasion =
      n(skill.system.skilllevel) +
      agiMod +
      n(skill.system.skillmod) +
      armour.reduce((sum, i) => sum + n(i.system.dodge), 0) +
      n(attributes.dodgemod) +
      n(attributes.efdodgemod) +
      ef("system.attributes.efdodgemod");
    differs(r, "dodge", evasion, d.evasion);
  }
  const protection =
    armour.reduce((sum, i) => sum + n(i.system.pp), 0) +
    n(attributes.ppmod) +
    n(attributes.efppmod) +
    ef("system.attributes.efppmod") +
    n(attributes.dreduce);
  differs(r, "attributes.protectionpoint", protection, d.defense);

  // Weapons in the order both lists keep; only a weapon with its class chosen has a total there.
  const weapons = items.filter((i) => i.type === "weapon");
  let w = 0;
  for (const item of actor.items) {
    if (item.type !== "weapon") continue;
    const values = (item.system as Obj).equipped ? d.weapons[w++] : undefined;
    const theirs = weapons.find((i) => i.name === item.name);
    if (!values || !theirs) continue;
    const s = theirs.system;
    const abi = (key: unknown, extra: number) =>
      typeof key === "string" && Object.hasOwn(score, key)
        ? Math.floor((n(score[key]) + extra) / 6) + n(sub(abilities, key).efmodify)
        : 0;
    const dedicatedDex = s.dedicated === true ? 2 : 0;
    if (typeof s.checkskill === "string" && s.checkskill !== "")
      differs(
        r,
        `${item.name} hit`,
        n(s.checkmod) +
          levelOf(s.checkskill) +
          abi(s.checkabi, s.checkabi === "dex" ? dedicatedDex : 0) +
          n(s.hit) +
          n(attributes.hitmod) +
          ef("system.attributes.efhitmod") +
          // A weapon's check takes the class and action checks' effects unless its own box says not to.
          (s.applycheck === "-" || s.applycheck === false
            ? ef("system.effect.allsc") + ef("system.effect.allac")
            : 0),
        values.accuracy,
      );
    if (typeof s.powerskill === "string" && s.powerskill !== "")
      differs(
        r,
        `${item.name} damage`,
        n(s.powermod) +
          levelOf(s.powerskill) +
          abi(s.powerabi, 0) +
          n(s.dmod) +
          n(attributes.dmod) +
          ef("system.attributes.efdmod"),
        values.extraDamage,
      );
  }

  // Magic power of each spell class chosen on their Spells tab.
  for (const key of ["sc", "cn", "wz", "pr", "mt", "fr", "dr", "dm", "ab"]) {
    const name = String(system[`${key}skill`] || attributes[`${key}skill`] || "");
    const skill = skills.find((s) => s.name === name);
    const id = name === "" ? null : classByName(name);
    if (!skill || id === null) continue;
    const power =
      n(skill.system.skilllevel) +
      n(mod.int) +
      n(skill.system.skillmod) +
      n(attributes[`${key}mod`]) +
      ef("system.effect.allmgp");
    differs(r, `${name} magic power`, power, magicPowerOf(d.magicPowers, id));
  }
}
