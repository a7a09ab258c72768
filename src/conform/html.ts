// The conformance report as one self-contained HTML page (`--html <file>`): inline CSS in the docs
// site's spirit (plain, readable, system fonts), tables that scroll sideways on a narrow screen
// rather than overflow it (readable at 390 px wide), no script, nothing fetched. Everything the
// engine wrote is escaped.

import { fitName, type ReadingFit } from "./diagnose.js";
import { ruleChain } from "./hypotheses.js";
import { problemSentence } from "./problem-evidence.js";
import type { ConformReport, Counts, Failure } from "./report.js";
import { engineLine, type Titles, verdictLine } from "./text.js";

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSS = `
:root { color-scheme: light dark; --fail: #b91c1c; --pass: #15803d; --muted: #6b7280; --line: #d1d5db; --code: rgba(127,127,127,0.12); }
* { box-sizing: border-box; }
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; overflow-wrap: anywhere; }
h1 { font-size: 1.4rem; margin: 0.2rem 0 0.6rem; }
h2 { font-size: 1.15rem; margin: 1.6rem 0 0.4rem; border-bottom: 1px solid var(--line); padding-bottom: 0.2rem; }
h3 { font-size: 1rem; margin: 1rem 0 0.3rem; }
.verdict { font-weight: 600; padding: 0.5rem 0.75rem; border-radius: 6px; border-left: 6px solid; }
.verdict.fail { border-color: var(--fail); background: rgba(185,28,28,0.08); }
.verdict.pass { border-color: var(--pass); background: rgba(21,128,61,0.08); }
.muted { color: var(--muted); }
code, .id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
.failure { border: 1px solid var(--line); border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0.5rem 0; }
.failure ul { margin: 0.3rem 0; padding-left: 1.2rem; }
.blame { color: var(--muted); font-size: 0.9em; }
pre { background: var(--code); padding: 0.4rem 0.6rem; border-radius: 4px; overflow-x: auto; white-space: pre-wrap; font-size: 0.85em; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; font-size: 0.9em; min-width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; }
td.fails { color: var(--fail); font-weight: 600; }
td.passes { color: var(--pass); }
details summary { cursor: pointer; }
@media (max-width: 480px) { body { padding: 0.6rem; } th, td { padding: 0.2rem 0.3rem; } .failure { padding: 0.4rem 0.5rem; } }
`;

const countCells = (c: Counts) => [c.passed, c.failed, c.skipped, c.unsupported].map((n) => `<td>${n}</td>`).join("");

function failureHtml(f: Failure): string {
  const parts = [`<p>${escapeHtml(f.summary)}</p>`];
  if (f.choiceTexts.length) parts.push(`<p class="muted">choices: ${escapeHtml(f.choiceTexts.join("; "))}</p>`);
  if (f.differences.length) {
    const items = f.differences.map(
      (d) =>
        `<li>${escapeHtml(d.text)}${d.blame.length ? ` <span class="blame">[${escapeHtml(d.blame.join(", "))}]</span>` : ""}</li>`,
    );
    if (f.moreDifferences) items.push(`<li class="muted">... and ${f.moreDifferences} more values that differ</li>`);
    parts.push(`<ul>${items.join("")}</ul>`);
  }
  if (f.kind !== "state" && f.kind !== "extra" && f.blame.length)
    parts.push(`<p class="blame">blamed on: ${escapeHtml(f.blame.join(", "))}</p>`);
  if (f.problem?.stderr.length)
    parts.push(
      `<p class="muted">the engine's last lines on standard error:</p><pre>${escapeHtml(f.problem.stderr.join("\n"))}</pre>`,
    );
  return `<div class="failure">${parts.join("")}</div>`;
}

const ids = (list: readonly string[]) =>
  escapeHtml(list.length > 12 ? `${list.slice(0, 12).join(", ")}, ... (${list.length} in all)` : list.join(", "));

