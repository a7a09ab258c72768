// Dice Race's exhaustive check, the small example of a game joining src/verify/: a bound (a few
// players, pawns at the start or a few squares from the finish, every total the dice show), the outcomes from
// the generic enumerator, and the rulebook's promises: the predicates of properties/dicerace/
// (invariants.ts), which fast-check runs on random races too. The readings run finds
// that DR-INT-OVERSHOOT "bounce" moves a pawn backwards, which DR-ROLL's "moves forward" rules out.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  exactWin,
  movesOf,
  onePawnForward,
  onTheTrack,
  samePlayers,
  turnPasses,
} from "../../../../properties/dicerace/invariants.js";
import {
  type DiceRacePropertyName,
  diceRaceProperties,
  diceRaceTitleOf,
} from "../../../../properties/dicerace/registry.js";
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

const moved = (t: T) => movesOf(t);

/** The properties Dice Race's rulebook promises (properties/dicerace/registry.ts), each restated on every roll. */
const PROPERTY_NAMES = diceRaceProperties.map((p) => p.name);
type Property = DiceRacePropertyName;
const nameOf = (property: Property) => diceRaceTitleOf(property);

// The predicates are the properties' own (properties/dicerace/invariants.ts): written once, run here and by fast-check.
const invariants: readonly Invariant<T, Property>[] = [
  {
    property: "dr-one-pawn-forward",
    name: nameOf("dr-one-pawn-forward"),
    cases: ["moved", "stayed"],
    check: (t) => onePawnForward(t, finishOf(t.spec)),
    witnesses: (t) => moved(t).map((m) => (m.to === m.from ? "stayed" : "moved")),
  },
  {
    property: "dr-same-players",
    name: nameOf("dr-same-players"),
    cases: ["three-players"],
    check: samePlayers,
    witnesses: (t) => (t.before.players.length === 3 ? ["three-players"] : []),
  },
  {
    property: "dr-on-the-track",
    name: nameOf("dr-on-the-track"),
    cases: ["at-finish"],
    check: (t) => onTheTrack(t, finishOf(t.spec)),
    witnesses: (t) => (moved(t).some((m) => m.to === finishOf(t.spec)) ? ["at-finish"] : []),
  },
  {
    property: "dr-exact-win",
    name: nameOf("dr-exact-win"),
    cases: ["won"],
    check: (t) => exactWin(t, finishOf(t.spec)),
    witnesses: (t) => (t.after.winner ? ["won"] : []),
  },
  {
    property: "dr-turn-passes",
    name: nameOf("dr-turn-passes"),
    cases: ["wrapped"],
    check: turnPasses,
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
  properties: PROPERTY_NAMES,
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
