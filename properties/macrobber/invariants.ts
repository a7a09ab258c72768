// MacRobber's invariants written once, as predicates over one step (state, event, effects, state):
// the properties of this folder run them on fast-check's random games and the exhaustive check
// (src/games/macrobber/verify/invariants.ts) on every transition of its bound, as Quint shares one
// invariant between its simulator and its model checker. Each returns what is wrong in one sentence,
// or null. The counts and models here are written from the rulebook, not from spec/macrobber/: the
// contents by player count and reading (not setup.ts), the round's scoring (not scoring.ts).
import {
  COLOURS,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberState,
  type Tokens,
} from "../../spec/macrobber/index.js";
import { canonical, own } from "../../src/dsl/index.js";
import type { MacRobberSpec } from "../../src/games/macrobber/library/api.js";

/** What is wrong, in one sentence, or null when the invariant holds. */
export type Verdict = string | null;

/** One step: `before` --event--> `after` with its effects, under `spec` (the explorer's transitions are such steps). */
export interface Step {
  readonly spec: MacRobberSpec;
  readonly before: MacRobberState;
  readonly event: MacRobberEvent;
  readonly after: MacRobberState;
  readonly effects: readonly MacRobberEffect[];
}

type Of<K extends MacRobberEffect["type"]> = Extract<MacRobberEffect, { type: K }>;
/** The effects of one type. */
export const all = <K extends MacRobberEffect["type"]>(t: Pick<Step, "effects">, type: K): Of<K>[] =>
  t.effects.filter((e): e is Of<K> => e.type === type);
const clan = (s: MacRobberState, p: string) => own(s.clans, p)!;

// ---------------------------------------------------------------------------------------------
// mr-token-conservation

/** The 86 action tokens of the game contents. */
const CONTENTS: Tokens = { yellow: 29, blue: 27, green: 20, red: 10 };
/** Tokens setup takes out of the game, by player count. */
const OUT: ReadonlyMap<number, Tokens> = new Map([
  [3, { yellow: 8, blue: 4, green: 0, red: 0 }],
  [4, { yellow: 4, blue: 2, green: 0, red: 0 }],
  [5, { yellow: 0, blue: 0, green: 0, red: 0 }],
]);
/** The cards valued 1 to 4 under each reading of MR-INT-CARD-VALUES. */
const CARDS_BY_VALUE: ReadonlyMap<string, readonly number[]> = new Map([
  ["even-fewer-fours", [17, 17, 17, 16]],
  ["even-fewer-ones", [16, 17, 17, 17]],
]);

/** Every token of the game, wherever it is (cattle 1 red, castle 2 blue, abbey 3 green). */
function countTokens(s: MacRobberState): Tokens {
  const n = { yellow: 0, blue: 0, green: 0, red: 0 };
  for (const c of COLOURS) n[c] += s.sack[c] + s.outOfGame[c] + s.drawn[c];
  for (const p of s.players) {
    const { court, estates } = clan(s, p);
    n.yellow += court.yellow;
    n.blue += court.blue + 2 * estates.castles;
    n.green += court.green + 3 * estates.abbeys;
    n.red += estates.cattle;
  }
  return n;
}

/** Every card, by value. */
function countCards(s: MacRobberState): number[] {
  const n = [0, 0, 0, 0];
  for (const v of s.deck) n[v - 1]!++;
  for (let i = 0; i < 4; i++) n[i]! += s.returnDeck[i]! + s.players.reduce((k, p) => k + clan(s, p).hand[i]!, 0);
  return n;
}

const nonNegative = (s: MacRobberState): boolean =>
  COLOURS.every((c) => s.sack[c] >= 0 && s.drawn[c] >= 0 && s.outOfGame[c] >= 0) &&
  s.players.every((p) => {
    const { court, estates, hand } = clan(s, p);
    return (
      court.yellow >= 0 &&
      court.blue >= 0 &&
      court.green >= 0 &&
      estates.cattle >= 0 &&
      estates.castles >= 0 &&
      estates.abbeys >= 0 &&
      hand.every((h) => h >= 0)
    );
  });

