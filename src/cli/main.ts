// The `robbers` command line: a thin shell over the oracle library (src/oracle/). It maps usage
// errors to exit code 2 and catches everything else, so a user sees one line, never a stack trace.
import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { printable } from "../oracle/input-error.js";
import { checkCommand } from "./check-command.js";
import { explainCommand } from "./explain-command.js";
import { EXIT, type CliIo } from "./io.js";
import { vectorsCommand } from "./vectors-command.js";

const version = (): string => {
  try {
    return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
};

/** Run the CLI with `argv` (arguments only, no node/script); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.ok;
  const done = (c: number) => {
    code = c;
  };
  const program = new Command("robbers")
    .description("The Robbers (Carcassonne) as an oracle: explain situations, check other implementations' traces, generate conformance vectors")
    .version(version())
    .exitOverride()
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      outputError: (text, write) => write(`robbers: ${printable(text.trim().replace(/^error: /, ""))}\n`),
    })
    .showHelpAfterError("(add --help for usage and examples)")
    .addHelpText(
      "after",
      `
Examples:
  robbers explain docs/examples/example-3.scenario.json
  robbers check docs/examples/conforming.trace.jsonl
  robbers vectors --seed 1 --count 10 --out vectors/

Exit codes: 0 success (the trace conforms); 1 the trace does not conform;
2 unreadable input or bad usage; 3 a bug in the oracle.`,
    );
  for (const command of [explainCommand(io, done), checkCommand(io, done), vectorsCommand(io, done)]) {
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
    io.err(`robbers: internal error: ${printable(error instanceof Error ? error.message : String(error))} (a bug in the oracle; please report it with the input)\n`);
    return EXIT.internal;
  }
}

/** Entry point for bin/robbers.js: real streams, and a quiet exit when the reader of stdout goes away. */
export async function main(argv: readonly string[]): Promise<number> {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  });
  // Last line of defence: an error escaping every handler is still one line, never a stack trace.
  const crash = (error: unknown) => {
    process.stderr.write(`robbers: internal error: ${printable(error instanceof Error ? error.message : String(error))} (a bug in the oracle; please report it with the input)\n`);
    process.exit(EXIT.internal);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
  return runCli(argv, { out: (t) => void process.stdout.write(t), err: (t) => void process.stderr.write(t) });
}
