// count.ts counts a scoring moment's factored set without listing its theft assignments, and
// estimates that counting's work (countWork) to refuse moments that would run too long.
// - countWork: the expected numbers are worked out by hand from what the estimate means (its doc
//   comment): for every non-empty set S of robbers on the board, the product over S of how many
//   different amounts each could take (RB-STEAL-HALF, rounded up) times the number of players times
//   4^|S|; plus, per player v, the product over robbers of 1 + how many movements of v it could take.
// - countMoment: its totals (groups, distinct outcomes, paths, size) must be those of the set built
//   by listing every theft assignment and its group (enumerateMoment with every group built), which
//   properties/robbers/enumeration.test.ts checks against walking every path through the steps.
//   The situations are generated (fixed seed) on crowded boards where thieves rob each other, and
//   the small hand-built ones have their counts worked out by hand or taken from walking every path.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crowdedArb, momentArb, optionsArb, stateArb } from "../../../properties/robbers/support/arbitraries.js";
import { outcomes, robbersSpec } from "../../../src/games/robbers/library/api.js";
import { distinctCount, factoredSize, groupCount, pathCount } from "../../../src/interpreter/outcomes.js";
import type { RobbersEvent, RobbersState } from "../model.js";
import { countMoment, countWork } from "./count.js";
import { enumerateMoment } from "./factored.js";
import { frameOf, type MomentFrame, type Theft } from "./factors.js";
import { momentRules } from "./movements.js";

const rules = momentRules(robbersSpec().decisions);

/** A frame with only what countWork reads: players, robbers on the board and what each could take. */
const workFrame = (order: string[], possible: [string, Theft[]][]): MomentFrame =>
  ({
    order,
    onBoard: possible.map(([p]) => p),
    possible: new Map(possible.map(([p, xs]) => [p, [null, ...xs]])),
    rules,
  }) as unknown as MomentFrame;

describe("countWork", () => {
  it("with no robber on the board is one pick per player", () => {
    expect(countWork(workFrame(["a", "b", "c"], []))).toBe(3);
  });

  it("adds the amounts fixed per set of thieves and the picks per victim", () => {
    // a could take 4 or 3 points from b (2 and 2 stolen) or 5 from c (3 stolen): 2 amounts.
    // b could take 2 points from a (1 stolen): 1 amount.
    // Sets: {a} 2*3*4 = 24, {b} 1*3*4 = 12, {a,b} 2*1*3*16 = 96.
    // Picks: victim a (1+0)(1+1) = 2, victim b (1+2)(1+0) = 3, victim c (1+1)(1+0) = 2.
    const frame = workFrame(
      ["a", "b", "c"],
      [
        [
          "a",
          [
            { victim: "b", figure: "meeple", points: 4 },
            { victim: "b", figure: "messenger", points: 3 },
            { victim: "c", figure: "meeple", points: 5 },
          ],
        ],
        ["b", [{ victim: "a", figure: "meeple", points: 2 }]],
      ],
    );
    expect(countWork(frame)).toBe(24 + 12 + 96 + 2 + 3 + 2);
  });

  it("counts a robber that could take nothing as one amount of nothing", () => {
    // a takes nothing (0 amounts): every set with a is 0; {b} 1*2*4 = 8. Picks: a 1*2 = 2, b 1.
    const frame = workFrame(
      ["a", "b"],
      [
        ["a", []],
        ["b", [{ victim: "a", figure: "meeple", points: 6 }]],
      ],
    );
    expect(countWork(frame)).toBe(8 + 2 + 1);
  });
});

/** countMoment's totals against those of the set built group by group. */
function agrees(options: Parameters<typeof robbersSpec>[0], state: RobbersState, event: RobbersEvent): boolean {
  if (event.kind !== "moment") return false;
  const d = robbersSpec(options).decisions;
  const frame = frameOf(d, state, event);
  if (!frame || countWork(frame) > 2_000_000) return false;
  const whole = enumerateMoment(d, state, event, Number.POSITIVE_INFINITY)!;
  const counted = countMoment(frame);
  expect(counted).toEqual({
    groups: groupCount(whole),
    distinct: distinctCount(whole),
    paths: pathCount(whole),
    size: BigInt(factoredSize(whole)),
  });
  return true;
}

