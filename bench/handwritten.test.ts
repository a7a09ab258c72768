// Keeps the benchmark baseline honest: the hand-written implementation must reach exactly the
// interpreter's final state on every game of a corpus (all editions and readings).
import { expect, it } from "vitest";
import { corpus } from "./corpus.js";
import { applyEvent, fromGame, settingsFrom, toGame } from "./handwritten.js";

it("the hand-written baseline agrees with the interpreter on a corpus of random games", () => {
  const games = corpus(60, 7);
  let steals = 0;
  for (const game of games) {
    const g = toGame(game.start);
    const settings = settingsFrom(game.spec.decisions);
    for (const s of game.steps) applyEvent(g, s.event, s.path, settings);
    expect(fromGame(g)).toEqual(game.final);
    steals += game.steps.filter((s) => s.path.some((p) => p.kind === "steal")).length;
  }
  expect(steals, "the corpus contains choices between victims").toBeGreaterThan(0);
});
