// fast-check arbitraries for MacRobber: readings of every MR-INT interpretation, player counts and
// seeds, states reached by playing a random prefix of a game, and arranged situations that make the
// rare cases common: scoring boards full of ties, players in or near the red area, a nearly empty
// sack, raids on a defender with nothing to take or by an attacker at 0 points, and phase-2 states
// with a plan to try (two actions for the last player, repeats, the bard with another action, more
// than 4 drawn tokens, a fifth estate). Every arranged state goes through `arrange`, so tokens and
// cards are only moved, never created, and the state is one `validateState` accepts.
import fc from "fast-check";
import {
  type Action,
  COLOURS,
  type Colour,
  type MacRobberOptionsInput,
  type MacRobberReadings,
  type MacRobberState,
  macRobberInterpretations,
  type Tokens,
} from "../../spec/macrobber/index.js";
import { newGame } from "../../src/games/macrobber/library/api.js";
import { arrange, type ClanArrangement } from "../../src/games/macrobber/library/arrange.js";
import { randomLegal } from "../../src/interpreter/strategies.js";
import { specFor, walk } from "./play.js";

const PLAYER_NAMES = ["ann", "bob", "cat", "dan", "eve"] as const;
const playersOf = (n: number): string[] => PLAYER_NAMES.slice(0, n);

/** A situation to play from: the readings in force and a valid state. `how` names the generator (for witnesses and counterexamples). */
export interface Situation {
  readonly how: string;
  readonly options: MacRobberOptionsInput;
  readonly state: MacRobberState;
}

// ---- readings, player counts, seeds -------------------------------------------------------------

