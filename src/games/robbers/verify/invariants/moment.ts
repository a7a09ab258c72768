// The scoring-moment properties of properties/robbers/moment.test.ts, restated over every outcome of every
// moment: the robbed keep their points and a theft is half of one ordinary movement; a robber takes
// only a first movement and must take one when it can; robbers follow rogue points; messages are
// drawn exactly for the dark landings the message rules allow.
import type { RobbersEvent } from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import { draws, follows, moves, ordinary, rogue, square, thefts } from "./facts.js";
import { firstFailure, type Transition, type TransitionInvariant, type Verdict } from "./types.js";

type Moment = Extract<RobbersEvent, { kind: "moment" }>;
const isMoment = (t: Transition): t is Transition & { event: Moment } => t.event.kind === "moment";

/** Does this ordinary movement count for robbing (INT-ZERO-POINTS)? */
const counts = (t: Transition, points: number) => points > 0 || t.spec.decisions.zeroPoints.value === "used-up";

/** Per robber out at the start, the movements the rules let it steal from (RB-STEAL-ORDER, -FIRST, INT-ARRIVE-THEN-MOVE). */
function stealable(t: Transition): Map<string, { victim: string; figure: string; points: number }[]> {
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

const keepAndHalf = (t: Transition & { event: Moment }): Verdict => {
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
};

const firstMovement = (t: Transition): Verdict => {
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
};

const mustSteal = (t: Transition): Verdict => {
  for (const [owner, allowed] of stealable(t)) {
    const stole = thefts(t).filter((x) => x.thief === owner).length;
    const expected = allowed.length > 0 ? 1 : 0;
    if (stole !== expected)
      return `${owner}'s robber could steal from ${allowed.length} movements and stole ${stole} times (RB-STEAL-FIRST)`;
  }
  return null;
};

const rogueFollow = (t: Transition): Verdict => {
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
};

const messages = (t: Transition): Verdict => {
  const d = t.spec.decisions;
  const dark = moves(t).filter((m) => t.before.messages && m.points > 0 && m.to % 5 === 0);
  for (const m of dark) {
    const eligible =
      m.source === "rogue"
        ? d.msgOwnTurn.value === "always" || m.player === t.before.active
        : m.player === t.before.active;
    const drew = draws(t).some((x) => x.player === m.player && x.figure === m.figure && x.at === m.to % 50);
    if (!eligible && drew) return `${m.player} drew a message off its turn (MS-DARK-DRAW, INT-MSG-OWN-TURN)`;
    if (eligible && d.msgAlone.value === "not-required" && !drew)
      return `${m.player}'s ${m.figure} landed on dark ${m.to} and drew no message (MS-DARK-DRAW, RB-MSG-DARK)`;
  }
  for (const x of draws(t))
    if (!dark.some((m) => m.player === x.player && m.figure === x.figure))
      return `${x.player} drew a message without a dark landing`;
  for (const p of t.before.players) {
    const n = own(t.after.messagesDrawn, p)! - own(t.before.messagesDrawn, p)!;
    if (n !== draws(t).filter((x) => x.player === p).length)
      return `${p}'s message count changed by ${n}, not by its draws`;
  }
  return null;
};

const onMoment = (f: (t: Transition & { event: Moment }) => Verdict) => (t: Transition) => (isMoment(t) ? f(t) : null);

/** The moment properties, one entry per registry property. */
export const momentInvariants: readonly TransitionInvariant[] = [
  {
    property: "moment-keep-and-half",
    cases: ["theft", "odd-points", "zero-award"],
    name: "robbed keep their points; a theft is ceil(p/2) of one ordinary movement",
    check: onMoment(keepAndHalf),
    witnesses: (t) =>
      isMoment(t)
        ? [
            ...(thefts(t).length ? ["theft"] : []),
            ...(thefts(t).some((x) => x.points % 2 === 1) ? ["odd-points"] : []),
            ...(t.event.awards.some((a) => a.points === 0) ? ["zero-award"] : []),
          ]
        : [],
  },
  {
    property: "moment-first-movement",
    cases: ["choice-among-several", "arrival"],
    name: "only a first movement from the robber's space, one per robber",
    check: onMoment((t) => firstFailure(() => firstMovement(t))),
    witnesses: (t) => {
      const out: string[] = [];
      for (const x of thefts(t)) {
        if ((stealable(t).get(x.thief) ?? []).length > 1) out.push("choice-among-several");
        if (square(t, own(t.before.figures, x.victim)![x.figure]!) !== x.at) out.push("arrival");
      }
      return out;
    },
  },
  {
    property: "moment-must-steal",
    cases: ["must-steal", "several-robbers"],
    name: "a robber that can steal does",
    check: onMoment(mustSteal),
    witnesses: (t) =>
      isMoment(t)
        ? [...(thefts(t).length ? ["must-steal"] : []), ...(thefts(t).length > 1 ? ["several-robbers"] : [])]
        : [],
  },
  {
    property: "moment-rogue-follow",
    cases: ["follow"],
    name: "robbers follow rogue points, else stay",
    check: onMoment(rogueFollow),
    witnesses: (t) => (follows(t).some((f) => f.rules.includes("RB-ROGUE-FOLLOW")) ? ["follow"] : []),
  },
  {
    property: "moment-messages",
    cases: ["draw", "rogue-draw"],
    name: "messages exactly for the dark landings allowed",
    check: onMoment(messages),
    witnesses: (t) => [
      ...(draws(t).length ? ["draw"] : []),
      ...(draws(t).some((x) => rogue(t).some((m) => m.player === x.player && m.figure === x.figure))
        ? ["rogue-draw"]
        : []),
    ],
  },
];
