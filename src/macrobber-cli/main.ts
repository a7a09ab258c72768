// The `macrobber` command line: a thin shell over the MacRobber library (src/macrobber/) and the
// oracle's readers, with the conventions of `robbers`: usage errors exit 2, everything else is
// caught, so a user sees one line, never a stack trace.
import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { printable } from "../oracle/input-error.js";
import { EXIT, type CliIo } from "../cli/io.js";
import { checkCommand } from "./check-command.js";
import { explainCommand } from "./explain-command.js";
import { playCommand } from "./play-command.js";
import { rulesCommand } from "./rules-command.js";

const version = (): string => {
  try {
    return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
};

const internal = (error: unknown): string =>
  `macrobber: internal error: ${printable(error instanceof Error ? error.message : String(error))} (a bug in the oracle; please report it with the input)\n`;

/** Run the CLI with `argv` (arguments only, no node/script); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.ok;
  const done = (c: number) => {
    code = c;
  };
  const program = new Command("macrobber")
    .description("MacRobber (Queen Games) as an oracle: list its rules, play seeded games, check other implementations' traces, explain what can happen now")
    .version(version())
    .exitOverride()
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      outputError: (text, write) => write(`macrobber: ${printable(text.trim().replace(/^error: /, ""))}\n`),
    })
    .showHelpAfterError("(add --help for usage and examples)")
    .addHelpText(
      "after",
      `
Examples:
  macrobber rules
  macrobber play --players ann,ben,cat --seed 1 --out game.jsonl
  macrobber check game.jsonl
  macrobber explain --players ann,ben,cat --seed 1 --events 1

Exit codes: 0 success (the trace conforms); 1 the trace does not conform;
2 unreadable input or bad usage; 3 a bug in the oracle.`,
    );
  for (const command of [rulesCommand(io, done), playCommand(io, done), checkCommand(io, done), explainCommand(io, done)]) {
    program.addCommand(command.copyInheritedSettings(program));
  }
  try {
    await program.parseAsync([...argv], { from: "user" });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help, `help` and --version end here too (exit code 0); help shown because no command was
      // given, and every usage error, is bad usage.
      const helped = error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help";
      return helped && error.exitCode === 0 ? EXIT.ok : EXIT.unreadable;
    }
    io.err(internal(error));
    return EXIT.internal;
  }
}

/** Entry point for bin/macrobber.js: real streams, and a quiet exit when the reader of stdout goes away. */
export async function main(argv: readonly string[]): Promise<number> {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  });
  // Last line of defence: an error escaping every handler is still one line, never a stack trace.
  const crash = (error: unknown) => {
    process.stderr.write(internal(error));
    process.exit(EXIT.internal);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
  return runCli(argv, { out: (t) => void process.stdout.write(t), err: (t) => void process.stderr.write(t) });
}