/** A random reading for every MR-INT interpretation (each key may also be left out: the default). */
const readingsArb: fc.Arbitrary<Partial<MacRobberReadings>> = fc.record(
  Object.fromEntries(
    macRobberInterpretations.map((i) => [i.id, fc.constantFrom(...i.readings.map((r) => r.id))]),
  ) as Record<string, fc.Arbitrary<string>>,
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<MacRobberReadings>>;

export const optionsArb: fc.Arbitrary<MacRobberOptionsInput> = readingsArb.map((interpretations) => ({
  interpretations,
}));

/** Random readings with some fixed (e.g. the default hand readings). */
const optionsWith = (fixed: Partial<MacRobberReadings>): fc.Arbitrary<MacRobberOptionsInput> =>
  readingsArb.map((r) => ({ interpretations: { ...r, ...fixed } }));

/** Random readings in which each of `ids` is always chosen explicitly (50/50 between its readings, not mostly the default). */
export const optionsVarying = (ids: readonly string[]): fc.Arbitrary<MacRobberOptionsInput> =>
  fc
    .tuple(
      readingsArb,
      fc.tuple(
        ...ids.map((id) =>
          fc.constantFrom(...macRobberInterpretations.find((i) => i.id === id)!.readings.map((r) => r.id)),
        ),
      ),
    )
    .map(([r, chosen]) => ({ interpretations: { ...r, ...Object.fromEntries(ids.map((id, i) => [id, chosen[i]])) } }));

/** Hands follow warriors exactly: MR-INT-RAID-REFILL "refill" and MR-INT-DECK-EMPTY "reshuffle", the rest random. */
export const exactHandOptionsArb = optionsWith({ "MR-INT-RAID-REFILL": "refill", "MR-INT-DECK-EMPTY": "reshuffle" });
/** Hands follow warriors exactly through the 5-and-2 after every raid: MR-INT-RAID-REFILL "five-and-two" with "reshuffle". */
export const fiveAndTwoHandOptionsArb = optionsWith({
  "MR-INT-RAID-REFILL": "five-and-two",
  "MR-INT-DECK-EMPTY": "reshuffle",
});

const playerCountArb = fc.integer({ min: 3, max: 5 });
/** A seed as newGame takes it (a whole number from 0 to 2^32 - 1; others are refused, not wrapped). */
export const seedArb = fc.integer({ min: 0, max: 0xffffffff });

// ---- games from the start and reachable states --------------------------------------------------

const newGameArb = (opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb): fc.Arbitrary<Situation> =>
  fc.record({ options: opts, n: playerCountArb, seed: seedArb }).map(({ options, n, seed }) => ({
    how: "new-game",
    options,
    state: newGame(specFor(options), playersOf(n), seed),
  }));

/** A state reached from a new game by `minSteps` to `maxSteps` events (fewer if the game ends) with seeded random legal choices. */
export const reachableArb = (
  maxSteps: number,
  opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb,
  minSteps = 0,
): fc.Arbitrary<Situation> =>
  fc
    .record({
      options: opts,
      n: playerCountArb,
      seed: seedArb,
      choiceSeed: seedArb,
      steps: fc.integer({ min: minSteps, max: maxSteps }),
    })
    .map(({ options, n, seed, choiceSeed, steps }) => {
      const spec = specFor(options);
      return {
        how: "reachable",
        options,
        state: walk(spec, newGame(spec, playersOf(n), seed), randomLegal(choiceSeed), steps, undefined, true),
      };
    });

/** A state reached by random legal play until the card deck is nearly empty (the next draws reshuffle the return deck), or the game ends. */
export const lowDeckArb = (
  opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb,
  cardsLeft = 3,
): fc.Arbitrary<Situation> =>
  fc
    .record({ options: opts, n: playerCountArb, seed: seedArb, choiceSeed: seedArb })
    .map(({ options, n, seed, choiceSeed }) => {
      const spec = specFor(options);
      const strategy = randomLegal(choiceSeed);
      let state = newGame(spec, playersOf(n), seed);
      for (let i = 0; i < 400 && state.phase !== "over" && state.deck.length > cardsLeft; i++)
        state = walk(spec, state, strategy, 1, undefined, true);
      return { how: "low-deck", options, state };
    });

// ---- arranged boards ----------------------------------------------------------------------------

/** What a clan board should hold; `fitClans` trims it to the tokens there are. */
export interface BoardWish {
  readonly yellow: number;
  readonly blue: number;
  readonly green: number;
  readonly cattle: number;
  readonly castles: number;
  readonly abbeys: number;
  /** Free estates beyond those holding something (the total stays 2 to 6). */
  readonly free: number;
}

/** Small pools, so equal counts (ties) are common. */
const boardWishArb: fc.Arbitrary<BoardWish> = fc.record({
  yellow: fc.integer({ min: 3, max: 6 }),
  blue: fc.integer({ min: 0, max: 4 }),
  green: fc.integer({ min: 0, max: 4 }),
  cattle: fc.integer({ min: 0, max: 3 }),
  castles: fc.integer({ min: 0, max: 2 }),
  abbeys: fc.integer({ min: 0, max: 1 }),
  free: fc.integer({ min: 0, max: 1 }),
});

/** Five wishes, each possibly a copy of an earlier one (ties for first and second, tied herds). */
const wishesArb: fc.Arbitrary<BoardWish[]> = fc
  .array(fc.record({ wish: boardWishArb, copy: fc.option(fc.nat(4), { freq: 2 }) }), { minLength: 5, maxLength: 5 })
  .map((list) => {
    const out: BoardWish[] = [];
    list.forEach(({ wish, copy }, i) => {
      out.push(copy !== null && i > 0 ? out[copy % i]! : wish);
    });
    return out;
  });

const boardTokens = (w: {
  yellow: number;
  blue: number;
  green: number;
  cattle: number;
  castles: number;
  abbeys: number;
}): Tokens => ({
  yellow: w.yellow,
  blue: w.blue + 2 * w.castles,
  green: w.green + 3 * w.abbeys,
  red: w.cattle,
});

/**
 * Clan arrangements for `wishes`, trimmed so that `arrange` (which moves tokens between each board
 * and the sack in player order) can always take what a board needs from the sack at that moment.
 */
function fitClans(
  state: MacRobberState,
  wishes: readonly BoardWish[],
  points: readonly number[],
): Record<string, ClanArrangement> {
  const sack = { ...state.sack };
  const clans: Record<string, ClanArrangement> = {};
  state.players.forEach((p, i) => {
    const w = wishes[i % wishes.length]!;
    const c = state.clans[p]!;
    const now = boardTokens({ ...c.court, ...c.estates });
    const avail = (col: Colour) => sack[col] + now[col];
    const yellow = Math.max(3, Math.min(w.yellow, avail("yellow")));
    const castles = Math.min(w.castles, Math.floor(avail("blue") / 2));
    const blue = Math.min(w.blue, avail("blue") - 2 * castles);
    const abbeys = Math.min(w.abbeys, Math.floor(avail("green") / 3));
    const green = Math.min(w.green, avail("green") - 3 * abbeys);
    const cattle = Math.min(w.cattle, avail("red"));
    const count = Math.min(6, Math.max(2, cattle + castles + abbeys + w.free));
    const after = boardTokens({ yellow, blue, green, cattle, castles, abbeys });
    for (const col of COLOURS) sack[col] -= after[col] - now[col];
    clans[p] = {
      court: { yellow, blue, green },
      estates: { count, cattle, castles, abbeys },
      points: points[i % points.length]!,
    };
  });
  return clans;
}

/** Points drawn from a small pool (ties likely), or anywhere in 0..45. */
const pointsArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 2, 5, 8, 10) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 45 }) },
);
/** Points in and around the red area (30+) with ties, so estates are revealed and the game can end. */
const redAreaPointsArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(26, 29, 30, 31, 33, 34, 35, 36, 38, 40, 42, 44) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 50 }) },
);

