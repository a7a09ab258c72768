// The playground's words for a player at the table: "you decide" for the player the worked examples
// call "you" (the others "decides"), a decision's question without the ruleset's plural for one
// award ("score award #1" rather than "score awards 1"), and the counts as the question a player
// asks ("2 ways this can go"), each event of the history with the player it concerns, and why a
// rogue landing on a dark space drew no message.
import { match } from "ts-pattern";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../../../spec/robbers/index.js";
import { describeEffect, possessive } from "../../library/describe.js";

/** "blue decides", "you decide". */
export const decides = (actor: string): string => `${actor} ${actor === "you" ? "decide" : "decides"}`;

/**
 * The ruleset's question in a player's words: its award indices as the "#n" the awards table
 * shows, one award as "award #n", and "does you" as "do you".
 */
export function questionWords(question: string): string {
  const one = /^In which order does (.+) score awards (\d+), and with which figure each\?$/.exec(question);
  const asked = one
    ? `With which figure does ${one[1]} score award #${one[2]}?`
    : question.replace(
        /score awards ([\d, ]+?)(?=, and )/,
        (_, list: string) =>
          `score awards ${list
            .split(",")
            .map((n) => `#${n.trim()}`)
            .join(", ")}`,
      );
  return asked.replace(/\bdoes you\b/g, "do you");
}

/** "One way this can go", "2 ways this can go". */
export const waysWords = (n: bigint | number): string =>
  BigInt(n) === 1n ? "One way this can go" : `${n} ways this can go`;

/** An event in the history, naming the player: "red places a tile with a bag", "your turn begins". */
export function eventWords(event: RobbersEvent, before: RobbersState): string {
  const verb = (player: string, third: string, base: string) => `${player} ${player === "you" ? base : third}`;
  return match(event)
    .with({ kind: "bag-tile" }, () => `${verb(before.active, "places", "place")} a tile with a bag`)
    .with(
      { kind: "moment" },
      (e) =>
        `a scoring moment: ${e.awards.map((a, i) => `#${i} ${a.player} ${a.points} (${a.label ? `${a.label}, ` : ""}${a.source})`).join("; ")}`,
    )
    .with({ kind: "backward" }, (e) => `${possessive(e.player)} ${e.figure} goes back ${e.points} (${e.source})`)
    .with({ kind: "turn" }, (e) => `${possessive(e.player)} turn begins`)
    .with({ kind: "game-end" }, () => "the game ends (robbers' final bonus)")
    .exhaustive();
}

/**
 * An effect in words; a rogue landing on a dark space that draws no message says why, from the
 * rules the ruleset cites for it (INT-MSG-OWN-TURN: out of the thief's turn; INT-MSG-ALONE: not alone).
 */
export function effectWords(e: RobbersEffect): string {
  const said = describeEffect(e);
  if (e.type !== "figure-moved" || e.source !== "rogue" || !e.rules.includes("RB-MSG-DARK")) return said;
  // The ruleset cites INT-MSG-ALONE only when the turn allowed the draw (rogue.ts, undrawn), so it is asked first.
  const why = e.rules.includes("INT-MSG-ALONE")
    ? "the figure is not alone there"
    : e.rules.includes("INT-MSG-OWN-TURN")
      ? `not ${possessive(e.player)} turn`
      : null;
  return why ? `${said}; it lands on a dark space but draws no message: ${why}` : said;
}
