// Building an effect's citations: the rules whose condition held, each once, and among them those
// that decided the effect (see `Effect.rules` and `Effect.decidedBy`). Entries may be `false` or
// `undefined`, so a conditional citation is written where its condition is: `points === 0 && "INT-..."`.

/** One entry of a citation list: an id, or a falsy value for a condition that did not hold. */
export type CiteEntry = string | false | null | undefined;

/** An effect's citations: what `Effect.rules` and `Effect.decidedBy` hold. */
export interface Citations {
  /** Every rule whose condition held, each once, in the order given (deciding ones missing from the list are appended). */
  readonly rules: readonly string[];
  /** The rules that decided the effect, each once, in the order given; never empty. */
  readonly decidedBy: readonly string[];
}

/** Appends the ids of `entries` to `out`, each once (a plain loop: this runs for every effect of every step). */
function collect(out: string[], entries: readonly (CiteEntry | readonly CiteEntry[])[]): string[] {
  for (const e of entries) {
    if (typeof e === "string") {
      if (e.length > 0 && !out.includes(e)) out.push(e);
    } else if (e) {
      for (const x of e) if (typeof x === "string" && x.length > 0 && !out.includes(x)) out.push(x);
    }
  }
  return out;
}

/**
 * Citations for one effect.
 * @param rules the rules whose condition held, most direct first (lists are flattened, falsy entries dropped).
 * @param decidedBy the rules among them that decided the effect (added to `rules` if missing).
 * @throws Error when nothing decided the effect: every effect has a deciding rule.
 */
export function cite(
  rules: readonly (CiteEntry | readonly CiteEntry[])[],
  decidedBy: readonly (CiteEntry | readonly CiteEntry[])[],
): Citations {
  const decided = collect([], decidedBy);
  if (decided.length === 0) throw new Error("internal: an effect cites no deciding rule");
  return { rules: collect(collect([], rules), decided), decidedBy: decided };
}
