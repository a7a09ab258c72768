// MacRobber's properties (properties/macrobber/registry.ts) restated on every transition of the
// exhaustive check, counted independently from the state and effects: tokens, cards and estates
// conserved; warriors and hands; estate limits; the round's scoring against a simple model; blue
// never negative; what changes points; the end of the game; replaying from a JSON copy; and, on
// every phase-2 event, that each outcome's plan is one the rules list as legal and the typical
// illegal plans are refused citing their rule. Their interesting cases double as the reachability
// count of the bound: every phase, every action, phase-3 pick, raid result, loot and card value.

import type { MacRobberPropertyName } from "../../../../properties/macrobber/registry.js";
import {
  COLOURS,
  cardCounts,
  legalPlans,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberState,
  planRefusal,
  type Tokens,
  tokensInGame,
} from "../../../../spec/macrobber/index.js";
import { canonical, own, type PathStep } from "../../../dsl/index.js";
import { step } from "../../../interpreter/step.js";
import { scripted } from "../../../interpreter/strategies.js";
import {
  type EventOutcomes,
  firstFailure,
  type Invariant,
  type Transition,
  type Verdict,
} from "../../../verify/subject.js";
import type { MacRobberSpec } from "../library/api.js";

type T = Transition<MacRobberSpec, MacRobberState, MacRobberEvent, MacRobberEffect>;
type X = EventOutcomes<MacRobberSpec, MacRobberState, MacRobberEvent>;
type Of<K extends MacRobberEffect["type"]> = Extract<MacRobberEffect, { type: K }>;
const all = <K extends MacRobberEffect["type"]>(t: T, type: K): Of<K>[] =>
  t.effects.filter((e): e is Of<K> => e.type === type);
const d = (t: { spec: MacRobberSpec }) => t.spec.decisions;

/** Every token of the game, wherever it is (cattle 1 red, castle 2 blue, abbey 3 green). */
function countTokens(s: MacRobberState): Tokens {
  const n = { yellow: 0, blue: 0, green: 0, red: 0 };
  for (const c of COLOURS) n[c] += s.sack[c] + s.outOfGame[c] + s.drawn[c];
  for (const p of s.players) {
    const { court, estates } = own(s.clans, p)!;
    n.yellow += court.yellow;
    n.blue += court.blue + 2 * estates.castles;
    n.green += court.green + 3 * estates.abbeys;
    n.red += estates.cattle;
  }
  return n;
}

const conservation = (t: T): Verdict => {
  const s = t.after;
  const expected = tokensInGame(d(t), s.players.length);
  const counted = countTokens(s);
  for (const c of COLOURS)
    if (counted[c] !== expected[c]) return `${counted[c]} ${c} tokens, the game has ${expected[c]}`;
  if (canonical(s.outOfGame) !== canonical(t.before.outOfGame)) return "the tokens out of the game changed";
  const negative = [s.sack, s.drawn].some((x) => COLOURS.some((c) => x[c] < 0));
  if (negative) return "a negative count of tokens in the sack or drawn";
  const cards = [0, 0, 0, 0];
  for (const v of s.deck) cards[v - 1]!++;
  for (let i = 0; i < 4; i++)
    cards[i]! += s.returnDeck[i]! + s.players.reduce((n, p) => n + own(s.clans, p)!.hand[i]!, 0);
  const want = cardCounts(d(t));
  if (canonical(cards) !== canonical(want))
    return `cards by value ${canonical(cards)}, the game has ${canonical(want)}`;
  const acquired = s.players.reduce((n, p) => n + own(s.clans, p)!.estates.count - 2, 0);
  if (s.estateDeck.length + s.estatesOut.length + acquired !== 25)
    return `${s.estateDeck.length} estates in the deck, ${s.estatesOut.length} out, ${acquired} acquired: not 25`;
  return null;
};

