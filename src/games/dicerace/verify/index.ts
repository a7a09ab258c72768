// Dice Race's exhaustive check, the small example of a game joining src/verify/: a bound (a few
// players, pawns at the start or a few squares from the finish, every total the dice show), the outcomes from
// the generic enumerator, and invariants for the rulebook's promises, listed as the game's property
// registry (Dice Race has no properties/ folder; these are its properties). The readings run finds
// that DR-INT-OVERSHOOT "bounce" moves a pawn backwards, which DR-ROLL's "moves forward" rules out.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type DiceRaceEdition,
  type DiceRaceEffect,
  type DiceRaceEvent,
  type DiceRaceState,
  diceRace,
  EDITION_IDS,
  overshoot,
  rollRange,
} from "../../../../spec/dicerace/index.js";
import type { Effect } from "../../../dsl/index.js";
import { own } from "../../../dsl/index.js";
import { type Compiled, compile } from "../../../interpreter/compile.js";
import { outcomesWith } from "../../../interpreter/play.js";
import { defaultRuns, readingRuns } from "../../../verify/runs.js";
import type { BoundBase, Invariant, Transition, Verification } from "../../../verify/subject.js";
import { diceRaceGame } from "../index.js";

type Spec = Compiled<unknown, DiceRaceState, DiceRaceEvent, never>;
type T = Transition<Spec, DiceRaceState, DiceRaceEvent, DiceRaceEffect>;

/** How far Dice Race is explored. */
export interface DiceRaceBound extends BoundBase {
  /** How many players (2 to 4). */
  readonly players: readonly number[];
  /** Edition presets, each its own run. */
  readonly editions: readonly DiceRaceEdition[];
  /** Squares before the finish a pawn may start on (besides square 0). */
  readonly fromFinish: readonly number[];
}

/** The bound `npm test` runs: 2 and 3 players, pawns on 0 or 1 and 4 squares before the finish, two rolls in a row. */
const CI: DiceRaceBound = { name: "ci", players: [2, 3], editions: EDITION_IDS, fromFinish: [1, 4], depth: 2 };
/** The deep bound (README): more squares near the finish, three rolls in a row. */
const BOUNDS = { ci: CI, deep: { ...CI, name: "deep", fromFinish: [1, 2, 3, 5, 7, 9], depth: 3 } };

const SEATS = ["ann", "ben", "cat", "dan"];
const finishOf = (spec: Spec): number => (spec.decisions as { finish: { value: number } }).finish.value;

/** Every start: each player's two pawns on 0 or the bound's squares before the finish, the first player to roll. */
function starts(bound: DiceRaceBound, spec: Spec): DiceRaceState[] {
  const finish = finishOf(spec);
  const squares = [0, ...bound.fromFinish.map((d) => finish - d).filter((x) => x > 0)];
  const out: DiceRaceState[] = [];
  for (const n of bound.players) {
    const players = SEATS.slice(0, n);
    const pairs = squares.flatMap((a) => squares.filter((b) => b >= a).map((b) => [a, b] as const));
    let all: Record<string, readonly [number, number]>[] = [{}];
    for (const p of players) all = all.flatMap((rest) => pairs.map((pair) => ({ ...rest, [p]: pair })));
    for (const pawns of all) out.push({ players, active: players[0]!, pawns, winner: null });
  }
  return out;
}

const moved = (t: T) => t.effects.filter((e): e is Extract<DiceRaceEffect, { type: "moved" }> => e.type === "moved");

/** The properties Dice Race's rulebook promises, each restated on every roll. */
const DICE_RACE_PROPERTIES = ["dr-one-pawn-forward", "dr-on-the-track", "dr-exact-win", "dr-turn-passes"] as const;
type Property = (typeof DICE_RACE_PROPERTIES)[number];

