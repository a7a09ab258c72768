// What the rules, read with some misreadings, answer to a vector's requests: the keys an engine that
// plays those misreadings may give. Where the vector's choices leave a decision open under the
// misreadings (a robber that may now rob its own player has a victim to pick), an engine picks for
// itself or refuses for want of a choice, so every completion is acceptable and so is a refusal; a
// choice the misreadings never ask for may be refused or ignored. The same walk with no misreadings
// gives the rules' own answers (the vectors leave no decision open under the rules).
import { RuleError } from "../dsl/errors.js";
import { nextOdometer } from "../dsl/random.js";
import type { Effect, PathStep } from "../dsl/ruleset.js";
import { odometer } from "../interpreter/enumerate.js";
import { step } from "../interpreter/step.js";
import { type Strategy, scripted } from "../interpreter/strategies.js";
import type { AnyGame } from "../kit/game.js";
import type { AnyCompiled } from "../oracle/compile-options.js";
import { ruleCheck } from "../oracle/document.js";
import { type Job, type Keying, listingKey, REFUSED, recordedKey } from "./answer-keys.js";
import type { ReadyVector } from "./vectors.js";

/** Most choice paths walked for one request; past it the request's answers are unknown (they match nothing). */
const MAX_REPLAY_PATHS = 5_000;

/** The acceptable keys of one request, or `unknown` when there were too many paths to walk. */
export type Acceptable = ReadonlySet<string> | "unknown";

/** A strategy that follows the script where it answers a point and walks every option (by `prefix`) where it does not. */
function completing(choices: readonly PathStep[], prefix: readonly number[], widths: number[]) {
  const open = odometer(prefix, widths);
  const script = scripted(choices, open);
  let unused = false;
  const strategy: Strategy = {
    pick: (point) => script.pick(point),
    finish() {
      if (ruleCheck(() => script.finish?.())) unused = true;
    },
  };
  return { strategy, unused: () => unused };
}

/** Every key the rules can give for `choices` (with the open decisions walked), or `unknown`. */
function applyKeys(
  game: AnyGame,
  k: Keying,
  spec: AnyCompiled,
  state: unknown,
  event: unknown,
  choices: readonly PathStep[],
  openRefusable: boolean,
): Acceptable {
  const keys = new Set<string>();
  let prefix: number[] | null = [];
  for (let walked = 0; prefix !== null; walked++) {
    if (walked >= MAX_REPLAY_PATHS) return "unknown";
    const widths: number[] = [];
    const { strategy, unused } = completing(choices, prefix, widths);
    const r = step(spec, state, event, strategy);
    if (!r.ok) keys.add(REFUSED);
    else {
      keys.add(recordedKey(k, game.vectors.record(r.state, r.effects as readonly Effect[])));
      // A choice the rules never asked for: an engine may refuse the request or ignore the choice.
      if (unused()) keys.add(REFUSED);
    }
    // A decision the choices left open with more than one option: an engine may ask for it instead.
    if (openRefusable && widths.some((w) => w > 1)) keys.add(REFUSED);
    prefix = nextOdometer(prefix, widths);
  }
  return keys;
}

/**
 * The acceptable keys of each of a vector's requests under `spec` (the rules compiled for the
 * options the engine was asked under, read with some misreadings): a state key per completion of
 * an `apply`, `REFUSED` when the choices are illegal, and for `outcomes` the key of the whole listing.
 * @param misread whether `spec` plays hypotheses: an `apply` whose choices leave a decision open may then be refused.
 */
export function acceptableAnswers(
  game: AnyGame,
  k: Keying,
  spec: AnyCompiled,
  v: ReadyVector,
  jobs: readonly Job[],
  misread = false,
): Acceptable[] {
  let state: unknown;
  try {
    state = game.situation(spec, v.scenario);
  } catch (error) {
    if (error instanceof RuleError) return jobs.map(() => new Set([REFUSED]));
    throw error;
  }
  let listing: Acceptable | undefined;
  return jobs.map((job) => {
    if (job.request === "apply") return applyKeys(game, k, spec, state, v.event, job.choices, misread);
    if (listing === undefined) {
      const all = applyKeys(game, k, spec, state, v.event, [], false);
      listing = all === "unknown" ? "unknown" : new Set(all.has(REFUSED) ? [REFUSED] : [listingKey([...all])]);
    }
    return listing;
  });
}
