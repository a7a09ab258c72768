// MacRobber's walkthrough page, one of the game's own pages: a seeded game's first round, event by
// event: who decides what under which rule, the picks made, and every effect with its rules.

import { code, md } from "../../../docs/markdown.js";
import type { DocLinks, ExtraPage } from "../../../kit/game-docs.js";
import { macRobberSpec, nextChoice, play, randomGame } from "../library/api.js";
import { boardsTable, effectLine, picksList } from "./narration.js";

const PLAYERS = ["ann", "ben", "cat"];
const SEED = 7;

function render(to: DocLinks): string {
  const spec = macRobberSpec();
  const game = randomGame(spec, PLAYERS, SEED);
  const parts = [
    "# A seeded game, event by event",
    `The first round of a ${PLAYERS.length}-player game with seed ${SEED} and random legal choices (choice seed ` +
      `${SEED}), default readings: at each event, the first decision the rules ask for (${code("nextChoice")}), the ` +
      "picks made, and every effect with the rules it cites. The same game is " +
      `${code(`macrobber play --players ${PLAYERS.join(",")} --seed ${SEED}`)}.`,
  ];
  let state = game.start;
  for (const [i, st] of game.steps.entries()) {
    const next = nextChoice(spec, state);
    const asked = next
      ? `${code(next.actor)} decides under ${to.rule(next.rule)}: ${md(next.question)} (${next.options.length} legal options)`
      : "no decision: the rules and the seeded sack and deck settle it";
    const picks = st.choices.length ? `\n\nPicks:\n\n${picksList(st.choices)}` : "";
    parts.push(
      `## ${i + 1}. ${code(st.event.kind)} (${code(state.active)} to play)\n\n${asked}.${picks}\n\nEffects:\n\n` +
        st.effects.map((e) => effectLine(e, to)).join("\n"),
    );
    const r = play(spec, state, st.event, st.choices);
    if (!r.ok) throw r.error;
    state = r.state;
    if (st.event.kind === "score-round") break;
  }
  parts.push(`## After the round\n\n${boardsTable(state, null)}`);
  return parts.join("\n\n");
}

export const walkthroughPage: ExtraPage = {
  path: "walkthrough.md",
  title: "A seeded game, event by event",
  summary: "a whole round, decision by decision",
  render,
};
