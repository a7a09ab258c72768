// Phase 1: draw six tokens, or end the game when the sack cannot give them; the largest
// following's redraw (MR-DRAW-SIX, MR-FOLLOWING-REDRAW, MR-END-SACK, MR-INT-COLOUR-OUT).
import { type ChoicePoint, on } from "../../../src/dsl/index.js";
import { describeTokens } from "../actions.js";
import { type D, endGame } from "../clans.js";
import { COLOURS, type MacRobberEffect, type MacRobberEvent, type MacRobberState, type Tokens } from "../model.js";
import { add, covers, drawTokens, sub, total } from "../tokens.js";

/**
 * The holder's choice of drawn tokens to put back: any sub-count of what was drawn, at most `most`
 * of them (a limit only the reading `limitBy` sets).
 */
function redrawPoint(actor: string, drawn: Tokens, most: number, limitBy: readonly string[]): ChoicePoint<Tokens> {
  let cached: Tokens[] | undefined;
  const list = (): Tokens[] => {
    const out: Tokens[] = [];
    for (let y = 0; y <= drawn.yellow; y++)
      for (let b = 0; b <= drawn.blue; b++)
        for (let g = 0; g <= drawn.green; g++)
          for (let r = 0; r <= drawn.red; r++)
            if (y + b + g + r <= most) out.push({ yellow: y, blue: b, green: g, red: r });
    return out;
  };
  return {
    kind: "redraw",
    actor,
    rule: "MR-FOLLOWING-REDRAW",
    question: `Which of the drawn tokens (${describeTokens(drawn)}) does ${actor}, holding the largest following, put back to draw again?`,
    options: () => (cached ??= list()),
    size: () => (most >= total(drawn) ? COLOURS.reduce((n, c) => n * (drawn[c] + 1), 1) : list().length),
    check: (pick) => {
      const p = pick as Partial<Record<string, unknown>> | null;
      if (!p || typeof p !== "object" || Object.keys(p).some((k) => !(COLOURS as readonly string[]).includes(k)))
        return 'a redraw is a count per colour, e.g. {"yellow":0,"blue":1,"green":0,"red":2}';
      if (COLOURS.some((c) => !Number.isInteger(p[c]) || (p[c] as number) < 0))
        return "every colour needs a count of 0 or more";
      if (!covers(drawn, p as Tokens)) return `only ${describeTokens(drawn)} were drawn`;
      return total(p as Tokens) <= most
        ? null
        : {
            rule: ["MR-FOLLOWING-REDRAW", ...limitBy],
            message: `the sack holds only ${most} ${most === 1 ? "token" : "tokens"} to replace them (reading "draw-first": as many are drawn as are put back)`,
          };
    },
  };
}

export const takeTokensHandler = on<MacRobberState, MacRobberEvent, D, MacRobberEffect, { kind: "take-tokens" }>({
  id: "phase-1",
  implements: ["MR-DRAW-SIX", "MR-FOLLOWING-REDRAW", "MR-END-SACK", "MR-INT-COLOUR-OUT", "MR-INT-REDRAW-ORDER"],
  pattern: { kind: "take-tokens" },
  run: (ctx, state) => {
    const player = state.active;
    ctx.emit({ type: "turn", player, rules: ["MR-ROUND", "MR-TURN-PHASES"] });
    const colourOut = ctx.decisions["MR-INT-COLOUR-OUT"];
    if (colourOut.value === "colour-out-ends" && COLOURS.some((c) => state.sack[c] === 0))
      return endGame(ctx, state, "sack", ["MR-END-SACK", ...colourOut.by]);
    if (total(state.sack) < 6) return endGame(ctx, state, "sack", ["MR-END-SACK"]);
    const first = drawTokens(state.sack, 6, state.rng);
    ctx.emit({
      type: "tokens-drawn",
      player,
      tokens: first.drawn,
      rules: ["MR-DRAW-SIX", "MR-CHANCE-SEEDED", ...colourOut.by],
    });
    let s: MacRobberState = { ...state, sack: first.sack, drawn: first.drawn, rng: first.rng, phase: "act" };
    if (state.largestFollowing !== player) return s;
    const order = ctx.decisions["MR-INT-REDRAW-ORDER"];
    // Drawing first, the sack must hold a replacement for every token put back ("a corresponding number").
    const back = ctx.choose(
      redrawPoint(player, first.drawn, order.value === "draw-first" ? total(s.sack) : 6, order.by),
    );
    const k = total(back);
    if (k === 0) return s;
    ctx.emit({ type: "tokens-returned", player, tokens: back, rules: ["MR-FOLLOWING-REDRAW", ...order.by] });
    if (order.value === "return-first") {
      const again = drawTokens(add(s.sack, back), k, s.rng);
      ctx.emit({
        type: "tokens-drawn",
        player,
        tokens: again.drawn,
        rules: ["MR-FOLLOWING-REDRAW", "MR-CHANCE-SEEDED", ...order.by],
      });
      s = { ...s, sack: again.sack, rng: again.rng, drawn: add(sub(s.drawn, back), again.drawn) };
    } else {
      const again = drawTokens(s.sack, k, s.rng);
      ctx.emit({
        type: "tokens-drawn",
        player,
        tokens: again.drawn,
        rules: ["MR-FOLLOWING-REDRAW", "MR-CHANCE-SEEDED", ...order.by],
      });
      s = { ...s, sack: add(again.sack, back), rng: again.rng, drawn: add(sub(s.drawn, back), again.drawn) };
    }
    return s;
  },
});
