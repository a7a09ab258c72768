// Placing robbers after a bag tile (rulebook §1). The HiG and Z-Man wordings of the follow-up
// placement differ; the edition presets (09-editions.ts) select between them.
import { defineMisreading, defineRule } from "../../../src/dsl/index.js";
import { FAN, WIKI, ZMAN } from "./sources.js";

export const placementRules = [
  defineRule({
    id: "RB-PLACE-TRIGGER",
    kind: "rule",
    section: "Placement",
    title: "A bag tile opens the robber step",
    statement:
      "When the active player places a bag tile, robbers may be placed right after the tile goes down and " +
      "before a meeple is placed on it, which is also before any feature that tile completes is scored.",
    sources: [
      { file: WIKI, section: "§1 Placing a tile" },
      { file: ZMAN, section: "Using robbers (immediately after placing the tile)" },
    ],
  }),
  defineRule({
    id: "RB-PLACE-TARGET",
    kind: "rule",
    section: "Placement",
    title: "Only beside another player's scoring figure",
    statement:
      "A robber may only be put on a scoreboard space where at least one scoring figure of a player other " +
      "than the robber's owner stands (a meeple, or a messenger when The Messages is in play).",
    sources: [
      { file: WIKI, section: "§1 Placing a tile", ruling: "5/2013 (fn1)" },
      { file: FAN, section: "§1" },
      { file: ZMAN, section: "Using robbers" },
    ],
  }),
  defineRule({
    id: "RB-PLACE-ACTIVE",
    kind: "rule",
    section: "Placement",
    title: "The active player may place its robber",
    statement:
      "The player who placed the bag tile may put its robber from its supply onto the scoreboard. In the Z-Man " +
      "second-edition text this is an obligation rather than an option (see the C2 Z-Man preset).",
    sources: [
      { file: WIKI, section: "§1 Placing a tile" },
      { file: WIKI, section: "fn2 (Z-Man C2 made it mandatory)" },
    ],
  }),
  defineRule({
    id: "RB-PLACE-MOVE",
    kind: "rule",
    section: "Placement",
    title: "The active player may move a robber already out",
    statement:
      "If the active player's robber is already on the scoreboard, that player may instead move it to a " +
      "different space, which must again hold another player's scoring figure.",
    sources: [
      { file: WIKI, section: "§1 Placing a tile" },
      { file: ZMAN, section: "Using robbers" },
    ],
  }),
  defineRule({
    id: "RB-PLACE-NEXT",
    kind: "rule",
    section: "Placement",
    title: "Hans im Glück: one follow-up placement",
    statement:
      "After the active player, the first player to its left whose robber is still in supply may place it. " +
      "Only that one player gets the chance; players whose robber is already on the scoreboard are passed " +
      "over and may not move it.",
    sources: [
      { file: WIKI, section: "§1 Placing a tile", ruling: "fn3" },
      { file: FAN, section: "§1 and its Example 1" },
    ],
    editions: ["C1-HiG", "C2-HiG", "C3"],
  }),
  defineRule({
    id: "RB-PLACE-ALL",
    kind: "rule",
    section: "Placement",
    title: "Z-Man: every other player in turn order",
    statement:
      "After the active player, each other player in turn order whose robber is in supply may place it " +
      "(C1 Z-Man). In the C2 Z-Man text each of them must place it.",
    sources: [
      { file: ZMAN, section: "Using robbers (then, in turn order, each other player)" },
      { file: WIKI, section: "fn3, fn4 (Z-Man wording and example caption)" },
    ],
    editions: ["C1-ZMan", "C2-ZMan"],
  }),
  defineRule({
    id: "RB-PLACE-SAMETILE",
    kind: "rule",
    section: "Placement",
    title: "Beside a figure the bag tile itself will score",
    statement:
      "Since robbers are placed before the bag tile's features are scored, a robber may be put beside an " +
      "opponent's figure that this very tile is about to score, and then steals from that scoring.",
    sources: [{ file: WIKI, section: "§1 Q&A" }],
  }),
] as const;

/** Known wrong readings of the placement rules (see 03-stealing.ts for what a misreading is). */
export const placementMisreadings = [
  defineMisreading({
    id: "MIS-PLACE-EVERYONE",
    rule: "RB-PLACE-NEXT",
    title: "every player places",
    statement:
      "Under a Hans im Glück rulebook, every other player in turn order is offered a placement after the active " +
      "player, as the Z-Man wording has it, instead of only the next player.",
    decision: "followUp",
    value: "each-may",
  }),
] as const;
