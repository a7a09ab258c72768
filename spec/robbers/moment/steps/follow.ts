// Step 4 of a scoring moment: a robber still out that stands where a rogue movement leaves takes
// nothing from it and goes along (RB-ROGUE-NOSTEAL, RB-ROGUE-FOLLOW), even when other figures stay
// behind (RB-ROGUE-FOLLOW-MIXED). A robber beside a figure that moved, which neither stole nor
// followed, says why it stayed: its own player's figure (RB-STEAL-SELF), a 0-point award
// (INT-ZERO-POINTS), or a figure that arrived during the moment (INT-ARRIVE-THEN-MOVE).
import { cite, defineStep, own, setOwn } from "../../../../src/dsl/index.js";
import { spaceOf } from "../../board.js";
import { listPoint } from "../../choices.js";
import type { Figures, FollowPick, PlayerId, StealPick } from "../../model.js";
import type { Landing } from "../landings.js";
import { applyMovements, type MomentRules, type Movement } from "../movements.js";
import type { Scene } from "../scene.js";
import type { Planned } from "./plan.js";
import { type Rogued, rogueMovement } from "./rogue.js";
import { goesHome, stolenAmount, type Theft } from "./steal.js";

/** Rogue movements a robber of `owner` on `robberSpace` must follow (RB-ROGUE-FOLLOW): those of other players leaving its space. */
export const followable = (
  owner: PlayerId,
  robberSpace: number,
  rogue: readonly Movement[],
  rules: MomentRules,
): Movement[] =>
  rogue.filter((m) => m.player !== owner && m.points > 0 && spaceOf(m.from, rules.sameSpace) === robberSpace);

/** What the follow step leaves: where the robbers are, and (only under a misreading) rogue points robbed and recorded. */
export interface Followed {
  readonly robbers: Record<PlayerId, number | null>;
  /** Movements of robbed rogue points (MIS-ROGUE-ROBS-ROGUE-POINTS), in the order they were made. */
  readonly extra: readonly Movement[];
  readonly landings: readonly Landing[];
  /** Where every figure stands after them. */
  readonly figures: Readonly<Record<PlayerId, Figures>>;
}

/**
 * Only under a misreading of RB-ROGUE-NOSTEAL: the robber robs the rogue movement it would have
 * followed, half rounded as the rules
 * round, recorded on its owner's meeple; then it goes home. Its owner picks which, as for any theft.
 */
function robRogue(
  scene: Scene,
  owner: PlayerId,
  space: number,
  leaving: readonly Movement[],
  figures: Readonly<Record<PlayerId, Figures>>,
): { m: Movement; landing: Landing } {
  const { ctx, d, rules } = scene;
  // The mistake treats rogue points as any other: the robber's owner picks which to steal from.
  const pick = ctx.choose(
    listPoint<StealPick>(
      "steal",
      owner,
      "RB-STEAL-CHOOSE",
      `Which rogue movement does ${owner}'s robber on space ${space} steal from?`,
      leaving.map((m) => ({ victim: m.player, figure: m.figure })),
    ),
  );
  const robbed = leaving.find((x) => x.player === pick.victim && x.figure === pick.figure)!;
  const amount = stolenAmount(robbed.points, rules);
  const c = cite([d.rogueTheft.decidedBy, d.stealRounding.decidedBy], [d.rogueTheft.decidedBy]);
  ctx.emit({
    type: "steal",
    thief: owner,
    victim: robbed.player,
    figure: robbed.figure,
    points: robbed.points,
    amount,
    at: space,
    ...c,
  });
  ctx.emit({ type: "robber-returned", player: owner, ...c });
  const m = rogueMovement(owner, "meeple", own(figures, owner)!, amount);
  const landing = scene.land(m);
  ctx.emit({
    type: "figure-moved",
    player: owner,
    figure: "meeple",
    from: m.from,
    to: m.to,
    points: amount,
    source: "rogue",
    ...c,
  });
  return { m, landing };
}

