// The matching behind docs/mutation.md's claims, on hand-made mutants of a two-line source: which
// survivor a note explains (down to the text it replaces), and which survivors a rerun kills.
import { describe, expect, it } from "vitest";
import {
  type Equivalent,
  explanationOf,
  laterRunKills,
  mutantKey,
  originalOf,
  rerunKills,
} from "./mutation-matching.js";
import type { Mutant, Report } from "./stryker-report.js";

const source = 'const ok = typeof n === "number" && Number.isInteger(n) && n >= lo;\nreturn ok;';
/** A mutant on line 1 from column `from` to `to` (columns count from 1, the end exclusive). */
const mutant = (id: string, from: number, to: number, mutatorName: string, status: string, replacement = "true") =>
  ({
    id,
    mutatorName,
    replacement,
    status,
    location: { start: { line: 1, column: from }, end: { line: 1, column: to } },
  }) satisfies Mutant;
const whole = mutant("1", 12, 67, "ConditionalExpression", "Survived");
const typeTest = mutant("2", 12, 33, "ConditionalExpression", "Survived");
const bound = mutant("3", 60, 67, "EqualityOperator", "Survived", "n > lo");

describe("an equivalence note", () => {
  it("reads the text a mutant replaces from the report's 1-based, end-exclusive columns", () => {
    expect(originalOf(source, typeTest)).toBe('typeof n === "number"');
    expect(originalOf(source, bound)).toBe("n >= lo");
    const twoLines = { ...whole, location: { start: { line: 1, column: 60 }, end: { line: 2, column: 10 } } };
    expect(originalOf(source, twoLines)).toBe("n >= lo;\nreturn ok");
  });

  it("explains only the mutants of its file, line and mutators, and with `original` only the one replacing that text", () => {
    const broad: Equivalent = {
      file: "a.ts",
      line: "Number.isInteger(n)",
      mutators: ["ConditionalExpression"],
      why: "broad",
    };
    const narrow: Equivalent = { ...broad, original: 'typeof n === "number"', why: "narrow" };
    expect(explanationOf([broad], "a.ts", whole, source)).toBe("broad");
    expect(explanationOf([broad], "a.ts", bound, source)).toBeUndefined();
    expect(explanationOf([broad], "b.ts", whole, source)).toBeUndefined();
    expect(explanationOf([narrow], "a.ts", typeTest, source)).toBe("narrow");
    expect(explanationOf([narrow], "a.ts", whole, source)).toBeUndefined();
    expect(explanationOf([{ ...broad, line: "return ok" }], "a.ts", whole, source)).toBeUndefined();
    expect(explanationOf([{ file: "a.ts", line: "", why: "any" }], "a.ts", bound, source)).toBe("any");
  });
});

describe("a rerun of a run's survivors", () => {
  const run: Report = {
    files: {
      "a.ts": { source, mutants: [whole, typeTest, bound, mutant("4", 1, 6, "StringLiteral", "Killed", '""')] },
    },
  };
  it("counts each survivor it ran, and kills those it killed or timed out, matched by range, mutator and replacement", () => {
    const rerun: Report = {
      files: {
        "a.ts": {
          source,
          mutants: [
            // `whole` and `typeTest` start at the same column with the same mutator and replacement.
            { ...whole, id: "9", status: "Killed" },
            { ...typeTest, id: "8", status: "Survived" },
            // Same place and mutator, another replacement: a different mutant, so `bound` was not run again.
            { ...bound, id: "7", replacement: "n < lo", status: "Timeout" },
          ],
        },
      },
    };
    const r = rerunKills(run, rerun, ["a.ts"]);
    expect(r.compared).toBe(2);
    expect(r.missing).toBe(1);
    expect([...r.kills]).toEqual([mutantKey("a.ts", whole)]);
    expect(r.timedOut.size).toBe(0);
  });

  it("counts a survivor the rerun errored on or left out as missing, not as killed or surviving", () => {
    const rerun: Report = {
      files: {
        "a.ts": {
          source,
          mutants: [
            { ...whole, status: "RuntimeError" },
            { ...bound, status: "Timeout" },
          ],
        },
      },
    };
    const r = rerunKills(run, rerun, ["a.ts"]);
    expect({ compared: r.compared, missing: r.missing }).toEqual({ compared: 1, missing: 2 });
    expect([...r.kills]).toEqual([mutantKey("a.ts", bound)]);
    expect([...r.timedOut]).toEqual([mutantKey("a.ts", bound)]);
    expect(rerunKills(run, { files: {} }, ["a.ts"]).missing).toBe(3);
  });
});

describe("a later run over the same file, whose sources changed elsewhere", () => {
  // The later source has one line more above: the same mutants sit one line lower.
  const laterSource = `// a comment added since\n${source}`;
  const lower = (m: Mutant, status: string): Mutant => ({
    ...m,
    status,
    location: { start: { ...m.location.start, line: 2 }, end: { ...m.location.end, line: 2 } },
  });
  const report = (src: string, mutants: Mutant[]): Report => ({ files: { "a.ts": { source: src, mutants } } });

  it("kills a survivor when the same text on the same line is detected there, wherever the line moved", () => {
    const earlier = report(source, [whole, typeTest, bound]);
    const later = report(laterSource, [lower(whole, "Killed"), lower(typeTest, "Survived"), lower(bound, "Timeout")]);
    expect([...laterRunKills(earlier, later)].sort()).toEqual(
      [mutantKey("a.ts", bound), mutantKey("a.ts", whole)].sort(),
    );
  });

  it("kills nothing whose line is gone, whose replacement differs, or that the later run errored on", () => {
    const earlier = report(source, [whole, typeTest, bound]);
    const rewritten = report("const ok = isCount(n, lo);\nreturn ok;", [
      { ...whole, status: "Killed", location: { start: { line: 1, column: 12 }, end: { line: 1, column: 26 } } },
    ]);
    expect(laterRunKills(earlier, rewritten).size).toBe(0);
    const other = report(laterSource, [
      lower({ ...bound, replacement: "n < lo" }, "Killed"),
      lower(whole, "RuntimeError"),
    ]);
    expect(laterRunKills(earlier, other).size).toBe(0);
  });
});
