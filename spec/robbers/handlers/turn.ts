// A new turn: the turn passes to the event's player (BASE-TURNS).
import { cite, defineStep, on } from "../../../src/dsl/index.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../model.js";
import type { RobbersDecisions } from "../types.js";

const turnStep = defineStep({
  id: "turn",
  summary: "The turn passes to the named player, who becomes the active player.",
  implements: ["BASE-TURNS", "BASE-PLAYERS"],
});

export const turnHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "turn" }>({
  id: "turn-change",
  steps: [turnStep],
  pattern: { kind: "turn" },
  run: (ctx, state, event) => {
    ctx.emit({ type: "turn-started", player: event.player, ...cite(["BASE-TURNS", "BASE-PLAYERS"], ["BASE-TURNS"]) });
    return { ...state, active: event.player };
  },
});
