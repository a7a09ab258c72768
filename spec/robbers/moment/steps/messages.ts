// Step 5 of a scoring moment (The Messages): every landing on a dark space that the message rules
// allow draws a message: the active player's own scoring (MS-DARK-DRAW), rogue points (RB-MSG-DARK)
// on the thief's own turn or always (INT-MSG-OWN-TURN), and only alone there under Z-Man's printing
// (INT-MSG-ALONE: as the movement ends, or once the moment is done). The landings were walked in
// canonical order as the figures moved (landings.ts).
import { cite, defineStep, own, setOwn } from "../../../../src/dsl/index.js";
import { aloneOn, spaceOf } from "../../board.js";
import type { Figures, PlayerId } from "../../model.js";
import type { Landing } from "../landings.js";
import type { Scene } from "../scene.js";

export const messagesStep = defineStep({
  id: "messages",
  summary:
    "Each landing on a dark space that the message rules allow draws a message: the active player's own " +
    "scoring, and rogue points on the thief's turn (or always, by reading); under Z-Man's printing only " +
    "alone.",
  implements: ["MS-DARK-DRAW", "RB-MSG-DARK", "INT-MSG-OWN-TURN", "INT-MSG-ALONE"],
  run(
    scene: Scene,
    landings: readonly Landing[],
    finals: Readonly<Record<PlayerId, Figures>>,
  ): Record<PlayerId, number> {
    const { ctx, state, rules } = scene;
    const messagesDrawn: Record<PlayerId, number> = { ...state.messagesDrawn };
    const onceDone = rules.msgAlone === "alone-after-moment";
    for (const { m, crowded, draws } of landings) {
      if (!draws) continue;
      // Judged once every movement is done: another figure on that space then means no message.
      if (onceDone && !aloneOn(state, finals, m.player, m.figure, m.to, rules.sameSpace, rules.aloneAmong)) continue;
      setOwn(messagesDrawn, m.player, (own(messagesDrawn, m.player) ?? 0) + 1);
      // A rogue landing rests on RB-MSG-DARK, and on the reading when it is not the thief's turn; a
      // landing beside another figure as it ended draws only because the reading does not require
      // being alone, or judges it once the moment is done.
      const ownTurn = m.player === state.active;
      const decided =
        m.source === "rogue"
          ? ["RB-MSG-DARK", !ownTurn && "INT-MSG-OWN-TURN", crowded && "INT-MSG-ALONE"]
          : ["MS-DARK-DRAW", crowded && "INT-MSG-ALONE"];
      const c = cite(
        m.source === "rogue"
          ? ["RB-MSG-DARK", ownTurn && "MS-DARK-DRAW", !ownTurn && "INT-MSG-OWN-TURN", crowded && "INT-MSG-ALONE"]
          : decided,
        decided,
      );
      ctx.emit({
        type: "message-drawn",
        player: m.player,
        figure: m.figure,
        at: spaceOf(m.to, "loop"),
        rules: c.rules,
        decidedBy: c.decidedBy,
      });
    }
    return messagesDrawn;
  },
});
