// MacRobber's public API, exported from the package as the `macrobber` namespace: the library
// (spec, new game, play, outcomes, what can happen now, random games), player views (hidden
// information), arranged situations, the oracle (`macRobberOracle`: explain, check, vectors) and the
// ruleset's types.
export { macRobberSpec, newGame, checkState, play, outcomes, nextChoice, randomGame } from "./api.js";
export type { MacRobberSpec, NextChoice, TraceStep, RandomGame } from "./api.js";
export { arrange } from "./arrange.js";
export { macRobberOracle } from "../oracle.js";
export type { GameOracle } from "../../../oracle/bound.js";
export type { GameVector, VectorHead, VectorOutcomeOf } from "../../../oracle/vectors.js";
export { playerView, effectView } from "./view.js";
export type { PlayerView, HiddenHand, ViewedClan, ViewedEffect } from "./view.js";
export type { Arrangement, ClanArrangement } from "./arrange.js";
export {
  macRobber,
  macRobberRules,
  nextEvent,
  COLOURS,
  type MacRobberState,
  type MacRobberEvent,
  type MacRobberEffect,
  type MacRobberOptions,
  type MacRobberOptionsInput,
  type MacRobberReadings,
  type MacRobberInterpretation,
  type MacRobberDecisionTable,
  type Action,
  type ActionName,
  type Phase3Pick,
  type CombatPick,
  type LootPick,
  type PointsReason,
  type Clan,
  type Court,
  type Estates,
  type Hand,
  type Tokens,
  type Colour,
  type CardValue,
  type Phase,
  type GameResult,
  type PlayerId,
} from "../../../../spec/macrobber/index.js";
// Exported by its own symbol (the same array as spec/macrobber's `macRobberInterpretations`), so that
// `MacRobberInterpretation`, which is `(typeof interpretations)[number]`, refers to an exported name.
export { interpretations as macRobberInterpretations } from "../../../../spec/macrobber/rules/07-interpretations.js";
