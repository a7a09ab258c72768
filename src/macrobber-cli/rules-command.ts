// `macrobber rules [--json]`: every rule and interpretation of MacRobber, with its sources; for each
// interpretation, the question, its readings and the default.
import { Command } from "commander";
import type { Interpretation, Rule } from "../dsl/rule.js";
import { printable } from "../oracle/input-error.js";
import { macRobberRules } from "../../spec/macrobber/index.js";
import { EXIT, type CliIo } from "../cli/io.js";

const isInterpretation = (r: Rule): r is Interpretation => r.kind === "interpretation";

/** A rule as plain JSON: what `--json` prints for each. */
export function ruleJson(r: Rule) {
  const base = { id: r.id, kind: r.kind, title: r.title, section: r.section, sources: r.sources.map((s) => ({ file: s.file, section: s.section })) };
  if (!isInterpretation(r)) return base;
  return { ...base, question: r.question, readings: r.readings.map((x) => ({ id: x.id, statement: x.statement })), default: r.defaultReading };
}

/** Text: one line per rule, then its sources (and for an interpretation its question and readings). */
export function rulesText(rules: readonly Rule[]): string[] {
  const lines: string[] = [];
  for (const r of rules) {
    lines.push(`${r.id}  ${r.kind}  ${r.title}`);
    lines.push(`    sources: ${r.sources.map((s) => `${s.file} (${s.section})`).join("; ")}`);
    if (isInterpretation(r)) {
      lines.push(`    question: ${r.question}`);
      lines.push(`    readings: ${r.readings.map((x) => (x.id === r.defaultReading ? `${x.id} (default)` : x.id)).join(", ")}`);
    }
  }
  const n = rules.filter(isInterpretation).length;
  lines.push(`${rules.length - n} rules and ${n} interpretations.`);
  return lines.map((l) => printable(l, 4000));
}

export function rulesCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command("rules")
    .description("list every rule and interpretation of MacRobber: id, kind, title, sources; readings and the default")
    .option("--json", "print a JSON array for machines")
    .addHelpText(
      "after",
      `
Examples:
  macrobber rules
  macrobber rules --json

Exit codes: 0 listed.`,
    )
    .action((opts: { json?: boolean }) => {
      io.out(opts.json ? `${JSON.stringify(macRobberRules.map(ruleJson), null, 2)}\n` : `${rulesText(macRobberRules).join("\n")}\n`);
      done(EXIT.ok);
    });
}
