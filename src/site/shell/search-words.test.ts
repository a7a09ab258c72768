// A player's words made into the pages' words: stems of plurals, past and -ing forms (short words and
// "-ss" words kept whole), and the everyday words that stand for the pages' words.
import { describe, expect, it } from "vitest";
import { stem, waysToSay } from "./search-words.js";

describe("a player's words as the pages say them", () => {
  it("cuts a plural, a past or an -ing form to its stem, and keeps short words whole", () => {
    expect(stem("robbers")).toBe("robber");
    expect(stem("rounded")).toBe("round");
    expect(stem("differences")).toBe("differ");
    expect(stem("placing")).toBe("plac");
    expect(stem("bodies")).toBe("body");
    expect(stem("rob")).toBe("rob");
    expect(stem("across")).toBe("across");
    expect(stem("bonus")).toBe("bonus");
  });
  it("says a word the other ways pages say it", () => {
    expect(waysToSay("myself")).toEqual(expect.arrayContaining(["myself", "yourself", "own"]));
    expect(waysToSay("two")).toEqual(expect.arrayContaining(["two", "several"]));
    expect(waysToSay("differences")).toEqual(expect.arrayContaining(["differ", "comparison"]));
    expect(waysToSay("robbers")).toEqual(["robber"]);
  });
});
