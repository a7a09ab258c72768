// fast-check arbitraries for Robbers situations: small boards where figures and robbers collide
// often (positions drawn from a small pool that includes laps past 50), so steals, follows,
// wraps and shared spaces actually happen.
import fc from "fast-check";
import { EDITION_IDS, interpretations, type Award, type EditionId, type RobbersEvent, type RobbersOptionsInput, type RobbersState } from "../../spec/robbers/index.js";

const PLAYERS = ["red", "blue", "green", "yellow", "black", "grey"];
/** Positions that collide: 3 and 53 share a square, 5/10/15 are dark, the rest are near each other. */
export const POSITION_POOL = [0, 3, 4, 6, 8, 9, 53, 56, 10, 14];

export const optionsArb: fc.Arbitrary<RobbersOptionsInput> = fc.record({
  edition: fc.constantFrom<EditionId>(...EDITION_IDS),
  interpretations: fc.record(
    Object.fromEntries(interpretations.map((i) => [i.id, fc.constantFrom(...i.readings.map((r) => r.id))])) as Record<string, fc.Arbitrary<string>>,
    { requiredKeys: [] },
  ),
}) as fc.Arbitrary<RobbersOptionsInput>;

export const stateArb = (maxPlayers = 4): fc.Arbitrary<RobbersState> =>
  fc
    .record({
      n: fc.integer({ min: 2, max: maxPlayers }),
      messages: fc.boolean(),
      activeIndex: fc.nat(),
      meeples: fc.array(fc.constantFrom(...POSITION_POOL), { minLength: 6, maxLength: 6 }),
      messengers: fc.array(fc.constantFrom(...POSITION_POOL), { minLength: 6, maxLength: 6 }),
      robberSpots: fc.array(fc.option(fc.constantFrom(...POSITION_POOL.map((p) => p % 50)), { freq: 2 }), { minLength: 6, maxLength: 6 }),
    })
    .map(({ n, messages, activeIndex, meeples, messengers, robberSpots }) => {
      const players = PLAYERS.slice(0, n);
      return {
        players,
        messages,
        active: players[activeIndex % n]!,
        figures: Object.fromEntries(players.map((p, i) => [p, messages ? { meeple: meeples[i]!, messenger: messengers[i]! } : { meeple: meeples[i]! }])),
        robbers: Object.fromEntries(players.map((p, i) => [p, robberSpots[i] ?? null])),
        bagTiles: 0,
        messagesDrawn: Object.fromEntries(players.map((p) => [p, 0])),
        ended: false,
      };
    });

/** A scoring moment with few enough awards that every path can still be walked. */
export const momentArb = (state: RobbersState, maxAwards: number): fc.Arbitrary<RobbersEvent> =>
  fc
    .array(
      fc.record({
        player: fc.constantFrom(...state.players),
        points: fc.oneof(fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 8, 50), fc.integer({ min: 0, max: 20 })),
        source: fc.constantFrom<Award["source"]>("feature", "fairy", "wheel-of-fortune", "catapult", "message"),
      }),
      { minLength: 1, maxLength: maxAwards },
    )
    .filter((awards) => state.players.every((p) => awards.filter((a) => a.player === p).length <= (state.messages ? 2 : 3)))
    .map((awards) => ({ kind: "moment", awards }));
