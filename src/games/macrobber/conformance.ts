// MacRobber's side of `macrobber conform`: the compared state is the whole state after the event
// (there is no separate theft level: a raid's loot is part of the state), an `apply` request
// describes the situation as the scenario does (a whole state, or a new game's players and seed),
// and a differing value is blamed on the rules of the effects that concern the clan it belongs to.
import type { MacRobberEffect } from "../../../spec/macrobber/index.js";
import type { BlameContext, GameConformance, StateDifference } from "../../kit/conformance.js";

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
const rulesOf = (e: MacRobberEffect): readonly string[] => (e.decidedBy?.length ? e.decidedBy : e.rules);

/** The clan a value belongs to (`state.clans["ann"]...`), when it belongs to one. */
function clanOf(d: StateDifference, players: readonly unknown[]): string | undefined {
  const [field, group, name] = d.segments;
  if (field !== "state") return undefined;
  if (group === "clans" && typeof name === "string") return name;
  // Per-player values elsewhere in the state (who is active, the beginner...) name the player.
  for (const v of [d.rules, d.engine]) if (typeof v === "string" && players.includes(v)) return v;
  return undefined;
}

function blame(d: StateDifference, ctx: BlameContext<MacRobberEffect>): readonly string[] {
  const state = ctx.expected.state as { players?: readonly unknown[] } | undefined;
  const clan = clanOf(d, state?.players ?? []);
  if (clan === undefined) return [];
  return unique(ctx.effects.filter((e) => Object.values(e).includes(clan)).flatMap(rulesOf));
}

/** MacRobber's conformance adapter (`macrobber conform`). */
export const macRobberConformance: GameConformance<MacRobberEffect> = {
  vectorsDir: "fixtures/vectors/macrobber",
  stateFields: ["state"],
  theftsField: null,
  fromReply: (state) => ({ state }),
  requestState: (s) => (s.state !== undefined ? { state: s.state } : { players: s.players, seed: s.seed }),
  blame,
};
