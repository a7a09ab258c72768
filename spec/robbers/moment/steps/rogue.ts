// Step 3 of a scoring moment: each thief records its rogue points (RB-STEAL-HALF), on the figure of
// its choice with The Messages (RB-ROGUE-FIGURE); a 0-point theft records nothing and asks nothing. Rogue movements come after every award, and no
// robber may take them (RB-ROGUE-NOSTEAL: they never reach the steal step; the follow step moves
// robbers beside them instead).
import { cite, defineStep, own, setOwn } from "../../../../src/dsl/index.js";
import { positionOf } from "../../board.js";
import { listPoint } from "../../choices.js";
import type { FigureKind, FigurePick, Figures, PlayerId } from "../../model.js";
import type { Landing } from "../landings.js";
import { applyMovements, type Movement } from "../movements.js";
import type { Scene } from "../scene.js";
import type { Planned } from "./plan.js";
import type { Theft } from "./steal.js";

/** The rogue movements and where every figure stands after them. */
export interface Rogued {
  readonly rogue: readonly Movement[];
  readonly landings: readonly Landing[];
  readonly figures: Readonly<Record<PlayerId, Figures>>;
}

/** The movement rogue points make: the thief's chosen figure goes forward by the amount stolen. */
export const rogueMovement = (thief: PlayerId, figure: FigureKind, finals: Figures, amount: number): Movement => {
  const from = positionOf(finals, figure);
  return { player: thief, figure, award: -1, from, to: from + amount, points: amount, source: "rogue" };
};

/**
 * Why a rogue landing on a dark space drew nothing (RB-MSG-DARK looked at it): out of the thief's
 * turn under the default reading (INT-MSG-OWN-TURN), or not alone under Z-Man's (INT-MSG-ALONE).
 */
function undrawn(l: Landing, active: PlayerId): readonly (string | false)[] {
  if (!l.dark || l.draws) return [];
  const ownTurn = l.m.player === active;
  return ["RB-MSG-DARK", ownTurn && "MS-DARK-DRAW", !ownTurn && "INT-MSG-OWN-TURN", l.inTurn && "INT-MSG-ALONE"];
}

/**
 * Only under a misreading of RB-STEAL-KEEP: each robbed figure goes back by what was stolen from it,
 * once every rogue point is recorded (`figures` is changed in place: the step's own copy).
 */
function loseStolen(scene: Scene, thefts: readonly Theft[], figures: Record<PlayerId, Figures>): void {
  const c = cite([scene.d.victimKeeps.decidedBy], [scene.d.victimKeeps.decidedBy]);
  for (const t of thefts) {
    if (t.amount === 0) continue;
    const { player, figure } = t.from;
    const from = positionOf(own(figures, player)!, figure);
    setOwn(figures, player, { ...own(figures, player)!, [figure]: from - t.amount });
    scene.ctx.emit({
      type: "figure-moved",
      player,
      figure,
      from,
      to: from - t.amount,
      points: -t.amount,
      source: "other",
      ...c,
    });
  }
}

export const rogueStep = defineStep({
  id: "rogue",
  summary:
    "Each thief records the points it stole with a figure of its choice (with The Messages); no robber may take them.",
  implements: ["RB-STEAL-HALF", "RB-ROGUE-FIGURE", "RB-ROGUE-NOSTEAL"],
  run(scene: Scene, planned: Planned, thefts: readonly Theft[]): Rogued {
    const { ctx, state, kinds } = scene;
    const afterAwards = applyMovements(state.figures, planned.normal);
    const rogue: Movement[] = [];
    const landings: Landing[] = [];
    for (const t of thefts) {
      // A theft of 0 (INT-ZERO-POINTS "used-up") gives the thief nothing to record: no figure moves, so
      // RB-ROGUE-FIGURE asks nothing (its options could not differ) and no movement is reported.
      if (t.amount === 0) continue;
      // Under a hypothesis about RB-ROGUE-FIGURE the meeple records them and nobody is asked.
      const figure =
        scene.rules.rogueFigure === "meeple"
          ? "meeple"
          : ctx.choose(
              listPoint<FigurePick>(
                "rogue",
                t.thief,
                "RB-ROGUE-FIGURE",
                `Which figure of ${t.thief} records the ${t.amount} rogue points?`,
                kinds.map((k) => ({ figure: k })),
              ),
            ).figure;
      const m = rogueMovement(t.thief, figure, own(afterAwards, t.thief)!, t.amount);
      const landing = scene.land(m);
      rogue.push(m);
      landings.push(landing);
      const c = cite(
        ["RB-STEAL-HALF", state.messages && "RB-ROGUE-FIGURE", undrawn(landing, state.active)],
        ["RB-STEAL-HALF", state.messages && "RB-ROGUE-FIGURE"],
      );
      ctx.emit({
        type: "figure-moved",
        player: t.thief,
        figure,
        from: m.from,
        to: m.to,
        points: t.amount,
        source: "rogue",
        rules: c.rules,
        decidedBy: c.decidedBy,
      });
    }
    const figures = applyMovements(afterAwards, rogue);
    if (scene.rules.victimKeeps === "loses") loseStolen(scene, thefts, figures);
    return { rogue, landings, figures };
  },
});
