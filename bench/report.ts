// Writes what `npm run bench` measured as a page: docs/performance.md (every row as a table, the
// cost curves as tables and SVG charts, the machine they were measured on) and the charts in
// docs/performance/. Generated from bench/results.json's content; never edited by hand.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CurvePoint } from "./cost-curves.js";
import type { DiagnosisComparison } from "./diagnosis-bench.js";
import type { LargestMomentRow } from "./largest-moment-bench.js";
import { compact, lineChart, type Series } from "./svg-chart.js";

/** What run.ts collects (the fields the page shows). */
export interface BenchResults {
  readonly machine: {
    readonly node: string;
    readonly cores: number;
    readonly cpu: string;
    readonly memoryGB: number;
    readonly os: string;
    readonly loadAverageAtStart: readonly number[];
    readonly date: string;
  };
  readonly replay: {
    readonly games: number;
    readonly events: number;
    readonly interpreterEventsPerSecond: number;
    readonly handwrittenEventsPerSecond: number;
    readonly ratio: number;
    readonly target: string;
  };
  readonly worstCase: {
    readonly factoredMedianMs: number;
    readonly targetMs: number;
    readonly distinctOutcomes: string;
    readonly choicePaths: string;
    readonly factoredSize: number;
    readonly speedup: number;
  };
  readonly oracle: OracleRow;
  readonly propertyThroughput: { readonly runsPerSecond: number; readonly runs: number };
  readonly macrobber: {
    readonly foldedMs: number;
    readonly exhaustiveMs: number;
    readonly speedup: number;
    readonly randomEventsPerSecond: number;
  };
  readonly startup: {
    readonly bareNodeMs: number;
    readonly helpMs: number;
    readonly explainMs: number;
    readonly helpRatio: number;
    readonly explainRatio: number;
  };
  readonly enumerationCurves: {
    readonly players: readonly CurvePoint[];
    readonly robbers: readonly CurvePoint[];
    readonly awardsPerPlayer: readonly CurvePoint[];
  };
  readonly oracleCurve: readonly OracleRow[];
  /** MacRobber's raid by cards in hand (absent from results measured before it existed). */
  readonly macrobberRaidCurve?: readonly {
    readonly cards: number;
    readonly work: number;
    readonly refused: boolean;
    readonly ms: number;
    readonly cpuMs: number;
    readonly cpuMicrosPerWork: number | null;
    readonly distinct: number | null;
    readonly paths: number | null;
  }[];
  /** Row 8 (absent from results measured before it existed). */
  readonly largestMoment?: LargestMomentRow;
  /** Row 9 (absent from results measured before it existed). */
  readonly diagnosis?: DiagnosisComparison;
  /** Rows measured again later by `--curves-only`, the rest being from `machine.date`. */
  readonly remeasured?: {
    readonly rows: readonly string[];
    readonly date: string;
    readonly loadAverageAtStart: readonly number[];
  };
}

interface OracleRow {
  readonly events: number;
  readonly fileMB: number;
  readonly bareParseSeconds: number;
  readonly bareParseSameReaderSeconds: number;
  readonly checkSeconds: number;
  readonly ratio: number;
  readonly ratioToSameReader: number;
  readonly checkPeakRssMB: number;
  readonly bareParsePeakRssMB: number;
}

const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

/** A speed-up factor: 26.1x, or 3.97e10x past a million. */
const times = (v: number) => `${v >= 1e6 ? v.toExponential(2).replace("e+", "e") : v}x`;
const ms = (v: number) => (v < 1 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v).toString());
/** A count exactly up to a million, then compactly (2.65M, 9.49e12). */
const big = (s: string) => (Number(s) < 1e6 ? Number(s).toLocaleString("en") : compact(Number(s)));

type Parameter = "players" | "robbers" | "awardsPerPlayer";
const PARAMETERS: readonly { key: Parameter; label: string; file: string }[] = [
  { key: "players", label: "players (every other player's robber beside the first player's figures)", file: "players" },
  { key: "robbers", label: "robbers on the board (6 players)", file: "robbers" },
  { key: "awardsPerPlayer", label: "awards per player in the moment (6 players, 5 robbers)", file: "awards" },
];

