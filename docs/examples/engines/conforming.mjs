#!/usr/bin/env node
// An example engine for The Robbers that speaks the conformance protocol (`conformance/1`,
// docs/conformance-protocol.md): JSON Lines on stdin/stdout, one reply per request.
//
//     node docs/examples/engines/conforming.mjs
//
// It is written from the rule sources (../shared/sources: the wiki page 000, the fan page 001, the
// Z-Man rulebook 002/003) and shares no code with the specification: plain Node, no dependencies,
// nothing imported from src/ or spec/. Rule ids in comments and refusals are the inventory's.
//
// What it plays: every edition preset, every interpretation reading, every event kind, The Messages
// on or off; it reports the thefts (identity "outcomes") and lists every outcome of an event
// ("outcomes": true) by walking every choice path (up to MAX_PATHS).
//
// Choices are matched by kind and actor (the first unused one). A decision with one legal option is
// taken when no choice is given; a decision with several and no choice given takes the FIRST legal
// option in this engine's own order (placements: spaces ascending, then decline; plans: awards in
// index order, first figure; otherwise the order the options are listed in). A given choice that is
// not legal, or one the rules never ask for, is refused.
//
// The three broken engines beside this file call `run` with a bug switch (see BUGS).
//
// A line `// rule: <ids>` names the rule (or edition, or interpretation reading) that the function,
// statement or branch after it carries out, `engine` for protocol plumbing. It covers the lines
// after it up to the first one indented less, or the next annotation at its own indentation; the
// innermost wins. They are the expected diagnosis of a mutant there (npm run diagnosis:accuracy).
import { realpathSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

// rule: engine
export const EDITIONS = ["C1-HiG", "C1-ZMan", "C2-HiG", "C2-ZMan", "C3"];
/** Each interpretation's readings, the default first. */
// rule: engine
export const READINGS = {
  // rule: INT-DECLINE-PASSES
  "INT-DECLINE-PASSES": ["stops", "passes"],
  // rule: INT-ARRIVE-THEN-MOVE
  "INT-ARRIVE-THEN-MOVE": ["when-it-moves", "at-start"],
  // rule: INT-ZERO-POINTS
  "INT-ZERO-POINTS": ["no-steal", "used-up"],
  // rule: INT-SAME-SPACE
  "INT-SAME-SPACE": ["loop", "score"],
  // rule: INT-MSG-OWN-TURN
  "INT-MSG-OWN-TURN": ["own-turn", "always"],
  // rule: INT-MSG-ALONE
  "INT-MSG-ALONE": ["not-required", "alone", "alone-after-moment"],
  // rule: INT-MANDATORY-MOVE
  "INT-MANDATORY-MOVE": ["optional", "mandatory"],
  // rule: INT-BACK-STAY-OWN
  "INT-BACK-STAY-OWN": ["others-only", "any-figure"],
  // rule: INT-BACK-OWN-FIGURE
  "INT-BACK-OWN-FIGURE": ["stays", "follows"],
  // rule: INT-MSG-BACKWARD
  "INT-MSG-BACKWARD": ["scoring-only", "any-stop"],
};
// rule: engine
export const EVENTS = ["bag-tile", "moment", "backward", "turn", "game-end"];
// rule: RB-STEAL-PER-EVENT
const AWARD_SOURCES = ["feature", "fairy", "wheel-of-fortune", "catapult", "message", "other"];
// rule: RB-BACK-FOLLOW
const BACKWARD_SOURCES = ["bazaar", "tower", "other"];
// rule: engine
const CHOICE_KINDS = ["place", "plan", "steal", "rogue", "follow", "backward", "bonus"];
// rule: BASE-SCOREBOARD
const LOOP = 50; // the scoreboard: 50 spaces, 0-49
// rule: RB-SETUP-TILES
const BAG_TILES = 8; // RB-SETUP-TILES
// rule: RB-FINAL-BONUS
const FINAL_BONUS = 3; // RB-FINAL-BONUS
// rule: BASE-SCOREBOARD
const MAX_AWARD_POINTS = 500;
// rule: RB-STEAL-ORDER
const MAX_AWARDS_PER_PLAYER = 6;

/**
 * Bug switches for the broken example engines and the mutants the diagnosis is measured on (all off
 * here; `--bug <name>` on the command line turns one on):
 * - roundDown: a robber steals floor(p/2) instead of ceil(p/2) (breaks RB-STEAL-HALF);
 * - robsRogue: a robber beside a figure moved by rogue points robs them instead of following it
 *   (breaks RB-ROGUE-NOSTEAL, RB-ROGUE-FOLLOW);
 * - everyonePlaces: the Hans im Glück presets (C1-HiG, C2-HiG, C3) offer every other player a
 *   placement after a bag tile, as the Z-Man C1 wording does (breaks RB-PLACE-NEXT);
 * - robsOwnPlayer: a robber steals from its own player's figures too (breaks RB-STEAL-SELF);
 * - victimLoses: the robbed figure goes back by what was stolen (breaks RB-STEAL-KEEP);
 * - robberStays: a robber that stole stays on its space (breaks RB-STEAL-RETURN);
 * - oneRobber: a movement one robber stole from is not offered to the robbers after it (breaks RB-STEAL-MULTI);
 * - rogueNoFollow: robbers beside a figure moved by rogue points stay put (breaks RB-ROGUE-FOLLOW);
 * - backNoFollow: robbers beside a figure that moves backwards stay put (breaks RB-BACK-FOLLOW);
 * - finalBonusTwo: a robber still out at the end earns 2 points, not 3 (breaks RB-FINAL-BONUS);
 * - messengerImmune: a messenger's movement is never robbed (breaks RB-MSG-TARGET).
 */
// rule: engine
export const BUGS = {
  // rule: RB-STEAL-HALF
  roundDown: false,
  // rule: RB-ROGUE-NOSTEAL
  robsRogue: false,
  // rule: RB-PLACE-NEXT
  everyonePlaces: false,
  // rule: RB-STEAL-SELF
  robsOwnPlayer: false,
  // rule: RB-STEAL-KEEP
  victimLoses: false,
  // rule: RB-STEAL-RETURN
  robberStays: false,
  // rule: RB-STEAL-MULTI
  oneRobber: false,
  // rule: RB-ROGUE-FOLLOW
  rogueNoFollow: false,
  // rule: RB-BACK-FOLLOW
  backNoFollow: false,
  // rule: RB-FINAL-BONUS
  finalBonusTwo: false,
  // rule: RB-MSG-TARGET
  messengerImmune: false,
};

// rule: engine
class Refusal extends Error {
  constructor(rule, message) {
    super(message);
    this.rule = rule;
  }
}
class Unsupported extends Error {}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
// rule: BASE-SCOREBOARD
const isCount = (v) => Number.isInteger(v) && v >= 0;
// rule: engine
const own = (o, k) => Object.hasOwn(o, k);

/** Equality of two JSON values (key order ignored), as picks are compared. */
// rule: engine
function same(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => own(b, k) && same(a[k], b[k]));
}

