// MacRobber's side of conformance vectors: the situation for an index is a seeded game played on
// with random legal choices until the phase the vector tests comes up (phases cycle with the
// index, player counts too, and one interpretation the phase reads at a time takes its other
// readings, in a situation where that reading can matter); an outcome
// records each clan's points, where the game stands, and the whole state (all of it the state, so
// `distinctStates` is `distinct`). Each phase targets its rules (`anchors`). Negative vectors make
// an illegal request of such a situation: a plan the rules refuse, a fifth estate, an event out of
// its phase or after the end, a redraw of more tokens than were drawn, a raid on oneself, two
// actions using more than four drawn tokens (new kinds go last, so earlier vector ids stay).

import { ACTION_RULE } from "../../../spec/macrobber/actions.js";
import { lastOfRound } from "../../../spec/macrobber/clans.js";
import {
  type Action,
  initialState,
  legalPlans,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberState,
  macRobber,
  macRobberInterpretations,
  nextEvent,
  type PlayerId,
  planRefusal,
} from "../../../spec/macrobber/index.js";
import { followingTie } from "../../../spec/macrobber/scoring.js";
import { freeEstates } from "../../../spec/macrobber/tokens.js";
import { own, setOwn } from "../../dsl/own.js";
import type { OutcomeGroup, PathStep } from "../../dsl/ruleset.js";
import { compile } from "../../interpreter/compile.js";
import { enumerate } from "../../interpreter/enumerate.js";
import { step } from "../../interpreter/step.js";
import { randomLegal } from "../../interpreter/strategies.js";
import { anchorsFrom, handlerOf } from "../../kit/anchors.js";
import type { Game, NegativeDraft, VectorSituation } from "../../kit/game.js";

/** Most distinct outcomes a vector may have; situations with more are redrawn. */
export const MAX_MACROBBER_VECTOR_OUTCOMES = 60;

const PHASES: readonly MacRobberEvent["kind"][] = ["take-tokens", "act", "raid-or-exchange", "score-round"];
const NAMES = ["ann", "ben", "cat", "dan", "eve"];
/** How far into a game a vector's situation may lie, in events (a round is about 13 events with 3 players). */
const MAX_PLAYED = 60;

/**
 * The interpretations each phase's event reads (the component readings, which every situation rests
 * on, with phase 1): a vector of the phase takes their other readings in turn. Every interpretation
 * is in some phase's list or in EFFECT_ONLY_READINGS (fixtures/macrobber-vectors.test.ts checks it).
 */
export const PHASE_READINGS: Readonly<Record<MacRobberEvent["kind"], readonly string[]>> = {
  "take-tokens": [
    "MR-INT-COLOUR-OUT",
    "MR-INT-REDRAW-ORDER",
    "MR-INT-CARD-VALUES",
    "MR-INT-ESTATE-NUMBERS",
    "MR-INT-START-TOKENS",
  ],
  act: ["MR-INT-ONE-TOKEN", "MR-INT-BARD-SECOND", "MR-INT-BARD-EMPTY", "MR-INT-BARD-VICTIM", "MR-INT-DECK-EMPTY"],
  "raid-or-exchange": [
    "MR-INT-RAID-WIN",
    "MR-INT-EXCHANGE-COUNT",
    "MR-INT-STOLEN-CATTLE",
    "MR-INT-RAID-REFILL",
    "MR-INT-SCORE-FLOOR",
    "MR-INT-DECK-EMPTY",
  ],
  "score-round": ["MR-INT-FOLLOWING-TIE", "MR-INT-RED-AREA", "MR-INT-RED-REACHED", "MR-INT-ZERO-PLACE"],
};

/**
 * Interpretations that change only what an effect says a player saw, never the state: an outcome
 * is its state, so no vector depends on them (traces do: their claims include the effects).
 */
export const EFFECT_ONLY_READINGS: readonly string[] = ["MR-INT-ESTATE-LOOK"];

/**
 * Readings no positive vector takes: after every raid both sides discard 2 of 5 cards drawn, so a
 * phase 3 with a raid has far more outcomes than a vector lists (drawing one took minutes). The
 * negative vector "discard-not-held-after-a-won-raid" is drawn under it instead.
 */
const NEGATIVE_ONLY: readonly string[] = ["MR-INT-RAID-REFILL=five-and-two"];

