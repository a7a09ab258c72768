// Exact totals of a scoring moment's factored set (groups, distinct outcomes, choice paths, size)
// without listing its theft assignments, which grow like (movements a robber could take)^robbers.
// A group's outcomes are a product of one factor per player (its plans; a thief's plans and rogue
// figure) as long as no two thieves could drag the same robber. Then, for a fixed set of thieves
// and a fixed amount stolen by each, a thief's choice of victim touches only that victim's factor,
// and the sum over every assignment is a product over victims, summed over how the thieves split
// between them (a subset convolution, 3^thieves terms per victim). The factors themselves are the
// enumerator's own (factors.ts), so both count the same things; a set of thieves whose reaches
// overlap is summed group by group instead. A test checks these totals against the listed set.
import type { Factor } from "../../../src/dsl/index.js";
import { own } from "../../../src/dsl/index.js";
import type { PlayerId } from "../model.js";
import {
  buildGroup,
  consistent,
  type MomentFrame,
  narrowed,
  type PlanClass,
  reachOf,
  type Theft,
  thiefFactor,
} from "./factors.js";
import { messageDraws } from "./landings.js";
import { rogueMovement } from "./steps/rogue.js";
import { stolenAmount } from "./steps/steal.js";

/** The totals of a factored set. */
export interface MomentTotals {
  readonly groups: bigint;
  readonly distinct: bigint;
  readonly paths: bigint;
  /** Groups plus every factor option of every group. */
  readonly size: bigint;
}

/** Totals over a sum of partial groups: how many, their outcomes, their paths, their factor options. */
interface Tally {
  readonly g: bigint;
  readonly d: bigint;
  readonly p: bigint;
  readonly z: bigint;
}

const ZERO: Tally = { g: 0n, d: 0n, p: 0n, z: 0n };
const ONE: Tally = { g: 1n, d: 1n, p: 1n, z: 0n };
const plus = (a: Tally, b: Tally): Tally => ({ g: a.g + b.g, d: a.d + b.d, p: a.p + b.p, z: a.z + b.z });
/** Every partial group of `a` joined with every one of `b`: options add up within a group. */
const times = (a: Tally, b: Tally): Tally => ({ g: a.g * b.g, d: a.d * b.d, p: a.p * b.p, z: a.z * b.g + b.z * a.g });
const ofFactor = (f: Factor): Tally => {
  const n = BigInt(f.options.length);
  return { g: 1n, d: n, p: f.options.reduce((s, o) => s + o.count, 0n), z: n };
};

/**
 * What ofFactor(scorerFactor(state, v, live)) counts, without building the factor: its options are
 * the classes merged by summary, and a scorer's summary is its final positions and its draws.
 */
function scorerTally(live: readonly PlanClass[]): Tally {
  const seen = new Set<string>();
  let p = 0n;
  for (const c of live) {
    seen.add(`${c.finals.meeple}/${c.finals.messenger}/${c.draws}`);
    p += c.count;
  }
  const n = BigInt(seen.size);
  return { g: 1n, d: n, p, z: n };
}

/**
 * What ofFactor(thiefFactor(...)) counts for one thief no robber can follow: its options are
 * (class, rogue figure) merged by summary, which is then the thief's final positions and draws
 * (a 0-point theft moves nothing and asks nothing, as the rogue step).
 */
function thiefTally(frame: MomentFrame, thief: PlayerId, live: readonly PlanClass[], amount: number): Tally {
  const seen = new Set<string>();
  let p = 0n;
  for (const c of live) {
    if (amount === 0) {
      seen.add(`${c.finals.meeple}/${c.finals.messenger}/${c.draws}`);
      p += c.count;
      continue;
    }
    for (const figure of frame.kinds) {
      const m = rogueMovement(thief, figure, c.finals, amount);
      const finals = figure === "meeple" ? { ...c.finals, meeple: m.to } : { ...c.finals, messenger: m.to };
      const draws = c.draws + messageDraws(frame.state, [m], frame.rules).length;
      seen.add(`${finals.meeple}/${finals.messenger}/${draws}`);
      p += c.count;
    }
  }
  const n = BigInt(seen.size);
  return { g: 1n, d: n, p, z: n };
}

/**
 * Most work countMoment may take on, in the units of countWork (about a second per 20 million on
 * this project's reference machine). Every moment of the benchmarks stays far below it; a moment
 * past it (several robbers on one space, each able to take many different amounts from many
 * victims) is refused before counting rather than left running.
 */
export const MAX_COUNT_WORK = 100_000_000;

/**
 * An upper bound on countMoment's work, from what each robber could take (before any class is
 * filtered): per set of thieves, the amounts fixed in turn (one per distinct amount of each) times
 * the subset convolution, plus the picks tried per victim.
 */
