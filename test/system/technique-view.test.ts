/**
 * The techniques block of the character sheet: techniques listed under their kind (練技, 呪歌, …, as ytsheet2
 * lists them), and class resources shown only to characters whose classes use them (or who hold some).
 */
import { describe, expect, it } from "vitest";
import {
  keepsResource,
  RESOURCE_CLASS,
  techniqueFieldsShown,
} from "../../src/rules/character/techniques/techniques.js";
import { techniqueSheetView } from "../../src/system/applications/view/character/technique-view.js";

const cls = (classId: string, level: number) => ({ _id: classId, type: "class", system: { classId, level } });
const tech = (id: string, kind: string) => ({
  _id: id,
  name: id,
  type: "technique",
  system: {
    kind,
    timing: "minor",
    cost: { amount: 0, resource: "none" },
    duration: { value: 1, units: "instant" },
  },
});

describe("class resources by class", () => {
  it("each resource belongs to the class that keeps it", () => {
    expect(RESOURCE_CLASS).toEqual({
      songUp: "bard",
      songDown: "bard",
      songHeart: "bard",
      morale: "tactician",
      lifePoints: "geomancer",
      card: "alchemist",
    });
  });

  it("kept with a level in the class, or when some is held; not at level 0 holding none", () => {
    expect(keepsResource("morale", { tactician: 1 }, 0)).toBe(true);
    expect(keepsResource("morale", { tactician: 0 }, 0)).toBe(false);
    expect(keepsResource("morale", { bard: 5 }, 0)).toBe(false);
    expect(keepsResource("morale", {}, 1)).toBe(true);
    expect(keepsResource("card", { alchemist: 2 }, 0)).toBe(true);
  });

  it("a fighter with nothing held sees no class resources at all", () => {
    const view = techniqueSheetView({ system: {}, items: [cls("fighter", 3)] });
    expect(view.counters).toEqual([]);
    expect(view.cards).toEqual([]);
    expect(view.keepsAny).toBe(false);
  });

  it("a bard sees 楽素 only; an alchemist's cards only with the Alchemist class", () => {
    const bard = techniqueSheetView({ system: {}, items: [cls("bard", 2)] });
    expect(bard.counters.map((c) => c.label)).toEqual([
      "SW25.Technique.Resource.songUp",
      "SW25.Technique.Resource.songDown",
      "SW25.Technique.Resource.songHeart",
    ]);
    expect(bard.cards).toEqual([]);
    const alchemist = techniqueSheetView({ system: {}, items: [cls("alchemist", 1)] });
    expect(alchemist.counters).toEqual([]);
    expect(alchemist.cards.map((c) => c.colour)).toEqual(["red", "green", "black", "white", "gold"]);
  });

  it("an imported 陣気 of 2 stays visible without the class (held amounts are never hidden)", () => {
    const view = techniqueSheetView({ system: { classResources: { morale: 2 } }, items: [] });
    expect(view.counters).toEqual([
      { name: "system.classResources.morale", label: "SW25.Technique.Resource.morale", value: 2 },
    ]);
    expect(view.anyResource).toBe(true);
  });
});

describe("techniques by kind", () => {
  it("groups follow the kinds' order, each with its heading, empty kinds left out", () => {
    const view = techniqueSheetView({
      items: [tech("a", "song"), tech("b", "enhancer"), tech("c", "song"), tech("d", "nonsense")],
    });
    expect(view.groups.map((g) => [g.kindLabel, g.rows.map((r) => r.id)])).toEqual([
      ["SW25.Technique.Kind.enhancer", ["b"]],
      ["SW25.Technique.Kind.song", ["a", "c"]],
      ["SW25.Technique.Kind.other", ["d"]],
    ]);
  });
});

describe("the technique sheet's fields by kind", () => {
  it("card colour and rank for 賦術 (or a card cost), the mount for 騎芸 (or one stored)", () => {
    expect(techniqueFieldsShown("alchemy", {})).toEqual({
      card: true,
      mount: false,
      gain: false,
      threshold: false,
    });
    expect(techniqueFieldsShown("song", {})).toEqual({
      card: false,
      mount: false,
      gain: true,
      threshold: true,
    });
    expect(techniqueFieldsShown("command", {})).toEqual({
      card: false,
      mount: false,
      gain: true,
      threshold: false,
    });
    expect(techniqueFieldsShown("riding", {})).toEqual({
      card: false,
      mount: true,
      gain: false,
      threshold: false,
    });
    expect(techniqueFieldsShown("other", { costResource: "card", mount: "Stag" })).toEqual({
      card: true,
      mount: true,
      gain: true,
      threshold: true,
    });
    expect(techniqueFieldsShown("other", { mount: "  " })).toEqual({
      card: false,
      mount: false,
      gain: true,
      threshold: true,
    });
    expect(techniqueFieldsShown("finale", { gainThreshold: 10 })).toMatchObject({
      gain: true,
      threshold: true,
    });
  });
});

describe("a technique's gain in the sheet's list", () => {
  const withGain = (
    id: string,
    kind: string,
    gain: unknown,
    cost: unknown = { amount: 0, resource: "none" },
  ) => {
    const t = tech(id, kind);
    return { ...t, system: { ...t.system, cost, gain } };
  };

  it("a 呪歌 gaining 1 楽素⤴ lists the gain; an old technique (no gain stored) and gain 0 list none", () => {
    const view = techniqueSheetView({
      system: {},
      items: [
        withGain("song", "song", { resource: "songUp", amount: 1 }),
        tech("old", "song"),
        withGain("zero", "command", { resource: "morale", amount: 0 }),
        withGain("both", "command", { resource: "morale", amount: 2 }, { amount: 1, resource: "mp" }),
      ],
    });
    const row = (id: string) => view.techniques.find((r) => r.id === id);
    expect(row("song")?.gain).toEqual({ amount: 1, label: "SW25.Technique.Resource.songUp" });
    expect(row("song")?.cost).toBeNull();
    expect(row("old")?.gain).toBeNull();
    expect(row("zero")?.gain).toBeNull();
    expect(row("both")?.gain).toEqual({ amount: 2, label: "SW25.Technique.Resource.morale" });
    expect(row("both")?.cost).toMatchObject({ amount: 1, label: "SW25.Technique.Resource.mp" });
  });

  it("a song with a threshold lists its extra (+2 at 10); no threshold, no extra or no resource: none", () => {
    const view = techniqueSheetView({
      system: {},
      items: [
        withGain("bar", "song", { resource: "songUp", amount: 1, threshold: 10, bonus: 2 }),
        withGain("plain", "song", { resource: "songUp", amount: 1 }),
        withGain("noBonus", "song", { resource: "songUp", amount: 1, threshold: 10, bonus: 0 }),
        withGain("noKind", "song", { resource: "none", amount: 0, threshold: 10, bonus: 2 }),
      ],
    });
    const row = (id: string) => view.techniques.find((r) => r.id === id);
    expect(row("bar")?.threshold).toEqual({
      bonus: 2,
      threshold: 10,
      label: "SW25.Technique.Resource.songUp",
    });
    expect(row("plain")?.threshold).toBeNull();
    expect(row("noBonus")?.threshold).toBeNull();
    expect(row("noKind")?.threshold).toBeNull();
  });

  it("a corrupt stored gain word is not listed as a resource", () => {
    const view = techniqueSheetView({
      system: {},
      items: [withGain("x", "song", { resource: "gold", amount: 3 })],
    });
    expect(view.techniques[0]?.gain).toBeNull();
  });
});
