// The `robbers` command's entry: its help texts, and the game loaded only when a subcommand runs.
import type { GameEntry } from "../../cli/game-entry.js";

export const robbersEntry: GameEntry = {
  id: "robbers",
  description:
    "The Robbers (Carcassonne) as an oracle: list the rules, play seeded games, explain situations, " +
    "check other implementations' traces, generate conformance vectors",
  exampleScenario: "docs/examples/example-3.scenario.json",
  exampleTrace: "docs/examples/conforming.trace.jsonl",
  examplePlayers: "red,blue,green",
  exampleOptions: '{"edition": "C2-ZMan", "interpretations": {"INT-ZERO-POINTS": "used-up"}}',
  playNote:
    "odd seeds play with The Messages, even seeds without; the events (turns, bag tiles, scoring " +
    "moments, backward moves) are drawn at random, 60 of them, then the game ends",
  load: async () => (await import("./index.js")).robbersGame,
  loadConformance: async () => (await import("./conformance.js")).robbersConformance,
};
