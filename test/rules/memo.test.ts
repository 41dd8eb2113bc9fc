import { describe, expect, it } from "vitest";
import { memoByText } from "../../src/rules/memo.js";

describe("memoByText (issue 21: a sheet's repeated text work remembered)", () => {
  it("computes each text once and answers the same value after", () => {
    const calls: string[] = [];
    const upper = memoByText((s: string) => {
      calls.push(s);
      return s.toUpperCase();
    });
    expect(upper("a")).toBe("A");
    expect(upper("b")).toBe("B");
    expect(upper("a")).toBe("A");
    expect(calls).toEqual(["a", "b"]);
  });

  it("remembers an undefined answer too", () => {
    let calls = 0;
    const none = memoByText((_s: string) => {
      calls++;
      return undefined;
    });
    expect(none("x")).toBeUndefined();
    expect(none("x")).toBeUndefined();
    expect(calls).toBe(1);
  });

  it("forgets the oldest text past its size, and only that one", () => {
    const calls: string[] = [];
    const id = memoByText((s: string) => {
      calls.push(s);
      return s;
    }, 2);
    id("a");
    id("b");
    id("c"); // forgets "a"
    id("b");
    id("c");
    expect(calls).toEqual(["a", "b", "c"]);
    id("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});
