// Hypotheses about a broken engine, generated from the rules' data rather than listed by hand:
// every decision of a ruleset has a domain (src/dsl/defaults.ts), so "this rule, read another way"
// is one hypothesis per decision, per source of its value (the base rule, or one edition's or
// reading's exception) and per other value of its domain. A hypothesis holds only where its
// source is in force, so "RB-PLACE-NEXT read as each-may" changes the Hans im Glück presets and
// leaves Z-Man's alone, as an engine with that bug would. The hand-written misreadings are the
// named subset: a hypothesis that plays the same as one carries its name and explanation.
import {
  type Decided,
  type Decision,
  type Exception,
  isParameterException,
  type Resolved,
  resolveDecisions,
  valuesOf,
} from "../dsl/defaults.js";
import type { Misreading } from "../dsl/misreading.js";
import { own } from "../dsl/own.js";
import type { AnyGame } from "../kit/game.js";
import type { AnyCompiled } from "../oracle/compile-options.js";
import type { FullOptions } from "../oracle/options.js";

/** A known misreading a hypothesis plays, as the report names it. */
export interface NamedMisreading {
  readonly id: string;
  readonly rule: string;
  readonly title: string;
  /** What the mistaken reader does. */
  readonly statement: string;
}

/** One way an engine may read a rule otherwise: a decision's value, where one source gives it, replaced by another. */
export interface Hypothesis {
  /** Stable id: `stealRounding=down`, or `followUp[ED-C1-ZMAN]=next-one` for an exception's value. */
  readonly id: string;
  /** The decision's key in the ruleset's table. */
  readonly decision: string;
  /** Which source of the value it changes: -1 for the base rule, else the exception's index. */
  readonly source: number;
  /** The value the rules give there, and the one the hypothesis plays. */
  readonly from: unknown;
  readonly to: unknown;
  /** The rules it changes, the rule of play first, then the edition or reading that gave the value (if any). */
  readonly rules: readonly string[];
  /** In words, from the domain: `half rounded down instead of half rounded up`. */
  readonly title: string;
  /** The hand-written misreading that plays the same, if any. */
  readonly misreading?: NamedMisreading;
  /** The edition or reading (and the rules it cites) whose value this plays where it does not hold; also in `rules`. */
  readonly givenBy?: readonly string[];
  /** A narrowed hypothesis (narrowed.ts): the wide one it plays, only under the options where `holds`. */
  readonly only?: {
    readonly holds: (options: FullOptions, vector: { readonly kind: "positive" | "negative" }) => boolean;
    readonly wide: Hypothesis;
  };
}

/** A hypothesis's rule of play and the source of the value it changes, without `givenBy`: what "X under Y" names. */
export const ruleChain = (h: { readonly rules: readonly string[]; readonly givenBy?: readonly string[] }): string[] =>
  h.rules.filter((r) => !h.givenBy?.includes(r));

type AnyDecision = Decision<unknown, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rules behind a value from `source`: the base rule, or what an exception cites and the exception. */
function sourceRules(d: AnyDecision, e: Exception<unknown, unknown> | undefined): string[] {
  if (!e) return [d.base.rule];
  return [...new Set([...(e.replaces ? [] : [d.base.rule]), ...(e.cites ?? []), e.id])];
}

/** "ED-C1-ZMAN gives it under RB-PLACE-ALL (C1 Z-Man: each other player may place)". */
const givesIt = (e: Exception<unknown, unknown>): string =>
  `${e.id} gives it${e.cites?.length ? ` under ${e.cites.join(", ")}` : ""} (${e.label})`;

const says = (d: AnyDecision, v: unknown): string => d.domain.find((x) => same(x.value, v))?.says ?? JSON.stringify(v);

