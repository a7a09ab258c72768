// One Stryker run per ruleset: mutates the behaviour files of spec/<game>/ (its rule texts, which are
// data, and its tests left out) and keeps that run's JSON report as reports/mutation/<game>.json, so
// docs/mutation.md reports each ruleset from its own single run and nothing is merged across runs.
// Usage: tsx src/trace/mutation-run.ts [--game <id>]... (every mutated ruleset when none is named).
import { spawnSync } from "node:child_process";
import { existsSync, renameSync } from "node:fs";
import { join } from "node:path";
import {
  gamesFromArgs,
  MUTATED_GAMES,
  mutationRoot,
  PROPERTY_SCALE,
  reportOf,
  writeMutationReport,
} from "./mutation-files.js";

const fail = (message: string): never => {
  console.error(`mutation-run: ${message}`);
  process.exit(2);
};

const { games } = gamesFromArgs(
  "mutation-run",
  "Run Stryker once per ruleset and keep each run's report as reports/mutation/<game>.json",
);

const dir = join(mutationRoot, "reports/mutation");
for (const game of games.length ? games : MUTATED_GAMES) {
  const globs = [`spec/${game}/**/*.ts`, `!spec/${game}/rules/**`, "!**/*.test.ts"];
  console.log(`mutation-run: ${game}: stryker run --mutate "${globs.join(",")}"`);
  const scale = PROPERTY_SCALE[game];
  const run = spawnSync("npx", ["stryker", "run", "--mutate", globs.join(",")], {
    cwd: mutationRoot,
    stdio: "inherit",
    env: { ...process.env, ...(scale ? { FC_SCALE: scale } : {}) },
  });
  if (run.status !== 0) fail(`stryker exited with ${run.status ?? run.signal} on ${game}; no report kept for it`);
  const written = join(dir, "mutation.json");
  if (!existsSync(written)) fail(`stryker wrote no reports/mutation/mutation.json for ${game}`);
  renameSync(written, reportOf(game));
  if (existsSync(join(dir, "mutation.html"))) renameSync(join(dir, "mutation.html"), join(dir, `${game}.html`));
  console.log(`mutation-run: ${game}: kept reports/mutation/${game}.json`);
}
if (!writeMutationReport()) fail("docs/mutation.md was not written");
