// The conformance report as text for the terminal: the verdict first, then the rules that explain
// the failures (each with its first failing vector and a readable diff), engine problems, counts
// per edition and per rule, and notes. Every line is printable (nothing an engine wrote can smuggle
// terminal escapes into it).
import { printable } from "../oracle/input-error.js";
import type { ConformReport, Counts, Failure, VectorResult } from "./report.js";

/** Rule titles by id, to name the rules in words. */
export type Titles = ReadonlyMap<string, string>;

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** The one-line verdict: `PASS: ...` or `FAIL: ...`. */
export function verdictLine(r: ConformReport): string {
  const t = r.totals;
  const rest = `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped, ${t.unsupported} unsupported`;
  if (t.failed === 0) return `PASS: every vector run passes (${plural(t.selected, "vector")} selected: ${rest})`;
  const rules = r.explanation.map((e) => e.rule);
  const explained = rules.length ? `; explained by ${plural(rules.length, "rule")}: ${rules.join(", ")}` : "";
  const problems = r.engineProblems.length
    ? `; ${plural(r.engineProblems.length, "vector")} failed by engine problems`
    : "";
  return `FAIL: ${t.failed} of ${plural(t.selected, "vector")} ${t.failed === 1 ? "fails" : "fail"} (${rest})${explained}${problems}`;
}

/** The engine as its hello describes it. */
export function engineLine(r: ConformReport): string {
  const h = r.engine.hello;
  const name = [h.name ?? "unnamed engine", h.version].filter(Boolean).join(" ");
  return `engine: ${name} (${printable(r.engine.command, 200)}); identity ${h.identity}; ${h.outcomes ? "lists outcomes" : "does not list outcomes"}`;
}

/** A failure as indented lines: what, the choices, each differing value with its blame, what the engine said. */
function failureLines(f: Failure, indent = "    "): string[] {
  const lines = [`${indent}${f.summary}`];
  if (f.choiceTexts.length) lines.push(`${indent}choices: ${f.choiceTexts.join("; ")}`);
  else if (f.request === "apply") lines.push(`${indent}choices: none`);
  for (const d of f.differences) lines.push(`${indent}- ${d.text}${d.blame.length ? `  [${d.blame.join(", ")}]` : ""}`);
  if (f.moreDifferences) lines.push(`${indent}- ... and ${plural(f.moreDifferences, "more value")} that differ`);
  if (f.kind !== "state" && f.kind !== "extra" && f.blame.length)
    lines.push(`${indent}blamed on: ${f.blame.join(", ")}`);
  if (f.problem?.stderr.length)
    lines.push(`${indent}engine's last words on stderr:`, ...f.problem.stderr.map((l) => `${indent}  | ${l}`));
  return lines.map((l) => printable(l, 2000));
}

const listIds = (ids: readonly string[], max = 8) =>
  ids.length > max ? `${ids.slice(0, max).join(", ")}, ... (${ids.length} in all)` : ids.join(", ");

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells.map((r) =>
    `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")}`.trimEnd(),
  );
}

const countCells = (c: Counts) => [c.passed, c.failed, c.skipped, c.unsupported];

function grouped(results: readonly VectorResult[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const r of results) byReason.set(r.reason ?? "", [...(byReason.get(r.reason ?? "") ?? []), r.id]);
  return [...byReason].map(([reason, ids]) => `  ${reason}: ${listIds(ids)}`);
}

/** The whole report as lines of text. */
export function reportText(r: ConformReport, titles: Titles = new Map()): string[] {
  const out: string[] = [
    verdictLine(r),
    engineLine(r),
    `vectors: ${printable(r.vectorsDir, 300)}; ${plural(r.totals.selected, "vector")} selected; ${r.seconds.toFixed(1)} s`,
  ];
  const titled = (id: string) => (titles.has(id) ? `${id} (${titles.get(id)})` : id);
  if (r.explanation.length) {
    out.push(
      "",
      `The failures are explained by ${plural(r.explanation.length, "rule")}: ${r.explanation.map((e) => e.rule).join(", ")}`,
    );
    for (const e of r.explanation) {
      out.push("", `${titled(e.rule)}: ${plural(e.vectors.length, "failing vector")} (${listIds(e.vectors)})`);
      out.push(
        `  first: ${e.first.vector} (${[e.first.edition, e.first.event].filter(Boolean).join(", ")})`,
        ...failureLines(e.first.failure),
      );
    }
  }
  if (r.engineProblems.length) {
    out.push("", `Engine problems (${plural(r.engineProblems.length, "vector")}, blamed on no rule):`);
    for (const v of r.engineProblems) {
      out.push(`  ${v.id} (${[v.edition, v.event].filter(Boolean).join(", ")}):`);
      for (const f of v.failures) out.push(...failureLines(f));
    }
  }
  const skipped = r.vectors.filter((v) => v.status === "skipped");
  if (skipped.length) out.push("", `Skipped (${skipped.length}):`, ...grouped(skipped));
  const unsupported = r.vectors.filter((v) => v.status === "unsupported");
  if (unsupported.length) out.push("", `Unsupported (${unsupported.length}):`, ...grouped(unsupported));
  out.push(
    "",
    "By edition:",
    ...table(
      ["edition", "passed", "failed", "skipped", "unsupported"],
      Object.entries(r.editions).map(([e, c]) => [e, ...countCells(c)]),
    ),
  );
  out.push(
    "",
    "By rule (vectors exercising it; failed = failures it explains, other = failures explained otherwise):",
    ...table(
      ["rule", "passed", "failed", "other", "skipped", "unsupported", "verdict"],
      r.rules.map((c) => [
        c.id,
        c.passed,
        c.failed,
        c.otherFailures,
        c.skipped,
        c.unsupported,
        c.verdict === "fails" ? "FAILS" : c.verdict,
      ]),
    ),
  );
  const noted = r.vectors.filter((v) => v.notes.length);
  if (r.notes.length || noted.length) {
    out.push("", "Notes:", ...r.notes.map((n) => `  ${n}`));
    for (const v of noted.slice(0, 20)) for (const n of v.notes) out.push(`  ${v.id}: ${n}`);
    if (noted.length > 20) out.push(`  ... notes on ${noted.length - 20} more vectors (see --json)`);
  }
  out.push("", verdictLine(r));
  return out.map((l) => printable(l, 4000));
}
