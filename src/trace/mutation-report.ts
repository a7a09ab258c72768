// Turns each ruleset's Stryker run (reports/mutation/<game>.json, written by mutation-run.ts) into one
// section of docs/mutation.md: which files the run mutated, the score, the score per file, and every
// surviving mutant with the explanation kept in docs/mutation-equivalents.json (for survivors judged
// equivalent) or marked as not yet explained. One run per ruleset and nothing merged: each section's
// figures are those of its one run. When that run's survivors were run again after it
// (mutation-survivors-rerun.ts), the section lists those the ruleset's exhaustive check kills
// (reports/mutation/<game>.survivors-exhaustive-only.json) and those tests added since kill
// (reports/mutation/<game>.survivors-later-tests.json), without changing the run's score. A focused
// run over some of a ruleset's files (reports/mutation/<game>.focused.json) gets its own section
// after the ruleset's, with the score of those files alone.
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { own } from "../dsl/own.js";
import {
  exhaustiveTestOf,
  focusedReportOf,
  MUTATED_GAMES,
  MUTATED_RULESETS,
  type RerunSelection,
  reportOf,
  mutationRoot as root,
  survivorsRerunOf,
} from "./mutation-files.js";
import {
  counted,
  detected,
  type Equivalent,
  explanationOf,
  laterRunKills,
  lineOf,
  mutantKey,
  type RerunKills,
  rerunKills,
} from "./mutation-matching.js";
import { type Mutant, type Report, readReport, undetected } from "./stryker-report.js";

const fail = (message: string): never => {
  console.error(`mutation-report: ${message}`);
  process.exit(2);
};
const read = (file: string): Report => {
  try {
    return readReport(file);
  } catch (error) {
    return fail(`${relative(root, file)} is not a Stryker JSON report: ${(error as Error).message}`);
  }
};

const notesFile = join(root, "docs/mutation-equivalents.json");
const notes = existsSync(notesFile) ? (JSON.parse(readFileSync(notesFile, "utf8")) as Equivalent[]) : [];
const describe = (file: string, m: Mutant) =>
  `\`${file}:${m.location.start.line}\` ${m.mutatorName}${m.replacement ? ` → \`${m.replacement.replace(/\s+/g, " ").slice(0, 80)}\`` : ""}`;
const dateOf = (file: string) => statSync(file).mtime.toISOString().slice(0, 16).replace("T", " ");

/** The figures of one ruleset's run, and its section of the report. */
interface Section {
  readonly game: string;
  readonly score: number;
  readonly killed: number;
  readonly total: number;
  readonly unexplained: number;
  readonly lines: readonly string[];
}

/** A run's survivors run again (mutation-survivors-rerun.ts): those it kills, by mutant key. */
interface Rerun extends RerunKills {
  readonly file: string;
  readonly date: string;
}

/**
 * The rerun of the run's survivors with `selection`, when there is one made after the run (an older
 * one belongs to an earlier run of the ruleset and says nothing of this one's survivors).
 */
function rerunOf(
  game: string,
  report: Report,
  files: readonly string[],
  selection: RerunSelection,
  focused = false,
): Rerun | null {
  const file = survivorsRerunOf(game, selection, focused);
  const run = focused ? focusedReportOf(game) : reportOf(game);
  if (!existsSync(file) || statSync(file).mtimeMs < statSync(run).mtimeMs) return null;
  return { file: relative(root, file), date: dateOf(file), ...rerunKills(report, read(file), files) };
}

/** The survivors a rerun kills, one line each with its source line. */
function killedLines(report: Report, files: readonly string[], rerun: Rerun): string[] {
  const lines = files.flatMap((path) =>
    own(report.files, path)!
      .mutants.filter((m) => rerun.kills.has(mutantKey(path, m)))
      .map(
        (m) =>
          `- ${describe(relative(root, join(root, path)), m)}: ` +
          `\`${lineOf(own(report.files, path)!.source, m).trim().slice(0, 100)}\`` +
          (rerun.timedOut.has(mutantKey(path, m)) ? " (timed out: no check failed)" : ""),
      ),
  );
  return lines.length ? lines : ["None."];
}

/** Survivors the exhaustive check kills: the ones it finds and the usual selection missed. */
function exhaustiveOnly(game: string, report: Report, files: readonly string[], focused: boolean): string[] {
  const heading = "### Survivors the exhaustive check kills that the properties missed";
  const test = exhaustiveTestOf(game);
  const rerun = rerunOf(game, report, files, "exhaustive", focused);
  const command = `npm run mutate:survivors-exhaustive -- --game ${game}${focused ? " --focused" : ""}`;
  if (!rerun)
    // Said, not left out: a reader should not take a missing section for "the check kills none".
    return [
      heading,
      "",
      `Not measured for this run: the test selection leaves out ${test}, and its survivors have not`,
      `been run again with that test alone (\`${command}\` does, and adds the list here).`,
      "",
    ];
  return [
    heading,
    "",
    `The test selection above leaves out ${test} (it adds tens of seconds to every mutant).`,
    `This run's survivors were run again with that test alone, in-process (${rerun.date} UTC, \`${command}\`,`,
    `${rerun.file}): ${rerun.compared} survivors compared${rerun.missing ? ` (${rerun.missing} not in that run)` : ""};`,
    `the exhaustive check kills ${rerun.kills.size} of them (${rerun.kills.size - rerun.timedOut.size} ` +
      `by a failing check, ${rerun.timedOut.size} by timing out):`,
    "",
    ...killedLines(report, files, rerun),
    "",
  ];
}