/** Every hypothesis a ruleset's decisions give, in table order, then source, then domain order. */
export function hypothesesOf(game: AnyGame): Hypothesis[] {
  const misreadings: readonly Misreading[] = game.ruleset.misreadings ?? [];
  const out: Hypothesis[] = [];
  for (const [key, raw] of Object.entries(game.ruleset.decisions as Record<string, AnyDecision>)) {
    const sources: { index: number; e?: Exception<unknown, unknown>; value: unknown }[] = [
      { index: -1, value: raw.base.value },
      // A parameter's value is the players' choice, not a reading: no hypothesis replaces it.
      ...raw.exceptions.flatMap((e, index) =>
        e.misreads === undefined && !isParameterException(e) ? [{ index, e, value: e.value }] : [],
      ),
    ];
    for (const s of sources)
      for (const { value: to } of raw.domain) {
        if (same(to, s.value)) continue;
        // A base value replaced by one an edition or reading gives elsewhere: the engine applies that
        // exception where it does not hold (a mistake in its condition), so the exception is named too.
        const givenBy =
          s.index === -1
            ? raw.exceptions.filter(
                (e) =>
                  e.misreads === undefined && !isParameterException(e) && e.id !== raw.base.rule && same(e.value, to),
              )
            : [];
        const chain = sourceRules(raw, s.e);
        const given = [...new Set(givenBy.flatMap((e) => [e.id, ...(e.cites ?? [])]))].filter(
          (r) => !chain.includes(r),
        );
        const rules = [...chain, ...given];
        const m = s.index === -1 ? misreadings.find((x) => x.decision === key && same(x.value, to)) : undefined;
        const where = s.e
          ? `[${s.e.id}${raw.exceptions.filter((x) => x.id === s.e!.id).length > 1 ? `#${s.index}` : ""}]`
          : "";
        out.push({
          id: `${key}${where}=${typeof to === "string" ? to : JSON.stringify(to)}`,
          decision: key,
          source: s.index,
          from: s.value,
          to,
          rules,
          title: given.length
            ? `${says(raw, to)}, as ${givenBy.map(givesIt).join(" and ")}, instead of ${says(raw, s.value)}`
            : `${says(raw, to)} instead of ${says(raw, s.value)}`,
          ...(m ? { misreading: { id: m.id, rule: m.rule, title: m.title, statement: m.statement } } : {}),
          ...(given.length ? { givenBy: given } : {}),
        });
      }
  }
  return out;
}

/** The source of a decision's value under some options: -1 for the base, else the exception in force (misreadings aside). */
function sourceOf(d: AnyDecision, options: unknown, decided: Decided): number {
  return d.exceptions.findIndex((e) => e.misreads === undefined && e.when(options, decided));
}

/**
 * The rules compiled for some options, played with those of `hypotheses` that hold under them (a
 * hypothesis whose source is not in force changes nothing there, as the engine's bug would not
 * show); `null` when two that hold change one decision.
 */
export function playHypotheses(spec: AnyCompiled, hypotheses: readonly Hypothesis[]): AnyCompiled | null {
  const holding = hypotheses.filter((h) => holdsUnder(spec, h));
  if (!holding.length) return spec;
  const given = new Map<string, Resolved<unknown>>();
  for (const h of holding) {
    if (given.has(h.decision)) return null;
    const was = own(spec.decisions as Record<string, Resolved<unknown>>, h.decision)!;
    // The hypothesis is cited after the rules it changes, as a misreading is (a ruleset may read a
    // longer citation as "not the rules as written", e.g. to walk every path instead of factoring).
    given.set(h.decision, { value: h.to, by: [...was.by, h.id], decidedBy: [...was.decidedBy, h.id] });
  }
  // The other decisions are resolved again: one whose condition reads a changed decision follows it.
  const table = spec.ruleset.decisions as Record<string, AnyDecision>;
  return { ...spec, decisions: resolveDecisions(table, spec.options, (key) => given.get(key)) };
}

/** Whether a hypothesis holds under some compiled options (its source is in force there). */
export function holdsUnder(spec: AnyCompiled, h: Hypothesis): boolean {
  const table = spec.ruleset.decisions as Record<string, AnyDecision>;
  return (
    Object.hasOwn(table, h.decision) &&
    sourceOf(own(table, h.decision)!, spec.options, valuesOf(table, spec.options)) === h.source
  );
}
