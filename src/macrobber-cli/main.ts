// The `macrobber` command line: a thin shell over the MacRobber library (src/macrobber/) and the
// oracle's readers, with the conventions of `robbers` (src/cli/program.ts): usage errors exit 2,
// everything else is caught, so a user sees one line, never a stack trace.
import type { CliIo } from "../cli/io.js";
import { processMain, runProgram } from "../cli/program.js";
import { checkCommand } from "./check-command.js";
import { explainCommand } from "./explain-command.js";
import { playCommand } from "./play-command.js";
import { rulesCommand } from "./rules-command.js";

const PROGRAM = {
  name: "macrobber",
  description: "MacRobber (Queen Games) as an oracle: list its rules, play seeded games, check other implementations' traces, explain what can happen now",
  examples: ["macrobber rules", "macrobber play --players ann,ben,cat --seed 1 --out game.jsonl", "macrobber check game.jsonl", "macrobber explain --players ann,ben,cat --seed 1 --events 1"],
  commands: [rulesCommand, playCommand, checkCommand, explainCommand],
};

/** Run the CLI with `argv` (arguments only, no node/script); resolves to the exit code. */
export const runCli = (argv: readonly string[], io: CliIo): Promise<number> => runProgram(PROGRAM, argv, io);

/** Entry point for bin/macrobber.js: real streams, and a quiet exit when the reader of stdout goes away. */
export const main = (argv: readonly string[]): Promise<number> => processMain("macrobber", runCli, argv);
