// Where the mutation scripts keep each ruleset's runs: the rulesets mutated one Stryker run each,
// and the report files of a ruleset's full run and of its survivors run again with only its
// exhaustive check. Shared by mutation-run.ts, mutation-survivors-rerun.ts and mutation-report.ts.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Command, CommanderError } from "commander";

export const mutationRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** The rulesets mutation testing covers, each by its folder under spec/, with the name the report shows. */
export const MUTATED_RULESETS: Readonly<Record<string, string>> = { robbers: "The Robbers", macrobber: "MacRobber" };
export const MUTATED_GAMES: readonly string[] = Object.keys(MUTATED_RULESETS);

/** A ruleset's full run: reports/mutation/<game>.json. */
export const reportOf = (game: string): string => join(mutationRoot, "reports/mutation", `${game}.json`);
/** Its survivors run again with only the exhaustive check. */
export const exhaustiveRerunOf = (game: string): string =>
  join(mutationRoot, "reports/mutation", `${game}.survivors-exhaustive-only.json`);
/** The ruleset's exhaustive check, which the usual test selection of vitest.stryker.config.ts leaves out. */
export const exhaustiveTestOf = (game: string): string => `src/games/${game}/verify/exhaustive.test.ts`;

/** Writes docs/mutation.md from the reports there are (mutation-report.ts); false when it failed. */
export function writeMutationReport(): boolean {
  return (
    spawnSync("npx", ["tsx", "src/trace/mutation-report.ts"], { cwd: mutationRoot, stdio: "inherit" }).status === 0
  );
}

/**
 * The rulesets named with `--game <id>` (repeatable) on the command line of `script`, checked against
 * MUTATED_GAMES; an unknown one or a bad argument ends the process with exit 2 and a one-line message.
 */
export function gamesFromArgs(script: string, description: string): string[] {
  const program = new Command(script)
    .description(description)
    .option(
      "--game <id>",
      `a ruleset (${MUTATED_GAMES.join(", ")}); repeat for several`,
      (v: string, acc: string[]) => [...acc, v],
      [],
    )
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(`${script}: ${s}`) });
  let games: string[] = [];
  try {
    games = program.parse().opts<{ game: string[] }>().game;
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
    throw error;
  }
  const unknown = games.filter((g) => !MUTATED_GAMES.includes(g));
  if (unknown.length) {
    console.error(`${script}: unknown ruleset ${unknown.join(", ")}; expected one of ${MUTATED_GAMES.join(", ")}`);
    process.exit(2);
  }
  return games;
}
