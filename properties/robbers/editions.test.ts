// C2 Z-Man against C3 (the difference players argue about): for any event but a bag tile both give
// the same outcomes; on a bag tile they differ only in who places. Under Hans im Glück wording at
// most two robbers are newly placed per bag tile, so a game has at most 2 x 8 robberies.
import fc from "fast-check";
import { expect, it } from "vitest";
import { type RobbersEvent, type RobbersState, robbersOutcomeKey } from "../../spec/robbers/index.js";
import { outcomes, robbersSpec } from "../../src/games/robbers/library/api.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { titleOf } from "./registry.js";
import { momentArb, optionsArb, stateArb } from "./support/arbitraries.js";

const keys = (
  edition: "C2-ZMan" | "C3",
  interpretations: object,
  state: RobbersState,
  event: RobbersEvent,
): string[] => {
  const r = outcomes(robbersSpec({ edition, interpretations: interpretations as never }), state, event);
  if (!r.ok) throw new Error(r.error.message);
  return r.outcomes
    .all()
    .map((o) => robbersOutcomeKey(o.state, o.effects))
    .sort();
};

it(titleOf("editions-differ-only-in-placement"), () => {
  const w = new Witnesses("editions-differ-only-in-placement", [
    "moment-compared",
    "bag-tile-differs",
    "backward-compared",
  ]);
  const eventArb = (s: RobbersState): fc.Arbitrary<RobbersEvent> =>
    fc.oneof(
      momentArb(s, 3),
      fc.constant<RobbersEvent>({ kind: "game-end" }),
      fc.constant<RobbersEvent>({ kind: "bag-tile" }),
      fc.constantFrom(...s.players).map(
        (p): RobbersEvent => ({
          kind: "backward",
          player: p,
          figure: "meeple",
          points: Math.max(1, Math.floor(s.figures[p]!.meeple / 2)),
          source: "tower",
        }),
      ),
    );
  check(
    "editions-differ-only-in-placement",
    fc.property(
      optionsArb,
      stateArb(4).chain((s) => fc.tuple(fc.constant(s), eventArb(s))),
      (options, [state, event]) => {
        if (event.kind === "backward" && state.figures[event.player]!.meeple < event.points) return;
        const a = keys("C2-ZMan", options.interpretations ?? {}, state, event);
        const b = keys("C3", options.interpretations ?? {}, state, event);
        if (event.kind === "bag-tile") {
          w.saw("bag-tile-differs", a.join() !== b.join());
          return;
        }
        expect(a).toEqual(b);
        w.saw("moment-compared", event.kind === "moment");
        w.saw("backward-compared", event.kind === "backward");
      },
    ),
    150,
  );
  expect(w.report()).toEqual([]);
});