/** Every other reading of the interpretations a phase reads, in order: [interpretation, reading]. */
const otherReadings = (phase: MacRobberEvent["kind"]): [string, string][] =>
  PHASE_READINGS[phase].flatMap((id) => {
    const interp = macRobberInterpretations.find((i) => i.id === id)!;
    return interp.readings
      .filter((r) => r.id !== interp.defaultReading && !NEGATIVE_ONLY.includes(`${id}=${r.id}`))
      .map((r): [string, string] => [id, r.id]);
  });

/** Every interpretation on its default reading. */
const defaultReadings = (): Record<string, string> =>
  Object.fromEntries(macRobberInterpretations.map((i) => [i.id, i.defaultReading as string]));

/**
 * Readings for vector `index`: within its phase, group k (the index over the phases) gives the
 * k-th other reading of the interpretations the phase reads, and after the last one a group keeps
 * the defaults; so each reading comes round. Returns the readings and the one changed, if any.
 */
function readingsFor(index: number): { readings: Record<string, string>; changed: [string, string] | null } {
  const readings = defaultReadings();
  const pairs = otherReadings(PHASES[index % PHASES.length]!);
  const k = Math.floor(index / PHASES.length) % (pairs.length + 1);
  if (k === pairs.length) return { readings, changed: null };
  const [id, reading] = pairs[k]!;
  setOwn(readings, id, reading);
  return { readings, changed: [id, reading] };
}

/** How many cards a player holds. */
const handOf = (s: MacRobberState, p: PlayerId): number => own(s.clans, p)!.hand.reduce((n, c) => n + c, 0);
/** A raid the active player can make: on a fellow player whose hand, like the attacker's, has 3 cards. */
const raidTargets = (s: MacRobberState): PlayerId[] =>
  handOf(s, s.active) < 3 ? [] : s.players.filter((p) => p !== s.active && handOf(s, p) >= 3);

/**
 * Where an other reading may change the outcomes (a quick test before the outcome sets are
 * compared): for these readings the drawer looks for a situation whose outcome set the reading
 * changes (a few hundred candidates at most), so the vector depends on the reading it is drawn for.
 * Readings not listed matter often enough in any situation of their phase, or (MR-INT-RAID-REFILL
 * "five-and-two", whose discards after every raid make a raid's outcomes too many to list) are
 * aimed at by a negative vector instead.
 */
const AIMS: Readonly<Record<string, (s: MacRobberState) => boolean>> = {
  "MR-INT-REDRAW-ORDER": (s) => s.largestFollowing === s.active,
  "MR-INT-ZERO-PLACE": () => true,
  "MR-INT-RAID-WIN": (s) => raidTargets(s).length > 0,
  "MR-INT-STOLEN-CATTLE": (s) =>
    freeEstates(own(s.clans, s.active)!.estates) > 0 && raidTargets(s).some((p) => own(s.clans, p)!.estates.cattle > 0),
  "MR-INT-FOLLOWING-TIE": (s) =>
    s.largestFollowing === null &&
    followingTie(s.players.map((player) => ({ player, clan: own(s.clans, player)! }))).length > 1,
};
/** How many candidates the drawer tries for an aimed situation before it takes one as it comes. */
const MAX_AIMED = 300;

type Spec = ReturnType<typeof compile<unknown, MacRobberState, MacRobberEvent, never>>;

/** The event's outcome groups, one per state it can lead to (null when the rules refuse or the paths are too many to walk). */
function outcomeGroups(spec: Spec, state: MacRobberState): readonly OutcomeGroup[] | null {
  const event = nextEvent(state);
  if (!event) return null;
  const r = enumerate(spec, state, event, { maxPaths: 20_000 });
  return r.ok ? r.outcomes.groups : null;
}

/**
 * Whether the outcome sets under two option sets differ (both known). A group is one state, so sets
 * of different sizes differ without their states' canonical JSON being made (the costly part).
 */
function differ(a: Spec, b: Spec, state: MacRobberState): boolean {
  const x = outcomeGroups(a, state);
  const y = outcomeGroups(b, state);
  if (x === null || y === null) return false;
  if (x.length !== y.length) return true;
  const keys = new Set(y.map((g) => (g.summary as { key: string }).key));
  return x.some((g) => !keys.has((g.summary as { key: string }).key));
}

/**
 * Whether a situation's outcomes stay few enough to list: in phase 3 every clan with three cards is
 * a raid target and each combat round multiplies by the cards in hand, so the drawer plays on to a
 * phase 3 where every hand holds at most four cards.
 */
