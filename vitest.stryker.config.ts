// Test selection for mutation testing: the tests that exercise the mutated code (interpreter, DSL
// default logic, both rulesets). The CLI, oracle and browser tests spawn processes or a browser and
// add minutes per mutant without reaching code the mutants live in.
// The exhaustive check (src/games/robbers/verify/exhaustive.test.ts) is left out by default: it adds tens of
// seconds to every mutant it covers and, on the weakest Robbers files, killed none of the survivors
// of this selection (reports/mutation/README.md). STRYKER_WITH_EXHAUSTIVE=1 adds it, under its small
// mutation bound and in-process (a mutant is switched on in the test's own thread, not in worker
// threads); STRYKER_ONLY_EXHAUSTIVE=1 runs it alone (on survivors, with `--mutate file:line:col-line:col`
// ranges); STRYKER_INCLUDE (comma-separated globs) replaces the selection, for focused runs.
import { defineConfig } from "vitest/config";

const exhaustive = "src/games/robbers/verify/exhaustive.test.ts";
const selection = [
  "src/dsl/**/*.test.ts",
  "src/interpreter/**/*.test.ts",
  "spec/**/*.test.ts",
  "properties/**/*.test.ts",
  "fixtures/**/*.test.ts",
  "bench/**/*.test.ts",
  "docs/examples/ask.test.ts",
];
const focused = process.env.STRYKER_INCLUDE?.split(",").filter(Boolean);
const include = focused?.length
  ? focused
  : process.env.STRYKER_ONLY_EXHAUSTIVE === "1"
    ? [exhaustive]
    : [...selection, ...(process.env.STRYKER_WITH_EXHAUSTIVE === "1" ? [exhaustive] : [])];

export default defineConfig({
  test: {
    include,
    env: { VERIFY_BOUND: "mutation", VERIFY_THREADS: "1" },
    testTimeout: 60_000,
  },
});
