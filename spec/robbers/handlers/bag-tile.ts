// The robber step a bag tile opens (rulebook §1): the active player places, moves or declines; then
// the follow-up placement of the edition in force (RB-PLACE-NEXT for Hans im Glück, RB-PLACE-ALL
// for Z-Man). Every placement must be beside another player's scoring figure (RB-PLACE-TARGET).
import { on, type ChoicePoint } from "../../../src/dsl/index.js";
import { figureKinds, spaceOf, turnOrderFrom, type SameSpace } from "../board.js";
import { listPoint } from "../choices.js";
import type { RobbersEffect, PlacePick, PlayerId, RobbersEvent, RobbersState } from "../model.js";
import type { Ctx, RobbersDecisions } from "../types.js";

/** Spaces holding at least one scoring figure of a player other than `placer`, ascending. */
export function legalSpaces(state: RobbersState, placer: PlayerId, sameSpace: SameSpace): number[] {
  const spaces = new Set<number>();
  for (const p of state.players) {
    if (p === placer) continue;
    for (const k of figureKinds(state)) spaces.add(spaceOf(state.figures[p]![k] ?? 0, sameSpace));
  }
  return [...spaces].sort((a, b) => a - b);
}

/** A placement choice whose illegal picks cite the rule they break. */
function placePoint(player: PlayerId, question: string, options: readonly PlacePick[], mandatoryRule: string | null): ChoicePoint<PlacePick> {
  const base = listPoint<PlacePick>("place", player, mandatoryRule ?? "RB-PLACE-TARGET", question, options);
  return {
    ...base,
    check: (pick) => {
      const why = base.check(pick);
      if (why === null) return null;
      const action = (pick as { action?: unknown } | null)?.action;
      if (action === "decline" && mandatoryRule) return { rule: mandatoryRule, message: `${player} may not decline: ${typeof why === "string" ? why : why.message}` };
      if (action === "place" || action === "move") return { rule: "RB-PLACE-TARGET", message: `no other player's scoring figure stands there, or it is not allowed now: ${typeof why === "string" ? why : why.message}` };
      return why;
    },
  };
}

/** Offer `player` a placement from supply; the state is unchanged when it declines. */
function offerPlacement(ctx: Ctx, state: RobbersState, player: PlayerId, mandatoryRule: string | null, by: readonly string[]): RobbersState {
  const spaces = legalSpaces(state, player, ctx.decisions.sameSpace.value);
  const options: PlacePick[] = spaces.map((at) => ({ action: "place", at }));
  if (!mandatoryRule || options.length === 0) options.push({ action: "decline" });
  const pick = ctx.choose(placePoint(player, `Where does ${player} place its robber${mandatoryRule ? " (it must)" : ""}?`, options, mandatoryRule));
  if (pick.action !== "place") {
    ctx.emit({ type: "placement-declined", player, rules: [...by] });
    return state;
  }
  ctx.emit({
    type: "robber-placed", player, at: pick.at,
    rules: ["RB-SETUP-SUPPLY", "RB-PLACE-TRIGGER", "RB-PLACE-TARGET", "RB-PLACE-SAMETILE", ...by, ...(state.messages ? ["RB-MSG-TARGET"] : []), ...ctx.decisions.sameSpace.by],
  });
  return { ...state, robbers: { ...state.robbers, [player]: pick.at } };
}

function activeStep(ctx: Ctx, state: RobbersState): RobbersState {
  const d = ctx.decisions;
  const active = state.active;
  const current = state.robbers[active];
  if (current === null || current === undefined) {
    return offerPlacement(ctx, state, active, d.activePlacement.value === "must" ? "ED-C2-ZMAN" : null, ["RB-PLACE-ACTIVE", ...d.activePlacement.by]);
  }
  const spaces = legalSpaces(state, active, d.sameSpace.value).filter((s) => s !== current);
  const options: PlacePick[] = spaces.map((at) => ({ action: "move", at }));
  if (d.activeMove.value === "may" || options.length === 0) options.push({ action: "decline" });
  const pick = ctx.choose(placePoint(active, `Where does ${active} move its robber?`, options, d.activeMove.value === "must" ? "INT-MANDATORY-MOVE" : null));
  if (pick.action !== "move") {
    ctx.emit({ type: "placement-declined", player: active, rules: [...d.activeMove.by] });
    return state;
  }
  ctx.emit({ type: "robber-moved", player: active, from: current, to: pick.at, rules: ["RB-PLACE-MOVE", "RB-PLACE-TARGET", ...d.activeMove.by, ...d.sameSpace.by] });
  return { ...state, robbers: { ...state.robbers, [active]: pick.at } };
}

function followUpStep(ctx: Ctx, state: RobbersState): RobbersState {
  const d = ctx.decisions;
  const others = turnOrderFrom(state.players, state.active).slice(1);
  const mode = d.followUp.value;
  let s = state;
  for (const player of others) {
    if (s.robbers[player] !== null) {
      ctx.emit({ type: "placement-skipped", player, reason: "its robber is already on the scoreboard and may not be moved", rules: [...d.followUp.by] });
      continue;
    }
    if (mode !== "next-one") {
      s = offerPlacement(ctx, s, player, mode === "each-must" ? "ED-C2-ZMAN" : null, d.followUp.by);
      continue;
    }
    const before = s;
    // What a decline means here is INT-DECLINE-PASSES, so every such offer cites it.
    s = offerPlacement(ctx, s, player, null, [...d.followUp.by, ...d.declinePasses.by]);
    if (s !== before || d.declinePasses.value === "stops") break; // one follow-up placement, or the offer ends with a decline
  }
  return s;
}

export const bagTileHandler = on<RobbersState, RobbersEvent, RobbersDecisions, RobbersEffect, { kind: "bag-tile" }>({
  id: "bag-tile-placement",
  implements: ["RB-PLACE-TRIGGER", "RB-PLACE-TARGET", "RB-PLACE-ACTIVE", "RB-PLACE-MOVE", "RB-PLACE-NEXT", "RB-PLACE-ALL", "RB-PLACE-SAMETILE", "RB-SETUP-TILES"],
  pattern: { kind: "bag-tile" },
  run: (ctx, state) => followUpStep(ctx, activeStep(ctx, { ...state, bagTiles: state.bagTiles + 1 })),
});
