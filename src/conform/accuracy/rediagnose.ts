// A measurement diagnosed again with the diagnosis as it is now: each case's saved input (what the
// diagnosis read in the measurement, kept with `--keep-answers`) is read back against the committed
// vectors and fault dictionary and diagnosed anew, then scored against the same annotation. No
// engine runs, so a change to the diagnosis is measured on the same cases in seconds, and the cases
// that changed are listed (how each was scored before and after).
import { join } from "node:path";
import { diagnose } from "../diagnose.js";
import { restoredAnswers } from "../diagnosis-input.js";
import { readDictionary } from "../index.js";
import { listVectors, type ReadyVector, readyVector } from "../vectors.js";
import type { AccuracyGame } from "./engines.js";
import type { EngineMeasurement, ScoredCase } from "./measure.js";
import type { GameMeasurement } from "./report.js";
import { classify, type Outcome, scoreOf } from "./score.js";

/** A case whose score changed. */
export interface ChangedCase {
  readonly game: string;
  readonly engine: string;
  readonly mutant: string;
  readonly before: string;
  readonly after: string;
  /** The first line now. */
  readonly text: string;
}

const verdict = (o: Outcome): string => (o.exact ? "exact" : o.wrong ? "wrong" : o.top3 ? "top 3" : "abstained");

/** The game's committed vectors, read, by id. */
async function readyVectors(root: string, g: AccuracyGame): Promise<Map<string, ReadyVector> | string> {
  const listed = await listVectors(g.game, g.conformance, join(root, g.conformance.vectorsDir));
  if (!listed.ok) return listed.error.message;
  const out = new Map<string, ReadyVector>();
  for (const v of listed.value) {
    const ready = readyVector(g.game, v);
    if (!ready.ok) return ready.error.message;
    out.set(v.id, ready.value);
  }
  return out;
}

/**
 * Diagnose every case of `measured` again. A case without a saved input (measured without
 * `--keep-answers`, or whose engine never started) keeps its score. Returns the measurement
 * rescored and the cases that changed, or why it cannot be done.
 */
export async function rediagnose(
  root: string,
  games: readonly AccuracyGame[],
  measured: readonly GameMeasurement[],
): Promise<
  { ok: true; measured: GameMeasurement[]; changed: ChangedCase[]; kept: number } | { ok: false; message: string }
> {
  const changed: ChangedCase[] = [];
  let kept = 0;
  const out: GameMeasurement[] = [];
  for (const gm of measured) {
    const g = games.find((x) => x.game.id === gm.game);
    if (!g) return { ok: false, message: `the measurement has a game ${gm.game} that is not measured` };
    const vectors = await readyVectors(root, g);
    if (typeof vectors === "string") return { ok: false, message: `${gm.game}: ${vectors}` };
    const { dictionary } = await readDictionary(gm.game);
    const engines: EngineMeasurement[] = [];
    for (const e of gm.engines) {
      const cases: ScoredCase[] = [];
      for (const c of e.cases) {
        const input = c.run.input;
        if (!input) {
          kept++;
          cases.push(c);
          continue;
        }
        const answered = restoredAnswers(input, vectors);
        if (typeof answered === "string") return { ok: false, message: `${gm.game} ${c.mutant.id}: ${answered}` };
        const d = diagnose(
          g.game,
          { conformance: g.conformance, withThefts: input.withThefts },
          answered,
          dictionary,
          input.engineProblems,
        );
        const { kind, rules, groups, candidates } = d.headline;
        const headline = { kind, rules: [...rules], groups: groups.map((x) => [...x]), candidates: [...candidates] };
        const outcome = classify(c.expected, headline);
        if (verdict(outcome) !== verdict(c.outcome))
          changed.push({
            game: gm.game,
            engine: e.engine.id,
            mutant: c.mutant.id,
            before: verdict(c.outcome),
            after: verdict(outcome),
            text: d.headline.text,
          });
        cases.push({ ...c, run: { ...c.run, headline, text: d.headline.text }, outcome });
      }
      engines.push({ ...e, cases, score: scoreOf(cases.map((c) => c.outcome)) });
    }
    out.push({ game: gm.game, engines });
  }
  return { ok: true, measured: out, changed, kept };
}