const invariants: readonly Invariant<T, Property>[] = [
  {
    property: "dr-one-pawn-forward",
    name: "one pawn of the roller moves forward by the roll, or stays when the roll is too high (DR-ROLL, DR-EXACT)",
    cases: ["moved", "stayed"],
    check: (t) => {
      const [m, ...more] = moved(t);
      if (!m || more.length) return `${moved(t).length} pawns moved on one roll`;
      if (m.player !== t.before.active) return `${m.player} moved on ${t.before.active}'s roll`;
      if (m.to < m.from) return `${m.player}'s pawn went back from ${m.from} to ${m.to}`;
      if (m.to !== m.from && m.to !== m.from + t.event.die)
        return `${m.player}'s pawn moved ${m.to - m.from} squares on a roll of ${t.event.die}`;
      if (m.to === m.from && m.from + t.event.die <= finishOf(t.spec))
        return `${m.player}'s pawn stayed though the roll of ${t.event.die} fits the track`;
      return null;
    },
    witnesses: (t) => moved(t).map((m) => (m.to === m.from ? "stayed" : "moved")),
  },
  {
    property: "dr-on-the-track",
    name: "every pawn stays between 0 and the finish (DR-TRACK)",
    cases: ["at-finish"],
    check: (t) => {
      for (const p of t.after.players)
        for (const at of own(t.after.pawns, p)!)
          if (at < 0 || at > finishOf(t.spec)) return `${p}'s pawn is on ${at}, off the track`;
      return null;
    },
    witnesses: (t) => (moved(t).some((m) => m.to === finishOf(t.spec)) ? ["at-finish"] : []),
  },
  {
    property: "dr-exact-win",
    name: "a player wins exactly when a pawn lands on the finish (DR-WIN, DR-EXACT)",
    cases: ["won"],
    check: (t) => {
      const landed = moved(t).some((m) => m.to === finishOf(t.spec));
      const won = t.effects.some((e) => e.type === "won");
      if (landed !== won)
        return landed ? "a pawn reached the finish and nobody won" : "a win without a pawn on the finish";
      if (won !== (t.after.winner === t.before.active)) return "the winner is not the player who finished";
      return null;
    },
    witnesses: (t) => (t.after.winner ? ["won"] : []),
  },
  {
    property: "dr-turn-passes",
    name: "after a roll that wins nothing the next player in order rolls (DR-TURN)",
    cases: ["wrapped"],
    check: (t) => {
      if (t.after.winner) return t.after.active === t.before.active ? null : "the turn passed after the game ended";
      const i = t.before.players.indexOf(t.before.active);
      const next = t.before.players[(i + 1) % t.before.players.length];
      return t.after.active === next ? null : `${t.after.active} rolls next, not ${next}`;
    },
    witnesses: (t) => (!t.after.winner && t.before.active === t.before.players.at(-1) ? ["wrapped"] : []),
  },
];

/** Dice Race's exhaustive check. */
export const verification: Verification<DiceRaceBound, Spec, DiceRaceState, DiceRaceEvent, DiceRaceEffect> = {
  game: "dicerace",
  module: import.meta.url,
  bounds: BOUNDS,
  describeBound: (b) =>
    `bound "${b.name}": depth ${b.depth}; ${b.players.join(" or ")} players; editions ` +
    `${b.editions.join(", ")}; pawns start on 0 or {${b.fromFinish.join(", ")}} squares before the ` +
    "finish; every total the edition's dice show",
  editions: EDITION_IDS,
  withEdition: (b, edition) => ({ ...b, editions: [edition as DiceRaceEdition] }),
  interpretations: [overshoot.id],
  defaultRuns: (b) => defaultRuns(b.editions),
  readingRuns: (b, only) => readingRuns([overshoot], b.editions, only),
  compile: (options) => compile(diceRace, options) as unknown as Spec,
  starts,
  events: (_b, s, spec) => {
    if (s.winner) return [];
    const { low, high } = rollRange(spec.decisions as unknown as Parameters<typeof rollRange>[0]);
    return Array.from({ length: high - low + 1 }, (_, i) => ({ kind: "roll" as const, die: low + i }));
  },
  eventKind: (e) => e.kind,
  outcomes: (spec, state, event) => {
    const r = outcomesWith<unknown, DiceRaceState, DiceRaceEvent, never, DiceRaceEffect>(spec, state, event);
    return r.ok ? { ok: true, outcomes: r.outcomes.all() } : { ok: false, message: r.error.message };
  },
  transitionInvariants: invariants,
  eventInvariants: [],
  properties: DICE_RACE_PROPERTIES,
  notPerTransition: {},
  trace: {
    setup: (s) => ({ players: s.players, active: s.active, pawns: s.pawns, winner: s.winner }),
    claims: (s) => diceRaceGame.play.claimsOf(s, []),
    describeEffect: (e: Effect) => diceRaceGame.describe.effect(e as DiceRaceEffect),
    replay: (file) => `the oracle's check with diceRaceGame on ${file} (Dice Race has no launcher)`,
  },
  fixtures: {
    dir: join(dirname(fileURLToPath(import.meta.url)), "../../../../fixtures/dicerace/counterexamples"),
    comment:
      "Written by `npm run verify:exhaustive -- --game dicerace --only-readings --write-fixtures` " +
      "(src/verify/fixtures.ts); read with counterexamplesFor() in src/verify/counterexamples.ts.",
    defaultEdition: "classic",
    openingBound: () => null,
  },
};