/** The rules in force: the edition preset's placement rules and one reading per interpretation. */
// rule: engine
function rulesOf(options, bugs) {
  if (!isObject(options)) throw new Unsupported("options must be an object");
  // rule: ED-C3
  const edition = options.edition ?? "C3";
  // rule: engine
  if (!EDITIONS.includes(edition)) throw new Unsupported(`edition ${JSON.stringify(edition)} is not played`);
  const given = options.interpretations ?? {};
  if (!isObject(given)) throw new Unsupported("interpretations must be an object");
  const r = {};
  // rule: INT-DECLINE-PASSES INT-ARRIVE-THEN-MOVE INT-ZERO-POINTS INT-SAME-SPACE INT-MSG-OWN-TURN INT-MSG-ALONE INT-MANDATORY-MOVE INT-BACK-STAY-OWN INT-BACK-OWN-FIGURE INT-MSG-BACKWARD
  for (const [id, readings] of Object.entries(READINGS)) r[id] = readings[0];
  // rule: INT-DECLINE-PASSES INT-ARRIVE-THEN-MOVE INT-ZERO-POINTS INT-SAME-SPACE INT-MSG-OWN-TURN INT-MSG-ALONE INT-MANDATORY-MOVE INT-BACK-STAY-OWN INT-BACK-OWN-FIGURE INT-MSG-BACKWARD
  for (const [id, reading] of Object.entries(given)) {
    // rule: engine
    if (!own(READINGS, id) || !READINGS[id].includes(reading))
      throw new Unsupported(`reading ${JSON.stringify(reading)} of ${id} is not played`);
    // rule: INT-DECLINE-PASSES INT-ARRIVE-THEN-MOVE INT-ZERO-POINTS INT-SAME-SPACE INT-MSG-OWN-TURN INT-MSG-ALONE INT-MANDATORY-MOVE INT-BACK-STAY-OWN INT-BACK-OWN-FIGURE INT-MSG-BACKWARD
    r[id] = reading;
  }
  // rule: ED-C1-ZMAN ED-C2-ZMAN
  const zman = edition === "C1-ZMan" || edition === "C2-ZMan";
  // rule: RB-PLACE-NEXT ED-C1-HIG ED-C2-HIG ED-C3
  // RB-PLACE-NEXT (HiG C1, C2, C3) vs RB-PLACE-ALL (Z-Man: each may, C1; each must, C2).
  let followUp = "next-one";
  // rule: RB-PLACE-ALL ED-C1-ZMAN
  if (edition === "C1-ZMan") followUp = "each-may";
  // rule: RB-PLACE-ALL ED-C2-ZMAN
  if (edition === "C2-ZMan") followUp = "each-must";
  // rule: RB-PLACE-NEXT
  if (bugs.everyonePlaces && !zman) followUp = "each-may"; // the bug: HiG presets behave as C1 Z-Man
  // rule: RB-PLACE-ACTIVE ED-C2-ZMAN
  const activeMust = edition === "C2-ZMan"; // 000 fn2: the Z-Man C2 text makes placing mandatory
  // rule: engine
  return {
    edition,
    followUp,
    activeMust,
    // rule: INT-MANDATORY-MOVE
    moveMust: activeMust && r["INT-MANDATORY-MOVE"] === "mandatory",
    // rule: INT-DECLINE-PASSES
    declinePasses: r["INT-DECLINE-PASSES"] === "passes",
    // rule: INT-ARRIVE-THEN-MOVE
    atStart: r["INT-ARRIVE-THEN-MOVE"] === "at-start",
    // rule: INT-ZERO-POINTS
    zeroUsedUp: r["INT-ZERO-POINTS"] === "used-up",
    // rule: INT-SAME-SPACE
    loop: r["INT-SAME-SPACE"] === "loop",
    // rule: INT-MSG-OWN-TURN
    msgAlways: r["INT-MSG-OWN-TURN"] === "always",
    // rule: INT-MSG-ALONE
    msgAlone: r["INT-MSG-ALONE"] === "alone",
    msgAloneAfter: r["INT-MSG-ALONE"] === "alone-after-moment",
    // rule: INT-BACK-STAY-OWN
    stayAny: r["INT-BACK-STAY-OWN"] === "any-figure",
    // rule: INT-BACK-OWN-FIGURE
    backOwnFollows: r["INT-BACK-OWN-FIGURE"] === "follows",
    // rule: INT-MSG-BACKWARD
    msgBackward: r["INT-MSG-BACKWARD"] === "any-stop",
    // rule: RB-BACK-FOLLOW
    backNoFollow: bugs.backNoFollow, // the backNoFollow bug
  };
}

