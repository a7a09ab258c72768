// The report of `explain` as text for people (the library's describe* sentences) and as JSON for
// machines. Both say how many outcomes exist and how many were left out.
import { describeEffect, describeOutcome, describeOutcomeSet } from "../robbers/describe.js";
import { describeEvent } from "./describe-event.js";
import type { ExplainReport } from "./explain.js";
import { printable } from "./input-error.js";

const plural = (n: bigint | number, word: string) => `${n} ${word}${n === 1 || n === 1n ? "" : "s"}`;

/**
 * Text lines for people: options, event, counts, groups, each listed outcome, and what was left out.
 * Every line is printable (control characters escaped), whatever the scenario's names contain.
 */
export function explainText(r: ExplainReport): string[] {
  const lines: string[] = [];
  if (r.title) lines.push(`Question: ${r.title}`);
  lines.push(`Options: ${r.label}`, `Event: ${describeEvent(r.event)}`);
  lines.push(`${plural(r.distinct, "distinct outcome")} (${plural(r.paths, "choice path")}).`);
  if (r.set.method === "factored" && r.set.groups.length) {
    lines.push("By who steals what (each group times its independent choices):");
    for (const g of describeOutcomeSet(r.set)) lines.push(`  ${g}`);
  }
  r.outcomes.forEach((o, i) => {
    lines.push(...describeOutcome(o, i).split("\n"));
    lines.push(`  scores after: ${Object.entries(o.scores).map(([p, s]) => `${p} ${s}`).join(", ")}; robbers: ${Object.entries(o.state.robbers).map(([p, at]) => `${p} ${at === null ? "in supply" : `on ${at}`}`).join(", ")}`);
  });
  lines.push(
    r.omitted > 0n
      ? `Listed ${r.outcomes.length} of ${r.distinct} outcomes; ${r.omitted} more not listed (raise --limit to see them).`
      : `All ${plural(r.distinct, "outcome")} listed.`,
  );
  return lines.map((l) => printable(l, 4000));
}

/** Plain JSON: counts as decimal strings (they can exceed 2^53), each effect with its sentence. */
export function explainJson(r: ExplainReport): string {
  const doc = {
    format: "robbers-explanation/1",
    ...(r.title ? { title: r.title } : {}),
    options: r.options,
    label: r.label,
    event: r.event,
    distinct: r.distinct.toString(),
    paths: r.paths.toString(),
    listed: r.outcomes.length,
    omitted: r.omitted.toString(),
    complete: r.omitted === 0n,
    groups: r.set.method === "factored" ? r.set.groups.map((g) => ({ summary: g.summary, factors: g.factors.map((f) => ({ label: f.label, ways: f.options.length })) })) : undefined,
    outcomes: r.outcomes.map((o, index) => ({
      index: index + 1,
      paths: o.count.toString(),
      choices: o.path,
      scores: o.scores,
      figures: o.state.figures,
      robbers: o.state.robbers,
      messagesDrawn: o.state.messagesDrawn,
      effects: o.effects.map((e) => ({ ...e, text: describeEffect(e) })),
    })),
  };
  return JSON.stringify(doc, null, 2);
}
