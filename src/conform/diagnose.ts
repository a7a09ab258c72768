// Diagnosis by replay: which known misreading of the rules (ruleset.misreadings) the engine plays.
// Each vector's requests are replayed under each misreading, then under pairs of them when no single
// one explains everything; a reading is the diagnosis when the engine's answers agree with it on
// every failing vector and it changes no answer the engine got right. Where none does, the rules
// are ranked by how specifically their vectors fail, ties printed as ties.
import type { Misreading } from "../dsl/misreading.js";
import type { AnyGame } from "../kit/game.js";
import { compileMisread } from "../oracle/misread.js";
import type { AnyCompiled } from "../oracle/scenario-input.js";
import { type EngineKey, type Job, type Keying, PROBLEM } from "./answer-keys.js";
import { type Acceptable, acceptableAnswers } from "./replay-answers.js";
import type { ReadyVector } from "./vectors.js";

/** A vector the engine answered, kept for the diagnosis. */
export interface AnsweredVector {
  readonly vector: ReadyVector;
  /** The options the engine was asked under. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly jobs: readonly Job[];
  /** The engine's answer to each job, as keys. */
  readonly keys: readonly EngineKey[];
  readonly passed: boolean;
}

/** A misreading as the report names it. */
export interface NamedMisreading {
  readonly id: string;
  readonly rule: string;
  readonly title: string;
  /** What the mistaken reader does. */
  readonly statement: string;
}

/** One set of misreadings tried, and how it fits the engine's answers. */
export interface ReadingFit {
  readonly misreadings: readonly NamedMisreading[];
  /** Failing vectors on which the engine answers as this reading does. */
  readonly explains: number;
  /** Passing vectors on which this reading answers otherwise than the engine (and the rules). */
  readonly contradicts: number;
  /** The explained failing vectors, in file order. */
  readonly explained: readonly string[];
  /** The contradicted passing vectors (the first few). */
  readonly contradicted: readonly string[];
  /** The smallest explained failing vector (fewest requests, then fewest choices). */
  readonly example: string | null;
}

/** A rule ranked by how specifically the vectors that exercise it fail. */
export interface RankedRule {
  readonly rule: string;
  /** Failing vectors that exercise it. */
  readonly failing: number;
  /** Passing vectors that exercise it. */
  readonly passing: number;
  /** 1 for the first; rules with the same counts share a rank (a tie). */
  readonly rank: number;
}

/** The diagnosis of a run. */
export interface Diagnosis {
  /** Failing vectors diagnosed (those failed only by engine problems are left out). */
  readonly failures: number;
  /** Passing vectors. */
  readonly passes: number;
  /** Readings (a misreading, or a pair) that explain every failure and contradict no pass; several are a tie. */
  readonly found: readonly ReadingFit[];
  /** Readings that explain some failures without contradicting a pass, most failures first (when nothing is found). */
  readonly partial: readonly ReadingFit[];
  /** The rules by specificity, when no reading explains every failure (first ranks only). */
  readonly ranking: readonly RankedRule[];
  /** How many single misreadings and pairs were replayed. */
  readonly tried: { readonly singles: number; readonly pairs: number };
}

/** Most readings kept in `partial`; most pairs tried; ranks listed. */
const MAX_PARTIAL = 5;
const MAX_PAIR_CANDIDATES = 8;
const MAX_RANKS = 8;
const MAX_LISTED = 12;

/** Whether the engine's keys agree with acceptable answers (a job the engine did not play is passed over). */
function agrees(keys: readonly EngineKey[], acceptable: readonly Acceptable[]): boolean {
  return keys.every((key, i) => {
    if (key === null) return true;
    const ok = acceptable[i];
    return ok !== undefined && ok !== "unknown" && ok.has(key);
  });
}

/** Replays under one set of misreadings, with the compiled rules cached per set of options. */
class Replayer {
  private readonly specs = new Map<string, AnyCompiled | null>();
  constructor(
    private readonly game: AnyGame,
    private readonly keying: Keying,
  ) {}

  private spec(options: Readonly<Record<string, unknown>>, misreadings: readonly string[]): AnyCompiled | null {
    const key = JSON.stringify([options, misreadings]);
    if (!this.specs.has(key)) this.specs.set(key, compileMisread(this.game, options, misreadings));
    return this.specs.get(key)!;
  }

  /** Whether the engine's answers to `a` are what the rules read with `misreadings` give; null when they cannot be read together. */
  agrees(a: AnsweredVector, misreadings: readonly string[]): boolean | null {
    const spec = this.spec(a.options, misreadings);
    if (!spec) return null;
    return agrees(a.keys, acceptableAnswers(this.game, this.keying, spec, a.vector, a.jobs));
  }
}

const size = (a: AnsweredVector) => [a.jobs.length, a.jobs.reduce((n, j) => n + j.choices.length, 0)] as const;