describe("countMoment", () => {
  it("counts a lone thief by hand", () => {
    // Blue (not active) scores 4 with its meeple from 10, where red's robber stands: red must take
    // that movement (RB-STEAL-FIRST), stealing 2 points (RB-STEAL-HALF) that its meeple records
    // (the only figure without The Messages). One group, one outcome, reached by one path.
    const state: RobbersState = {
      players: ["red", "blue"],
      messages: false,
      active: "red",
      figures: { red: { meeple: 3 }, blue: { meeple: 10 } },
      robbers: { red: 10, blue: null },
      bagTiles: 3,
      messagesDrawn: { red: 0, blue: 0 },
      ended: false,
    };
    const event: RobbersEvent = { kind: "moment", awards: [{ player: "blue", points: 4, source: "feature" }] };
    const frame = frameOf(robbersSpec().decisions, state, event)!;
    const t = countMoment(frame);
    expect([t.groups, t.distinct, t.paths]).toEqual([1n, 1n, 1n]);
    expect(agrees({}, state, event)).toBe(true);
  });

  it("counts a thief that steals 0 points by its own plans", () => {
    // Under INT-ZERO-POINTS "used-up", blue's 0-point award moved with its meeple from 10 is a
    // movement red's robber there must take (RB-STEAL-FIRST), stealing 0 points: red's robber goes
    // back to supply (RB-STEAL-RETURN) and there is nothing to record (RB-ROGUE-NOSTEAL, 04-rogue).
    // With its messenger (40) blue offers nothing and red's robber stays. Red scores 3 with its
    // meeple (20 -> 23) or its messenger (30 -> 33), neither a dark space. So 2 groups (red steals
    // or not) of 2 outcomes each (red's figure), each outcome one path: 2 groups, 4 outcomes, 4 paths.
    const options = { interpretations: { "INT-ZERO-POINTS": "used-up" as const } };
    const state: RobbersState = {
      players: ["red", "blue"],
      messages: true,
      active: "red",
      figures: { red: { meeple: 20, messenger: 30 }, blue: { meeple: 10, messenger: 40 } },
      robbers: { red: 10, blue: null },
      bagTiles: 3,
      messagesDrawn: { red: 0, blue: 0 },
      ended: false,
    };
    const event: RobbersEvent = {
      kind: "moment",
      awards: [
        { player: "blue", points: 0, source: "feature" },
        { player: "red", points: 3, source: "feature" },
      ],
    };
    const t = countMoment(frameOf(robbersSpec(options).decisions, state, event)!);
    expect([t.groups, t.distinct, t.paths]).toEqual([2n, 4n, 4n]);
    expect(agrees(options, state, event)).toBe(true);
  });

  it("counts group by group when one thief's reach only partly meets another's", () => {
    // Red and blue's robbers on 3 both take yellow's meeple movement 3 -> 7 (RB-STEAL-MULTI). Red's
    // rogue points may start from 20 (green's robber) or 30 (yellow's robber), blue's from 20 or 45:
    // green's robber could follow either thief (RB-ROGUE-FOLLOW), so the two share a factor.
    const state: RobbersState = {
      players: ["red", "blue", "green", "yellow"],
      messages: true,
      active: "red",
      figures: {
        red: { meeple: 20, messenger: 30 },
        blue: { meeple: 20, messenger: 45 },
        green: { meeple: 41, messenger: 42 },
        yellow: { meeple: 3, messenger: 44 },
      },
      robbers: { red: 3, blue: 3, green: 20, yellow: 30 },
      bagTiles: 3,
      messagesDrawn: { red: 0, blue: 0, green: 0, yellow: 0 },
      ended: false,
    };
    const event: RobbersEvent = { kind: "moment", awards: [{ player: "yellow", points: 4, source: "feature" }] };
    expect(agrees({}, state, event)).toBe(true);
    const walked = outcomes(robbersSpec(), state, event, { exhaustive: true });
    if (!walked.ok) throw new Error(walked.error.message);
    const t = countMoment(frameOf(robbersSpec().decisions, state, event)!);
    expect([t.distinct, t.paths]).toEqual([distinctCount(walked.outcomes.set), pathCount(walked.outcomes.set)]);
  });

  it("agrees with the set listed group by group on generated moments", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        optionsArb,
        stateArb(5).chain((state) =>
          fc.oneof(fc.tuple(fc.constant(state), momentArb(state, 5)), crowdedArb(state, state.messages ? 2 : 3)),
        ),
        (options, [state, event]: [RobbersState, RobbersEvent]) => {
          if (agrees(options, state, event)) checked++;
        },
      ),
      { seed: 20261126, numRuns: 400 },
    );
    expect(checked).toBeGreaterThan(200);
  });
});
