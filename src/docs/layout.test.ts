// Links between pages are relative and read the same from every page of a folder, for a game at the
// site's root and for one a folder down.
import { describe, expect, it } from "vitest";
import { href, linksFrom, topPath } from "./layout.js";

describe("href", () => {
  it("goes down with ./ from the top, and up then down from a folder (even into the same folder)", () => {
    expect(href("rules.md", "rules/RB-X.md")).toBe("./rules/RB-X.md");
    expect(href("rules/RB-A.md", "rules/RB-X.md")).toBe("../rules/RB-X.md");
    expect(href("examples/e.md", "properties.md")).toBe("../properties.md");
    expect(href("rules/RB-A.md", "examples/e.md")).toBe("../examples/e.md");
  });

  it("does the same for a game a folder down, and reaches the site's own pages above it", () => {
    expect(href("macrobber.md", "macrobber/rules.md")).toBe("./macrobber/rules.md");
    expect(href("macrobber/rules.md", "macrobber/rules/MR-X.md")).toBe("./rules/MR-X.md");
    expect(href("macrobber/rules/MR-A.md", "macrobber/rules/MR-X.md")).toBe("../rules/MR-X.md");
    expect(href("macrobber/rules/MR-A.md", "macrobber/examples/e.md")).toBe("../examples/e.md");
    expect(href("macrobber/traceability.md", "mutation.md")).toBe("../mutation.md");
  });
});

it("makes a game's links from one of its pages", () => {
  const to = linksFrom({ folder: "macrobber/" }, "macrobber/rules/MR-A.md");
  expect(to.rule("MR-X")).toBe("[MR-X](../rules/MR-X.md)");
  expect(to.example("blue-ralf")).toBe("[blue-ralf](../examples/blue-ralf.md)");
  expect(to.property("mr-game-end")).toBe("[mr-game-end](../properties.md#mr-game-end)");
  expect(to.decision("MR-INT-RED-AREA")).toBe("[MR-INT-RED-AREA](../decisions/MR-INT-RED-AREA.md)");
  expect(topPath({ folder: "macrobber/" })).toBe("macrobber.md");
});
