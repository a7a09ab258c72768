// The report of `explain` as text for people (the library's describe* sentences) and as JSON for
// machines. Both say how many outcomes exist and how many were left out.
import { isRecord, renderingArgument, requireArgument } from "../dsl/arguments.js";
import { groupCount } from "../interpreter/outcomes.js";
import { citeText } from "./cite-text.js";
import { type ExplainedOutcome, type ExplainReport, outcomeEntry } from "./explain.js";
import { printable } from "./input-error.js";
import { MAX_EXPLAIN_GROUPS } from "./limits.js";

/** "Outcome 1 (reached by 2 choice paths)", its choices, then each effect with its rule ids. */
function outcomeLines(o: ExplainedOutcome, index: number): string[] {
  const head = `Outcome ${index + 1}${o.count > 1n ? ` (reached by ${o.count} choice paths)` : ""}`;
  const choices = o.choiceTexts.length ? `  choices: ${o.choiceTexts.join("; ")}` : "  choices: none needed";
  const effects = o.effects.map((e, i) => `  - ${o.effectTexts[i]}  ${citeText(e)}`);
  return [head, choices, ...effects];
}

const plural = (n: bigint | number, word: string) => `${n} ${word}${n === 1 || n === 1n ? "" : "s"}`;

/**
 * Text lines for people: options, event, counts, groups, each listed outcome, and what was left out.
 * Every line is printable (control characters escaped), whatever the scenario's names contain.
 */
export function explainText(r: ExplainReport): string[] {
  const what = "a report of explain (the `report` of an ok result)";
  requireArgument(isRecord(r) && Array.isArray(r.outcomes) && Array.isArray(r.groupTexts), what);
  return renderingArgument(what, () => explainLines(r));
}

function explainLines(r: ExplainReport): string[] {
  const lines: string[] = [];
  if (r.title) lines.push(`Question: ${r.title}`);
  lines.push(`Options: ${r.label}`, `Event: ${r.eventText}`);
  lines.push(`${plural(r.distinct, "distinct outcome")} (${plural(r.paths, "choice path")}).`);
  if (r.groupTexts.length) {
    lines.push("By group (each group times its independent choices):");
    for (const g of r.groupTexts) lines.push(`  ${g}`);
  }
  r.outcomes.forEach((o, i) => {
    lines.push(...outcomeLines(o, i));
    lines.push(`  ${o.afterText}`);
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
    format: `${r.game}-explanation/1`,
    ...(r.title ? { title: r.title } : {}),
    options: r.options,
    label: r.label,
    event: r.event,
    eventText: r.eventText,
    distinct: r.distinct.toString(),
    paths: r.paths.toString(),
    listed: r.outcomes.length,
    omitted: r.omitted.toString(),
    complete: r.omitted === 0n,
    // A set with too many groups to hold or list lists its first ones; groupsInAll says how many there are.
    ...(r.set.totals || r.set.groups.length > MAX_EXPLAIN_GROUPS ? { groupsInAll: groupCount(r.set).toString() } : {}),
    groups:
      r.set.method === "factored"
        ? r.set.groups.slice(0, MAX_EXPLAIN_GROUPS).map((g) => ({
            summary: g.summary,
            factors: g.factors.map((f) => ({ label: f.label, ways: f.options.length })),
          }))
        : undefined,
    outcomes: r.outcomes.map((o, index) => outcomeEntry(o, index + 1)),
  };
  return JSON.stringify(doc, null, 2);
}
