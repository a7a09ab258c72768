// The end of a round: scoring, an estate out of the game (revealed when a player is in the red area,
// which may end the game), and the beginning player passing on.
import { on } from "../../../src/dsl/index.js";
import { addPoints, clanOf, type D, endGame, nextPlayer } from "../clans.js";
import type { MacRobberEffect, MacRobberEvent, MacRobberState } from "../model.js";
import { bluePoints, followingTie, greenPoints, largestFollowing, mostCattle, redOf } from "../scoring.js";

export const scoreRoundHandler = on<MacRobberState, MacRobberEvent, D, MacRobberEffect, { kind: "score-round" }>({
  id: "scoring",
  implements: [
    "MR-SCORE-COUNTED",
    "MR-SCORE-YELLOW",
    "MR-SCORE-GREEN",
    "MR-SCORE-RED",
    "MR-SCORE-BLUE",
    "MR-ROUND-ESTATE-OUT",
    "MR-ROUND-RED-AREA",
    "MR-BEGINNER-PASSES",
    "MR-END-ESTATE",
    "MR-INT-FOLLOWING-TIE",
  ],
  pattern: { kind: "score-round" },
  run: (ctx, state) => {
    const boards = state.players.map((player) => ({ player, clan: clanOf(state, player) }));
    const zero = ctx.decisions["MR-INT-ZERO-PLACE"];
    const zeroCounts = zero.value === "zero-counts";
    // A tie the court tokens leave while nobody holds the marker is MR-INT-FOLLOWING-TIE's to settle.
    const tie = ctx.decisions["MR-INT-FOLLOWING-TIE"];
    const unsettled = state.largestFollowing === null && followingTie(boards).length > 1;
    const order = state.players.map(
      (_, i) => state.players[(state.players.indexOf(state.beginner) + i) % state.players.length]!,
    );
    const holder = largestFollowing(boards, state.largestFollowing, tie.value === "turn-order", order);
    ctx.emit({
      type: "largest-following",
      player: holder,
      changed: holder !== state.largestFollowing,
      rules: ["MR-SCORE-COUNTED", "MR-SCORE-YELLOW", ...(unsettled ? tie.by : [])],
    });
    let s: MacRobberState = { ...state, largestFollowing: holder };
    const green = greenPoints(boards, zeroCounts);
    // The red majority's 2 points: the single player with the most cattle (MR-SCORE-RED); on a tie
    // nobody, or every tied player under the misreading MIS-SCORE-RED-TIE-BONUS.
    const tieBonus = ctx.decisions.redMajorityTie;
    const most = mostCattle(boards, zeroCounts);
    const red = most.length === 1 || tieBonus.value === "each" ? most : [];
    const redRules = most.length > 1 ? tieBonus.decidedBy : ["MR-SCORE-RED"];
    const herd = ctx.decisions.blueHerd;
    for (const { player, clan } of boards) {
      const g = green.get(player) ?? 0;
      if (g > 0) s = addPoints(ctx, s, player, g, "green", ["MR-SCORE-COUNTED", "MR-SCORE-GREEN", ...zero.by]);
      if (redOf(clan) > 0) s = addPoints(ctx, s, player, redOf(clan), "red", ["MR-SCORE-COUNTED", "MR-SCORE-RED"]);
      if (red.includes(player))
        s = addPoints(ctx, s, player, 2, "red-majority", ["MR-SCORE-COUNTED", ...redRules, ...zero.by]);
      const b = bluePoints(boards, player, herd.value === "any-player");
      if (b > 0) s = addPoints(ctx, s, player, b, "blue", ["MR-SCORE-COUNTED", ...herd.decidedBy]);
    }
    const area = ctx.decisions["MR-INT-RED-AREA"];
    const reached = ctx.decisions["MR-INT-RED-REACHED"];
    const threshold = Number(area.value);
    const inArea = s.players.filter((p) => clanOf(s, p).points >= threshold);
    const counts = reached.value === "in-red-area" ? inArea : inArea.filter((p) => !state.inRedArea.includes(p));
    const [tile, ...rest] = s.estateDeck;
    const revealed = tile !== undefined && counts.length > 0;
    ctx.emit({
      type: "estate-out",
      tile: revealed ? tile! : null,
      revealed,
      removed: tile !== undefined,
      rules: ["MR-ROUND-ESTATE-OUT", "MR-ROUND-RED-AREA", ...area.by, ...(inArea.length > 0 ? reached.by : [])],
    });
    s = {
      ...s,
      estateDeck: rest,
      estatesOut: tile === undefined ? s.estatesOut : [...s.estatesOut, tile],
      inRedArea: inArea,
    };
    if (revealed) {
      const lead = Math.max(...s.players.map((p) => clanOf(s, p).points));
      if (tile! <= lead) return endGame(ctx, s, "estate", ["MR-END-ESTATE", "MR-ROUND-RED-AREA"]);
    }
    const beginner = nextPlayer(s, s.beginner);
    ctx.emit({ type: "beginner", player: beginner, rules: ["MR-BEGINNER-PASSES", "MR-ROUND"] });
    return { ...s, beginner, active: beginner, round: s.round + 1, phase: "take-tokens" };
  },
});
