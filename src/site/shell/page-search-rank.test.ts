// The search box's ranking, on rows made up for the purpose: every word must appear (said as a page
// says it: a stem, a word of the same meaning), else the most of them; a question's words are left
// out, titles and keywords weigh above statements and words, tiers order ties, an API symbol's exact
// name wins only as written; and a hit's title names a page once, without its file's name.
import { describe, expect, it } from "vitest";
import { hitTitle, type Row, searchPages, snippet, termsOf } from "./page-search-rank.js";

const row = (id: string, tier: number, over: Partial<Row> = {}): Row => ({
  url: `${id}.html`,
  id,
  title: "",
  statement: "",
  keywords: [],
  text: "",
  tier,
  ...over,
});

describe("the search box's ranking", () => {
  it("leaves out a question's words unless nothing else is left", () => {
    expect(termsOf("How many points?")).toEqual(["points"]);
    expect(termsOf("how")).toEqual(["how"]);
  });
  it("needs every word, and ranks a rule page above another game's page and the API for the same words", () => {
    const rows = [
      row("API-points", 3, { text: "points points" }),
      row("MR-POINTS", 2, { title: "Points" }),
      row("RB-HALF", 0, { title: "Half the points" }),
      row("RB-OTHER", 0, { text: "nothing here" }),
    ];
    expect(searchPages(rows, "how many points").map((r) => r.id)).toEqual(["RB-HALF", "MR-POINTS", "API-points"]);
  });
  it("weighs a page's keywords like its title, and an exact name above everything", () => {
    const rows = [
      row("RB-EXAMPLE", 1, { title: "The messenger example", text: "messenger messenger" }),
      row("RB-MSG-TARGET", 0, { keywords: ["messenger"] }),
      row("messenger", 3),
    ];
    expect(searchPages(rows, "messenger").map((r) => r.id)).toEqual(["messenger", "RB-MSG-TARGET", "RB-EXAMPLE"]);
  });
  it("finds a player's words as the pages say them: plurals, past forms, words of the same meaning", () => {
    const rows = [
      row("RB-STEAL-SELF", 0, {
        title: "Never from yourself",
        statement: "A robber never steals from its own figures.",
      }),
      row("RB-STEAL-MULTI", 0, { title: "Several robbers, each steals" }),
      row("RB-STEAL-HALF", 0, { title: "Half the points, rounded up" }),
      row("Editions", 1, { title: "Edition comparison" }),
      row("RB-OTHER", 0, { title: "Something else", text: "robber" }),
    ];
    expect(searchPages(rows, "can I rob myself")[0]?.id).toBe("RB-STEAL-SELF");
    expect(searchPages(rows, "two robbers")[0]?.id).toBe("RB-STEAL-MULTI");
    expect(searchPages(rows, "round")[0]?.id).toBe("RB-STEAL-HALF");
    expect(searchPages(rows, "edition differences").map((r) => r.id)).toEqual(["Editions"]);
  });
  it("ranks the word as typed above its other forms, and the whole query among a page's keywords first", () => {
    const rows = [
      row("MR-ROUND", 2, { title: "A round", statement: "round round round round" }),
      row("RB-STEAL-HALF", 0, { title: "Half the points, rounded up" }),
      row("002-example-two-robbers", 1, { title: "Two robbers each take 2" }),
      row("RB-STEAL-MULTI", 0, { title: "Several robbers, each steals", keywords: ["two robbers"] }),
    ];
    expect(searchPages(rows, "rounded")[0]?.id).toBe("RB-STEAL-HALF");
    expect(searchPages(rows, "two robbers")[0]?.id).toBe("RB-STEAL-MULTI");
  });
  it("answers with the rows that have the most of the words when none has them all", () => {
    const rows = [row("RB-A", 0, { title: "robber" }), row("RB-B", 0, { title: "robber on the scoreboard" })];
    expect(searchPages(rows, "robber scoreboard unicorn").map((r) => r.id)).toEqual(["RB-B"]);
  });
  it("puts an API symbol first for its exact name as written, and a page first for its name in any form", () => {
    const rows = [
      row("Edition", 3),
      row("Editions", 1, { title: "Edition comparison" }),
      row("robbersSpec", 3),
      row("RB-API", 0, { title: "robbersSpec", text: "robbersSpec robbersSpec" }),
    ];
    expect(searchPages(rows, "edition")[0]?.id).toBe("Editions");
    expect(searchPages(rows, "robbersSpec")[0]?.id).toBe("robbersSpec");
  });
  it("titles a hit once: a rule by its id and title, another page by its title alone, a symbol by its name", () => {
    expect(hitTitle(row("RB-STEAL-HALF", 0, { title: "Half the points, rounded up" }))).toBe(
      "RB-STEAL-HALF: Half the points, rounded up",
    );
    expect(hitTitle(row("000-errors", 1, { title: "000-errors: Illegal robber placements are refused" }))).toBe(
      "Illegal robber placements are refused",
    );
    expect(hitTitle(row("robbersSpec", 3))).toBe("robbersSpec");
  });
  it("cuts a snippet around the first word found", () => {
    const text = `${"x ".repeat(100)}the messenger is robbed ${"y ".repeat(100)}`;
    const cut = snippet(row("p", 1, { text }), ["messenger"]);
    expect(cut).toContain("the messenger is robbed");
    expect(cut.startsWith("…") && cut.endsWith("…")).toBe(true);
  });
});
