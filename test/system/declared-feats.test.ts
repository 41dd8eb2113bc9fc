import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  battleRollModifiers,
  declarableFeats,
  type FeatItemSnapshot,
} from "../../src/system/applications/roll-dialog.js";
import { rollRequest } from "../../src/system/applications/roll-request.js";
import { arsenalFromItems } from "../../src/system/combat/policy/arsenal.js";
import { trackerView } from "../../src/system/combat/tracker/view.js";
import { en, placedBattle, play, player } from "./combat/helpers.js";
import { WOLF } from "./fixtures/sample-actors.js";

const lantern = JSON.parse(
  readFileSync(
    join(import.meta.dirname, "../../packs/_source/sample-items/lantern-stance_Lq7VnT2sKd9RwXe4.json"),
    "utf8",
  ),
) as FeatItemSnapshot & { _id: string };
const item: FeatItemSnapshot = { ...lantern, id: lantern._id };

const bramsTurn = () =>
  play(placedBattle(), [
    { type: "startRound" },
    { type: "startTurn", actorId: "Arle" },
    { type: "endTurn", actorId: "Arle" },
    { type: "startTurn", actorId: "Bram" },
  ]);

function request(roll: string, key?: string) {
  const r = rollRequest("character", WOLF, key ? { roll, key } : { roll, itemId: "bastard" });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("the sample feat Lantern Stance, declared in a battle", () => {
  it("[ACT-07] the Battle Board offers it to its owner as a declareFeat minor action", () => {
    const kit = arsenalFromItems([item]);
    const v = trackerView({
      state: bramsTurn(),
      chosenMethod: "simplified",
      user: player("Bram"),
      t: en,
      arsenal: () => kit,
    });
    const button = v.turn?.actions.find((b) => b.label === "Declare Lantern Stance");
    expect(button?.mode).toBe("legal");
    expect(JSON.parse(button?.event ?? "null")).toEqual({
      type: "minor",
      actorId: "Bram",
      action: { kind: "declareFeat", feat: "Lq7VnT2sKd9RwXe4" },
    });
  });

  it("[ACT-07] once declared, the roll dialog names it: Accuracy +1, Evasion −1; before, nothing", () => {
    const feats = declarableFeats([item]);
    const declared = play(bramsTurn(), [
      { type: "minor", actorId: "Bram", action: { kind: "declareFeat", feat: "Lq7VnT2sKd9RwXe4" } },
    ]);
    expect(battleRollModifiers(declared, "Bram", request("accuracy"), feats)).toEqual([
      { label: "Lantern Stance", amount: 1 },
    ]);
    expect(battleRollModifiers(declared, "Bram", request("evasion", "evasion"), feats)).toEqual([
      { label: "Lantern Stance", amount: -1 },
    ]);
    expect(battleRollModifiers(bramsTurn(), "Bram", request("accuracy"), feats)).toEqual([]);
  });
});
