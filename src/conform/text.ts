// The conformance report as text for the terminal: the verdict first, then the rules that explain
// the failures (each with its first failing vector and a readable diff), engine problems, counts
// per edition and per rule, and notes. Every line is printable (nothing an engine wrote can smuggle
// terminal escapes into it).
import { printable } from "../oracle/input-error.js";
import { type Diagnosis, fitName, type ReadingFit } from "./diagnose.js";
import { ruleChain } from "./hypotheses.js";
import { problemSentence } from "./problem-evidence.js";
import type { ConformReport, Counts, Failure, VectorResult } from "./report.js";

/** Rule titles by id, to name the rules in words. */
export type Titles = ReadonlyMap<string, string>;

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** The one-line verdict: `PASS: ...` or `FAIL: ...`, with the diagnosis's headline (the only rule ids it names). */
export function verdictLine(r: ConformReport): string {
  const t = r.totals;
  const rest = `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped, ${t.unsupported} unsupported`;
  if (t.failed === 0 && t.passed === 0)
    return `FAIL: no vector was run (${plural(t.selected, "vector")} selected: ${rest}); an engine passes only what it plays`;
  if (t.failed === 0) return `PASS: every vector run passes (${plural(t.selected, "vector")} selected: ${rest})`;
  const h = r.diagnosis.headline;
  // Engine problems are their own diagnosis: the line says how many vectors they failed, and names no rule.
  const said = h.kind === "named" || h.kind === "abstained" ? `; diagnosis: ${h.text}` : "";
  const problems = r.engineProblems.length
    ? `; ${plural(r.engineProblems.length, "vector")} failed by engine problems`
    : "";
  return `FAIL: ${t.failed} of ${plural(t.selected, "vector")} ${t.failed === 1 ? "fails" : "fail"} (${rest})${said}${problems}`;
}

/** " [MIS-STEAL-ROUNDS-DOWN]" after a hypothesis a hand-written misreading names, else nothing. */
const named = (h: { readonly misreading?: { readonly id: string } }) => (h.misreading ? ` [${h.misreading.id}]` : "");

const fitCounts = (f: ReadingFit, d: Diagnosis) =>
  `explains ${f.explains} of ${plural(d.failures, "failure")}, contradicts ${f.contradicts ? f.contradicts : "none"} of ${plural(d.passes, "pass", "passes")}`;

/** How the diagnosis was reached, in one line. */
function triedLine(d: Diagnosis): string {
  const t = d.tried;
  const sets = t.sets ? ` and ${plural(t.sets, "set")} of them` : "";
  const how =
    t.replayed === 0
      ? "every answer looked up in the fault dictionary"
      : t.lookedUp === 0
        ? "every answer replayed"
        : `${t.lookedUp} answers looked up in the fault dictionary, ${t.replayed} replayed`;
  return `${plural(t.singles, "hypothesis", "hypotheses")} from the rules' decisions${sets} tried; ${how}`;
}

/** The diagnosis as lines: what was found, or the partial fits and the evidence per rule. */
function diagnosisLines(r: ConformReport, titled: (id: string) => string): string[] {
  const d = r.diagnosis;
  if (d.problems)
    return ["", "Diagnosis (from the engine problems alone):", `  ${problemSentence(d.problems, d.passes)}`];
  if (!d.failures) return [];
  const out = ["", `Diagnosis (${triedLine(d)}):`];
  const example = (id: string | null) => {
    const v = r.vectors.find((x) => x.id === id);
    if (!v) return [];
    const f = v.failures[0];
    return [
      `    smallest failing vector: ${v.id} (${[v.edition, v.event].filter(Boolean).join(", ")})`,
      ...(f ? failureLines(f, "      ") : []),
    ];
  };
  if (d.found.length) {
    if (d.found.length > 1)
      out.push(
        `  A tie: ${d.found.length} readings explain every failure equally well; the vectors cannot tell them apart.`,
      );
    for (const f of d.found) {
      out.push(
        "  Your engine plays " +
          `${f.hypotheses.map((h) => `${ruleChain(h).map(titled).join(" under ")} as "${h.title}"${named(h)}`).join(" and ")}:`,
      );
      out.push(`    ${fitCounts(f, d)}.`);
      for (const h of f.hypotheses) if (h.misreading) out.push(`    ${h.misreading.id}: ${h.misreading.statement}`);
      out.push(...example(f.example));
    }
    return out;
  }
  if (d.headline.kind === "abstained") out.push(`  No rule is named: ${d.headline.text}.`);
  out.push("  No hypothesis, alone or with others, explains every failure without contradicting a pass.");
  for (const f of d.partial) out.push(`  In part: ${fitName(f)}: ${fitCounts(f, d)}.`);
  if (d.evidence.length) {
    out.push(
      "  Rules by the evidence (cause: failures whose first differing value cites the rule; explained: most failures one hypothesis about it explains):",
    );
    for (const e of d.evidence)
      out.push(`    ${titled(e.rule)}: cause ${e.cause} of ${d.failures}, explained ${e.explained}`);
  }
  return out;
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
  out.push(...diagnosisLines(r, titled));
  if (r.explanation.length) {
    out.push(
      "",
      `The failures are covered by the blame of ${plural(r.explanation.length, "rule")}: ${r.explanation.map((e) => e.rule).join(", ")}`,
    );
    for (const e of r.explanation) {
      const tie = e.tiedWith.length ? `; a tie with ${e.tiedWith.join(", ")}, picked by id` : "";
      out.push("", `${titled(e.rule)}: ${plural(e.vectors.length, "failing vector")} (${listIds(e.vectors)})${tie}`);
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