/**
 * Arranged boards at the end of a round (phase score-round): many ties in yellow (and court totals),
 * green and red, blue often below the largest fellow herd; optionally points in the red area.
 */
export const scoringBoardsArb = (
  opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb,
  nearEnd = false,
): fc.Arbitrary<Situation> =>
  fc
    .record({
      options: opts,
      n: playerCountArb,
      seed: seedArb,
      wishes: wishesArb,
      points: fc.array(nearEnd ? redAreaPointsArb : pointsArb, { minLength: 5, maxLength: 5 }),
      tiedPoints: fc.boolean(),
      holder: fc.option(fc.nat(4), { freq: 3 }),
      beginner: fc.nat(4),
      inRedArea: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      round: fc.integer({ min: 1, max: 12 }),
    })
    .map(({ options, n, seed, wishes, points, tiedPoints, holder, beginner, inRedArea, round }) => {
      const spec = specFor(options);
      const players = playersOf(n);
      const start = newGame(spec, players, seed);
      // Ties on the counting row too: the first two players share the lead.
      const pts = tiedPoints ? points.map((p, i) => (i === 1 ? points[0]! : p)) : points;
      const b = players[beginner % n]!;
      const state = arrange(spec, {
        players,
        seed,
        clans: fitClans(start, wishes, pts),
        phase: "score-round",
        beginner: b,
        active: players[(players.indexOf(b) + n - 1) % n]!,
        largestFollowing: holder === null ? null : players[holder % n]!,
        round,
        inRedArea: players.filter((_, i) => inRedArea[i]),
      });
      return { how: nearEnd ? "near-end" : "scoring-boards", options, state };
    });

/** Scoring boards with the players in and around the red area. */
export const nearEndArb = (opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb) => scoringBoardsArb(opts, true);

/** A small count: mostly 0 to 3, sometimes up to 8. */
const smallArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 8 }));

/**
 * A nearly empty sack at the start of a turn (phase take-tokens): all but `leave` tokens of each
 * colour moved onto the clan boards (warriors, bagpipe players and monks in courts, cattle on
 * estates). With `minLeave` 0 the sack often holds fewer than 6 tokens or lacks a colour.
 */
