// The `macrobber` command's entry: its help texts, and the game loaded only when a subcommand runs.
import type { GameEntry } from "../../cli/game-entry.js";

export const macRobberEntry: GameEntry = {
  id: "macrobber",
  description:
    "MacRobber (Queen Games) as an oracle: list the rules, play seeded games, explain situations, check " +
    "other implementations' traces, generate conformance vectors",
  exampleTrace: "fixtures/traces/macrobber/mr-3p-seed1.jsonl",
  examplePlayers: "ann,ben,cat",
  exampleOptions: '{"interpretations": {"MR-INT-RED-AREA": "35"}}',
  playNote:
    "the seed deals the game (sack draws and shuffles, MR-CHANCE-SEEDED) and drives the random legal choices; the state says which event comes next",
  load: async () => (await import("./index.js")).macRobberGame,
  loadConformance: async () => (await import("./conformance.js")).macRobberConformance,
};
