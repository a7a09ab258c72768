// Step 2 of a scoring moment: every robber with a movement it may take steals from exactly one of
// them, at this first opportunity (RB-STEAL-FIRST, -CHOOSE, -MULTI), never from its own player
// (RB-STEAL-SELF): half the points rounded up, the robbed player keeping all (RB-STEAL-HALF, -KEEP);
// then it goes home (RB-STEAL-RETURN).
import { type ChoicePoint, cite, defineStep, own } from "../../../../src/dsl/index.js";
import { half, spaceOf } from "../../board.js";
import { listPoint } from "../../choices.js";
import type { Figures, PlayerId, StealPick } from "../../model.js";
import { type MomentRules, type Movement, stealableMovements } from "../movements.js";
import type { Scene } from "../scene.js";
import type { Planned } from "./plan.js";

/** One robbery: who steals how much from which movement, and whether it had several to choose from. */
export interface Theft {
  readonly thief: PlayerId;
  readonly from: Movement;
  readonly amount: number;
  readonly choices: number;
}

/**
 * The movements of `victim` that a robber of `owner` on `robberSpace` may steal from: none of its
 * own player's (RB-STEAL-SELF, unless a misreading allows it), else per figure the first counting movement from that space
 * (stealableMovements). The factored enumerator asks the same question of whole classes of plans.
 */
export const offeredTo = (
  owner: PlayerId,
  robberSpace: number,
  victim: PlayerId,
  start: Figures,
  moves: readonly Movement[],
  rules: MomentRules,
): Movement[] =>
  victim === owner && rules.selfSteal === "never" ? [] : stealableMovements(robberSpace, start, moves, rules);

/** What a robber steals from a movement of `points` points: half, rounded up (RB-STEAL-HALF; down only under a misreading). */
export const stolenAmount = (points: number, rules: MomentRules): number =>
  rules.stealRounding === "up" ? half(points) : Math.floor(points / 2);

/** Whether a thief's robber goes back to supply (RB-STEAL-RETURN; otherwise only under a hypothesis). */
export const goesHome = (t: Theft, rules: MomentRules): boolean =>
  rules.afterSteal === "home" && (t.from.points > 0 || rules.zeroReturn === "home");

/** Declining a theft: an option only where a hypothesis about RB-STEAL-FIRST lets a robber wait. */
interface DeclinePick {
  readonly action: "decline";
}
const DECLINE: DeclinePick = { action: "decline" };

/** The steal choice; a refused pick names the rule it breaks (must steal, never from oneself, one of these). */
function stealPoint(
  owner: PlayerId,
  space: number,
  options: readonly (StealPick | DeclinePick)[],
): ChoicePoint<StealPick | DeclinePick> {
  const base = listPoint<StealPick | DeclinePick>(
    "steal",
    owner,
    "RB-STEAL-CHOOSE",
    `Which movement does ${owner}'s robber on space ${space} steal from?`,
    options,
  );
  return {
    ...base,
    check: (pick) => {
      const why = base.check(pick);
      if (why === null) return null;
      const p = pick as { victim?: unknown; action?: unknown } | null | undefined;
      if (p == null || p.action === "decline")
        return {
          rule: "RB-STEAL-FIRST",
          message: `${owner}'s robber has a movement to steal from and must take it now`,
        };
      if (p.victim === owner) return { rule: "RB-STEAL-SELF", message: `${owner}'s robber cannot steal from ${owner}` };
      return why;
    },
  };
}

