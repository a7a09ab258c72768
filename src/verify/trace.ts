// A counterexample as the game's own `<game>-trace/1` document, so `<game> check` replays it. The
// trace is written under the options of the run that found it (for a reading's counterexample, that
// reading), with the game's setup of the start, the choices the path made and, after each step, the
// claims the game says follow from it; the last step's label names the invariant it breaks.

import type { Counterexample } from "./explore.js";
import type { AnyVerification } from "./subject.js";

/** The counterexample as one `<game>-trace/1` JSON document. */
export function counterexampleTrace(v: AnyVerification, c: Counterexample): Record<string, unknown> {
  const last = c.steps.length - 1;
  return {
    format: `${v.game}-trace/1`,
    title:
      `Shortest counterexample (${c.steps.length} event${c.steps.length === 1 ? "" : "s"}) to "${c.invariant}"`.slice(
        0,
        500,
      ),
    options: c.options,
    setup: v.trace.setup(c.start),
    steps: c.steps
      .map((s, i) => ({
        label:
          (i === last ? `breaks the invariant: ${c.message}. ` : "") +
          s.effects.map((e) => v.trace.describeEffect(e)).join("; "),
        event: s.event,
        choices: s.choices,
        claims: v.trace.claims(s.after, s.effects),
      }))
      .map((s) => ({ ...s, label: s.label.slice(0, 500) })),
  };
}
