// Turns one Stryker run's JSON report (reports/mutation/mutation.json) into docs/mutation.md: which
// files the run mutated, the score, the score per file, and every surviving mutant with the
// explanation kept in docs/mutation-equivalents.json (for survivors judged equivalent) or marked as
// not yet explained. Nothing is merged from other runs: the figures are those of the one run. When
// reports/mutation/survivors-exhaustive-only.json exists (the run's survivors run again with only the
// exhaustive check), a section lists the survivors it kills.
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type Mutant, type Report, readReport, undetected } from "./stryker-report.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const reportFile = join(root, "reports/mutation/mutation.json");
if (!existsSync(reportFile)) {
  console.error(`mutation-report: ${relative(root, reportFile)} not found; run \`npm run mutate\` first`);
  process.exit(2);
}
const read = (file: string): Report => {
  try {
    return readReport(file);
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
const valid = (s: string) => detected(s) || undetected(s);
const lineOf = (src: string, m: Mutant) => src.split("\n")[m.location.start.line - 1] ?? "";
const explanation = (file: string, m: Mutant, src: string): string | undefined =>
  notes.find(
    (n) => n.file === file && lineOf(src, m).includes(n.line) && (!n.mutators || n.mutators.includes(m.mutatorName)),
  )?.why;
const describe = (file: string, m: Mutant) =>
  `\`${file}:${m.location.start.line}\` ${m.mutatorName}${m.replacement ? ` → \`${m.replacement.replace(/\s+/g, " ").slice(0, 80)}\`` : ""}`;

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
  for (const m of mutants.filter((x) => undetected(x.status))) {
    const why = explanation(file, m, source);
    survivors.push(`- ${describe(file, m)} (${m.status}): ${why ? `equivalent — ${why}` : "**not yet explained**"}`);
  }
}

const EXHAUSTIVE_HEADING = "## Survivors the exhaustive check kills that the properties missed";

/**
 * The run's survivors run again with only the exhaustive check (STRYKER_ONLY_EXHAUSTIVE=1, the
 * survivors' ranges given to --mutate): those it kills are the ones it finds and the selection missed.
 */
function exhaustiveOnly(): string[] {
  const rerunFile = join(root, "reports/mutation/survivors-exhaustive-only.json");
  if (!existsSync(rerunFile)) {
    // Said, not left out: a reader should not take a missing section for "the check kills none".
    return [
      EXHAUSTIVE_HEADING,
      "",
      "Not measured for this run: the test selection leaves out src/games/robbers/verify/exhaustive.test.ts, and its survivors have not",
      "been run again with that test alone (`npm run mutate:survivors-exhaustive` does, and adds the list here).",
      "",
    ];
  }
  const rerun = read(rerunFile);
  const key = (m: Mutant) =>
    `${m.location.start.line}:${m.location.start.column}:${m.mutatorName}:${m.replacement ?? ""}`;
  const lines: string[] = [];
  let compared = 0;
  let missing = 0;
  for (const path of files) {
    const { mutants, source } = report.files[path]!;
    const again = new Map((rerun.files[path]?.mutants ?? []).map((m) => [key(m), m]));
    for (const m of mutants.filter((x) => undetected(x.status))) {
      const o = again.get(key(m));
      if (!o || !valid(o.status)) {
        missing++;
        continue;
      }
      compared++;
      if (detected(o.status))
        lines.push(`- ${describe(relative(root, join(root, path)), m)}: \`${lineOf(source, m).trim().slice(0, 100)}\``);
    }
  }
  return [
    EXHAUSTIVE_HEADING,
    "",
    "The test selection above leaves out src/games/robbers/verify/exhaustive.test.ts (it adds tens of seconds to every mutant).",
    `This run's survivors were run again with that test alone, under its mutation bound (STRYKER_ONLY_EXHAUSTIVE=1,`,
    `reports/mutation/survivors-exhaustive-only.json): ${compared} survivors compared${missing ? ` (${missing} not in that run)` : ""};`,
    `the exhaustive check kills ${lines.length} of them:`,
    "",
    ...(lines.length ? lines : ["None."]),
    "",
  ];
}

const score = total ? (100 * killed) / total : 0;
// The score line is what the site quotes on each ruleset's traceability page, so it names what was mutated.
const scope = [...new Set(files.map((f) => `${f.split("/").slice(0, 2).join("/")}/`))];
const unexplained = survivors.filter((s) => s.includes("not yet explained")).length;
const md = [
  "# Mutation testing",
  "",
  `Generated by \`npm run mutate\` from one Stryker run (reports/mutation/mutation.json, ${runDate} UTC), which mutated`,
  `these ${files.length} files: ${files.map((f) => `\`${f}\``).join(", ")}.`,
  "Rule texts (`spec/*/rules/`) are data checked by the inventory and fixture tests, and are not mutated.",
  "",
  `**Mutation score of ${scope.map((d) => `\`${d}\``).join(", ")}: ${score.toFixed(1)}%** (${killed} of ${total} mutants killed or timed out; target 90%).`,
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
console.log(
  `mutation score ${score.toFixed(1)}% (${killed}/${total}) over ${files.length} files; ${survivors.length} survivors, ${unexplained} not yet explained -> docs/mutation.md`,
);
