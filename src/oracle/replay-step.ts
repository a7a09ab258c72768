// Replaying one trace step of any game with the oracle: the recorded choices scripted, the claims
// compared (by the game's own comparison).
// When the step does not conform, it says how (claims differ, a choice is illegal, a choice is
// never asked for or is missing, the event is refused) and what the rules give instead.

import { type RuleError, ruleError } from "../dsl/errors.js";
import type { Effect, PathStep } from "../dsl/index.js";
import { expand } from "../interpreter/outcomes.js";
import { outcomesWith, playWith } from "../interpreter/play.js";
import { step as runStep } from "../interpreter/step.js";
import type { Strategy } from "../interpreter/strategies.js";
import { scripted } from "../interpreter/strategies.js";
import type { AnyGame, Difference } from "../kit/game.js";
import type { ReadyScenario } from "./scenario-input.js";
import type { GameTraceStep } from "./trace-start.js";

type Spec = ReadyScenario["spec"];

/** How a trace step fails to conform. */
export type DivergenceKind =
  /** Every choice fits, but claimed values differ from what the rules give. */
  | "claims"
  /** A recorded choice the rules do not allow. */
  | "illegal-choice"
  /** A recorded choice for a decision the rules never ask for in this step. */
  | "unasked-choice"
  /** The rules ask for a decision with several legal options that the trace does not record. */
  | "missing-choice"
  /** The event cannot happen in the state the rules give (the game is over, no bag tile left...). */
  | "refused-event";

export interface StepFailure {
  readonly kind: DivergenceKind;
  /** The rules' refusal, for every kind but `claims`. */
  readonly error?: RuleError;
  readonly differences: readonly Difference[];
  /** What the rules give for the step (with the trace's legal choices), when it can be played at all. */
  readonly effects: readonly Effect[];
  /** The event played (the step's, or the one the game expected next). */
  readonly event: unknown;
}

export type StepReplay =
  | { readonly ok: true; readonly state: unknown }
  | { readonly ok: false; readonly failure: StepFailure };

/**
 * The trace's choices where the rules allow them, and the first legal option elsewhere: used only
 * to show what the rules give after a choice was refused, never to decide conformance.
 */
function lenient(choices: readonly PathStep[]): Strategy {
  const used = choices.map(() => false);
  return {
    pick(point) {
      const i = choices.findIndex(
        (c, j) => !used[j] && c.kind === point.kind && c.actor === point.actor && point.check(c.pick) === null,
      );
      if (i >= 0) {
        used[i] = true;
        return choices[i]!.pick as never;
      }
      const options = point.options();
      if (options.length === 0)
        throw ruleError("illegal-choice", point.rule, `no legal option for ${point.kind} by ${point.actor}`);
      return options[0]!;
    },
  };
}

function kindOf(error: RuleError): DivergenceKind {
  if (error.kind === "illegal-choice") return "illegal-choice";
  if (error.kind === "script-mismatch") return error.path ? "unasked-choice" : "missing-choice";
  return "refused-event";
}

/** The step's event, or the one the game expects next; null when there is none (the game is over). */
function eventOf(game: AnyGame, state: unknown, step: GameTraceStep): unknown {
  return step.event ?? game.nextEvent?.(state) ?? null;
}

const compare = (game: AnyGame, claims: unknown, after: unknown, effects: readonly Effect[]): Difference[] =>
  claims === undefined ? [] : game.claims.compare(claims, after, effects);

export function replayStep(game: AnyGame, spec: Spec, state: unknown, step: GameTraceStep): StepReplay {
  const event = eventOf(game, state, step);
  if (event === null) {
    const error = ruleError("invalid-event", [], "the game is over: no event can happen", "$.event");
    return { ok: false, failure: { kind: "refused-event", error, differences: [], effects: [], event } };
  }
  // The state was validated when the trace started and every later one is the interpreter's own, so
  // the step runs without re-validating it (play() would, at every line of a long trace).
  const played = runStep(spec, state, event, scripted(step.choices as readonly PathStep[]));
  if (played.ok) {
    const differences = compare(game, step.claims, played.state, played.effects);
    return differences.length
      ? { ok: false, failure: { kind: "claims", differences, effects: played.effects, event } }
      : { ok: true, state: played.state };
  }
  const error = played.error;
  const kind = kindOf(error);
  if (kind === "refused-event") return { ok: false, failure: { kind, error, differences: [], effects: [], event } };
  const instead = playWith(spec, state, event, lenient(step.choices as readonly PathStep[]));
  if (!instead.ok) return { ok: false, failure: { kind, error, differences: [], effects: [], event } };
  return {
    ok: false,
    failure: {
      kind,
      error,
      differences: compare(game, step.claims, instead.state, instead.effects),
      effects: instead.effects,
      event,
    },
  };
}

/**
 * Whether other choices would give what the trace claims: this tells "the trace recorded other
 * choices than the engine made" apart from "the claimed numbers are impossible".
 */
export type ClaimSearch =
  /** A legal outcome of the step gives every claimed value: one choice path to it. */
  | {
      /** Some legal outcome gives the claimed values. */
      readonly found: true;
      /** One choice path that reaches it. */
      readonly choices: readonly PathStep[];
    }
  /** None of the outcomes searched does (`searched` < `total` when the search was cut short). */
  | {
      /** No outcome searched gives the claimed values. */
      readonly found: false;
      /** How many distinct outcomes were searched. */
      readonly searched: number;
      /** How many distinct outcomes the step has. */
      readonly total: bigint;
    };

/** Is some legal outcome of the step the one the trace claims? Searches up to `limit` distinct outcomes. */
export function searchClaimedOutcome(
  game: AnyGame,
  spec: Spec,
  state: unknown,
  step: GameTraceStep,
  limit: number,
): ClaimSearch | undefined {
  if (step.claims === undefined) return undefined;
  const event = eventOf(game, state, step);
  if (event === null) return undefined;
  // Walking paths one by one (events the game does not factor) is capped so a report never stalls.
  const all = outcomesWith(spec, state, event, { maxPaths: 20_000 });
  if (!all.ok) return undefined;
  let searched = 0;
  for (const o of expand(all.outcomes.set)) {
    if (searched >= limit) break;
    searched++;
    const replay = playWith(spec, state, event, o.path);
    if (replay.ok && compare(game, step.claims, replay.state, replay.effects).length === 0)
      return { found: true, choices: replay.path };
  }
  return { found: false, searched, total: all.outcomes.distinct };
}
