// `vectors`: deterministic conformance vectors for any game. Vector i of seed s is drawn from its
// own seeded generator, so any one of them can be regenerated alone and compared byte for byte.
// The game draws candidate situations (its themes, editions and readings); a candidate is redrawn
// while the rules refuse it, no legal play reaches it, or its outcome set is too large to be
// practical to compare.
import { canonical } from "../dsl/choice-points.js";
import type { Effect, PathStep } from "../dsl/ruleset.js";
import { expand } from "../interpreter/outcomes.js";
import { outcomesWith, playWith } from "../interpreter/play.js";
import { seededRandom } from "../interpreter/strategies.js";
import type { AnyGame, VectorSituation } from "../kit/game.js";
import { minimalOptions } from "./options.js";
import { compileOptions, type ReadyScenario } from "./scenario-input.js";

/** Which vectors `vectors` generates: `count` of them from index `start`, all from `seed`. */
export interface VectorsOptions {
  /** The seed; the same seed always gives the same vectors. */
  readonly seed: number;
  /** How many vectors. */
  readonly count: number;
  /** Index of the first vector (to regenerate a slice). */
  readonly start?: number;
}

/** A conformance vector of any game: its scenario, and every distinct legal outcome with what the game records of it. */
export interface GameVector {
  /** `<game>-vector/1`. */
  readonly format: string;
  /** A stable id: the game's prefix, the seed and the index ("s1-0013", "mr-s1-0002"). */
  readonly id: string;
  /** The seed it was generated from. */
  readonly seed: number;
  /** Its index under that seed. */
  readonly index: number;
  /** What kind of situation it puts to the test. */
  readonly theme: string;
  /** The situation and the event, as a `<game>-scenario/1`. */
  readonly scenario: Readonly<Record<string, unknown>>;
  /** How many distinct outcomes (the length of `outcomes`). */
  readonly distinct: number;
  /** How many choice paths in all. */
  readonly paths: number;
  /** Every distinct legal outcome: what the game records of it, one choice path to it, its path count and the rule ids it cites. */
  readonly outcomes: readonly VectorOutcomeOf[];
}

/** One outcome of a vector: what the game records of it, plus the generic fields. */
export interface VectorOutcomeOf extends Readonly<Record<string, unknown>> {
  /** One choice path that reaches it. */
  readonly choices: readonly PathStep[];
  /** How many choice paths reach it. */
  readonly paths: number;
  /** Every rule id its effects cite, sorted. */
  readonly cites: readonly string[];
}

const MAX_ATTEMPTS = 200;
/** Walking every path (events the game does not factor) stops here; such situations are redrawn. */
const MAX_WALKED_PATHS = 20_000;

/** A 32-bit seed for vector `index` of `seed` (splitmix-style mixing, so nearby seeds differ everywhere). */
function vectorSeed(seed: number, index: number): number {
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

type Outcome = GameVector["outcomes"][number];

function outcomeOf(game: AnyGame, after: unknown, effects: readonly Effect[], choices: readonly PathStep[], paths: bigint): Outcome {
  return { ...game.vectors.record(after, effects), choices: [...choices], paths: Number(paths), cites: [...new Set(effects.flatMap((e) => e.rules))].sort() };
}

/** The complete outcome set of a situation, sorted by what it records; null when too large (or refused). */
function outcomeList(game: AnyGame, spec: ReadyScenario["spec"], s: VectorSituation<unknown, unknown>): { outcomes: Outcome[]; paths: bigint } | null {
  const all = outcomesWith(spec, s.state, s.event, { maxPaths: MAX_WALKED_PATHS });
  if (!all.ok || all.outcomes.distinct > BigInt(game.vectors.maxOutcomes)) return null;
  const keyed: (readonly [string, Outcome])[] = [];
  for (const o of expand(all.outcomes.set)) {
    const r = playWith(spec, s.state, s.event, o.path);
    if (!r.ok) throw new Error(`internal: an enumerated outcome does not replay: ${r.error.message}`);
    keyed.push([canonical(game.vectors.record(r.state, r.effects)), outcomeOf(game, r.state, r.effects, r.path, o.count)]);
  }
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { outcomes: keyed.map(([, o]) => o), paths: all.outcomes.paths };
}

/**
 * Vector `index` of `seed` for `game`: the same arguments always give the same vector (and bytes).
 * @param game the game.
 * @param seed the suite's seed.
 * @param index which vector; the game's drawer decides the edition and kind of situation from it.
 */
export function gameVector(game: AnyGame, seed: number, index: number): GameVector {
  const draw = game.vectors.drawer(seededRandom(vectorSeed(seed, index)), index);
  let theme = "";
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const situation = draw();
    theme = situation.theme;
    const options = minimalOptions(game, situation.options);
    const compiled = compileOptions(game, options);
    if (!compiled.ok) throw new Error(`internal: the vector drawer chose options the rules refuse: ${compiled.problem.message}`);
    const checked = playWith(compiled.spec, situation.state, situation.event, { pick: (p) => p.options()[0]! });
    if (!checked.ok && (checked.error.kind === "invalid-state" || checked.error.kind === "invalid-event")) continue;
    // `play` lets any state the rules accept through; a vector starts only where legal play can lead.
    if (game.unreachable?.(compiled.spec, situation.state).length) continue;
    const list = outcomeList(game, compiled.spec, situation);
    if (!list) continue;
    return {
      format: game.formats.names.vector,
      id: `${game.formats.idPrefix}${seed}-${String(index).padStart(4, "0")}`,
      seed,
      index,
      theme: situation.theme,
      scenario: { format: game.formats.names.scenario, options, ...situation.setup, event: situation.event },
      distinct: list.outcomes.length,
      paths: Number(list.paths),
      outcomes: list.outcomes,
    };
  }
  // Every theme draws small situations most of the time; running out means a theme is broken.
  throw new Error(`internal: no practical situation for vector ${index} (theme ${theme}) in ${MAX_ATTEMPTS} attempts`);
}

/** Vectors `start` .. `start + count - 1` of `seed` for `game`: a conformance suite for another implementation. */
export function gameVectors(game: AnyGame, options: VectorsOptions): GameVector[] {
  const start = options.start ?? 0;
  return Array.from({ length: options.count }, (_, i) => gameVector(game, options.seed, start + i));
}
