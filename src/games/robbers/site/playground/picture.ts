// The Robbers' pictures in the playground: a scoreboard for an outcome with its thefts drawn as
// arrows and the squares where robbers stole outlined, and the legend that explains every mark.

import type { RobbersEffect, RobbersState } from "../../../../../spec/robbers/index.js";
import { h, svgNode } from "../../../../site/shell/dom.js";
import { type BoardShape, type DrawnSteal, scoreboardSvg, TALL, WIDE, WIDE_FROM_PX } from "../scoreboard-svg.js";
import { effectWords } from "./player-words.js";

const stealsOf = (effects: readonly RobbersEffect[]): DrawnSteal[] =>
  effects.flatMap((e) =>
    e.type === "steal" ? [{ thief: e.thief, victim: e.victim, figure: e.figure, at: e.at, amount: e.amount }] : [],
  );

/**
 * The board's shape for the playground's width: tall in a column narrower than the wide board needs
 * to keep its text at 12 px (a phone, a narrow window), so squares and words stay large enough to
 * read and tap.
 */
export const boardShape = (): BoardShape =>
  (document.querySelector(".robbers-playground")?.clientWidth ?? window.innerWidth) < WIDE_FROM_PX + INSET
    ? TALL
    : WIDE;

/** How much narrower than the playground a picture can be drawn (a group's border and padding). */
const INSET = 40;

/** An outcome's picture: the board after it, gains against `before`, each theft an arrow. */
export function outcomePicture(
  after: RobbersState,
  effects: readonly RobbersEffect[],
  before: RobbersState,
  caption: string,
): Element {
  const steals = stealsOf(effects);
  return svgNode(
    scoreboardSvg(after, { caption, before, steals, highlight: steals.map((s) => s.at), shape: boardShape() }),
  );
}

/**
 * What the robbers do in an outcome, in a few words (placements, thefts and which figure records
 * the points stolen, robbers following or going home): two outcomes that differ only in the figure
 * that records a theft read differently (issue 36, point 5).
 */
export function robberWords(effects: readonly RobbersEffect[]): string {
  const told = effects.filter(
    (e) =>
      [
        "robber-placed",
        "robber-moved",
        "placement-declined",
        "steal",
        "robber-followed",
        "robber-returned",
        "robber-stayed",
      ].includes(e.type) ||
      (e.type === "figure-moved" && e.source === "rogue"),
  );
  return told.length ? told.map(effectWords).join("; ") : "no robber acts";
}

/** Every mark of the pictures, explained once. */
export function pictureLegend(): HTMLElement {
  const item = (term: string, words: string) => [h("dt", {}, term), h("dd", {}, words)];
  return h(
    "details",
    { class: "pg-legend", id: "picture-legend" },
    h("summary", {}, "What the pictures show"),
    h(
      "dl",
      {},
      ...item(
        "squares 0–49",
        "the scoreboard's 50 spaces, clockwise from the top-left corner; a figure with more than 50 points stands on its points minus 50 (or 100...)",
      ),
      ...item(
        "dark squares",
        "spaces 0, 5, 10, …: with The Messages, a figure ending its move there may draw a message",
      ),
      ...item("circle", "a player's meeple on the scoreboard, in the player's colour"),
      ...item("rounded square", "a player's messenger (only with The Messages)"),
      ...item(
        "black-ringed diamond",
        "a robber on the scoreboard, in its owner's colour; robbers in supply are not drawn (the table says “in supply”)",
      ),
      ...item(
        "dashed arrow",
        "a theft: from the square where the robber stood to where the robbed figure ended, with the points taken (−n) and who took them",
      ),
      ...item("orange outline", "a square where a robber stole in this event"),
      ...item("(+n) in the table", "how far a figure moved in this event"),
    ),
  );
}
