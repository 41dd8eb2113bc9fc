/**
 * Issue 35 item 2: a spell cast from the character sheet paid with MP and stones (魔晶石, マナチャージクリスタル),
 * in the booted bundle on the fake Foundry v13 (test/system/boot/). The roll dialog (DialogV2.prompt) lists the
 * stones held with a count each; the cost (3 MP, ×2 with certainty) is split by the rules; a used 魔晶石 leaves
 * its stack, a used crystal is no longer charged; a refused payment rolls nothing and writes nothing.
 */
import { describe, expect, it } from "vitest";
import { createdDocuments } from "./boot/fake-documents.js";
import type { BootRecord, DialogConfig } from "./boot/fake-foundry.js";
import { type LiveActor, liveActor } from "./boot/live-actor.js";
import { bootSheet, FakeInput, foundryDice, type SheetAction } from "./boot/sheet-harness.js";
import { marenSpellbook, marenStats } from "./fixtures/sample-actors.js";

let record: BootRecord;
let roll: SheetAction;
let recharge: SheetAction;
bootSheet("character", { formInputs: true }, (booted) => {
  record = booted.record;
  roll = booted.action("roll");
  recharge = booted.action("rechargeStone");
});

const FIVES = "fivestones000001";
const CRYSTAL = "crystal000000001";
const SPENT = "spentcrystal0001";

/** Maren, Sorcerer 3, with two 5-point 魔晶石, a charged 4-point crystal and a spent one; Bolt costs 3 MP. */
function caster(mp: number): LiveActor {
  return liveActor({
    _id: "maren00000000001",
    name: "Maren",
    type: "character",
    system: {
      ...marenStats(),
      mp: { value: mp, max: 0 },
      experience: { earned: 6000, spent: 0, fumbles: 0 },
    },
    items: [
      ...marenSpellbook(),
      {
        _id: FIVES,
        name: "Stone (5)",
        type: "gear",
        system: { gearKind: "manaStone", points: 5, quantity: 2 },
      },
      { _id: CRYSTAL, name: "Crystal (4)", type: "gear", system: { gearKind: "manaCrystal", points: 4 } },
      {
        _id: SPENT,
        name: "Old crystal (4)",
        type: "gear",
        system: { gearKind: "manaCrystal", points: 4, charged: false },
      },
      { _id: "rope000000000001", name: "Rope", type: "gear", system: { gearKind: "gear", quantity: 1 } },
    ],
  });
}

/** The player ticks certainty or not and types a count for some stones; then clicks Roll. */
function answers(certainty: boolean, stones: Record<string, string>) {
  record.answerDialog = (config: DialogConfig) => {
    const fields: Record<string, FakeInput> = {
      modifier: new FakeInput("0"),
      expandTargets: new FakeInput("1"),
      expandDistance: new FakeInput("1"),
      expandTime: new FakeInput("1"),
      expandCertainty: new FakeInput("on", certainty),
      ...Object.fromEntries(Object.entries(stones).map(([id, n]) => [`stone-${id}`, new FakeInput(n)])),
    };
    const button = { form: { elements: { namedItem: (name: string) => fields[name] ?? null } } };
    const ok = config.ok as { callback: (event: unknown, button: unknown) => unknown };
    return ok.callback({}, button);
  };
}

async function cast(actor: LiveActor): Promise<unknown[]> {
  const before = createdDocuments.length;
  await roll.call({ actor }, {}, { dataset: { roll: "spellcasting", itemId: "boltspell0000001" } });
  return createdDocuments.slice(before).filter((d) => d.documentName === "ChatMessage");
}

const itemSystem = (actor: LiveActor, id: string) =>
  (actor.source.items?.find((i) => i._id === id)?.system ?? {}) as Record<string, unknown>;

