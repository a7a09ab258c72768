// A scoring moment: awards scored at the same time (RB-STEAL-SIMULTANEOUS). In order:
// each scorer plans its movements, every robber with a stealable movement steals from exactly one,
// thieves record rogue points, robbers beside a thief's figure follow it, and messages are drawn.
import { on, type ChoicePoint } from "../../../src/dsl/index.js";
import { figureKinds, half, isDark, spaceOf, turnOrderFrom } from "../board.js";
import { listPoint, planPoint } from "../choices.js";
import type { RobbersEffect, FigurePick, FollowPick, PlayerId, RobbersEvent, RobbersState, StealPick } from "../model.js";
import {
  applyMovements,
  awardsByPlayer,
  followable,
  messageDraws,
  momentRules,
  planMovements,
  stealableMovements,
  type Movement,
} from "../moment/movements.js";
import type { RobbersDecisions } from "../types.js";

/** The steal choice; a refused pick names the rule it breaks (must steal, never from oneself, one of these). */
function stealPoint(owner: PlayerId, space: number, options: readonly StealPick[]): ChoicePoint<StealPick> {
  const base = listPoint<StealPick>("steal", owner, "RB-STEAL-CHOOSE", `Which movement does ${owner}'s robber on space ${space} steal from?`, options);
  return {
    ...base,
    check: (pick) => {
      const why = base.check(pick);
      if (why === null) return null;
      const p = pick as { victim?: unknown; action?: unknown } | null;
      if (p === null || p.action === "decline") return { rule: "RB-STEAL-FIRST", message: `${owner}'s robber has a movement to steal from and must take it now` };
      if (p.victim === owner) return { rule: "RB-STEAL-SELF", message: `${owner}'s robber cannot steal from ${owner}` };
      return why;
    },
  };
}

const ORDINARY_MOVE: readonly string[] = Object.freeze(["BASE-SCOREBOARD", "RB-STEAL-ORDER", "RB-STEAL-PER-EVENT"]);

