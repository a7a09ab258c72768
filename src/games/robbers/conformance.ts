// The Robbers' side of `robbers conform`: the compared state (positions, robbers, counters, turn,
// bag tiles, game over), the thefts (who stole how much from which figure), the `apply` request's
// state, and which rules to blame for a value that differs. The blame mirrors claims.ts (what
// `robbers check` names): a player's figures are explained by the effects that moved them, stole
// from or for the player, or kept its robber from stealing; its robber by the effects that placed,
// moved, returned or kept it or made it steal. Seen from the engine's answer, one case is sharper:
// a robber that should have followed a figure moving by rogue points but went back to supply has
// robbed those rogue points, which RB-ROGUE-NOSTEAL forbids (not a failure to follow); a robber
// that followed its figure to where the engine put the figure is wrong only because the figure is;
// and a robber left where it stood, told to move or place, did not move at all (not a wrong target).
import { type SameSpace, spaceOf } from "../../../spec/robbers/board.js";
import type { RobbersEffect } from "../../../spec/robbers/index.js";
import { own } from "../../dsl/own.js";
import type { BlameContext, GameConformance, StateDifference } from "../../kit/conformance.js";
import { robberEffects } from "./claims.js";

type Ctx = BlameContext<RobbersEffect>;

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Where the engine says `player`'s robber is (`undefined` when it does not say). */
function engineRobber(ctx: Ctx, player: string): unknown {
  const robbers = ctx.engine.robbers;
  return isRecord(robbers) ? own(robbers, player) : undefined;
}

/** A robber that followed a figure moving by rogue points (not a backward move): RB-ROGUE-NOSTEAL is among its citations. */
const followsRogue = (e: RobbersEffect): e is Extract<RobbersEffect, { type: "robber-followed" }> =>
  e.type === "robber-followed" && e.rules.includes("RB-ROGUE-NOSTEAL");

/** Where the engine says `player`'s `figure` is (`undefined` when it does not say). */
function engineFigure(ctx: Ctx, player: string, figure: string): unknown {
  const figures = ctx.engine.figures;
  const figuresOf = isRecord(figures) ? own(figures, player) : undefined;
  return isRecord(figuresOf) ? own(figuresOf, figure) : undefined;
}

/**
 * An effect's deciding rules, seen from the engine's answer: a robber that should have followed a
 * rogue movement but is back in supply robbed it (RB-ROGUE-NOSTEAL); a robber that did follow the
 * figure, to wherever the engine put that figure, differs only because the figure does, so the
 * rules behind the figure's place are blamed (see the file comment).
 */
function rulesOf(e: RobbersEffect, ctx: Ctx, seen: ReadonlySet<RobbersEffect> = new Set()): readonly string[] {
  if (followsRogue(e) && engineRobber(ctx, e.player) === null) return ["RB-ROGUE-NOSTEAL"];
  // A robber the engine left where it stood (on its space, or in supply), told to move or place it:
  // that did not happen at all, which the rules giving the move or placement decide, not the rules
  // of where a robber may go.
  const stood =
    (e.type === "robber-moved" && engineRobber(ctx, e.player) === e.from) ||
    (e.type === "robber-placed" && engineRobber(ctx, e.player) === null);
  if (stood) {
    const where = new Set(["RB-PLACE-TARGET", ...decidedBy(ctx, "sameSpace")]);
    const giving = e.decidedBy.filter((r) => !where.has(r));
    if (giving.length) return giving;
  }
  if (e.type === "robber-followed" && !seen.has(e)) {
    const at = engineRobber(ctx, e.player);
    const figure = engineFigure(ctx, e.owner, e.figure);
    // The figure's space as the vector's reading of INT-SAME-SPACE counts it (a square, or the exact score).
    const sameSpace = (ctx.spec.decisions as { readonly sameSpace?: { readonly value: SameSpace } }).sameSpace?.value;
    if (typeof at === "number" && typeof figure === "number" && at === spaceOf(figure, sameSpace ?? "loop")) {
      const behind = figureEffects(ctx, e.owner, e.figure).filter((x) => x !== e);
      if (behind.length) return unique(behind.flatMap((x) => rulesOf(x, ctx, new Set([...seen, e]))));
    }
  }
  return e.decidedBy.length ? e.decidedBy : e.rules;
}

const blameOf = (effects: readonly RobbersEffect[], ctx: Ctx): string[] =>
  unique(effects.flatMap((e) => rulesOf(e, ctx)));