const small = (state: MacRobberState): boolean =>
  state.phase !== "raid-or-exchange" ||
  state.players.every((p) => own(state.clans, p)!.hand.reduce((n, c) => n + c, 0) <= 4);

/** The drawer for vector `index`: phase, players and readings fixed by the index, each candidate a fresh seeded game. */
function macRobberDrawer(
  random: () => number,
  index: number,
  reading?: readonly [string, string],
): () => VectorSituation<MacRobberState, MacRobberEvent> {
  const phase = PHASES[index % PHASES.length]!;
  const players = NAMES.slice(0, 3 + (Math.floor(index / PHASES.length) % 3));
  // A negative kind may draw its situations under a reading of its own instead of the index's.
  const drawn = readingsFor(index);
  const changed = reading ?? drawn.changed;
  const interpretations = reading ? { ...defaultReadings(), [reading[0]]: reading[1] } : drawn.readings;
  const spec = compile(macRobber, { interpretations });
  const aim = changed ? own(AIMS, changed[0]) : undefined;
  const defaults = compile(macRobber, {}) as unknown as Spec;
  const aimed = (state: MacRobberState): boolean =>
    state.phase === phase && aim !== undefined && aim(state) && differ(spec as unknown as Spec, defaults, state);
  const candidate = (): MacRobberState => {
    const seed = Math.floor(random() * 0x100000000);
    const choices = randomLegal(Math.floor(random() * 0x100000000));
    const target = Math.floor(random() * MAX_PLAYED);
    let state = initialState(players, seed, spec.decisions);
    // Play on to the target, then to the next time the vector's phase comes up (or the end).
    for (let played = 0; ; played++) {
      const event = nextEvent(state);
      if (!event || (played >= target && event.kind === phase && small(state))) break;
      const r = step(spec, state, event, choices);
      if (!r.ok) throw r.error;
      state = r.state;
    }
    return state;
  };
  return () => {
    let state = candidate();
    for (let tries = 1; aim && tries < MAX_AIMED && !aimed(state); tries++) state = candidate();
    const event = nextEvent(state) ?? { kind: phase };
    return { theme: phase, options: { edition: null, interpretations }, setup: { state }, state, event };
  };
}

/** What an outcome records: points per clan, round, phase, who is active, and the whole state. */
function macRobberRecord(after: MacRobberState, _effects: readonly MacRobberEffect[]): Record<string, unknown> {
  return {
    points: Object.fromEntries(after.players.map((p) => [p, own(after.clans, p)!.points])),
    round: after.round,
    phase: after.phase,
    active: after.active,
    state: after,
  };
}

/**
 * Per phase, the rules its handler implements that its vectors leave to others: the readings (a
 * vector's options name them), the ends of the game and the refusals (the negative vectors), each
 * action and each raid result (no one vector of the phase shows them all).
 */
const LEFT_TO_OTHERS: ReadonlyMap<string, readonly string[]> = new Map([
  ["take-tokens", ["MR-END-SACK"]],
  [
    "act",
    ["MR-ACT-LIMIT", "MR-ACT-NO-REPEAT", "MR-ACT-BARD-ALONE", "MR-ACT-NONE-LEGAL", ...Object.values(ACTION_RULE)],
  ],
  [
    "raid-or-exchange",
    ["MR-RAID-ATTACKER-WINS", "MR-RAID-NOTHING-TO-TAKE", "MR-RAID-DEFENDER-WINS", "MR-RAID-DRAW", "MR-ROUND"],
  ],
  ["score-round", ["MR-END-ESTATE"]],
]);
const READINGS = new Set<string>(macRobberInterpretations.map((i) => i.id));

/** The rule ids each phase targets (a vector's `anchors`): read from its handler's `implements` (src/kit/anchors.ts). */
export const PHASE_ANCHORS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...LEFT_TO_OTHERS].map(([phase, left]) => {
    const handler = handlerOf(macRobber.handlers, phase);
    return [phase, anchorsFrom(handler, [...handler.implements.filter((id) => READINGS.has(id)), ...left])];
  }),
);

// ---------------------------------------------------------------------------------------------
// Negative vectors: each kind starts from a situation of one phase (drawn as for positive vectors)
// and makes one illegal request of it.

type Request = ReturnType<NegativeDraft<MacRobberState, MacRobberEvent>["illegal"]>;

