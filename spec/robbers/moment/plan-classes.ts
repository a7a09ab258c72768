// A player's plans for one scoring moment (RB-STEAL-ORDER: an order of its awards and a figure for
// each), grouped into classes that leave the same trace: the same offers to each robber, the same
// final positions, the same number of message draws. Each class keeps one plan and how many plans
// it stands for. Up to SMALL_PLANS plans are listed one by one (allPlans order, so classes and their
// representative plans are those the enumerator always had); past that the classes are built
// figure by figure and counted instead of listed, which is exact because nothing a class records
// depends on how the two figures' movements interleave: a robber sees per figure the first movement
// from its space (stealableMovements), and with INT-MSG-ALONE "not-required" (the only reading the
// factored enumerator plays with The Messages) a landing draws on its own, whatever else moved.
import { own } from "../../../src/dsl/own.js";
import { figureKinds } from "../board.js";
import { allPlans } from "../choices.js";
import type { Award, FigureKind, Figures, PlanPick, PlayerId, RobbersState } from "../model.js";
import { messageDraws } from "./landings.js";
import { awardsByPlayer, type MomentRules, type Movement, planMovements } from "./movements.js";
import { offeredTo } from "./steps/steal.js";

/** Plans of one player that leave the same trace: same offers to robbers, same finals, same draws. */
export interface PlanClass {
  /** Position in the player's class list: lets factors be shared between groups. */
  readonly id: number;
  /** `owner|figure|points` for every movement this plan lets a robber of `owner` steal. */
  readonly offers: ReadonlySet<string>;
  readonly offeredTo: ReadonlySet<PlayerId>;
  readonly finals: Figures;
  readonly draws: number;
  /** One plan of the class (null for a player without awards). */
  readonly plan: PlanPick | null;
  /** How many plans the class stands for. */
  count: bigint;
}

/** Past this many plans (4 awards with two figures: 4! x 2^4), a player's classes are counted, not listed. */
const SMALL_PLANS = 384;

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const binomial = (n: number, k: number): bigint => BigInt(factorial(n) / (factorial(k) * factorial(n - k)));

/** What a list of one player's movements leaves: the offers it makes, its finals, its draws. */
function traceOf(
  state: RobbersState,
  awards: readonly Award[],
  player: PlayerId,
  onBoard: readonly PlayerId[],
  rules: MomentRules,
  plan: PlanPick,
): { offers: string[]; finals: Figures; draws: number } {
  const start = own(state.figures, player)!;
  const moves = planMovements(start, player, plan, awards);
  const offers: string[] = [];
  // Robbers on one space are offered the same movements (but for their own player's): ask once per space.
  const bySpace = new Map<number, readonly { figure: string; points: number }[]>();
  for (const owner of onBoard) {
    const space = own(state.robbers, owner)!;
    if (owner === player) {
      for (const m of offeredTo(owner, space, player, start, moves, rules))
        offers.push(`${owner}|${m.figure}|${m.points}`);
      continue;
    }
    let here = bySpace.get(space);
    if (!here) {
      here = offeredTo(owner, space, player, start, moves, rules);
      bySpace.set(space, here);
    }
    for (const m of here) offers.push(`${owner}|${m.figure}|${m.points}`);
  }
  let finals: Figures = start;
  for (const m of moves) finals = m.figure === "meeple" ? { ...finals, meeple: m.to } : { ...finals, messenger: m.to };
  offers.sort();
  return { offers, finals, draws: messageDraws(state, moves, rules).length };
}

/**
 * Two plans are in one class when these agree (offers are sorted). JSON, not a joined string: offers
 * carry player ids, which may hold any character, so no separator is safe.
 */
const keyOf = (trace: { offers: readonly string[]; finals: Figures; draws: number }): string =>
  JSON.stringify([trace.offers, trace.finals.meeple, trace.finals.messenger, trace.draws]);

/** Add one plan (standing for `count` plans) to the classes keyed by their trace. */
function addTo(
  byKey: Map<string, PlanClass>,
  trace: { offers: string[]; finals: Figures; draws: number },
  plan: PlanPick,
  count: bigint,
): void {
  const key = keyOf(trace);
  const seen = byKey.get(key);
  if (seen) seen.count += count;
  else
    byKey.set(key, {
      id: byKey.size,
      offers: new Set(trace.offers),
      offeredTo: new Set(trace.offers.map((o) => o.split("|")[0]!)),
      finals: trace.finals,
      draws: trace.draws,
      plan,
      count,
    });
}

/**
 * The orders of one figure's awards grouped by what they leave (offers, final, draws), each with
 * one order and how many orders it stands for. Built award by award over the subsets already
 * moved (the figure's position after a subset is its start plus their points, whatever the
 * order), keeping per subset only what the rest of the order can still change: which robbers were
 * already offered a movement of this figure, and the draws so far. That is exact because a robber
 * is offered the first movement whose one-movement list it would be offered (stealableMovements:
 * the first counting movement from its space, or of a figure that began there), and under
 * INT-MSG-ALONE "not-required" each landing draws on its own (messageDraws); both are asked of
 * the steps' own functions, one movement at a time.
 */
