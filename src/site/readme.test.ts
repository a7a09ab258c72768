// The README's first command line runs the main job (the site) and its second runs the tests;
// both name scripts that exist.
import { expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./build-site.js";

it("starts with `npm ci && npm start`, then `npm ci && npm test`, and keeps `npm run example`", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const commands = [...readme.matchAll(/^ {4}(npm .*)$/gm)].map((m) => m[1]);
  expect(commands.slice(0, 3)).toEqual(["npm ci && npm start", "npm ci && npm test", "npm run example"]);
  const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  for (const name of ["start", "test", "example", "docs"]) expect(scripts[name], name).toBeTruthy();
});
