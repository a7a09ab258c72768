// Test selection for mutation testing: the tests that exercise the mutated code (interpreter, DSL
// default logic, both rulesets). The CLI, oracle and browser tests spawn processes or a browser and
// add minutes per mutant without reaching code the mutants live in.
// The rulesets' exhaustive checks (src/games/<game>/verify/exhaustive.test.ts) are left out by default:
// they add tens of seconds to every mutant they cover. STRYKER_WITH_EXHAUSTIVE=1 adds the one of
// STRYKER_GAME (robbers when unset), under its mutation bound and in-process (a mutant is switched on
// in the test's own thread, not in worker threads); STRYKER_ONLY_EXHAUSTIVE=1 runs it alone (on a
// run's survivors: src/trace/mutation-survivors-rerun.ts); STRYKER_INCLUDE (comma-separated globs)
// replaces the selection, for focused runs.
import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Quickest test files first: Stryker stops a mutant's run at its first failing test, so a mutant a
 * quick test kills never waits for the slow ones (vitest's own order puts the slowest first).
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const duration = (f: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`)?.duration ??
      Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => duration(a) - duration(b));
  }
}

const exhaustive = `src/games/${process.env.STRYKER_GAME ?? "robbers"}/verify/exhaustive.test.ts`;
const selection = [
  "src/dsl/**/*.test.ts",
  "src/interpreter/**/*.test.ts",
  "spec/**/*.test.ts",
  "properties/**/*.test.ts",
  "fixtures/**/*.test.ts",
  "bench/**/*.test.ts",
  "docs/examples/ask.test.ts",
];
// Regenerating MacRobber's vectors flips every reading behind their tags (tens of seconds a mutant);
// fixtures/macrobber-vectors.test.ts checks each vector's whole outcome set against the rules instead.
const exclude = ["fixtures/macrobber-vectors-regenerate.test.ts"];
const focused = process.env.STRYKER_INCLUDE?.split(",").filter(Boolean);
const include = focused?.length
  ? focused
  : process.env.STRYKER_ONLY_EXHAUSTIVE === "1"
    ? [exhaustive]
    : [...selection, ...(process.env.STRYKER_WITH_EXHAUSTIVE === "1" ? [exhaustive] : [])];

export default defineConfig({
  test: {
    include,
    exclude: [...exclude, "**/node_modules/**"],
    // FC_KEEP_COUNTEREXAMPLES=0: a counterexample one mutant's run writes would be tried on every
    // later mutant in the shared sandbox, so a mutant's fate would depend on the mutants before it.
    env: { VERIFY_BOUND: "mutation", VERIFY_THREADS: "1", FC_KEEP_COUNTEREXAMPLES: "0" },
    testTimeout: 60_000,
    sequence: { sequencer: QuickestFirst },
    // Test files share one module graph within a mutant's run: importing the rules and the kit anew
    // for every file was a third of each run. Stryker still starts each mutant's run afresh.
    isolate: false,
  },
});