function figureOrders(
  state: RobbersState,
  awards: readonly Award[],
  player: PlayerId,
  onBoard: readonly PlayerId[],
  rules: MomentRules,
  figure: FigureKind,
  mine: readonly number[],
): { trace: { offers: string[]; finals: Figures; draws: number }; order: number[]; count: bigint }[] {
  const start = own(state.figures, player)!;
  const from0 = figure === "meeple" ? start.meeple : (start.messenger ?? 0);
  type Partial = { offers: string[]; offered: Set<PlayerId>; draws: number; order: number[]; count: bigint };
  // Partial orders by subset (a bit per award of `mine`), merged by what the rest can still change.
  let layer = new Map<number, Map<string, Partial>>([
    [0, new Map([["", { offers: [], offered: new Set(), draws: 0, order: [], count: 1n }]])],
  ]);
  for (let placed = 0; placed < mine.length; placed++) {
    const next = new Map<number, Map<string, Partial>>();
    for (const [used, partials] of layer) {
      let from = from0;
      mine.forEach((a, i) => {
        if (used & (1 << i)) from += awards[a]!.points;
      });
      mine.forEach((award, i) => {
        if (used & (1 << i)) return;
        const a = awards[award]!;
        const m: Movement = { player, figure, award, from, to: from + a.points, points: a.points, source: a.source };
        const draws = messageDraws(state, [m], rules).length;
        const takers = onBoard.filter(
          (o) => offeredTo(o, own(state.robbers, o)!, player, start, [m], rules).length > 0,
        );
        const bucket = next.get(used | (1 << i)) ?? new Map<string, Partial>();
        next.set(used | (1 << i), bucket);
        for (const p of partials.values()) {
          const fresh = takers.filter((o) => !p.offered.has(o));
          const offers = fresh.length ? [...p.offers, ...fresh.map((o) => `${o}|${figure}|${a.points}`)] : p.offers;
          const offered = fresh.length ? new Set([...p.offered, ...fresh]) : p.offered;
          const key = JSON.stringify([[...offers].sort(), p.draws + draws]);
          const seen = bucket.get(key);
          if (seen) seen.count += p.count;
          else bucket.set(key, { offers, offered, draws: p.draws + draws, order: [...p.order, award], count: p.count });
        }
      });
    }
    layer = next;
  }
  const to = from0 + mine.reduce((sum, a) => sum + awards[a]!.points, 0);
  const finals: Figures = figure === "meeple" ? { ...start, meeple: to } : { ...start, messenger: to };
  // The last layer holds one subset: every award of `mine` placed (the empty one when `mine` is empty).
  return [...layer.get((1 << mine.length) - 1)!.values()].map((p) => ({
    trace: { offers: [...p.offers].sort(), finals, draws: p.draws },
    order: p.order,
    count: p.count,
  }));
}

/**
 * Every class of `player`'s plans for awards `mine` (indices into `awards`): listed plan by plan up
 * to `listUpTo` plans (tests set it to compare both ways), counted figure by figure past it.
 */
export function classesOf(
  state: RobbersState,
  awards: readonly Award[],
  mine: readonly number[],
  player: PlayerId,
  onBoard: readonly PlayerId[],
  rules: MomentRules,
  listUpTo = SMALL_PLANS,
): PlanClass[] {
  const start = own(state.figures, player)!;
  if (mine.length === 0)
    return [{ id: 0, offers: new Set(), offeredTo: new Set(), finals: start, draws: 0, plan: null, count: 1n }];
  const kinds = figureKinds(state);
  const byKey = new Map<string, PlanClass>();
  if (factorial(mine.length) * kinds.length ** mine.length <= listUpTo) {
    for (const plan of allPlans(mine, kinds))
      addTo(byKey, traceOf(state, awards, player, onBoard, rules, plan), plan, 1n);
    return [...byKey.values()];
  }
  // Each split of the awards between the figures, each figure's orders grouped by what they leave,
  // and every interleaving of the two orders (C(k, meeple's share) of them) in one class.
  const [first, second] = kinds as readonly FigureKind[];
  const splits = second ? 2 ** mine.length : 1;
  for (let mask = 0; mask < splits; mask++) {
    const ofFirst = mine.filter((_, i) => (mask & (1 << i)) === 0);
    const ofSecond = mine.filter((_, i) => (mask & (1 << i)) !== 0);
    const interleavings = binomial(mine.length, ofFirst.length);
    const a = figureOrders(state, awards, player, onBoard, rules, first!, ofFirst);
    const b = second ? figureOrders(state, awards, player, onBoard, rules, second, ofSecond) : [];
    for (const x of a) {
      for (const y of b.length ? b : [null]) {
        const plan: PlanPick = {
          sequence: [
            ...x.order.map((award) => ({ award, figure: first! })),
            ...(y ? y.order.map((award) => ({ award, figure: second! })) : []),
          ],
        };
        const trace = y
          ? {
              offers: [...x.trace.offers, ...y.trace.offers].sort(),
              finals: { ...start, [first!]: x.trace.finals[first!], [second!]: y.trace.finals[second!] } as Figures,
              draws: x.trace.draws + y.trace.draws,
            }
          : x.trace;
        addTo(byKey, trace, plan, x.count * (y?.count ?? 1n) * interleavings);
      }
    }
  }
  return [...byKey.values()];
}

/**
 * Choice paths of a moment counted from the plans alone: every player with awards picks one of
 * k! x figures^k plans (RB-STEAL-ORDER), and every later choice only multiplies them. What a walk
 * of every path is refused by up front, before walking any.
 */
export function planPathsAtLeast(state: RobbersState, event: { readonly awards: readonly Award[] }): bigint {
  const kinds = BigInt(figureKinds(state).length);
  let paths = 1n;
  for (const mine of awardsByPlayer(event.awards).values()) {
    let plans = kinds ** BigInt(mine.length);
    for (let i = 2; i <= mine.length; i++) plans *= BigInt(i);
    paths *= plans;
  }
  return paths;
}
