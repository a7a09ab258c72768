// Every event the exhaustive check tries in a state: a bag tile, every moment whose awards (up to the
// bound's count) come from the bound's point values and sources, every backward move the bound allows
// that a figure can pay, the turn passing to the next player, and the end of the game.
import {
  type Award,
  BAG_TILES,
  figureKinds,
  positionOf,
  type RobbersEvent,
  type RobbersState,
} from "../../../../spec/robbers/index.js";
import { own } from "../../../dsl/own.js";
import type { Bound } from "./bound.js";

/** Every multiset of size 1..max drawn from `items` (as index-ordered lists, no repeats of an order). */
function multisets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [];
  const grow = (prefix: T[], from: number) => {
    if (prefix.length > 0) out.push(prefix);
    if (prefix.length === max) return;
    for (let i = from; i < items.length; i++) grow([...prefix, items[i]!], i);
  };
  grow([], 0);
  return out;
}

/** The events tried in `state`, in a fixed order (a counterexample names an event by its index here). */
export function eventsFor(bound: Bound, state: RobbersState): RobbersEvent[] {
  if (state.ended) return [];
  const events: RobbersEvent[] = [];
  if (state.bagTiles < BAG_TILES) events.push({ kind: "bag-tile" });
  const awards: Award[] = state.players.flatMap((player) =>
    bound.points.flatMap((points) => bound.sources.map((source) => ({ player, points, source }))),
  );
  for (const set of multisets(awards, bound.awardsPerMoment)) events.push({ kind: "moment", awards: set });
  for (const player of state.players) {
    for (const figure of figureKinds(state)) {
      const at = positionOf(own(state.figures, player)!, figure);
      for (const points of bound.backward)
        if (points <= at) events.push({ kind: "backward", player, figure, points, source: "bazaar" });
    }
  }
  const next = state.players[(state.players.indexOf(state.active) + 1) % state.players.length]!;
  events.push({ kind: "turn", player: next });
  events.push({ kind: "game-end" });
  return events;
}
