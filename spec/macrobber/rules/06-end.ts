// End of the game: the two ways it ends, and the winner or a draw (rulebook "End of the Game").
import { defineRule } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

export const endRules = [
  defineRule({
    id: "MR-END-ESTATE",
    kind: "rule",
    section: "End of the game",
    title: "The revealed estate ends the game",
    statement:
      "If the revealed estate's number is at most the victory points of the leading player, the game ends at once.",
    sources: [{ file: MR, section: "End of the Game (first way)" }],
  }),
  defineRule({
    id: "MR-END-SACK",
    kind: "rule",
    section: "End of the game",
    title: "An empty sack ends the game",
    statement:
      "If the player whose turn it is cannot draw 6 tokens from the sack, the game ends at once, without a further scoring.",
    sources: [{ file: MR, section: "End of the Game (second way)" }],
  }),
  defineRule({
    id: "MR-WINNER",
    kind: "rule",
    section: "End of the game",
    title: "Most victory points wins",
    statement:
      "When the game ends the player with the most victory points wins; if several share the most, the game is a draw between them.",
    sources: [{ file: MR, section: "End of the Game" }],
  }),
];
