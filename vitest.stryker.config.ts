// Test selection for mutation testing: the tests that exercise the mutated code (interpreter, DSL
// default logic, the Robbers ruleset). The CLI, oracle and browser tests spawn processes or a
// browser and add minutes per mutant without reaching code the mutants live in.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/dsl/**/*.test.ts", "src/interpreter/**/*.test.ts", "spec/**/*.test.ts", "properties/**/*.test.ts", "fixtures/**/*.test.ts", "bench/**/*.test.ts", "docs/examples/ask.test.ts"],
    testTimeout: 60_000,
  },
});
