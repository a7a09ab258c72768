// The building blocks of the factored enumeration of a scoring moment (factored.ts) and of its
// counting (count.ts): the moment's frame (plan classes per player, what each robber could take),
// which plan classes agree with a robber's theft, and the factors of one group of outcomes (a
// player's own plans; a thief's plans, rogue figure and the robbers that follow it).
import type { Factor, FactorOption, OutcomeGroup, PathStep } from "../../../src/dsl/index.js";
import { own } from "../../../src/dsl/index.js";
import { figureKinds, positionOf, spaceOf, turnOrderFrom } from "../board.js";
import type { Award, FigureKind, Figures, PlayerId, RobbersState } from "../model.js";
import type { RobbersDecisions } from "../types.js";
import { messageDraws } from "./landings.js";
import { awardsByPlayer, type MomentRules, type Movement, momentRules } from "./movements.js";
import { classesOf, type PlanClass } from "./plan-classes.js";
import { followable } from "./steps/follow.js";
import { rogueMovement } from "./steps/rogue.js";
import { stolenAmount } from "./steps/steal.js";

export type { PlanClass } from "./plan-classes.js";

/** What one robber takes: a movement of a victim (by figure and points), or nothing. */
export type Theft = { readonly victim: PlayerId; readonly figure: FigureKind; readonly points: number } | null;

/** A moment as the factored enumerator sees it: plan classes per player, and what each robber could take. */
export interface MomentFrame {
  readonly state: RobbersState;
  readonly rules: MomentRules;
  readonly kinds: readonly FigureKind[];
  /** Turn order from the active player. */
  readonly order: readonly PlayerId[];
  /** Players whose robber is on the board, in turn order. */
  readonly onBoard: readonly PlayerId[];
  readonly classes: ReadonlyMap<PlayerId, readonly PlanClass[]>;
  /** Per robber owner: nothing (null) first, then every movement some class of some player offers it. */
  readonly possible: ReadonlyMap<PlayerId, readonly Theft[]>;
}

/**
 * The frame of a moment, or undefined when the factored enumeration does not apply: under either
 * "alone" reading of INT-MSG-ALONE with The Messages (a draw depends on every figure's position,
 * which couples all players), and under a misreading (the factors assume the rules as written).
 */
export function frameOf(
  d: RobbersDecisions,
  state: RobbersState,
  event: { readonly kind: "moment"; readonly awards: readonly Award[] },
): MomentFrame | undefined {
  const rules = momentRules(d);
  if (state.messages && rules.msgAlone !== "not-required") return undefined;
  if (rules.misread) return undefined;
  const kinds = figureKinds(state);
  const order = turnOrderFrom(state.players, state.active);
  const onBoard = order.filter((p) => own(state.robbers, p) !== null);
  const byPlayer = awardsByPlayer(event.awards);
  const classes = new Map(
    order.map((p) => [p, classesOf(state, event.awards, byPlayer.get(p) ?? [], p, onBoard, rules)]),
  );
  // What each robber could possibly take, from any class of any other player.
  const possible = new Map<PlayerId, Theft[]>();
  for (const owner of onBoard) {
    const seen = new Map<string, Theft>();
    for (const victim of order) {
      for (const c of classes.get(victim)!) {
        for (const offer of c.offers) {
          const [o, figure, points] = offer.split("|");
          if (o === owner)
            seen.set(`${victim}|${figure}|${points}`, { victim, figure: figure as FigureKind, points: Number(points) });
        }
      }
    }
    possible.set(owner, [null, ...seen.values()]);
  }
  return { state, rules, kinds, order, onBoard, classes, possible };
}

/**
 * Each player's plan classes that agree with `owner`'s robber taking `theft`, or null when some
 * player is left with none (the assignment is infeasible).
 */
export function narrowed(
  live: ReadonlyMap<PlayerId, readonly PlanClass[]>,
  order: readonly PlayerId[],
  owner: PlayerId,
  theft: Theft,
): Map<PlayerId, readonly PlanClass[]> | null {
  const next = new Map<PlayerId, readonly PlanClass[]>();
  for (const p of order) {
    const kept = live.get(p)!.filter((c) => consistent(c, p, owner, theft));
    if (kept.length === 0) return null;
    next.set(p, kept);
  }
  return next;
}

/**
 * Every feasible theft assignment (one Theft per robber on the board, in turn order) with the plan
 * classes of each player that agree with it, depth first: lazily, so that a moment with millions
 * of assignments can still be listed from its start.
 */
