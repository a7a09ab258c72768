// An event in one line of text, for the reports of `explain` and `check`.
import { match } from "ts-pattern";
import type { RobbersEvent } from "../../../spec/robbers/index.js";

export const describeEvent = (event: RobbersEvent): string =>
  match(event)
    .with({ kind: "bag-tile" }, () => "the active player places a tile with a bag (robber placement)")
    .with(
      { kind: "moment" },
      (e) =>
        `a scoring moment: ${e.awards.map((a, i) => `#${i} ${a.player} ${a.points} (${a.source}${a.label ? `, ${a.label}` : ""})`).join("; ")}`,
    )
    .with({ kind: "backward" }, (e) => `${e.player}'s ${e.figure} goes back ${e.points} (${e.source})`)
    .with({ kind: "turn" }, (e) => `${e.player}'s turn begins`)
    .with({ kind: "game-end" }, () => "the game ends (robbers' final bonus)")
    .exhaustive();
