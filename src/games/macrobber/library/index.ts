// MacRobber's public API, exported from the package as the `macrobber` namespace: the library
// (spec, new game, play, outcomes, what can happen now, random games), player views (hidden
// information), arranged situations, the oracle (`macRobberOracle`: explain, check, vectors) and the
// ruleset's types.

export {
  type Action,
  type ActionName,
  type CardValue,
  type Clan,
  COLOURS,
  type Colour,
  type CombatPick,
  type Court,
  type Estates,
  type GameResult,
  type Hand,
  type LootPick,
  type MacRobberDecisionTable,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberInterpretation,
  type MacRobberMisreadableDecisions,
  type MacRobberMisreadingId,
  type MacRobberOptions,
  type MacRobberOptionsInput,
  type MacRobberReadings,
  type MacRobberState,
  macRobber,
  macRobberRules,
  nextEvent,
  type Phase,
  type Phase3Pick,
  type PlayerId,
  type PointsReason,
  type Tokens,
} from "../../../../spec/macrobber/index.js";
// Exported by its own symbol (the same array as spec/macrobber's `macRobberInterpretations`), so that
// `MacRobberInterpretation`, which is `(typeof interpretations)[number]`, refers to an exported name.
export { interpretations as macRobberInterpretations } from "../../../../spec/macrobber/rules/07-interpretations.js";
export type { GameOracle } from "../../../oracle/bound.js";
export type { GameVector, VectorHead, VectorOutcomeOf } from "../../../oracle/vectors.js";
export { macRobberOracle } from "../oracle.js";
export type { MacRobberSpec, NextChoice, RandomGame, TraceStep } from "./api.js";
export { checkState, macRobberSpec, newGame, nextChoice, outcomes, play, randomGame } from "./api.js";
export type { Arrangement, ClanArrangement } from "./arrange.js";
export { arrange } from "./arrange.js";
export type { HiddenHand, HiddenTile, PlayerView, ViewedClan, ViewedEffect, ViewedEstate } from "./view.js";
export { effectView, playerView } from "./view.js";
