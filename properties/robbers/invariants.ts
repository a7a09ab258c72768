// The Robbers' invariants written once, as predicates over one step (state, event, effects, state):
// the properties of this folder run them on fast-check's random situations and the exhaustive check
// (src/games/robbers/verify/invariants/) on every transition of its bound, as Quint shares one
// invariant between its simulator and its model checker. Each returns what is wrong in one sentence,
// or null. They restate the rules from the effects the interpreter reports (movements, thefts,
// follows, draws read back as plain facts), not from the handlers.
import {
  figureKinds,
  positionOf,
  type RobbersEffect,
  type RobbersEvent,
  type RobbersState,
  robbersRules,
} from "../../spec/robbers/index.js";
import { own } from "../../src/dsl/own.js";
import type { RobbersSpec } from "../../src/games/robbers/library/api.js";

/** What is wrong, in one sentence, or null when the invariant holds. */
export type Verdict = string | null;

/** One step: `before` --event--> `after` with its effects, under `spec` (the explorer's transitions are such steps). */
export interface Step {
  readonly spec: RobbersSpec;
  readonly before: RobbersState;
  readonly event: RobbersEvent;
  readonly after: RobbersState;
  readonly effects: readonly RobbersEffect[];
}

// ---------------------------------------------------------------------------------------------
// The effects read back as plain facts

type Effects = Pick<Step, "effects">;
export type Move = Extract<RobbersEffect, { type: "figure-moved" }>;
export const moves = (o: Effects): Move[] => o.effects.flatMap((e) => (e.type === "figure-moved" ? [e] : []));
export const ordinary = (o: Effects): Move[] => moves(o).filter((m) => m.source !== "rogue");
export const rogue = (o: Effects): Move[] => moves(o).filter((m) => m.source === "rogue");
export const thefts = (o: Effects) => o.effects.flatMap((e) => (e.type === "steal" ? [e] : []));
export const follows = (o: Effects) => o.effects.flatMap((e) => (e.type === "robber-followed" ? [e] : []));
export const draws = (o: Effects) => o.effects.flatMap((e) => (e.type === "message-drawn" ? [e] : []));
/** The space key of a score under INT-SAME-SPACE in force. */
export const square = (o: Pick<Step, "spec">, score: number): number =>
  o.spec.decisions.sameSpace.value === "loop" ? score % 50 : score;

/** Does a figure of a player other than `owner` stand on `at` in `s`? (RB-PLACE-TARGET) */
export const besideOther = (o: Pick<Step, "spec">, s: RobbersState, owner: string, at: number): boolean =>
  s.players.some((p) => p !== owner && figureKinds(s).some((k) => square(o, own(s.figures, p)![k]!) === at));

