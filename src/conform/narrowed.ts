// Hypotheses narrowed to one edition or one reading. An engine that applies an edition's value in
// one other edition too (C2 Z-Man's mandatory placement in C1 Z-Man), or reads a rule otherwise
// only under one reading of an open point (a mandatory move in every edition, under "mandatory"),
// plays a hypothesis only there: where its source is in force and that edition or reading is
// selected. A narrowed hypothesis explains no failure its wide one does not, so only a hypothesis
// that explains every failure while contradicting passes is narrowed, and the narrowed one is
// named only when it contradicts none: the edition or reading is then part of the diagnosis.
// An engine also makes the moves it offers and checks the choices it is given in separate code, so
// a mistake may sit in the play alone: a hypothesis is narrowed to the vectors that play chosen
// moves, the choices the rules refuse still refused.
import { own } from "../dsl/own.js";
import type { AnyGame, FileOptions } from "../kit/game.js";
import { type FullOptions, fullOptions } from "../oracle/options.js";
import type { Hypothesis } from "./hypotheses.js";

/** What a narrowing reads of a vector besides its options. */
export interface NarrowedVector {
  readonly kind: "positive" | "negative";
}

/** Where a narrowed hypothesis holds: one edition, one reading of one interpretation, or one kind of vector. */
export interface Narrowing {
  /** `ED-C1-HIG`, `INT-MANDATORY-MOVE=mandatory`, or `plays`. */
  readonly id: string;
  /** The rule it adds to the hypothesis's: the edition, or the interpretation (none for a kind of vector). */
  readonly rule?: string;
  /** In words, after the hypothesis's title: `in edition C1-HiG only`. */
  readonly says: string;
  readonly holds: (options: FullOptions, vector: NarrowedVector) => boolean;
}

/**
 * The play of chosen moves alone (positive vectors), the check that refuses a choice the rules
 * refuse left as the rules have it. The other half (a mistake in the check alone) is no narrowing:
 * any hypothesis that makes a refused choice legal would explain an engine that accepts it, and an
 * engine that ignores a choice it never asks for would be named by one (measured on mutants).
 */
const thePlayAlone: Narrowing = {
  id: "plays",
  says: "in the play only (a choice the rules refuse is still refused)",
  holds: (_, v) => v.kind === "positive",
};

/** Every edition of a game, then every reading of every interpretation (those with more than one), then the play alone. */
export function narrowingsOf(game: AnyGame): Narrowing[] {
  const editions = (game.editions?.rules ?? []).map(
    (e): Narrowing => ({
      id: e.id,
      rule: e.id,
      says: `in edition ${e.editionId} (${e.id}) only`,
      holds: (o) => o.edition === e.editionId,
    }),
  );
  const readings = game.interpretations.flatMap((i) =>
    i.readings.length < 2
      ? []
      : i.readings.map(
          (r): Narrowing => ({
            id: `${i.id}=${r.id}`,
            rule: i.id,
            says: `only under reading "${r.id}" of ${i.id}`,
            holds: (o) => own(o.interpretations, i.id) === r.id,
          }),
        ),
  );
  return [...editions, ...readings, thePlayAlone];
}

/** `h` played only where `n` holds (and its own source is in force), naming `n`'s rule too. */
export const narrowed = (h: Hypothesis, n: Narrowing): Hypothesis => ({
  ...h,
  id: `${h.id}@${n.id}`,
  rules: [...new Set([...h.rules, ...(n.rule ? [n.rule] : [])])],
  title: `${h.title}, ${n.says}`,
  only: { holds: n.holds, wide: h },
});

/**
 * The hypotheses to play on a vector asked under `options`: each narrowed one replaced by its wide
 * one where its narrowing holds, and left out where it does not (the rules' answers are given there).
 */
export function playedUnder(
  game: AnyGame,
  options: FileOptions,
  vector: NarrowedVector,
  hs: readonly Hypothesis[],
): Hypothesis[] {
  let full: FullOptions | undefined;
  return hs.flatMap((h) => {
    if (!h.only) return [h];
    full ??= fullOptions(game, options);
    return h.only.holds(full, vector) ? [h.only.wide] : [];
  });
}
