// `<game> rules [--json]`: every rule, interpretation and edition of the game in rulebook order,
// with its statement and sources, and for an interpretation its question, readings and default.
import { Command } from "commander";
import type { Interpretation, Rule } from "../../dsl/rule.js";
import type { GameEntry } from "../game-entry.js";
import { type CliIo, EXIT } from "../io.js";

const isInterpretation = (r: Rule): r is Interpretation => r.kind === "interpretation";

/** A rule as JSON: id, kind, title, section, statement, sources; an interpretation adds its question, readings and default. */
function ruleJson(r: Rule) {
  const base = {
    id: r.id,
    kind: r.kind,
    title: r.title,
    section: r.section,
    statement: r.statement,
    sources: r.sources.map((s) => ({ file: s.file, section: s.section })),
  };
  if (!isInterpretation(r)) return base;
  return {
    ...base,
    question: r.question,
    readings: r.readings.map((x) => ({ id: x.id, statement: x.statement })),
    default: r.defaultReading,
  };
}

/** The rules as text lines: one per rule with its statement indented below (then an interpretation's readings), then the counts. */
function rulesText(rules: readonly Rule[]): string[] {
  const lines: string[] = [];
  for (const r of rules) {
    const sources = r.sources.map((s) => `${s.file} ${s.section}`).join("; ");
    lines.push(`${r.id}  [${r.kind}] ${r.title}  (${r.section}; ${sources})`);
    lines.push(`    ${r.statement}`);
    if (isInterpretation(r))
      for (const x of r.readings) lines.push(`    ${x.id === r.defaultReading ? "*" : "-"} ${x.id}: ${x.statement}`);
  }
  const count = (kind: Rule["kind"], word: string) => {
    const n = rules.filter((r) => r.kind === kind).length;
    return `${n} ${word}${n === 1 ? "" : "s"}`;
  };
  const editions = rules.some((r) => r.kind === "edition") ? ` and ${count("edition", "edition")}` : "";
  lines.push(`${count("rule", "rule")}, ${count("interpretation", "interpretation")}${editions}.`);
  return lines;
}

export function rulesCommand(entry: GameEntry, io: CliIo, done: (code: number) => void): Command {
  return new Command("rules")
    .description(
      "list every rule, interpretation and edition in rulebook order, with its sources (* marks a default reading)",
    )
    .option("--json", "print JSON for machines")
    .addHelpText(
      "after",
      `
Examples:
  ${entry.id} rules
  ${entry.id} rules --json

Exit codes: 0 listed.`,
    )
    .action(async (opts: { json?: boolean }) => {
      const game = await entry.load();
      const { printable } = await import("../../oracle/input-error.js");
      const rules = game.ruleset.rules;
      io.out(
        opts.json
          ? `${JSON.stringify(rules.map(ruleJson), null, 2)}\n`
          : `${rulesText(rules)
              .map((l) => printable(l, 4000))
              .join("\n")}\n`,
      );
      done(EXIT.ok);
    });
}
