// Where points come from, as a player says it: the ruleset's source kinds (`wheel-of-fortune`,
// `robber-bonus`) are names for files, not words for the table (issue 36, point 8). Shared by the
// playground, its adapter and the site's pages.
import type { AwardSource, BackwardSource } from "../../../spec/robbers/index.js";

export const SOURCE_WORDS: Readonly<Record<AwardSource | BackwardSource | "rogue" | "robber-bonus", string>> = {
  feature: "a feature",
  fairy: "the fairy",
  "wheel-of-fortune": "the wheel of fortune",
  catapult: "the catapult",
  message: "a message",
  other: "something else",
  bazaar: "a bazaar auction",
  tower: "a tower ransom",
  rogue: "stolen points",
  "robber-bonus": "the robber's bonus",
};
