// Which picture a sheet asks for: the document's own, or our placeholder when it has none. (What happens when
// a picture fails to load is checked in Chromium: test/browser/sheet-rough-edges.test.ts.)
import { describe, expect, it } from "vitest";
import { imageOrPlaceholder, PLACEHOLDERS } from "../../src/system/applications/image-fallback.js";
import { TEMPLATE_HELPERS } from "../../src/system/applications/template-helpers.js";

describe("imageOrPlaceholder", () => {
  it("keeps a document's own image path", () => {
    expect(imageOrPlaceholder("worlds/w/sword.webp", "item")).toBe("worlds/w/sword.webp");
    expect(imageOrPlaceholder("icons/svg/mystery-man.svg", "portrait")).toBe("icons/svg/mystery-man.svg");
  });

  it("gives the placeholder of the kind for an empty, blank or missing image", () => {
    for (const img of ["", "   ", null, undefined, 3, {}])
      expect(imageOrPlaceholder(img, "item"), String(img)).toBe(
        "systems/swordworld25/assets/item-placeholder.svg",
      );
    expect(imageOrPlaceholder("", "portrait")).toBe("systems/swordworld25/assets/portrait-placeholder.svg");
  });

  it("gives nothing for an unknown kind (never a made-up path)", () => {
    expect(imageOrPlaceholder("", "banner")).toBe("");
    expect(imageOrPlaceholder("", "toString")).toBe("");
    expect(imageOrPlaceholder("", undefined)).toBe("");
  });

  it("is the sheets' sw25Img helper (Handlebars' options object, passed last, is ignored)", () => {
    const helper = TEMPLATE_HELPERS.sw25Img as (...args: unknown[]) => string;
    expect(helper("", "item", { hash: {} })).toBe(PLACEHOLDERS.item);
    expect(helper("a.png", "item", { hash: {} })).toBe("a.png");
  });
});