interface NegativeKind {
  readonly id: string;
  readonly anchors: readonly string[];
  /** The phase whose situations it starts from ("over": a game played to its end). */
  readonly phase: MacRobberEvent["kind"] | "over";
  readonly make: (pick: <T>(items: readonly T[]) => T, s: MacRobberState, spec: Spec) => Request;
  /** A reading its situations are drawn under, instead of the one the index gives. */
  readonly reading?: readonly [string, string];
}

const plan = (s: MacRobberState, actions: readonly Action[]): PathStep[] => [
  { kind: "actions", actor: s.active, pick: actions },
];
/** The legal single actions of the active player (the first action of every legal plan), by action name. */
function singles(s: MacRobberState, spec: Spec): Action[] {
  const seen = new Map<string, Action>();
  for (const p of legalPlans(s, spec.decisions as never))
    if (p.length === 1 && !seen.has(p[0]!.action)) seen.set(p[0]!.action, p[0]!);
  return [...seen.values()];
}

const NEGATIVE_KINDS: readonly NegativeKind[] = [
  {
    id: "two-actions-for-the-last",
    anchors: ["MR-ACT-LAST-ONE"],
    phase: "act",
    make: (pick, s, spec) => {
      const ok = singles(s, spec).filter((a) => a.action !== "bard");
      if (lastOfRound(s) !== s.active || ok.length < 2) return null;
      const a = pick(ok);
      return { choices: plan(s, [a, pick(ok.filter((b) => b !== a))]), expect: ["MR-ACT-LAST-ONE"] };
    },
  },
  {
    id: "same-action-twice",
    anchors: ["MR-ACT-NO-REPEAT"],
    phase: "act",
    make: (pick, s, spec) => {
      const ok = singles(s, spec).filter((a) => a.action !== "bard");
      if (lastOfRound(s) === s.active || !ok.length) return null;
      const a = pick(ok);
      return { choices: plan(s, [a, a]), expect: ["MR-ACT-NO-REPEAT"] };
    },
  },
  {
    id: "bard-and-another",
    anchors: ["MR-ACT-BARD-ALONE"],
    phase: "act",
    make: (pick, s, spec) => {
      const ok = singles(s, spec);
      const bard = ok.find((a) => a.action === "bard");
      const other = ok.filter((a) => a.action !== "bard");
      if (lastOfRound(s) === s.active || !bard || !other.length) return null;
      return { choices: plan(s, [pick(other), bard]), expect: ["MR-ACT-BARD-ALONE"] };
    },
  },
  {
    id: "unpaid-building",
    anchors: ["MR-ACT-CATTLE", "MR-ACT-CASTLE", "MR-ACT-ABBEY"],
    phase: "act",
    make: (pick, s, spec) => {
      // A building whose drawn tokens are missing, on a free estate.
      const need = { cattle: s.drawn.red < 1, castle: s.drawn.blue < 2, abbey: s.drawn.green < 3 };
      const unpaid = (["cattle", "castle", "abbey"] as const).filter((a) => need[a]);
      if (
        !unpaid.length ||
        freeEstates(own(s.clans, s.active)!.estates) < 1 ||
        !legalPlans(s, spec.decisions as never).length
      )
        return null;
      const action = pick(unpaid);
      return { choices: plan(s, [{ action }]), expect: [ACTION_RULE[action]] };
    },
  },
  {
    id: "fifth-estate",
    anchors: ["MR-ESTATE-MAX"],
    phase: "act",
    make: (_pick, s, spec) => {
      // The active clan already holds its 2 printed and 4 acquired estates (taken from the top of the deck).
      const clan = own(s.clans, s.active)!;
      const more = 6 - clan.estates.count;
      if (more > s.estateDeck.length || !legalPlans(s, spec.decisions as never).length) return null;
      const state: MacRobberState = {
        ...s,
        estateDeck: s.estateDeck.slice(more),
        clans: { ...s.clans, [s.active]: { ...clan, estates: { ...clan.estates, count: 6 } } },
      };
      return {
        state,
        setup: { state },
        choices: plan(state, [{ action: "estate", pay: "red", fromCourt: { yellow: 0, green: 0 } }]),
        expect: ["MR-ESTATE-MAX"],
      };
    },
  },
  {
    id: "bard-on-own-court",
    anchors: ["MR-ACT-BARD"],
    phase: "act",
    make: (_pick, s, spec) => {
      if (s.drawn.blue < 1 || !legalPlans(s, spec.decisions as never).length) return null;
      return {
        choices: plan(s, [{ action: "bard", take: [{ from: s.active, colour: "blue" }], keep: null }]),
        expect: ["MR-ACT-BARD"],
      };
    },
  },
  {
    id: "tokens-during-actions",
    anchors: ["MR-TURN-PHASES"],
    phase: "act",
    make: () => ({ event: { kind: "take-tokens" }, choices: [], expect: ["MR-TURN-PHASES"] }),
  },
  {
    id: "scoring-mid-round",
    anchors: ["MR-ROUND"],
    phase: "take-tokens",
    make: () => ({ event: { kind: "score-round" }, choices: [], expect: ["MR-ROUND"] }),
  },
  {
    id: "event-after-the-end",
    anchors: ["MR-WINNER", "MR-END-ESTATE", "MR-END-SACK"],
    phase: "over",
    make: (pick) => ({
      event: { kind: pick(["take-tokens", "act", "raid-or-exchange", "score-round"] as const) },
      choices: [],
      expect: ["MR-WINNER"],
    }),
  },
  {
    id: "redraw-more-than-drawn",
    anchors: ["MR-FOLLOWING-REDRAW"],
    phase: "take-tokens",
    make: (_pick, s) => {
      const total = s.sack.yellow + s.sack.blue + s.sack.green + s.sack.red;
      if (s.largestFollowing !== s.active || total < 6 || Object.values(s.sack).some((n) => n === 0)) return null;
      return {
        choices: [{ kind: "redraw", actor: s.active, pick: { yellow: 7, blue: 0, green: 0, red: 0 } }],
        expect: ["MR-FOLLOWING-REDRAW"],
      };
    },
  },
  {
    id: "redraw-without-the-following",
    anchors: ["MR-FOLLOWING-REDRAW", "MR-DRAW-SIX"],
    phase: "take-tokens",
    make: (pick, s) => {
      // Only the holder of the largest following redraws, and only on its own turn: nobody is asked here.
      const total = s.sack.yellow + s.sack.blue + s.sack.green + s.sack.red;
      if (s.largestFollowing === s.active || total < 6 || Object.values(s.sack).some((n) => n === 0)) return null;
      return {
        choices: [
          {
            kind: "redraw",
            actor: pick(s.players.filter((p) => p !== s.active)),
            pick: { yellow: 1, blue: 0, green: 0, red: 0 },
          },
        ],
      };
    },
  },
  {
    id: "raid-on-oneself",
    anchors: ["MR-PHASE3-CHOICE"],
    phase: "raid-or-exchange",
    make: (_pick, s) => ({
      choices: [{ kind: "phase-3", actor: s.active, pick: { do: "raid", target: s.active } }],
      expect: ["MR-PHASE3-CHOICE"],
    }),
  },
  {
    id: "discard-not-held-after-a-won-raid",
    anchors: ["MR-RAID-DRAW", "MR-INT-RAID-REFILL"],
    phase: "raid-or-exchange",
    reading: ["MR-INT-RAID-REFILL", "five-and-two"],
    make: (pick, s, spec) => {
      // A raid the attacker wins under every reading of MR-INT-RAID-WIN (2 rounds or more, no
      // bagpipe player), taking nothing; then a discard of a value nobody holds. Under
      // MR-INT-RAID-REFILL "five-and-two" the discard is asked and refused by MR-RAID-DRAW; under
      // the other readings no discard follows a won raid, so the pick is one the rules never ask for.
      const refill = (spec.decisions as { "MR-INT-RAID-REFILL": { value: string } })["MR-INT-RAID-REFILL"].value;
      // The attacker must hold a card to discard after drawing: a deck that can give the 5 cards.
      const won = s.deck.length >= 5 ? wonRaid(s, pick) : null;
      if (!won) return null;
      return {
        choices: [...won, { kind: "discard", actor: s.active, pick: 5 }],
        ...(refill === "five-and-two" ? { expect: ["MR-RAID-DRAW"] } : {}),
      };
    },
  },
  {
    id: "five-drawn-tokens",
    anchors: ["MR-ACT-LIMIT"],
    phase: "act",
    make: (pick, s, spec) => {
      // Two actions each legal alone (and together but for their cost) that use 5 or 6 of the drawn
      // tokens: only MR-ACT-LIMIT refuses them, so an engine that lets all six be used accepts it.
      if (lastOfRound(s) === s.active) return null;
      const d = spec.decisions as never;
      const alone = legalPlans(s, d).flatMap((p) => (p.length === 1 && p[0]!.action !== "bard" ? [p[0]!] : []));
      const over = alone.flatMap((a) =>
        alone
          .filter((b) => b.action !== a.action && planRefusal(s, d, [a, b])?.rule === "MR-ACT-LIMIT")
          .map((b) => [a, b]),
      );
      if (!over.length) return null;
      return { choices: plan(s, pick(over)), expect: ["MR-ACT-LIMIT"], catches: ["MIS-ACT-SIX-TOKENS"] };
    },
  },
];

