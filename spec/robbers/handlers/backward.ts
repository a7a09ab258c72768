// A backward move (bazaar payment, tower ransom), in two named steps: the figure goes back
// (BASE-SCOREBOARD); robbers of other players beside it go back with it at no cost (RB-BACK-FOLLOW),
// or choose to stay if others remain (RB-BACK-CHOOSE; whose figures count is INT-BACK-STAY-OWN).
import { cite, defineStep, on } from "../../../src/dsl/index.js";
import { figureKinds, spaceOf, turnOrderFrom, withPosition } from "../board.js";
import { listPoint } from "../choices.js";
import type { BackwardPick, RobbersEffect, RobbersEvent, RobbersState } from "../model.js";
import type { Ctx, RobbersDecisions } from "../types.js";

type Backward = Extract<RobbersEvent, { kind: "backward" }>;

const moveBackStep = defineStep({
  id: "move-back",
  summary: "The figure goes back by the points paid.",
  implements: ["BASE-SCOREBOARD"],
  run(ctx: Ctx, state: RobbersState, event: Backward): { state: RobbersState; from: number; to: number } {
    const figures0 = state.figures[event.player]!;
    const from = (event.figure === "meeple" ? figures0.meeple : figures0.messenger) ?? 0;
    const to = from - event.points;
    ctx.emit({
      type: "figure-moved",
      player: event.player,
      figure: event.figure,
      from,
      to,
      points: -event.points,
      source: event.source,
      ...cite(["BASE-SCOREBOARD"], ["BASE-SCOREBOARD"]),
    });
    return {
      state: { ...state, figures: { ...state.figures, [event.player]: withPosition(figures0, event.figure, to) } },
      from,
      to,
    };
  },
});

const followBackStep = defineStep({
  id: "follow-or-stay",
  summary:
    "Robbers of other players beside the figure go back with it at no cost, or stay when other figures remain there.",
  implements: ["RB-BACK-FOLLOW", "RB-BACK-CHOOSE", "INT-BACK-STAY-OWN"],
  run(ctx: Ctx, before: RobbersState, moved: RobbersState, event: Backward, from: number, to: number): RobbersState {
    const d = ctx.decisions;
    const sameSpace = d.sameSpace.value;
    const figures = moved.figures;
    const space = spaceOf(from, sameSpace);
    const robbers = { ...before.robbers };
    for (const owner of turnOrderFrom(before.players, before.active)) {
      if (owner === event.player || before.robbers[owner] !== space) continue;
      const remaining = before.players.flatMap((p) =>
        figureKinds(before).flatMap((k) => (spaceOf(figures[p]![k] ?? 0, sameSpace) === space ? [p] : [])),
      );
      const canStay = d.backStayOwn.value === "any-figure" ? remaining.length > 0 : remaining.some((p) => p !== owner);
      const ownOnly = remaining.length > 0 && remaining.every((p) => p === owner);
      const options: BackwardPick[] = canStay ? [{ action: "follow" }, { action: "stay" }] : [{ action: "follow" }];
      const pick = ctx.choose(
        listPoint<BackwardPick>(
          "backward",
          owner,
          canStay ? "RB-BACK-CHOOSE" : "RB-BACK-FOLLOW",
          `Does ${owner}'s robber go back with ${event.player}'s ${event.figure} or stay?`,
          options,
        ),
      );
      // Whether it could stay is RB-BACK-CHOOSE's question; with only its owner's figures left, the reading's.
      const why = [canStay && "RB-BACK-CHOOSE", ownOnly && d.backStayOwn.decidedBy];
      if (pick.action === "stay") {
        ctx.emit({ type: "robber-stayed", player: owner, at: space, ...cite(why, why) });
        continue;
      }
      robbers[owner] = spaceOf(to, sameSpace);
      ctx.emit({
        type: "robber-followed",
        player: owner,
        from: space,
        to: robbers[owner]!,
        owner: event.player,
        figure: event.figure,
        ...cite(["RB-BACK-FOLLOW", ...why], ["RB-BACK-FOLLOW", ...why]),
      });
    }
    return { ...moved, robbers };
  },
});

export const backwardHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "backward" }>({
  id: "backward-move",
  steps: [moveBackStep, followBackStep],
  pattern: { kind: "backward" },
  run: (ctx, state, event) => {
    const moved = moveBackStep.run(ctx, state, event);
    return followBackStep.run(ctx, state, moved.state, event, moved.from, moved.to);
  },
});
