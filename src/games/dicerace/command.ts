// The `dicerace` command's entry: run with runGameCli(diceRaceEntry, argv, io), like the others.
import type { GameEntry } from "../../cli/game-entry.js";

export const diceRaceEntry: GameEntry = {
  id: "dicerace",
  description:
    "Dice Race (a made-up game) as an oracle: list the rules, play seeded races, explain situations, check traces, generate conformance vectors",
  examplePlayers: "ann,ben",
  exampleOptions: '{"edition": "short", "interpretations": {"DR-INT-OVERSHOOT": "bounce"}}',
  playNote: "the seed draws the dice and the random legal choice of pawn",
  load: async () => (await import("./index.js")).diceRaceGame,
};