/** A working copy of the state, checked (refused with the rule it breaks). */
// rule: engine
function readState(s, rules) {
  // rule: BASE-PLAYERS
  if (!isObject(s)) throw new Refusal("BASE-PLAYERS", "state must be an object");
  // rule: engine
  const { players } = s;
  // rule: BASE-PLAYERS
  if (!Array.isArray(players) || players.length < 2 || players.length > 6)
    throw new Refusal("BASE-PLAYERS", "a game has 2 to 6 players (six robbers)");
  players.forEach((p, i) => {
    if (typeof p !== "string" || p.length === 0) throw new Refusal("BASE-PLAYERS", "a player id is a non-empty string");
    if (players.indexOf(p) !== i) throw new Refusal("BASE-PLAYERS", `player ${p} appears twice`);
  });
  // rule: RB-MSG-TARGET
  if (typeof s.messages !== "boolean") throw new Refusal("RB-MSG-TARGET", "messages must be true or false");
  // rule: BASE-TURNS
  if (!players.includes(s.active))
    throw new Refusal("BASE-TURNS", `the active player ${JSON.stringify(s.active)} is not in the game`);
  // rule: engine
  const figures = isObject(s.figures) ? s.figures : {};
  const robbers = isObject(s.robbers) ? s.robbers : {};
  const drawnIn = s.messagesDrawn === undefined ? {} : s.messagesDrawn;
  // rule: MS-DARK-DRAW
  if (!isObject(drawnIn)) throw new Refusal("MS-DARK-DRAW", "messagesDrawn must be an object");
  // rule: BASE-PLAYERS
  for (const field of [figures, robbers, drawnIn])
    for (const p of Object.keys(field))
      if (!players.includes(p)) throw new Refusal("BASE-PLAYERS", `${JSON.stringify(p)} is not one of the players`);
  // rule: engine
  const g = {
    players: [...players],
    messages: s.messages,
    active: s.active,
    figs: {},
    robbers: {},
    drawn: {},
    bagTiles: 0,
    ended: false,
  };
  // rule: MS-DARK-DRAW
  for (const p of players) g.drawn[p] = 0;
  // rule: engine
  for (const p of players) {
    const f = own(figures, p) ? figures[p] : undefined;
    // rule: BASE-SCOREBOARD
    if (!isObject(f) || !isCount(f.meeple))
      throw new Refusal("BASE-SCOREBOARD", `${p}'s meeple needs a whole number of points`);
    // rule: RB-MSG-TARGET
    if (s.messages && !isCount(f.messenger))
      throw new Refusal("RB-MSG-TARGET", `with The Messages ${p} needs a messenger with a whole number of points`);
    if (!s.messages && f.messenger !== undefined)
      throw new Refusal("RB-MSG-TARGET", "messengers exist only with The Messages");
    // rule: BASE-SCOREBOARD
    if (Object.keys(f).some((k) => k !== "meeple" && k !== "messenger"))
      throw new Refusal("BASE-SCOREBOARD", `${p} has an unknown figure`);
    // rule: engine
    g.figs[p] = { meeple: f.meeple, messenger: s.messages ? f.messenger : 0 };
    // rule: RB-SETUP-SUPPLY
    if (!own(robbers, p))
      throw new Refusal("RB-SETUP-SUPPLY", `${p} must have a robber: a space, or null for the supply`);
    // rule: engine
    const r = robbers[p];
    // rule: RB-SETUP-OFFMAP
    if (r !== null && (!isCount(r) || (rules.loop && r >= LOOP)))
      throw new Refusal(
        "RB-SETUP-OFFMAP",
        `a robber is in supply (null) or on a scoreboard space${rules.loop ? " 0-49" : ""}, got ${JSON.stringify(r)}`,
      );
    // rule: engine
    g.robbers[p] = r;
  }
  // rule: MS-DARK-DRAW
  for (const [p, n] of Object.entries(drawnIn)) {
    if (!isCount(n)) throw new Refusal("MS-DARK-DRAW", "messages drawn is a count");
    g.drawn[p] = n;
  }
  // rule: RB-SETUP-TILES
  const bag = s.bagTiles ?? 0;
  if (!isCount(bag) || bag > BAG_TILES) throw new Refusal("RB-SETUP-TILES", `bag tiles placed is 0 to ${BAG_TILES}`);
  g.bagTiles = bag;
  // rule: BASE-TURNS
  if (s.ended !== undefined && typeof s.ended !== "boolean")
    throw new Refusal("BASE-TURNS", "ended must be true or false");
  g.ended = s.ended === true;
  // rule: engine
  return g;
}

// rule: engine
function checkEvent(g, e) {
  if (!isObject(e) || !EVENTS.includes(e.kind))
    throw new Unsupported(`event kind ${JSON.stringify(e?.kind)} is not played`);
  // rule: BASE-TURNS
  if (g.ended) throw new Refusal("BASE-TURNS", `the game has ended; no ${e.kind} can follow`);
  // rule: BASE-PLAYERS
  const known = (p) => {
    if (!g.players.includes(p)) throw new Refusal("BASE-PLAYERS", `unknown player ${JSON.stringify(p)}`);
  };
  // rule: engine
  switch (e.kind) {
    // rule: RB-SETUP-TILES
    case "bag-tile":
      if (g.bagTiles >= BAG_TILES)
        throw new Refusal("RB-SETUP-TILES", `all ${BAG_TILES} bag tiles have already been placed`);
      return;
    // rule: RB-STEAL-SIMULTANEOUS BASE-SCOREBOARD BASE-PLAYERS RB-STEAL-PER-EVENT RB-STEAL-ORDER
    case "moment": {
      // rule: RB-STEAL-SIMULTANEOUS
      if (!Array.isArray(e.awards) || e.awards.length === 0)
        throw new Refusal("RB-STEAL-SIMULTANEOUS", "a scoring moment has at least one award");
      // rule: RB-STEAL-ORDER
      const per = {};
      // rule: BASE-SCOREBOARD BASE-PLAYERS RB-STEAL-PER-EVENT RB-STEAL-ORDER
      for (const a of e.awards) {
        // rule: BASE-SCOREBOARD
        if (!isObject(a)) throw new Refusal("BASE-SCOREBOARD", "an award is an object");
        // rule: BASE-PLAYERS
        known(a.player);
        // rule: BASE-SCOREBOARD
        if (!isCount(a.points) || a.points > MAX_AWARD_POINTS)
          throw new Refusal("BASE-SCOREBOARD", `points are a whole number from 0 to ${MAX_AWARD_POINTS}`);
        // rule: RB-STEAL-PER-EVENT
        if (!AWARD_SOURCES.includes(a.source))
          throw new Refusal("RB-STEAL-PER-EVENT", `unknown award source ${JSON.stringify(a.source)}`);
        // rule: RB-STEAL-ORDER
        per[a.player] = (per[a.player] ?? 0) + 1;
        if (per[a.player] > MAX_AWARDS_PER_PLAYER)
          throw new Refusal(
            "RB-STEAL-ORDER",
            `more than ${MAX_AWARDS_PER_PLAYER} awards for ${a.player} in one moment`,
          );
      }
      // rule: engine
      return;
    }
    // rule: RB-MSG-TARGET RB-BACK-FOLLOW BASE-SCOREBOARD BASE-PLAYERS
    case "backward": {
      // rule: BASE-PLAYERS
      known(e.player);
      // rule: RB-MSG-TARGET
      if (e.figure !== "meeple" && !(e.figure === "messenger" && g.messages))
        throw new Refusal("RB-MSG-TARGET", `no such figure ${JSON.stringify(e.figure)}`);
      // rule: RB-BACK-FOLLOW
      if (!isCount(e.points) || e.points === 0)
        throw new Refusal("RB-BACK-FOLLOW", "a backward move is a whole number of points, 1 or more");
      if (!BACKWARD_SOURCES.includes(e.source))
        throw new Refusal("RB-BACK-FOLLOW", `unknown source ${JSON.stringify(e.source)}`);
      // rule: BASE-SCOREBOARD
      if (e.points > g.figs[e.player][e.figure])
        throw new Refusal("BASE-SCOREBOARD", `${e.player}'s ${e.figure} cannot go back below 0`);
      return;
    }
    // rule: BASE-PLAYERS
    case "turn":
      known(e.player);
      return;
    // rule: engine
    default:
      return;
  }
}

