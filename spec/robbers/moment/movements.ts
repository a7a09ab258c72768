// The mechanics of one scoring moment, shared by the moment's steps (steps/) and the factored
// enumerator so that both follow the same rules: how a plan moves figures, and which movements a
// robber standing on a space may take. Landings on dark spaces are in landings.ts.
import type { Resolved } from "../../../src/dsl/index.js";
import { own, setOwn } from "../../../src/dsl/index.js";
import { positionOf, type SameSpace, spaceOf } from "../board.js";
import type { Award, AwardSource, FigureKind, Figures, PlanPick, PlayerId } from "../model.js";

/** One figure's move for one award. */
export interface Movement {
  readonly player: PlayerId;
  readonly figure: FigureKind;
  /** Index of the award in the moment, or -1 for rogue points. */
  readonly award: number;
  readonly from: number;
  readonly to: number;
  readonly points: number;
  readonly source: AwardSource | "rogue";
}

/** The decision values the mechanics depend on. */
export interface MomentRules {
  readonly sameSpace: SameSpace;
  readonly arrival: "when-it-moves" | "at-start";
  readonly zeroPoints: "no-steal" | "used-up";
  readonly msgOwnTurn: "own-turn" | "always";
  readonly msgAlone: "not-required" | "alone" | "alone-after-moment";
  /** INT-MSG-ALONE: which figures count against "alone" ("other-players" only under a hypothesis). */
  readonly aloneAmong: "every-figure" | "other-players";
  /** RB-STEAL-ORDER: the order a player's awards move its figures ("listed" only under a hypothesis). */
  readonly scoringOrder: "chosen" | "listed";
  /** INT-SAME-SPACE: what a movement's start is compared with the robber's space as ("raw-score" only under a hypothesis). */
  readonly theftSpace: "square" | "raw-score";
  /** RB-STEAL-PER-EVENT: what half is taken of ("moment-total" only under a hypothesis). */
  readonly stealBase: "one-event" | "moment-total";
  /** RB-STEAL-HALF's rounding ("down" only under a misreading). */
  readonly stealRounding: "up" | "down";
  /** INT-ZERO-POINTS "used-up": where a robber that stole 0 points goes ("stays" only under a hypothesis). */
  readonly zeroReturn: "home" | "stays";
  /** RB-STEAL-FIRST ("may-decline" only under a hypothesis). */
  readonly stealFirst: "must" | "may-decline";
  /** RB-ROGUE-FIGURE ("meeple" only under a hypothesis). */
  readonly rogueFigure: "chosen" | "meeple";
  /** RB-STEAL-SELF ("allowed" only under a misreading). */
  readonly selfSteal: "never" | "allowed";
  /** RB-STEAL-KEEP ("loses" only under a misreading). */
  readonly victimKeeps: "keeps" | "loses";
  /** RB-STEAL-RETURN ("stays" only under a misreading). */
  readonly afterSteal: "home" | "stays";
  /** RB-STEAL-MULTI ("first-only" only under a misreading). */
  readonly multiRobbers: "each" | "first-only";
  /** RB-ROGUE-NOSTEAL ("robbed" only under a misreading). */
  readonly rogueTheft: "nothing" | "robbed";
  /** RB-ROGUE-FOLLOW ("stays" only under a misreading). */
  readonly rogueFollow: "follows" | "stays";
  /** RB-ROGUE-FOLLOW-MIXED ("stays" only under a hypothesis). */
  readonly rogueFollowMixed: "follows" | "stays";
  /** RB-MSG-TARGET ("immune" only under a misreading). */
  readonly messengerTheft: "robbable" | "immune";
  /** MS-DARK-DRAW: whose own scoring on a dark space draws ("any-player" only under a misreading, "never" as a hypothesis). */
  readonly darkDraw: "active-player" | "any-player" | "never";
  /** RB-MSG-DARK: whether rogue points landing on a dark space draw ("never" only under a misreading). */
  readonly rogueDraw: "draws" | "never";
  /** Whether any of the decisions above is played as a misreading (the factored enumerator then walks every path). */
  readonly misread: boolean;
}

/** The moment's decisions that only a misreading changes. */
const MISREAD_KEYS = [
  "aloneAmong",
  "theftSpace",
  "stealBase",
  "scoringOrder",
  "stealRounding",
  "stealFirst",
  "rogueFigure",
  "zeroReturn",
  "selfSteal",
  "victimKeeps",
  "afterSteal",
  "multiRobbers",
  "rogueTheft",
  "rogueFollow",
  "rogueFollowMixed",
  "messengerTheft",
  "darkDraw",
  "rogueDraw",
] as const;

