// A mutant of an engine's source as the measurement keeps it, whichever tool made it (Stryker for
// JavaScript, mutate_py.py for Python): where it is, what it replaces, and with what. Also the two
// things done with a list of them: a seeded sample, and applying one to the source as text (how the
// test suite replays a committed sample without running the mutation tool).
import { seededRandom } from "../../interpreter/strategies.js";

/** One mutant. Lines and columns are 1-based; `endColumn` is exclusive (absent when the tool gives none). */
export interface Mutant {
  readonly id: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn?: number;
  /** The mutator (Stryker) or operator (mutate_py.py). */
  readonly mutator: string;
  /** The source text replaced. */
  readonly original: string;
  readonly replacement: string;
}

/** `n` of `items` drawn without replacement, reproducible from `seed`, in their original order. */
export function seededSample<T>(items: readonly T[], n: number, seed: number): T[] {
  if (n >= items.length) return [...items];
  const next = seededRandom(seed);
  const index = items.map((_, i) => i);
  // A partial Fisher-Yates shuffle: the first n places end up a uniform sample.
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (index.length - i));
    [index[i], index[j]] = [index[j]!, index[i]!];
  }
  return index
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}

/** Offset in `text` of a 1-based line and column. */
function offsetOf(lines: readonly string[], line: number, column: number): number {
  let at = 0;
  for (let i = 0; i < line - 1; i++) at += lines[i]!.length + 1;
  return at + column - 1;
}

/**
 * The source with `m` applied, or why it cannot be (the text at its place is not what it replaced:
 * the source changed since the mutants were listed). Needs `endColumn`.
 */
export function applyMutant(source: string, m: Mutant): { ok: true; text: string } | { ok: false; message: string } {
  if (m.endColumn === undefined) return { ok: false, message: `mutant ${m.id} has no end column` };
  const lines = source.split("\n");
  const from = offsetOf(lines, m.line, m.column);
  const to = offsetOf(lines, m.endLine, m.endColumn);
  const found = source.slice(from, to);
  if (found !== m.original)
    return {
      ok: false,
      message: `mutant ${m.id} at ${m.line}:${m.column} replaces ${JSON.stringify(m.original)}, but the source has ${JSON.stringify(found.slice(0, 80))} there`,
    };
  return { ok: true, text: source.slice(0, from) + m.replacement + source.slice(to) };
}