export const nearEmptySackArb = (
  opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb,
  minLeave = 0,
): fc.Arbitrary<Situation> =>
  fc
    .record({
      options: opts,
      n: playerCountArb,
      seed: seedArb,
      leave: fc.record({ yellow: smallArb, blue: smallArb, green: smallArb, red: smallArb }),
      weights: fc.array(fc.nat(3), { minLength: 5, maxLength: 5 }),
      active: fc.nat(4),
      beginner: fc.nat(4),
      holder: fc.option(fc.nat(4), { freq: 2 }),
    })
    .map(({ options, n, seed, leave, weights, active, beginner, holder }) => {
      const spec = specFor(options);
      const players = playersOf(n);
      const start = newGame(spec, players, seed);
      const w = weights.slice(0, n).map((x) => x + (x === 0 && weights.slice(0, n).every((y) => y === 0) ? 1 : 0));
      const sum = w.reduce((a, b) => a + b, 0);
      const extra = players.map(() => ({ yellow: 0, blue: 0, green: 0, red: 0 }) as Record<Colour, number>);
      for (const c of COLOURS) {
        let move = Math.max(0, start.sack[c] - Math.max(minLeave, leave[c]));
        const shares = w.map((x) => Math.floor((move * x) / sum));
        shares[0]! += move - shares.reduce((a, b) => a + b, 0);
        for (let i = 0; i < n; i++) {
          // A clan holds at most 6 estates, so at most 5 more cattle than the one it starts with.
          const room = c === "red" ? 5 - extra[i]!.red : Infinity;
          const give = Math.min(shares[i]!, room, move);
          extra[i]![c] += give;
          move -= give;
        }
        for (let i = 0; i < n && move > 0 && c === "red"; i++) {
          const give = Math.min(5 - extra[i]!.red, move);
          extra[i]!.red += give;
          move -= give;
        }
      }
      const clans: Record<string, ClanArrangement> = {};
      players.forEach((p, i) => {
        const c = start.clans[p]!;
        const cattle = c.estates.cattle + extra[i]!.red;
        clans[p] = {
          court: {
            yellow: c.court.yellow + extra[i]!.yellow,
            blue: c.court.blue + extra[i]!.blue,
            green: c.court.green + extra[i]!.green,
          },
          estates: { cattle, count: Math.max(c.estates.count, cattle) },
        };
      });
      const state = arrange(spec, {
        players,
        seed,
        clans,
        phase: "take-tokens",
        active: players[active % n]!,
        beginner: players[beginner % n]!,
        largestFollowing: holder === null ? null : players[holder % n]!,
      });
      return { how: minLeave > 0 ? "scarce-sack" : "near-empty-sack", options, state };
    });

/**
 * Phase 3 of an arranged turn: the active player may raid; often every fellow player has nothing on
 * its estates (a won raid scores 2), often the attacker has 0 points (a lost raid cannot go below 0
 * under MR-INT-SCORE-FLOOR "zero"), bagpipe players on both sides.
 */
export const raidArb = (opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb): fc.Arbitrary<Situation> =>
  fc
    .record({
      options: opts,
      n: playerCountArb,
      seed: seedArb,
      wishes: wishesArb,
      defenders: fc.constantFrom("bare" as const, "rich" as const, "as-wished" as const),
      points: fc.array(fc.constantFrom(0, 0, 1, 2, 6), { minLength: 5, maxLength: 5 }),
      active: fc.nat(4),
      beginner: fc.nat(4),
    })
    .map(({ options, n, seed, wishes, defenders, points, active, beginner }) => {
      const spec = specFor(options);
      const players = playersOf(n);
      const start = newGame(spec, players, seed);
      const a = active % n;
      // Bare defenders have nothing to take; rich ones have one of each (an abbey is rare otherwise).
      const ws = wishes.map((w, i) =>
        i === a || defenders === "as-wished"
          ? w
          : defenders === "bare"
            ? { ...w, cattle: 0, castles: 0, abbeys: 0 }
            : { ...w, cattle: 1, castles: 1, abbeys: 1, green: 0 },
      );
      const state = arrange(spec, {
        players,
        seed,
        clans: fitClans(start, ws, points),
        phase: "raid-or-exchange",
        active: players[a]!,
        beginner: players[beginner % n]!,
      });
      return { how: `raid-${defenders}-defenders`, options, state };
    });

// ---- phase 2 with a plan to try -----------------------------------------------------------------

/** An action with the bard's victims given as indices of fellow players (resolved once the players are known). */
type Draft =
  | Exclude<Action, { readonly action: "bard" }>
  | {
      readonly action: "bard";
      readonly take: readonly { readonly from: number; readonly colour: "yellow" | "blue" | "green" }[];
      readonly keep: number | null;
    };