/** One state holds every token, card and estate of the contents (MR-INT-START-TOKENS, MR-INT-CARD-VALUES), none negative. */
export function conserved(spec: MacRobberSpec, s: MacRobberState): Verdict {
  const n = s.players.length;
  const extra = spec.decisions["MR-INT-START-TOKENS"].value === "extra";
  const expected: Tokens = extra
    ? { yellow: CONTENTS.yellow + 4 * n, blue: CONTENTS.blue + 2 * n, green: CONTENTS.green, red: CONTENTS.red + n }
    : CONTENTS;
  const counted = countTokens(s);
  for (const c of COLOURS)
    if (counted[c] !== expected[c]) return `${counted[c]} ${c} tokens, the game has ${expected[c]}`;
  if (canonical(s.outOfGame) !== canonical(OUT.get(n)))
    return `the tokens out of the game are ${canonical(s.outOfGame)}`;
  if (!nonNegative(s)) return "a negative count of tokens or cards";
  if (s.phase !== "act" && COLOURS.some((c) => s.drawn[c] !== 0)) return "drawn tokens outside phase 2";
  const cards = countCards(s);
  const want = CARDS_BY_VALUE.get(spec.decisions["MR-INT-CARD-VALUES"].value);
  if (canonical(cards) !== canonical(want))
    return `cards by value ${canonical(cards)}, the game has ${canonical(want)}`;
  const acquired = s.players.reduce((k, p) => k + clan(s, p).estates.count - 2, 0);
  if (s.estateDeck.length + s.estatesOut.length + acquired !== 25)
    return `${s.estateDeck.length} estates in the deck, ${s.estatesOut.length} out, ${acquired} acquired: not 25`;
  return null;
}

/** mr-token-conservation on a step: the state after it is conserved, and the tokens out of the game never change. */
export const conservation = (t: Step): Verdict =>
  conserved(t.spec, t.after) ??
  (canonical(t.after.outOfGame) !== canonical(t.before.outOfGame) ? "the tokens out of the game changed" : null);

// ---------------------------------------------------------------------------------------------
// mr-warriors-and-hands

/** The cards `p` holds. */
export const handSize = (s: MacRobberState, p: string): number => clan(s, p).hand.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------
// mr-scoring-model and mr-blue-never-negative: a deliberately simple model of a round's scoring

/** One clan's board as the scoring reads it. */
export interface Tally {
  readonly player: string;
  readonly yellow: number;
  readonly courtTokens: number;
  readonly green: number;
  readonly cattle: number;
  readonly blue: number;
}

export const tally = (s: MacRobberState): Tally[] =>
  s.players.map((player) => {
    const { court, estates } = clan(s, player);
    return {
      player,
      yellow: court.yellow,
      courtTokens: court.yellow + court.blue + court.green,
      green: court.green + 3 * estates.abbeys,
      cattle: estates.cattle,
      blue: court.blue + 2 * estates.castles,
    };
  });

/** The players whose `key` is largest. */
export function most(ts: readonly Tally[], key: (t: Tally) => number): Tally[] {
  const top = Math.max(...ts.map(key));
  return ts.filter((t) => key(t) === top);
}

/** The largest herd among the players other than `player` (0 if none has cattle). */
export const herdOfOthers = (ts: readonly Tally[], player: string): number =>
  Math.max(0, ...ts.filter((t) => t.player !== player).map((t) => t.cattle));

/**
 * Who holds "largest following" after scoring (MR-SCORE-YELLOW): most yellow; tie: most court
 * tokens; still tied: the marker stays, even with a player who has fewer warriors. A tie left while
 * nobody holds the marker stays unheld, or (MR-INT-FOLLOWING-TIE "turn-order") goes to the tied
 * player first in turn order from the beginning player.
 */
function followingModel(
  ts: readonly Tally[],
  holder: string | null,
  turnOrder: readonly string[] | null,
): string | null {
  const byYellow = most(ts, (t) => t.yellow);
  if (byYellow.length === 1) return byYellow[0]!.player;
  const byCourt = most(byYellow, (t) => t.courtTokens);
  if (byCourt.length === 1) return byCourt[0]!.player;
  if (holder !== null || turnOrder === null) return holder;
  return turnOrder.find((p) => byCourt.some((t) => t.player === p))!;
}

/**
 * The round's awards as "player/reason" -> points (positive awards only): green 3 and 2 with ties 1
 * each (a tie for first ends it), red 1 per cattle and 2 more for a unique largest herd, blue (court
 * plus 2 per castle) less the largest herd among the OTHER players, never below 0; a count of 0 takes
 * a place only under MR-INT-ZERO-PLACE "zero-counts".
 */