export const followStep = defineStep({
  id: "follow",
  summary:
    "A robber still out beside a figure that rogue points move goes along with it, even when other " +
    "figures stay; a robber that neither stole nor followed says why it stayed.",
  implements: [
    "RB-ROGUE-FOLLOW",
    "RB-ROGUE-NOSTEAL",
    "RB-ROGUE-FOLLOW-MIXED",
    "RB-STEAL-SELF",
    "INT-ZERO-POINTS",
    "INT-ARRIVE-THEN-MOVE",
  ],
  run(scene: Scene, planned: Planned, thefts: readonly Theft[], rogued: Rogued): Followed {
    const { ctx, state, rules, d, kinds } = scene;
    const robbers: Record<PlayerId, number | null> = { ...state.robbers };
    // Thieves went home (RB-STEAL-RETURN), or under its misreading stay where they stole and do nothing more.
    const thieves = new Set(thefts.map((t) => t.thief));
    for (const t of thefts) if (goesHome(t, rules)) setOwn(robbers, t.thief, null);
    const extra: Movement[] = [];
    const landings: Landing[] = [];
    let figures = rogued.figures;
    /** Whether a figure of a player other than `owner` (but `moved`) stands on `space` after the rogue movements. */
    const othersOn = (space: number, owner: PlayerId, moved?: Movement) =>
      scene.order.some(
        (p) =>
          p !== owner &&
          kinds.some(
            (k) =>
              !(p === moved?.player && k === moved.figure) &&
              spaceOf(own(rogued.figures, p)![k] ?? 0, rules.sameSpace) === space,
          ),
      );
    for (const owner of scene.onBoard) {
      if (thieves.has(owner)) continue;
      const space = own(state.robbers, owner)!;
      // Under a misreading of RB-ROGUE-FOLLOW the robber goes along with nothing.
      const leaving = rules.rogueFollow === "follows" ? followable(owner, space, rogued.rogue, rules) : [];
      if (leaving.length > 0 && rules.rogueTheft === "robbed") {
        const robbed = robRogue(scene, owner, space, leaving, figures);
        setOwn(robbers, owner, null);
        extra.push(robbed.m);
        landings.push(robbed.landing);
        figures = applyMovements(figures, [robbed.m]);
        continue;
      }
      // Under a hypothesis about RB-ROGUE-FOLLOW-MIXED, another player's figure left on the space keeps the robber there.
      if (leaving.length > 0 && rules.rogueFollowMixed === "stays" && othersOn(space, owner)) {
        const c = cite([d.rogueFollowMixed.decidedBy], [d.rogueFollowMixed.decidedBy]);
        ctx.emit({ type: "robber-stayed", player: owner, at: space, rules: c.rules, decidedBy: c.decidedBy });
        continue;
      }
      if (leaving.length > 0) {
        const pick = ctx.choose(
          listPoint<FollowPick>(
            "follow",
            owner,
            "RB-ROGUE-FOLLOW",
            `Which rogue movement does ${owner}'s robber on space ${space} follow?`,
            leaving.map((m) => ({ thief: m.player, figure: m.figure })),
          ),
        );
        const m = leaving.find((x) => x.player === pick.thief && x.figure === pick.figure)!;
        const to = spaceOf(m.to, rules.sameSpace);
        const othersStay = othersOn(space, owner, m);
        setOwn(robbers, owner, to);
        const c = cite(
          ["RB-ROGUE-FOLLOW", "RB-ROGUE-NOSTEAL", othersStay && "RB-ROGUE-FOLLOW-MIXED"],
          ["RB-ROGUE-FOLLOW", othersStay && "RB-ROGUE-FOLLOW-MIXED"],
        );
        ctx.emit({
          type: "robber-followed",
          player: owner,
          from: space,
          to,
          owner: m.player,
          figure: m.figure,
          rules: c.rules,
          decidedBy: c.decidedBy,
        });
        continue;
      }
      // Every reason that held, each with its rule: its own player's figure left (RB-STEAL-SELF), another
      // player's 0-point award left (INT-ZERO-POINTS), another player's figure that arrived during the
      // moment moved on (INT-ARRIVE-THEN-MOVE: under "when-it-moves" such a figure would have been robbed).
      let ownFigure = false;
      let zero = false;
      let arrived = false;
      for (const m of planned.normal) {
        if (spaceOf(m.from, rules.sameSpace) !== space) continue;
        if (m.player === owner) ownFigure ||= m.points > 0;
        else if (m.points === 0) zero = true;
        else arrived = true;
      }
      if (!ownFigure && !zero && !arrived) continue;
      const why = [
        ownFigure ? "RB-STEAL-SELF" : null,
        zero ? d.zeroPoints.decidedBy : null,
        arrived ? d.arrival.decidedBy : null,
      ];
      const c = cite(why, why);
      ctx.emit({ type: "robber-stayed", player: owner, at: space, rules: c.rules, decidedBy: c.decidedBy });
    }
    return { robbers, extra, landings, figures };
  },
});
