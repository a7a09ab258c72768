// Every starting arrangement within a bound: for each table, each figure on each allowed score, robbers in supply or
// (with "beside-other") on a square where another player's figure stands, as RB-PLACE-TARGET puts
// them, so every start is one legal play could reach.
import {
  figureKinds,
  initialState,
  type RobbersState,
  type SameSpace,
  spaceOf,
} from "../../../../spec/robbers/index.js";
import { own } from "../../../dsl/own.js";
import type { Bound } from "./bound.js";

/** Player names by seat. */
const SEATS = ["red", "blue", "green", "yellow", "black", "pink"] as const;

/** Every combination of one value from each list (the cartesian product). */
function product<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

/** Every starting arrangement of the bound for one reading of "the same space". */
export function startingStates(bound: Bound, sameSpace: SameSpace): RobbersState[] {
  const out: RobbersState[] = [];
  for (const { players: n, messages } of bound.tables) {
    const players = SEATS.slice(0, n);
    const base = initialState(players, messages);
    const kinds = figureKinds(base);
    const slots = players.flatMap(() =>
      kinds.map((k) => (k === "meeple" ? bound.positions : bound.messengerPositions)),
    );
    for (const scores of product(slots)) {
      const figures = Object.fromEntries(
        players.map((p, i) => [
          p,
          messages ? { meeple: scores[i * 2]!, messenger: scores[i * 2 + 1]! } : { meeple: scores[i]! },
        ]),
      );
      const placed = { ...base, figures };
      const robberOptions = players.map((owner) =>
        bound.robbersAtStart === "supply" ? [null] : [null, ...besideOthers(placed, owner, sameSpace)],
      );
      for (const bagTiles of bound.bagTilesAtStart) {
        for (const at of product<number | null>(robberOptions)) {
          if (at.filter((x) => x !== null).length > bound.maxRobbersOutAtStart) continue;
          out.push({ ...placed, bagTiles, robbers: Object.fromEntries(players.map((p, i) => [p, at[i]!])) });
        }
      }
    }
  }
  return out;
}

/** The spaces where another player's figure stands (where `owner`'s robber may be put). */
function besideOthers(state: RobbersState, owner: string, sameSpace: SameSpace): number[] {
  const spaces = state.players
    .filter((p) => p !== owner)
    .flatMap((p) => figureKinds(state).map((k) => spaceOf(own(state.figures, p)![k]!, sameSpace)));
  return [...new Set(spaces)].sort((a, b) => a - b);
}