export function* theftAssignments(
  frame: MomentFrame,
): Generator<{ readonly thefts: readonly Theft[]; readonly live: ReadonlyMap<PlayerId, readonly PlanClass[]> }> {
  const { order, onBoard, possible } = frame;
  function* assign(
    i: number,
    thefts: readonly Theft[],
    live: ReadonlyMap<PlayerId, readonly PlanClass[]>,
  ): Generator<{ readonly thefts: readonly Theft[]; readonly live: ReadonlyMap<PlayerId, readonly PlanClass[]> }> {
    if (i === onBoard.length) {
      yield { thefts, live };
      return;
    }
    const owner = onBoard[i]!;
    for (const theft of possible.get(owner)!) {
      const next = narrowed(live, order, owner, theft);
      if (next) yield* assign(i + 1, [...thefts, theft], next);
    }
  }
  yield* assign(0, [], frame.classes);
}

/** Whether a plan class of `player` agrees with what the robber of `owner` takes. */
export const consistent = (c: PlanClass, player: PlayerId, owner: PlayerId, theft: Theft): boolean =>
  theft === null
    ? !c.offeredTo.has(owner)
    : theft.victim !== player || c.offers.has(`${owner}|${theft.figure}|${theft.points}`);

const planStep = (player: PlayerId, c: PlanClass): PathStep[] =>
  c.plan ? [{ kind: "plan", actor: player, pick: c.plan }] : [];

/** Merge factor options that leave the same summary, adding their path counts. */
function merged(options: readonly FactorOption[]): FactorOption[] {
  const byKey = new Map<string, FactorOption>();
  for (const o of options) {
    // Summaries are built by the same code in the same key order, so plain JSON identifies them
    // (canonical JSON, which sorts keys, costs several times more on the largest moments).
    const key = JSON.stringify(o.summary);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, count: seen.count + o.count } : o);
  }
  return [...byKey.values()];
}

const playerSummary = (state: RobbersState, player: PlayerId, finals: Figures, draws: number) => ({
  player,
  meeple: finals.meeple,
  ...(state.messages ? { messenger: finals.messenger ?? 0 } : {}),
  ...(draws > 0 ? { messagesDrawn: draws } : {}),
});

/** The factor of a player who steals nothing: its plans only decide where its figures end. */
const scorerFactor = (state: RobbersState, p: PlayerId, cs: readonly PlanClass[]): Factor => ({
  label: `scoring by ${p}`,
  options: merged(
    cs.map((c) => ({
      summary: playerSummary(state, p, c.finals, c.draws),
      path: planStep(p, c),
      count: c.count,
    })),
  ),
});

/** Robbers still out (`remaining`, not the thief's own) where a rogue movement of `thief` may start. */
export function reachOf(
  frame: MomentFrame,
  thief: PlayerId,
  classes: readonly PlanClass[],
  remaining: readonly PlayerId[],
): PlayerId[] {
  const starts = new Set<number>();
  for (const c of classes)
    for (const k of frame.kinds) starts.add(spaceOf(positionOf(c.finals, k), frame.rules.sameSpace));
  return remaining.filter((o) => o !== thief && starts.has(own(frame.state.robbers, o)!));
}

/**
 * One group of outcomes: the thefts of an assignment, times the factors of each player (its own
 * plans) and of each group of thieves (plans, rogue figure, robbers that follow). `memo` shares
 * factors between groups that agree on what they depend on.
 */
export function buildGroup(
  frame: MomentFrame,
  thefts: readonly Theft[],
  live: ReadonlyMap<PlayerId, readonly PlanClass[]>,
  memo: Map<string, Factor>,
): OutcomeGroup {
  const { state, rules, kinds, order, onBoard } = frame;
  // A factor depends only on whose it is, the plan classes still consistent, the amounts stolen and
  // the robbers in reach; groups that agree on those share one factor object.
  const shared = (key: string, build: () => Factor): Factor => {
    let f = memo.get(key);
    if (!f) {
      f = build();
      memo.set(key, f);
    }
    return f;
  };
  const ids = (p: PlayerId) => live.get(p)!.map((c) => c.id);
  const thiefOf = new Map<PlayerId, { victim: PlayerId; figure: FigureKind; points: number; amount: number }>();
  onBoard.forEach((owner, i) => {
    const t = thefts[i];
    if (t) thiefOf.set(owner, { ...t, amount: stolenAmount(t.points, rules) });
  });
  const remaining = onBoard.filter((o) => !thiefOf.has(o));
  const factors: Factor[] = [];

  // Players who steal nothing: their plans only decide where their own figures end.
  for (const p of order) {
    if (thiefOf.has(p)) continue;
    const cs = live.get(p)!;
    if (cs.every((c) => c.plan === null)) continue;
    factors.push(shared(JSON.stringify(["scorer", p, ids(p)]), () => scorerFactor(state, p, cs)));
  }

  // Thieves: plan class x rogue figure; robbers still out where a rogue movement may leave follow it.
  const reaches = new Map([...thiefOf.keys()].map((t) => [t, reachOf(frame, t, live.get(t)!, remaining)]));
  const reach = (thief: PlayerId) => reaches.get(thief)!;
  // Thieves that could drag the same robber are resolved together (union of overlapping reach).
  const components: PlayerId[][] = [];
  for (const thief of thiefOf.keys()) {
    const mine = new Set(reach(thief));
    const joined = components.filter((comp) => comp.some((t) => reach(t).some((o) => mine.has(o))));
    const combined = [thief, ...joined.flat()];
    for (const j of joined) components.splice(components.indexOf(j), 1);
    components.push(combined);
  }
  for (const comp of components) {
    const robbersHere = [...new Set(comp.flatMap(reach))];
    // JSON, not joined strings: player ids may hold any character, so no separator is safe.
    const key = JSON.stringify(["thieves", comp.map((t) => [t, thiefOf.get(t)!.amount, ids(t)]), robbersHere]);
    factors.push(shared(key, () => thiefFactor(state, rules, kinds, comp, robbersHere, thiefOf, live)));
  }

  const steals = [...thiefOf.entries()].map(([thief, t]) => ({
    thief,
    victim: t.victim,
    figure: t.figure,
    points: t.points,
    amount: t.amount,
  }));
  return {
    summary: {
      steals,
      robbersReturned: steals.map((s) => s.thief),
      robbersStaying: Object.fromEntries(
        remaining
          .filter((o) => !components.some((c) => c.some((t) => reach(t).includes(o))))
          .map((o) => [o, own(state.robbers, o)]),
      ),
    },
    path: steals.map((s) => ({ kind: "steal", actor: s.thief, pick: { victim: s.victim, figure: s.figure } })),
    count: 1n,
    factors,
  };
}