const courtColour = fc.constantFrom("yellow" as const, "blue" as const, "green" as const);
/** Bards that are often legal: one token to the sack, or two of different colours from one fellow with one kept; sometimes anything. */
const bardDraftArb: fc.Arbitrary<Draft> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      action: fc.constant("bard" as const),
      take: fc.tuple(fc.record({ from: fc.nat(3), colour: courtColour })),
      keep: fc.constant(null),
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        from: fc.nat(3),
        colours: fc.shuffledSubarray(["yellow" as const, "blue" as const, "green" as const], {
          minLength: 2,
          maxLength: 2,
        }),
        keep: fc.nat(1),
      })
      .map(({ from, colours, keep }) => ({
        action: "bard" as const,
        take: colours.map((colour) => ({ from, colour })),
        keep,
      })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      action: fc.constant("bard" as const),
      take: fc.array(fc.record({ from: fc.nat(3), colour: courtColour }), { maxLength: 2 }),
      keep: fc.option(fc.nat(1), { freq: 3 }),
    }),
  },
);
const draftArb: fc.Arbitrary<Draft> = fc.oneof(
  fc.constant<Draft>({ action: "cattle" }),
  fc.constant<Draft>({ action: "castle" }),
  fc.constant<Draft>({ action: "abbey" }),
  fc.record({
    action: fc.constant("warriors" as const),
    count: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4 })),
  }),
  fc.record({
    action: fc.constant("bagpipers" as const),
    count: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4 })),
  }),
  fc.record({ action: fc.constant("monks" as const), count: fc.integer({ min: 1, max: 2 }) }),
  bardDraftArb,
  fc.oneof(
    fc.record({
      action: fc.constant("estate" as const),
      pay: fc.constant("red" as const),
      fromCourt: fc.record({ yellow: fc.nat(1), green: fc.constant(0) }),
    }),
    fc.record({
      action: fc.constant("estate" as const),
      pay: fc.constant("green" as const),
      fromCourt: fc.record({ yellow: fc.nat(1), green: fc.nat(2) }),
    }),
  ),
);

const estateRed: Draft = { action: "estate", pay: "red", fromCourt: { yellow: 0, green: 0 } };
const estateGreen: Draft = { action: "estate", pay: "green", fromCourt: { yellow: 0, green: 0 } };
/** Two-action plans using 5 or 6 drawn tokens (MR-ACT-LIMIT), and some using exactly 4 (allowed). */
const aroundLimit: Draft[][] = [
  [{ action: "abbey" }, { action: "castle" }],
  [{ action: "castle" }, { action: "abbey" }],
  [{ action: "abbey" }, { action: "monks", count: 2 }],
  [{ action: "monks", count: 2 }, { action: "abbey" }],
  [{ action: "abbey" }, estateRed],
  [estateGreen, { action: "castle" }],
  [{ action: "castle" }, estateGreen],
  [estateGreen, { action: "abbey" }],
  [{ action: "castle" }, { action: "monks", count: 2 }],
  [{ action: "abbey" }, { action: "cattle" }],
  [{ action: "abbey" }, { action: "warriors", count: 1 }],
  [estateRed, { action: "castle" }],
];

/** Plans built to break one rule each: two actions, a repeat, the bard with another action, around the 4-token limit, an estate. */
const draftPlanArb: fc.Arbitrary<Draft[]> = fc.oneof(
  { weight: 2, arbitrary: draftArb.map((a) => [a]) },
  { weight: 2, arbitrary: fc.tuple(draftArb, draftArb) },
  { weight: 1, arbitrary: draftArb.map((a) => [a, a]) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(bardDraftArb, draftArb, fc.boolean())
      .map(([bard, b, first]) => (first ? [bard, b] : [b, bard])),
  },
  { weight: 1, arbitrary: bardDraftArb.map((a) => [a]) },
  { weight: 3, arbitrary: fc.constantFrom(...aroundLimit) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(estateRed, estateGreen), fc.option(draftArb, { freq: 2 }))
      .map(([e, b]) => (b === null ? [e] : [e, b])),
  },
);

/** The drawn tokens a draft uses (restated here, not taken from the spec). */
function draftCost(a: Draft): Tokens {
  const t = { yellow: 0, blue: 0, green: 0, red: 0 };
  switch (a.action) {
    case "cattle":
      t.red = 1;
      break;
    case "castle":
      t.blue = 2;
      break;
    case "abbey":
      t.green = 3;
      break;
    case "warriors":
      t.yellow = a.count;
      break;
    case "bagpipers":
      t.blue = a.count;
      break;
    case "monks":
      t.green = a.count;
      break;
    case "bard":
      t.blue = 1;
      break;
    case "estate":
      t.yellow = 1 - a.fromCourt.yellow;
      if (a.pay === "red") t.red = 1;
      else t.green = 2 - a.fromCourt.green;
      break;
  }
  return t;
}

/** A phase-2 situation and a plan to try. */
export interface ActCase extends Situation {
  readonly plan: Action[];
}

