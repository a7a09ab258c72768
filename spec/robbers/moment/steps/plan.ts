// Step 1 of a scoring moment: each scorer, in turn order from the active player, orders its awards
// and picks the figure that moves for each (RB-STEAL-ORDER); every award moves a figure on its own
// (RB-STEAL-PER-EVENT, BASE-SCOREBOARD).
import { type Citations, cite, defineStep, own } from "../../../../src/dsl/index.js";
import { planPoint } from "../../choices.js";
import type { PlayerId } from "../../model.js";
import type { Landing } from "../landings.js";
import { awardsByPlayer, type Movement, planMovements } from "../movements.js";
import type { Scene } from "../scene.js";

/** The ordinary movements of the moment: per scorer, and all of them in canonical order. */
export interface Planned {
  readonly movementsOf: ReadonlyMap<PlayerId, readonly Movement[]>;
  readonly normal: readonly Movement[];
  /** The same movements as the message rules see them, in the same order. */
  readonly landings: readonly Landing[];
}

/**
 * Why a landing in the mover's turn on a dark space drew nothing: only Z-Man's "alone" can refuse it
 * (INT-MSG-ALONE), so that reading is cited with the rule it limits. A landing that draws is
 * explained by its own message-drawn effect; one out of turn is one MS-DARK-DRAW never applies to.
 */
const undrawn = (l: Landing): readonly string[] =>
  l.dark && l.inTurn && !l.draws ? ["MS-DARK-DRAW", "INT-MSG-ALONE"] : [];

// Most movements cite one of four lists: built once and shared (frozen), as this runs for every award.
const frozen = (c: Citations): Citations =>
  Object.freeze({ rules: Object.freeze([...c.rules]), decidedBy: Object.freeze([...c.decidedBy]) });
const movedCites = (chose: boolean, several: boolean): Citations =>
  cite(
    ["BASE-SCOREBOARD", chose && "RB-STEAL-ORDER", several && "RB-STEAL-PER-EVENT"],
    ["BASE-SCOREBOARD", chose && "RB-STEAL-ORDER"],
  );
const SHARED = [movedCites(false, false), movedCites(false, true), movedCites(true, false), movedCites(true, true)].map(
  frozen,
);

export const planStep = defineStep({
  id: "plan",
  summary:
    "Each scorer, in turn order from the active player, orders its awards and picks the figure that moves for each; every award moves a figure on its own.",
  implements: ["RB-STEAL-ORDER", "RB-STEAL-PER-EVENT", "BASE-SCOREBOARD"],
  run(scene: Scene): Planned {
    const { ctx, state, awards, kinds } = scene;
    const movementsOf = new Map<PlayerId, Movement[]>();
    const normal: Movement[] = [];
    const landings: Landing[] = [];
    const byPlayer = awardsByPlayer(awards);
    for (const player of scene.order) {
      const mine = byPlayer.get(player);
      if (!mine) continue;
      const point = planPoint(player, mine, kinds);
      // The scorer decided this movement only when it had an order or a figure to choose.
      const chose = point.size() > 1;
      const moves = planMovements(
        own(state.figures, player)!,
        player,
        ctx.choose(point),
        awards,
        scene.rules.scoringOrder,
      );
      movementsOf.set(player, moves);
      for (const m of moves) {
        const landing = scene.land(m);
        normal.push(m);
        landings.push(landing);
        const c =
          landing.dark && !landing.draws
            ? cite(
                [
                  "BASE-SCOREBOARD",
                  chose && "RB-STEAL-ORDER",
                  mine.length > 1 && "RB-STEAL-PER-EVENT",
                  undrawn(landing),
                ],
                ["BASE-SCOREBOARD", chose && "RB-STEAL-ORDER"],
              )
            : SHARED[(chose ? 2 : 0) + (mine.length > 1 ? 1 : 0)]!;
        // The citations written out, not spread: this runs for every award of every moment.
        ctx.emit({
          type: "figure-moved",
          player,
          figure: m.figure,
          from: m.from,
          to: m.to,
          points: m.points,
          source: m.source as never,
          award: m.award,
          rules: c.rules,
          decidedBy: c.decidedBy,
        });
      }
    }
    return { movementsOf, normal, landings };
  },
});
