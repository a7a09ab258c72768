// mutate_py.py, the mutation tool for the Python example engine, and the `# rule:` annotations of
// conforming.py it reads: the list is complete and well formed, a mutant runs as the engine over
// the conformance protocol with its one change, and every line of conforming.py's code is covered
// by an annotation naming known ids (or `engine`), with every rule, interpretation and edition
// named somewhere.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { robbers } from "../../../spec/robbers/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const python = process.platform === "win32" ? "python" : "python3";
const tool = join(here, "mutate_py.py");
const engine = join(here, "conforming.py");

interface Mutant {
  id: number;
  line: number;
  col: number;
  end_line: number;
  operator: string;
  original: string;
  replacement: string;
  rules: string[];
}

const mutate = (args: string[], input?: string) =>
  execFileSync(python, [tool, ...args], { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const mutants: Mutant[] = JSON.parse(mutate(["list", "--rules"]));
const lines = readFileSync(engine, "utf8").split("\n");

const request = (id: number, awards: { player: string; points: number }[]) =>
  JSON.stringify({
    id,
    type: "apply",
    options: { edition: "C3", interpretations: {} },
    state: {
      players: ["red", "blue"],
      messages: false,
      active: "red",
      figures: { red: { meeple: 3 }, blue: { meeple: 5 } },
      robbers: { red: 5, blue: null },
      bagTiles: 0,
      messagesDrawn: {},
    },
    event: { kind: "moment", awards: awards.map((a) => ({ ...a, source: "feature" })) },
    choices: [],
  });

describe("mutate_py.py list", () => {
  it("numbers the mutants 1..n in source order, each with its place and texts", () => {
    expect(mutants.length).toBeGreaterThan(1000);
    mutants.forEach((m, i) => {
      expect(m.id).toBe(i + 1);
      expect(m.original).not.toBe(m.replacement);
      expect(m.end_line).toBeGreaterThanOrEqual(m.line);
      // Positions are those of the original file (columns count characters from 1: the file is ASCII).
      expect(lines[m.line - 1]!.slice(m.col - 1).startsWith(m.original.split("\n")[0]!)).toBe(true);
    });
    const order = mutants.map((m) => [m.line, m.col]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it("applies every operator of the standard set", () => {
    const operators = new Set(mutants.map((m) => m.operator));
    expect([...operators].sort()).toEqual(
      [
        "arith-op",
        "bool-op",
        "break-continue",
        "compare-op",
        "condition",
        "int-constant",
        "not-removal",
        "return-none",
        "statement-deletion",
        "string-empty",
      ].sort(),
    );
  });

  it("gives the same list when computed again", () => {
    expect(JSON.parse(mutate(["list", "--rules", "--no-cache"]))).toEqual(mutants);
  });
});

describe("mutate_py.py run and source", () => {
  const roundsDown = mutants.find(
    (m) =>
      m.operator === "int-constant" &&
      lines[m.line - 1]!.includes('amount = (m["points"] + 1) // 2') &&
      m.original === "1",
  )!;

  it("shows the mutated source", () => {
    expect(roundsDown.rules).toEqual(["RB-STEAL-HALF"]);
    const source = mutate(["source", String(roundsDown.id)]);
    expect(source).toContain("amount = (m['points'] + 0) // 2");
    expect(source).not.toContain("amount = (m['points'] + 1) // 2");
  });

  it("runs the mutant as the engine, speaking the protocol", () => {
    const input = [
      JSON.stringify({ id: 0, type: "hello", protocol: "conformance/1", game: "robbers" }),
      request(1, [{ player: "blue", points: 7 }]),
      JSON.stringify({ id: 2, type: "bye" }),
      "",
    ].join("\n");
    const replies = (args: string[]) =>
      execFileSync(python, args, { input, encoding: "utf8" })
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
    const original = replies([engine]);
    const mutant = replies([tool, "run", String(roundsDown.id)]);
    expect(mutant[0]).toEqual(original[0]);
    expect(original[1].steals[0].amount).toBe(4);
    expect(mutant[1].steals[0].amount).toBe(3);
  });
});

describe("the # rule: annotations of conforming.py", () => {
  const known = new Set(robbers.rules.map((r) => r.id));
  const named = new Set(
    lines.flatMap((l) => (l.trim().startsWith("# rule:") ? l.trim().slice("# rule:".length).trim().split(/\s+/) : [])),
  );

  it("name only known ids or engine, and name every rule, interpretation and edition", () => {
    expect([...named].filter((id) => id !== "engine" && !known.has(id))).toEqual([]);
    expect([...known].filter((id) => !named.has(id))).toEqual([]);
  });

  it("cover every mutant's line", () => {
    expect(mutants.filter((m) => m.rules.length === 0)).toEqual([]);
  });
});