/**
 * The choices of one `apply`: picks by kind and actor (the first unused one), each checked against
 * the legal options. With `walk` (listing outcomes) the given choices are ignored: the k-th decision
 * takes option walk.prefix[k], or its first option past the prefix, and its option count is recorded.
 */
// rule: engine
function chooser(choices, walk) {
  if (walk) {
    let k = 0;
    return {
      ask(_kind, _actor, point) {
        const options = point.options ?? point.all();
        const i = k < walk.prefix.length ? walk.prefix[k] : 0;
        walk.sizes[k++] = options.length;
        return options[i];
      },
      finish() {},
    };
  }
  if (!Array.isArray(choices)) throw new Refusal(undefined, "choices must be an array");
  choices.forEach((c, i) => {
    if (!isObject(c) || !CHOICE_KINDS.includes(c.kind) || typeof c.actor !== "string")
      throw new Refusal(undefined, `choice ${i} is not a {kind, actor, pick} of a known kind`);
  });
  const used = choices.map(() => false);
  return {
    /**
     * A decision: `point` is { options } (a list) or { first, check, all } (a plan, whose options
     * are many); `why(pick)` names the rule a refused pick breaks. Returns the legal option picked.
     */
    ask(kind, actor, point, rule, why = () => null) {
      const i = choices.findIndex((c, j) => !used[j] && c.kind === kind && c.actor === actor);
      if (i < 0) return point.options ? point.options[0] : point.first; // one option, or the engine's first
      used[i] = true;
      const pick = choices[i].pick;
      const found = point.options
        ? point.options.find((o) => same(o, pick))
        : point.check(pick) === null
          ? pick
          : undefined;
      if (found !== undefined) return found;
      const reason = why(pick);
      const detail = point.options
        ? `not one of ${point.options.map((o) => JSON.stringify(o)).join(" | ")}`
        : point.check(pick);
      throw new Refusal(
        reason?.rule ?? rule,
        `${actor}'s ${kind} choice ${JSON.stringify(pick)} is not allowed: ${reason?.message ?? detail}`,
      );
    },
    finish() {
      const i = used.indexOf(false);
      if (i >= 0)
        throw new Refusal(
          undefined,
          `choice ${i} (${choices[i].kind} by ${choices[i].actor}) was never asked for in this event`,
        );
    },
  };
}

/** The engine's step for one event: the state after it and the thefts, or a Refusal. */
// rule: engine
export function applyEvent(request, bugs = BUGS, walk = undefined) {
  const rules = rulesOf(request.options, bugs);
  const g = readState(request.state, rules);
  const e = request.event;
  checkEvent(g, e);
  const ch = chooser(request.choices ?? [], walk);
  // rule: RB-MSG-TARGET
  const kinds = g.messages ? ["meeple", "messenger"] : ["meeple"];
  // rule: INT-SAME-SPACE
  const sq = (score) => (rules.loop ? score % LOOP : score); // INT-SAME-SPACE
  // rule: BASE-PLAYERS
  const order = () => {
    const i = g.players.indexOf(g.active);
    return [...g.players.slice(i), ...g.players.slice(0, i)];
  };
  // rule: engine
  const steals = [];
  switch (e.kind) {
    // rule: BASE-TURNS
    case "turn": // BASE-TURNS
      g.active = e.player;
      break;
    // rule: RB-PLACE-TRIGGER RB-SETUP-TILES
    case "bag-tile":
      // rule: RB-SETUP-TILES
      g.bagTiles++; // RB-SETUP-TILES, RB-PLACE-TRIGGER
      // rule: RB-PLACE-TRIGGER
      bagTile(g, ch, rules, sq, order);
      break;
    // rule: engine
    case "moment":
      moment(g, ch, rules, bugs, e.awards, kinds, sq, order, steals);
      break;
    // rule: engine
    case "backward":
      backward(g, ch, rules, e, kinds, sq, order);
      break;
    // rule: RB-FINAL-BONUS RB-FINAL-NOSTEAL BASE-TURNS
    case "game-end":
      // rule: RB-FINAL-BONUS RB-FINAL-NOSTEAL
      // RB-FINAL-BONUS: every robber still out pays its owner 3 points, on a figure of its choice
      // (The Messages), and goes home; nothing steals that bonus (RB-FINAL-NOSTEAL).
      for (const owner of order()) {
        if (g.robbers[owner] === null) continue;
        const { figure } = ch.ask("bonus", owner, { options: kinds.map((k) => ({ figure: k })) }, "RB-FINAL-BONUS");
        g.figs[owner][figure] += bugs.finalBonusTwo ? 2 : FINAL_BONUS;
        g.robbers[owner] = null;
      }
      // rule: BASE-TURNS
      g.ended = true;
      break;
  }
  // rule: engine
  ch.finish();
  steals.sort((a, b) => (a.thief < b.thief ? -1 : a.thief > b.thief ? 1 : 0));
  return {
    state: {
      figures: Object.fromEntries(
        g.players.map((p) => [
          p,
          g.messages ? { meeple: g.figs[p].meeple, messenger: g.figs[p].messenger } : { meeple: g.figs[p].meeple },
        ]),
      ),
      robbers: Object.fromEntries(g.players.map((p) => [p, g.robbers[p]])),
      messagesDrawn: g.drawn,
      active: g.active,
      bagTiles: g.bagTiles,
      ended: g.ended,
    },
    steals,
  };
}

