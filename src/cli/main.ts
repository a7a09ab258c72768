// The `robbers` command line: a thin shell over the oracle library (src/oracle/). Usage errors exit
// 2 and everything else is caught (src/cli/program.ts), so a user sees one line, never a stack trace.
import { checkCommand } from "./check-command.js";
import { explainCommand } from "./explain-command.js";
import type { CliIo } from "./io.js";
import { processMain, runProgram } from "./program.js";
import { vectorsCommand } from "./vectors-command.js";

const PROGRAM = {
  name: "robbers",
  description: "The Robbers (Carcassonne) as an oracle: explain situations, check other implementations' traces, generate conformance vectors",
  examples: ["robbers explain docs/examples/example-3.scenario.json", "robbers check docs/examples/conforming.trace.jsonl", "robbers vectors --seed 1 --count 10 --out vectors/"],
  commands: [explainCommand, checkCommand, vectorsCommand],
};

/** Run the CLI with `argv` (arguments only, no node/script); resolves to the exit code. */
export const runCli = (argv: readonly string[], io: CliIo): Promise<number> => runProgram(PROGRAM, argv, io);

/** Entry point for bin/robbers.js: real streams, and a quiet exit when the reader of stdout goes away. */
export const main = (argv: readonly string[]): Promise<number> => processMain("robbers", runCli, argv);
