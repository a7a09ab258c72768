// The `robbers` command (bin/robbers.js runs the compiled form of this file).

import { gameMain, runGameCli } from "../../cli/game-program.js";
import type { CliIo } from "../../cli/io.js";
import { robbersEntry } from "./command.js";

/** Run the CLI with `argv` (arguments only); resolves to the exit code. */
export const runCli = (argv: readonly string[], io: CliIo): Promise<number> => runGameCli(robbersEntry, argv, io);

/** Entry point for bin/robbers.js. */
export const main = (argv: readonly string[]): Promise<number> => gameMain(robbersEntry, argv);
