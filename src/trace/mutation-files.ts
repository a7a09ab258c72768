// Where the mutation scripts keep each ruleset's runs: the rulesets mutated one Stryker run each,
// and the report files of a ruleset's full run and of its survivors run again (with only its
// exhaustive check, or with the tests as they are now). Shared by mutation-run.ts,
// mutation-survivors-rerun.ts and mutation-report.ts.
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
/** A run over some of its files only (`npm run mutate -- --game <id> --only <file>...`), reported apart. */
export const focusedReportOf = (game: string): string => join(mutationRoot, "reports/mutation", `${game}.focused.json`);
/**
 * What a run's survivors can be run again with: only the ruleset's exhaustive check (which the usual
 * selection leaves out), or the usual selection as it is now (tests added since the run).
 */
export type RerunSelection = "exhaustive" | "tests";
const RERUN_SELECTIONS: readonly RerunSelection[] = ["exhaustive", "tests"];
/** The survivors of its full run (or its focused run) run again with `selection`. */
export const survivorsRerunOf = (game: string, selection: RerunSelection, focused = false): string =>
  join(
    mutationRoot,
    "reports/mutation",
    `${game}${focused ? ".focused" : ""}.${selection === "exhaustive" ? "survivors-exhaustive-only" : "survivors-later-tests"}.json`,
  );
/**
 * A ruleset's property budget under mutation (FC_SCALE): every surviving mutant reruns every
 * property that reaches it. MacRobber's properties meet all their interesting cases at half their CI
 * budget (the initial test run fails otherwise), and halving them saves a quarter of its run.
 */
export const PROPERTY_SCALE: Readonly<Record<string, string>> = { macrobber: "0.5" };
/** The ruleset's exhaustive check, which the usual test selection of vitest.stryker.config.ts leaves out. */
export const exhaustiveTestOf = (game: string): string => `src/games/${game}/verify/exhaustive.test.ts`;

/** Writes docs/mutation.md from the reports there are (mutation-report.ts); false when it failed. */
export function writeMutationReport(): boolean {
  return (
    spawnSync("npx", ["tsx", "src/trace/mutation-report.ts"], { cwd: mutationRoot, stdio: "inherit" }).status === 0
  );
}

/** What a mutation script's command line names. */
export interface MutationArgs {
  /** The rulesets named with `--game <id>` (repeatable). */
  readonly games: string[];
  /** `--with`: what survivors are run again with (mutation-survivors-rerun.ts). */
  readonly selection: RerunSelection;
  /** `--only <file>` (repeatable): the files of a focused run (mutation-run.ts). */
  readonly only: string[];
  /** `--focused`: rerun the survivors of the ruleset's focused run, not its full run. */
  readonly focused: boolean;
}

/**
 * The command line of `script`: rulesets checked against MUTATED_GAMES, and `--with` (when `extra` is
 * "with") or `--only` (when it is "only"); an unknown ruleset or selection or a bad argument ends the
 * process with exit 2 and a one-line message.
 */
export function gamesFromArgs(script: string, description: string, extra?: "with" | "only"): MutationArgs {
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
  if (extra === "only")
    program.option(
      "--only <file>",
      "a run over this file of the ruleset only (repeatable), reported apart from the full run",
      (v: string, acc: string[]) => [...acc, v],
      [],
    );
  if (extra === "with")
    program.option("--focused", "the survivors of the ruleset's focused run (--only), not its full run");
  if (extra === "with")
    program.option(
      "--with <selection>",
      "exhaustive: only the ruleset's exhaustive check; tests: the usual test selection as it is now",
      "exhaustive",
    );
  let games: string[] = [];
  let selection = "exhaustive";
  let only: string[] = [];
  let focused = false;
  try {
    const opts = program.parse().opts<{ game: string[]; with?: string; only?: string[]; focused?: boolean }>();
    games = opts.game;
    selection = opts.with ?? selection;
    only = opts.only ?? [];
    focused = opts.focused === true;
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
    throw error;
  }
  const unknown = games.filter((g) => !MUTATED_GAMES.includes(g));
  if (unknown.length) {
    console.error(`${script}: unknown ruleset ${unknown.join(", ")}; expected one of ${MUTATED_GAMES.join(", ")}`);
    process.exit(2);
  }
  if (!(RERUN_SELECTIONS as readonly string[]).includes(selection)) {
    console.error(`${script}: unknown selection ${selection}; expected one of ${RERUN_SELECTIONS.join(", ")}`);
    process.exit(2);
  }
  return { games, selection: selection as RerunSelection, only, focused };
}