function curveSeries(points: readonly CurvePoint[], key: Parameter, value: (p: CurvePoint) => number): Series[] {
  return [true, false].map((messages) => ({
    name: messages ? "The Messages on" : "The Messages off",
    points: points.filter((p) => p.messages === messages).map((p) => [p[key], value(p)] as const),
  }));
}

/** Write docs/performance.md and docs/performance/*.svg. */
export function writeReport(root: string, r: BenchResults): string[] {
  const dir = join(root, "docs/performance");
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const svg = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    written.push(`docs/performance/${name}`);
    return `performance/${name}`;
  };
  const md: string[] = [];
  md.push("# Performance");
  md.push("");
  md.push("<!-- Generated by `npm run bench` (bench/report.ts) from bench/results.json: do not edit by hand. -->");
  md.push("");
  md.push(
    `Measured on ${r.machine.date} with Node ${r.machine.node} on ${r.machine.cores} cores (${r.machine.cpu}, ${r.machine.memoryGB} GB, ${r.machine.os}); load average ${r.machine.loadAverageAtStart.map((l) => l.toFixed(1)).join(" / ")} when the run started. The machine is shared, so every comparison is a ratio of two sides timed in the same run, alternately; absolute times move from run to run.`,
  );
  if (r.remeasured)
    md.push(
      "",
      `Measured again on ${r.remeasured.date} (\`npm run bench -- --curves-only\`, load average ${r.remeasured.loadAverageAtStart.map((l) => l.toFixed(1)).join(" / ")} at its start): ${r.remeasured.rows.join(", ")}. The other rows are from the run above.`,
    );
  md.push("");
  md.push("## The rows");
  md.push("");
  const o = r.oracle;
  md.push(
    table(
      ["row", "measured", "against", "ratio", "goal"],
      [
        [
          "replay (interpreter)",
          `${r.replay.interpreterEventsPerSecond.toLocaleString("en")} events/s`,
          `hand-written ${r.replay.handwrittenEventsPerSecond.toLocaleString("en")} events/s`,
          r.replay.ratio,
          "1.5 (target 3)",
        ],
        [
          "worst-case enumeration",
          `${r.worstCase.factoredMedianMs} ms`,
          `walking its ${big(r.worstCase.choicePaths)} choice paths one by one (extrapolated)`,
          `${times(r.worstCase.speedup)} faster`,
          `under ${r.worstCase.targetMs} ms`,
        ],
        [
          `check, ${compact(o.events)} events`,
          `${o.checkSeconds} s, peak ${o.checkPeakRssMB} MB`,
          `bare JSON.parse of every line ${o.bareParseSeconds} s (readline)`,
          o.ratio,
          "2, under 150 MB",
        ],
        [
          "",
          "",
          `bare JSON.parse, the oracle's line reader ${o.bareParseSameReaderSeconds} s`,
          o.ratioToSameReader,
          "",
        ],
        ["whole-game property", `${r.propertyThroughput.runsPerSecond} runs/s`, "", "", ""],
        [
          "MacRobber phase 3",
          `folded ${r.macrobber.foldedMs} ms`,
          `every path ${r.macrobber.exhaustiveMs} ms`,
          `${times(r.macrobber.speedup)} faster`,
          "",
        ],
        [
          "start-up",
          `--help ${r.startup.helpMs} ms, explain ${r.startup.explainMs} ms`,
          `node -e 0 ${r.startup.bareNodeMs} ms`,
          `${r.startup.helpRatio} / ${r.startup.explainRatio}`,
          "--help within 4",
        ],
        ...(r.largestMoment
          ? [
              [
                "explain, 6 players x 6 awards",
                `${r.largestMoment.bestMs} ms (median ${r.largestMoment.medianMs}; CPU ${r.largestMoment.cpuMs ?? "?"} ms), peak ${r.largestMoment.peakRssMB} MB`,
                "the whole command, counts and the first 20 outcomes",
                "",
                "under 1000 ms",
              ],
            ]
          : []),
        ...(r.diagnosis?.engines ?? []).map((e) => [
          `conform, diagnosed (${e.engine})`,
          `${e.diagnosedMs} ms`,
          `the same run undiagnosed ${e.undiagnosedMs} ms`,
          e.ratio,
          "2",
        ]),
      ],
    ),
  );
  md.push("");
  md.push("## Enumeration cost curves");
  md.push("");
  md.push(
    "Each curve moves one parameter away from the worst case (6 players, 5 robbers beside the first player's meeple and messenger, 3 awards per player in one moment) and measures `outcomes` (wall time: the fastest of at least 5 runs, the one the other work on the shared machine disturbed least; the median is in bench/results.json) and the size of the factored outcome set, with The Messages on and off. Times and sizes are on a log scale. Past 5,000 groups (from 4 awards per player with The Messages) the set is counted without listing its groups (spec/robbers/moment/count.ts) and holds only its first 200; the size is still that of the whole set, counted.",
  );
  for (const { key, label, file } of PARAMETERS) {
    const points = r.enumerationCurves[key];
    md.push("");
    md.push(`### By ${label}`);
    md.push("");
    const time = svg(
      `enumeration-time-${file}.svg`,
      lineChart({
        title: `Enumeration time by ${key === "awardsPerPlayer" ? "awards per player" : key}`,
        x: { label, format: String },
        y: { label: "fastest run (ms)", log: true },
        series: curveSeries(points, key, (p) => p.ms),
      }),
    );
    const size = svg(
      `factored-size-${file}.svg`,
      lineChart({
        title: `Factored set size by ${key === "awardsPerPlayer" ? "awards per player" : key}`,
        x: { label, format: String },
        y: { label: "nodes in the factored set", log: true },
        series: curveSeries(points, key, (p) => p.factoredSize),
      }),
    );
    md.push(`![Enumeration time by ${label}](${time}) ![Factored size by ${label}](${size})`);
    md.push("");
    md.push(
      table(
        [
          key === "awardsPerPlayer" ? "awards per player" : key,
          "The Messages",
          "ms",
          "factored size",
          "distinct outcomes",
          "choice paths",
        ],
        points.map((p) => [
          p[key],
          p.messages ? "on" : "off",
          ms(p.ms),
          p.factoredSize.toLocaleString("en"),
          big(p.distinctOutcomes),
          big(p.choicePaths),
        ]),
      ),
    );
    if (key === "awardsPerPlayer") {
      md.push("");
      md.push("Growth per extra award per player (each row against the one before it, same setting of The Messages):");
      md.push("");
      const rows: (string | number)[][] = [];
      const ratio = (x: number, y: number) => (x > 0 ? `${(y / x).toFixed(1)}x` : "");
      for (const messages of [true, false]) {
        const line = points.filter((p) => p.messages === messages);
        for (let i = 1; i < line.length; i++) {
          const [a, b] = [line[i - 1]!, line[i]!];
          rows.push([
            `${a.awardsPerPlayer} -> ${b.awardsPerPlayer}`,
            messages ? "on" : "off",
            ratio(a.ms, b.ms),
            ratio(a.factoredSize, b.factoredSize),
            ratio(Number(a.distinctOutcomes), Number(b.distinctOutcomes)),
          ]);
        }
      }
      md.push(table(["awards per player", "The Messages", "time", "factored size", "distinct outcomes"], rows));
    }
  }
  md.push("");
  if (r.macrobberRaidCurve) {
    md.push("## MacRobber's raid by cards in hand");
    md.push("");
    md.push(
      "A 5-player phase 3 in which the active player and the next hold the same number of cards (spread over the four values) " +
        "and 2 bagpipe players each, the others 3 cards (bench/macrobber-bench.ts, `macRobberRaidCurve`). The fold " +
        "(spec/macrobber/raid-outcomes.ts) first estimates its work from the round classes; past MAX_RAID_WORK (200,000) " +
        "the event is refused naming the limit, before any stage runs. Time is the fastest of 3 runs, also as a ratio to " +
        "the 3-card raid of the same run; CPU time per unit of work is what the limit is set by.",
    );
    md.push("");
    const base = Math.max(1, r.macrobberRaidCurve[0]?.ms ?? 1);
    md.push(
      table(
        ["cards each", "estimated work", "answer", "time", "vs 3 cards", "CPU", "CPU per unit", "paths"],
        r.macrobberRaidCurve.map((c) => [
          String(c.cards),
          c.work.toLocaleString("en"),
          c.refused ? "refused (MAX_RAID_WORK)" : `${c.distinct?.toLocaleString("en")} outcomes`,
          `${c.ms} ms`,
          `${(c.ms / base).toFixed(1)}x`,
          `${c.cpuMs} ms`,
          c.cpuMicrosPerWork === null ? "" : `${c.cpuMicrosPerWork} us`,
          c.paths === null ? "" : c.paths.toLocaleString("en"),
        ]),
      ),
    );
    md.push("");
    md.push(
      "Before the fold (issue 37, item 4: commit 40f0e67 replaced an enumerator that folded only the rounds and walked " +
        "every prize and discard order once per round class, running the whole handler each time), measured once on the " +
        "same situations in one process each, cold, with the machine's load average at 10 to 14 (so only the ratios " +
        "mean much): the answers are the same outcomes, counts and first paths.",
    );
    md.push("");
    md.push(
      table(
        [
          "cards each",
          "outcomes",
          "choice paths",
          "CPU before",
          "CPU after",
          "ratio",
          "resident before",
          "resident after",
        ],
        [
          ["3", "320", "34,934", "374 ms", "101 ms", "3.7x", "60 MB", "57 MB"],
          ["4", "1,802", "527,603", "2,188 ms", "305 ms", "7.2x", "96 MB", "71 MB"],
          ["5", "5,831", "2,305,712", "9,242 ms", "701 ms", "13.2x", "102 MB", "96 MB"],
          ["6", "9,158", "3,624,377", "(not run)", "1,349 ms", "", "", "107 MB"],
          ["9", "17,083", "7,946,985", "74 s, 417 MB (issue 37)", "refused in about 30 ms", "", "", ""],
        ],
      ),
    );
    md.push("");
    md.push(
      "In 30 seeded 5-player games with random legal choices, the largest of 915 phase-3 states has an estimated work " +
        "of 179,712 (hands of 5, 5, 4, 4, 4): none is refused. Issue 37 found 127 of 915 such states over a second before the fold.",
    );
    md.push("");
  }
  md.push("## `check` by trace length");
  md.push("");
  md.push(
    "A generated C3 game of 4 players, checked with `robbers check` (every step replayed, every claim compared), against a bare `JSON.parse` of every line; each side in its own process, best of its runs. Memory is the process's peak resident set.",
  );
  md.push("");
  const curve = r.oracleCurve;
  const timeChart = svg(
    "check-time.svg",
    lineChart({
      title: "check time by trace length",
      x: { label: "events in the trace", log: true },
      y: { label: "seconds", log: true },
      series: [
        { name: "robbers check", points: curve.map((c) => [c.events, c.checkSeconds] as const) },
        { name: "parse (readline)", points: curve.map((c) => [c.events, c.bareParseSeconds] as const) },
        { name: "parse (oracle reader)", points: curve.map((c) => [c.events, c.bareParseSameReaderSeconds] as const) },
      ],
    }),
  );
  const memoryChart = svg(
    "check-memory.svg",
    lineChart({
      title: "Peak memory by trace length",
      x: { label: "events in the trace", log: true },
      y: { label: "peak resident memory (MB)" },
      series: [
        { name: "robbers check", points: curve.map((c) => [c.events, c.checkPeakRssMB] as const) },
        { name: "parse (readline)", points: curve.map((c) => [c.events, c.bareParsePeakRssMB] as const) },
        { name: "goal: under 150 MB", points: curve.map((c) => [c.events, 150] as const) },
      ],
    }),
  );
  md.push(`![check time by trace length](${timeChart}) ![Peak memory by trace length](${memoryChart})`);
  md.push("");
  md.push(
    table(
      [
        "events",
        "file MB",
        "check s",
        "bare parse s (readline)",
        "ratio",
        "bare parse s (oracle reader)",
        "ratio",
        "check peak MB",
        "bare peak MB",
      ],
      curve.map((c) => [
        c.events.toLocaleString("en"),
        c.fileMB,
        c.checkSeconds,
        c.bareParseSeconds,
        c.ratio,
        c.bareParseSameReaderSeconds,
        c.ratioToSameReader,
        c.checkPeakRssMB,
        c.bareParsePeakRssMB,
      ]),
    ),
  );
  md.push("");
  writeFileSync(join(root, "docs/performance.md"), `${md.join("\n")}\n`);
  written.push("docs/performance.md");
  return written;
}