function awardsModel(ts: readonly Tally[], zeroCounts: boolean): Map<string, number> {
  const out = new Map<string, number>();
  const give = (player: string, reason: string, n: number) => {
    if (n > 0) out.set(`${player}/${reason}`, n);
  };
  // Green: the distinct counts, highest first, among those allowed a place.
  const greenRanked = ts.filter((t) => zeroCounts || t.green > 0);
  const levels = [...new Set(greenRanked.map((t) => t.green))].sort((a, b) => b - a);
  if (levels.length > 0) {
    const first = greenRanked.filter((t) => t.green === levels[0]);
    if (first.length > 1) for (const t of first) give(t.player, "green", 1);
    else {
      give(first[0]!.player, "green", 3);
      if (levels.length > 1) {
        const second = greenRanked.filter((t) => t.green === levels[1]);
        for (const t of second) give(t.player, "green", second.length > 1 ? 1 : 2);
      }
    }
  }
  // Red: 1 per head of cattle, 2 more for a herd larger than every other.
  for (const t of ts) give(t.player, "red", t.cattle);
  const redRanked = ts.filter((t) => zeroCounts || t.cattle > 0);
  if (redRanked.length > 0) {
    const top = most(redRanked, (t) => t.cattle);
    if (top.length === 1) give(top[0]!.player, "red-majority", 2);
  }
  // Blue: own blue less the largest herd of the others, when positive.
  for (const t of ts) give(t.player, "blue", t.blue - herdOfOthers(ts, t.player));
  return out;
}

/** The reasons of the round's scoring awards. */
export const SCORING = new Set(["green", "red", "red-majority", "blue"]);
const awardsOf = (effects: readonly MacRobberEffect[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const e of effects)
    if (e.type === "points" && SCORING.has(e.reason))
      out.set(`${e.player}/${e.reason}`, (out.get(`${e.player}/${e.reason}`) ?? 0) + e.delta);
  return out;
};
const sorted = (m: Map<string, number>) => canonical([...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));

/** The model's answer for a score-round step: its awards, and who then holds the largest following. */
export function scoringModel(t: Pick<Step, "spec" | "before">): { awards: Map<string, number>; holder: string | null } {
  const { before } = t;
  const d = t.spec.decisions;
  const b = before.players.indexOf(before.beginner);
  const order = before.players.map((_, i) => before.players[(b + i) % before.players.length]!);
  const ts = tally(before);
  return {
    awards: awardsModel(ts, d["MR-INT-ZERO-PLACE"].value === "zero-counts"),
    holder: followingModel(
      ts,
      before.largestFollowing,
      d["MR-INT-FOLLOWING-TIE"].value === "turn-order" ? order : null,
    ),
  };
}

/** mr-scoring-model: a round's scoring gives exactly the model's awards and largest following. */
export function scoring(t: Step): Verdict {
  if (t.event.kind !== "score-round") return null;
  const model = scoringModel(t);
  const got = awardsOf(t.effects);
  if (sorted(got) !== sorted(model.awards)) return `scoring gave ${sorted(got)}, the model ${sorted(model.awards)}`;
  if (t.after.largestFollowing !== model.holder)
    return `largest following went to ${t.after.largestFollowing}, the model says ${model.holder}`;
  const marker = all(t, "largest-following")[0];
  if ((marker?.player ?? null) !== model.holder)
    return `the largest-following effect names ${marker?.player}, the model ${model.holder}`;
  return null;
}

