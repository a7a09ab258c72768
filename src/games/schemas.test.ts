// docs/schemas/ holds exactly the JSON Schemas generated from every game's formats (`npm run
// schemas` rewrites them), and each pins its format's name and refuses unknown fields.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { jsonSchemasOf } from "../oracle/schemas.js";
import { GAMES } from "./all.js";

const dir = fileURLToPath(new URL("../../docs/schemas/", import.meta.url));
const all = Object.fromEntries(GAMES.flatMap((g) => Object.entries(jsonSchemasOf(g))));

describe("docs/schemas", () => {
  it("holds one committed file per generated schema, and no other", () => {
    expect(readdirSync(dir).sort()).toEqual(Object.keys(all).sort());
  });
  for (const [name, content] of Object.entries(all)) {
    it(`${name} is up to date (else run npm run schemas)`, () =>
      expect(readFileSync(`${dir}${name}`, "utf8")).toBe(content));
  }
  it("pins every game's format versions and refuses unknown fields", () => {
    for (const game of GAMES) {
      const scenario = JSON.parse(all[`${game.id}-scenario-1.schema.json`]!);
      expect(scenario.properties.format).toEqual({ type: "string", const: `${game.id}-scenario/1` });
      expect(scenario.additionalProperties).toBe(false);
      const step = JSON.parse(all[`${game.id}-trace-1-step.schema.json`]!);
      expect(Object.keys(step.properties).sort()).toEqual(["choices", "claims", "event", "label"]);
      const header = JSON.parse(all[`${game.id}-trace-1-header.schema.json`]!);
      expect(Object.keys(header.properties).sort()).toEqual(["format", "options", "setup", "title"]);
    }
  });
});
