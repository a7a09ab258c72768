// The search box's ranking, on rows made up for the purpose: every word must appear, a question's
// words are left out, titles and keywords weigh above statements and words, and tiers order ties.
import { describe, expect, it } from "vitest";
import { type Row, searchPages, snippet, termsOf } from "./page-search-rank.js";

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
  it("cuts a snippet around the first word found", () => {
    const text = `${"x ".repeat(100)}the messenger is robbed ${"y ".repeat(100)}`;
    const cut = snippet(row("p", 1, { text }), ["messenger"]);
    expect(cut).toContain("the messenger is robbed");
    expect(cut.startsWith("…") && cut.endsWith("…")).toBe(true);
  });
});