/** mr-blue-never-negative: no blue award of 0 or less; a round's scoring gives blue exactly where the difference is positive. */
export function blue(t: Step): Verdict {
  const bad = all(t, "points").find((e) => e.reason === "blue" && e.delta <= 0);
  if (bad) return `${bad.player} got a blue award of ${bad.delta} (MR-SCORE-BLUE)`;
  if (t.event.kind !== "score-round") return null;
  const ts = tally(t.before);
  for (const x of ts) {
    const difference = x.blue - herdOfOthers(ts, x.player);
    const awards = all(t, "points").filter((e) => e.reason === "blue" && e.player === x.player).length;
    if (awards !== (difference > 0 ? 1 : 0))
      return `${x.player} got ${awards} blue awards for ${x.blue} blue less a fellow herd of ${herdOfOthers(ts, x.player)}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// mr-game-end

/** Why a step should end the game, or not (MR-END-SACK, MR-INT-COLOUR-OUT, MR-END-ESTATE, MR-ROUND-RED-AREA). */
export interface EndFacts {
  /** take-tokens: fewer than 6 tokens in the sack, or a colour missing. */
  readonly sackShort: boolean;
  readonly colourOut: boolean;
  readonly colourOutEnds: boolean;
  /** score-round: the players in the red area, those that count (MR-INT-RED-REACHED), the top estate tile. */
  readonly inArea: readonly string[];
  readonly counting: readonly string[];
  readonly tile: number | undefined;
  readonly revealed: boolean;
  readonly shouldEnd: boolean;
}

export function endFacts(t: Step): EndFacts {
  const { before, after, event } = t;
  const d = t.spec.decisions;
  const colourOutEnds = d["MR-INT-COLOUR-OUT"].value === "colour-out-ends";
  const facts = { sackShort: false, colourOut: false, colourOutEnds, inArea: [], counting: [], tile: undefined };
  if (event.kind === "take-tokens") {
    const sackShort = COLOURS.reduce((n, c) => n + before.sack[c], 0) < 6;
    const colourOut = COLOURS.some((c) => before.sack[c] === 0);
    return { ...facts, sackShort, colourOut, revealed: false, shouldEnd: sackShort || (colourOutEnds && colourOut) };
  }
  if (event.kind !== "score-round") return { ...facts, revealed: false, shouldEnd: false };
  const threshold = Number(d["MR-INT-RED-AREA"].value);
  const inArea = after.players.filter((p) => clan(after, p).points >= threshold);
  const counting =
    d["MR-INT-RED-REACHED"].value === "entered-this-round"
      ? inArea.filter((p) => !before.inRedArea.includes(p))
      : inArea;
  const tile = before.estateDeck[0];
  const lead = Math.max(...after.players.map((p) => clan(after, p).points));
  const revealed = tile !== undefined && counting.length > 0;
  return { ...facts, inArea, counting, tile, revealed, shouldEnd: revealed && tile <= lead };
}

/** The players with the most points. */
const leaders = (s: MacRobberState): string[] => {
  const top = Math.max(...s.players.map((p) => clan(s, p).points));
  return s.players.filter((p) => clan(s, p).points === top);
};

/** mr-game-end: the game ends exactly by the sack or a revealed estate at most the lead; otherwise the round passes on; the leaders win. */
export function gameEnd(t: Step): Verdict {
  const { before, after, event } = t;
  const over = all(t, "game-over");
  if (over.length > 1) return "two game-over effects";
  if ((after.phase === "over") !== (over.length === 1)) return "the phase and the game-over effect disagree";
  const f = endFacts(t);
  if (event.kind === "take-tokens" && f.shouldEnd && after.result?.reason !== "sack")
    return "the sack could not give 6 tokens and the game went on";
  if (event.kind === "score-round") {
    const out = all(t, "estate-out")[0];
    if (
      !out ||
      out.revealed !== f.revealed ||
      out.tile !== (f.revealed ? f.tile : null) ||
      out.removed !== (f.tile !== undefined)
    )
      return `the estate out of the game is ${canonical(out ?? null)}; the rules ask revealed ${f.revealed}, tile ${f.tile}`;
    if (canonical(after.estateDeck) !== canonical(before.estateDeck.slice(1)))
      return "the estate deck did not lose its top tile";
    const outs = f.tile === undefined ? before.estatesOut : [...before.estatesOut, f.tile];
    if (canonical(after.estatesOut) !== canonical(outs))
      return `the estates out are ${canonical(after.estatesOut)}, not ${canonical(outs)}`;
    if (f.shouldEnd && after.result?.reason !== "estate") return "a revealed estate ended the game for another reason";
    if (!f.shouldEnd) {
      const next = before.players[(before.players.indexOf(before.beginner) + 1) % before.players.length]!;
      if (
        after.beginner !== next ||
        after.active !== next ||
        after.round !== before.round + 1 ||
        after.phase !== "take-tokens"
      )
        return `the next round is not begun by ${next}`;
    }
  }
  if ((over.length === 1) !== f.shouldEnd)
    return `the game ${f.shouldEnd ? "should" : "should not"} end at ${event.kind}`;
  if (after.result) {
    if (canonical(after.result.winners) !== canonical(leaders(after)))
      return `winners ${canonical(after.result.winners)}, the leaders are ${canonical(leaders(after))}`;
    if (over[0] && canonical(over[0].result) !== canonical(after.result))
      return "the game-over effect and the result disagree";
  }
  return null;
}
