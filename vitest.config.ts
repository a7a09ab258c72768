// Test configuration: unit tests beside the code, properties in properties/, fixtures in fixtures/.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "spec/**/*.test.ts",
      "properties/**/*.test.ts",
      "fixtures/**/*.test.ts",
      "docs/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    testTimeout: 60_000,
  },
});
