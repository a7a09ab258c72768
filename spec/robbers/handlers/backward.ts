// A backward move (bazaar payment, tower ransom), in three named steps: the figure goes back
// (BASE-SCOREBOARD); robbers of other players beside it go back with it at no cost (RB-BACK-FOLLOW),
// or choose to stay if others remain (RB-BACK-CHOOSE; whose figures count is INT-BACK-STAY-OWN; its
// own player's robber follows only under INT-BACK-OWN-FIGURE "follows"); with The Messages, a stop
// on a dark space in the mover's turn draws a message only under INT-MSG-BACKWARD "any-stop".
import { cite, defineStep, on, own, setOwn } from "../../../src/dsl/index.js";
import { aloneOn, figureKinds, isDark, spaceOf, turnOrderFrom, withPosition } from "../board.js";
import { listPoint } from "../choices.js";
import type { BackwardPick, RobbersEffect, RobbersEvent, RobbersState } from "../model.js";
import type { Ctx, RobbersDecisions } from "../types.js";

type Backward = Extract<RobbersEvent, { kind: "backward" }>;

const moveBackStep = defineStep({
  id: "move-back",
  summary: "The figure goes back by the points paid.",
  implements: ["BASE-SCOREBOARD"],
  run(ctx: Ctx, state: RobbersState, event: Backward): { state: RobbersState; from: number; to: number } {
    const figures0 = own(state.figures, event.player)!;
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

/**
 * Whether a robber may stay rather than go back (RB-BACK-CHOOSE): while scoring figures remain on
 * its space, counting its owner's only under INT-BACK-STAY-OWN "any-figure". The other values of
 * either decision are no reading's; the diagnosis plays them.
 */
function mayStay(d: RobbersDecisions, remaining: readonly string[], owner: string, mover: string): boolean {
  if (d.backStay.value !== "while-figures-remain") return d.backStay.value === "always";
  const reading = d.backStayOwn.value;
  if (reading === "any-figure") return remaining.length > 0;
  if (reading === "others-than-mover") return remaining.some((p) => p !== mover);
  return reading === "others-only" && remaining.some((p) => p !== owner);
}

const followBackStep = defineStep({
  id: "follow-or-stay",
  summary:
    "Robbers of other players beside the figure go back with it at no cost, or stay when other figures " +
    "remain there; its own player's robber stays unless the reading says it follows.",
  implements: ["RB-BACK-FOLLOW", "RB-BACK-CHOOSE", "INT-BACK-STAY-OWN", "INT-BACK-OWN-FIGURE"],
  run(ctx: Ctx, before: RobbersState, moved: RobbersState, event: Backward, from: number, to: number): RobbersState {
    const d = ctx.decisions;
    const sameSpace = d.sameSpace.value;
    const figures = moved.figures;
    const space = spaceOf(from, sameSpace);
    const robbers = { ...before.robbers };
    // Under a hypothesis about INT-SAME-SPACE the start is compared by its raw score.
    const beside = d.backSpace.value === "raw-compare" ? from : space;
    for (const owner of turnOrderFrom(before.players, before.active)) {
      if (own(before.robbers, owner) !== beside) continue;
      // The mover's own robber: RB-BACK-FOLLOW's ruling (000 fn6) does not say whose figure it follows.
      // Under a hypothesis about INT-BACK-OWN-FIGURE, "its own player" is taken as the active player's.
      const moversOwn = owner === (d.ownFigureOf.value === "mover" ? event.player : before.active);
      if (moversOwn && d.backOwnFigure.value === "stays") continue;
      // Only under a misreading of RB-BACK-FOLLOW does every robber stay, unasked.
      if (d.backFollow.value === "stays") {
        ctx.emit({
          type: "robber-stayed",
          player: owner,
          at: space,
          ...cite([d.backFollow.decidedBy], [d.backFollow.decidedBy]),
        });
        continue;
      }
      const remaining = before.players.flatMap((p) =>
        figureKinds(before).flatMap((k) => (spaceOf(own(figures, p)![k] ?? 0, sameSpace) === space ? [p] : [])),
      );
      const canStay = mayStay(d, remaining, owner, event.player);
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
      const why = [
        canStay && "RB-BACK-CHOOSE",
        ownOnly && d.backStayOwn.decidedBy,
        moversOwn && d.backOwnFigure.decidedBy,
      ];
      if (pick.action === "stay") {
        ctx.emit({ type: "robber-stayed", player: owner, at: space, ...cite(why, why) });
        continue;
      }
      // Under a hypothesis about INT-SAME-SPACE the robber lands on the raw score.
      setOwn(robbers, owner, d.backSpace.value === "raw-landing" ? to : spaceOf(to, sameSpace));
      ctx.emit({
        type: "robber-followed",
        player: owner,
        from: space,
        to: own(robbers, owner)!,
        owner: event.player,
        figure: event.figure,
        ...cite(["RB-BACK-FOLLOW", ...why], ["RB-BACK-FOLLOW", ...why]),
      });
    }
    return { ...moved, robbers };
  },
});

const backwardMessageStep = defineStep({
  id: "message",
  summary:
    "With The Messages, a figure that moves back onto a dark space in its player's turn draws a message " +
    "only under the reading that any stop counts (and alone there, under Z-Man's printing).",
  implements: ["MS-DARK-DRAW", "INT-MSG-BACKWARD", "INT-MSG-ALONE"],
  run(ctx: Ctx, state: RobbersState, event: Backward, to: number): RobbersState {
    const d = ctx.decisions;
    if (!state.messages || event.player !== state.active || !isDark(to) || d.msgBackward.value !== "any-stop")
      return state;
    const crowded = !aloneOn(
      state,
      state.figures,
      event.player,
      event.figure,
      to,
      d.sameSpace.value,
      d.aloneAmong.value,
    );
    // One movement, so "alone" is the same whether judged as it ends or once the moment is done.
    if (crowded && d.msgAlone.value !== "not-required") return state;
    const decided = ["MS-DARK-DRAW", d.msgBackward.decidedBy, crowded && d.msgAlone.decidedBy];
    ctx.emit({
      type: "message-drawn",
      player: event.player,
      figure: event.figure,
      at: spaceOf(to, "loop"),
      ...cite(decided, decided),
    });
    const drawn = own(state.messagesDrawn, event.player) ?? 0;
    return { ...state, messagesDrawn: { ...state.messagesDrawn, [event.player]: drawn + 1 } };
  },
});

export const backwardHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "backward" }>({
  id: "backward-move",
  steps: [moveBackStep, followBackStep, backwardMessageStep],
  pattern: { kind: "backward" },
  run: (ctx, state, event) => {
    const moved = moveBackStep.run(ctx, state, event);
    const followed = followBackStep.run(ctx, state, moved.state, event, moved.from, moved.to);
    return backwardMessageStep.run(ctx, followed, event, moved.to);
  },
});
