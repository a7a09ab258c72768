// The Robbers as a game for the generic tools: its ruleset (spec/robbers/) with editions and
// interpretations, its file formats, how a setup becomes a state, the name checks, how claims are
// compared, narration, conformance vectors, and its docs material. Everything here is particular
// to The Robbers; the oracle, the command and the docs only ever see this object.
import {
  DEFAULT_EDITION,
  EDITION_IDS,
  editions,
  initialState,
  interpretations,
  type RobbersDecisionTable,
  type RobbersEffect,
  type RobbersEvent,
  type RobbersOptions,
  type RobbersState,
  robbers,
  scoreOf,
} from "../../../spec/robbers/index.js";
import { own } from "../../dsl/own.js";
import type { Game } from "../../kit/game.js";
import { compareClaims } from "./claims.js";
import { describeEvent } from "./describe-event.js";
import { robbersDocs } from "./docs.js";
import { robbersFormats } from "./formats/robbers-formats.js";
import { type OracleOptions, type Setup, stateFromSetup, toOptionsInput } from "./formats/robbers-input.js";
import type { Claims, TraceStep } from "./formats/trace.js";
import { describeChoice, describeEffect, describeOutcomeSet } from "./library/describe.js";
import { randomRobbersEvent } from "./random-game.js";
import { checkReachable, checkSetupReferences, checkStepReferences } from "./references.js";
import { robbersVectors, setupOf } from "./vectors.js";

const where = (at: number | null) => (at === null ? "in supply" : `on ${at}`);

/** The Robbers, for the oracle, the `robbers` command and the docs. */
export const robbersGame: Game<
  RobbersOptions,
  RobbersState,
  RobbersEvent,
  RobbersEffect,
  RobbersDecisionTable,
  Setup,
  Claims
> = {
  id: "robbers",
  title: "The Robbers (Carcassonne mini-expansion)",
  ruleset: robbers,
  editions: { ids: EDITION_IDS, default: DEFAULT_EDITION, rules: editions },
  interpretations,
  formats: robbersFormats,
  toOptionsInput: (options) => toOptionsInput(options as OracleOptions),
  situation: (_spec, setup) => stateFromSetup(setup),
  checkSetup: (setup, at) => checkSetupReferences(setup, at),
  checkStep: (step, setup) => checkStepReferences(step as TraceStep, setup),
  unreachable: (spec, state) => checkReachable(state, spec.decisions),
  claims: { compare: (claims, after, effects) => compareClaims(claims, after, effects) },
  describe: {
    event: describeEvent,
    effect: describeEffect,
    choice: describeChoice,
    outcomeSet: describeOutcomeSet,
    // Only a scoring moment under the rules as written (not INT-MSG-ALONE "alone") is counted without a walk.
    smallerEvent: 'fewer awards or players (a scoring moment without INT-MSG-ALONE "alone" is counted without a walk)',
    after: (s) =>
      `scores after: ${s.players.map((p) => `${p} ${scoreOf(own(s.figures, p)!)}`).join(", ")}; robbers: ${Object.entries(
        s.robbers,
      )
        .map(([p, at]) => `${p} ${where(at)}`)
        .join(", ")}`,
  },
  vectors: robbersVectors,
  play: {
    newGame: (_spec, players, seed) => initialState(players, seed % 2 === 1),
    setupOf: (_players, _seed, start) => setupOf(start),
    randomEvent: (_spec, state, random, played) => randomRobbersEvent(state, random, played),
    claimsOf: (after) => ({
      scores: Object.fromEntries(after.players.map((p) => [p, scoreOf(own(after.figures, p)!)])),
      robbers: after.robbers,
    }),
  },
  docs: robbersDocs,
};
