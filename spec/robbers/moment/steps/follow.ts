// Step 4 of a scoring moment: a robber still out that stands where a rogue movement leaves takes
// nothing from it and goes along (RB-ROGUE-NOSTEAL, RB-ROGUE-FOLLOW), even when other figures stay
// behind (RB-ROGUE-FOLLOW-MIXED). A robber beside a figure that moved, which neither stole nor
// followed, says why it stayed: its own player's figure (RB-STEAL-SELF), a 0-point award
// (INT-ZERO-POINTS), or a figure that arrived during the moment (INT-ARRIVE-THEN-MOVE).
import { cite, defineStep } from "../../../../src/dsl/index.js";
import { spaceOf } from "../../board.js";
import { listPoint } from "../../choices.js";
import type { FollowPick, PlayerId } from "../../model.js";
import type { MomentRules, Movement } from "../movements.js";
import type { Scene } from "../scene.js";
import type { Planned } from "./plan.js";
import type { Rogued } from "./rogue.js";
import type { Theft } from "./steal.js";

/** Rogue movements a robber of `owner` on `robberSpace` must follow (RB-ROGUE-FOLLOW): those of other players leaving its space. */
export const followable = (
  owner: PlayerId,
  robberSpace: number,
  rogue: readonly Movement[],
  rules: MomentRules,
): Movement[] =>
  rogue.filter((m) => m.player !== owner && m.points > 0 && spaceOf(m.from, rules.sameSpace) === robberSpace);

export const followStep = defineStep({
  id: "follow",
  summary:
    "A robber still out beside a figure that rogue points move goes along with it, even when other figures stay; a robber that neither stole nor followed says why it stayed.",
  implements: [
    "RB-ROGUE-FOLLOW",
    "RB-ROGUE-NOSTEAL",
    "RB-ROGUE-FOLLOW-MIXED",
    "RB-STEAL-SELF",
    "INT-ZERO-POINTS",
    "INT-ARRIVE-THEN-MOVE",
  ],
  run(scene: Scene, planned: Planned, thefts: readonly Theft[], rogued: Rogued): Record<PlayerId, number | null> {
    const { ctx, state, rules, d, kinds } = scene;
    const robbers: Record<PlayerId, number | null> = { ...state.robbers };
    for (const t of thefts) robbers[t.thief] = null;
    for (const owner of scene.onBoard) {
      if (robbers[owner] === null) continue;
      const space = state.robbers[owner]!;
      const leaving = followable(owner, space, rogued.rogue, rules);
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
        const othersStay = scene.order.some(
          (p) =>
            p !== owner &&
            kinds.some(
              (k) =>
                !(p === m.player && k === m.figure) && spaceOf(rogued.figures[p]![k] ?? 0, rules.sameSpace) === space,
            ),
        );
        robbers[owner] = to;
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
      let own = false;
      let zero = false;
      let arrived = false;
      for (const m of planned.normal) {
        if (spaceOf(m.from, rules.sameSpace) !== space) continue;
        if (m.player === owner) own ||= m.points > 0;
        else if (m.points === 0) zero = true;
        else arrived = true;
      }
      if (!own && !zero && !arrived) continue;
      const why = [
        own ? "RB-STEAL-SELF" : null,
        zero ? d.zeroPoints.decidedBy : null,
        arrived ? d.arrival.decidedBy : null,
      ];
      const c = cite(why, why);
      ctx.emit({ type: "robber-stayed", player: owner, at: space, rules: c.rules, decidedBy: c.decidedBy });
    }
    return robbers;
  },
});
