// fast-check arbitraries for Robbers situations: small boards where figures and robbers collide
// often (positions drawn from a small pool that includes laps past 50), so steals, follows,
// wraps and shared spaces actually happen.
import fc from "fast-check";
import {
  type Award,
  EDITION_IDS,
  type EditionId,
  interpretations,
  type RobbersEvent,
  type RobbersOptionsInput,
  type RobbersState,
} from "../../../spec/robbers/index.js";

const PLAYERS = ["red", "blue", "green", "yellow", "black", "grey"];
/** Positions that collide: 3 and 53 share a square, 5/10/15 are dark, the rest are near each other. */
const POSITION_POOL = [0, 3, 4, 6, 8, 9, 53, 56, 10, 14];

export const optionsArb: fc.Arbitrary<RobbersOptionsInput> = fc.record({
  edition: fc.constantFrom<EditionId>(...EDITION_IDS),
  interpretations: fc.record(
    Object.fromEntries(interpretations.map((i) => [i.id, fc.constantFrom(...i.readings.map((r) => r.id))])) as Record<
      string,
      fc.Arbitrary<string>
    >,
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
      robberSpots: fc.array(fc.option(fc.constantFrom(...POSITION_POOL.map((p) => p % 50)), { freq: 2 }), {
        minLength: 6,
        maxLength: 6,
      }),
    })
    .map(({ n, messages, activeIndex, meeples, messengers, robberSpots }) => {
      const players = PLAYERS.slice(0, n);
      return {
        players,
        messages,
        active: players[activeIndex % n]!,
        figures: Object.fromEntries(
          players.map((p, i) => [
            p,
            messages ? { meeple: meeples[i]!, messenger: messengers[i]! } : { meeple: meeples[i]! },
          ]),
        ),
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
    .filter((awards) =>
      state.players.every((p) => awards.filter((a) => a.player === p).length <= (state.messages ? 2 : 3)),
    )
    .map((awards) => ({ kind: "moment", awards }));

/**
 * A moment built so that a figure arrives on another player's robber and moves again: the robber is
 * put exactly where the figure's first award lands it (INT-ARRIVE-THEN-MOVE is rare otherwise).
 */
export const arrivalArb = (state: RobbersState): fc.Arbitrary<[RobbersState, RobbersEvent]> =>
  fc
    .record({
      who: fc.nat({ max: state.players.length - 1 }),
      owner: fc.nat({ max: state.players.length - 2 }),
      figure: fc.constantFrom(...(state.messages ? (["meeple", "messenger"] as const) : (["meeple"] as const))),
      first: fc.integer({ min: 1, max: 9 }),
      second: fc.integer({ min: 1, max: 9 }),
    })
    .map(({ who, owner, figure, first, second }) => {
      const player = state.players[who]!;
      const robberOwner = state.players.filter((p) => p !== player)[owner]!;
      const at = ((state.figures[player]![figure] ?? 0) + first) % 50;
      const withRobber: RobbersState = { ...state, robbers: { ...state.robbers, [robberOwner]: at } };
      return [
        withRobber,
        {
          kind: "moment",
          awards: [
            { player, points: first, source: "feature" },
            { player, points: second, source: "feature" },
          ],
        },
      ];
    });

/**
 * A crowded board: figures of several players gathered on two spaces (one of them dark), robbers of
 * several players on both, and awards for several players. Makes the rare cases common: a robber
 * choosing among victims, several robbers on one figure, a robber following a thief while other
 * figures stay, and a landing on an occupied dark space.
 */
export const crowdedArb = (state: RobbersState, maxAwardsPerPlayer = 3): fc.Arbitrary<[RobbersState, RobbersEvent]> => {
  const slots = state.players.flatMap((p) =>
    state.messages ? [[p, "meeple"] as const, [p, "messenger"] as const] : [[p, "meeple"] as const],
  );
  return fc
    .record({
      busy: fc.constantFrom(10, 15, 20),
      other: fc.constantFrom(3, 7, 12, 31),
      onBusy: fc.subarray(slots, { minLength: 2 }),
      onOther: fc.subarray(slots, { minLength: 1 }),
      robbersBusy: fc.subarray([...state.players], { minLength: 1 }),
      robbersOther: fc.subarray([...state.players], { minLength: 1 }),
      awards: fc.array(fc.record({ who: fc.nat(), points: fc.integer({ min: 1, max: 9 }) }), {
        minLength: 2,
        maxLength: 5,
      }),
      lap: fc.boolean(),
    })
    .map(({ busy, other, onBusy, onOther, robbersBusy, robbersOther, awards, lap }) => {
      const figures: Record<string, { meeple: number; messenger?: number }> = Object.fromEntries(
        Object.entries(state.figures).map(([p, f]) => [p, { ...f }]),
      );
      for (const [p, k] of onBusy) figures[p]![k] = busy + (lap ? 50 : 0);
      for (const [p, k] of onOther) figures[p]![k] = other;
      const robbers: Record<string, number | null> = { ...state.robbers };
      for (const p of robbersBusy) robbers[p] = busy;
      for (const p of robbersOther) robbers[p] = other;
      const perPlayer = new Map<string, number>();
      const list = awards.flatMap(({ who, points }) => {
        const player = state.players[who % state.players.length]!;
        const n = perPlayer.get(player) ?? 0;
        if (n >= maxAwardsPerPlayer) return [];
        perPlayer.set(player, n + 1);
        return [{ player, points, source: "feature" as const }];
      });
      return [
        { ...state, figures, robbers },
        { kind: "moment", awards: list },
      ] as [RobbersState, RobbersEvent];
    });
};
