// The game ends exactly when an end condition holds. At the start of a turn: the sack holds fewer
// than 6 tokens (or, under MR-INT-COLOUR-OUT "colour-out-ends", lacks a colour). After a round's
// scoring: the top estate tile leaves the game and is revealed when a player is in the red area
// (from square MR-INT-RED-AREA; under MR-INT-RED-REACHED "entered-this-round" only players who were
// not there at the previous scoring count), and a revealed number at most the lead's points ends
// the game. Otherwise the beginning player passes on. The winners are exactly the players with the
// most points (several: a draw). The predicate is ./invariants.ts's gameEnd, which the exhaustive
// check runs too.
import fc from "fast-check";
import { expect, it } from "vitest";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { nearEmptySackArb, nearEndArb, optionsVarying, seedArb, startArb } from "./arbitraries.js";
import { endFacts, gameEnd } from "./invariants.js";
import { raiding, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

/** The readings the end depends on, each chosen 50/50. */
const endReadings = optionsVarying(["MR-INT-COLOUR-OUT", "MR-INT-RED-AREA", "MR-INT-RED-REACHED"]);

it(
  mrTitleOf("mr-game-end"),
  () => {
    const w = new Witnesses("mr-game-end", [
      "end-sack",
      "end-colour-out",
      "colour-out-plays-on",
      "end-estate",
      "draw",
      "single-winner",
      "revealed-not-ending",
      "in-area-not-counted",
      "round-passes-on",
    ]);
    check(
      "mr-game-end",
      fc.property(
        fc.oneof(
          { weight: 2, arbitrary: startArb(endReadings) },
          { weight: 3, arbitrary: nearEndArb(endReadings) },
          { weight: 2, arbitrary: nearEmptySackArb(endReadings) },
        ),
        seedArb,
        (sit, choiceSeed) => {
          const spec = specFor(sit.options);
          walk(spec, sit.state, raiding(choiceSeed, 0.3), 400, ({ before, event, after, effects }) => {
            const t = { spec, before, event, after, effects };
            expect(gameEnd(t), `${event.kind} in round ${before.round} (${sit.how})`).toBeNull();
            const f = endFacts(t);
            if (event.kind === "take-tokens") {
              w.saw("end-sack", f.sackShort);
              w.saw("end-colour-out", !f.sackShort && f.colourOut && f.colourOutEnds);
              w.saw("colour-out-plays-on", !f.sackShort && f.colourOut && !f.colourOutEnds);
            }
            if (event.kind === "score-round") {
              w.saw("round-passes-on", !f.shouldEnd);
              w.saw("revealed-not-ending", f.revealed && !f.shouldEnd);
              w.saw("in-area-not-counted", f.inArea.length > 0 && f.counting.length === 0);
              w.saw("end-estate", f.shouldEnd);
            }
            if (after.result) {
              w.saw("draw", after.result.winners.length > 1);
              w.saw("single-winner", after.result.winners.length === 1);
            }
          });
        },
      ),
      80,
    );
    expect(w.report()).toEqual([]);
  },
  timeLimit(),
);
