// One command line for any game: `<game> rules | play | explain | check | vectors | conform`, with the same
// options, exit codes and one-line error format for every game. A game's own `main` passes its
// entry (src/games/<game>/command.ts); nothing here knows which game it runs.
import { checkCommand } from "./commands/check.js";
import { conformCommand } from "./commands/conform.js";
import { explainCommand } from "./commands/explain.js";
import { playCommand } from "./commands/play.js";
import { rulesCommand } from "./commands/rules.js";
import { vectorsCommand } from "./commands/vectors.js";
import type { GameEntry } from "./game-entry.js";
import type { CliIo } from "./io.js";
import { type CommandFactory, processMain, runProgram } from "./program.js";

/** The subcommands, in the order `--help` lists them (`conform` only for a game with a conformance adapter). */
const COMMANDS = [rulesCommand, playCommand, explainCommand, checkCommand, vectorsCommand] as const;

/** Run the game's command with `argv` (arguments only, no node/script); resolves to the exit code. */
export function runGameCli(entry: GameEntry, argv: readonly string[], io: CliIo): Promise<number> {
  const makers = entry.loadConformance ? [...COMMANDS, conformCommand] : COMMANDS;
  const commands: CommandFactory[] = makers.map((make) => (cliIo, done) => make(entry, cliIo, done));
  const examples = [
    `${entry.id} rules`,
    ...(entry.exampleScenario ? [`${entry.id} explain ${entry.exampleScenario}`] : []),
    `${entry.id} play --players ${entry.examplePlayers} --seed 1 --out game.jsonl`,
    `${entry.id} check game.jsonl`,
    `${entry.id} vectors --seed 1 --count 10 --out vectors/`,
    ...(entry.loadConformance ? [`${entry.id} conform --engine "node my-engine.mjs"`] : []),
  ];
  return runProgram({ name: entry.id, description: entry.description, examples, commands }, argv, io);
}

/** The process entry point for a game's bin script: real streams, one line on any error. */
export const gameMain = (entry: GameEntry, argv: readonly string[]): Promise<number> =>
  processMain(entry.id, (a, io) => runGameCli(entry, a, io), argv);
