// The playground's words for a player at the table: "you decide" for the player the worked examples
// call "you" (the others "decides"), a decision's question without the ruleset's plural for one
// award ("score award 2" rather than "score awards 1"), awards counted from 1 as the awards table
// counts them, and the counts as the question a player asks ("2 ways this can go"), each event of
// the history with the player it concerns, what happens in an outcome without the file formats'
// names (no "feature #0", no "(rogue)"), and why a rogue landing on a dark space drew no message.
import { match } from "ts-pattern";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../../../../spec/robbers/index.js";
import { describeEffect, possessive } from "../../library/describe.js";
import { SOURCE_WORDS } from "../../source-words.js";

/** "blue decides", "you decide". */
export const decides = (actor: string): string => `${actor} ${actor === "you" ? "decide" : "decides"}`;

/**
 * The ruleset's question in a player's words: its award indices (from 0) as the awards table
 * numbers them (from 1), one award as "award n", and "does you" as "do you".
 */
export function questionWords(question: string): string {
  const counted = (n: string) => String(Number(n.trim()) + 1);
  const one = /^In which order does (.+) score awards (\d+), and with which figure each\?$/.exec(question);
  const asked = one
    ? `With which figure does ${one[1]} score award ${counted(one[2]!)}?`
    : question.replace(
        /score awards ([\d, ]+?)(?=, and )/,
        (_, list: string) => `score awards ${list.split(",").map(counted).join(", ")}`,
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
        `a scoring moment: ${e.awards
          .map((a, i) => `award ${i + 1}, ${a.player} ${a.points} (${a.label || SOURCE_WORDS[a.source]})`)
          .join("; ")}`,
    )
    .with(
      { kind: "backward" },
      (e) => `${possessive(e.player)} ${e.figure} goes back ${e.points} (${SOURCE_WORDS[e.source]})`,
    )
    .with({ kind: "turn" }, (e) => `${possessive(e.player)} turn begins`)
    .with({ kind: "game-end" }, () => "the game ends (robbers' final bonus)")
    .exhaustive();
}

/** "blue draws", "you draw". */
const says = (player: string, third: string, base: string) => `${player} ${player === "you" ? base : third}`;
const theirs = (player: string) => (player === "you" ? "your" : "their");
const points = (n: number) => `${n} point${n === 1 ? "" : "s"}`;

/** What happens in a step of an outcome, as a player says it; the ruleset's names (award indices, source kinds) left out. */
function sentence(e: RobbersEffect): string {
  return match(e)
    .with({ type: "figure-moved" }, (x) => {
      const figure = `${possessive(x.player)} ${x.figure}`;
      const move = `${x.from} → ${x.to}`;
      if (x.points < 0) return `${figure} pays ${points(-x.points)} for ${SOURCE_WORDS[x.source]}: ${move}`;
      if (x.source === "rogue") return `${figure} records the ${points(x.points)} stolen: ${move}`;
      if (x.source === "robber-bonus") return `${figure} records the robber's bonus of ${points(x.points)}: ${move}`;
      const what = x.award !== undefined ? `award ${x.award + 1}` : SOURCE_WORDS[x.source];
      return `${figure} scores ${points(x.points)} (${what}): ${move}`;
    })
    .with(
      { type: "robber-placed" },
      (x) => `${says(x.player, "places", "place")} ${theirs(x.player)} robber on space ${x.at}`,
    )
    .with(
      { type: "robber-moved" },
      (x) => `${says(x.player, "moves", "move")} ${theirs(x.player)} robber from space ${x.from} to space ${x.to}`,
    )
    .with({ type: "placement-declined" }, (x) => `${says(x.player, "does", "do")} not place a robber`)
    .with(
      { type: "message-drawn" },
      (x) => `${says(x.player, "draws", "draw")} a message (${x.figure} on dark space ${x.at})`,
    )
    .otherwise((x) => describeEffect(x).replace(/ -> /g, " → "));
}

/**
 * An effect in words; a rogue landing on a dark space that draws no message says why, from the
 * rules the ruleset cites for it (INT-MSG-OWN-TURN: out of the thief's turn; INT-MSG-ALONE: not alone).
 */
export function effectWords(e: RobbersEffect): string {
  const said = sentence(e);
  if (e.type !== "figure-moved" || e.source !== "rogue" || !e.rules.includes("RB-MSG-DARK")) return said;
  // The ruleset cites INT-MSG-ALONE only when the turn allowed the draw (rogue.ts, undrawn), so it is asked first.
  const why = e.rules.includes("INT-MSG-ALONE")
    ? "the figure is not alone there"
    : e.rules.includes("INT-MSG-OWN-TURN")
      ? `not ${possessive(e.player)} turn`
      : null;
  return why ? `${said}; it lands on a dark space but draws no message: ${why}` : said;
}