export const momentRules = (d: {
  readonly sameSpace: Resolved<SameSpace>;
  readonly arrival: Resolved<MomentRules["arrival"]>;
  readonly zeroPoints: Resolved<MomentRules["zeroPoints"]>;
  readonly msgOwnTurn: Resolved<MomentRules["msgOwnTurn"]>;
  readonly msgAlone: Resolved<MomentRules["msgAlone"]>;
  readonly aloneAmong: Resolved<MomentRules["aloneAmong"]>;
  readonly scoringOrder: Resolved<MomentRules["scoringOrder"]>;
  readonly theftSpace: Resolved<MomentRules["theftSpace"]>;
  readonly stealBase: Resolved<MomentRules["stealBase"]>;
  readonly stealRounding: Resolved<MomentRules["stealRounding"]>;
  readonly stealFirst: Resolved<MomentRules["stealFirst"]>;
  readonly zeroReturn: Resolved<MomentRules["zeroReturn"]>;
  readonly rogueFigure: Resolved<MomentRules["rogueFigure"]>;
  readonly selfSteal: Resolved<MomentRules["selfSteal"]>;
  readonly victimKeeps: Resolved<MomentRules["victimKeeps"]>;
  readonly afterSteal: Resolved<MomentRules["afterSteal"]>;
  readonly multiRobbers: Resolved<MomentRules["multiRobbers"]>;
  readonly rogueTheft: Resolved<MomentRules["rogueTheft"]>;
  readonly rogueFollow: Resolved<MomentRules["rogueFollow"]>;
  readonly rogueFollowMixed: Resolved<MomentRules["rogueFollowMixed"]>;
  readonly messengerTheft: Resolved<MomentRules["messengerTheft"]>;
  readonly darkDraw: Resolved<MomentRules["darkDraw"]>;
  readonly rogueDraw: Resolved<MomentRules["rogueDraw"]>;
}): MomentRules => ({
  sameSpace: d.sameSpace.value,
  arrival: d.arrival.value,
  zeroPoints: d.zeroPoints.value,
  msgOwnTurn: d.msgOwnTurn.value,
  msgAlone: d.msgAlone.value,
  aloneAmong: d.aloneAmong.value,
  scoringOrder: d.scoringOrder.value,
  theftSpace: d.theftSpace.value,
  stealBase: d.stealBase.value,
  stealRounding: d.stealRounding.value,
  stealFirst: d.stealFirst.value,
  zeroReturn: d.zeroReturn.value,
  rogueFigure: d.rogueFigure.value,
  selfSteal: d.selfSteal.value,
  victimKeeps: d.victimKeeps.value,
  afterSteal: d.afterSteal.value,
  multiRobbers: d.multiRobbers.value,
  rogueTheft: d.rogueTheft.value,
  rogueFollow: d.rogueFollow.value,
  rogueFollowMixed: d.rogueFollowMixed.value,
  messengerTheft: d.messengerTheft.value,
  darkDraw: d.darkDraw.value,
  rogueDraw: d.rogueDraw.value,
  // A misreading's exception is cited last in decidedBy, as every exception is.
  misread: MISREAD_KEYS.some((k) => d[k].decidedBy.length > 1),
});

/** Award indices grouped by player, in one pass over the awards. */
export function awardsByPlayer(awards: readonly Award[]): Map<PlayerId, number[]> {
  const out = new Map<PlayerId, number[]>();
  awards.forEach((a, i) => {
    const list = out.get(a.player);
    if (list) list.push(i);
    else out.set(a.player, [i]);
  });
  return out;
}

/** The movements a plan makes, in the player's chosen order (or, under a hypothesis about RB-STEAL-ORDER, the awards' order), from the figures' positions. */
export function planMovements(
  figures: Figures,
  player: PlayerId,
  plan: PlanPick,
  awards: readonly Award[],
  order: MomentRules["scoringOrder"] = "chosen",
): Movement[] {
  let meeple = figures.meeple;
  let messenger = figures.messenger ?? 0;
  const sequence = order === "listed" ? [...plan.sequence].sort((x, y) => x.award - y.award) : plan.sequence;
  return sequence.map(({ award, figure }) => {
    const a = awards[award]!;
    const from = figure === "meeple" ? meeple : messenger;
    const to = from + a.points;
    if (figure === "meeple") meeple = to;
    else messenger = to;
    return { player, figure, award, from, to, points: a.points, source: a.source };
  });
}

/** Does a movement count as a movement a robber can take? 0 points only under INT-ZERO-POINTS "used-up". */
const counts = (m: Movement, rules: MomentRules): boolean => m.points > 0 || rules.zeroPoints === "used-up";

/**
 * The movements of one player that a robber on `robberSpace` may steal from: per figure, the first
 * counting movement that starts on that space (INT-ARRIVE-THEN-MOVE "when-it-moves"), or the first
 * counting movement of a figure that stood there when the moment began ("at-start").
 */
export function stealableMovements(
  robberSpace: number,
  start: Figures,
  movements: readonly Movement[],
  rules: MomentRules,
): Movement[] {
  const out: Movement[] = [];
  // Under a hypothesis about INT-SAME-SPACE, a start is compared as its raw score, past 50 too.
  const startSpace = (p: number) => (rules.theftSpace === "raw-score" ? p : spaceOf(p, rules.sameSpace));
  for (const figure of ["meeple", "messenger"] as const) {
    if (figure === "messenger" && rules.messengerTheft === "immune") continue;
    const mine = movements.filter((m) => m.figure === figure && counts(m, rules));
    if (mine.length === 0) continue;
    if (rules.arrival === "at-start") {
      if (startSpace(positionOf(start, figure)) === robberSpace) out.push(mine[0]!);
    } else {
      const first = mine.find((m) => startSpace(m.from) === robberSpace);
      if (first) out.push(first);
    }
  }
  return out;
}

/** Figure positions after a list of movements. */
export function applyMovements(
  figures: Readonly<Record<PlayerId, Figures>>,
  movements: readonly Movement[],
): Record<PlayerId, Figures> {
  if (movements.length === 0) return figures as Record<PlayerId, Figures>;
  const out: Record<PlayerId, Figures> = { ...figures };
  for (const m of movements) {
    const f = own(out, m.player)!;
    setOwn(
      out,
      m.player,
      m.figure === "meeple"
        ? f.messenger === undefined
          ? { meeple: m.to }
          : { meeple: m.to, messenger: f.messenger }
        : { meeple: f.meeple, messenger: m.to },
    );
  }
  return out;
}
