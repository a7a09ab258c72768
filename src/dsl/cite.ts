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

const ids = (entries: readonly (CiteEntry | readonly CiteEntry[])[]): string[] => [
  ...new Set(entries.flat().filter((e): e is string => typeof e === "string" && e.length > 0)),
];

/**
 * Citations for one effect.
 * @param rules the rules whose condition held, most direct first (lists are flattened, falsy entries dropped).
 * @param decidedBy the rules among them that decided the effect (added to `rules` if missing).
 * @throws Error when nothing decided the effect: every effect has a deciding rule.
 */
export function cite(rules: readonly (CiteEntry | readonly CiteEntry[])[], decidedBy: readonly (CiteEntry | readonly CiteEntry[])[]): Citations {
  const decided = ids(decidedBy);
  if (decided.length === 0) throw new Error("internal: an effect cites no deciding rule");
  const held = ids(rules);
  for (const id of decided) if (!held.includes(id)) held.push(id);
  return { rules: held, decidedBy: decided };
}
