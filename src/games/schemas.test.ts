// docs/schemas/ must be exactly what the zod definitions generate (run `npm run schemas` after
// changing a format), and the generated schemas must describe the files we ship.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "./schemas.js";

const dir = fileURLToPath(new URL("../../docs/schemas/", import.meta.url));

describe("docs/schemas", () => {
  it("holds one committed file per generated schema, and no other", () => {
    expect(readdirSync(dir).sort()).toEqual(Object.keys(jsonSchemas()).sort());
  });
  for (const [name, content] of Object.entries(jsonSchemas())) {
    it(`${name} is up to date (else run npm run schemas)`, () => expect(readFileSync(`${dir}${name}`, "utf8")).toBe(content));
  }
  it("pins the format versions and refuses unknown fields", () => {
    const scenario = JSON.parse(jsonSchemas()["robbers-scenario-1.schema.json"]!);
    expect(scenario.properties.format).toEqual({ type: "string", const: "robbers-scenario/1" });
    expect(scenario.additionalProperties).toBe(false);
    const step = JSON.parse(jsonSchemas()["robbers-trace-1-step.schema.json"]!);
    expect(Object.keys(step.properties).sort()).toEqual(["choices", "claims", "event", "label"]);
  });
});
