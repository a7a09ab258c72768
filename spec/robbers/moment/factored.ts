// Factored enumeration of a scoring moment. Fixing which movement each robber steals (or that it
// steals nothing) turns the legality of everyone's plans into one separate condition per player:
// a robber that steals needs its victim to offer that movement, a robber that does not needs
// nobody to offer it anything. So the outcomes are a sum, over theft assignments, of a product of
// per-player factors: each player's own plans grouped by what they leave on the board, and each
// thief's rogue points (merged with other thieves only when they could drag the same robber).
// Plans are grouped by everything that matters afterwards, so equal plans are evaluated once.
// The rule logic is the steps' own (moment/steps/: offeredTo, stolenAmount, rogueMovement,
// followable; landings.ts: messageDraws); what this file decides itself, over whole classes of
// plans, is listed with its rule ids in FACTORED_RULES. Properties check it against walking every
// path through the steps.
import type { Factor, FactorOption, OutcomeGroup, OutcomeSet, PathStep } from "../../../src/dsl/index.js";
import { figureKinds, positionOf, spaceOf, turnOrderFrom } from "../board.js";
import { allPlans, canonical } from "../choices.js";
import type { Award, FigureKind, Figures, PlanPick, PlayerId, RobbersState } from "../model.js";
import type { RobbersDecisions } from "../types.js";
import { messageDraws } from "./landings.js";
import { awardsByPlayer, type MomentRules, type Movement, momentRules, planMovements } from "./movements.js";
import { followable } from "./steps/follow.js";
import { rogueMovement } from "./steps/rogue.js";
import { offeredTo, stolenAmount } from "./steps/steal.js";

/**
 * The rules this enumerator applies itself rather than through a step's `run`, each with the step
 * of the scoring moment that enforces it on a single path and where it is applied here. A test
 * checks every id against that step's `implements`, so a rule id leads to both places.
 */
export const FACTORED_RULES = [
  {
    step: "plan",
    rules: ["RB-STEAL-ORDER"],
    where: "classesOf: every plan of a player (allPlans), grouped by what it leaves on the board",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-SELF"],
    where: "classesOf: a player's plans offer nothing to its own robber (offeredTo)",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-FIRST"],
    where: "consistent: a robber that steals nothing needs nobody to offer it a movement",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-CHOOSE", "RB-STEAL-MULTI"],
    where: "enumerateMoment: each robber on the board takes any one offered movement, independently of the others",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-HALF", "RB-STEAL-RETURN"],
    where: "buildGroup: the amount (stolenAmount) and the thieves' robbers returned to supply",
  },
  {
    step: "rogue",
    rules: ["RB-ROGUE-FIGURE", "RB-ROGUE-NOSTEAL"],
    where:
      "thiefFactor: one option per figure of the thief (rogueMovement); rogue movements are never offered to robbers",
  },
  {
    step: "follow",
    rules: ["RB-ROGUE-FOLLOW"],
    where:
      "thiefFactor: robbers in reach of a thief's figure follow one rogue movement leaving their space (followable)",
  },
  {
    step: "messages",
    rules: ["MS-DARK-DRAW", "RB-MSG-DARK", "INT-MSG-OWN-TURN"],
    where: "classesOf and thiefFactor: draws counted per player (messageDraws)",
  },
  {
    step: "messages",
    rules: ["INT-MSG-ALONE"],
    where: 'enumerateMoment: under "alone" a draw depends on every figure, so every path is walked instead',
  },
] as const;

/** Plans of one player that leave the same trace: same offers to robbers, same finals, same draws. */
interface PlanClass {
  /** Position in the player's class list: lets factors be shared between groups (see `memo`). */
  readonly id: number;
  /** `owner|figure|points` for every movement this plan lets a robber of `owner` steal. */
  readonly offers: ReadonlySet<string>;
  readonly offeredTo: ReadonlySet<PlayerId>;
  readonly finals: Figures;
  readonly draws: number;
  readonly plan: PlanPick | null;
  count: bigint;
}

type Theft = { readonly victim: PlayerId; readonly figure: FigureKind; readonly points: number } | null;

function classesOf(
  state: RobbersState,
  awards: readonly Award[],
  mine: readonly number[],
  player: PlayerId,
  onBoard: readonly PlayerId[],
  rules: MomentRules,
): PlanClass[] {
  const start = state.figures[player]!;
  if (mine.length === 0)
    return [{ id: 0, offers: new Set(), offeredTo: new Set(), finals: start, draws: 0, plan: null, count: 1n }];
  const byKey = new Map<string, PlanClass>();
  for (const plan of allPlans(mine, figureKinds(state))) {
    const moves = planMovements(start, player, plan, awards);
    const offers: string[] = [];
    for (const owner of onBoard)
      for (const m of offeredTo(owner, state.robbers[owner]!, player, start, moves, rules))
        offers.push(`${owner}|${m.figure}|${m.points}`);
    let finals: Figures = start;
    for (const m of moves)
      finals = m.figure === "meeple" ? { ...finals, meeple: m.to } : { ...finals, messenger: m.to };
    const draws = messageDraws(state, moves, rules).length;
    offers.sort();
    const key = canonical({ offers, finals, draws });
    const seen = byKey.get(key);
    if (seen) seen.count += 1n;
    else
      byKey.set(key, {
        id: byKey.size,
        offers: new Set(offers),
        offeredTo: new Set(offers.map((o) => o.split("|")[0]!)),
        finals,
        draws,
        plan,
        count: 1n,
      });
  }
  return [...byKey.values()];
}

