// Runs one ruleset's Stryker survivors again with only that ruleset's exhaustive check
// (STRYKER_ONLY_EXHAUSTIVE=1 and STRYKER_GAME in vitest.stryker.config.ts), so the mutation report can
// say which survivors it kills that the usual test selection missed. Each survivor's range is given
// to Stryker, which also runs the mutants nested inside it; the report matches survivors by position,
// mutator and replacement. The full run's report (reports/mutation/<game>.json) is kept;
// this run writes reports/mutation/<game>.survivors-exhaustive-only.json.
// Usage: tsx src/trace/mutation-survivors-rerun.ts [--game <id>]... (every ruleset with a report when none is named).
import { spawnSync } from "node:child_process";
import { existsSync, renameSync } from "node:fs";
import { join, relative } from "node:path";
import {
  exhaustiveRerunOf,
  exhaustiveTestOf,
  gamesFromArgs,
  MUTATED_GAMES,
  mutationRoot,
  reportOf,
  writeMutationReport,
} from "./mutation-files.js";
import { type Report, readReport, undetected } from "./stryker-report.js";

const fail = (message: string): never => {
  console.error(`mutation-survivors-rerun: ${message}`);
  process.exit(2);
};
const named = gamesFromArgs(
  "mutation-survivors-rerun",
  "Run a ruleset's Stryker survivors again with only its exhaustive check",
);
const games = named.length ? named : MUTATED_GAMES.filter((g) => existsSync(reportOf(g)));
if (games.length === 0) fail("no reports/mutation/<game>.json found; run `npm run mutate` first");

for (const game of games) {
  const full = reportOf(game);
  if (!existsSync(full))
    fail(`${relative(mutationRoot, full)} not found; run \`npm run mutate -- --game ${game}\` first`);
  let files: Report["files"] = {};
  try {
    files = readReport(full).files;
  } catch (error) {
    fail(`${relative(mutationRoot, full)} is not a Stryker JSON report: ${(error as Error).message}`);
  }
  // Each survivor's own range (Stryker also runs the mutants nested inside it), not its whole line;
  // the report's columns count from 1, the range's from 0.
  const ranges: string[] = [];
  for (const [path, { mutants }] of Object.entries(files).sort())
    for (const { location: l } of mutants.filter((m) => undetected(m.status)))
      ranges.push(`${path}:${l.start.line}:${l.start.column - 1}-${l.end.line}:${l.end.column}`);
  if (ranges.length === 0) {
    console.log(`mutation-survivors-rerun: ${game}'s run has no survivors; nothing to run again`);
    continue;
  }
  console.log(`mutation-survivors-rerun: ${game}: ${ranges.length} survivors, with only ${exhaustiveTestOf(game)}`);
  const run = spawnSync("npx", ["stryker", "run", "--mutate", ranges.join(",")], {
    cwd: mutationRoot,
    stdio: "inherit",
    env: { ...process.env, STRYKER_ONLY_EXHAUSTIVE: "1", STRYKER_GAME: game },
  });
  if (run.status !== 0) fail(`stryker exited with ${run.status ?? run.signal} on ${game}`);
  renameSync(join(mutationRoot, "reports/mutation/mutation.json"), exhaustiveRerunOf(game));
  console.log(`mutation-survivors-rerun: wrote ${relative(mutationRoot, exhaustiveRerunOf(game))}`);
}
if (!writeMutationReport()) fail("docs/mutation.md was not written");
