// Where a robber may be put or moved (rulebook §1): only on a space holding a scoring figure of
// another player (RB-PLACE-TARGET), a messenger counting as one with The Messages (RB-MSG-TARGET),
// "the same space" read by INT-SAME-SPACE; and since the robber step comes before the bag tile's own
// scoring, that may be a figure this tile is about to score (RB-PLACE-SAMETILE). The placement
// choice refuses each illegal pick under the one rule it breaks.
import { cite, defineStep, listed, type ChoicePoint, type Citations } from "../../../src/dsl/index.js";
import { figureKinds, LOOP, spaceOf, type SameSpace } from "../board.js";
import { listPoint } from "../choices.js";
import type { PlacePick, PlayerId, RobbersState } from "../model.js";
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

/** Scores of other players' figures standing on `at`, with which figure it is. */
const besideAt = (state: RobbersState, placer: PlayerId, at: number, sameSpace: SameSpace) =>
  state.players.flatMap((p) => (p === placer ? [] : figureKinds(state).flatMap((k) => (spaceOf(state.figures[p]![k] ?? 0, sameSpace) === at ? [{ k, score: state.figures[p]![k] ?? 0 }] : []))));

/** Whether a space the reading in force refuses would be legal under the other reading of INT-SAME-SPACE. */
const otherReadingAllows = (state: RobbersState, placer: PlayerId, at: number, sameSpace: SameSpace): boolean =>
  sameSpace === "loop" ? besideAt(state, placer, at, "score").length > 0 : at < LOOP && besideAt(state, placer, at, "loop").length > 0;

/** What the ruleset says a placement pick must be: who may decline, and which robber is already out. */
export interface PlaceRules {
  /** The rule that gives this choice (RB-PLACE-ACTIVE, RB-PLACE-MOVE, RB-PLACE-NEXT or RB-PLACE-ALL). */
  readonly gives: string;
  /** When declining is refused: the rule and the edition or reading that makes it mandatory. */
  readonly mandatory: readonly string[] | null;
  /** The space of the robber when it is already out (a move), else null (a placement from supply). */
  readonly current: number | null;
}

/** A placement choice whose illegal picks are refused under the one rule each breaks. */
export function placePoint(d: RobbersDecisions, state: RobbersState, player: PlayerId, question: string, options: readonly PlacePick[], r: PlaceRules): ChoicePoint<PlacePick> {
  const base = listPoint<PlacePick>("place", player, r.gives, question, options);
  const sameSpace = d.sameSpace.value;
  return {
    ...base,
    check: (pick) => {
      const why = base.check(pick);
      if (why === null) return null;
      const p = pick as { action?: unknown; at?: unknown } | null;
      const action = p?.action;
      if (action === "decline" && r.mandatory) return { rule: r.mandatory, message: `${player} may not decline: it must ${r.current === null ? "place" : "move"} its robber (${listed(options)})` };
      if (action !== "place" && action !== "move") return why;
      if ((action === "move") !== (r.current !== null)) {
        return { rule: "RB-PLACE-MOVE", message: r.current === null ? `${player}'s robber is in its supply: it can be placed, not moved` : `${player}'s robber is already on the scoreboard: it can be moved, not placed` };
      }
      if (action === "move" && p!.at === r.current) return { rule: "RB-PLACE-MOVE", message: `${player}'s robber already stands on space ${r.current}: a robber that moves goes to a different space` };
      if (typeof p!.at !== "number" || options.some((o) => o.action === action && o.at === p!.at)) return why;
      // The one reason: no other player's figure there; the reading of "the same space" too, when the other reading would allow it.
      const lap = otherReadingAllows(state, player, p!.at, sameSpace);
      return {
        rule: lap ? ["RB-PLACE-TARGET", ...d.sameSpace.decidedBy] : "RB-PLACE-TARGET",
        message: `no other player's scoring figure stands there${lap ? (sameSpace === "loop" ? " (a robber stands on a square 0-49)" : " (a robber is beside one exact score)") : ""}; the legal spaces are ${listed(options.filter((o) => o.action !== "decline"))}`,
      };
    },
  };
}

/**
 * The citations of a robber put (or moved) on `at`: the rules that give the placement, then
 * RB-PLACE-TARGET; RB-MSG-TARGET when a messenger stands there, INT-SAME-SPACE when a figure there
 * is on another lap (a score of 50 or more); `extra` for the rules of a placement from supply.
 */
export function targetCites(d: RobbersDecisions, state: RobbersState, player: PlayerId, at: number, gives: readonly string[], extra: readonly string[]): Citations {
  const here = besideAt(state, player, at, d.sameSpace.value);
  const lap = here.some((f) => f.score >= LOOP) && d.sameSpace.decidedBy;
  return cite([gives, "RB-PLACE-TARGET", extra, state.messages && here.some((f) => f.k === "messenger") && "RB-MSG-TARGET", lap], [gives, "RB-PLACE-TARGET", lap]);
}

/**
 * Offer `player` a placement from supply; the state is unchanged when it declines.
 * @param gives the ids that give this player the placement (the decision behind it, each once).
 * @param mandatory the rule and what makes it mandatory, when declining is refused.
 * @param declined what a decline rests on besides `gives` (INT-DECLINE-PASSES where someone is left to offer it to).
 */
export function offerPlacement(ctx: Ctx, state: RobbersState, player: PlayerId, gives: readonly string[], mandatory: readonly string[] | null, declined: readonly string[] = []): RobbersState {
  const d = ctx.decisions;
  const spaces = legalSpaces(state, player, d.sameSpace.value);
  const options: PlacePick[] = spaces.map((at) => ({ action: "place", at }));
  if (!mandatory || options.length === 0) options.push({ action: "decline" });
  const question = `Where does ${player} place its robber${mandatory ? " (it must)" : ""}?`;
  const pick = ctx.choose(placePoint(d, state, player, question, options, { gives: gives[0]!, mandatory, current: null }));
  if (pick.action !== "place") {
    // Forced when no space holds another player's figure; otherwise the player's choice under `gives`.
    const forced = spaces.length === 0;
    ctx.emit({ type: "placement-declined", player, ...cite([gives, declined, forced && "RB-PLACE-TARGET"], forced ? ["RB-PLACE-TARGET"] : gives) });
    return state;
  }
  // Placed from supply, in the robber step a bag tile opens, before that tile's own scoring.
  ctx.emit({ type: "robber-placed", player, at: pick.at, ...targetCites(d, state, player, pick.at, gives, ["RB-PLACE-TRIGGER", "RB-SETUP-SUPPLY", "RB-PLACE-SAMETILE"]) });
  return { ...state, robbers: { ...state.robbers, [player]: pick.at } };
}

export const targetStep = defineStep({
  id: "target",
  summary: "Where a robber may be put or moved: beside a scoring figure of another player (a messenger too, with The Messages), possibly one the bag tile is about to score; used by the active and follow-up steps.",
  implements: ["RB-PLACE-TARGET", "RB-PLACE-SAMETILE", "RB-MSG-TARGET", "INT-SAME-SPACE"],
});