const consistent = (c: PlanClass, player: PlayerId, owner: PlayerId, theft: Theft): boolean =>
  theft === null
    ? !c.offeredTo.has(owner)
    : theft.victim !== player || c.offers.has(`${owner}|${theft.figure}|${theft.points}`);

const planStep = (player: PlayerId, c: PlanClass): PathStep[] =>
  c.plan ? [{ kind: "plan", actor: player, pick: c.plan }] : [];

/** Merge factor options that leave the same summary, adding their path counts. */
function merged(options: readonly FactorOption[]): FactorOption[] {
  const byKey = new Map<string, FactorOption>();
  for (const o of options) {
    const key = canonical(o.summary);
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

export function enumerateMoment(
  d: RobbersDecisions,
  state: RobbersState,
  event: { readonly kind: "moment"; readonly awards: readonly Award[] },
): OutcomeSet | undefined {
  const rules = momentRules(d);
  // Under either "alone" reading of INT-MSG-ALONE a draw depends on every other figure's position, which couples all
  // players; walk every path instead.
  if (state.messages && rules.msgAlone !== "not-required") return undefined;
  // A misreading is played by walking every path: the factors assume the rules as written.
  if (rules.misread) return undefined;
  const kinds = figureKinds(state);
  const order = turnOrderFrom(state.players, state.active);
  const onBoard = order.filter((p) => state.robbers[p] !== null);
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

  const groups: OutcomeGroup[] = [];
  const memo = new Map<string, Factor>();
  const assign = (i: number, thefts: readonly Theft[], live: ReadonlyMap<PlayerId, readonly PlanClass[]>): void => {
    if (i === onBoard.length) {
      groups.push(buildGroup(state, rules, kinds, order, onBoard, thefts, live, memo));
      return;
    }
    const owner = onBoard[i]!;
    for (const theft of possible.get(owner)!) {
      const next = new Map<PlayerId, readonly PlanClass[]>();
      let feasible = true;
      for (const p of order) {
        const kept = live.get(p)!.filter((c) => consistent(c, p, owner, theft));
        if (kept.length === 0) {
          feasible = false;
          break;
        }
        next.set(p, kept);
      }
      if (feasible) assign(i + 1, [...thefts, theft], next);
    }
  };
  assign(0, [], classes);
  return { method: "factored", groups };
}

function buildGroup(
  state: RobbersState,
  rules: MomentRules,
  kinds: readonly FigureKind[],
  order: readonly PlayerId[],
  onBoard: readonly PlayerId[],
  thefts: readonly Theft[],
  live: ReadonlyMap<PlayerId, readonly PlanClass[]>,
  memo: Map<string, Factor>,
): OutcomeGroup {
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
  const ids = (p: PlayerId) =>
    live
      .get(p)!
      .map((c) => c.id)
      .join(",");
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
    factors.push(
      shared(`scorer ${p}:${ids(p)}`, () => ({
        label: `scoring by ${p}`,
        options: merged(
          cs.map((c) => ({
            summary: playerSummary(state, p, c.finals, c.draws),
            path: planStep(p, c),
            count: c.count,
          })),
        ),
      })),
    );
  }

  // Thieves: plan class x rogue figure; robbers still out where a rogue movement may leave follow it.
  const rogueStarts = new Map<PlayerId, Set<number>>();
  for (const [thief] of thiefOf) {
    const starts = new Set<number>();
    for (const c of live.get(thief)!)
      for (const k of kinds) starts.add(spaceOf(positionOf(c.finals, k), rules.sameSpace));
    rogueStarts.set(thief, starts);
  }
  const reach = (thief: PlayerId) =>
    remaining.filter((o) => o !== thief && rogueStarts.get(thief)!.has(state.robbers[o]!));
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
    const key = `thieves ${comp.map((t) => `${t}+${thiefOf.get(t)!.amount}:${ids(t)}`).join(" ")} reach ${robbersHere.join(",")}`;
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
          .map((o) => [o, state.robbers[o]]),
      ),
    },
    path: steals.map((s) => ({ kind: "steal", actor: s.thief, pick: { victim: s.victim, figure: s.figure } })),
    count: 1n,
    factors,
  };
}

/** Rogue points of a group of thieves (usually one): plan class x figure, then the robbers that follow. */
function thiefFactor(
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
      const leaving = followable(owner, state.robbers[owner]!, part.moves, rules);
      if (leaving.length === 0) {
        follows = follows.map((f) => ({ ...f, robbers: { ...f.robbers, [owner]: state.robbers[owner]! } }));
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