/** The ids a decision of the compiled rules is decided by (none when the ruleset has no such decision). */
function decidedBy(ctx: Ctx, key: string): readonly string[] {
  const table = ctx.spec.decisions as Readonly<Record<string, { readonly decidedBy?: readonly string[] }>>;
  return own(table, key)?.decidedBy ?? [];
}

/**
 * A theft seen from one value it decides: the amount (RB-STEAL-HALF's rounding) moves only the
 * thief's figure; the robbed figure is decided by RB-STEAL-KEEP, and the robber's own place by
 * whether it stole at all (not by how much), so the rounding is not blamed for those.
 */
function theftRules(
  e: Extract<RobbersEffect, { type: "steal" }>,
  ctx: Ctx,
  role: "thief" | "victim" | "robber",
): string[] {
  const all = rulesOf(e, ctx);
  if (role === "thief") return [...all];
  const rounding = new Set(decidedBy(ctx, "stealRounding"));
  const rest = all.filter((r) => !rounding.has(r));
  if (role === "victim") return unique([...decidedBy(ctx, "victimKeeps"), ...rest]);
  // Nothing but the rounding decided this theft: who steals is then the rules it consulted.
  return rest.length ? rest : e.rules.filter((r) => !rounding.has(r));
}

/** Blame for one player's value: each effect's rules, a theft's as seen from `role`'s value. */
const blameFor = (effects: readonly RobbersEffect[], ctx: Ctx, player: string, role: "figure" | "robber"): string[] =>
  unique(
    effects.flatMap((e) =>
      e.type === "steal"
        ? theftRules(e, ctx, role === "robber" ? "robber" : e.thief === player ? "thief" : "victim")
        : rulesOf(e, ctx),
    ),
  );

/** Effects naming `player` in any role. */
const mentioning = (effects: readonly RobbersEffect[], player: string): RobbersEffect[] =>
  effects.filter((e) => Object.values(e).includes(player));

/**
 * Effects behind `player`'s figures (one figure when given): those that moved them, stole from
 * them or for the player, or kept its robber from stealing; and a rogue movement of the player's
 * whose follower the engine sent home (it robbed the player's rogue points).
 */
function figureEffects(ctx: Ctx, player: string, figure: string | undefined): RobbersEffect[] {
  return ctx.effects.filter(
    (e) =>
      (e.type === "figure-moved" && e.player === player && (figure === undefined || e.figure === figure)) ||
      (e.type === "steal" &&
        (e.thief === player || (e.victim === player && (figure === undefined || e.figure === figure)))) ||
      ((e.type === "robber-followed" || e.type === "robber-stayed") && e.player === player) ||
      (followsRogue(e) && e.owner === player && engineRobber(ctx, e.player) === null),
  );
}

/** The rules that decide who is offered a placement after a bag tile (RB-PLACE-NEXT, or RB-PLACE-ALL with its edition). */
const followUpRules = (ctx: Ctx): readonly string[] => decidedBy(ctx, "followUp");

function blame(d: StateDifference, ctx: Ctx): readonly string[] {
  const [field, player, figure] = d.segments;
  const who = typeof player === "string" ? player : undefined;
  switch (field) {
    case "figures": {
      if (who === undefined) return [];
      const own = figureEffects(ctx, who, typeof figure === "string" ? figure : undefined);
      // Nothing moved the figure under the rules: at the game's end only the final bonus moves
      // figures, so a figure the engine moved there got a bonus the rules do not give.
      if (!own.length && isRecord(ctx.event) && ctx.event.kind === "game-end") return decidedBy(ctx, "finalBonus");
      return blameFor(own, ctx, who, "figure");
    }
    case "robbers": {
      if (who === undefined) return [];
      const own = robberEffects(ctx.effects, who);
      if (own.length) return blameFor(own, ctx, who, "robber");
      // The rules never offered this robber anything: a robber the engine put out after a bag tile
      // was offered a placement the rules do not give.
      if (isRecord(ctx.event) && ctx.event.kind === "bag-tile") return followUpRules(ctx);
      // Likewise a robber the engine moved with a figure moving backwards followed it where the
      // rules have it stay where it is (not beside that figure): RB-BACK-FOLLOW says which follow.
      if (isRecord(ctx.event) && ctx.event.kind === "backward") return decidedBy(ctx, "backFollow");
      return blameOf(mentioning(ctx.effects, who), ctx);
    }
    case "messagesDrawn": {
      if (who === undefined) return [];
      const drawn = ctx.effects.filter((e) => e.type === "message-drawn" && e.player === who);
      // The rules draw none for this player: whatever moved its figures, what the engine got wrong
      // is when a landing draws a message (its own scoring, or rogue points).
      return drawn.length ? blameOf(drawn, ctx) : ["MS-DARK-DRAW", "RB-MSG-DARK"];
    }
    case "active":
      return blameOf(
        ctx.effects.filter((e) => e.type === "turn-started"),
        ctx,
      );
    case "ended":
      return blameOf(
        ctx.effects.filter((e) => e.type === "game-ended"),
        ctx,
      );
    // Only a bag tile counts (its count step), and what the count is for is the eight tiles' limit.
    case "bagTiles":
      return ["RB-SETUP-TILES"];
    default:
      return [];
  }
}

