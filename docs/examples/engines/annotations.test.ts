// The rule annotations of the example engines (`// rule: ...` in conforming.mjs, `# rule: ...` in
// conforming.py): they are the expected diagnosis of every mutant measured by
// npm run diagnosis:accuracy, so each must name a real rule of The Robbers (or `engine`), and every
// rule with behaviour (one some handler step implements, every edition and every interpretation)
// must be annotated somewhere in each engine: a rule nobody annotated could never be expected.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readAnnotations } from "../../../src/conform/accuracy/annotations.js";
import { stepsImplementing } from "../../../src/dsl/steps.js";
import { robbersGame } from "../../../src/games/robbers/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const rules = robbersGame.ruleset.rules;
const known = new Set(rules.map((r) => r.id as string));
const withBehaviour = rules
  .filter(
    (r) =>
      r.kind === "edition" ||
      r.kind === "interpretation" ||
      stepsImplementing(robbersGame.ruleset.handlers, r.id).length > 0,
  )
  .map((r) => r.id as string);

const ENGINES = [
  { file: "conforming.mjs", prefix: "//" },
  { file: "conforming.py", prefix: "#" },
];

describe.each(ENGINES)("the rule annotations of $file", ({ file, prefix }) => {
  const source = readAnnotations(readFileSync(join(here, file), "utf8"), prefix);
  const named = new Set(source.annotations.flatMap((a) => (a.expected === "engine" ? [] : a.expected)));

  it("are well formed and name real rule ids of The Robbers or `engine`", () => {
    expect(source.problems).toEqual([]);
    expect(source.annotations.length).toBeGreaterThan(0);
    expect([...named].filter((id) => !known.has(id))).toEqual([]);
    expect(source.annotations.some((a) => a.expected === "engine")).toBe(true);
  });

  it("cover every rule with behaviour, every edition and every interpretation", () => {
    // The list itself must be the whole of it: editions, interpretations and rules of play.
    expect(withBehaviour.filter((id) => id.startsWith("ED-")).length).toBe(robbersGame.editions?.ids.length);
    expect(withBehaviour).toContain("RB-STEAL-HALF");
    expect(withBehaviour.filter((id) => !named.has(id))).toEqual([]);
  });
});