/** The smallest of some answered vectors (fewest requests, then fewest choices, then file order). */
function smallest(list: readonly AnsweredVector[]): string | null {
  let best: AnsweredVector | null = null;
  for (const a of list) {
    if (!best) best = a;
    else {
      const [j, c] = size(a);
      const [bj, bc] = size(best);
      if (j < bj || (j === bj && c < bc)) best = a;
    }
  }
  return best?.vector.id ?? null;
}

/** How one set of misreadings fits; null when they cannot be read together. */
function fitOf(
  replayer: Replayer,
  named: readonly NamedMisreading[],
  failing: readonly AnsweredVector[],
  passing: readonly AnsweredVector[],
): ReadingFit | null {
  const ids = named.map((m) => m.id);
  const explained: AnsweredVector[] = [];
  for (const a of failing) {
    const ok = replayer.agrees(a, ids);
    if (ok === null) return null;
    if (ok) explained.push(a);
  }
  // Passes are replayed only for a reading that explains something: it cannot be the diagnosis otherwise.
  const contradicted = explained.length ? passing.filter((a) => replayer.agrees(a, ids) === false) : [];
  return {
    misreadings: named,
    explains: explained.length,
    contradicts: contradicted.length,
    explained: explained.map((a) => a.vector.id),
    contradicted: contradicted.slice(0, MAX_LISTED).map((a) => a.vector.id),
    example: smallest(explained),
  };
}

/** The rules ranked by the share of their vectors that fail, then by how many fail; equal counts share a rank. */
function rankRules(failing: readonly AnsweredVector[], passing: readonly AnsweredVector[]): RankedRule[] {
  const counts = new Map<string, { failing: number; passing: number }>();
  const count = (list: readonly AnsweredVector[], side: "failing" | "passing") => {
    for (const a of list)
      for (const rule of new Set(a.vector.rules)) {
        const c = counts.get(rule) ?? { failing: 0, passing: 0 };
        c[side]++;
        counts.set(rule, c);
      }
  };
  count(failing, "failing");
  count(passing, "passing");
  const rows = [...counts]
    .filter(([, c]) => c.failing > 0)
    .map(([rule, c]) => ({ rule, ...c }))
    // Specificity compared without division: a/(a+b) > c/(c+d) iff a*d > c*b.
    .sort(
      (x, y) => y.failing * x.passing - x.failing * y.passing || y.failing - x.failing || (x.rule < y.rule ? -1 : 1),
    );
  const ranked: RankedRule[] = [];
  for (const [i, row] of rows.entries()) {
    const prev = ranked[i - 1];
    const tied = prev && prev.failing === row.failing && prev.passing === row.passing;
    const rank = tied ? prev.rank : i + 1;
    if (rank > MAX_RANKS) break;
    ranked.push({ ...row, rank });
  }
  return ranked;
}

/**
 * Diagnose a run: the misreadings of `game` (or pairs of them) that reproduce the engine's answers
 * on every failing vector and agree with its passing ones; else a ranking of the rules.
 * @param answered every vector the engine answered (passed or failed; unsupported and skipped ones left out).
 */
export function diagnose(game: AnyGame, keying: Keying, answered: readonly AnsweredVector[]): Diagnosis {
  const failing = answered.filter((a) => !a.passed && !a.keys.includes(PROBLEM));
  const passing = answered.filter((a) => a.passed);
  const empty = { failures: failing.length, passes: passing.length, found: [], partial: [], ranking: [] };
  if (!failing.length) return { ...empty, tried: { singles: 0, pairs: 0 } };
  const replayer = new Replayer(game, keying);
  const known: readonly Misreading[] = game.ruleset.misreadings ?? [];
  const named = known.map((m) => ({ id: m.id, rule: m.rule, title: m.title, statement: m.statement }));
  const singles = named.flatMap((m) => fitOf(replayer, [m], failing, passing) ?? []);
  const whole = (f: ReadingFit) => f.explains === failing.length && f.contradicts === 0;
  let found = singles.filter(whole);
  let pairs = 0;
  const useful = singles
    .filter((f) => f.explains > 0 && f.contradicts === 0)
    .sort((a, b) => b.explains - a.explains)
    .slice(0, MAX_PAIR_CANDIDATES);
  const fits = [...singles];
  if (!found.length) {
    // Pairs of the readings that explain something: the engine may play two misreadings at once
    // (each alone then explains only the vectors the other leaves untouched).
    for (const [i, a] of useful.entries())
      for (const b of useful.slice(i + 1)) {
        pairs++;
        const pair = fitOf(replayer, [...a.misreadings, ...b.misreadings], failing, passing);
        if (pair) fits.push(pair);
      }
    found = fits.filter(whole);
  }
  const partial = found.length
    ? []
    : fits
        .filter((f) => f.explains > 0 && f.contradicts === 0)
        .sort((a, b) => b.explains - a.explains || a.misreadings.length - b.misreadings.length)
        .slice(0, MAX_PARTIAL);
  return {
    ...empty,
    found,
    partial,
    ranking: found.length ? [] : rankRules(failing, passing),
    tried: { singles: singles.length, pairs },
  };
}
