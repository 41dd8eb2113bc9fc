/**
 * Issue 35 item 3: a shot with a bow, crossbow or gun spends one of the ammunition it uses (arrows, bolts,
 * bullets); with none left the shot is refused. Other weapons use none.
 */
import { describe, expect, it } from "vitest";
import {
  type AmmoStack,
  ammunitionFor,
  loadedAmmunition,
  spendShot,
} from "../../../../src/rules/character/supplies/ammunition.js";

const ARROWS: AmmoStack = { id: "arrows", kind: "arrow", quantity: 12, mpCost: 0 };
const SILVER: AmmoStack = { id: "silver", kind: "arrow", quantity: 3, mpCost: 0 };
const EMPTY_BOLTS: AmmoStack = { id: "bolts", kind: "bolt", quantity: 0, mpCost: 0 };
const BULLETS: AmmoStack = { id: "bullets", kind: "bullet", quantity: 6, mpCost: 1 };
const STOCK = [EMPTY_BOLTS, ARROWS, SILVER, BULLETS];

describe("[#35 ammunition] what a weapon shoots", () => {
  it("a bow shoots arrows, a crossbow bolts, a gun bullets; a sword or a thrown weapon nothing", () => {
    expect(ammunitionFor("bow", false)).toBe("arrow");
    expect(ammunitionFor("crossbow", false)).toBe("bolt");
    expect(ammunitionFor("gun", true)).toBe("bullet");
    // A gun is a gun by its flag too (an imported sheet's category may say otherwise).
    expect(ammunitionFor("sword", true)).toBe("bullet");
    expect(ammunitionFor("sword", false)).toBeNull();
    expect(ammunitionFor("thrown", false)).toBeNull();
    expect(ammunitionFor("blowgun", false)).toBeNull();
  });

  it("the loaded stack is the one chosen on the weapon, else the first of its kind with some left", () => {
    expect(loadedAmmunition("bow", false, STOCK, "")).toEqual(ARROWS);
    expect(loadedAmmunition("bow", false, STOCK, "silver")).toEqual(SILVER);
    // A choice of the wrong kind or gone is ignored: the first of the right kind.
    expect(loadedAmmunition("bow", false, STOCK, "bullets")).toEqual(ARROWS);
    expect(loadedAmmunition("bow", false, STOCK, "gone")).toEqual(ARROWS);
    expect(loadedAmmunition("crossbow", false, STOCK, "")).toBeNull();
    expect(loadedAmmunition("sword", false, STOCK, "")).toBeNull();
  });
});

describe("[#35 ammunition] a shot spends one", () => {
  it("a bow's shot: 12 arrows → 11", () => {
    expect(spendShot("bow", false, STOCK, "")).toEqual({
      ok: true,
      value: { id: "arrows", kind: "arrow", quantityLeft: 11, mpCost: 0 },
    });
  });

  it("the chosen silver arrows: 3 → 2; the last one: 1 → 0", () => {
    expect(spendShot("bow", false, STOCK, "silver")).toMatchObject({ ok: true, value: { quantityLeft: 2 } });
    const last = [{ ...SILVER, quantity: 1 }];
    expect(spendShot("bow", false, last, "silver")).toMatchObject({ ok: true, value: { quantityLeft: 0 } });
  });

  it("a gun's shot names the bullet's MP, paid like any MP cost", () => {
    expect(spendShot("gun", true, STOCK, "")).toEqual({
      ok: true,
      value: { id: "bullets", kind: "bullet", quantityLeft: 5, mpCost: 1 },
    });
  });

  it("none left: refused with AmmunitionEmpty naming the kind (a crossbow with 0 bolts)", () => {
    const shot = spendShot("crossbow", false, STOCK, "");
    expect(shot.ok).toBe(false);
    if (!shot.ok) {
      expect(shot.error.code).toBe("AmmunitionEmpty");
      expect(shot.error.params).toEqual({ kind: "bolt" });
    }
    expect(spendShot("bow", false, [], "")).toMatchObject({ ok: false, error: { code: "AmmunitionEmpty" } });
  });

  it("a weapon that shoots nothing spends nothing (null)", () => {
    expect(spendShot("sword", false, STOCK, "")).toEqual({ ok: true, value: null });
  });
});