/** The diagnosis: the hypotheses found, or the partial fits and the evidence per rule. */
function diagnosisHtml(r: ConformReport, rule: (id: string) => string, titles: Titles): string[] {
  const d = r.diagnosis;
  if (d.problems) return [`<h2>Diagnosis</h2>`, `<p>${escapeHtml(problemSentence(d.problems, d.passes))}</p>`];
  if (!d.failures) return [];
  const counts = (f: ReadingFit) =>
    `explains ${f.explains} of ${d.failures} failures, contradicts ${f.contradicts || "none"} of ${d.passes} passes`;
  const out = [
    `<h2>Diagnosis</h2>`,
    `<p class="muted">${d.tried.singles} hypotheses from the rules' decisions` +
      `${d.tried.sets ? ` and ${d.tried.sets} sets of them` : ""} were tried (${d.tried.lookedUp} answers ` +
      `looked up in the fault dictionary, ${d.tried.replayed} replayed).</p>`,
  ];
  if (d.found.length) {
    if (d.found.length > 1) out.push(`<p>A tie: ${d.found.length} readings explain every failure equally well.</p>`);
    for (const f of d.found) {
      const what = f.hypotheses
        .map(
          (h) =>
            `${ruleChain(h)
              .map((id) => `${rule(id)} ${escapeHtml(titles.get(id) ?? "")}`)
              .join(" under ")} as ` +
            `<strong>${escapeHtml(h.title)}</strong>${h.misreading ? ` <span class="id">(${escapeHtml(h.misreading.id)})</span>` : ""}`,
        )
        .join(" and ");
      const told = f.hypotheses.flatMap((h) => (h.misreading ? [h.misreading.statement] : []));
      out.push(
        `<p>Your engine plays ${what}: ${escapeHtml(counts(f))}.</p>`,
        ...(told.length ? [`<ul>${told.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>`] : []),
      );
      const v = r.vectors.find((x) => x.id === f.example);
      if (v?.failures[0])
        out.push(
          `<p>Smallest failing vector: <span class="id">${escapeHtml(v.id)}</span></p>`,
          failureHtml(v.failures[0]),
        );
    }
    return out;
  }
  if (d.headline.kind === "abstained") out.push(`<p>No rule is named: ${escapeHtml(d.headline.text)}.</p>`);
  out.push(`<p>No hypothesis, alone or with others, explains every failure without contradicting a pass.</p>`);
  for (const f of d.partial) out.push(`<p>In part: ${escapeHtml(fitName(f))}: ${escapeHtml(counts(f))}.</p>`);
  if (d.evidence.length)
    out.push(
      `<p>Rules by the evidence (cause: failures whose first differing value cites the rule; explained: most failures one hypothesis about it explains):</p>`,
      `<table><thead><tr><th>rule</th><th>cause</th><th>explained</th></tr></thead><tbody>`,
      ...d.evidence.map(
        (e) =>
          `<tr><td class="id">${rule(e.rule)}</td><td>${e.cause} of ${d.failures}</td><td>${e.explained}</td></tr>`,
      ),
      `</tbody></table>`,
    );
  return out;
}

/**
 * The report as a self-contained HTML page.
 * @param ruleUrl a link template for rule ids (`{id}` is replaced), to the docs site's rule pages.
 */
