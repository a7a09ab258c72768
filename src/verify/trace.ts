// A counterexample as a robbers-trace/1 document (docs/schemas/robbers-trace-1.schema.json), so
// `robbers check` replays it. The trace is written under the options of the run that found it (for
// a reading's counterexample, that reading), with the choices the path made and, after each step,
// the claims that follow from it; the last step's label names the invariant it breaks.

import { type RobbersState, scoreOf } from "../../spec/robbers/index.js";
import { describeEffect } from "../games/robbers/library/describe.js";
import type { Counterexample } from "./explore.js";

const claims = (s: RobbersState) => ({
  scores: Object.fromEntries(s.players.map((p) => [p, scoreOf(s.figures[p]!)])),
  figures: s.figures,
  robbers: s.robbers,
});

/** The counterexample as one robbers-trace/1 JSON document. */
export function counterexampleTrace(c: Counterexample): Record<string, unknown> {
  const { players, messages, active, figures, robbers, bagTiles, messagesDrawn } = c.start;
  const last = c.steps.length - 1;
  return {
    format: "robbers-trace/1",
    title:
      `Shortest counterexample (${c.steps.length} event${c.steps.length === 1 ? "" : "s"}) to "${c.invariant}"`.slice(
        0,
        500,
      ),
    options: c.options,
    setup: { players, messages, active, figures, robbers, bagTiles, messagesDrawn },
    steps: c.steps
      .map((s, i) => ({
        label: (i === last ? `breaks the invariant: ${c.message}. ` : "") + s.effects.map(describeEffect).join("; "),
        event: s.event,
        choices: s.choices,
        claims: claims(s.after),
      }))
      .map((s) => ({ ...s, label: s.label.slice(0, 500) })),
  };
}
