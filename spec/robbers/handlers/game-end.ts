// The end of the game, in two named steps: every robber still on the scoreboard pays its owner 3
// points, recorded on a figure of its choice, and goes home; nothing can steal that bonus
// (RB-FINAL-BONUS, RB-FINAL-NOSTEAL). Then the game is over (BASE-TURNS).
import { cite, defineStep, on, own, setOwn } from "../../../src/dsl/index.js";
import { figureKinds, turnOrderFrom, withPosition } from "../board.js";
import { listPoint } from "../choices.js";
import type { FigurePick, RobbersEffect, RobbersEvent, RobbersState } from "../model.js";
import type { Ctx, RobbersDecisions } from "../types.js";

const bonusStep = defineStep({
  id: "bonus",
  summary:
    "Every robber still on the scoreboard earns its owner 3 points (on the figure of its choice) and goes home; no robber is left to steal them.",
  implements: ["RB-FINAL-BONUS", "RB-FINAL-NOSTEAL"],
  run(ctx: Ctx, state: RobbersState): RobbersState {
    let figures = { ...state.figures };
    const robbers = { ...state.robbers };
    // The rules give FINAL_BONUS; only a misreading changes it, and is then cited.
    const bonus = ctx.decisions.finalBonus;
    for (const owner of turnOrderFrom(state.players, state.active)) {
      if (own(state.robbers, owner) === null) continue;
      const figure = ctx.choose(
        listPoint<FigurePick>(
          "bonus",
          owner,
          "RB-FINAL-BONUS",
          `Which figure of ${owner} records the ${bonus.value}-point robber bonus?`,
          figureKinds(state).map((k) => ({ figure: k })),
        ),
      ).figure;
      const from = own(figures, owner)![figure] ?? 0;
      figures = { ...figures, [owner]: withPosition(own(figures, owner)!, figure, from + bonus.value) };
      setOwn(robbers, owner, null);
      ctx.emit({
        type: "figure-moved",
        player: owner,
        figure,
        from,
        to: from + bonus.value,
        points: bonus.value,
        source: "robber-bonus",
        ...cite([bonus.decidedBy, "RB-FINAL-NOSTEAL"], bonus.decidedBy),
      });
      ctx.emit({ type: "robber-returned", player: owner, ...cite(["RB-FINAL-BONUS"], ["RB-FINAL-BONUS"]) });
    }
    return { ...state, figures, robbers };
  },
});

const endStep = defineStep({
  id: "end",
  summary: "The game is over: nothing more happens on the scoreboard.",
  implements: ["BASE-TURNS"],
});

export const gameEndHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "game-end" }>({
  id: "game-end",
  steps: [bonusStep, endStep],
  pattern: { kind: "game-end" },
  run: (ctx, state) => {
    const paid = bonusStep.run(ctx, state);
    ctx.emit({ type: "game-ended", ...cite(["BASE-TURNS"], ["BASE-TURNS"]) });
    return { ...paid, ended: true };
  },
});
