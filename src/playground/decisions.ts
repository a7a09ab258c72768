// The decisions of one event in the order they are taken: given the picks made so far, the next
// choice point with more than one legal option (who decides, under which rule, the question, every
// legal option), and for each option what it leads to: the next decision, or the outcome. Decisions
// with a single legal option are taken by themselves, as the interpreter's scripts take them.
import { RuleError } from "../dsl/errors.js";
import type { ChoicePoint, Effect, PathStep } from "../dsl/ruleset.js";
import { checkStateWith } from "../interpreter/play.js";
import { step } from "../interpreter/step.js";
import type { Strategy } from "../interpreter/strategies.js";
import { type PlaygroundGame, wordsOfChoice } from "./adapter.js";
import type { AnySpec } from "./options.js";

/** A choice point with more than one legal option. */
export interface DecisionPoint {
  /** The kind of choice (`place`, `plan`, `steal`...). */
  readonly kind: string;
  /** Who decides. */
  readonly actor: string;
  /** The rule the choice is made under. */
  readonly rule: string;
  /** The question, naming the player. */
  readonly question: string;
  /** How many legal options there are. */
  readonly size: number;
}

/** Where a run of picks ends: another decision, the event's outcome, or a refusal (a pick the rules forbid). */
export type Reached =
  | { readonly kind: "decision"; readonly decision: DecisionPoint }
  | {
      readonly kind: "outcome";
      readonly after: unknown;
      readonly effects: readonly Effect[];
      readonly path: readonly PathStep[];
    }
  | { readonly kind: "refused"; readonly error: RuleError };

/** One legal option of a decision, in words, with where it leads (null when not worked out: too many options). */
export interface DecisionOption {
  readonly step: PathStep;
  readonly words: string;
  readonly leadsTo: Reached | null;
}

/** The next decision after the picks so far, with its options. */
export interface NextDecision extends DecisionPoint {
  readonly options: readonly DecisionOption[];
}

/** What the walker answers: the decision that comes next with every option, or the outcome the picks reach, or why not. */
export type Walk =
  | { readonly kind: "decision"; readonly picks: readonly PathStep[]; readonly decision: NextDecision }
  | {
      readonly kind: "outcome";
      readonly picks: readonly PathStep[];
      readonly after: unknown;
      readonly effects: readonly Effect[];
    }
  | { readonly kind: "refused"; readonly error: RuleError };

/** Most options of one decision for which the walker works out where each leads. */
export const MAX_OPTIONS_FOLLOWED = 120;

const STOP = Symbol("stop");

/** Run the event with `picks` for its decisions in order (single-option decisions taken by themselves), stopping at the first decision left open. */
function runTo(
  spec: AnySpec,
  state: unknown,
  event: unknown,
  picks: readonly PathStep[],
): { reached: Reached; point?: ChoicePoint<unknown> } {
  let used = 0;
  let open: ChoicePoint<unknown> | undefined;
  const strategy: Strategy = {
    pick<T>(point: ChoicePoint<T>): T {
      const options = point.options();
      if (options.length === 1) return options[0]!;
      if (options.length === 0)
        throw new RuleError({
          kind: "illegal-choice",
          rules: [point.rule],
          message: `no legal option for ${point.kind} by ${point.actor}`,
        });
      const given = picks[used];
      if (!given) {
        open = point as ChoicePoint<unknown>;
        throw STOP;
      }
      if (given.kind !== point.kind || given.actor !== point.actor) {
        throw new RuleError({
          kind: "script-mismatch",
          rules: [point.rule],
          message: `pick ${used + 1} is a "${given.kind}" by ${given.actor}, but the rules now ask ${point.actor} for a "${point.kind}" (${point.question})`,
          path: `$.choices[${used}]`,
        });
      }
      const why = point.check(given.pick);
      if (why !== null) {
        const [rule, message] = typeof why === "string" ? [point.rule, why] : [why.rule, why.message];
        throw new RuleError({
          kind: "illegal-choice",
          rules: typeof rule === "string" ? [rule] : [...rule],
          message: `${point.actor}'s ${point.kind} choice is not allowed: ${message}`,
          path: `$.choices[${used}]`,
        });
      }
      used++;
      return given.pick as T;
    },
  };
  try {
    const r = step(spec, state, event, strategy);
    if (!r.ok) return { reached: { kind: "refused", error: r.error } };
    if (used < picks.length)
      return {
        reached: {
          kind: "refused",
          error: new RuleError({
            kind: "script-mismatch",
            rules: [],
            message: `pick ${used + 1} was never asked for in this event`,
            path: `$.choices[${used}]`,
          }),
        },
      };
    return { reached: { kind: "outcome", after: r.state, effects: r.effects, path: r.path } };
  } catch (error) {
    if (error === STOP && open)
      return {
        reached: {
          kind: "decision",
          decision: { kind: open.kind, actor: open.actor, rule: open.rule, question: open.question, size: open.size() },
        },
        point: open,
      };
    if (error instanceof RuleError) return { reached: { kind: "refused", error } };
    throw error;
  }
}

/**
 * The next decision of `event` in `state` after `picks` (the picks of the earlier decisions with
 * more than one option, in the order taken), every legal option in words, and where each leads;
 * or the outcome when no decision is left; or the refusal.
 */
export function walkDecisions(
  pg: PlaygroundGame,
  spec: AnySpec,
  state: unknown,
  event: unknown,
  picks: readonly PathStep[] = [],
): Walk {
  const invalid = checkStateWith(spec, state);
  if (invalid) return { kind: "refused", error: invalid };
  const { reached, point } = runTo(spec, state, event, picks);
  if (reached.kind === "refused") return reached;
  if (reached.kind === "outcome") return { kind: "outcome", picks, after: reached.after, effects: reached.effects };
  const all = point!.options();
  const follow = all.length <= MAX_OPTIONS_FOLLOWED;
  const options = all.map((pick) => {
    const chosen: PathStep = { kind: point!.kind, actor: point!.actor, pick };
    return {
      step: chosen,
      words: wordsOfChoice(pg, chosen, state, event),
      leadsTo: follow ? runTo(spec, state, event, [...picks, chosen]).reached : null,
    };
  });
  return { kind: "decision", picks, decision: { ...reached.decision, options } };
}
