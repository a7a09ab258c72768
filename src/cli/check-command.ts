// `robbers check <trace>`: replay another implementation's trace; exit 0 if it conforms, 1 at the
// first divergence, 2 when the trace cannot be read.
import { Command } from "commander";
import { EXIT, type CliIo } from "./io.js";

export function checkCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command("check")
    .description("replay a trace (robbers-trace/1) with the oracle and report the first step that does not conform")
    .argument("<trace>", "a trace: *.json (one document) or *.jsonl / *.ndjson (header line, then one step per line; streamed)")
    .option("--json", "print the result as JSON")
    .option("--jsonl", "read the trace as JSON Lines whatever its name (for a pipe: --jsonl /dev/stdin)")
    .option("--no-alternatives", "after a divergence, do not replay the trace under other editions and readings")
    .addHelpText(
      "after",
      `
Examples:
  robbers check docs/examples/conforming.trace.jsonl
  robbers check docs/examples/rounds-down.trace.jsonl
  my-engine --trace | robbers check --jsonl /dev/stdin

Exit codes: 0 the trace conforms; 1 a step does not conform (its number, what the trace
claims, what the rules give, the rule ids, and the options under which the trace would conform);
2 the trace cannot be read (file, line and JSON path on one line).`,
    )
    .action(async (file: string, opts: { json?: boolean; jsonl?: boolean; alternatives: boolean }) => {
      // Loaded when the command runs, so that --help starts without the rules and the readers.
      const [{ checkFile }, { checkJson, checkText }] = await Promise.all([import("../oracle/check.js"), import("../oracle/check-text.js")]);
      const result = await checkFile(file, { alternatives: opts.alternatives, ...(opts.jsonl ? { layout: "jsonl" as const } : {}) });
      if (opts.json) io.out(`${checkJson(result)}\n`);
      else if (result.status === "unreadable") io.err(`${checkText(result).join("\n")}\n`);
      else io.out(`${checkText(result).join("\n")}\n`);
      done(result.status === "conforms" ? EXIT.ok : result.status === "diverges" ? EXIT.diverges : EXIT.unreadable);
    });
}
