// A new turn, and the end of the game with the robbers' final bonus (RB-FINAL-BONUS).
import { on } from "../../../src/dsl/index.js";
import { FINAL_BONUS, figureKinds, turnOrderFrom, withPosition } from "../board.js";
import { listPoint } from "../choices.js";
import type { RobbersEffect, FigurePick, RobbersEvent, RobbersState } from "../model.js";
import type { RobbersDecisions } from "../types.js";

export const turnHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "turn" }>({
  id: "turn-change",
  implements: ["BASE-TURNS"],
  pattern: { kind: "turn" },
  run: (ctx, state, event) => {
    ctx.emit({ type: "turn-started", player: event.player, rules: ["BASE-TURNS"] });
    return { ...state, active: event.player };
  },
});

export const gameEndHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "game-end" }>({
  id: "game-end",
  implements: ["RB-FINAL-BONUS", "RB-FINAL-NOSTEAL", "BASE-TURNS"],
  pattern: { kind: "game-end" },
  run: (ctx, state) => {
    let figures = { ...state.figures };
    const robbers = { ...state.robbers };
    for (const owner of turnOrderFrom(state.players, state.active)) {
      if (state.robbers[owner] === null) continue;
      const figure = ctx.choose(
        listPoint<FigurePick>("bonus", owner, "RB-FINAL-BONUS", `Which figure of ${owner} records the 3-point robber bonus?`, figureKinds(state).map((k) => ({ figure: k }))),
      ).figure;
      const from = figures[owner]![figure] ?? 0;
      figures = { ...figures, [owner]: withPosition(figures[owner]!, figure, from + FINAL_BONUS) };
      robbers[owner] = null;
      ctx.emit({ type: "figure-moved", player: owner, figure, from, to: from + FINAL_BONUS, points: FINAL_BONUS, source: "robber-bonus", rules: ["RB-FINAL-BONUS", "RB-FINAL-NOSTEAL"] });
      ctx.emit({ type: "robber-returned", player: owner, rules: ["RB-FINAL-BONUS"] });
    }
    ctx.emit({ type: "game-ended", rules: ["BASE-TURNS"] });
    return { ...state, figures, robbers, ended: true };
  },
});
