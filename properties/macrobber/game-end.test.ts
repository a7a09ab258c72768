// The game ends exactly when an end condition holds. At the start of a turn: the sack holds fewer
// than 6 tokens (or, under MR-INT-COLOUR-OUT "colour-out-ends", lacks a colour). After a round's
// scoring: the top estate tile leaves the game and is revealed when a player is in the red area
// (from square MR-INT-RED-AREA; under MR-INT-RED-REACHED "entered-this-round" only players who were
// not there at the previous scoring count), and a revealed number at most the lead's points ends
// the game. Otherwise the beginning player passes on. The winners are exactly the players with the
// most points (several: a draw).
import fc from "fast-check";
import { expect, it } from "vitest";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { nearEmptySackArb, nearEndArb, optionsVarying, seedArb, startArb } from "./arbitraries.js";
import { leaders, raiding, specFor, timeLimit, walk } from "./play.js";
import { mrTitleOf } from "./registry.js";

const COLOURS = ["yellow", "blue", "green", "red"] as const;
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
          const colourOutEnds = spec.decisions["MR-INT-COLOUR-OUT"].value === "colour-out-ends";
          const threshold = Number(spec.decisions["MR-INT-RED-AREA"].value);
          const onlyNewcomers = spec.decisions["MR-INT-RED-REACHED"].value === "entered-this-round";
          walk(spec, sit.state, raiding(choiceSeed, 0.3), 400, ({ before, event, after, effects }) => {
            const when = `${event.kind} in round ${before.round} (${sit.how})`;
            const over = effects.filter((e) => e.type === "game-over");
            expect(over.length, `game-over effects in ${when}`).toBeLessThanOrEqual(1);
            expect(after.phase === "over", `phase after ${when}`).toBe(over.length === 1);
            let shouldEnd = false;
            if (event.kind === "take-tokens") {
              const inSack = COLOURS.reduce((n, c) => n + before.sack[c], 0);
              const colourOut = COLOURS.some((c) => before.sack[c] === 0);
              shouldEnd = inSack < 6 || (colourOutEnds && colourOut);
              w.saw("end-sack", inSack < 6);
              w.saw("end-colour-out", inSack >= 6 && colourOut && colourOutEnds);
              w.saw("colour-out-plays-on", inSack >= 6 && colourOut && !colourOutEnds);
              if (shouldEnd) expect(after.result?.reason).toBe("sack");
            }
            if (event.kind === "score-round") {
              const inArea = after.players.filter((p) => after.clans[p]!.points >= threshold);
              const counting = onlyNewcomers ? inArea.filter((p) => !before.inRedArea.includes(p)) : inArea;
              const tile = before.estateDeck[0];
              const lead = Math.max(...after.players.map((p) => after.clans[p]!.points));
              const revealed = tile !== undefined && counting.length > 0;
              shouldEnd = revealed && tile <= lead;
              const out = effects.find((e) => e.type === "estate-out");
              expect(out && out.type === "estate-out" && [out.revealed, out.tile, out.removed]).toEqual([
                revealed,
                revealed ? tile : null,
                tile !== undefined,
              ]);
              expect(after.estateDeck).toEqual(before.estateDeck.slice(1));
              expect(after.estatesOut).toEqual(tile === undefined ? before.estatesOut : [...before.estatesOut, tile]);
              if (shouldEnd) expect(after.result?.reason).toBe("estate");
              else {
                const next = before.players[(before.players.indexOf(before.beginner) + 1) % before.players.length]!;
                expect([after.beginner, after.active, after.round, after.phase]).toEqual([
                  next,
                  next,
                  before.round + 1,
                  "take-tokens",
                ]);
                w.saw("round-passes-on");
              }
              w.saw("revealed-not-ending", revealed && !shouldEnd);
              w.saw("in-area-not-counted", inArea.length > 0 && counting.length === 0);
              w.saw("end-estate", shouldEnd);
            }
            expect(over.length === 1, `the game ${shouldEnd ? "should" : "should not"} end at ${when}`).toBe(shouldEnd);
            if (after.result) {
              expect(
                after.result.winners,
                `winners with ${JSON.stringify(after.players.map((p) => after.clans[p]!.points))} points`,
              ).toEqual(leaders(after));
              const e = over[0]!;
              expect(e.type === "game-over" && e.result).toEqual(after.result);
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
