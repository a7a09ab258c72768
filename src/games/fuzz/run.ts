// The fuzz run: `count` generated inputs shared out over every target by weight, each call timed. A call that
// returns, or throws the project's typed error (RuleError), is an answer; anything else it throws
// is an uncaught exception, and a call slower than the hang limit is a hang. Seeded, so a run can be
// repeated exactly, and each finding names its target and its input.
import fc from "fast-check";
import { RuleError } from "../../dsl/errors.js";
import { setOwn } from "../../dsl/own.js";
import { mutationCount, mutationsAt, mutationsAtCount, positionsOf } from "./systematic.js";
import { SYSTEMATIC_TARGETS, type SystematicTarget } from "./systematic-targets.js";
import { FUZZ_TARGETS, type FuzzTarget } from "./targets.js";

/**
 * A call slower than this is counted as a hang. The dearest bounded work a changed input can ask for
 * (check's search of a MacRobber step's outcomes for the one a trace claims) takes seconds on a
 * loaded machine; a hang is work that does not end.
 */
export const HANG_MS = 30_000;
/** Inputs drawn at a time. */
const BATCH = 1000;

/** Something wrong the run found: which target, what it was given (cut short), and what happened. */
export interface FuzzFinding {
  readonly target: string;
  readonly input: string;
  readonly problem: string;
}

/** What a run did and found. */
export interface FuzzResult {
  /** Inputs generated and called, all targets together. */
  readonly inputs: number;
  /** Inputs per target. */
  readonly perTarget: Readonly<Record<string, number>>;
  /** How many calls answered with a typed error (a RuleError thrown), not counting results that say "refused". */
  readonly typedErrors: number;
  /** How many calls threw something else than a RuleError (the first hundred are in `uncaught`). */
  readonly uncaughtCount: number;
  readonly uncaught: readonly FuzzFinding[];
  readonly hangs: readonly FuzzFinding[];
}

const shown = (input: unknown): string => {
  let text: string;
  try {
    text = fc.stringify(input);
  } catch {
    text = String(input);
  }
  return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text;
};

/**
 * Run `count` inputs over `targets` (each gets its share), from `seed`.
 * @param onProgress called after each target with the inputs done so far.
 */
export async function runFuzz(
  count: number,
  seed: number,
  targets: readonly FuzzTarget[] = FUZZ_TARGETS,
  onProgress?: (done: number, target: string) => void,
): Promise<FuzzResult> {
  const perTarget: Record<string, number> = {};
  const uncaught: FuzzFinding[] = [];
  const hangs: FuzzFinding[] = [];
  let typedErrors = 0;
  let uncaughtCount = 0;
  let inputs = 0;
  const weights = targets.reduce((sum, t) => sum + t.weight, 0);
  const shares = targets.map((t) => Math.floor((count * t.weight) / weights));
  for (let left = count - shares.reduce((a, b) => a + b, 0), i = 0; left > 0; left--, i++) shares[i % shares.length]!++;
  for (const [i, target] of targets.entries()) {
    let ran = 0;
    // In batches, each from its own seed: a million inputs are never all held at once.
    for (let batch = 0; ran < shares[i]!; batch++) {
      const size = Math.min(BATCH, shares[i]! - ran);
      for (const input of fc.sample(target.input, { numRuns: size, seed: seed + i * 1_000_003 + batch })) {
        const began = performance.now();
        try {
          await target.run(input);
        } catch (error) {
          if (error instanceof RuleError) typedErrors++;
          else if (++uncaughtCount <= 100)
            uncaught.push({
              target: target.name,
              input: shown(input),
              problem: error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error),
            });
        }
        const took = performance.now() - began;
        if (took > HANG_MS)
          hangs.push({ target: target.name, input: shown(input), problem: `took ${Math.round(took)} ms` });
        ran++;
      }
    }
    setOwn(perTarget, target.name, ran);
    inputs += ran;
    onProgress?.(inputs, target.name);
  }
  return { inputs, perTarget, typedErrors, uncaughtCount, uncaught, hangs };
}

/** What the systematic run did and found (the typed answers not counted apart: every target returns most refusals). */
export interface SystematicResult {
  /** Mutations called, all targets together, and per target. */
  readonly inputs: number;
  readonly perTarget: Readonly<Record<string, number>>;
  /** How many mutations each target has in all (the sample takes some of them). */
  readonly available: Readonly<Record<string, number>>;
  readonly uncaughtCount: number;
  readonly uncaught: readonly FuzzFinding[];
  readonly hangs: readonly FuzzFinding[];
}

/**
 * Call every systematic target with its mutations (systematic.ts): all of them, or a sample of
 * `sample` per target drawn from `seed` (the same mutations for the same seed).
 */
export async function runSystematic(
  sample: number | "all",
  seed: number,
  targets: readonly SystematicTarget[] = SYSTEMATIC_TARGETS,
  onProgress?: (done: number, target: string) => void,
): Promise<SystematicResult> {
  const perTarget = new Map<string, number>();
  const available = new Map<string, number>();
  const uncaught: FuzzFinding[] = [];
  const hangs: FuzzFinding[] = [];
  let uncaughtCount = 0;
  let inputs = 0;
  for (const [t, target] of targets.entries()) {
    const positions = positionsOf(target.base);
    const total = mutationCount(target.base);
    available.set(target.name, total);
    // A sample: mutation indexes drawn with a seeded generator, then each found by its position.
    const random = fc.sample(fc.nat({ max: total - 1 }), {
      numRuns: sample === "all" ? 1 : Math.min(sample, total),
      seed: seed + t,
    });
    const wanted = sample === "all" ? null : new Set(random);
    let index = 0;
    let ran = 0;
    for (const p of positions) {
      const count = mutationsAtCount(p);
      if (wanted && ![...Array(count).keys()].some((i) => wanted.has(index + i))) {
        index += count;
        continue;
      }
      for (const m of mutationsAt(target.base, p)) {
        if (wanted && !wanted.has(index++)) continue;
        if (!wanted) index++;
        const began = performance.now();
        try {
          await target.run(m);
        } catch (error) {
          if (!(error instanceof RuleError) && ++uncaughtCount <= 100)
            uncaught.push({
              target: target.name,
              input: m.label,
              problem: error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error),
            });
        }
        const took = performance.now() - began;
        if (took > HANG_MS) hangs.push({ target: target.name, input: m.label, problem: `took ${Math.round(took)} ms` });
        ran++;
      }
    }
    perTarget.set(target.name, ran);
    inputs += ran;
    onProgress?.(inputs, target.name);
  }
  return {
    inputs,
    perTarget: Object.fromEntries(perTarget),
    available: Object.fromEntries(available),
    uncaughtCount,
    uncaught,
    hangs,
  };
}