/** Rogue points of a group of thieves (usually one): plan class x figure, then the robbers that follow. */
export function thiefFactor(
  state: RobbersState,
  rules: MomentRules,
  kinds: readonly FigureKind[],
  comp: readonly PlayerId[],
  robbersHere: readonly PlayerId[],
  thiefOf: ReadonlyMap<PlayerId, { readonly amount: number }>,
  live: ReadonlyMap<PlayerId, readonly PlanClass[]>,
): Factor {
  let partials: {
    moves: Movement[];
    path: PathStep[];
    count: bigint;
    finals: Map<PlayerId, Figures>;
    draws: Map<PlayerId, number>;
  }[] = [{ moves: [], path: [], count: 1n, finals: new Map(), draws: new Map() }];
  for (const thief of comp) {
    const t = thiefOf.get(thief)!;
    const next: typeof partials = [];
    for (const part of partials) {
      for (const c of live.get(thief)!) {
        // A 0-point theft moves no figure and asks nothing (as the rogue step).
        if (t.amount === 0) {
          next.push({
            moves: part.moves,
            path: [...part.path, ...planStep(thief, c)],
            count: part.count * c.count,
            finals: new Map(part.finals).set(thief, c.finals),
            draws: new Map(part.draws).set(thief, c.draws),
          });
          continue;
        }
        for (const figure of kinds) {
          const m = rogueMovement(thief, figure, c.finals, t.amount);
          const finals = figure === "meeple" ? { ...c.finals, meeple: m.to } : { ...c.finals, messenger: m.to };
          const rogueDraw = messageDraws(state, [m], rules).length;
          next.push({
            moves: [...part.moves, m],
            path: [
              ...part.path,
              ...planStep(thief, c),
              ...(kinds.length > 1 ? [{ kind: "rogue", actor: thief, pick: { figure } }] : []),
            ],
            count: part.count * c.count,
            finals: new Map(part.finals).set(thief, finals),
            draws: new Map(part.draws).set(thief, c.draws + rogueDraw),
          });
        }
      }
    }
    partials = next;
  }
  const options: FactorOption[] = [];
  for (const part of partials) {
    // Each robber in reach follows one rogue movement leaving its space (a choice if several).
    let follows: { robbers: Record<PlayerId, number>; path: PathStep[] }[] = [{ robbers: {}, path: [] }];
    for (const owner of robbersHere) {
      const leaving = followable(owner, own(state.robbers, owner)!, part.moves, rules);
      if (leaving.length === 0) {
        follows = follows.map((f) => ({ ...f, robbers: { ...f.robbers, [owner]: own(state.robbers, owner)! } }));
        continue;
      }
      follows = follows.flatMap((f) =>
        leaving.map((m) => ({
          robbers: { ...f.robbers, [owner]: spaceOf(m.to, rules.sameSpace) },
          path: [
            ...f.path,
            ...(leaving.length > 1
              ? [{ kind: "follow", actor: owner, pick: { thief: m.player, figure: m.figure } }]
              : []),
          ],
        })),
      );
    }
    for (const f of follows) {
      options.push({
        summary: {
          players: comp.map((p) => playerSummary(state, p, part.finals.get(p)!, part.draws.get(p)!)),
          robbers: f.robbers,
        },
        path: [...part.path, ...f.path],
        count: part.count,
      });
    }
  }
  return { label: `rogue points of ${comp.join(", ")}`, options: merged(options) };
}