/** Every order of a few items. */
const orders = <T>(items: readonly T[]): T[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((o) => [x, ...o]));

/**
 * The picks of a raid by the active player that it wins with 2 or 3 rounds (cards only), and takes
 * nothing from a defender who has something; null when no fellow player can be beaten so.
 */
function wonRaid(s: MacRobberState, pick: <T>(items: readonly T[]) => T): PathStep[] | null {
  const cards = (p: PlayerId) => own(s.clans, p)!.hand.flatMap((n, i) => Array<number>(n).fill(i + 1));
  const mine = cards(s.active);
  if (mine.length < 3) return null;
  const wins: PathStep[][] = [];
  for (const target of raidTargets(s)) {
    const theirs = cards(target).slice(0, 3);
    const attack = orders([...mine].sort((a, b) => b - a).slice(0, 3));
    const beat = attack.find((a) => a.filter((v, i) => v > theirs[i]!).length >= 2);
    if (!beat) continue;
    const e = own(s.clans, target)!.estates;
    const loot: PathStep[] =
      e.cattle + e.castles + e.abbeys > 0 ? [{ kind: "loot", actor: s.active, pick: "nothing" }] : [];
    wins.push([
      { kind: "phase-3", actor: s.active, pick: { do: "raid", target } },
      ...beat.flatMap((v, i): PathStep[] => [
        { kind: "attack", actor: s.active, pick: { card: v, piper: false } },
        { kind: "defend", actor: target, pick: { card: theirs[i]!, piper: false } },
      ]),
      ...loot,
    ]);
  }
  return wins.length ? pick(wins) : null;
}

