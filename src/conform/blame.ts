// Which rules a failure is blamed on. The expected outcome's choices are replayed through the
// interpreter to get its effects (and the decision points the choices answered); the game's
// adapter names the effects behind each differing value, and their deciding rules are blamed. The
// rule that merely made a decision a choice (RB-STEAL-CHOOSE for a steal with several victims) is
// left out when other rules remain: the engine was told the pick, so what went wrong is what the
// rules make of it. Across all failures, `minimalExplanation` names the fewest rules that cover
// every failing vector.
import type { Effect, PathStep } from "../dsl/ruleset.js";
import { step } from "../interpreter/step.js";
import { scripted } from "../interpreter/strategies.js";
import type { BlameContext, GameConformance, StateDifference } from "../kit/conformance.js";
import type { ReadyVector, VectorOutcome } from "./vectors.js";

/** An outcome's choices replayed: its effects, and the rules of the decision points the choices answered. */
export interface Replay {
  /** Whether the rules allow the choices (they do for every outcome of a valid vector). */
  readonly ok: boolean;
  /** The effects, in order (empty when refused). */
  readonly effects: readonly Effect[];
  /** The rules of the decision points a given choice answered, with the rules that give what each pick does. */
  readonly choiceRules: readonly string[];
  /** Those of them where the decision had more than one legal option. */
  readonly realChoiceRules: readonly string[];
  /** Of `choiceRules`, those that give what a pick does rather than the decision (ChoicePoint.pickRules). */
  readonly pickRules: readonly string[];
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Replay `choices` on the vector's situation, noting the decision points they answer. */
export function replayChoices(v: ReadyVector, choices: readonly PathStep[]): Replay {
  const choiceRules: string[] = [];
  const realChoiceRules: string[] = [];
  const pickRules: string[] = [];
  const inner = scripted(choices);
  const answered = () => ({
    choiceRules: unique([...choiceRules, ...pickRules]),
    realChoiceRules: unique(realChoiceRules),
    pickRules: unique(pickRules),
  });
  try {
    const r = step(v.spec, v.state, v.event, {
      pick(point) {
        const given = choices.some((c) => c.kind === point.kind && c.actor === point.actor);
        if (given) {
          choiceRules.push(point.rule);
          if (point.size() > 1) realChoiceRules.push(point.rule);
        }
        const pick = inner.pick(point);
        if (given && point.pickRules) pickRules.push(...point.pickRules(pick));
        return pick;
      },
      ...(inner.finish ? { finish: () => inner.finish!() } : {}),
    });
    return { ok: r.ok, effects: r.ok ? r.effects : [], ...answered() };
  } catch {
    return { ok: false, effects: [], ...answered() };
  }
}

/** The rules that decided an outcome: the vector's `decidedBy` (format 2), else every deciding rule of its replayed effects. */
export function outcomeDecidedBy(outcome: VectorOutcome | undefined, replay: Replay): string[] {
  const given = outcome?.decidedBy;
  if (Array.isArray(given) && given.length) return unique(given as string[]);
  const decided = unique(replay.effects.flatMap((e) => (e.decidedBy?.length ? e.decidedBy : e.rules)));
  return decided.length ? decided : unique(((outcome?.cites ?? []) as string[]).slice());
}

/** Leave out the rules of decisions the engine was told, unless nothing else remains. */
export function sharpen(ids: readonly string[], replay: Replay): string[] {
  const rest = ids.filter((r) => !replay.realChoiceRules.includes(r));
  return unique(rest.length ? rest : ids);
}

/** The rules behind one differing value: the adapter's, else the outcome's deciding rules; sharpened. */
export function blameValue(
  conformance: GameConformance,
  d: StateDifference,
  context: BlameContext,
  replay: Replay,
  fallback: readonly string[],
): string[] {
  const named = conformance.blame(d, context);
  return sharpen(named.length ? named : fallback, replay);
}

/** The rules behind one thief's (actor's) thefts that differ: the adapter's, else the outcome's deciding rules; sharpened. */
export function blameThefts(
  conformance: GameConformance,
  actor: string,
  engine: readonly unknown[],
  rules: readonly unknown[],
  context: BlameContext,
  replay: Replay,
  fallback: readonly string[],
): string[] {
  const named = conformance.blameThefts?.(actor, engine, rules, context) ?? [];
  return sharpen(named.length ? named : fallback, replay);
}

/** A failing vector and the rules its failures are blamed on. */
export interface Blamed {
  /** The vector's id. */
  readonly id: string;
  /** The rule ids its failures are blamed on. */
  readonly blame: readonly string[];
}

/** A rule of the minimal explanation, with the rules it tied with when it was picked. */
export interface Chosen {
  readonly rule: string;
  /** Rules with the same counts at that point (picked by id: a tie the report names). */
  readonly tiedWith: readonly string[];
}

/**
 * The fewest rules whose blame covers every failing vector (greedy hitting set): repeatedly the
 * rule blamed by the most failing vectors not yet covered; ties go to the rule exercised by the
 * fewest passing vectors (a rule many passing vectors exercise is less likely broken). Rules still
 * equal on both counts are a tie: the smaller id is picked and the others are named beside it.
 * Vectors blamed on no rule are left out (they are reported on their own).
 * @param failing the failing vectors with their blame.
 * @param passing for each rule id, how many passing vectors exercise it.
 */
export function minimalExplanation(failing: readonly Blamed[], passing: ReadonlyMap<string, number>): Chosen[] {
  let uncovered = failing.filter((f) => f.blame.length > 0);
  const chosen: Chosen[] = [];
  while (uncovered.length) {
    const counts = new Map<string, number>();
    for (const f of uncovered) for (const r of new Set(f.blame)) counts.set(r, (counts.get(r) ?? 0) + 1);
    const order = [...counts].sort(
      ([a, n], [b, m]) => m - n || (passing.get(a) ?? 0) - (passing.get(b) ?? 0) || (a < b ? -1 : 1),
    );
    const [best, bestCount] = order[0]!;
    const tiedWith = order
      .slice(1)
      .filter(([r, n]) => n === bestCount && (passing.get(r) ?? 0) === (passing.get(best) ?? 0))
      .map(([r]) => r);
    chosen.push({ rule: best, tiedWith });
    uncovered = uncovered.filter((f) => !f.blame.includes(best));
  }
  return chosen;
}