export function countWork(frame: MomentFrame): number {
  const { onBoard, order, possible, rules } = frame;
  const taken = onBoard.map((t) => possible.get(t)!.filter((x): x is NonNullable<Theft> => x !== null));
  const amounts = taken.map((xs) => new Set(xs.map((x) => stolenAmount(x.points, rules))).size);
  let work = 0;
  for (let mask = 1; mask < 2 ** onBoard.length; mask++) {
    let alphas = 1;
    let size = 0;
    for (let i = 0; i < onBoard.length; i++)
      if ((mask >> i) & 1) {
        alphas *= amounts[i]!;
        size++;
      }
    work += alphas * order.length * 4 ** size;
  }
  for (const v of order) {
    let picks = 1;
    for (const xs of taken) picks *= 1 + xs.filter((x) => x.victim === v).length;
    work += picks;
  }
  return work;
}

/** The exact totals of the set `enumerateMoment` makes for this frame. */
export function countMoment(frame: MomentFrame): MomentTotals {
  const { onBoard } = frame;
  let total = ZERO;
  for (let mask = 0; mask < 2 ** onBoard.length; mask++) {
    const thieves = onBoard.filter((_, i) => (mask & (1 << i)) !== 0);
    total = plus(total, countThieves(frame, thieves));
  }
  return { groups: total.g, distinct: total.d, paths: total.p, size: total.z + total.g };
}