const handSize = (s: MacRobberState, p: string) => own(s.clans, p)!.hand.reduce((a, b) => a + b, 0);
/**
 * MR-HAND-FOLLOWS-WARRIORS as the rulebook states it, one card per warrior exactly, checked under
 * every reading (as The Robbers' placement invariant is): the property asks it only where hands are
 * refilled from a deck that is reshuffled (MR-INT-RAID-REFILL "refill" or "five-and-two",
 * MR-INT-DECK-EMPTY "reshuffle"), so the readings run shows, with a shortest counterexample, where
 * "no-refill" and "no-more-cards" leave a clan short of cards.
 */
const warriors = (t: T): Verdict => {
  for (const p of t.after.players) {
    const { yellow } = own(t.after.clans, p)!.court;
    if (yellow < 3) return `${p} has ${yellow} warriors (MR-WARRIORS-MIN)`;
    const held = handSize(t.after, p);
    if (held > yellow) return `${p} holds ${held} cards with ${yellow} warriors`;
    if (held < yellow) return `${p} holds ${held} cards with ${yellow} warriors, not one card per warrior`;
  }
  return null;
};

const estates = (t: T): Verdict => {
  for (const p of t.after.players) {
    const e = own(t.after.clans, p)!.estates;
    if (e.count < 2 || e.count > 6) return `${p} holds ${e.count} estates`;
    if (e.cattle + e.castles + e.abbeys > e.count) return `${p}'s estates hold more things than there are estates`;
    const taken = all(t, "estate-taken").filter((x) => x.player === p).length;
    const grew = e.count - own(t.before.clans, p)!.estates.count;
    if (grew !== taken) return `${p}'s estates changed by ${grew} with ${taken} estate action(s) (MR-ACT-ESTATE)`;
  }
  return null;
};

interface Tally {
  player: string;
  yellow: number;
  court: number;
  green: number;
  cattle: number;
  blue: number;
}
const tally = (s: MacRobberState): Tally[] =>
  s.players.map((player) => {
    const { court, estates: e } = own(s.clans, player)!;
    return {
      player,
      yellow: court.yellow,
      court: court.yellow + court.blue + court.green,
      green: court.green + 3 * e.abbeys,
      cattle: e.cattle,
      blue: court.blue + 2 * e.castles,
    };
  });
const most = (ts: readonly Tally[], key: (t: Tally) => number) => {
  const top = Math.max(...ts.map(key));
  return ts.filter((x) => key(x) === top);
};

/** The round's awards as "player/reason" -> points, from the boards (MR-SCORE-GREEN, -RED, -BLUE, MR-INT-ZERO-PLACE). */
function awardsModel(ts: readonly Tally[], zeroCounts: boolean): Map<string, number> {
  const out = new Map<string, number>();
  const give = (player: string, reason: string, n: number) => {
    if (n > 0) out.set(`${player}/${reason}`, n);
  };
  const ranked = ts.filter((x) => zeroCounts || x.green > 0);
  const levels = [...new Set(ranked.map((x) => x.green))].sort((a, b) => b - a);
  if (levels.length > 0) {
    const first = ranked.filter((x) => x.green === levels[0]);
    if (first.length > 1) for (const x of first) give(x.player, "green", 1);
    else {
      give(first[0]!.player, "green", 3);
      const second = ranked.filter((x) => x.green === levels[1]);
      for (const x of second) give(x.player, "green", second.length > 1 ? 1 : 2);
    }
  }
  for (const x of ts) give(x.player, "red", x.cattle);
  const herds = ts.filter((x) => zeroCounts || x.cattle > 0);
  if (herds.length > 0) {
    const top = most(herds, (x) => x.cattle);
    if (top.length === 1) give(top[0]!.player, "red-majority", 2);
  }
  for (const x of ts)
    give(x.player, "blue", x.blue - Math.max(0, ...ts.filter((o) => o.player !== x.player).map((o) => o.cattle)));
  return out;
}

/** Who holds "largest following" after scoring (MR-SCORE-YELLOW, MR-INT-FOLLOWING-TIE). */
function followingModel(s: MacRobberState, turnOrder: boolean): string | null {
  const ts = tally(s);
  const byYellow = most(ts, (x) => x.yellow);
  if (byYellow.length === 1) return byYellow[0]!.player;
  const byCourt = most(byYellow, (x) => x.court);
  if (byCourt.length === 1) return byCourt[0]!.player;
  if (s.largestFollowing !== null || !turnOrder) return s.largestFollowing;
  const from = s.players.indexOf(s.beginner);
  const order = s.players.map((_, i) => s.players[(from + i) % s.players.length]!);
  return order.find((p) => byCourt.some((x) => x.player === p))!;
}

