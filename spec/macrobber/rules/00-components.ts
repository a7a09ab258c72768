// Game contents and players (rulebook "Game contents"): what exists, so conservation can be checked.
import { defineRule } from "../../../src/dsl/index.js";
import { MR } from "./sources.js";

export const componentRules = [
  defineRule({
    id: "MR-PLAYERS",
    kind: "rule",
    section: "Game contents",
    title: "Three to five clans",
    statement:
      "The game is for 3, 4 or 5 players, each leading one clan; seats follow the order the players are listed in, which is clockwise.",
    sources: [{ file: MR, section: "title line (3-5 players)" }],
  }),
  defineRule({
    id: "MR-COMPONENTS",
    kind: "rule",
    section: "Game contents",
    title: "What is in the box",
    statement:
      "67 playing cards valued 1 to 4; 25 estate tiles with a number from 30 to 42 on the back; 86 action " +
      "tokens (29 yellow, 27 blue, 20 green, 10 red) and the cloth sack they are drawn from; a clan board per " +
      "player with a court (yellow warriors, blue bagpipe players, green monks) and estates.",
    sources: [{ file: MR, section: "Game contents" }],
  }),
  defineRule({
    id: "MR-TOKEN-MEANING",
    kind: "rule",
    section: "Game contents",
    title: "What a token is where it lies",
    statement:
      "In the court a yellow token is a warrior, a blue one a bagpipe player and a green one a monk. On an " +
      "estate 1 red token is a head of cattle, 2 blue tokens a castle and 3 green tokens an abbey. Every " +
      "token is always in exactly one place: the sack, a court, an estate, a player's drawn tokens, or out of the game.",
    sources: [
      { file: MR, section: "Game contents (clan boards)" },
      { file: MR, section: "Phase 2: Cattle, Castle, Abbey" },
    ],
    addedByProject: true,
  }),
];
