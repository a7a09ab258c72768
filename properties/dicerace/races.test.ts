// Random races under every edition (default readings): fast-check draws the players, the finish they
// set (where the edition leaves it to them), where the pawns stand, the dice and which pawn each roll
// moves, and every roll is checked with the predicates the exhaustive check runs too (invariants.ts).
// The rulebook's promises hold under the default reading only: "bounce" moves a pawn backwards, which
// the exhaustive check's readings run reports.
import fc from "fast-check";
import { expect, it } from "vitest";
import { type DiceRaceState, diceRace, EDITION_IDS, startOf } from "../../spec/dicerace/index.js";
import { compile } from "../../src/interpreter/compile.js";
import { step } from "../../src/interpreter/step.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { exactWin, movesOf, onePawnForward, onTheTrack, type Roll, samePlayers, turnPasses } from "./invariants.js";
import { type DiceRacePropertyName, diceRaceTitleOf } from "./registry.js";

const SEATS = ["ann", "ben", "cat", "dan"];
/** The finish each edition's track has (§1, §4), read from the rulebook, not the decisions. */
const FINISH: Readonly<Record<string, number>> = { classic: 20, short: 12, "two-dice": 20 };
/** The editions whose finish is their own: the players cannot set another (§4). */
const FINISH_FIXED: readonly string[] = ["short"];
/** How many dice each edition rolls (§2, §4). */
const DICE: Readonly<Record<string, number>> = { classic: 1, short: 1, "two-dice": 2 };

const raceArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  edition: fc.constantFrom(...EDITION_IDS),
  // A finish the players set (DR-TRACK-LENGTH, §4), where the edition does not fix one itself.
  finish: fc.option(fc.integer({ min: 10, max: 40 }), { nil: undefined }),
  // Where each seat's pawns stand, as a share of the track before the finish (any square can be reached).
  squares: fc.array(fc.tuple(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.boolean()), {
    minLength: 4,
    maxLength: 4,
  }),
  rolls: fc.array(
    fc.record({
      dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
      pawn: fc.integer({ min: 0, max: 1 }),
    }),
    {
      minLength: 1,
      maxLength: 30,
    },
  ),
});

type Race = typeof raceArb extends fc.Arbitrary<infer T> ? T : never;

/** Plays a race, yielding each roll as the predicates take it. */
function* rolls(race: Race): Generator<{ roll: Roll; finish: number; dice: number; set: boolean }> {
  const set = FINISH_FIXED.includes(race.edition) ? undefined : race.finish;
  const spec = compile(diceRace, {
    edition: race.edition,
    ...(set === undefined ? {} : { parameters: { finish: set } }),
  });
  const finish = set ?? FINISH[race.edition]!;
  const dice = DICE[race.edition]!;
  const players = SEATS.slice(0, race.players);
  const start = startOf(players);
  let state: DiceRaceState = {
    ...start,
    pawns: Object.fromEntries(
      players.map((p, i) => {
        const [share, atStart] = race.squares[i]!;
        return [p, [Math.floor(share * finish), atStart ? 0 : Math.floor(share * finish * 0.5)] as const];
      }),
    ),
  };
  for (const r of race.rolls) {
    if (state.winner) return;
    const event = { kind: "roll" as const, die: r.dice.slice(0, dice).reduce((a, b) => a + b, 0) };
    const result = step(spec, state, event, { pick: (p) => p.options()[r.pawn] ?? p.options()[0]! });
    if (!result.ok) throw new Error(`a legal roll was refused: ${result.error.message}`);
    yield {
      roll: { before: state, event, after: result.state, effects: result.effects as Roll["effects"] },
      finish,
      dice,
      set: set !== undefined,
    };
    state = result.state;
  }
}

const PREDICATES: readonly [DiceRacePropertyName, (r: Roll, finish: number) => string | null][] = [
  ["dr-one-pawn-forward", onePawnForward],
  ["dr-same-players", samePlayers],
  ["dr-on-the-track", onTheTrack],
  ["dr-exact-win", exactWin],
  ["dr-turn-passes", turnPasses],
];

/** What each property needs to have met for the run to prove anything. */
const CASES: Readonly<Record<DiceRacePropertyName, readonly string[]>> = {
  "dr-one-pawn-forward": ["moved", "stayed", "two-dice-total-over-6"],
  "dr-same-players": ["four-players"],
  "dr-on-the-track": ["at-finish", "short-track", "finish-set"],
  "dr-exact-win": ["won"],
  "dr-turn-passes": ["wrapped"],
};

for (const [name, predicate] of PREDICATES)
  it(diceRaceTitleOf(name), () => {
    const w = new Witnesses(name, CASES[name]);
    check(
      name,
      fc.property(raceArb, (race) => {
        for (const { roll, finish, dice, set } of rolls(race)) {
          const wrong = predicate(roll, finish);
          if (wrong) throw new Error(wrong);
          const [m] = movesOf(roll);
          w.saw("moved", m !== undefined && m.to !== m.from);
          w.saw("stayed", m !== undefined && m.to === m.from);
          w.saw("two-dice-total-over-6", dice === 2 && roll.event.die > 6);
          w.saw("at-finish", m?.to === finish);
          w.saw("short-track", finish === 12);
          w.saw("finish-set", set && finish !== 20);
          w.saw("four-players", roll.before.players.length === 4);
          w.saw("won", roll.after.winner !== null);
          w.saw("wrapped", !roll.after.winner && roll.before.active === roll.before.players.at(-1));
        }
      }),
      200,
    );
    expect(w.report()).toEqual([]);
  });
