import { describe, expect, it } from "vitest";
import {
  deriveMount,
  type MountInput,
  type MountSectionBlock,
  mountLevel,
} from "../../../../src/rules/character/monsters/mount.js";

const range = { min: 2, max: 5 };

function block(level: number, extra: Partial<MountSectionBlock> = {}): MountSectionBlock {
  return {
    name: "Body",
    attackMethod: "Hoof",
    accuracy: level + 1,
    damage: level,
    evasion: level,
    defense: 2,
    hpMax: 10 + 5 * level,
    mpMax: null,
    fortitude: level + 2,
    willpower: level,
    core: false,
    ...extra,
  };
}

const horse: MountInput = {
  levelRange: range,
  levels: [2, 3, 4, 5].map((level) => ({ level, sections: [block(level)] })),
  current: [],
};

describe("mount level", () => {
  it("[FACTS-6] follows the Rider level by default, clamped to the range", () => {
    expect(mountLevel(range, { rider: 3, adventurer: 6 }, "riderLevel")).toEqual({ ok: true, value: 3 });
    expect(mountLevel(range, { rider: 7, adventurer: 7 }, "riderLevel")).toEqual({ ok: true, value: 5 });
    expect(mountLevel(range, { rider: 2, adventurer: 2 }, "riderLevel")).toEqual({ ok: true, value: 2 });
  });

  it("[FACTS-6] the world setting makes it follow the Adventurer level instead", () => {
    expect(mountLevel(range, { rider: 3, adventurer: 4 }, "adventurerLevel")).toEqual({ ok: true, value: 4 });
    expect(mountLevel(range, { rider: 3, adventurer: 9 }, "adventurerLevel")).toEqual({ ok: true, value: 5 });
  });

  it("[FACTS-6] a rider below the range's bottom cannot ride (error value)", () => {
    const result = mountLevel(range, { rider: 1, adventurer: 5 }, "adventurerLevel");
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({ code: "MountRiderTooLow", params: { riderLevel: 1 } });
  });

  it("[MOUNT-11] unridden or ridden without Rider levels: the range's bottom, not commandable", () => {
    expect(mountLevel(range, null, "riderLevel")).toEqual({ ok: true, value: 2 });
    expect(mountLevel(range, { rider: 0, adventurer: 6 }, "adventurerLevel")).toEqual({ ok: true, value: 2 });
    expect(deriveMount(horse, { rider: 0, adventurer: 6 }, "riderLevel")).toMatchObject({
      commandable: false,
      canRide: true,
    });
    expect(deriveMount(horse, null, "riderLevel").commandable).toBe(false);
  });

  it("[FACTS-6] an inverted or negative range is normalised instead of crashing", () => {
    expect(mountLevel({ min: 4, max: 1 }, { rider: 6, adventurer: 6 }, "riderLevel")).toEqual({
      ok: true,
      value: 4,
    });
    expect(mountLevel({ min: -3, max: 2 }, { rider: 1, adventurer: 1 }, "riderLevel")).toEqual({
      ok: true,
      value: 1,
    });
  });
});

describe("mount stat block", () => {
  it("[FACTS-6] shows the block of the current level with current HP (null = full)", () => {
    const d = deriveMount(
      { ...horse, current: [{ hp: 12, mp: null }] },
      { rider: 4, adventurer: 4 },
      "riderLevel",
    );
    expect(d).toMatchObject({ level: 4, canRide: true, commandable: true, error: null, mainSection: 0 });
    expect(d.sections[0]).toMatchObject({ accuracy: 5, fortitude: 6, hp: { value: 12, max: 30 } });
    expect(d.hp).toEqual({ value: 12, max: 30 });
    expect(deriveMount(horse, { rider: 3, adventurer: 3 }, "riderLevel").hp).toEqual({ value: 25, max: 25 });
  });

  it("[FACTS-6] current HP above a new level's max is capped", () => {
    const d = deriveMount(
      { ...horse, current: [{ hp: 99, mp: 3 }] },
      { rider: 2, adventurer: 2 },
      "riderLevel",
    );
    expect(d.hp).toEqual({ value: 20, max: 20 });
    expect(d.mp).toEqual({ value: 0, max: 0 });
  });

  it("[FACTS-6] a rider too low gets the bottom block plus the error; a missing block is reported", () => {
    const low = deriveMount(horse, { rider: 1, adventurer: 1 }, "riderLevel");
    expect(low).toMatchObject({ level: 2, canRide: false, error: { code: "MountRiderTooLow" } });
    const gap = deriveMount({ ...horse, levels: [] }, { rider: 3, adventurer: 3 }, "riderLevel");
    expect(gap).toMatchObject({ sections: [], mainSection: -1, error: { code: "MountLevelMissing" } });
  });
});