/** Spaces holding a scoring figure of a player other than `placer`, ascending (RB-PLACE-TARGET, RB-MSG-TARGET). */
// rule: RB-PLACE-TARGET RB-PLACE-SAMETILE
function legalSpaces(g, placer, sq) {
  const out = new Set();
  // rule: RB-PLACE-TARGET RB-MSG-TARGET
  for (const p of g.players)
    if (p !== placer) for (const k of g.messages ? ["meeple", "messenger"] : ["meeple"]) out.add(sq(g.figs[p][k]));
  // rule: engine
  return [...out].sort((a, b) => a - b);
}

/** Why a placement pick is refused: the one rule it breaks. */
// rule: RB-PLACE-TARGET RB-PLACE-MOVE
const placeWhy = (current, mandatoryRule) => (pick) => {
  // rule: engine
  if (!isObject(pick)) return null;
  // rule: ED-C2-ZMAN RB-PLACE-ALL INT-MANDATORY-MOVE
  if (pick.action === "decline")
    return mandatoryRule
      ? { rule: mandatoryRule, message: "declining is not allowed here: the robber must be placed" }
      : null;
  // rule: engine
  if (pick.action !== "place" && pick.action !== "move") return null;
  // rule: RB-PLACE-MOVE
  if ((pick.action === "move") !== (current !== null))
    return {
      rule: "RB-PLACE-MOVE",
      message:
        current === null
          ? "the robber is in supply: it can be placed, not moved"
          : "the robber is on the scoreboard: it can be moved, not placed",
    };
  if (pick.action === "move" && pick.at === current)
    return { rule: "RB-PLACE-MOVE", message: "a robber that moves goes to a different space" };
  // rule: engine
  if (!isCount(pick.at) || Object.keys(pick).length !== 2) return null;
  // rule: RB-PLACE-TARGET
  return { rule: "RB-PLACE-TARGET", message: `no other player's scoring figure stands on space ${pick.at}` };
};

/** Offer `player` a placement from supply; true when it places. */
// rule: RB-PLACE-ACTIVE RB-PLACE-NEXT RB-PLACE-ALL
function offer(g, ch, sq, player, gives, mandatoryRule) {
  // rule: RB-PLACE-TARGET
  const options = legalSpaces(g, player, sq).map((at) => ({ action: "place", at }));
  // rule: RB-PLACE-ACTIVE RB-PLACE-NEXT RB-PLACE-ALL ED-C2-ZMAN
  if (!mandatoryRule || options.length === 0) options.push({ action: "decline" });
  // rule: RB-PLACE-ACTIVE RB-PLACE-NEXT RB-PLACE-ALL
  const pick = ch.ask("place", player, { options }, gives, placeWhy(null, mandatoryRule));
  if (pick.action === "decline") return false;
  g.robbers[player] = pick.at;
  // rule: RB-PLACE-NEXT INT-DECLINE-PASSES
  return true;
}

/** The robber step a bag tile opens (000 §1; 002 "Using robbers"). */
// rule: RB-PLACE-ACTIVE RB-PLACE-MOVE
function bagTile(g, ch, rules, sq, order) {
  const active = g.active;
  const current = g.robbers[active];
  if (current === null) {
    // rule: RB-PLACE-ACTIVE ED-C2-ZMAN
    // RB-PLACE-ACTIVE: may place; must under C2 Z-Man (000 fn2).
    offer(g, ch, sq, active, "RB-PLACE-ACTIVE", rules.activeMust ? "ED-C2-ZMAN" : null);
  } else {
    // rule: RB-PLACE-MOVE
    // RB-PLACE-MOVE: may move to a different legal space; must under INT-MANDATORY-MOVE "mandatory" where placing is.
    const options = legalSpaces(g, active, sq)
      .filter((s) => s !== current)
      .map((at) => ({ action: "move", at }));
    // rule: INT-MANDATORY-MOVE
    if (!rules.moveMust || options.length === 0) options.push({ action: "decline" });
    // rule: RB-PLACE-MOVE
    const pick = ch.ask(
      "place",
      active,
      { options },
      "RB-PLACE-MOVE",
      placeWhy(current, rules.moveMust ? "INT-MANDATORY-MOVE" : null),
    );
    if (pick.action === "move") g.robbers[active] = pick.at;
  }
  // rule: RB-PLACE-NEXT RB-PLACE-ALL
  for (const p of order().slice(1)) {
    // rule: RB-PLACE-NEXT RB-PLACE-ALL
    if (g.robbers[p] !== null) continue; // robbers already out are passed over and may not move
    // rule: RB-PLACE-NEXT RB-PLACE-ALL
    if (rules.followUp !== "next-one") {
      // rule: RB-PLACE-ALL ED-C1-ZMAN ED-C2-ZMAN
      // RB-PLACE-ALL (Z-Man): each other player in turn order may (C1) or must (C2) place.
      offer(g, ch, sq, p, "RB-PLACE-ALL", rules.followUp === "each-must" ? "RB-PLACE-ALL" : null);
      continue;
    }
    // rule: RB-PLACE-NEXT INT-DECLINE-PASSES
    // RB-PLACE-NEXT (HiG): only the next player with its robber in supply; a decline ends the offer,
    // or passes it on under INT-DECLINE-PASSES "passes" (001 §1: until one more player has placed).
    if (offer(g, ch, sq, p, "RB-PLACE-NEXT", null) || !rules.declinePasses) break;
  }
}

// rule: RB-STEAL-ORDER
function* permutations(items) {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++)
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i], ...rest];
}

/** Every plan of one player: each order of its awards times each figure for each award (first: index order, first figure). */
// rule: RB-STEAL-ORDER
function allPlans(mine, kinds) {
  const out = [];
  for (const order of permutations(mine)) {
    for (let a = 0; a < kinds.length ** order.length; a++) {
      let code = a;
      const sequence = order.map((award) => {
        const figure = kinds[code % kinds.length];
        code = Math.floor(code / kinds.length);
        return { award, figure };
      });
      out.push({ sequence });
    }
  }
  return out;
}

