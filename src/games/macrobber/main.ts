// The `macrobber` command (bin/macrobber.js runs the compiled form of this file).

import { gameMain, runGameCli } from "../../cli/game-program.js";
import type { CliIo } from "../../cli/io.js";
import { macRobberEntry } from "./command.js";

/** Run the CLI with `argv` (arguments only); resolves to the exit code. */
export const runCli = (argv: readonly string[], io: CliIo): Promise<number> => runGameCli(macRobberEntry, argv, io);

/** Entry point for bin/macrobber.js. */
export const main = (argv: readonly string[]): Promise<number> => gameMain(macRobberEntry, argv);
