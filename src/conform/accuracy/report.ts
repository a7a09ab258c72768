// The measurement written down: docs/diagnosis.md (figures per engine, the rules most often missed,
// every wrongly named case) and the figures alone as JSON, per game, for the test suite's floors
// and for anyone comparing runs.
import { setOwn } from "../../dsl/own.js";
import { type Ceiling, ceilingOf, inputFingerprint } from "./ceiling.js";
import type { EngineMeasurement, ScoredCase } from "./measure.js";
import { type Score, scoreOf, share, worstRules } from "./score.js";

/** One game's engines, measured. */
export interface GameMeasurement {
  readonly game: string;
  readonly engines: readonly EngineMeasurement[];
}

/** How many rules the worst-rules lists show. */
const WORST_SHOWN = 10;

const all = (g: GameMeasurement): ScoredCase[] => g.engines.flatMap((e) => e.cases);
const gameScore = (g: GameMeasurement): Score => scoreOf(all(g).map((c) => c.outcome));
/** Wall-clock seconds a mutant, and conform's own seconds a mutant. */
const perMutant = (e: EngineMeasurement) =>
  e.run ? `${(e.seconds / e.run).toFixed(1)} (conform ${(e.conformSeconds / e.run).toFixed(1)})` : "-";
/** The most cases of a game (every engine's together) that any diagnosis of what it read could name exactly. */
const gameCeiling = (g: GameMeasurement): Ceiling =>
  ceilingOf(
    all(g).map((c) => {
      const answers = c.run.answers ?? (c.run.input ? inputFingerprint(c.run.input) : undefined);
      return { expected: c.expected, ...(answers ? { answers } : {}) };
    }),
  );
const ceilingText = (c: Ceiling): string =>
  `ceiling: at most ${share(c.exactAtMost, c.cases)} can be named exactly; ${c.confusable} cases ` +
  "answered every vector as a case annotated otherwise did";
const expectedText = (c: ScoredCase) => (c.expected === "engine" ? "engine" : c.expected.join(" "));

/** The figures as lines for the terminal. */
export function summaryLines(g: GameMeasurement): string[] {
  const lines: string[] = [];
  const row = (label: string, s: Score) =>
    `${label}: ${s.cases} cases; named exactly ${share(s.exact, s.cases)}, top 3 ` +
    `${share(s.top3, s.cases)}, abstained ${share(s.abstained, s.cases)}, named wrongly ` +
    `${share(s.wrong, s.cases)}`;
  for (const e of g.engines)
    lines.push(
      row(`${g.game} ${e.engine.id}`, e.score),
      `  ${e.run} of ${e.total} mutants run, ${e.unseen} unseen by the vectors, ${e.unfinished.length} ` +
        `unfinished, ${e.unannotated.length} cases on unannotated lines; ${e.seconds.toFixed(0)} s ` +
        `(${perMutant(e)} s a mutant)`,
    );
  if (g.engines.length > 1) lines.push(row(`${g.game} (all engines)`, gameScore(g)));
  lines.push(`  ${ceilingText(gameCeiling(g))}`);
  const worst = worstRules(all(g)).slice(0, WORST_SHOWN);
  if (worst.length)
    lines.push(`  worst rules: ${worst.map((w) => `${w.rule} ${w.notExact}/${w.cases} not exact`).join(", ")}`);
  return lines;
}

/** docs/diagnosis.json: per game, the figures over all its engines (other games' entries kept). */
export function diagnosisJson(
  previous: Readonly<Record<string, Score>>,
  games: readonly GameMeasurement[],
): Record<string, Score> {
  const out: Record<string, Score> = { ...previous };
  for (const g of games) setOwn(out, g.game, gameScore(g));
  return out;
}

const where = (c: ScoredCase) =>
  `${c.mutant.line}:${c.mutant.column} ${c.mutant.mutator} \`${oneLine(c.mutant.original)}\` → \`${oneLine(c.mutant.replacement)}\``;
const oneLine = (s: string) => {
  const t = s.replace(/\s+/g, " ").replaceAll("`", "'");
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
};

