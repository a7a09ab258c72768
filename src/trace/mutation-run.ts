// One Stryker run per ruleset: mutates the behaviour files of spec/<game>/ (its rule texts, which are
// data, and its tests left out) and keeps that run's JSON report as reports/mutation/<game>.json, so
// docs/mutation.md reports each ruleset from its own single run and nothing is merged across runs.
// Usage: tsx src/trace/mutation-run.ts [--game <id>]... (every mutated ruleset when none is named);
// `--game <id> --only <file>...` runs those files of one ruleset only, reported apart from its full run.
import { spawnSync } from "node:child_process";
import { existsSync, renameSync } from "node:fs";
import { join, relative } from "node:path";
import { own } from "../dsl/own.js";
import {
  focusedReportOf,
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

const { games, only } = gamesFromArgs(
  "mutation-run",
  "Run Stryker once per ruleset and keep each run's report as reports/mutation/<game>.json",
  "only",
);
// A focused run mutates the files named, all of one ruleset's behaviour files; its report is kept
// apart (reports/mutation/<game>.focused.json) so the ruleset's full run and score stay as they are.
if (only.length) {
  if (games.length !== 1) fail("--only needs exactly one --game");
  const game = games[0]!;
  const wrong = only.filter(
    (f) => !f.startsWith(`spec/${game}/`) || f.includes("/rules/") || f.endsWith(".test.ts") || !f.endsWith(".ts"),
  );
  if (wrong.length) fail(`--only takes behaviour files of spec/${game}/ (not rules/ or tests): ${wrong.join(", ")}`);
  const missing = only.filter((f) => !existsSync(join(mutationRoot, f)));
  if (missing.length) fail(`no such file: ${missing.join(", ")}`);
}

const dir = join(mutationRoot, "reports/mutation");
for (const game of games.length ? games : MUTATED_GAMES) {
  const globs = only.length ? only : [`spec/${game}/**/*.ts`, `!spec/${game}/rules/**`, "!**/*.test.ts"];
  console.log(`mutation-run: ${game}: stryker run --mutate "${globs.join(",")}"`);
  const scale = own(PROPERTY_SCALE, game);
  const run = spawnSync("npx", ["stryker", "run", "--mutate", globs.join(",")], {
    cwd: mutationRoot,
    stdio: "inherit",
    env: { ...process.env, ...(scale ? { FC_SCALE: scale } : {}) },
  });
  if (run.status !== 0) fail(`stryker exited with ${run.status ?? run.signal} on ${game}; no report kept for it`);
  const written = join(dir, "mutation.json");
  if (!existsSync(written)) fail(`stryker wrote no reports/mutation/mutation.json for ${game}`);
  const kept = only.length ? focusedReportOf(game) : reportOf(game);
  renameSync(written, kept);
  if (existsSync(join(dir, "mutation.html"))) renameSync(join(dir, "mutation.html"), kept.replace(/\.json$/, ".html"));
  console.log(`mutation-run: ${game}: kept ${relative(mutationRoot, kept)}`);
}
if (!writeMutationReport()) fail("docs/mutation.md was not written");
