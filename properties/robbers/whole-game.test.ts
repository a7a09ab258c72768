// Runs the whole-game property (properties/robbers/whole-game.property.ts) at its CI budget.
import { expect, it } from "vitest";
import { check } from "../support/run.js";
import { titleOf } from "./registry.js";
import { wholeGameProperty, wholeGameWitnesses } from "./whole-game.property.js";

it(titleOf("whole-game-invariants"), () => {
  const w = wholeGameWitnesses();
  check("whole-game-invariants", wholeGameProperty(w), 150);
  expect(w.report()).toEqual([]);
});
