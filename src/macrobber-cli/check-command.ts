// `macrobber check TRACE.jsonl`: the oracle. Replays each event of a trace with its picks and
// compares the claimed effects and state; exit 0 if it conforms, 1 at the first divergence, 2 when
// the trace cannot be read.
import { Command } from "commander";
import { EXIT, type CliIo } from "../cli/io.js";
import { checkJson, checkText, checkTrace } from "./check.js";

export function checkCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command("check")
    .description("replay a MacRobber trace (JSON Lines) against the rules and report the first line that does not conform")
    .argument("<trace>", "a trace: a header line, then one line per event (see `macrobber play --help`)")
    .option("--json", "print the result as JSON")
    .addHelpText(
      "after",
      `
Examples:
  macrobber check game.jsonl
  my-engine --trace | macrobber check /dev/stdin

The header gives {"ruleset":"macrobber","options":{...}} and either "players" and "seed" (a new game)
or "state" (start from that state). Each event line gives "event" and "choices"; "effects" (type and
the fields given are compared) and "state" (compared whole) are checked when present.
Exit codes: 0 the trace conforms; 1 a line does not conform (its line, the JSON path of the first
difference, what the trace says, what the rules give, the rule ids); 2 the trace cannot be read
(file, line and JSON path on one line).`,
    )
    .action(async (file: string, opts: { json?: boolean }) => {
      const result = await checkTrace(file);
      if (opts.json) io.out(`${checkJson(result)}\n`);
      else if (result.status === "unreadable") io.err(`${checkText(result)}\n`);
      else io.out(`${checkText(result)}\n`);
      done(result.status === "conforms" ? EXIT.ok : result.status === "diverges" ? EXIT.diverges : EXIT.unreadable);
    });
}