/** What the effects say each player should have gained: own awards + thefts + bonus - payments. */
export function explained(effects: readonly RobbersEffect[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of effects) if (e.type === "figure-moved") out.set(e.player, (out.get(e.player) ?? 0) + e.points);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The scoring moment (properties/robbers/moment.test.ts)

type Moment = Extract<RobbersEvent, { kind: "moment" }>;
export const isMoment = (t: Step): t is Step & { event: Moment } => t.event.kind === "moment";

/** Does this ordinary movement count for robbing (INT-ZERO-POINTS)? */
const counts = (t: Step, points: number) => points > 0 || t.spec.decisions.zeroPoints.value === "used-up";

/** Per robber out at the start, the movements the rules let it steal from (RB-STEAL-ORDER, -FIRST, INT-ARRIVE-THEN-MOVE). */
export function stealable(t: Step): Map<string, { victim: string; figure: string; points: number }[]> {
  const out = new Map<string, { victim: string; figure: string; points: number }[]>();
  const arrival = t.spec.decisions.arrival.value;
  for (const [owner, at] of Object.entries(t.before.robbers)) {
    if (at === null) continue;
    const list: { victim: string; figure: string; points: number }[] = [];
    for (const victim of t.before.players) {
      if (victim === owner) continue;
      for (const figure of ["meeple", "messenger"] as const) {
        const mine = ordinary(t).filter((m) => m.player === victim && m.figure === figure && counts(t, m.points));
        const start = own(t.before.figures, victim)![figure];
        const first =
          arrival === "at-start"
            ? start !== undefined && square(t, start) === at
              ? mine[0]
              : undefined
            : mine.find((m) => square(t, m.from) === at);
        if (first) list.push({ victim, figure, points: first.points });
      }
    }
    out.set(owner, list);
  }
  return out;
}

/** moment-keep-and-half: the robbed keep their points; a theft is half (rounded up) of one ordinary movement. */
export function keepAndHalf(t: Step): Verdict {
  if (!isMoment(t)) return null;
  for (const p of t.before.players) {
    const awarded = t.event.awards.filter((a) => a.player === p).reduce((s, a) => s + a.points, 0);
    const kept = ordinary(t)
      .filter((m) => m.player === p)
      .reduce((s, m) => s + m.points, 0);
    if (kept !== awarded) return `${p} scored ${awarded} but its ordinary movements add up to ${kept} (RB-STEAL-KEEP)`;
  }
  for (const x of thefts(t)) {
    if (x.amount !== Math.ceil(x.points / 2))
      return `${x.thief} stole ${x.amount} of a ${x.points}-point movement, not half rounded up (RB-STEAL-HALF)`;
    if (x.thief === x.victim) return `${x.thief} robbed itself (RB-STEAL-SELF)`;
    if (!ordinary(t).some((m) => m.player === x.victim && m.figure === x.figure && m.points === x.points))
      return `${x.thief}'s theft matches no ordinary movement of ${x.victim}'s ${x.figure}`;
    // A theft of 0 (INT-ZERO-POINTS "used-up") moves no figure: nothing to record.
    const mine = rogue(t)
      .filter((m) => m.player === x.thief)
      .map((m) => m.points);
    const expected = x.amount > 0 ? [x.amount] : [];
    if (JSON.stringify(mine) !== JSON.stringify(expected))
      return `${x.thief}'s rogue movements ${JSON.stringify(mine)} are not the one theft of ${x.amount}`;
  }
  const recorded = thefts(t).filter((x) => x.amount > 0).length;
  if (rogue(t).length !== recorded) return `${rogue(t).length} rogue movements for ${recorded} thefts of 1 or more`;
  return null;
}

/** moment-first-movement: a robber steals only a first movement from its space, once, and goes back to supply. */
export function firstMovement(t: Step): Verdict {
  if (!isMoment(t)) return null;
  const allowed = stealable(t);
  const byThief = new Map<string, number>();
  for (const x of thefts(t)) {
    byThief.set(x.thief, (byThief.get(x.thief) ?? 0) + 1);
    const mine = allowed.get(x.thief) ?? [];
    if (!mine.some((a) => a.victim === x.victim && a.figure === x.figure && a.points === x.points))
      return (
        `theft ${JSON.stringify({ thief: x.thief, victim: x.victim, figure: x.figure, points: x.points })} ` +
        `is not one of the first movements ${JSON.stringify(mine)} (RB-STEAL-ORDER)`
      );
    if (own(t.after.robbers, x.thief) !== null)
      return `${x.thief}'s robber stole but is not back in supply (RB-STEAL-RETURN)`;
  }
  for (const [thief, n] of byThief) if (n !== 1) return `${thief}'s robber stole ${n} times in one moment`;
  return null;
}

/** moment-must-steal: a robber that can steal does, once. */
export function mustSteal(t: Step): Verdict {
  if (!isMoment(t)) return null;
  for (const [owner, allowed] of stealable(t)) {
    const stole = thefts(t).filter((x) => x.thief === owner).length;
    const expected = allowed.length > 0 ? 1 : 0;
    if (stole !== expected)
      return `${owner}'s robber could steal from ${allowed.length} movements and stole ${stole} times (RB-STEAL-FIRST)`;
  }
  return null;
}

/** moment-rogue-follow: a robber that did not steal follows a rogue movement leaving its space, else stays. */
export function rogueFollow(t: Step): Verdict {
  if (!isMoment(t)) return null;
  const thieves = new Set(thefts(t).map((x) => x.thief));
  for (const [owner, at] of Object.entries(t.before.robbers)) {
    if (at === null || thieves.has(owner)) continue;
    const leaving = rogue(t).filter((m) => m.player !== owner && m.points > 0 && square(t, m.from) === at);
    const end = own(t.after.robbers, owner);
    if (leaving.length > 0 && !leaving.some((m) => square(t, m.to) === end))
      return `${owner}'s robber on ${at} ends on ${end}, not beside a rogue movement leaving it (RB-ROGUE-FOLLOW)`;
    if (leaving.length === 0 && end !== at)
      return `${owner}'s robber neither stole nor followed but moved from ${at} to ${end}`;
  }
  return null;
}

/** A movement that landed on a dark space with points, and whether its player may draw for it (MS-DARK-DRAW, INT-MSG-OWN-TURN). */
export function darkLandings(t: Step): { move: Move; eligible: boolean; drew: boolean }[] {
  const d = t.spec.decisions;
  return moves(t)
    .filter((m) => t.before.messages && m.points > 0 && m.to % 5 === 0)
    .map((m) => ({
      move: m,
      eligible:
        m.source === "rogue"
          ? d.msgOwnTurn.value === "always" || m.player === t.before.active
          : m.player === t.before.active,
      drew: draws(t).some((x) => x.player === m.player && x.figure === m.figure && x.at === m.to % 50),
    }));
}

/** Under INT-MSG-ALONE "alone-after-moment": does another figure stand on the landing's space once the moment is done? */
export const crowdedAfter = (t: Step, m: Move): boolean =>
  t.before.players.some((p) =>
    (["meeple", "messenger"] as const).some(
      (k) =>
        !(p === m.player && k === m.figure) && square(t, positionOf(own(t.after.figures, p)!, k)) === square(t, m.to),
    ),
  );

/** moment-messages: messages are drawn exactly for the dark landings the message rules allow, and counted. */
export function messages(t: Step): Verdict {
  if (!isMoment(t)) return null;
  const alone = t.spec.decisions.msgAlone.value;
  const dark = darkLandings(t);
  for (const { move: m, eligible, drew } of dark) {
    if (!eligible && drew) return `${m.player} drew a message off its turn (MS-DARK-DRAW, INT-MSG-OWN-TURN)`;
    if (eligible && alone === "not-required" && !drew)
      return `${m.player}'s ${m.figure} landed on dark ${m.to} and drew no message (MS-DARK-DRAW, RB-MSG-DARK)`;
    // Judged once the moment is done: drawn exactly when no other figure then stands on that space.
    if (eligible && alone === "alone-after-moment" && drew === crowdedAfter(t, m))
      return `${m.player}'s ${m.figure} landed on dark ${m.to} and ${drew ? "drew a message, not alone" : "drew none, alone"} (INT-MSG-ALONE)`;
  }
  for (const x of draws(t))
    if (!dark.some(({ move: m }) => m.player === x.player && m.figure === x.figure))
      return `${x.player} drew a message without a dark landing`;
  for (const p of t.before.players) {
    const n = own(t.after.messagesDrawn, p)! - own(t.before.messagesDrawn, p)!;
    if (n !== draws(t).filter((x) => x.player === p).length)
      return `${p}'s message count changed by ${n}, not by its draws`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Citations (properties/robbers/citations.test.ts)

/** A conditional citation of one effect: `id` is cited exactly when `held`. */
export interface Conditional {
  readonly effect: RobbersEffect;
  readonly id: string;
  readonly held: boolean;
  /** The condition, for the message. */
  readonly what: string;
}

/** Every conditional citation of a step: each id an effect cites exactly when its condition held. */
export function conditionals(t: Step): Conditional[] {
  const sq = (n: number) => square(t, n);
  const { before, after, event } = t;
  const out: Conditional[] = [];
  const add = (effect: RobbersEffect, id: string, held: boolean, what: string) => out.push({ effect, id, held, what });
  for (const e of t.effects) {
    if (event.kind === "moment" && e.type === "steal")
      add(
        e,
        "INT-ARRIVE-THEN-MOVE",
        sq(own(before.figures, e.victim)![e.figure]!) !== e.at,
        "the victim arrived during the moment",
      );
    if (event.kind === "moment" && e.type === "robber-stayed") {
      const ownLeft = t.effects.some(
        (m) =>
          m.type === "figure-moved" &&
          m.source !== "rogue" &&
          m.player === e.player &&
          m.points > 0 &&
          sq(m.from) === e.at,
      );
      add(e, "RB-STEAL-SELF", ownLeft, "its owner's figure left the space");
    }
    if (event.kind === "moment" && e.type === "robber-followed") {
      const othersStay = after.players.some(
        (p) =>
          p !== e.player &&
          figureKinds(after).some(
            (k) => !(p === e.owner && k === e.figure) && sq(own(after.figures, p)![k]!) === e.from,
          ),
      );
      add(e, "RB-ROGUE-FOLLOW-MIXED", othersStay, "other figures stay");
    }
    if (event.kind === "moment" && e.type === "message-drawn") {
      const landing = (rogueOnly: boolean) =>
        t.effects.some(
          (m) =>
            m.type === "figure-moved" &&
            (m.source === "rogue") === rogueOnly &&
            m.player === e.player &&
            m.figure === e.figure &&
            m.to % 50 === e.at,
        );
      const rogueLanding = landing(true);
      const ordinaryLanding = landing(false);
      // Where both kinds of movement landed there, either may be the one the message is for.
      if (!(rogueLanding && ordinaryLanding)) add(e, "RB-MSG-DARK", rogueLanding, "only a rogue movement landed there");
    }
    if (event.kind === "backward" && (e.type === "robber-followed" || e.type === "robber-stayed")) {
      const at = e.type === "robber-followed" ? e.from : e.at;
      const remaining = after.players.flatMap((p) =>
        figureKinds(after).flatMap((k) => (sq(own(after.figures, p)![k]!) === at ? [p] : [])),
      );
      const canStay =
        t.spec.decisions.backStayOwn.value === "any-figure"
          ? remaining.length > 0
          : remaining.some((p) => p !== e.player);
      add(e, "RB-BACK-CHOOSE", canStay, "the robber could stay");
      add(
        e,
        "INT-BACK-STAY-OWN",
        remaining.length > 0 && remaining.every((p) => p === e.player),
        "only its owner's figures remain",
      );
    }
  }
  return out;
}

const KNOWN = new Set(robbersRules.map((r) => r.id));

/** citations: every effect cites known rules, and each conditional id exactly when its condition held. */
export function citesKnownRules(t: Step): Verdict {
  for (const e of t.effects) {
    if (e.rules.length === 0) return `${e.type} cites no rule`;
    const unknown = e.rules.filter((id) => !KNOWN.has(id));
    if (unknown.length) return `${e.type} cites unknown ${unknown.join(", ")}`;
  }
  for (const { effect: e, id, held, what } of conditionals(t))
    if (e.rules.includes(id) !== held)
      return `${e.type} ${held ? "does not cite" : "cites"} ${id} though ${what} ${held ? "holds" : "does not hold"}`;
  return null;
}
