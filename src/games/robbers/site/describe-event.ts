// Events in words for the site's pages and the playground (the library describes effects and
// choices; events are simple enough to say here).
import type { RobbersEvent } from "../../../../spec/robbers/index.js";
import { possessive } from "../library/describe.js";
import { SOURCE_WORDS } from "../source-words.js";

export function describeEvent(event: RobbersEvent, active: string): string {
  switch (event.kind) {
    case "bag-tile":
      return `${active} places a tile with a bag: the robber step opens`;
    case "moment":
      return `one scoring moment with ${event.awards.length === 1 ? "one award" : `${event.awards.length} awards`}: ${event.awards
        .map(
          (a) =>
            `${a.player} ${a.points}${a.label ? ` (${a.label})` : a.source !== "feature" ? ` (${SOURCE_WORDS[a.source]})` : ""}`,
        )
        .join(", ")}`;
    case "backward":
      return `${possessive(event.player)} ${event.figure} goes back ${event.points} (${SOURCE_WORDS[event.source]})`;
    case "turn":
      return `${possessive(event.player)} turn begins`;
    case "game-end":
      return "the game ends";
  }
}