/** How many negative vectors the committed suite holds: one of each kind. */
export const MACROBBER_NEGATIVES = NEGATIVE_KINDS.length;

/** A seeded game played with random legal choices to its end. */
function playedToTheEnd(spec: Spec, players: readonly string[], seed: number, choices: number): MacRobberState {
  const strategy = randomLegal(choices);
  let state = initialState(players, seed, spec.decisions as never);
  for (let event = nextEvent(state); event; event = nextEvent(state)) {
    const r = step(spec, state, event, strategy);
    if (!r.ok) throw r.error;
    state = r.state as MacRobberState;
  }
  return state;
}

/** The negative drawer for index `index`: its kind by index; a situation of the kind's phase (players and readings as for positive vectors of that phase). */
function macRobberNegatives(random: () => number, index: number): () => NegativeDraft<MacRobberState, MacRobberEvent> {
  const kind = NEGATIVE_KINDS[index % NEGATIVE_KINDS.length]!;
  const round = Math.floor(index / NEGATIVE_KINDS.length);
  // As the positive vector of the kind's phase (the first phase for a game played to its end) and of the index's group would be.
  const like = 4 * (index + round) + Math.max(0, PHASES.indexOf(kind.phase as MacRobberEvent["kind"]));
  const base = macRobberDrawer(random, like, kind.reading);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return () => {
    const situation = base();
    const spec = compile(macRobber, { interpretations: situation.options.interpretations }) as unknown as Spec;
    const state =
      kind.phase === "over"
        ? playedToTheEnd(
            spec,
            situation.state.players,
            Math.floor(random() * 0x100000000),
            Math.floor(random() * 0x100000000),
          )
        : situation.state;
    return {
      ...situation,
      theme: kind.id,
      anchors: kind.anchors,
      setup: { state },
      state,
      event: nextEvent(state) ?? { kind: "take-tokens" },
      illegal: () => (state.phase === kind.phase ? kind.make(pick, state, spec) : null),
    };
  };
}

/** MacRobber's part of the game contract for vectors. */
export const macRobberVectors: Game<unknown, MacRobberState, MacRobberEvent, MacRobberEffect>["vectors"] = {
  drawer: macRobberDrawer,
  record: macRobberRecord,
  maxOutcomes: MAX_MACROBBER_VECTOR_OUTCOMES,
  anchors: (s) => own(PHASE_ANCHORS, s.theme) ?? [],
  stateFields: ["state"],
  negatives: macRobberNegatives,
};