/** The part of a theft that says who was robbed (not how much). */
const whom = (t: unknown): string => (isRecord(t) ? JSON.stringify([t.victim, t.figure, t.points]) : JSON.stringify(t));

/**
 * Thefts that differ, blamed by what differs: the same thefts with other amounts rest on how much
 * a robber takes (RB-STEAL-HALF's rounding); a robber robbing its own player breaks RB-STEAL-SELF;
 * other victims, or thefts missing or extra, rest on the rules of who steals from whom (the
 * theft's rules but the rounding).
 */
function blameThefts(
  thief: string,
  engine: readonly unknown[],
  rules: readonly unknown[],
  ctx: Ctx,
): readonly string[] {
  const steals = ctx.effects.filter(
    (e): e is Extract<RobbersEffect, { type: "steal" }> => e.type === "steal" && e.thief === thief,
  );
  if (engine.some((t) => isRecord(t) && t.victim === thief)) return ["RB-STEAL-SELF"];
  if (steals.length) {
    const sameVictims = engine.map(whom).sort().join() === rules.map(whom).sort().join();
    return sameVictims ? blameOf(steals, ctx) : unique(steals.flatMap((e) => theftRules(e, ctx, "robber")));
  }
  // The rules have this robber follow a rogue movement: a theft listed for it robbed rogue points.
  if (ctx.effects.some((e) => followsRogue(e) && e.player === thief)) return ["RB-ROGUE-NOSTEAL"];
  const robber = robberEffects(ctx.effects, thief);
  return blameOf(robber.length ? robber : mentioning(ctx.effects, thief), ctx);
}

const where = (v: unknown): string =>
  v === null ? "in supply" : typeof v === "number" ? `on space ${v}` : JSON.stringify(v);
const shown = (v: unknown, as: (x: unknown) => string = (x) => JSON.stringify(x)): string =>
  v === undefined ? "nothing" : as(v);

/** "green's meeple: the engine says 22, the rules give 23". */
function describeDifference(d: StateDifference): string | null {
  const [field, player, figure] = d.segments;
  const line = (subject: string, as?: (x: unknown) => string) =>
    `${subject}: the engine says ${shown(d.engine, as)}, the rules give ${shown(d.rules, as)}`;
  if (d.segments.length === 1 && field === "active") return line("the active player");
  if (d.segments.length === 1 && field === "bagTiles") return line("bag tiles placed");
  if (d.segments.length === 1 && field === "ended") return line("game over");
  if (typeof player !== "string") return null;
  if (field === "figures" && d.segments.length === 3 && typeof figure === "string")
    return line(`${player}'s ${figure}`, (x) => (typeof x === "number" ? `on ${x}` : JSON.stringify(x)));
  if (field === "robbers" && d.segments.length === 2) return line(`${player}'s robber`, where);
  if (field === "messagesDrawn" && d.segments.length === 2) return line(`messages drawn by ${player}`);
  return null;
}

/** The Robbers' conformance adapter (`robbers conform`). */
export const robbersConformance: GameConformance<RobbersEffect> = {
  vectorsDir: "fixtures/vectors",
  stateFields: ["figures", "robbers", "messagesDrawn", "active", "bagTiles", "ended"],
  theftsField: "steals",
  requestState: (s) => ({
    players: s.players,
    messages: s.messages,
    active: s.active,
    figures: s.figures,
    robbers: s.robbers,
    bagTiles: s.bagTiles,
    messagesDrawn: s.messagesDrawn,
  }),
  scenarioTags: (s): Record<string, boolean> => (typeof s.messages === "boolean" ? { messages: s.messages } : {}),
  // The Messages bring the messenger into play beside the meeple (RB-MSG-TARGET, 000 fn1).
  tagRules: { messages: { true: { rules: ["RB-MSG-TARGET"], says: "with The Messages" } } },
  blame,
  blameThefts,
  theftActor: (theft) => (isRecord(theft) && typeof theft.thief === "string" ? theft.thief : ""),
  describeDifference,
};