/**
 * An arranged phase 2: the active player is often the last of the round, often holds 6 estates, has
 * 0 to 2 free estates and a small court; the 6 drawn tokens cover the plan's cost when they can
 * (the rest is random), so the plan fails for the rule it was built to break.
 */
export const actArb = (opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb): fc.Arbitrary<ActCase> =>
  fc
    .record({
      options: opts,
      n: playerCountArb,
      seed: seedArb,
      active: fc.nat(4),
      last: fc.boolean(),
      beginnerShift: fc.nat(3),
      court: fc.record({ yellow: fc.integer({ min: 3, max: 5 }), blue: fc.nat(2), green: fc.nat(3) }),
      estates: fc.oneof(fc.constant(6), fc.integer({ min: 2, max: 6 })),
      free: fc.constantFrom(0, 1, 2, 2),
      fellows: fc.array(fc.record({ yellow: fc.integer({ min: 3, max: 5 }), blue: fc.nat(2), green: fc.nat(2) }), {
        minLength: 5,
        maxLength: 5,
      }),
      plan: draftPlanArb,
      fill: fc.array(fc.constantFrom<Colour>(...COLOURS), { minLength: 6, maxLength: 6 }),
    })
    .map(({ options, n, seed, active, last, beginnerShift, court, estates, free, fellows, plan, fill }) => {
      const spec = specFor(options);
      const players = playersOf(n);
      const a = active % n;
      const me = players[a]!;
      const others = players.filter((p) => p !== me);
      // Last of the round: the beginner is the next player; otherwise any other seat.
      const beginner = last ? players[(a + 1) % n]! : players[(a + (beginnerShift % (n - 1)) + 2) % n]!;
      const used = Math.max(0, estates - Math.min(free, estates));
      const cattle = Math.min(1, used);
      const castles = Math.floor((used - cattle) / 2);
      const abbeys = used - cattle - castles;
      const clans: Record<string, ClanArrangement> = {
        [me]: { court, estates: { count: estates, cattle, castles, abbeys } },
      };
      others.forEach((p, i) => {
        clans[p] = { court: fellows[i]! };
      });
      // Fellows first: their boards give tokens back to the sack before the active player's board takes any.
      const ordered: Record<string, ClanArrangement> = {};
      for (const p of [...others, me]) ordered[p] = clans[p]!;
      const base = arrange(spec, { players, seed, clans: ordered });
      const resolved: Action[] = plan.map((d) =>
        d.action === "bard"
          ? {
              action: "bard",
              take: d.take.map((t) => ({ from: others[t.from % others.length]!, colour: t.colour })),
              keep: d.keep === null || d.keep >= d.take.length ? null : d.take[d.keep]!.colour,
            }
          : d,
      );
      // The drawn tokens: what the plan uses (as far as 6 tokens and the sack allow), then random colours.
      const need = plan.map(draftCost).reduce((x, y) => ({
        yellow: x.yellow + y.yellow,
        blue: x.blue + y.blue,
        green: x.green + y.green,
        red: x.red + y.red,
      }));
      const drawn = { yellow: 0, blue: 0, green: 0, red: 0 };
      let room = 6;
      for (const c of COLOURS) {
        const k = Math.min(need[c], room, base.sack[c]);
        drawn[c] += k;
        room -= k;
      }
      for (const c of fill) {
        if (room === 0) break;
        if (base.sack[c] > drawn[c]) {
          drawn[c]++;
          room--;
        }
      }
      const state = arrange(spec, { players, seed, clans: ordered, drawn, active: me, beginner });
      return { how: "act", options, state, plan: resolved };
    });

// ---- mixtures -----------------------------------------------------------------------------------

/** Where whole-game properties start: mostly new games, sometimes reachable or arranged mid-game states. */
export const startArb = (opts: fc.Arbitrary<MacRobberOptionsInput> = optionsArb): fc.Arbitrary<Situation> =>
  fc.oneof(
    { weight: 4, arbitrary: newGameArb(opts) },
    { weight: 1, arbitrary: reachableArb(60, opts) },
    { weight: 1, arbitrary: scoringBoardsArb(opts) },
    { weight: 1, arbitrary: nearEndArb(opts) },
    { weight: 1, arbitrary: nearEmptySackArb(opts, 2) },
    { weight: 1, arbitrary: raidArb(opts) },
  );
