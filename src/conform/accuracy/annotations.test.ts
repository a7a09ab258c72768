// The scope of a rule annotation, on small made-up sources: it covers what follows up to a line
// indented less or the next annotation at its own indentation, the innermost winning; blank lines
// keep it; an unreadable annotation is reported, not guessed.
import { describe, expect, it } from "vitest";
import { expectationAt, readAnnotations } from "./annotations.js";

const js = [
  "import x from 'y';", // 1: before any annotation
  "// rule: RB-A", // 2
  "function f() {", // 3
  "  // rule: RB-B RB-C", // 4
  "  if (a) {", // 5
  "    go();", // 6
  "", // 7
  "  }", // 8
  "  after();", // 9: same indentation as RB-B's annotation: still RB-B
  "  // rule: engine", // 10
  "  out();", // 11
  "}", // 12: back to RB-A
  "// rule: RB-D", // 13
  "const z = 1;", // 14
].join("\n");

const py = ["# rule: RB-A", "def f():", "    # rule: RB-B", "    if a:", "        go()", "    return 1", "x = 2"].join(
  "\n",
);

describe("readAnnotations", () => {
  it("gives each line of a JavaScript source its innermost annotation", () => {
    const a = readAnnotations(js, "//");
    expect(a.problems).toEqual([]);
    expect([1, 3, 5, 6, 7, 8, 9, 11, 12, 14].map((l) => expectationAt(a, l))).toEqual([
      null,
      ["RB-A"],
      ["RB-B", "RB-C"],
      ["RB-B", "RB-C"],
      ["RB-B", "RB-C"],
      ["RB-B", "RB-C"],
      ["RB-B", "RB-C"],
      "engine",
      ["RB-A"],
      ["RB-D"],
    ]);
  });

  it("reads Python the same way, by its own comment prefix", () => {
    const a = readAnnotations(py, "#");
    expect([2, 4, 5, 6, 7].map((l) => expectationAt(a, l))).toEqual([["RB-A"], ["RB-B"], ["RB-B"], ["RB-B"], ["RB-A"]]);
  });

  it("reports annotations it cannot read", () => {
    const a = readAnnotations("// rule:\n// rule: engine RB-A\n// rule: steal-half\nx();", "//");
    expect(a.problems).toHaveLength(3);
  });
});
