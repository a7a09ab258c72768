// Replaying one trace step with the oracle: the recorded choices scripted, the claims compared.
// When the step does not conform, it says how (claims differ, a choice is illegal, a choice is
// never asked for or is missing, the event is refused) and what the rules give instead.
import { step as runStep } from "../interpreter/step.js";
import { scripted } from "../interpreter/strategies.js";
import type { PathStep } from "../dsl/index.js";
import { ruleError, type RuleError } from "../dsl/errors.js";
import type { Strategy } from "../interpreter/strategies.js";
import { expand } from "../interpreter/outcomes.js";
import { outcomes, play, type RobbersSpec } from "../robbers/api.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../spec/robbers/index.js";
import type { TraceStep } from "../formats/trace.js";
import { compareClaims, satisfies, type Difference } from "./claims.js";

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
  readonly effects: readonly RobbersEffect[];
}

export type StepReplay = { readonly ok: true; readonly state: RobbersState } | { readonly ok: false; readonly failure: StepFailure };

/**
 * The trace's choices where the rules allow them, and the first legal option elsewhere: used only
 * to show what the rules give after a choice was refused, never to decide conformance.
 */
function lenient(choices: readonly PathStep[]): Strategy {
  const used = choices.map(() => false);
  return {
    pick(point) {
      const i = choices.findIndex((c, j) => !used[j] && c.kind === point.kind && c.actor === point.actor && point.check(c.pick) === null);
      if (i >= 0) {
        used[i] = true;
        return choices[i]!.pick as never;
      }
      const options = point.options();
      if (options.length === 0) throw ruleError("illegal-choice", point.rule, `no legal option for ${point.kind} by ${point.actor}`);
      return options[0]!;
    },
  };
}

function kindOf(error: RuleError): DivergenceKind {
  if (error.kind === "illegal-choice") return "illegal-choice";
  if (error.kind === "script-mismatch") return error.path ? "unasked-choice" : "missing-choice";
  return "refused-event";
}

export function replayStep(spec: RobbersSpec, state: RobbersState, step: TraceStep): StepReplay {
  const event = step.event as RobbersEvent;
  // The state was validated when the trace started and every later one is the interpreter's own, so
  // the step runs without re-validating it (play() would, at every line of a long trace).
  const played = runStep(spec, state, event, scripted(step.choices as never));
  if (played.ok) {
    const effects = played.effects as readonly RobbersEffect[];
    const differences = compareClaims(step.claims, played.state, effects);
    return differences.length ? { ok: false, failure: { kind: "claims", differences, effects } } : { ok: true, state: played.state };
  }
  const error = played.error;
  const kind = kindOf(error);
  if (kind === "refused-event") return { ok: false, failure: { kind, error, differences: [], effects: [] } };
  const instead = play(spec, state, event, lenient(step.choices));
  if (!instead.ok) return { ok: false, failure: { kind, error, differences: [], effects: [] } };
  const effects = instead.effects as readonly RobbersEffect[];
  return { ok: false, failure: { kind, error, differences: compareClaims(step.claims, instead.state, effects), effects } };
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
export function searchClaimedOutcome(spec: RobbersSpec, state: RobbersState, step: TraceStep, limit: number): ClaimSearch | undefined {
  if (!step.claims) return undefined;
  const event = step.event as RobbersEvent;
  // Walking paths one by one (events other than moments) is capped so a report never stalls.
  const all = outcomes(spec, state, event, { maxPaths: 20_000 });
  if (!all.ok) return undefined;
  let searched = 0;
  for (const o of expand(all.outcomes.set)) {
    if (searched >= limit) break;
    searched++;
    const replay = play(spec, state, event, o.path);
    if (replay.ok && satisfies(step.claims, replay.state)) return { found: true, choices: replay.path };
  }
  return { found: false, searched, total: all.outcomes.distinct };
}
