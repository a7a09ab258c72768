// `vectors`: deterministic conformance vectors. Vector i of seed s is built from its own seeded
// generator, so any one of them can be regenerated alone and compared byte for byte. Editions
// cycle with the index, themes cycle too (5 and 12 are coprime, so every pair comes round), the
// readings a theme puts to the test alternate, the others are drawn. A situation is redrawn until
// its outcome set is small enough to be practical to compare.
import { canonical } from "../../spec/robbers/choices.js";
import { EDITION_IDS, interpretations, scoreOf, type RobbersEffect, type RobbersState } from "../../spec/robbers/index.js";
import { expand } from "../interpreter/outcomes.js";
import { seededRandom } from "../interpreter/strategies.js";
import { outcomes, play, robbersSpec } from "../robbers/api.js";
import { SCENARIO_FORMAT, toOptionsInput, type Scenario } from "../formats/scenario.js";
import type { TraceChoice } from "../formats/trace.js";
import { minimalOptions, type FullOptions } from "./options.js";
import { VECTOR_FORMAT, type Vector, type VectorOutcome } from "./vector-format.js";
import { Draws, THEMES, type Situation } from "./vector-themes.js";

/** Which vectors `vectors` generates: `count` of them from index `start`, all from `seed`. */
export interface VectorsOptions {
  /** The seed; the same seed always gives the same vectors. */
  readonly seed: number;
  /** How many vectors. */
  readonly count: number;
  /** Index of the first vector (to regenerate a slice). */
  readonly start?: number;
}

/** Most distinct outcomes a vector may have; situations with more are redrawn. */
export const MAX_VECTOR_OUTCOMES = 150;
const MAX_ATTEMPTS = 200;
/** Walking every path (only under INT-MSG-ALONE "alone") stops here; such situations are redrawn. */
const MAX_WALKED_PATHS = 20_000;

/** A 32-bit seed for vector `index` of `seed` (splitmix-style mixing, so nearby seeds differ everywhere). */
function vectorSeed(seed: number, index: number): number {
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** Options for vector `index`: its edition by index, the theme's readings alternating, the rest drawn. */
function optionsFor(d: Draws, index: number, focus: readonly string[]): FullOptions {
  const round = Math.floor(index / THEMES.length);
  const readings = Object.fromEntries(
    interpretations.map((i) => {
      const ids = i.readings.map((r) => r.id as string);
      return [i.id, focus.includes(i.id) ? ids[round % ids.length]! : d.pick(ids)];
    }),
  );
  return { edition: EDITION_IDS[index % EDITION_IDS.length]!, interpretations: readings };
}

function scenarioOf(options: FullOptions, s: Situation): Scenario {
  return {
    format: SCENARIO_FORMAT,
    options: minimalOptions(options),
    players: [...s.state.players],
    messages: s.state.messages,
    active: s.state.active,
    figures: s.state.figures,
    robbers: s.state.robbers,
    bagTiles: s.state.bagTiles,
    messagesDrawn: s.state.messagesDrawn,
    event: s.event,
  } as Scenario;
}

function outcomeOf(after: RobbersState, effects: readonly RobbersEffect[], choices: readonly TraceChoice[], paths: bigint): VectorOutcome {
  const steals = effects
    .flatMap((e) => (e.type === "steal" ? [{ thief: e.thief, victim: e.victim, figure: e.figure, points: e.points, amount: e.amount }] : []))
    .sort((a, b) => (a.thief < b.thief ? -1 : a.thief > b.thief ? 1 : 0));
  return {
    scores: Object.fromEntries(after.players.map((p) => [p, scoreOf(after.figures[p]!)])),
    figures: after.figures as VectorOutcome["figures"],
    robbers: after.robbers as VectorOutcome["robbers"],
    messagesDrawn: after.messagesDrawn as VectorOutcome["messagesDrawn"],
    active: after.active,
    bagTiles: after.bagTiles,
    ended: after.ended,
    steals,
    choices: [...choices],
    paths: Number(paths),
    cites: [...new Set(effects.flatMap((e) => e.rules))].sort(),
  };
}

/** The complete outcome set of a situation, or null when it is too large (or refused). */
function outcomeList(options: FullOptions, s: Situation): { outcomes: VectorOutcome[]; paths: bigint } | null {
  const spec = robbersSpec(toOptionsInput(minimalOptions(options)));
  const all = outcomes(spec, s.state, s.event, { maxPaths: MAX_WALKED_PATHS });
  if (!all.ok || all.outcomes.distinct > BigInt(MAX_VECTOR_OUTCOMES)) return null;
  const list: VectorOutcome[] = [];
  for (const o of expand(all.outcomes.set)) {
    const r = play(spec, s.state, s.event, o.path);
    if (!r.ok) throw new Error(`internal: an enumerated outcome does not replay: ${r.error.message}`);
    list.push(outcomeOf(r.state, r.effects as readonly RobbersEffect[], r.path as readonly TraceChoice[], o.count));
  }
  const key = (o: VectorOutcome) => canonical({ ...o, choices: undefined, paths: undefined, cites: undefined });
  const keyed = list.map((o) => [key(o), o] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { outcomes: keyed.map(([, o]) => o), paths: all.outcomes.paths };
}

/**
 * Vector `index` of `seed`: the same arguments always give the same vector (and the same bytes).
 * @param seed the suite's seed (`fixtures/vectors/` holds seed 1).
 * @param index which vector; it fixes the edition and the kind of situation.
 */
export function vector(seed: number, index: number): Vector {
  const theme = THEMES[index % THEMES.length]!;
  const d = new Draws(seededRandom(vectorSeed(seed, index)));
  const options = optionsFor(d, index, theme.focus);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const messages = theme.messages ?? d.chance(0.4);
    const situation = theme.make(d, options, messages);
    const spec = robbersSpec(toOptionsInput(minimalOptions(options)));
    const checked = play(spec, situation.state, situation.event, { pick: (p) => p.options()[0]! });
    if (!checked.ok && (checked.error.kind === "invalid-state" || checked.error.kind === "invalid-event")) continue;
    const list = outcomeList(options, situation);
    if (!list) continue;
    return {
      format: VECTOR_FORMAT,
      id: `s${seed}-${String(index).padStart(4, "0")}`,
      seed,
      index,
      theme: theme.id,
      scenario: scenarioOf(options, situation),
      distinct: list.outcomes.length,
      paths: Number(list.paths),
      outcomes: list.outcomes,
    };
  }
  // Every theme draws small situations most of the time; running out means a theme is broken.
  throw new Error(`internal: no practical situation for vector ${index} (theme ${theme.id}) in ${MAX_ATTEMPTS} attempts`);
}

/**
 * Vectors `start` .. `start + count - 1` of `seed`: a conformance suite for another implementation.
 * @param options the seed, how many, and the first index.
 * @returns the vectors; write each with `vectorJson` for byte-stable files.
 * @example
 * for (const v of vectors({ seed: 1, count: 3 })) writeFileSync(`vectors/${v.id}.json`, vectorJson(v));
 */
export function vectors(options: VectorsOptions): Vector[] {
  const start = options.start ?? 0;
  return Array.from({ length: options.count }, (_, i) => vector(options.seed, start + i));
}