/** The groups in which exactly `thieves` steal (every other robber takes nothing). */
function countThieves(frame: MomentFrame, thieves: readonly PlayerId[]): Tally {
  const { order, onBoard, classes, possible, rules } = frame;
  const remaining = onBoard.filter((o) => !thieves.includes(o));
  // A robber that takes nothing needs nobody to offer it anything (RB-STEAL-FIRST).
  const base = new Map<PlayerId, readonly PlanClass[]>();
  for (const p of order) {
    const kept = classes.get(p)!.filter((c) => remaining.every((o) => consistent(c, p, o, null)));
    if (kept.length === 0) return ZERO;
    base.set(p, kept);
  }
  // What each thief could take from the classes left.
  const items = new Map<PlayerId, NonNullable<Theft>[]>();
  for (const t of thieves) {
    const mine = possible
      .get(t)!
      .filter((x): x is NonNullable<Theft> => x !== null)
      .filter((x) => base.get(x.victim)!.some((c) => consistent(c, x.victim, t, x)));
    if (mine.length === 0) return ZERO;
    items.set(t, mine);
  }
  // Thieves whose reaches could overlap share a factor: sum those group by group.
  const reachMax = thieves.map((t) => reachOf(frame, t, base.get(t)!, remaining));
  const overlap = reachMax.some((r, i) => reachMax.some((q, j) => j > i && r.some((o) => q.includes(o))));
  if (overlap) return groupByGroup(frame, thieves, base);

  const weights = new Map<string, Tally>();
  /**
   * A player's factor for the classes `live` (its classes left after the thefts `demands` from it,
   * which is what the key says): as a scorer, or as a thief of `amount`.
   */
  const weight = (v: PlayerId, live: readonly PlanClass[], demands: string, amount: number | null): Tally => {
    const key = JSON.stringify([v, amount, demands]);
    let w = weights.get(key);
    if (w) return w;
    if (amount === null) w = live.every((c) => c.plan === null) ? ONE : scorerTally(live);
    else if (reachOf(frame, v, live, remaining).length === 0) w = thiefTally(frame, v, live, amount);
    else
      w = ofFactor(
        thiefFactor(
          frame.state,
          rules,
          frame.kinds,
          [v],
          reachOf(frame, v, live, remaining),
          new Map([[v, { amount }]]),
          new Map([[v, live]]),
        ),
      );
    weights.set(key, w);
    return w;
  };

  const index = new Map(thieves.map((t, i) => [t, i]));
  const full = (1 << thieves.length) - 1;
  const amountOf = (x: NonNullable<Theft>) => stolenAmount(x.points, rules);
  // Thieves some other thief could rob: their own factor depends on who robs them, so the amount
  // each of them steals is fixed in turn (alpha); a thief nobody can rob has its own factor folded
  // into the pick of its victim.
  const robbable = thieves.filter((t) => thieves.some((s) => s !== t && items.get(s)!.some((x) => x.victim === t)));
  const amounts = thieves.map((t) => [...new Set(items.get(t)!.map(amountOf))]);
  const base1 = Math.max(...amounts.map((a) => a.length)) + 1;
  const digitOf = (i: number, amount: number) => amounts[i]!.indexOf(amount) + 1;
  const robbableMask = robbable.reduce((m, t) => m | (1 << index.get(t)!), 0);
  /** The amounts of the robbable thieves in `mask` as one number (0 for a thief outside it). */
  const codeOf = (digits: readonly number[], mask: number): number => {
    let code = 0;
    for (let i = thieves.length - 1; i >= 0; i--) code = code * base1 + ((mask >> i) & 1 ? digits[i]! : 0);
    return code;
  };

  // Per victim and set of thieves robbing it: the sum of its factor over every pick of those thieves,
  // by the amounts of the robbable ones (and its own amount when it is a robbable thief itself).
  const tables = order.map((v) => {
    const ownIndex = index.get(v);
    const byRobbers = new Map<number, Map<number, Tally>>();
    if (ownIndex !== undefined && (robbableMask & (1 << ownIndex)) === 0) {
      byRobbers.set(0, new Map([[0, ONE]]));
      return byRobbers;
    }
    const ownAmounts = ownIndex === undefined ? [null] : amounts[ownIndex]!;
    const others = thieves.filter((t) => t !== v);
    for (let r = 0; r <= full; r++) {
      if (ownIndex !== undefined && (r >> ownIndex) & 1) continue;
      const who = others.filter((t) => (r >> index.get(t)!) & 1);
      const byCode = new Map<number, Tally>();
      const digits = thieves.map(() => 0);
      /** The first movement of a figure already picked from a robber space in this pick (space|figure -> points). */
      const chosen = new Map<string, number>();
      const pick = (i: number, live: readonly PlanClass[], demands: string, carried: Tally): void => {
        if (live.length === 0) return;
        if (i === who.length) {
          for (const a of ownAmounts) {
            if (ownIndex !== undefined) digits[ownIndex] = digitOf(ownIndex, a!);
            const code = codeOf(digits, (r | (ownIndex === undefined ? 0 : 1 << ownIndex)) & robbableMask);
            byCode.set(code, plus(byCode.get(code) ?? ZERO, times(carried, weight(v, live, demands, a))));
          }
          return;
        }
        const t = who[i]!;
        const ti = index.get(t)!;
        const space = own(frame.state.robbers, t)!;
        for (const x of items.get(t)!) {
          if (x.victim !== v) continue;
          // Robbers on one space are offered the same first movement of a figure (v robs none of
          // them): another pick of it there either agrees (the classes are those already kept)
          // or keeps none.
          const here = `${space}|${x.figure}`;
          const before = chosen.get(here);
          if (before !== undefined && before !== x.points) continue;
          const offer = `${t}|${x.figure}|${x.points}`;
          const a = amountOf(x);
          digits[ti] = digitOf(ti, a);
          // A thief nobody robs: its own factor (plans, rogue figure) goes with this pick.
          const folded = (robbableMask >> ti) & 1 ? carried : times(carried, weight(t, base.get(t)!, "", a));
          if (before !== undefined) {
            pick(i + 1, live, demands, folded);
            continue;
          }
          chosen.set(here, x.points);
          pick(
            i + 1,
            // What consistent(c, v, t, x) asks of the victim's classes, with the key made once.
            live.filter((c) => c.offers.has(offer)),
            `${demands} ${here}|${x.points}`,
            folded,
          );
          chosen.delete(here);
        }
        digits[ti] = 0;
      };
      pick(0, base.get(v)!, "", ONE);
      if (byCode.size) byRobbers.set(r, byCode);
    }
    return byRobbers;
  });

  let total = ZERO;
  const alpha = thieves.map(() => 0);
  // The tables as lists, and the DP over sets of thieves assigned so far as an array by mask.
  const tableLists = tables.map((t) => [...t.entries()]);
  const selves = order.map((v) => (index.has(v) ? 1 << index.get(v)! : 0));
  const sumForAlpha = (): Tally => {
    let dp: (Tally | undefined)[] = [ONE];
    for (let vi = 0; vi < order.length; vi++) {
      const next: (Tally | undefined)[] = [];
      for (const [r, byCode] of tableLists[vi]!) {
        const h = byCode.get(codeOf(alpha, (r | selves[vi]!) & robbableMask));
        if (!h) continue;
        for (let taken = 0; taken < dp.length; taken++) {
          const value = dp[taken];
          if (value === undefined || taken & r) continue;
          const sum = times(value, h);
          const was = next[taken | r];
          next[taken | r] = was ? plus(was, sum) : sum;
        }
      }
      dp = next;
    }
    return dp[full] ?? ZERO;
  };
  const each = (k: number): void => {
    if (k === robbable.length) {
      total = plus(total, sumForAlpha());
      return;
    }
    const i = index.get(robbable[k]!)!;
    for (let d = 1; d <= amounts[i]!.length; d++) {
      alpha[i] = d;
      each(k + 1);
    }
  };
  each(0);
  return total;
}

/** The groups of `thieves` one by one (thieves whose rogue points could drag the same robber). */
function groupByGroup(
  frame: MomentFrame,
  thieves: readonly PlayerId[],
  base: ReadonlyMap<PlayerId, readonly PlanClass[]>,
): Tally {
  const { onBoard, order, possible } = frame;
  let total = ZERO;
  const memo = new Map<string, Factor>();
  const assign = (i: number, thefts: readonly Theft[], live: ReadonlyMap<PlayerId, readonly PlanClass[]>): void => {
    if (i === onBoard.length) {
      const g = buildGroup(frame, thefts, live, memo);
      total = plus(
        total,
        g.factors.reduce((acc, f) => times(acc, ofFactor(f)), { ...ONE, p: g.count }),
      );
      return;
    }
    const owner = onBoard[i]!;
    if (!thieves.includes(owner)) {
      assign(i + 1, [...thefts, null], live);
      return;
    }
    for (const theft of possible.get(owner)!) {
      if (theft === null) continue;
      const next = narrowed(live, order, owner, theft);
      if (next) assign(i + 1, [...thefts, theft], next);
    }
  };
  assign(0, [], base);
  return total;
}