/** Survivors the tests added since the run kill (shown apart: the score above stays the run's own). */
function laterTests(game: string, report: Report, files: readonly string[], rerun: Rerun | null): string[] {
  if (!rerun) return [];
  return [
    "### Survivors killed by tests added after this run",
    "",
    `This run's survivors were run again with the usual test selection as it was on ${rerun.date} UTC`,
    "(`npm run mutate:survivors-later-tests -- --game " +
      `${game}${rerun.file.includes(".focused.") ? " --focused" : ""}\`, ${rerun.file}): ${rerun.compared} ` +
      `survivors compared${rerun.missing ? ` (${rerun.missing} not in that run)` : ""};`,
    `the tests kill ${rerun.kills.size} of them (${rerun.kills.size - rerun.timedOut.size} by a failing ` +
      `check, ${rerun.timedOut.size} by timing out). The score above is still the run's own: these count ` +
      "as killed only in the next full run.",
    "",
    ...killedLines(report, files, rerun),
    "",
  ];
}

/**
 * A ruleset's section from its full run, or (focused) from a run over some of its files only, which
 * has its own heading and a score of those files alone, never quoted as the ruleset's.
 */
function section(game: string, focused = false): Section {
  const reportFile = focused ? focusedReportOf(game) : reportOf(game);
  const report = read(reportFile);
  const runDate = dateOf(reportFile);
  let killed = 0;
  let total = 0;
  const perFile: string[] = [];
  /** Each survivor's line, and what is known of it (the counts below come from `fate`, not the text). */
  const survivors: { line: string; fate: "equivalent" | "later-tests" | "later-run" | "unexplained" }[] = [];
  const files = Object.keys(report.files).sort();
  const later = rerunOf(game, report, files, "tests", focused);
  // A full run's survivor that a focused run made since kills (its file run again alone).
  const focusedFile = focusedReportOf(game);
  const refocused =
    !focused && existsSync(focusedFile) && statSync(focusedFile).mtimeMs > statSync(reportFile).mtimeMs
      ? { kills: laterRunKills(report, read(focusedFile)), date: dateOf(focusedFile) }
      : null;
  const outside = files.filter((f) => !relative(root, join(root, f)).startsWith(`spec/${game}/`));
  if (outside.length) fail(`${relative(root, reportFile)} mutated files outside spec/${game}/: ${outside.join(", ")}`);
  for (const path of files) {
    const { mutants, source } = own(report.files, path)!;
    const file = relative(root, join(root, path));
    const k = mutants.filter((m) => detected(m.status)).length;
    const t = mutants.filter((m) => counted(m.status)).length;
    killed += k;
    total += t;
    perFile.push(`| ${file} | ${t} | ${k} | ${t ? ((100 * k) / t).toFixed(1) : "—"}% |`);
    for (const m of mutants.filter((x) => undetected(x.status))) {
      const why = explanationOf(notes, file, m, source);
      const killedLater = later?.kills.has(mutantKey(path, m)) ?? false;
      const killedRefocused = refocused?.kills.has(mutantKey(path, m)) ?? false;
      // A note that calls a mutant equivalent is wrong when a test fails on it (timing out only
      // says the mutant is slower).
      if (why && killedLater && !later!.timedOut.has(mutantKey(path, m)))
        fail(`${describe(file, m)} is noted as equivalent, but ${later!.file} shows a test kills it`);
      const fate = why ? "equivalent" : killedLater ? "later-tests" : killedRefocused ? "later-run" : "unexplained";
      const said = {
        equivalent: `equivalent — ${why}`,
        "later-tests": "killed by a test added after this run",
        "later-run": `killed by a later run: its file run again alone (focused run of ${refocused?.date} UTC, below)`,
        unexplained: "**not yet explained**",
      }[fate];
      survivors.push({ line: `- ${describe(file, m)} (${m.status}): ${said}`, fate });
    }
  }
  const score = total ? (100 * killed) / total : 0;
  const unexplained = survivors.filter((s) => s.fate === "unexplained").length;
  const byLaterRun = survivors.filter((s) => s.fate === "later-run").length;
  const killedLater = survivors.filter((s) => s.fate === "later-tests").length + byLaterRun;
  return {
    game,
    score,
    killed,
    total,
    unexplained,
    lines: [
      focused ? focusedHeading(game) : `## ${own(MUTATED_RULESETS, game)} (\`spec/${game}/\`)`,
      "",
      focused
        ? `One Stryker run over ${files.length === 1 ? "one" : files.length} of the ruleset's files only ` +
          `(\`npm run mutate -- --game ${game} ${files.map((f) => `--only ${f}`).join(" ")}\`; ` +
          `\`${relative(root, reportFile)}\`, ${runDate} UTC). Its score is these files' alone, not the ` +
          "ruleset's: the section above keeps the full run's."
        : `One Stryker run (\`${relative(root, reportFile)}\`, ${runDate} UTC) mutated these ${files.length} ` +
          `files: ${files.map((f) => `\`${f}\``).join(", ")}.`,
      "",
      // The score line is what the site quotes on the ruleset's traceability page, so it names what was
      // mutated; a focused run's line names its files instead, so the site never quotes it.
      focused
        ? `**Mutation score of ${files.length === 1 ? "this file" : `these ${files.length} files`}: ` +
          `${score.toFixed(1)}%** (${killed} of ${total} mutants killed or timed out; target 90% each).`
        : `**Mutation score of \`spec/${game}/\`: ${score.toFixed(1)}%** (${killed} of ${total} mutants killed or timed out; target 90%).`,
      `Survivors: ${survivors.length}, of which ${survivors.length - unexplained - killedLater} are explained as equivalent` +
        (killedLater
          ? `, ${killedLater} ${killedLater === 1 ? "is" : "are"} killed by tests added after the run` +
            `${byLaterRun ? ` (${byLaterRun} of them by the focused run since)` : ""}`
          : "") +
        ` and ${unexplained} ${unexplained === 1 ? "is" : "are"} not yet explained.`,
      "",
      "| file | mutants | killed | score |",
      "|---|---|---|---|",
      ...perFile,
      "",
      ...exhaustiveOnly(game, report, files, focused),
      ...laterTests(game, report, files, later),
      "### Surviving mutants",
      "",
      ...(survivors.length ? survivors.map((s) => s.line) : ["None."]),
      "",
    ],
  };
}