/** A plan's check (RB-STEAL-ORDER): each of the player's awards once, each with one of its figures. */
// rule: RB-STEAL-ORDER
const planCheck = (mine, kinds) => (pick) => {
  const seq = isObject(pick) ? pick.sequence : undefined;
  if (!Array.isArray(seq) || Object.keys(pick).length !== 1) return "a plan is {sequence: [{award, figure}, ...]}";
  if (seq.length !== mine.length) return `the plan lists ${seq.length} awards, the player has ${mine.length}`;
  const seen = new Set();
  for (const s of seq) {
    if (!isObject(s) || !mine.includes(s.award) || seen.has(s.award))
      return `award ${JSON.stringify(s?.award)} is not one of the player's awards, or appears twice`;
    seen.add(s.award);
    if (!kinds.includes(s.figure) || Object.keys(s).length !== 2)
      return `figure ${JSON.stringify(s.figure)} is not one of ${kinds.join(", ")}`;
  }
  return null;
};

/**
 * A scoring moment (RB-STEAL-SIMULTANEOUS): plans, thefts, rogue points, robbers following, messages.
 * Movements: { player, figure, from, to, points, rogue }.
 */
// rule: RB-STEAL-SIMULTANEOUS
function moment(g, ch, rules, bugs, awards, kinds, sq, order, steals) {
  // rule: INT-ARRIVE-THEN-MOVE
  const start = Object.fromEntries(g.players.map((p) => [p, { ...g.figs[p] }]));
  // rule: BASE-PLAYERS
  const turn = order();
  // rule: RB-STEAL-FIRST RB-STEAL-MULTI
  const onBoard = turn.filter((p) => g.robbers[p] !== null);
  // rule: RB-STEAL-FIRST
  const startRobbers = { ...g.robbers };
  // rule: RB-STEAL-ORDER RB-STEAL-PER-EVENT
  // 1. Plans (RB-STEAL-ORDER, RB-STEAL-PER-EVENT): in turn order from the active player, each scorer
  // orders its awards and picks the figure that moves for each.
  const byPlayer = new Map();
  const normal = [];
  for (const p of turn) {
    // rule: RB-STEAL-PER-EVENT
    const mine = [];
    awards.forEach((a, i) => {
      if (a.player === p) mine.push(i);
    });
    if (mine.length === 0) continue;
    // rule: RB-STEAL-ORDER
    const first = { sequence: mine.map((award) => ({ award, figure: kinds[0] })) };
    const single = mine.length === 1 && kinds.length === 1;
    const plan = ch.ask(
      "plan",
      p,
      single ? { options: [first] } : { first, check: planCheck(mine, kinds), all: () => allPlans(mine, kinds) },
      "RB-STEAL-ORDER",
    );
    // rule: BASE-SCOREBOARD
    const list = [];
    for (const { award, figure } of plan.sequence) {
      const pts = awards[award].points;
      const m = { player: p, figure, from: g.figs[p][figure], to: g.figs[p][figure] + pts, points: pts, rogue: false };
      g.figs[p][figure] = m.to;
      list.push(m);
      normal.push(m);
    }
    byPlayer.set(p, list);
  }
  // rule: INT-ZERO-POINTS
  // 2. Thefts: every robber beside a movement it may take steals from exactly one (RB-STEAL-FIRST,
  // RB-STEAL-CHOOSE, RB-STEAL-MULTI), never its own player's (RB-STEAL-SELF); per figure only the
  // first movement from the robber's space counts (RB-STEAL-ORDER, INT-ARRIVE-THEN-MOVE), and a
  // 0-point award only under INT-ZERO-POINTS "used-up".
  const counts = (m) => m.points > 0 || rules.zeroUsedUp;
  // rule: RB-STEAL-FIRST RB-STEAL-MULTI
  const thefts = [];
  for (const owner of onBoard) {
    // rule: RB-STEAL-HALF
    const space = startRobbers[owner];
    const cands = [];
    for (const [p, list] of byPlayer) {
      // rule: RB-STEAL-SELF
      if (p === owner && !bugs.robsOwnPlayer) continue;
      // rule: RB-MSG-TARGET
      for (const k of kinds) {
        // rule: RB-MSG-TARGET
        if (k === "messenger" && bugs.messengerImmune) continue;
        // rule: RB-MSG-TARGET INT-ZERO-POINTS
        const mine = list.filter((m) => m.figure === k && counts(m));
        // rule: INT-ARRIVE-THEN-MOVE RB-STEAL-ORDER
        const m = rules.atStart
          ? sq(start[p][k]) === space
            ? mine[0]
            : undefined
          : mine.find((x) => sq(x.from) === space);
        // rule: RB-STEAL-MULTI
        // The oneRobber bug: a movement an earlier robber stole from is not offered again.
        if (m && !(bugs.oneRobber && thefts.some((t) => t.from === m))) cands.push(m);
      }
    }
    // rule: RB-STEAL-FIRST
    if (cands.length === 0) continue;
    // rule: RB-STEAL-CHOOSE
    const options = cands.map((m) => ({ victim: m.player, figure: m.figure }));
    // rule: RB-STEAL-FIRST RB-STEAL-SELF
    const why = (pick) =>
      !isObject(pick) || pick.action === "decline"
        ? { rule: "RB-STEAL-FIRST", message: `${owner}'s robber must steal now` }
        : pick.victim === owner
          ? { rule: "RB-STEAL-SELF", message: `${owner}'s robber cannot steal from ${owner}` }
          : null;
    // rule: RB-STEAL-CHOOSE
    const pick = ch.ask("steal", owner, { options }, "RB-STEAL-CHOOSE", why);
    const m = cands.find((x) => x.player === pick.victim && x.figure === pick.figure);
    // rule: RB-STEAL-HALF
    // RB-STEAL-HALF: half, rounded up; the victim keeps all (RB-STEAL-KEEP).
    const amount = bugs.roundDown ? Math.floor(m.points / 2) : Math.ceil(m.points / 2);
    thefts.push({ thief: owner, amount, from: m });
    // rule: engine
    steals.push({ thief: owner, victim: m.player, figure: m.figure, points: m.points, amount });
  }
  // rule: RB-STEAL-HALF RB-STEAL-RETURN RB-ROGUE-FIGURE
  // 3. Rogue points (RB-STEAL-RETURN, RB-ROGUE-FIGURE): each thief's robber goes home, and the figure
  // of its choice records the stolen points, after every award.
  const rogue = [];
  for (const t of thefts) {
    // rule: RB-STEAL-RETURN
    if (!bugs.robberStays) g.robbers[t.thief] = null;
    // rule: INT-ZERO-POINTS RB-ROGUE-FIGURE
    if (t.amount === 0) continue; // a theft of 0 (INT-ZERO-POINTS "used-up") moves no figure: nothing to ask
    // rule: RB-ROGUE-FIGURE
    const { figure } = ch.ask("rogue", t.thief, { options: kinds.map((k) => ({ figure: k })) }, "RB-ROGUE-FIGURE");
    // rule: RB-STEAL-HALF
    const m = {
      player: t.thief,
      figure,
      from: g.figs[t.thief][figure],
      to: g.figs[t.thief][figure] + t.amount,
      points: t.amount,
      // rule: INT-MSG-OWN-TURN RB-MSG-DARK
      rogue: true,
    };
    g.figs[t.thief][figure] = m.to;
    rogue.push(m);
  }
  // rule: RB-STEAL-KEEP
  // The victimLoses bug: each robbed figure goes back by what was stolen from it.
  if (bugs.victimLoses) for (const t of thefts) g.figs[t.from.player][t.from.figure] -= t.amount;
  // rule: RB-ROGUE-NOSTEAL
  // 4. A robber still out beside a figure that rogue points move takes nothing and goes along
  // (RB-ROGUE-NOSTEAL, RB-ROGUE-FOLLOW), even when other figures stay (RB-ROGUE-FOLLOW-MIXED).
  const extra = [];
  // rule: RB-ROGUE-FOLLOW
  for (const owner of onBoard) {
    // rule: RB-ROGUE-FOLLOW
    const space = g.robbers[owner];
    if (space === null || thefts.some((t) => t.thief === owner)) continue;
    // rule: RB-ROGUE-FOLLOW RB-STEAL-SELF
    const leaving = rogue.filter((m) => m.player !== owner && m.points > 0 && sq(m.from) === space);
    // rule: RB-ROGUE-FOLLOW
    if (leaving.length === 0 || bugs.rogueNoFollow) continue;
    // rule: RB-ROGUE-NOSTEAL
    if (bugs.robsRogue) {
      // The bug: the robber steals from the rogue points as from any points (its owner picks which,
      // half rounded as any theft, on its owner's meeple) and goes home.
      const pick = ch.ask(
        "steal",
        owner,
        { options: leaving.map((m) => ({ victim: m.player, figure: m.figure })) },
        "RB-STEAL-CHOOSE",
      );
      const m = leaving.find((x) => x.player === pick.victim && x.figure === pick.figure);
      const amount = bugs.roundDown ? Math.floor(m.points / 2) : Math.ceil(m.points / 2);
      steals.push({ thief: owner, victim: m.player, figure: m.figure, points: m.points, amount });
      g.robbers[owner] = null;
      extra.push({
        player: owner,
        figure: "meeple",
        from: g.figs[owner].meeple,
        to: g.figs[owner].meeple + amount,
        points: amount,
        rogue: true,
      });
      g.figs[owner].meeple += amount;
      continue;
    }
    // rule: RB-ROGUE-FOLLOW RB-ROGUE-FOLLOW-MIXED
    const pick = ch.ask(
      "follow",
      owner,
      { options: leaving.map((m) => ({ thief: m.player, figure: m.figure })) },
      "RB-ROGUE-FOLLOW",
    );
    const m = leaving.find((x) => x.player === pick.thief && x.figure === pick.figure);
    g.robbers[owner] = sq(m.to);
  }
  // rule: MS-DARK-DRAW
  // 5. The Messages: a movement that gains points and ends on a dark space (0, 5, 10, ...) draws a
  // message for the active player's own scoring (MS-DARK-DRAW) and for rogue points on the thief's
  // own turn, or on any turn under INT-MSG-OWN-TURN "always" (RB-MSG-DARK); under INT-MSG-ALONE
  // "alone" only when no other scoring figure is on that space. Movements are taken in order: the
  // active player first and then turn order, each player's awards in its chosen order, rogue
  // movements last.
  if (!g.messages) return;
  // rule: INT-MSG-ALONE
  const pos = new Map();
  for (const p of g.players) for (const k of kinds) pos.set(`${p}/${k}`, start[p][k]);
  // rule: MS-DARK-DRAW RB-MSG-DARK
  for (const m of [...normal, ...rogue, ...extra]) {
    // rule: INT-MSG-ALONE
    const key = `${m.player}/${m.figure}`;
    pos.set(key, m.to);
    // rule: MS-DARK-DRAW RB-MSG-DARK
    if (m.points <= 0 || (m.to % LOOP) % 5 !== 0) continue;
    // rule: MS-DARK-DRAW RB-MSG-DARK INT-MSG-OWN-TURN
    if (!(m.player === g.active || (m.rogue && rules.msgAlways))) continue;
    // rule: INT-MSG-ALONE
    if (rules.msgAlone && [...pos].some(([k, at]) => k !== key && sq(at) === sq(m.to))) continue;
    // "alone-after-moment": judged where every figure stands once the moment is done.
    if (
      rules.msgAloneAfter &&
      g.players.some((p) => kinds.some((k) => `${p}/${k}` !== key && sq(g.figs[p][k]) === sq(m.to)))
    )
      continue;
    // rule: MS-DARK-DRAW RB-MSG-DARK
    g.drawn[m.player]++;
  }
}

