// A small, independent Robbers implementation for tests: the kind of engine `robbers check` is for.
// It plays seeded games without The Messages (one award per player per moment, bag tiles under the
// one-follow-up rule, the final bonus) and records a trace with its choices and claims. Bugs can be
// switched on to produce the traces of deliberately wrong implementations: rounding stolen points
// down, robbing rogue points instead of following them, or letting every player place a robber.
// It shares no code with the specification on purpose (only the trace types).
import { own, setOwn } from "../../../../dsl/own.js";
import { seededRandom } from "../../../../interpreter/strategies.js";
import type { Trace, TraceChoice, TraceStep } from "../../formats/trace.js";

export interface ToyBugs {
  /** Steal floor(p/2) instead of ceil(p/2). */
  readonly roundDown?: boolean;
  /** A robber beside a thief's figure steals half the rogue points instead of following them. */
  readonly robRoguePoints?: boolean;
  /** After a bag tile every other player with a robber in supply places it (the Z-Man C1 rule, played under C3). */
  readonly everyonePlaces?: boolean;
}

interface Game {
  players: string[];
  active: string;
  meeple: Record<string, number>;
  robbers: Record<string, number | null>;
  bagTiles: number;
}

const LOOP = 50;
const space = (points: number) => points % LOOP;

/** Players in turn order starting with the active one. */
const fromActive = (g: Game) => {
  const i = g.players.indexOf(g.active);
  return [...g.players.slice(i), ...g.players.slice(0, i)];
};

const claimsOf = (g: Game): TraceStep["claims"] => ({
  scores: { ...g.meeple },
  figures: Object.fromEntries(g.players.map((p) => [p, { meeple: own(g.meeple, p)! }])),
  robbers: { ...g.robbers },
});

/** The other player with the most points (first in turn order on a tie): where robbers like to sit. */
const leaderBesides = (g: Game, player: string) =>
  fromActive(g)
    .filter((p) => p !== player)
    .reduce((best, p) => (own(g.meeple, p)! > own(g.meeple, best)! ? p : best));

function moment(g: Game, awards: { player: string; points: number }[], bugs: ToyBugs): TraceChoice[] {
  const choices: TraceChoice[] = [];
  const order = fromActive(g);
  const start = { ...g.meeple };
  const moves = awards.map((a) => ({ player: a.player, from: own(start, a.player)!, points: a.points }));
  for (const m of moves) setOwn(g.meeple, m.player, m.from + m.points);
  // Every robber with a movement leaving its space steals from one: the biggest, first in turn order.
  const thefts: { thief: string; amount: number }[] = [];
  for (const owner of order) {
    const at = own(g.robbers, owner);
    if (at === null || at === undefined) continue;
    const options = order.flatMap((victim) =>
      moves.filter((m) => m.player === victim && victim !== owner && m.points > 0 && space(m.from) === at),
    );
    if (options.length === 0) continue;
    const best = options.reduce((a, b) => (b.points > a.points ? b : a));
    choices.push({ kind: "steal", actor: owner, pick: { victim: best.player, figure: "meeple" } });
    thefts.push({ thief: owner, amount: bugs.roundDown ? Math.floor(best.points / 2) : Math.ceil(best.points / 2) });
  }
  for (const t of thefts) setOwn(g.robbers, t.thief, null);
  const rogue = thefts.map((t) => ({ player: t.thief, from: own(g.meeple, t.thief)!, points: t.amount }));
  for (const r of rogue) setOwn(g.meeple, r.player, r.from + r.points);
  // Robbers still out beside a thief's figure follow it (or, with the bug, rob it).
  for (const owner of order) {
    const at = own(g.robbers, owner);
    if (at === null || at === undefined) continue;
    const leaving = rogue.filter((r) => r.player !== owner && r.points > 0 && space(r.from) === at);
    if (leaving.length === 0) continue;
    const first = leaving[0]!;
    if (bugs.robRoguePoints) {
      choices.push({ kind: "steal", actor: owner, pick: { victim: first.player, figure: "meeple" } });
      setOwn(g.meeple, owner, own(g.meeple, owner)! + Math.ceil(first.points / 2));
      setOwn(g.robbers, owner, null);
      continue;
    }
    if (leaving.length > 1)
      choices.push({ kind: "follow", actor: owner, pick: { thief: first.player, figure: "meeple" } });
    setOwn(g.robbers, owner, space(first.from + first.points));
  }
  return choices;
}

