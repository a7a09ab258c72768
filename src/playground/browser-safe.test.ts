// The playground core and its adapters run in the browser: esbuild bundles them for the browser
// platform, which fails on any Node module (node:fs...) that sneaks into their imports.

import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("the playground core in the browser", () => {
  it("bundles for the browser without Node modules", async () => {
    const result = await build({
      stdin: {
        contents: 'export * from "./index.js"; export * from "../games/robbers/playground-adapter.js";',
        resolveDir: fileURLToPath(new URL(".", import.meta.url)),
        loader: "ts",
      },
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.endsWith("src/playground/session.ts"))).toBe(true);
    expect(inputs.filter((i) => i.startsWith("node:"))).toEqual([]);
  });
});