/**
 * A backward move (000 fn6, fn11): robbers of other players beside the figure go back with it, or stay;
 * the mover's own robber too under INT-BACK-OWN-FIGURE "follows". Under INT-MSG-BACKWARD "any-stop" a
 * stop on a dark space in the mover's own turn draws a message (alone there, under INT-MSG-ALONE "alone").
 */
// rule: RB-BACK-FOLLOW
function backward(g, ch, rules, e, kinds, sq, order) {
  // rule: BASE-SCOREBOARD
  const from = g.figs[e.player][e.figure];
  const to = from - e.points;
  g.figs[e.player][e.figure] = to;
  // rule: RB-BACK-FOLLOW
  const space = sq(from);
  const robbers = { ...g.robbers };
  // rule: RB-BACK-FOLLOW
  for (const owner of order()) {
    // rule: RB-BACK-FOLLOW
    if (robbers[owner] !== space) continue;
    // rule: INT-BACK-OWN-FIGURE
    if (owner === e.player && !rules.backOwnFollows) continue; // INT-BACK-OWN-FIGURE "stays"
    // rule: RB-BACK-FOLLOW
    if (rules.backNoFollow) continue;
    // rule: RB-BACK-CHOOSE
    // RB-BACK-CHOOSE: it may stay when other scoring figures remain there; INT-BACK-STAY-OWN says
    // whether its owner's own figures count ("others-only": only other players' figures do).
    const remaining = g.players.filter((p) => kinds.some((k) => sq(g.figs[p][k]) === space));
    // rule: INT-BACK-STAY-OWN
    const canStay = rules.stayAny ? remaining.length > 0 : remaining.some((p) => p !== owner);
    // rule: RB-BACK-CHOOSE
    const options = canStay ? [{ action: "follow" }, { action: "stay" }] : [{ action: "follow" }];
    // rule: RB-BACK-CHOOSE RB-BACK-FOLLOW
    const pick = ch.ask("backward", owner, { options }, canStay ? "RB-BACK-CHOOSE" : "RB-BACK-FOLLOW");
    // rule: RB-BACK-FOLLOW
    if (pick.action === "follow") g.robbers[owner] = sq(to);
  }
  // rule: INT-MSG-BACKWARD
  if (!g.messages || !rules.msgBackward || e.player !== g.active || (to % LOOP) % 5 !== 0) return;
  // rule: INT-MSG-ALONE
  const others = g.players.some((p) =>
    kinds.some((k) => !(p === e.player && k === e.figure) && sq(g.figs[p][k]) === sq(to)),
  );
  if ((rules.msgAlone || rules.msgAloneAfter) && others) return;
  // rule: INT-MSG-BACKWARD
  g.drawn[e.player]++;
}

