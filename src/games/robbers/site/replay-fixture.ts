// Replays a worked example (fixture) for its page: the state before each step, each option the
// source lists replayed from its choices with `play`, the story's own continuation, and how many
// outcomes the enumerator finds. Runs under one edition the example holds in (C3 when listed).

import type {
  EditionId,
  RobbersEffect,
  RobbersEvent,
  RobbersOptionsInput,
  RobbersState,
} from "../../../../spec/robbers/index.js";
import type { PathStep } from "../../../dsl/index.js";
import type { Fixture } from "../formats/fixture.js";
import { stateFromSetup } from "../formats/robbers-input.js";
import { outcomes, play, type RobbersSpec, robbersSpec } from "../library/api.js";

/** What one replay gave: the next state and effects, or the rule error that refused it. */
export type Played =
  | { readonly ok: true; readonly after: RobbersState; readonly effects: readonly RobbersEffect[] }
  | { readonly ok: false; readonly error: { readonly message: string; readonly rules: readonly string[] } };

export interface ReplayedOption {
  readonly label: string;
  readonly choices: readonly PathStep[];
  readonly played: Played;
}

export interface ReplayedStep {
  readonly index: number;
  readonly label?: string;
  readonly event: RobbersEvent;
  readonly before: RobbersState;
  /** The options the source lists, each replayed from its choices. */
  readonly options: readonly ReplayedOption[];
  /** Outcomes the source rules out (labels only). */
  readonly forbidden: readonly string[];
  /** The fixture's own continuation of the story (its `choices`). */
  readonly story: Played;
  readonly storyChoices: readonly PathStep[];
  /** What the enumerator finds for this step, or why it refuses it. */
  readonly enumerated: { readonly distinct: bigint; readonly paths: bigint } | { readonly error: string };
  /** The exact count the fixture gives, when its list is complete. */
  readonly distinctListed?: number;
  /** The rule the source says refuses this step, when it does. */
  readonly refusedBy?: string;
}

export interface ReplayedFixture {
  readonly edition: EditionId;
  readonly steps: readonly ReplayedStep[];
}

/** A fixture with its replay: what the example pages and the playground are made from. */
export interface ReplayedExample {
  readonly fixture: Fixture;
  readonly replay: ReplayedFixture;
}

/** C3 when the example holds there (the current rules), else the first edition it lists. */
const replayEdition = (fixture: Pick<Fixture, "editions">): EditionId =>
  (fixture.editions.includes("C3") ? "C3" : fixture.editions[0]) as EditionId;

const run = (spec: RobbersSpec, state: RobbersState, event: RobbersEvent, choices: readonly PathStep[]): Played => {
  const r = play(spec, state, event, choices);
  return r.ok
    ? { ok: true, after: r.state, effects: r.effects as readonly RobbersEffect[] }
    : { ok: false, error: { message: r.error.message, rules: r.error.rules } };
};

export function replayFixture(fixture: Fixture): ReplayedFixture {
  const edition = replayEdition(fixture);
  const spec = robbersSpec({ edition, interpretations: fixture.interpretations } as RobbersOptionsInput);
  let state: RobbersState = stateFromSetup(fixture.setup);
  const steps: ReplayedStep[] = [];
  fixture.steps.forEach((s, index) => {
    const event = s.event as RobbersEvent;
    const listed = outcomes(spec, state, event);
    const story = run(spec, state, event, s.choices as PathStep[]);
    steps.push({
      index,
      ...(s.label !== undefined ? { label: s.label } : {}),
      event,
      before: state,
      options: (s.outcomes ?? []).map((o) => ({
        label: o.label,
        choices: o.choices as PathStep[],
        played: run(spec, state, event, o.choices as PathStep[]),
      })),
      forbidden: (s.forbidden ?? []).map((f) => f.label),
      story,
      storyChoices: s.choices as PathStep[],
      enumerated: listed.ok
        ? { distinct: listed.outcomes.distinct, paths: listed.outcomes.paths }
        : { error: listed.error.message },
      ...(s.distinctOutcomes !== undefined ? { distinctListed: s.distinctOutcomes } : {}),
      ...(s.expect?.error ? { refusedBy: s.expect.error.rule } : {}),
    });
    // Like the fixture test: a refused step leaves the state as it was, and the story goes on.
    if (story.ok) state = story.after;
  });
  return { edition, steps };
}