/** docs/diagnosis.md. */
export function diagnosisMarkdown(games: readonly GameMeasurement[], command: string, date: string): string {
  const out = [
    "# How well `conform` names the broken rule",
    "",
    "Every mutant of an annotated example engine (made by a mutation tool, none picked by hand) is run",
    "through `conform` over the committed vectors. A mutant that fails no vector is not a case: the",
    "suite does not see it. For each case the report's first line is compared with the annotation of",
    "the mutated line (`// rule: ...` in the engine): **exact** when every fault it names is the",
    "line's (a fault is a hypothesis, named by its rule of play with the edition or reading behind the",
    "value, the one rule the cause evidence names, or the rule behind the one feature of the vectors",
    "an engine could not answer; any id of a fault may be the line's), **top 3** when an",
    "annotated rule is among its first three candidates, **abstained** when it names none, **wrong**",
    "when it names another. A mutant in protocol plumbing (`engine`) is exact when no rule is named.",
    "The goal is at least 85% of the cases named exactly and at most 5% named wrongly.",
    "Engines written apart from this project and broken by hand, one rule a copy, are measured the",
    "same way in `docs/diagnosis-copies.md` (`npm run diagnosis:copies`).",
    "",
    `Measured ${date} by \`${command}\`${/--sample/.test(command) ? " (a seeded sample of each engine's mutants, not every one)" : ""}.`,
    "",
  ];
  for (const g of games) {
    out.push(
      `## ${g.game}`,
      "",
      "| engine | mutants made | run | cases | exact | top 3 | abstained | wrong | unseen | unfinished | s a mutant |",
      "|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const e of g.engines) {
      const s = e.score;
      out.push(
        `| ${e.engine.id} (\`${e.engine.source}\`, ${e.route}) | ${e.total} | ${e.run} | ${s.cases} | ` +
          `${share(s.exact, s.cases)} | ${share(s.top3, s.cases)} | ${share(s.abstained, s.cases)} | ` +
          `${share(s.wrong, s.cases)} | ${e.unseen} | ${e.unfinished.length} | ${perMutant(e)} |`,
      );
    }
    const ceiling = gameCeiling(g);
    out.push(
      "",
      `**Ceiling.** No diagnosis can name more than ${share(ceiling.exactAtMost, ceiling.cases)} of these cases exactly:`,
      `${ceiling.confusable} cases answered every vector (keyed answers, first differing values, problems) as`,
      "another case did whose mutated line is annotated with other rules. Cases that answer alike get the",
      "same first line, so among them one name is right only for those whose annotation shares it.",
    );
    const worst = worstRules(all(g)).slice(0, WORST_SHOWN);
    out.push("", "### The rules most often not named exactly", "");
    if (!worst.length) out.push("None.");
    else {
      out.push("| expected rule | cases | not exact | wrong |", "|---|---|---|---|");
      for (const w of worst) out.push(`| ${w.rule} | ${w.cases} | ${w.notExact} | ${w.wrong} |`);
    }
    out.push("", "### Named wrongly", "");
    const wrong = g.engines.flatMap((e) => e.cases.filter((c) => c.outcome.wrong).map((c) => ({ e, c })));
    if (!wrong.length) out.push("None.");
    for (const { e, c } of wrong)
      out.push(`- ${e.engine.id} ${where(c)}: named ${c.run.headline.rules.join(", ")}; expected ${expectedText(c)}`);
    const odd = g.engines.flatMap((e) => [
      ...e.unfinished.map((u) => `- ${e.engine.id} ${u.mutant.line}:${u.mutant.column} ${u.mutant.mutator}: ${u.note}`),
      ...e.unannotated.map(
        (m) => `- ${e.engine.id} ${m.line}:${m.column} ${m.mutator}: a case on a line no annotation covers`,
      ),
    ]);
    if (odd.length) out.push("", "### Not scored", "", ...odd);
    out.push("");
  }
  return `${out.join("\n")}\n`;
}
