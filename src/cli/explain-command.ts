// `robbers explain <scenario.json>`: every legal outcome of a scenario, as text or JSON.
import { Command } from "commander";
import { DEFAULT_EXPLAIN_LIMIT, MAX_EXPLAIN_LIMIT } from "../oracle/limits.js";
import { EXIT, type CliIo } from "./io.js";
import { integerOption } from "./options.js";

export function explainCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command("explain")
    .description("list every legal outcome of a scenario's event, with a choice path to each and the rule ids behind each effect")
    .argument("<scenario>", "a robbers-scenario/1 JSON file")
    .option("--json", "print JSON for machines instead of text")
    .option("--limit <n>", `expand at most n outcomes (the rest are counted and said to be left out; at most ${MAX_EXPLAIN_LIMIT})`, integerOption(0, MAX_EXPLAIN_LIMIT), DEFAULT_EXPLAIN_LIMIT)
    .addHelpText(
      "after",
      `
Examples:
  robbers explain docs/examples/example-3.scenario.json
  robbers explain docs/examples/example-3.scenario.json --limit 200 --json

Exit codes: 0 outcomes listed; 2 the scenario cannot be read or is refused by the rules
(file, line, JSON path and rule ids are given on one line).`,
    )
    .action(async (file: string, opts: { json?: boolean; limit: number }) => {
      // Loaded when the command runs, so that --help starts without the rules and the readers.
      const [{ explainFile }, { explainJson, explainText }, { formatInputError }] = await Promise.all([
        import("../oracle/explain.js"),
        import("../oracle/explain-text.js"),
        import("../oracle/input-error.js"),
      ]);
      const result = await explainFile(file, { limit: opts.limit });
      if (!result.ok) {
        io.err(`${formatInputError(result.error)}\n`);
        return done(EXIT.unreadable);
      }
      io.out(`${opts.json ? explainJson(result.report) : explainText(result.report).join("\n")}\n`);
      done(EXIT.ok);
    });
}
