// Turns one Stryker run's JSON report (reports/mutation/mutation.json) into docs/mutation.md: which
// files the run mutated, the score, the score per file, and every surviving mutant with the
// explanation kept in docs/mutation-equivalents.json (for survivors judged equivalent) or marked as
// not yet explained. Nothing is merged from other runs: the figures are those of the one run. When
// reports/mutation/without-exhaustive.json and with-exhaustive.json exist (the same mutants run with
// the test selection of vitest.stryker.config.ts, then with STRYKER_WITH_EXHAUSTIVE=1), a section
// lists the mutants only the exhaustive check kills.
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

interface Mutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { mutants: Mutant[]; source: string }>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const reportFile = join(root, "reports/mutation/mutation.json");
if (!existsSync(reportFile)) {
  console.error(`mutation-report: ${relative(root, reportFile)} not found; run \`npm run mutate\` first`);
  process.exit(2);
}
const read = (file: string): Report => {
  try {
    const r = JSON.parse(readFileSync(file, "utf8")) as Report;
    if (typeof r.files !== "object" || r.files === null) throw new Error("$.files is missing");
    return r;
  } catch (error) {
    console.error(`mutation-report: ${relative(root, file)} is not a Stryker JSON report: ${(error as Error).message}`);
    process.exit(2);
  }
};
const report = read(reportFile);
const runDate = statSync(reportFile).mtime.toISOString().slice(0, 16).replace("T", " ");

/** A survivor judged equivalent: in `file`, on a source line containing `line`, by one of `mutators` (any if absent). */
interface Equivalent {
  readonly file: string;
  readonly line: string;
  readonly mutators?: readonly string[];
  readonly why: string;
}
const notesFile = join(root, "docs/mutation-equivalents.json");
const notes = existsSync(notesFile) ? (JSON.parse(readFileSync(notesFile, "utf8")) as Equivalent[]) : [];

const detected = (s: string) => s === "Killed" || s === "Timeout";
const valid = (s: string) => detected(s) || s === "Survived" || s === "NoCoverage";
const lineOf = (src: string, m: Mutant) => src.split("\n")[m.location.start.line - 1] ?? "";
const explanation = (file: string, m: Mutant, src: string): string | undefined =>
  notes.find((n) => n.file === file && lineOf(src, m).includes(n.line) && (!n.mutators || n.mutators.includes(m.mutatorName)))?.why;
const describe = (file: string, m: Mutant) => `\`${file}:${m.location.start.line}\` ${m.mutatorName}${m.replacement ? ` → \`${m.replacement.replace(/\s+/g, " ").slice(0, 80)}\`` : ""}`;

let killed = 0;
let total = 0;
const perFile: string[] = [];
const survivors: string[] = [];
const files = Object.keys(report.files).sort();
for (const path of files) {
  const { mutants, source } = report.files[path]!;
  const file = relative(root, join(root, path));
  const k = mutants.filter((m) => detected(m.status)).length;
  const t = mutants.filter((m) => valid(m.status)).length;
  killed += k;
  total += t;
  perFile.push(`| ${file} | ${t} | ${k} | ${t ? ((100 * k) / t).toFixed(1) : "—"}% |`);
  for (const m of mutants.filter((x) => x.status === "Survived" || x.status === "NoCoverage")) {
    const why = explanation(file, m, source);
    survivors.push(`- ${describe(file, m)} (${m.status}): ${why ? `equivalent — ${why}` : "**not yet explained**"}`);
  }
}

/** Mutants that survive the test selection without the exhaustive check and die with it. */
function exhaustiveOnly(): string[] {
  const without = join(root, "reports/mutation/without-exhaustive.json");
  const withIt = join(root, "reports/mutation/with-exhaustive.json");
  if (!existsSync(without) || !existsSync(withIt)) return [];
  const a = read(without);
  const b = read(withIt);
  const key = (m: Mutant) => `${m.location.start.line}:${m.location.start.column}:${m.mutatorName}:${m.replacement ?? ""}`;
  const lines: string[] = [];
  let compared = 0;
  for (const [path, { mutants, source }] of Object.entries(a.files).sort()) {
    const other = new Map((b.files[path]?.mutants ?? []).map((m) => [key(m), m]));
    for (const m of mutants) {
      const o = other.get(key(m));
      if (!o || !valid(m.status)) continue;
      compared++;
      if (!detected(m.status) && detected(o.status)) lines.push(`- ${describe(relative(root, join(root, path)), m)}: \`${lineOf(source, m).trim().slice(0, 100)}\``);
    }
  }
  return [
    "## Survivors the exhaustive check kills that the properties missed",
    "",
    `The same ${compared} mutants run twice: with the test selection of vitest.stryker.config.ts`,
    "(reports/mutation/without-exhaustive.json), then with STRYKER_WITH_EXHAUSTIVE=1, which adds src/verify/exhaustive.test.ts under its mutation bound",
    `(reports/mutation/with-exhaustive.json). ${lines.length} survive the first run and are killed in the second:`,
    "",
    ...(lines.length ? lines : ["None."]),
    "",
  ];
}

const score = total ? (100 * killed) / total : 0;
const unexplained = survivors.filter((s) => s.includes("not yet explained")).length;
const md = [
  "# Mutation testing",
  "",
  `Generated by \`npm run mutate\` from one Stryker run (reports/mutation/mutation.json, ${runDate} UTC), which mutated`,
  `these ${files.length} files: ${files.map((f) => `\`${f}\``).join(", ")}.`,
  "Rule texts (`spec/*/rules/`) are data checked by the inventory and fixture tests, and are not mutated.",
  "",
  `**Mutation score: ${score.toFixed(1)}%** (${killed} of ${total} mutants killed or timed out; target 90%).`,
  `Survivors: ${survivors.length}, of which ${survivors.length - unexplained} are explained as equivalent and ${unexplained} are not yet explained.`,
  "",
  "| file | mutants | killed | score |",
  "|---|---|---|---|",
  ...perFile,
  "",
  ...exhaustiveOnly(),
  "## Surviving mutants",
  "",
  ...(survivors.length ? survivors : ["None."]),
  "",
].join("\n");
writeFileSync(join(root, "docs/mutation.md"), md);
console.log(`mutation score ${score.toFixed(1)}% (${killed}/${total}) over ${files.length} files; ${survivors.length} survivors, ${unexplained} not yet explained -> docs/mutation.md`);
