// The active player's part of the robber step (rulebook §1): it may place its robber from supply
// (RB-PLACE-ACTIVE; must, in the C2 Z-Man text: ED-C2-ZMAN), or, if the robber is already out, may
// move it to a different space (RB-PLACE-MOVE; where placing is mandatory, INT-MANDATORY-MOVE says
// whether moving is too).
import { cite, defineStep, own } from "../../../src/dsl/index.js";
import type { RobbersState } from "../model.js";
import type { Ctx } from "../types.js";
import { offerPlacement, placeChoice, targetCites, withRobberAt } from "./target.js";

export const activeStep = defineStep({
  id: "active",
  summary:
    "The active player may place its robber from supply (must, under C2 Z-Man), or move it to a different space if it is already out.",
  implements: ["RB-PLACE-ACTIVE", "ED-C2-ZMAN", "RB-PLACE-MOVE", "INT-MANDATORY-MOVE", "RB-SETUP-SUPPLY"],
  run(ctx: Ctx, state: RobbersState): RobbersState {
    const d = ctx.decisions;
    const active = state.active;
    const current = own(state.robbers, active);
    if (current === null || current === undefined) {
      const gives = d.activePlacement.decidedBy;
      return offerPlacement(ctx, state, active, gives, d.activePlacement.value === "must" ? gives : null);
    }
    const gives = d.activeMove.decidedBy;
    const mandatory = d.activeMove.value === "must" ? gives : null;
    const choice = placeChoice(d, state, active, `Where does ${active} move its robber?`, {
      gives: "RB-PLACE-MOVE",
      mandatory,
      current,
      nowhere: d.activeMove.value === "never",
      ownSpace: d.moveTo.value === "any-space",
    });
    const pick = ctx.choose(choice.point);
    if (pick.action !== "move") {
      // Forced when no other space holds another player's figure; otherwise the player kept it there.
      const forced = choice.spaces().length === 0;
      const c = cite([gives, forced && "RB-PLACE-TARGET"], forced ? ["RB-PLACE-TARGET"] : gives);
      ctx.emit({ type: "placement-declined", player: active, rules: c.rules, decidedBy: c.decidedBy });
      return state;
    }
    const c = targetCites(d, state, active, pick.at, gives, pick.at === current ? d.moveTo.decidedBy : []);
    ctx.emit({
      type: "robber-moved",
      player: active,
      from: current,
      to: pick.at,
      rules: c.rules,
      decidedBy: c.decidedBy,
    });
    return withRobberAt(state, active, pick.at);
  },
});
