// A backward move (bazaar payment, tower ransom): robbers of other players beside the figure go
// back with it at no cost (RB-BACK-FOLLOW), or choose to stay if others remain (RB-BACK-CHOOSE).
import { on } from "../../../src/dsl/index.js";
import { figureKinds, spaceOf, turnOrderFrom, withPosition } from "../board.js";
import { listPoint } from "../choices.js";
import type { RobbersEffect, BackwardPick, RobbersEvent, RobbersState } from "../model.js";
import type { RobbersDecisions } from "../types.js";

export const backwardHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "backward" }>({
  id: "backward-move",
  implements: ["RB-BACK-FOLLOW", "RB-BACK-CHOOSE"],
  pattern: { kind: "backward" },
  run: (ctx, state, event) => {
    const d = ctx.decisions;
    const sameSpace = d.sameSpace.value;
    const figures0 = state.figures[event.player]!;
    const from = (event.figure === "meeple" ? figures0.meeple : figures0.messenger) ?? 0;
    const to = from - event.points;
    const figures = { ...state.figures, [event.player]: withPosition(figures0, event.figure, to) };
    ctx.emit({ type: "figure-moved", player: event.player, figure: event.figure, from, to, points: -event.points, source: event.source, rules: ["BASE-SCOREBOARD"] });
    const space = spaceOf(from, sameSpace);
    const robbers = { ...state.robbers };
    for (const owner of turnOrderFrom(state.players, state.active)) {
      if (owner === event.player || state.robbers[owner] !== space) continue;
      const remaining = state.players.flatMap((p) =>
        figureKinds(state).flatMap((k) => (spaceOf(figures[p]![k] ?? 0, sameSpace) === space ? [p] : [])),
      );
      const canStay = d.backStayOwn.value === "any-figure" ? remaining.length > 0 : remaining.some((p) => p !== owner);
      const ownOnly = remaining.length > 0 && remaining.every((p) => p === owner);
      const options: BackwardPick[] = canStay ? [{ action: "follow" }, { action: "stay" }] : [{ action: "follow" }];
      const pick = ctx.choose(listPoint<BackwardPick>("backward", owner, canStay ? "RB-BACK-CHOOSE" : "RB-BACK-FOLLOW", `Does ${owner}'s robber go back with ${event.player}'s ${event.figure} or stay?`, options));
      const why = [...(canStay ? ["RB-BACK-CHOOSE"] : []), ...(ownOnly ? d.backStayOwn.by : [])];
      if (pick.action === "stay") {
        ctx.emit({ type: "robber-stayed", player: owner, at: space, rules: why });
        continue;
      }
      robbers[owner] = spaceOf(to, sameSpace);
      ctx.emit({ type: "robber-followed", player: owner, from: space, to: robbers[owner]!, owner: event.player, figure: event.figure, rules: ["RB-BACK-FOLLOW", ...why] });
    }
    return { ...state, figures, robbers };
  },
});