export const momentHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "moment" }>({
  id: "scoring-moment",
  implements: [
    "RB-STEAL-HALF", "RB-STEAL-KEEP", "RB-STEAL-RETURN", "RB-STEAL-PER-EVENT", "RB-STEAL-FIRST", "RB-STEAL-SIMULTANEOUS",
    "RB-STEAL-ORDER", "RB-STEAL-CHOOSE", "RB-STEAL-MULTI", "RB-STEAL-SELF", "RB-ROGUE-NOSTEAL", "RB-ROGUE-FOLLOW",
    "RB-ROGUE-FOLLOW-MIXED", "RB-ROGUE-FIGURE", "RB-MSG-TARGET", "RB-MSG-DARK", "MS-DARK-DRAW",
  ],
  pattern: { kind: "moment" },
  run: (ctx, state, event) => {
    const d = ctx.decisions;
    const rules = momentRules(d);
    const kinds = figureKinds(state);
    const order = turnOrderFrom(state.players, state.active);
    // A landing on a dark space is where the message rules (and their readings) decide something.
    const darkLanding = (m: Movement) => state.messages && m.points > 0 && isDark(m.to);
    // Effects of ordinary movements usually cite the same three rules: share that array.
    const moveRules = (m: Movement): readonly string[] =>
      m.points !== 0 && !darkLanding(m)
        ? ORDINARY_MOVE
        : [...ORDINARY_MOVE, ...(m.points === 0 ? d.zeroPoints.by : []), ...(darkLanding(m) ? ["MS-DARK-DRAW", ...d.msgAlone.by] : [])];

    // 1. Each scorer orders its awards and picks the figure for each (RB-STEAL-ORDER).
    const movementsOf = new Map<PlayerId, Movement[]>();
    const awardIndices = awardsByPlayer(event.awards);
    for (const player of order) {
      const mine = awardIndices.get(player);
      if (!mine) continue;
      const plan = ctx.choose(planPoint(player, mine, kinds));
      const moves = planMovements(state.figures[player]!, player, plan, event.awards);
      movementsOf.set(player, moves);
      for (const m of moves) {
        ctx.emit({
          type: "figure-moved", player, figure: m.figure, from: m.from, to: m.to, points: m.points, source: m.source as never, award: m.award,
          rules: moveRules(m),
        });
      }
    }
    const normal = order.flatMap((p) => movementsOf.get(p) ?? []);

    // 2. Every robber with a stealable movement must steal from exactly one (RB-STEAL-FIRST, -CHOOSE, -MULTI).
    const onBoard = order.filter((p) => state.robbers[p] !== null);
    const thefts: { thief: PlayerId; from: Movement; amount: number; choices: number }[] = [];
    for (const owner of onBoard) {
      const space = state.robbers[owner]!;
      const stealable: Movement[] = [];
      for (const [victim, moves] of movementsOf) {
        if (victim === owner) continue; // RB-STEAL-SELF
        for (const m of stealableMovements(space, state.figures[victim]!, moves, rules)) stealable.push(m);
      }
      if (stealable.length === 0) continue;
      const options: StealPick[] = stealable.map((m) => ({ victim: m.player, figure: m.figure }));
      const pick = ctx.choose(stealPoint(owner, space, options));
      const from = stealable.find((m) => m.player === pick.victim && m.figure === pick.figure)!;
      thefts.push({ thief: owner, from, amount: half(from.points), choices: stealable.length });
    }
    for (const t of thefts) {
      const shared = thefts.filter((o) => o.from === t.from).length > 1;
      const arrived = spaceOf(state.figures[t.from.player]![t.from.figure] ?? 0, rules.sameSpace) !== spaceOf(t.from.from, rules.sameSpace);
      ctx.emit({
        type: "steal", thief: t.thief, victim: t.from.player, figure: t.from.figure, points: t.from.points, amount: t.amount, at: state.robbers[t.thief]!,
        rules: [
          "RB-STEAL-HALF", "RB-STEAL-KEEP", "RB-STEAL-FIRST", "RB-STEAL-PER-EVENT", "RB-STEAL-ORDER", "RB-STEAL-SELF", "RB-STEAL-SIMULTANEOUS",
          ...(t.choices > 1 ? ["RB-STEAL-CHOOSE"] : []), ...(shared ? ["RB-STEAL-MULTI"] : []), ...(state.messages ? ["RB-MSG-TARGET"] : []),
          ...(arrived ? d.arrival.by : []), ...(t.from.points === 0 ? d.zeroPoints.by : []), ...d.sameSpace.by,
        ],
      });
      ctx.emit({ type: "robber-returned", player: t.thief, rules: ["RB-STEAL-RETURN"] });
    }

    // 3. Thieves record their rogue points, on the figure of their choice with The Messages (RB-ROGUE-FIGURE).
    let figures = applyMovements(state.figures, normal);
    const rogue: Movement[] = [];
    for (const t of thefts) {
      const figure = ctx.choose(
        listPoint<FigurePick>("rogue", t.thief, "RB-ROGUE-FIGURE", `Which figure of ${t.thief} records the ${t.amount} rogue points?`, kinds.map((k) => ({ figure: k }))),
      ).figure;
      const fromScore = figures[t.thief]![figure] ?? 0;
      const m: Movement = { player: t.thief, figure, award: -1, from: fromScore, to: fromScore + t.amount, points: t.amount, source: "rogue" };
      rogue.push(m);
      ctx.emit({
        type: "figure-moved", player: t.thief, figure, from: m.from, to: m.to, points: t.amount, source: "rogue",
        rules: ["RB-STEAL-HALF", ...(state.messages ? ["RB-ROGUE-FIGURE"] : []), ...(darkLanding(m) ? ["RB-MSG-DARK", ...d.msgOwnTurn.by, ...d.msgAlone.by] : [])],
      });
    }
    figures = applyMovements(figures, rogue);

    // 4. Robbers still out that stand where a rogue movement leaves follow it (RB-ROGUE-FOLLOW, -NOSTEAL, -FOLLOW-MIXED).
    const robbers: Record<PlayerId, number | null> = { ...state.robbers };
    for (const t of thefts) robbers[t.thief] = null;
    for (const owner of onBoard) {
      if (robbers[owner] === null) continue;
      const space = state.robbers[owner]!;
      const leaving = followable(owner, space, rogue, rules);
      if (leaving.length > 0) {
        const pick = ctx.choose(
          listPoint<FollowPick>("follow", owner, "RB-ROGUE-FOLLOW", `Which rogue movement does ${owner}'s robber on space ${space} follow?`, leaving.map((m) => ({ thief: m.player, figure: m.figure }))),
        );
        const m = leaving.find((x) => x.player === pick.thief && x.figure === pick.figure)!;
        const to = spaceOf(m.to, rules.sameSpace);
        const othersStay = order.some((p) => p !== owner && kinds.some((k) => !(p === m.player && k === m.figure) && spaceOf(figures[p]![k] ?? 0, rules.sameSpace) === space));
        robbers[owner] = to;
        ctx.emit({
          type: "robber-followed", player: owner, from: space, to, owner: m.player, figure: m.figure,
          rules: ["RB-ROGUE-FOLLOW", "RB-ROGUE-NOSTEAL", ...(othersStay ? ["RB-ROGUE-FOLLOW-MIXED"] : [])],
        });
        continue;
      }
      // Say why a robber whose own player's figure left its space did not steal (RB-STEAL-SELF).
      if ((movementsOf.get(owner) ?? []).some((m) => m.points > 0 && spaceOf(m.from, rules.sameSpace) === space)) {
        ctx.emit({ type: "robber-stayed", player: owner, at: space, rules: ["RB-STEAL-SELF"] });
      } else if (normal.some((m) => m.player !== owner && m.points === 0 && spaceOf(m.from, rules.sameSpace) === space)) {
        ctx.emit({ type: "robber-stayed", player: owner, at: space, rules: d.zeroPoints.by });
      } else if (normal.some((m) => m.player !== owner && m.points > 0 && spaceOf(m.from, rules.sameSpace) === space)) {
        // Another player's figure left this space without being stealable: it arrived during the moment (INT-ARRIVE-THEN-MOVE).
        ctx.emit({ type: "robber-stayed", player: owner, at: space, rules: d.arrival.by });
      }
    }

    // 5. Messages for landings on dark spaces (MS-DARK-DRAW, RB-MSG-DARK).
    const messagesDrawn: Record<PlayerId, number> = { ...state.messagesDrawn };
    for (const m of messageDraws(state, [...normal, ...rogue], rules)) {
      messagesDrawn[m.player] = (messagesDrawn[m.player] ?? 0) + 1;
      ctx.emit({
        type: "message-drawn", player: m.player, figure: m.figure, at: spaceOf(m.to, "loop"),
        rules: m.source === "rogue" ? ["RB-MSG-DARK", "MS-DARK-DRAW", ...d.msgOwnTurn.by, ...d.msgAlone.by] : ["MS-DARK-DRAW", ...d.msgAlone.by],
      });
    }
    return { ...state, figures, robbers, messagesDrawn };
  },
});