describe("[#35 stones] a spell paid with MP and stones from the sheet", () => {
  it("the dialog lists the usable stones with a count each (not the spent crystal, not the rope)", async () => {
    const actor = caster(20);
    answers(false, {});
    foundryDice([3, 4]);
    await cast(actor);
    const content = String(record.dialogs[0]?.content);
    expect(content).toContain(`name="stone-${FIVES}"`);
    expect(content).toMatch(new RegExp(`name="stone-${FIVES}" value="0" min="0" max="2"`));
    expect(content).toContain(`name="stone-${CRYSTAL}"`);
    expect(content).not.toContain(SPENT);
    expect(content).not.toContain("rope");
    expect(content).toContain("sw25-stone-payment");
  });

  it("certainty doubles 3 to 6: one 5-point stone and 1 MP; MP 20 → 19, the stack 2 → 1", async () => {
    const actor = caster(20);
    answers(true, { [FIVES]: "1" });
    foundryDice([3, 3, 4, 4]);
    const posted = await cast(actor);
    expect(record.notifications).toEqual([]);
    expect(posted).toHaveLength(1);
    expect(actor.writes).toEqual([
      { kind: "update", data: { "system.mp.value": 19 } },
      { kind: "updateEmbedded", documentName: "Item", data: [{ _id: FIVES, "system.quantity": 1 }] },
    ]);
  });

  it("a 5-point stone for the 3 MP cost: no MP spent, the stone used up whole", async () => {
    const actor = caster(0);
    answers(false, { [FIVES]: "1" });
    foundryDice([3, 4]);
    await cast(actor);
    expect(record.notifications).toEqual([]);
    expect(itemSystem(actor, FIVES).quantity).toBe(1);
    expect((actor.source.system as { mp: { value: number } }).mp.value).toBe(0);
  });

  it("the charged crystal pays and stays, spent (charged: false)", async () => {
    const actor = caster(2);
    answers(true, { [CRYSTAL]: "1" });
    foundryDice([3, 3, 4, 4]);
    await cast(actor);
    expect(record.notifications).toEqual([]);
    expect(itemSystem(actor, CRYSTAL).charged).toBe(false);
    expect(actor.source.items?.some((i) => i._id === CRYSTAL)).toBe(true);
    expect((actor.source.system as { mp: { value: number } }).mp.value).toBe(0);
  });

  it("MP short of what the stones leave: a localized warning, no dice, nothing written", async () => {
    const actor = caster(0);
    answers(true, { [CRYSTAL]: "1" });
    const { left } = foundryDice([6, 6, 6, 6]);
    const posted = await cast(actor);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.MpInsufficient" }]);
    expect(left()).toBe(4);
    expect(posted).toEqual([]);
    expect(actor.writes).toEqual([]);
  });

  it("more stones than held, or a stone not needed: refused the same way, nothing written", async () => {
    const actor = caster(20);
    answers(false, { [FIVES]: "3" });
    foundryDice([6, 6]);
    expect(await cast(actor)).toEqual([]);
    answers(false, { [FIVES]: "1", [CRYSTAL]: "1" });
    expect(await cast(actor)).toEqual([]);
    expect(record.notifications).toEqual([
      { level: "warn", message: "SW25.Error.StoneUnavailable" },
      { level: "warn", message: "SW25.Error.StoneNotNeeded" },
    ]);
    expect(actor.writes).toEqual([]);
  });

  it("Recharge on a spent crystal's row charges it again; on a charged one or a 魔晶石 it is refused", async () => {
    const actor = caster(20);
    const row = (id: string) => ({ closest: () => ({ dataset: { itemId: id } }) });
    await recharge.call({ actor }, {}, row(SPENT));
    expect(itemSystem(actor, SPENT).charged).toBe(true);
    expect(record.notifications).toEqual([{ level: "info", message: "SW25.Stone.Recharged" }]);
    record.notifications.length = 0;
    const writes = actor.writes.length;
    await recharge.call({ actor }, {}, row(CRYSTAL));
    await recharge.call({ actor }, {}, row(FIVES));
    expect(record.notifications).toEqual([
      { level: "warn", message: "SW25.Error.StoneCharged" },
      { level: "warn", message: "SW25.Error.StoneNotRechargeable" },
    ]);
    expect(actor.writes.length).toBe(writes);
  });

  it("the casts touched no Foundry API the fakes do not model", () => {
    expect([...record.unknownPaths]).toEqual([]);
  });
});

describe("[#35 feats] magic expansion only with its combat feat", () => {
  /** Maren without the certainty feat: the same character, her feat removed. */
  function withoutFeat(): LiveActor {
    const actor = caster(20);
    const items = (actor.source.items ?? []).filter((i) => i.type !== "feat");
    return liveActor({ ...actor.source, items });
  }

  it("without a magic expansion feat the dialog offers no expansion input, only the cost", async () => {
    const actor = withoutFeat();
    answers(false, {});
    foundryDice([3, 4]);
    await cast(actor);
    const content = String(record.dialogs[0]?.content);
    expect(content).not.toContain('name="expandCertainty"');
    expect(content).not.toContain('name="expandTargets"');
    expect(content).toContain("sw25-expansion-cost");
  });

  it("with the certainty feat only certainty is offered", async () => {
    const actor = caster(20);
    answers(false, {});
    foundryDice([3, 4]);
    await cast(actor);
    const content = String(record.dialogs[0]?.content);
    expect(content).toContain('name="expandCertainty"');
    expect(content).not.toContain('name="expandTargets"');
  });

  it("certainty sent without its feat is refused: a warning, no dice, nothing written", async () => {
    const actor = withoutFeat();
    answers(true, {});
    const { left } = foundryDice([6, 6, 6, 6]);
    expect(await cast(actor)).toEqual([]);
    expect(record.notifications).toEqual([{ level: "warn", message: "SW25.Error.ExpansionNeedsFeat" }]);
    expect(left()).toBe(4);
    expect(actor.writes).toEqual([]);
  });
});

describe("[#35 feats] 《ＭＰ軽減》 on a cast from the sheet", () => {
  it("MP Reduction (truespeech) makes Bolt cost 2 instead of 3: MP 20 → 18", async () => {
    const plain = caster(20);
    const actor = liveActor({
      ...plain.source,
      items: [
        ...(plain.source.items ?? []),
        {
          _id: "mpreduction00001",
          name: "MP Reduction: Sorcerer",
          type: "feat",
          system: { effect: "mpReduction", school: "truespeech" },
        },
      ],
    });
    answers(false, {});
    foundryDice([3, 4]);
    await cast(actor);
    expect(record.notifications).toEqual([]);
    expect(actor.writes).toEqual([{ kind: "update", data: { "system.mp.value": 18 } }]);
  });
});