function bagTile(g: Game, bugs: ToyBugs): TraceChoice[] {
  g.bagTiles++;
  const choices: TraceChoice[] = [];
  const place = (player: string) => {
    const at = space(own(g.meeple, leaderBesides(g, player))!);
    choices.push({ kind: "place", actor: player, pick: { action: "place", at } });
    setOwn(g.robbers, player, at);
  };
  // The active player places from supply; a robber already out stays where it is.
  if (own(g.robbers, g.active) === null) place(g.active);
  else choices.push({ kind: "place", actor: g.active, pick: { action: "decline" } });
  for (const p of fromActive(g).slice(1)) {
    if (own(g.robbers, p) !== null) continue;
    place(p);
    if (!bugs.everyonePlaces) break;
  }
  return choices;
}

function gameEnd(g: Game): void {
  for (const p of fromActive(g)) {
    if (own(g.robbers, p) === null) continue;
    setOwn(g.meeple, p, own(g.meeple, p)! + 3);
    setOwn(g.robbers, p, null);
  }
}

/** A seeded game of `rounds` turns, recorded as a trace declared under C3 with default readings. */
export function toyTrace(seed: number, rounds: number, bugs: ToyBugs = {}): Trace {
  const next = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const players = ["red", "blue", "green", "yellow"].slice(0, int(3, 4));
  // Figures start on a few nearby squares so that robbers and figures meet often.
  const g: Game = {
    players,
    active: players[0]!,
    meeple: Object.fromEntries(players.map((p) => [p, int(0, 3) * 2])),
    robbers: Object.fromEntries(players.map((p) => [p, null])),
    bagTiles: 0,
  };
  const setup = {
    players: [...players],
    messages: false,
    active: g.active,
    figures: Object.fromEntries(players.map((p) => [p, { meeple: own(g.meeple, p)! }])),
    robbers: { ...g.robbers },
    bagTiles: 0,
  };
  const steps: TraceStep[] = [];
  for (let round = 0; round < rounds; round++) {
    if (g.bagTiles < 8 && int(0, 2) === 0) {
      const choices = bagTile(g, bugs);
      steps.push({ event: { kind: "bag-tile" }, choices, claims: claimsOf(g) });
    }
    const scorers = players.filter(() => int(0, 2) > 0);
    if (scorers.length) {
      const awards = scorers.map((player) => ({
        player,
        points: int(0, 4) === 0 ? int(1, 3) : int(1, 9) * 2 - (int(0, 1) ? 1 : 0),
        source: "feature" as const,
      }));
      const choices = moment(g, awards, bugs);
      steps.push({ event: { kind: "moment", awards }, choices, claims: claimsOf(g) });
    }
    g.active = players[(players.indexOf(g.active) + 1) % players.length]!;
    steps.push({ event: { kind: "turn", player: g.active }, choices: [], claims: claimsOf(g) });
  }
  gameEnd(g);
  steps.push({ event: { kind: "game-end" }, choices: [], claims: claimsOf(g) });
  return {
    format: "robbers-trace/1",
    title: `toy engine, seed ${seed}${Object.keys(bugs).length ? `, bugs: ${Object.keys(bugs).join(", ")}` : ""}`,
    options: { edition: "C3" },
    setup,
    steps,
  };
}

/** The same trace as JSON Lines: the header, then one step per line. */
export function asJsonLines(trace: Trace): string {
  const { steps, ...header } = trace;
  return `${[header, ...steps].map((x) => JSON.stringify(x)).join("\n")}\n`;
}
