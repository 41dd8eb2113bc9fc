/**
 * Issue 35 item 4: the GM sets a monster's sword shards; the same update carries the stat block the rules give
 * (src/system/documents/monster-shards.ts, called from the Actor's _preUpdate, which may add to the update:
 * foundryvtt.com/api Document#_preUpdate). Bad counts are refused and add nothing.
 */
import { describe, expect, it } from "vitest";
import { addShardChanges } from "../../src/system/documents/monster-shards.js";

const stored = () => ({
  swordShards: 0,
  fortitude: 6,
  willpower: 7,
  sections: [
    { name: "Head", accuracy: 5, hp: { value: 18, max: 18 }, mp: { value: null, max: null }, core: false },
    { name: "Body", accuracy: null, hp: { value: 25, max: 25 }, mp: { value: 9, max: 9 }, core: true },
  ],
});

describe("[#35 shards] the GM sets a monster's shards", () => {
  it("0 → 4 shards: the core section's HP 25 → 45 and MP 9 → 13, Fortitude 6 → 7, Willpower 7 → 8", () => {
    const changes: Record<string, unknown> = { system: { swordShards: 4 } };
    expect(addShardChanges(stored(), changes)).toEqual({ ok: true, value: true });
    const system = changes.system as Record<string, unknown>;
    expect(system.swordShards).toBe(4);
    expect(system.fortitude).toBe(7);
    expect(system.willpower).toBe(8);
    expect(system.sections).toEqual([
      stored().sections[0],
      { name: "Body", accuracy: null, hp: { value: 45, max: 45 }, mp: { value: 13, max: 13 }, core: true },
    ]);
  });

  it("4 → 11 shards on the stored strengthened block: +35 HP, +7 MP, resistances +2 more (+3 in all)", () => {
    const four: Record<string, unknown> = { system: { swordShards: 4 } };
    addShardChanges(stored(), four);
    const strengthened = { ...stored(), ...(four.system as object) };
    const eleven: Record<string, unknown> = { system: { swordShards: 11 } };
    addShardChanges(strengthened, eleven);
    const system = eleven.system as { sections: { hp: unknown; mp: unknown }[]; fortitude: number };
    expect(system.sections[1]?.hp).toEqual({ value: 80, max: 80 });
    expect(system.sections[1]?.mp).toEqual({ value: 20, max: 20 });
    expect(system.fortitude).toBe(9);
  });

  it("an update without shards, or with the same count, is left as it is", () => {
    const plain: Record<string, unknown> = { system: { fortitude: 3 } };
    expect(addShardChanges(stored(), plain)).toBeNull();
    expect(plain).toEqual({ system: { fortitude: 3 } });
    const same: Record<string, unknown> = { system: { swordShards: 0 } };
    expect(addShardChanges(stored(), same)).toBeNull();
    expect(same).toEqual({ system: { swordShards: 0 } });
  });

  it("a negative count is refused and adds nothing", () => {
    const bad: Record<string, unknown> = { system: { swordShards: -3 } };
    const result = addShardChanges(stored(), bad);
    expect(result?.ok).toBe(false);
    expect(bad).toEqual({ system: { swordShards: -3 } });
  });
});
