// Comparing what another implementation claims after a step with what the rules give, value by
// value, and naming the rules behind each value that differs: the ids cited by the effects that
// touched that player's figures or robber in the step.
import { type FigureKind, type RobbersEffect, type RobbersState, scoreOf } from "../../../spec/robbers/index.js";
import { own } from "../../dsl/own.js";
import type { Difference } from "../../kit/game.js";
import type { Claims } from "./formats/trace.js";

/** A claimed Robbers value that differs: what it is about, before it is put in the generic form. */
interface RobbersDifference {
  /** What differs: a player's score, one of its figures, or its robber. */
  readonly what: "score" | "figure" | "robber";
  /** Whose score, figure or robber. */
  readonly player: string;
  /** Which figure, when `what` is `figure`. */
  readonly figure?: FigureKind;
  /** A number of points or a space; `null` is a robber in supply. */
  readonly claimed: number | null;
  /** What the rules give, in the same terms as `claimed`. */
  readonly actual: number | null;
  /** Rule ids cited by the effects that produced the actual value (most direct first). */
  readonly rules: readonly string[];
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Effects of a step that moved `player`'s figures, stole from or for them, or kept its robber from
 * stealing (a robber that follows or stays explains points a wrong implementation gave it).
 */
function scoreEffects(effects: readonly RobbersEffect[], player: string): RobbersEffect[] {
  const moved = effects.filter((e) => e.type === "figure-moved" && e.player === player);
  const robbed = effects.filter((e) => e.type === "steal" && (e.thief === player || e.victim === player));
  const robber = effects.filter(
    (e) => (e.type === "robber-followed" || e.type === "robber-stayed") && e.player === player,
  );
  return [...moved, ...robbed, ...robber];
}

/** Effects of a step that placed, moved, returned or kept `player`'s robber (or made it steal); conformance's blame reads them too. */
export function robberEffects(effects: readonly RobbersEffect[], player: string): RobbersEffect[] {
  return effects.filter(
    (e) =>
      ((e.type === "robber-placed" ||
        e.type === "robber-moved" ||
        e.type === "robber-returned" ||
        e.type === "robber-followed" ||
        e.type === "robber-stayed" ||
        e.type === "placement-declined" ||
        e.type === "placement-skipped") &&
        e.player === player) ||
      (e.type === "steal" && e.thief === player),
  );
}

/** Effects that name `player` in any role (mover, thief, victim, robber owner, followed figure's owner). */
const mentioning = (effects: readonly RobbersEffect[], player: string): RobbersEffect[] =>
  effects.filter((e) => Object.values(e).includes(player));

/**
 * Rules behind a value: those of the effects that produced it; if none did (the value should not
 * have changed), those of the effects naming the player, else every rule the step cites.
 */
function rulesOf(chosen: readonly RobbersEffect[], all: readonly RobbersEffect[], player: string): string[] {
  const named = mentioning(all, player);
  return unique((chosen.length ? chosen : named.length ? named : all).flatMap((e) => e.rules));
}

const key = (k: string) => `[${JSON.stringify(k)}]`;

/** The generic form: where the claim is in the step, and the difference in words. */
function generic(d: RobbersDifference): Difference {
  const path =
    d.what === "score"
      ? `$.claims.scores${key(d.player)}`
      : d.what === "figure"
        ? `$.claims.figures${key(d.player)}.${d.figure}`
        : `$.claims.robbers${key(d.player)}`;
  return { path, claimed: d.claimed, actual: d.actual, description: describeDifference(d), rules: d.rules };
}

/** Every claimed value that differs from the state the rules give, with the rules behind it. */
export function compareClaims(
  claims: Claims | undefined,
  after: RobbersState,
  effects: readonly RobbersEffect[],
): Difference[] {
  return robbersDifferences(claims, after, effects).map(generic);
}

function robbersDifferences(
  claims: Claims | undefined,
  after: RobbersState,
  effects: readonly RobbersEffect[],
): RobbersDifference[] {
  if (!claims) return [];
  const out: RobbersDifference[] = [];
  for (const [player, claimed] of Object.entries(claims.scores ?? {})) {
    const actual = scoreOf(own(after.figures, player)!);
    if (claimed !== actual)
      out.push({
        what: "score",
        player,
        claimed,
        actual,
        rules: rulesOf(scoreEffects(effects, player), effects, player),
      });
  }
  for (const [player, figures] of Object.entries(claims.figures ?? {})) {
    for (const figure of ["meeple", "messenger"] as const) {
      const claimed = figures[figure];
      if (claimed === undefined) continue;
      const actual = own(after.figures, player)![figure] ?? 0;
      const touched = scoreEffects(effects, player).filter((e) => e.type !== "figure-moved" || e.figure === figure);
      if (claimed !== actual)
        out.push({ what: "figure", player, figure, claimed, actual, rules: rulesOf(touched, effects, player) });
    }
  }
  for (const [player, claimed] of Object.entries(claims.robbers ?? {})) {
    const actual = own(after.robbers, player) ?? null;
    if (claimed !== actual)
      out.push({
        what: "robber",
        player,
        claimed,
        actual,
        rules: rulesOf(robberEffects(effects, player), effects, player),
      });
  }
  return out;
}

const where = (space: number | null) => (space === null ? "in supply" : `on space ${space}`);

/** "blue's score: the trace claims 12, the rules give 10". */
function describeDifference(d: RobbersDifference): string {
  const subject =
    d.what === "score"
      ? `${d.player}'s score`
      : d.what === "figure"
        ? `${d.player}'s ${d.figure}`
        : `${d.player}'s robber`;
  const show = (v: number | null) => (d.what === "robber" ? where(v) : d.what === "figure" ? `on ${v}` : `${v}`);
  return `${subject}: the trace claims ${show(d.claimed)}, the rules give ${show(d.actual)}`;
}
