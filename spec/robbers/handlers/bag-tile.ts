// The robber step a bag tile opens (rulebook §1), in named steps: the tile is counted and opens the
// step (RB-SETUP-TILES, RB-PLACE-TRIGGER); the active player places, moves or declines
// (placement/active.ts); then the follow-up placement of the edition in force (placement/follow-up.ts).
// Every placement must be beside another player's scoring figure (placement/target.ts).
import { defineStep, on } from "../../../src/dsl/index.js";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../model.js";
import { activeStep } from "../placement/active.js";
import { followUpStep } from "../placement/follow-up.js";
import { targetStep } from "../placement/target.js";
import type { RobbersDecisions } from "../types.js";

export { legalSpaces } from "../placement/target.js";

/** The bag tile is counted (a ninth is refused before any handler runs) and opens the robber step. */
const countStep = defineStep({
  id: "bag-tile",
  summary:
    "The bag tile is counted (eight in the game; a ninth is refused) and opens the robber step, before the tile's own scoring.",
  implements: ["RB-SETUP-TILES", "RB-PLACE-TRIGGER"],
  run: (state: RobbersState): RobbersState => ({ ...state, bagTiles: state.bagTiles + 1 }),
});

export const bagTileHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "bag-tile" }>({
  id: "bag-tile-placement",
  // The placement target is listed before the steps that use it.
  steps: [countStep, targetStep, activeStep, followUpStep],
  pattern: { kind: "bag-tile" },
  run: (ctx, state) => followUpStep.run(ctx, activeStep.run(ctx, countStep.run(state))),
});
