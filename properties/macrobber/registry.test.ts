// The MacRobber registry names only rule ids MacRobber has, each property once, and each test file
// it points to exists and takes its title from the registry.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { macRobberRules } from "../../spec/macrobber/index.js";
import { MACROBBER_PROPERTIES } from "./registry.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

it("MacRobber properties name only rule ids of macRobberRules", () => {
  const known = new Set(macRobberRules.map((r) => r.id));
  for (const p of MACROBBER_PROPERTIES) {
    expect(p.rules.length, `${p.name} names no rule`).toBeGreaterThan(0);
    for (const id of p.rules) expect(known.has(id), `${p.name} names unknown ${id}`).toBe(true);
  }
});

it("MacRobber property names are unique and each file runs its property under the registry's title", () => {
  expect(new Set(MACROBBER_PROPERTIES.map((p) => p.name)).size).toBe(MACROBBER_PROPERTIES.length);
  for (const p of MACROBBER_PROPERTIES) {
    const file = join(root, p.file);
    expect(existsSync(file), `${p.file} exists`).toBe(true);
    const text = readFileSync(file, "utf8");
    expect(text.includes(`mrTitleOf("${p.name}")`), `${p.file} titles a test mrTitleOf("${p.name}")`).toBe(true);
    expect(new RegExp(`check\\(\\s*"${p.name}"`).test(text), `${p.file} checks "${p.name}"`).toBe(true);
  }
});