const SCORING = new Set(["green", "red", "red-majority", "blue"]);
const scoring = (t: T): Verdict => {
  if (t.event.kind !== "score-round") return null;
  const got = new Map<string, number>();
  for (const e of all(t, "points"))
    if (SCORING.has(e.reason)) got.set(`${e.player}/${e.reason}`, (got.get(`${e.player}/${e.reason}`) ?? 0) + e.delta);
  const want = awardsModel(tally(t.before), d(t)["MR-INT-ZERO-PLACE"].value === "zero-counts");
  const sorted = (m: Map<string, number>) => canonical([...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  if (sorted(got) !== sorted(want)) return `scoring gave ${sorted(got)}, the model ${sorted(want)}`;
  const holder = followingModel(t.before, d(t)["MR-INT-FOLLOWING-TIE"].value === "turn-order");
  if (t.after.largestFollowing !== holder && t.after.phase !== "over")
    return `largest following went to ${t.after.largestFollowing}, the model says ${holder}`;
  return null;
};

const blue = (t: T): Verdict => {
  const bad = all(t, "points").find((e) => e.reason === "blue" && e.delta <= 0);
  return bad ? `${bad.player} got a blue award of ${bad.delta} (MR-SCORE-BLUE)` : null;
};

const RAID = new Set(["raid-won", "raid-defended", "raid-lost", "raid-drawn"]);
const points = (t: T): Verdict => {
  for (const e of all(t, "points")) {
    if (RAID.has(e.reason) && t.event.kind !== "raid-or-exchange") return `${e.reason} points outside phase 3`;
    if (SCORING.has(e.reason) && t.event.kind !== "score-round") return `${e.reason} points outside the scoring`;
  }
  for (const p of t.before.players) {
    const changed = own(t.after.clans, p)!.points - own(t.before.clans, p)!.points;
    const said = all(t, "points")
      .filter((e) => e.player === p)
      .reduce((n, e) => n + e.delta, 0);
    if (changed !== said) return `${p}'s points changed by ${changed}, the points effects say ${said}`;
  }
  const floor = d(t)["MR-INT-SCORE-FLOOR"].value === "zero";
  for (const r of all(t, "raid")) {
    const got = (p: string, reason: string) =>
      all(t, "points")
        .filter((e) => e.player === p && e.reason === reason)
        .reduce((n, e) => n + e.delta, 0);
    // Nothing on the defender's estates to take pays 2 (MR-RAID-NOTHING-TO-TAKE); otherwise 1 and the loot.
    const e = own(t.before.clans, r.defender)!.estates;
    const nothingThere = e.castles + e.abbeys + e.cattle === 0;
    const [who, reason, want] =
      r.result === "attacker"
        ? [r.attacker, "raid-won", nothingThere ? 2 : 1]
        : r.result === "draw"
          ? [r.attacker, "raid-drawn", 1]
          : [r.defender, "raid-defended", 2];
    if (got(who, reason) !== want) return `${who} got ${got(who, reason)} for ${reason}, the raid pays ${want}`;
    if (r.result === "defender") {
      const lost = floor ? -Math.min(1, own(t.before.clans, r.attacker)!.points) : -1;
      if (got(r.attacker, "raid-lost") !== lost)
        return `the beaten attacker lost ${-got(r.attacker, "raid-lost")}, not ${-lost}`;
    }
  }
  return null;
};

const gameEnd = (t: T): Verdict => {
  const { before, after, event } = t;
  const over = all(t, "game-over");
  if (over.length > 1) return "two game-over effects";
  if ((after.phase === "over") !== (over.length === 1)) return "the phase and the game-over effect disagree";
  let shouldEnd = false;
  if (event.kind === "take-tokens") {
    const inSack = COLOURS.reduce((n, c) => n + before.sack[c], 0);
    const colourOut = COLOURS.some((c) => before.sack[c] === 0);
    shouldEnd = inSack < 6 || (d(t)["MR-INT-COLOUR-OUT"].value === "colour-out-ends" && colourOut);
    if (shouldEnd && after.result?.reason !== "sack") return "the sack could not give 6 tokens and the game went on";
  }
  if (event.kind === "score-round") {
    const threshold = Number(d(t)["MR-INT-RED-AREA"].value);
    const inArea = after.players.filter((p) => own(after.clans, p)!.points >= threshold);
    const counting =
      d(t)["MR-INT-RED-REACHED"].value === "entered-this-round"
        ? inArea.filter((p) => !before.inRedArea.includes(p))
        : inArea;
    const tile = before.estateDeck[0];
    const lead = Math.max(...after.players.map((p) => own(after.clans, p)!.points));
    const revealed = tile !== undefined && counting.length > 0;
    shouldEnd = revealed && tile <= lead;
    const out = all(t, "estate-out")[0];
    if (
      !out ||
      out.revealed !== revealed ||
      out.tile !== (revealed ? tile : null) ||
      out.removed !== (tile !== undefined)
    )
      return `the estate out of the game is ${canonical(out ?? null)}; the rules ask revealed ${revealed}, tile ${tile}`;
    if (!shouldEnd) {
      const next = before.players[(before.players.indexOf(before.beginner) + 1) % before.players.length]!;
      if (after.beginner !== next || after.active !== next || after.round !== before.round + 1)
        return `the next round is not begun by ${next}`;
    }
  }
  if ((over.length === 1) !== shouldEnd) return `the game ${shouldEnd ? "should" : "should not"} end at ${event.kind}`;
  if (after.result) {
    const top = Math.max(...after.players.map((p) => own(after.clans, p)!.points));
    const leaders = after.players.filter((p) => own(after.clans, p)!.points === top);
    if (canonical(after.result.winners) !== canonical(leaders))
      return `winners ${canonical(after.result.winners)}, the leaders are ${canonical(leaders)}`;
  }
  return null;
};

const determinism = (t: T): Verdict => {
  const copy = JSON.parse(JSON.stringify(t.before)) as MacRobberState;
  const again = step(t.spec, copy, t.event, scripted(JSON.parse(JSON.stringify(t.path)) as PathStep[]));
  if (!again.ok) return `replaying the path from a JSON copy was refused: ${again.error.message}`;
  if (canonical(again.state) !== canonical(t.after) || canonical(again.effects) !== canonical(t.effects))
    return "replaying the path from a JSON copy gave another state or other effects";
  return null;
};

/** The plan an outcome's path picked in phase 2 (null when no action was legal). */
const planOf = (path: readonly PathStep[]) => path.find((p) => p.kind === "actions")?.pick ?? null;

const picks = (e: X): Verdict => {
  if (e.event.kind !== "act") return null;
  const s = e.before;
  const legal = legalPlans(s, e.spec.decisions);
  const keys = new Set(legal.map((p) => canonical(p)));
  for (const o of e.outcomes) {
    const plan = planOf(o.path);
    if (plan === null) {
      if (legal.length > 0) return "no plan was picked though legal plans are listed";
      continue;
    }
    if (!keys.has(canonical(plan))) return `the plan ${canonical(plan)} was carried out but is not listed as legal`;
  }
  for (const plan of legal) {
    const r = planRefusal(s, e.spec.decisions, plan);
    if (r) return `the listed plan ${canonical(plan)} is refused: ${r.message}`;
  }
  const last = s.players[(s.players.indexOf(s.beginner) + s.players.length - 1) % s.players.length];
  for (const [a] of legal) {
    const twice = planRefusal(s, e.spec.decisions, [a, a]);
    if (!twice) return `choosing ${a!.action} twice is accepted (MR-ACT-NO-REPEAT)`;
    const rule =
      s.active === last ? "MR-ACT-LAST-ONE" : a!.action === "bard" ? "MR-ACT-BARD-ALONE" : "MR-ACT-NO-REPEAT";
    if (twice.rule !== rule) return `choosing ${a!.action} twice is refused citing ${twice.rule}, not ${rule}`;
  }
  return null;
};

const kinds = (t: T): string[] => [
  t.event.kind,
  ...all(t, "action").map((a) => `action-${a.action.action}`),
  ...all(t, "exchange").map(() => "exchange"),
  ...all(t, "raid").map((r) => `raid-${r.result}`),
  ...all(t, "loot").map((l) => `loot-${l.loot}`),
  ...all(t, "combat-round").flatMap((c) => [`card-${c.attacker.card}`, `card-${c.defender.card}`]),
  ...(all(t, "combat-round").some((c) => c.attacker.piper || c.defender.piper) ? ["piper"] : []),
  ...(t.event.kind === "raid-or-exchange" && t.path.some((p) => (p.pick as { do?: string }).do === "pass")
    ? ["pass"]
    : []),
  ...all(t, "deck-reshuffled").map(() => "reshuffle"),
  ...all(t, "game-over").map((g) => `end-${g.result.reason}`),
];
const has = (t: T, cases: readonly string[]) => kinds(t).filter((k) => cases.includes(k));

const PHASES = ["take-tokens", "act", "raid-or-exchange", "score-round"];
const ACTIONS = ["cattle", "castle", "abbey", "warriors", "bagpipers", "monks", "bard", "estate"].map(
  (a) => `action-${a}`,
);
const PHASE3 = ["raid-attacker", "raid-defender", "raid-draw", "exchange", "pass"];
const LOOT = ["loot-castle", "loot-abbey", "loot-cattle", "loot-nothing"];
const CARDS = ["card-1", "card-2", "card-3", "card-4", "piper", "reshuffle"];

/** Checked on every transition. */
export const transitionInvariants: readonly Invariant<T, MacRobberPropertyName>[] = [
  {
    property: "mr-token-conservation",
    name: "every token, card and estate is somewhere, in the numbers the contents give",
    cases: ACTIONS,
    check: conservation,
    witnesses: (t) => has(t, ACTIONS),
  },
  {
    property: "mr-warriors-and-hands",
    name: "at least 3 warriors and exactly one card per warrior",
    cases: CARDS,
    check: warriors,
    witnesses: (t) => has(t, CARDS),
  },
  {
    property: "mr-estate-limits",
    name: "2 to 6 estates, one thing on each, grown only by the estate action",
    cases: LOOT,
    check: estates,
    witnesses: (t) => has(t, LOOT),
  },
  {
    property: "mr-scoring-model",
    name: "the round's scoring equals the simple model",
    cases: ["score-round"],
    check: scoring,
    witnesses: (t) => has(t, ["score-round"]),
  },
  {
    property: "mr-blue-never-negative",
    name: "no blue award of 0 or less",
    cases: ["blue-award"],
    check: blue,
    witnesses: (t) => (all(t, "points").some((e) => e.reason === "blue") ? ["blue-award"] : []),
  },
  {
    property: "mr-points-causes",
    name: "points change only by raids in phase 3 and scoring, by what the effects say; a raid pays its result",
    cases: PHASE3,
    check: points,
    witnesses: (t) => has(t, PHASE3),
  },
  {
    property: "mr-game-end",
    name: "the game ends exactly by the sack or a revealed estate at most the lead; the leaders win",
    cases: ["end-sack", "end-estate"],
    check: gameEnd,
    witnesses: (t) => has(t, ["end-sack", "end-estate"]),
  },
  {
    property: "mr-determinism-and-round-trip",
    name: "replaying the path from a JSON copy gives the same state and effects",
    cases: PHASES,
    check: (t) => firstFailure(() => determinism(t)),
    witnesses: (t) => has(t, PHASES),
  },
];

/** Checked on every event against all its outcomes. */
export const eventInvariants: readonly Invariant<X, MacRobberPropertyName>[] = [
  {
    property: "mr-illegal-picks",
    name: "every plan carried out is listed as legal; listed plans are accepted, repeats refused",
    cases: ["several-plans"],
    check: picks,
    witnesses: (e) => (e.event.kind === "act" && e.outcomes.length > 1 ? ["several-plans"] : []),
  },
];