// rule: engine
/** Most choice paths `outcomes` walks before it gives up (answers unsupported). */
const MAX_PATHS = 200_000;

/** JSON with keys sorted, to tell outcomes apart. */
const canonical = (v) =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : isObject(v)
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
          .join(",")}}`
      : JSON.stringify(v);

/**
 * Every distinct outcome of an event, by walking every choice path: replay the event with the
 * options picked so far, then advance the last decision that has options left (an odometer).
 */
export function listOutcomes(request, bugs = BUGS) {
  const seen = new Map();
  let prefix = [];
  for (let paths = 1; ; paths++) {
    if (paths > MAX_PATHS) throw new Unsupported(`more than ${MAX_PATHS} choice paths`);
    const walk = { prefix, sizes: [] };
    const outcome = applyEvent({ ...request, choices: [] }, bugs, walk);
    seen.set(canonical(outcome), outcome);
    const picked = walk.sizes.map((_, k) => (k < prefix.length ? prefix[k] : 0));
    let k = picked.length - 1;
    while (k >= 0 && picked[k] + 1 >= walk.sizes[k]) k--;
    if (k < 0) return [...seen.values()];
    prefix = [...picked.slice(0, k), picked[k] + 1];
  }
}

/** The reply to one request (an object with an id), or null for `bye`. */
export function handle(request, bugs = BUGS, identity = {}) {
  const id = request.id;
  switch (request.type) {
    case "hello":
      return {
        id,
        type: "hello",
        name: identity.name ?? "conforming",
        version: "1.0",
        games: ["robbers"],
        editions: EDITIONS,
        events: EVENTS,
        identity: "outcomes",
        outcomes: true,
      };
    case "apply":
    case "outcomes":
      if (request.game !== undefined && request.game !== "robbers") return { id, type: "unsupported" };
      try {
        if (request.type === "outcomes") return { id, type: "outcomes", outcomes: listOutcomes(request, bugs) };
        const { state, steals } = applyEvent(request, bugs);
        return { id, type: "state", state, steals };
      } catch (err) {
        if (err instanceof Unsupported) return { id, type: "unsupported", message: err.message };
        if (err instanceof Refusal)
          return err.rule
            ? { id, type: "refused", rule: err.rule, message: err.message }
            : { id, type: "refused", message: err.message };
        throw err;
      }
    case "bye":
      return null;
    default:
      return { id, type: "unsupported" };
  }
}

/** Serve the protocol on stdin/stdout until `bye` or the end of input. */
export function run(bugs = BUGS, identity = {}) {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on("line", (line) => {
    if (line.trim() === "") return;
    let request;
    try {
      request = JSON.parse(line);
    } catch {
      process.stderr.write(`not JSON: ${line.slice(0, 200)}\n`);
      return;
    }
    if (!isObject(request)) {
      process.stderr.write(`not a JSON object: ${line.slice(0, 200)}\n`);
      return;
    }
    let reply;
    try {
      reply = handle(request, bugs, identity);
    } catch (err) {
      process.stderr.write(`internal error on request ${request.id}: ${err?.stack ?? err}\n`);
      reply = { id: request.id, type: "error", message: String(err?.message ?? err) };
    }
    if (reply === null) {
      rl.close();
      return;
    }
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  });
}

const main = process.argv[1] ? realpathSync(process.argv[1]) : "";
if (main === fileURLToPath(import.meta.url)) {
  // `--bug <name>[,<name>...]`: a mutant with those bug switches on (the diagnosis is measured on these).
  const at = process.argv.indexOf("--bug");
  const bugs = at > 0 ? (process.argv[at + 1] ?? "").split(",") : [];
  const unknown = bugs.find((b) => !Object.hasOwn(BUGS, b));
  if (unknown !== undefined) {
    process.stderr.write(`unknown bug ${JSON.stringify(unknown)}; the bugs are ${Object.keys(BUGS).join(", ")}\n`);
    process.exit(2);
  }
  const on = Object.fromEntries(bugs.map((b) => [b, true]));
  run({ ...BUGS, ...on }, { name: bugs.length ? `mutant-${bugs.join("+")}` : "conforming" });
}
