// What the `robbers` and `macrobber` commands share: the commander program with one-line errors and
// exit codes (usage errors 2, anything unexpected 3, never a stack trace), and the process entry
// point (quiet on a closed stdout, last-resort handlers for escaped errors).
import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { printable } from "../oracle/printable.js";
import { type CliIo, EXIT } from "./io.js";

/** A command made with the IO and the callback that sets the exit code. */
export type CommandFactory = (io: CliIo, done: (code: number) => void) => Command;

/** The package's version: its package.json is two folders up from src/cli/ and three from dist/src/cli/. */
const version = (): string => {
  for (const up of ["../../package.json", "../../../package.json"]) {
    try {
      const manifest = JSON.parse(readFileSync(new URL(up, import.meta.url), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === "robbers-spec" && typeof manifest.version === "string") return manifest.version;
    } catch {
      // not at this level: try the next one
    }
  }
  return "unknown";
};

const internalError = (name: string, error: unknown): string =>
  `${name}: internal error: ${printable(error instanceof Error ? error.message : String(error))} (a bug in the oracle; please report it with the input)\n`;

/**
 * Run a command-line program named `name` with `argv` (arguments only); resolves to the exit code.
 * @param spec the program's name, description, the examples shown after --help, and its commands.
 */
export async function runProgram(
  spec: { name: string; description: string; examples: readonly string[]; commands: readonly CommandFactory[] },
  argv: readonly string[],
  io: CliIo,
): Promise<number> {
  let code: number = EXIT.ok;
  const done = (c: number) => {
    code = c;
  };
  const program = new Command(spec.name)
    .description(spec.description)
    .version(version())
    .exitOverride()
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      // One line, as every error of the commands (the pointer to --help on the same line).
      outputError: (text, write) =>
        write(`${spec.name}: ${printable(text.trim().replace(/^error: /, ""))} (add --help for usage and examples)\n`),
    })
    .addHelpText(
      "after",
      `
Examples:
${spec.examples.map((e) => `  ${e}`).join("\n")}

Exit codes: 0 success (the trace conforms); 1 the trace does not conform;
2 unreadable input or bad usage; 3 a bug in the oracle.`,
    );
  for (const make of spec.commands) program.addCommand(make(io, done).copyInheritedSettings(program));
  try {
    await program.parseAsync([...argv], { from: "user" });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help, `help` and --version end here too (exit code 0); help shown because no command was
      // given, and every usage error, is bad usage.
      const helped =
        error.code === "commander.helpDisplayed" ||
        error.code === "commander.version" ||
        error.code === "commander.help";
      return helped && error.exitCode === 0 ? EXIT.ok : EXIT.unreadable;
    }
    io.err(internalError(spec.name, error));
    return EXIT.internal;
  }
}

/** The process entry point for a bin script: real streams, and a quiet exit when the reader of stdout goes away. */
export async function processMain(
  name: string,
  run: (argv: readonly string[], io: CliIo) => Promise<number>,
  argv: readonly string[],
): Promise<number> {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  });
  // Last line of defence: an error escaping every handler is still one line, never a stack trace.
  const crash = (error: unknown) => {
    process.stderr.write(internalError(name, error));
    process.exit(EXIT.internal);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
  return run(argv, {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    ...(process.stderr.isTTY
      ? { progress: (t: string | null) => void process.stderr.write(t === null ? "\r\x1b[K" : `\r\x1b[K${t}`) }
      : {}),
  });
}
