// The follow-up placement after the active player (rulebook §1). Hans im Glück (C1, C2, C3): the next
// player to the left with its robber in supply may place it (RB-PLACE-NEXT); what a decline means is
// INT-DECLINE-PASSES. Z-Man: each other player in turn order with its robber in supply may place it
// (RB-PLACE-ALL, ED-C1-ZMAN), must in the C2 text (ED-C2-ZMAN). A robber already out is passed over.
import { cite, defineStep, own } from "../../../src/dsl/index.js";
import { turnOrderFrom } from "../board.js";
import type { RobbersState } from "../model.js";
import type { Ctx } from "../types.js";
import { offerPlacement } from "./target.js";

export const followUpStep = defineStep({
  id: "follow-up",
  summary:
    "After the active player: the next player with its robber in supply may place it (Hans im Glück), or " +
    "each other player in turn order may (C1 Z-Man) or must (C2 Z-Man); robbers already out are passed " +
    "over.",
  implements: ["RB-PLACE-NEXT", "RB-PLACE-ALL", "ED-C1-ZMAN", "ED-C2-ZMAN", "INT-DECLINE-PASSES"],
  run(ctx: Ctx, state: RobbersState): RobbersState {
    const d = ctx.decisions;
    const others = turnOrderFrom(state.players, state.active).slice(1);
    const mode = d.followUp.value;
    const gives = d.followUp.decidedBy;
    let s = state;
    let declines = 0;
    for (const [i, player] of others.entries()) {
      if (own(s.robbers, player) !== null) {
        ctx.emit({
          type: "placement-skipped",
          player,
          reason: "its robber is already on the scoreboard and may not be moved",
          ...cite([gives], [gives]),
        });
        continue;
      }
      if (mode !== "next-one") {
        s = offerPlacement(ctx, s, player, gives, mode === "each-must" ? gives : null);
        continue;
      }
      // Hans im Glück: an offer that passed on after a decline rests on INT-DECLINE-PASSES; a decline
      // does too, when someone with a robber in supply is left for the reading to pass it to.
      const passed = declines > 0 ? d.declinePasses.decidedBy : [];
      const someoneLeft = others.slice(i + 1).some((p) => own(s.robbers, p) === null);
      const before = s;
      s = offerPlacement(ctx, s, player, [...gives, ...passed], null, someoneLeft ? d.declinePasses.decidedBy : []);
      // One follow-up placement, or the offer ends with a decline ("passes-on", no reading's, goes round after a placement too).
      const placed = s !== before;
      if (placed ? d.declinePasses.value !== "passes-on" : d.declinePasses.value === "stops") break;
      if (placed) continue;
      declines++;
    }
    return s;
  },
});
