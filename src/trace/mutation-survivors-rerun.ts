// Runs one ruleset's Stryker survivors again, so the mutation report can say which of them a test
// kills after all: `--with exhaustive` (the default) runs only the ruleset's exhaustive check
// (STRYKER_ONLY_EXHAUSTIVE=1 and STRYKER_GAME in vitest.stryker.config.ts), which the usual selection
// leaves out; `--with tests` runs the usual selection as it is now, to show which survivors the tests
// added since the run kill. Each survivor's range is given to Stryker, which also runs the mutants
// nested inside it; the report matches survivors by position, mutator and replacement. The full run's
// report (reports/mutation/<game>.json) is kept; this run writes reports/mutation/<game>.survivors-*.json.
// Usage: tsx src/trace/mutation-survivors-rerun.ts [--game <id>]... [--with exhaustive|tests] [--focused]
// (every ruleset with a report when none is named; --focused: the survivors of its focused run).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, renameSync } from "node:fs";
import { join, relative } from "node:path";
import { own } from "../dsl/own.js";
import {
  exhaustiveTestOf,
  focusedReportOf,
  gamesFromArgs,
  MUTATED_GAMES,
  mutationRoot,
  PROPERTY_SCALE,
  reportOf,
  survivorsRerunOf,
  writeMutationReport,
} from "./mutation-files.js";
import { type Report, readReport, undetected } from "./stryker-report.js";

const fail = (message: string): never => {
  console.error(`mutation-survivors-rerun: ${message}`);
  process.exit(2);
};
const {
  games: named,
  selection,
  focused,
} = gamesFromArgs(
  "mutation-survivors-rerun",
  "Run a ruleset's Stryker survivors again with only its exhaustive check, or with the tests as they are now",
  "with",
);
const runOf = (game: string) => (focused ? focusedReportOf(game) : reportOf(game));
const games = named.length ? named : MUTATED_GAMES.filter((g) => existsSync(runOf(g)));
if (games.length === 0) fail("no reports/mutation/<game>.json found; run `npm run mutate` first");

for (const game of games) {
  const full = runOf(game);
  if (!existsSync(full))
    fail(
      `${relative(mutationRoot, full)} not found; run \`npm run mutate -- --game ${game}${focused ? " --only <file>..." : ""}\` first`,
    );
  let files: Report["files"] = {};
  try {
    files = readReport(full).files;
  } catch (error) {
    fail(`${relative(mutationRoot, full)} is not a Stryker JSON report: ${(error as Error).message}`);
  }
  // The ranges point into the sources the run mutated: a file changed since would get other mutants.
  const changed = Object.entries(files)
    .filter(([path, { source }]) => readFileSync(join(mutationRoot, path), "utf8") !== source)
    .map(([path]) => path);
  if (changed.length)
    fail(`${changed.join(", ")} changed since ${relative(mutationRoot, full)}; run the ruleset again instead`);
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
  const tests = selection === "exhaustive" ? `only ${exhaustiveTestOf(game)}` : "the usual test selection";
  console.log(`mutation-survivors-rerun: ${game}: ${ranges.length} survivors, with ${tests}`);
  const scale = own(PROPERTY_SCALE, game);
  const run = spawnSync("npx", ["stryker", "run", "--mutate", ranges.join(",")], {
    cwd: mutationRoot,
    stdio: "inherit",
    env: {
      ...process.env,
      STRYKER_GAME: game,
      ...(selection === "exhaustive" ? { STRYKER_ONLY_EXHAUSTIVE: "1" } : scale ? { FC_SCALE: scale } : {}),
    },
  });
  if (run.status !== 0) fail(`stryker exited with ${run.status ?? run.signal} on ${game}`);
  const written = survivorsRerunOf(game, selection, focused);
  renameSync(join(mutationRoot, "reports/mutation/mutation.json"), written);
  console.log(`mutation-survivors-rerun: wrote ${relative(mutationRoot, written)}`);
}
if (!writeMutationReport()) fail("docs/mutation.md was not written");
