// MacRobber as a game for the generic tools: its ruleset (spec/macrobber/) and interpretations (one
// edition), its file formats, a situation as a new seeded game or a whole state, the event the
// state expects, claims compared effect by effect and then the state, narration, conformance
// vectors, starting games for `play`, and its docs material.

import {
  initialState,
  type MacRobberDecisionTable,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberOptions,
  type MacRobberState,
  macRobber,
  macRobberInterpretations,
  nextEvent,
} from "../../../spec/macrobber/index.js";
import { RuleError } from "../../dsl/errors.js";
import type { Game } from "../../kit/game.js";
import { compareMacRobberClaims } from "./claims.js";
import {
  describeMacRobberAfter,
  describeMacRobberChoice,
  describeMacRobberEffect,
  describeMacRobberEvent,
} from "./describe.js";
import { macRobberDocs } from "./docs.js";
import { type MacRobberClaims, type MacRobberSetup, macRobberFormats } from "./formats.js";
import { macRobberVectors } from "./vectors.js";

/** A setup gives a new game (`players` and `seed`) or a whole `state`, never both, never neither. */
function situation(decisions: Parameters<typeof initialState>[2], setup: MacRobberSetup): MacRobberState {
  const refuse = (path: string, message: string): never => {
    throw new RuleError({ kind: "invalid-state", rules: ["MR-PLAYERS"], message, path });
  };
  if (setup.state !== undefined) {
    if (setup.players !== undefined) refuse("$.players", 'give either "state" or "players" and "seed", not both');
    if (setup.seed !== undefined) refuse("$.seed", 'give either "state" or "players" and "seed", not both');
    return setup.state as MacRobberState;
  }
  if (setup.players === undefined)
    return refuse(
      "$.players",
      'missing: a new game needs "players" (3 to 5 names, clockwise) and "seed", or give a whole "state"',
    );
  if (setup.seed === undefined)
    return refuse("$.seed", 'missing: a new game needs "seed" (0 to 4294967295) besides "players"');
  return initialState(setup.players, setup.seed, decisions);
}

/** MacRobber, for the oracle, the `macrobber` command and the docs. */
export const macRobberGame: Game<
  MacRobberOptions,
  MacRobberState,
  MacRobberEvent,
  MacRobberEffect,
  MacRobberDecisionTable,
  MacRobberSetup,
  MacRobberClaims
> = {
  id: "macrobber",
  title: "MacRobber (Queen Games)",
  ruleset: macRobber,
  editions: null,
  interpretations: macRobberInterpretations,
  formats: macRobberFormats,
  toOptionsInput: (options) => ({ ...(options.interpretations ? { interpretations: options.interpretations } : {}) }),
  situation: (spec, setup) => situation(spec.decisions, setup),
  stateAt: (setup) => (setup.state !== undefined ? "$.state" : "$"),
  nextEvent,
  claims: { compare: compareMacRobberClaims },
  describe: {
    event: describeMacRobberEvent,
    effect: describeMacRobberEffect,
    choice: describeMacRobberChoice,
    after: describeMacRobberAfter,
    smallerEvent: "a raid with fewer cards in hand, or a turn with fewer tokens drawn",
  },
  vectors: macRobberVectors,
  play: {
    newGame: (spec, players, seed) => initialState(players, seed, spec.decisions),
    setupOf: (players, seed) => ({ players: [...players], seed }),
    claimsOf: (after, effects) => ({ effects, state: after }),
  },
  docs: macRobberDocs,
};