export const stealStep = defineStep({
  id: "steal",
  summary:
    "Every robber beside a movement it may take steals half of exactly one (its owner choosing among several), never from its own player, and goes home.",
  implements: [
    "RB-STEAL-FIRST",
    "RB-STEAL-CHOOSE",
    "RB-STEAL-SELF",
    "RB-STEAL-HALF",
    "RB-STEAL-KEEP",
    "RB-STEAL-RETURN",
    "RB-STEAL-MULTI",
    "RB-STEAL-SIMULTANEOUS",
    "RB-STEAL-PER-EVENT",
    "RB-STEAL-ORDER",
    "RB-MSG-TARGET",
    "INT-ARRIVE-THEN-MOVE",
    "INT-ZERO-POINTS",
    "INT-SAME-SPACE",
  ],
  run(scene: Scene, planned: Planned): Theft[] {
    const { ctx, state, rules, d } = scene;
    const thefts: Theft[] = [];
    for (const owner of scene.onBoard) {
      const space = own(state.robbers, owner)!;
      const stealable: Movement[] = [];
      // Only under a misreading of RB-STEAL-MULTI is a movement an earlier robber took no longer offered.
      for (const [victim, moves] of planned.movementsOf)
        for (const m of offeredTo(owner, space, victim, own(state.figures, victim)!, moves, rules))
          if (rules.multiRobbers === "each" || !thefts.some((t) => t.from === m)) stealable.push(m);
      if (stealable.length === 0) continue;
      const picks: (StealPick | DeclinePick)[] = stealable.map((m) => ({ victim: m.player, figure: m.figure }));
      // Under a hypothesis about RB-STEAL-FIRST the robber may let the theft go and wait on its space.
      const pick = ctx.choose(stealPoint(owner, space, rules.stealFirst === "must" ? picks : [...picks, DECLINE]));
      if ("action" in pick) continue;
      const from = stealable.find((m) => m.player === pick.victim && m.figure === pick.figure)!;
      // Under a hypothesis about RB-STEAL-PER-EVENT, half of the figure's points over the whole moment.
      const points =
        rules.stealBase === "one-event"
          ? from.points
          : (planned.movementsOf.get(from.player) ?? [])
              .filter((m) => m.figure === from.figure)
              .reduce((n, m) => n + m.points, 0);
      thefts.push({ thief: owner, from, amount: stolenAmount(points, rules), choices: stealable.length });
    }
    const awardsOf = (p: PlayerId) => scene.awards.filter((a) => a.player === p).length;
    for (const t of thefts) {
      const m = t.from;
      const at = own(state.robbers, t.thief)!;
      const shared = thefts.some((o) => o !== t && o.from === m);
      // The figure reached the robber's space during the moment: INT-ARRIVE-THEN-MOVE let it be robbed.
      const arrived =
        spaceOf(own(state.figures, m.player)![m.figure] ?? 0, rules.sameSpace) !== spaceOf(m.from, rules.sameSpace);
      // The thief's own figure left this space too and was passed over (RB-STEAL-SELF).
      const ownPassed =
        stealableMovements(at, own(state.figures, t.thief)!, planned.movementsOf.get(t.thief) ?? [], rules).length > 0;
      // The victim chose the order of its awards or the figure for it (RB-STEAL-ORDER); the theft is
      // from one award among several, or from an award other than a feature (RB-STEAL-PER-EVENT).
      const victimChose = awardsOf(m.player) > 1 || scene.kinds.length > 1;
      const oneOfSeveral = scene.awards.length > 1 || m.source !== "feature";
      // Only a lap (a score of 50 or more) makes the reading of "the same space" matter.
      const lap = m.from >= 50;
      const c = cite(
        [
          d.stealRounding.decidedBy,
          d.victimKeeps.decidedBy,
          "RB-STEAL-FIRST",
          "RB-STEAL-SIMULTANEOUS",
          oneOfSeveral && "RB-STEAL-PER-EVENT",
          victimChose && "RB-STEAL-ORDER",
          ownPassed && "RB-STEAL-SELF",
          t.choices > 1 && "RB-STEAL-CHOOSE",
          shared && d.multiRobbers.decidedBy,
          state.messages && d.messengerTheft.decidedBy,
          arrived && d.arrival.decidedBy,
          m.points === 0 && d.zeroPoints.decidedBy,
          lap && d.sameSpace.decidedBy,
        ],
        [
          d.stealRounding.decidedBy,
          rules.victimKeeps !== "keeps" && d.victimKeeps.decidedBy,
          t.choices > 1 && "RB-STEAL-CHOOSE",
          shared && d.multiRobbers.decidedBy,
          arrived && d.arrival.decidedBy,
          m.points === 0 && d.zeroPoints.decidedBy,
          lap && d.sameSpace.decidedBy,
        ],
      );
      ctx.emit({
        type: "steal",
        thief: t.thief,
        victim: m.player,
        figure: m.figure,
        points: m.points,
        amount: t.amount,
        at,
        rules: c.rules,
        decidedBy: c.decidedBy,
      });
      // Under a misreading of RB-STEAL-RETURN the robber stays where it stole (or, under a hypothesis
      // about INT-ZERO-POINTS, only where it stole 0 points).
      if (!goesHome(t, rules)) continue;
      const returned = cite([d.afterSteal.decidedBy], [d.afterSteal.decidedBy]);
      ctx.emit({ type: "robber-returned", player: t.thief, ...returned });
    }
    return thefts;
  },
});