/**
 * The sections of the report there is now, by ruleset: a ruleset whose run is not here again (runs
 * take an hour) keeps the section its own last run wrote, untouched.
 */
const focusedHeading = (game: string) =>
  `## ${own(MUTATED_RULESETS, game)}, files run again (\`spec/${game}/\`, focused)`;
/** A section's key: the game id, with ":focused" for a focused run's section. */
const keyOfHeading = (line: string): string | undefined => {
  const m = /^## .* \(`spec\/([^/`]+)\/`(, focused)?\)$/.exec(line);
  return m ? `${m[1]}${m[2] ? ":focused" : ""}` : undefined;
};

function previousSections(): Map<string, string[]> {
  const file = join(root, "docs/mutation.md");
  const kept = new Map<string, string[]>();
  if (!existsSync(file)) return kept;
  let current: string[] | null = null;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const game = keyOfHeading(line);
    if (game) {
      current = [];
      kept.set(game, current);
    } else if (line.startsWith("## ")) current = null;
    current?.push(line);
  }
  return kept;
}

const previous = previousSections();
const fresh = MUTATED_GAMES.filter((g) => existsSync(reportOf(g)));
if (fresh.length === 0) fail("no reports/mutation/<game>.json found; run `npm run mutate` first");
const sections = fresh.map((g) => section(g));
const focusedFresh = MUTATED_GAMES.filter((g) => existsSync(focusedReportOf(g)));
const focusedSections = new Map(focusedFresh.map((g) => [g, section(g, true)]));
/** A focused run's section, fresh or as its last run wrote it; none when there never was one. */
const focusedLines = (g: string): string[] =>
  focusedSections.get(g)?.lines.slice() ?? (previous.has(`${g}:focused`) ? [...previous.get(`${g}:focused`)!, ""] : []);
const kept = MUTATED_GAMES.filter((g) => !fresh.includes(g) && previous.has(g));
const missing = MUTATED_GAMES.filter((g) => !fresh.includes(g) && !previous.has(g));
const md = [
  "# Mutation testing",
  "",
  "Generated by `npm run mutate`, which runs Stryker once per ruleset (`src/trace/mutation-run.ts`) and writes this page",
  "(`src/trace/mutation-report.ts`). Each ruleset's figures come from its own single run, dated in its section; nothing is",
  "merged across runs. Rule texts (`spec/*/rules/`) are data checked by the inventory and fixture tests, and are not mutated.",
  `Rulesets without a run yet: ${missing.map((g) => own(MUTATED_RULESETS, g)).join(", ") || "none"}.`,
  "",
  ...MUTATED_GAMES.flatMap((g) => [
    ...(sections.find((s) => s.game === g)?.lines ?? [...(previous.get(g) ?? []), ""]),
    ...focusedLines(g),
  ]),
]
  .join("\n")
  .replace(/\n{3,}/g, "\n\n");
writeFileSync(join(root, "docs/mutation.md"), md);
for (const s of sections)
  console.log(
    `${s.game}: mutation score ${s.score.toFixed(1)}% (${s.killed}/${s.total}); ${s.unexplained} survivors not yet explained`,
  );
for (const [g, s] of focusedSections)
  console.log(
    `${g} (focused run, its files only): ${s.score.toFixed(1)}% (${s.killed}/${s.total}); ${s.unexplained} survivors not yet explained`,
  );
for (const g of kept) console.log(`${g}: not run now; the section of its last run is kept`);
console.log("-> docs/mutation.md");
