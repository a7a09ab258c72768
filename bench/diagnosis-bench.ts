// Row 9: what the diagnosis costs. `conform` on broken example engines, with and without the
// diagnosis, alternated in one process; the ratio of the medians is the price of naming the broken
// rule (target: at most 2, which the fault dictionary makes possible by looking answers up).
import { join } from "node:path";
import { conformGame } from "../src/conform/index.js";
import { robbersConformance } from "../src/games/robbers/conformance.js";
import { robbersGame } from "../src/games/robbers/index.js";

export interface DiagnosisComparison {
  readonly runs: number;
  /** Per engine: medians with and without the diagnosis, and their ratio. */
  readonly engines: readonly {
    readonly engine: string;
    readonly diagnosedMs: number;
    readonly undiagnosedMs: number;
    readonly ratio: number;
    readonly headline: string;
  }[];
  readonly target: string;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Time `conform` over the committed vectors for each engine, diagnosed and not, `runs` times each. */
export async function diagnosisComparison(root: string, runs = 3): Promise<DiagnosisComparison> {
  const engines = [
    // A known mistake: one hypothesis reproduces it, found by lookups alone.
    `node ${join(root, "docs/examples/engines/rounds-down.mjs")}`,
    // Two at once: a set of hypotheses, played together to check.
    `node ${join(root, "docs/examples/engines/conforming.mjs")} --bug roundDown,finalBonusTwo`,
  ];
  const out = [];
  for (const engine of engines) {
    const times = { with: [] as number[], without: [] as number[] };
    let headline = "";
    for (let i = 0; i < runs; i++)
      for (const diagnose of [true, false]) {
        const t = performance.now();
        const r = await conformGame(robbersGame, robbersConformance, { engine, diagnose });
        const ms = performance.now() - t;
        if (!r.ok) throw new Error(`conform could not run ${engine}: ${r.message}`);
        if (diagnose) headline = r.report.diagnosis.headline.text;
        times[diagnose ? "with" : "without"].push(ms);
      }
    const withMs = median(times.with);
    const withoutMs = median(times.without);
    out.push({
      engine: engine.replace(root, "."),
      diagnosedMs: Math.round(withMs),
      undiagnosedMs: Math.round(withoutMs),
      ratio: Number((withMs / withoutMs).toFixed(2)),
      headline,
    });
  }
  return { runs, engines: out, target: "diagnosed within 2x an undiagnosed run" };
}