export function reportHtml(r: ConformReport, titles: Titles = new Map(), game = r.game, ruleUrl?: string): string {
  // A rule id, linked to its page on the docs site when a template is given (the other direction of the rule page's vector list).
  const rule = (id: string) =>
    ruleUrl
      ? `<a href="${escapeHtml(ruleUrl.replaceAll("{id}", encodeURIComponent(id)))}">${escapeHtml(id)}</a>`
      : escapeHtml(id);
  const failed = r.totals.failed > 0 || r.totals.passed === 0;
  const body: string[] = [
    `<h1>${escapeHtml(game)} conform: ${escapeHtml(r.engine.hello.name ?? "engine")}</h1>`,
    `<p class="verdict ${failed ? "fail" : "pass"}">${escapeHtml(verdictLine(r))}</p>`,
    `<p class="muted">${escapeHtml(engineLine(r))}<br>vectors: ${escapeHtml(r.vectorsDir)}; ` +
      `${r.totals.selected} selected; ${r.seconds.toFixed(1)} s; timeout ${r.timeoutMs} ms per reply</p>`,
  ];
  body.push(...diagnosisHtml(r, rule, titles));
  if (r.explanation.length) {
    body.push(
      `<h2>The rules blamed for the failures</h2>`,
      `<p>The fewest rules whose blame covers every failing vector: <span class="id">${escapeHtml(r.explanation.map((e) => e.rule).join(", "))}</span>.</p>`,
    );
    for (const e of r.explanation) {
      const title = titles.get(e.rule);
      const tie = e.tiedWith.length
        ? ` <span class="muted">(a tie with ${e.tiedWith.map(rule).join(", ")}, picked by id)</span>`
        : "";
      body.push(
        `<h3><span class="id">${rule(e.rule)}</span>${title ? ` ${escapeHtml(title)}` : ""}${tie}</h3>`,
        `<p>${e.vectors.length} failing vector${e.vectors.length === 1 ? "" : "s"}: <span class="id">${ids(e.vectors)}</span></p>`,
        `<p>First: <span class="id">${escapeHtml(e.first.vector)}</span> ` +
          `<span class="muted">(${escapeHtml([e.first.edition, e.first.event].filter(Boolean).join(", "))})</span></p>`,
        failureHtml(e.first.failure),
      );
    }
  }
  if (r.engineProblems.length) {
    body.push(
      `<h2>Engine problems</h2>`,
      `<p>Vectors on which the engine did not answer properly (crashed, hung, wrote something that is not a reply); no rule is blamed.</p>`,
    );
    for (const v of r.engineProblems)
      body.push(`<h3 class="id">${escapeHtml(v.id)}</h3>`, ...v.failures.map(failureHtml));
  }
  body.push(
    `<h2>By edition</h2>`,
    `<div class="scroll"><table><thead><tr><th>edition</th><th>passed</th><th>failed</th><th>skipped</th><th>unsupported</th></tr></thead><tbody>`,
    ...Object.entries(r.editions).map(([e, c]) => `<tr><td>${escapeHtml(e)}</td>${countCells(c)}</tr>`),
    `</tbody></table></div>`,
    `<h2>By rule</h2>`,
    `<p class="muted">Vectors exercising each rule. Failed: failures the rule explains; other: failing vectors explained by other rules.</p>`,
    `<div class="scroll"><table><thead><tr><th>rule</th><th>passed</th><th>failed</th><th>other</th>` +
      `<th>skipped</th><th>unsupported</th><th>verdict</th></tr></thead><tbody>`,
    ...r.rules.map(
      (c) =>
        `<tr><td class="id"${titles.has(c.id) ? ` title="${escapeHtml(titles.get(c.id)!)}"` : ""}>${rule(c.id)}</td>` +
        `<td>${c.passed}</td><td>${c.failed}</td><td>${c.otherFailures}</td><td>${c.skipped}</td>` +
        `<td>${c.unsupported}</td><td class="${c.verdict}">${escapeHtml(c.verdict)}</td></tr>`,
    ),
    `</tbody></table></div>`,
  );
  const listed = (status: "skipped" | "unsupported", heading: string) => {
    const vs = r.vectors.filter((v) => v.status === status);
    if (vs.length)
      body.push(
        `<h2>${heading} (${vs.length})</h2>`,
        `<ul>${vs.map((v) => `<li><span class="id">${escapeHtml(v.id)}</span>: ${escapeHtml(v.reason ?? "")}</li>`).join("")}</ul>`,
      );
  };
  listed("skipped", "Skipped");
  listed("unsupported", "Unsupported");
  const noted = r.vectors.filter((v) => v.notes.length);
  if (r.notes.length || noted.length) {
    body.push(
      `<h2>Notes</h2><ul>`,
      ...r.notes.map((n) => `<li>${escapeHtml(n)}</li>`),
      ...noted.flatMap((v) =>
        v.notes.map((n) => `<li><span class="id">${escapeHtml(v.id)}</span>: ${escapeHtml(n)}</li>`),
      ),
      `</ul>`,
    );
  }
  const failing = r.vectors.filter((v) => v.status === "failed");
  if (failing.length) {
    body.push(`<h2>Every failing vector</h2>`);
    for (const v of failing)
      body.push(
        `<details><summary><span class="id">${escapeHtml(v.id)}</span> ` +
          `<span class="muted">${escapeHtml([v.edition, v.event].filter(Boolean).join(", "))}; ` +
          `blamed on ${escapeHtml(v.blame.join(", ") || "no rule")}</span></summary>` +
          `${v.failures.map(failureHtml).join("")}</details>`,
      );
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${game} conform: ${failed ? "FAIL" : "PASS"}`)}</title>
<style>${CSS}</style>
</head>
<body>
${body.join("\n")}
</body>
</html>
`;
}
