// `<game> check <trace | ->`: replay another implementation's trace; exit 0 if it conforms, 1 at the
// first step that does not, 2 when the trace cannot be read.
import { Command, Option } from "commander";
import type { GameEntry } from "../game-entry.js";
import { type CliIo, EXIT } from "../io.js";

export function checkCommand(entry: GameEntry, io: CliIo, done: (code: number) => void): Command {
  return new Command("check")
    .description(`replay a trace (${entry.id}-trace/1) with the oracle and report the first step that does not conform`)
    .argument(
      "<trace>",
      "a trace: *.json (one document) or *.jsonl / *.ndjson / - for standard input (header line, then one step per line; streamed)",
    )
    .option("--json", "print the result as JSON")
    .option("--jsonl", "read the trace as JSON Lines whatever its name")
    .option("--no-alternatives", "after a divergence, do not replay the trace under other editions and readings")
    .addOption(
      new Option(
        "--unreachable <mode>",
        "a start no legal play reaches: refuse it (exit 2), or warn on standard error (one line each) and replay it anyway",
      )
        .choices(["refuse", "warn"])
        .default("refuse"),
    )
    .addHelpText(
      "after",
      `
Examples:
${entry.exampleTrace ? `  ${entry.id} check ${entry.exampleTrace}\n` : ""}` +
        `  ${entry.id} play --players ${entry.examplePlayers} --seed 1 --out game.jsonl && ${entry.id} check game.jsonl
  my-engine --trace | ${entry.id} check -

Exit codes: 0 the trace conforms; 1 a step does not conform (its number, what the trace
claims, what the rules give, the rule ids, and the options under which the trace would conform);
2 the trace cannot be read (file, line and JSON path on one line). Warnings from --unreachable warn
do not change the exit code.`,
    )
    .action(
      async (
        file: string,
        opts: { json?: boolean; jsonl?: boolean; alternatives: boolean; unreachable: "refuse" | "warn" },
      ) => {
        const [game, { checkGameFile }, { checkJson, checkText }, { formatInputError }] = await Promise.all([
          entry.load(),
          import("../../oracle/check.js"),
          import("../../oracle/check-text.js"),
          import("../../oracle/input-error.js"),
        ]);
        // In text, the divergence is printed as soon as it is known; the search of other editions and
        // readings that follows can take seconds on a long trace (with a progress line on a terminal).
        let shown = 0;
        const result = await checkGameFile(game, file, {
          alternatives: opts.alternatives,
          unreachable: opts.unreachable,
          ...(opts.jsonl ? { layout: "jsonl" as const } : {}),
          ...(opts.json
            ? {}
            : {
                onDivergence: (verdict) => {
                  for (const w of verdict.warnings ?? []) io.err(`${formatInputError(w)}\n`);
                  const lines = checkText(verdict, game);
                  shown = lines.length;
                  io.out(`${lines.join("\n")}\n`);
                },
              }),
          ...(io.progress
            ? {
                onSearchProgress: ({ steps, live }) =>
                  io.progress!(
                    `searching other editions and readings: step ${steps}, ${live} option set${live === 1 ? "" : "s"} still conforming`,
                  ),
              }
            : {}),
        });
        io.progress?.(null);
        // Asked only to be warned: one line each on standard error, before the verdict.
        if (result.status !== "unreadable" && shown === 0)
          for (const w of result.warnings ?? []) io.err(`${formatInputError(w)}\n`);
        if (opts.json) io.out(`${checkJson(result)}\n`);
        else if (result.status === "unreadable") io.err(`${checkText(result, game).join("\n")}\n`);
        else {
          const rest = checkText(result, game).slice(shown);
          if (rest.length) io.out(`${rest.join("\n")}\n`);
        }
        done(result.status === "conforms" ? EXIT.ok : result.status === "diverges" ? EXIT.diverges : EXIT.unreadable);
      },
    );
}
