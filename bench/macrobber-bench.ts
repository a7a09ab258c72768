// MacRobber in the benchmark: phase 3's folded enumeration against walking every choice path on the
// same raid situations (both must give the same counts), whole seeded games played per second, and
// the raid's cost curve by cards in hand.

import type { MacRobberState } from "../spec/macrobber/index.js";
import { plan } from "../spec/macrobber/raid-outcomes.js";
import { macRobberSpec, randomGame } from "../src/games/macrobber/library/api.js";
import { bigRaid } from "../src/games/macrobber/library/big-raid.js";
import { enumerate } from "../src/interpreter/enumerate.js";
import { distinctCount, pathCount } from "../src/interpreter/outcomes.js";
import { step } from "../src/interpreter/step.js";
import { scripted } from "../src/interpreter/strategies.js";

const spec = macRobberSpec();
const event = { kind: "raid-or-exchange" } as const;

/** The first `count` phase-3 situations of seeded 4-player games whose exhaustive walk stays under `maxPaths`. */
function raidSituations(count: number, maxPaths: number): MacRobberState[] {
  const out: MacRobberState[] = [];
  for (let seed = 1; out.length < count && seed < 200; seed++) {
    const game = randomGame(spec, ["ann", "ben", "cat", "dan"], seed);
    let state = game.start;
    for (const s of game.steps) {
      if (s.event.kind === "raid-or-exchange") {
        const folded = enumerate(spec, state, event);
        if (folded.ok && pathCount(folded.outcomes) > 1000n && pathCount(folded.outcomes) <= BigInt(maxPaths)) {
          out.push(state);
          break;
        }
      }
      const r = step(spec, state, s.event, scripted(s.choices));
      if (!r.ok) throw r.error;
      state = r.state;
    }
  }
  return out;
}

const time = (f: () => void): number => {
  const t = performance.now();
  f();
  return performance.now() - t;
};

export function macRobberComparison() {
  const situations = raidSituations(4, 60_000);
  let folded = 0;
  let walked = 0;
  let paths = 0n;
  let outcomes = 0n;
  for (const s of situations) {
    // Alternate the sides; the counts must agree or the timing means nothing.
    let a: ReturnType<typeof enumerate> | undefined;
    let b: ReturnType<typeof enumerate> | undefined;
    folded += time(() => (a = enumerate(spec, s, event)));
    walked += time(() => (b = enumerate(spec, s, event, { exhaustive: true, maxPaths: 100_000 })));
    if (!a?.ok || !b?.ok) throw new Error("enumeration failed in the benchmark");
    if (pathCount(a.outcomes) !== pathCount(b.outcomes) || distinctCount(a.outcomes) !== distinctCount(b.outcomes))
      throw new Error("folded and exhaustive phase-3 enumerations disagree");
    paths += pathCount(a.outcomes);
    outcomes += distinctCount(a.outcomes);
  }
  const games = 40;
  let events = 0;
  const gameMs = time(() => {
    for (let seed = 1; seed <= games; seed++)
      events += randomGame(spec, ["ann", "ben", "cat", "dan"], seed).steps.length;
  });
  return {
    raidSituations: situations.length,
    choicePaths: Number(paths),
    distinctOutcomes: Number(outcomes),
    foldedMs: Math.round(folded),
    exhaustiveMs: Math.round(walked),
    speedup: Number((walked / folded).toFixed(1)),
    randomGames: games,
    randomGameEvents: events,
    randomGamesPerSecond: Number(((games * 1000) / gameMs).toFixed(1)),
    randomEventsPerSecond: Math.round((events * 1000) / gameMs),
  };
}

/**
 * MacRobber's raid by cards in hand (issue 37, item 4): the fold's estimated work, its time (the
 * fastest of `runs`, and as a ratio to the 3-card raid of the same run) and CPU microseconds per
 * unit of work, which MAX_RAID_WORK is set by; past the limit, the refusal's time.
 */
export function macRobberRaidCurve(runs = 3) {
  return [3, 4, 5, 6, 7, 8, 9].map((cards) => {
    const state = bigRaid(spec, cards);
    const { work } = plan(spec, state);
    let best = Number.POSITIVE_INFINITY;
    let cpu = Number.POSITIVE_INFINITY;
    let answer: ReturnType<typeof enumerate> | undefined;
    for (let i = 0; i < runs; i++) {
      const c0 = process.cpuUsage();
      best = Math.min(
        best,
        time(() => (answer = enumerate(spec, state, event))),
      );
      cpu = Math.min(cpu, process.cpuUsage(c0).user / 1000);
    }
    return {
      cards,
      work,
      refused: answer?.ok === false,
      ms: Math.round(best),
      cpuMs: Math.round(cpu),
      cpuMicrosPerWork: answer?.ok ? Number(((cpu * 1000) / work).toFixed(2)) : null,
      distinct: answer?.ok ? Number(distinctCount(answer.outcomes)) : null,
      paths: answer?.ok ? Number(pathCount(answer.outcomes)) : null,
    };
  });
}
