#!/usr/bin/env node
// An example engine for MacRobber (Queen Games, 2005) that speaks the conformance protocol
// (`conformance/1`, docs/conformance-protocol.md): JSON Lines on stdin/stdout, one reply per request.
//
//     node docs/examples/engines/macrobber.mjs
//
// How it was written: from the rulebook (../shared/sources/004_7cad5ba990d5d333.txt), the rule and
// interpretation ids and statements of `macrobber rules --json` (../shared/RULES-INVENTORY.md), the
// JSON Schemas in docs/schemas/ (macrobber-scenario/1, macrobber-vector/2) and the public conformance
// vectors in fixtures/vectors/macrobber/ (the state, event and choice formats, and the seeded chance,
// which no document spells out: see "Chance" below). It shares no code with the specification: plain
// Node 20, no dependencies, nothing imported from src/ or spec/ (of those, only the list of compared
// state fields in src/games/macrobber/conformance.ts was read: the whole state).
//
// What it plays: every event (take-tokens, act, raid-or-exchange, score-round) from a whole state,
// under every reading of every interpretation; it lists every outcome of an event ("outcomes": true)
// by walking every choice path (up to MAX_PATHS). A new game (`players` and `seed` instead of a
// state) is answered `unsupported`: no public vector shows how its setup shuffles are seeded.
//
// Chance (MR-CHANCE-SEEDED): the state's `rng` is a mulberry32 generator state; each number adds
// 0x6D2B79F5 to it and hashes it into [0, 1). A token is drawn as the floor(r * n)-th of the n tokens
// in the sack, counted yellow, blue, green, red. An empty deck is refilled by laying the return deck
// out by value (1s first) and shuffling it with Fisher-Yates from the last card down; cards are drawn
// from the front of `deck`. This was read off the vectors' states before and after each event.
//
// Choices are matched by kind and actor (the first unused one, so a raid's three `attack` choices
// are taken in order). A decision with one legal option is taken when no choice is given; one with
// several and no choice given takes the first option in this engine's order. A given choice that is
// not legal is refused with the rule it breaks; one the rules never ask for is refused without a rule.
//
// Every function and branch carries a `// rule:` line with the MacRobber rule ids it implements
// (`engine` for protocol plumbing). It covers the lines below it up to the first line indented less,
// or the next `// rule:` line at its own indentation; the innermost one wins.
import { createInterface } from "node:readline";

// rule: engine
const GAME = "macrobber";
// rule: engine
const EVENTS = ["take-tokens", "act", "raid-or-exchange", "score-round"];
/** Each interpretation's readings, the default first. */
// rule: engine
const READINGS = {
  "MR-INT-RED-AREA": ["30", "35"],
  "MR-INT-RED-REACHED": ["in-red-area", "entered-this-round"],
  "MR-INT-CARD-VALUES": ["even-fewer-fours", "even-fewer-ones"],
  "MR-INT-ESTATE-NUMBERS": ["two-each-one-42", "one-30-two-each"],
  "MR-INT-START-TOKENS": ["from-the-86", "extra"],
  "MR-INT-COLOUR-OUT": ["mixed-pool", "colour-out-ends"],
  "MR-INT-REDRAW-ORDER": ["return-first", "draw-first"],
  "MR-INT-ONE-TOKEN": ["one", "several"],
  "MR-INT-BARD-SECOND": ["own-court", "may-sack"],
  "MR-INT-BARD-EMPTY": ["at-least-one", "up-to-two"],
  "MR-INT-BARD-VICTIM": ["one-player", "any-players"],
  "MR-INT-RAID-REFILL": ["refill", "no-refill", "five-and-two"],
  "MR-INT-DECK-EMPTY": ["reshuffle", "no-more-cards"],
  "MR-INT-SCORE-FLOOR": ["zero", "negative"],
  "MR-INT-ZERO-PLACE": ["no-place", "zero-counts"],
  "MR-INT-RAID-WIN": ["more-rounds", "two-of-three"],
  "MR-INT-EXCHANGE-COUNT": ["three", "up-to-three"],
  "MR-INT-STOLEN-CATTLE": ["placed", "attacker-chooses"],
  "MR-INT-FOLLOWING-TIE": ["nobody", "turn-order"],
  "MR-INT-ESTATE-LOOK": ["face-down", "owner-looks"],
};
/** Most choice paths `outcomes` walks before it gives up (answers unsupported). */
// rule: engine
const MAX_PATHS = 500_000;

// rule: MR-TOKEN-MEANING
const COLOURS = ["yellow", "blue", "green", "red"]; // the sack's colours, in drawing order
// rule: MR-TOKEN-MEANING
const COURT = ["yellow", "blue", "green"]; // a court holds warriors, bagpipe players and monks
// rule: MR-COMPONENTS
const TOKENS = { yellow: 29, blue: 27, green: 20, red: 10 }; // the 86 action tokens
// rule: MR-COMPONENTS
const ESTATE_TILES = 25;
/** Each clan's starting tokens (4 warriors, 2 bagpipe players, 1 head of cattle): extra under "extra". */
// rule: MR-INT-START-TOKENS MR-SETUP-COURT MR-SETUP-ESTATES
const START_TOKENS = { yellow: 4, blue: 2, green: 0, red: 1 };
// rule: MR-SETUP-SACK
const OUT_OF_GAME = {
  3: { yellow: 8, blue: 4, green: 0, red: 0 },
  4: { yellow: 4, blue: 2, green: 0, red: 0 },
  5: { yellow: 0, blue: 0, green: 0, red: 0 },
};
/** How many of the 67 cards carry each value 1 to 4. */
// rule: MR-INT-CARD-VALUES MR-COMPONENTS
const CARD_VALUES = { "even-fewer-fours": [17, 17, 17, 16], "even-fewer-ones": [16, 17, 17, 17] };
/** The numbers on the 25 estate tiles. */
// rule: MR-INT-ESTATE-NUMBERS MR-COMPONENTS
const ESTATE_NUMBERS = {
  "two-each-one-42": [...range(30, 41).flatMap((n) => [n, n]), 42],
  "one-30-two-each": [30, ...range(31, 42).flatMap((n) => [n, n])],
};
// rule: MR-ACT-LIMIT
const DRAWN_LIMIT = 4;
// rule: MR-DRAW-SIX
const DRAW = 6;
// rule: MR-WARRIORS-MIN
const MIN_WARRIORS = 3;
// rule: MR-ESTATE-MAX
const MAX_ACQUIRED = 4;
// rule: MR-RAID-ROUNDS
const COMBAT_ROUNDS = 3;
// rule: MR-INT-RED-AREA
const RED_AREA = { 30: 30, 35: 35 };

// rule: engine
class Refusal extends Error {
  constructor(rule, message) {
    super(message);
    this.rule = rule;
  }
}
// rule: engine
class Unsupported extends Error {}

// rule: engine
function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
// rule: engine
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
// rule: engine
const isCount = (v) => Number.isInteger(v) && v >= 0;
// rule: engine
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

/** JSON with keys sorted: picks and outcomes are compared by it. */
// rule: engine
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

/** The readings in force: the request's, each checked, the default for any left out. */
// rule: engine
function readingsOf(options) {
  if (options !== undefined && !isObject(options)) throw new Unsupported("options must be an object");
  const given = options?.interpretations ?? {};
  if (!isObject(given)) throw new Unsupported("interpretations must be an object");
  const r = Object.fromEntries(Object.entries(READINGS).map(([id, readings]) => [id, readings[0]]));
  for (const [id, reading] of Object.entries(given)) {
    if (!Object.hasOwn(READINGS, id) || !READINGS[id].includes(reading))
      throw new Unsupported(`reading ${JSON.stringify(reading)} of ${id} is not played`);
    r[id] = reading;
  }
  return r;
}

// ---------------------------------------------------------------------------------------------
// The state of a request: checked, then worked on as a copy.

/** The request's game state: a whole state is played; a new game (players, seed) is not. */
// rule: MR-SETUP-COURT MR-SETUP-ESTATES MR-SETUP-SCORE MR-SETUP-CARDS MR-SETUP-MARKERS MR-SETUP-SACK
function stateOf(request) {
  const wrapper = request.state;
  // rule: engine
  if (!isObject(wrapper)) throw new Refusal(undefined, "state must be an object");
  // rule: MR-SETUP-COURT MR-SETUP-ESTATES MR-SETUP-SCORE MR-SETUP-CARDS MR-SETUP-MARKERS MR-SETUP-SACK
  if (!isObject(wrapper.state))
    throw new Unsupported("a new game (players and seed) is not played: no vector shows how its setup is shuffled");
  // rule: engine
  return structuredClone(wrapper.state);
}

/** A working copy of a request's state, checked (refused with the rule it breaks). */
// rule: MR-PLAYERS
function readState(request, r) {
  const g = stateOf(request);
  const { players } = g;
  if (!Array.isArray(players) || players.length < 3 || players.length > 5)
    throw new Refusal("MR-PLAYERS", "a game has 3 to 5 clans");
  if (new Set(players).size !== players.length || players.some((p) => typeof p !== "string" || p === ""))
    throw new Refusal("MR-PLAYERS", "player ids are distinct non-empty strings");
  if (!isObject(g.clans) || players.some((p) => !isObject(g.clans[p])))
    throw new Refusal("MR-PLAYERS", "every player has a clan board");
  // rule: MR-ROUND
  for (const p of [g.active, g.beginner])
    if (!players.includes(p)) throw new Refusal("MR-ROUND", `${JSON.stringify(p)} is not a player`);
  // rule: MR-SCORE-YELLOW
  if (g.largestFollowing !== null && !players.includes(g.largestFollowing))
    throw new Refusal("MR-SCORE-YELLOW", "the largest following is held by a player or nobody");
  // rule: MR-TURN-PHASES
  if (![...EVENTS, "over"].includes(g.phase)) throw new Refusal("MR-TURN-PHASES", `unknown phase ${g.phase}`);
  // rule: MR-TOKEN-MEANING MR-COMPONENTS
  for (const p of players) checkClan(p, g.clans[p]);
  checkTokens(g, r);
  checkCards(g, r);
  checkEstates(g, r);
  return g;
}

/** One clan board: its court, estates, hand and points are well formed and within the rules. */
// rule: MR-TOKEN-MEANING
function checkClan(p, clan) {
  const { court, estates, hand } = clan;
  if (!isObject(court) || !COURT.every((c) => isCount(court[c])))
    throw new Refusal("MR-TOKEN-MEANING", `${p}'s court counts warriors, bagpipe players and monks`);
  // rule: MR-WARRIORS-MIN
  if (court.yellow < MIN_WARRIORS) throw new Refusal("MR-WARRIORS-MIN", `${p} has fewer than 3 warriors`);
  // rule: MR-TOKEN-MEANING
  if (!isObject(estates) || !["count", "cattle", "castles", "abbeys"].every((k) => isCount(estates[k])))
    throw new Refusal("MR-TOKEN-MEANING", `${p}'s estates are counts`);
  // rule: MR-ESTATE-MAX MR-SETUP-ESTATES
  if (estates.count < 2 || estates.count > 2 + MAX_ACQUIRED)
    throw new Refusal("MR-ESTATE-MAX", `${p} holds 2 to 6 estates`);
  // rule: MR-ESTATE-ONE-THING
  if (estates.cattle + estates.castles + estates.abbeys > estates.count)
    throw new Refusal("MR-ESTATE-ONE-THING", `${p} has more things than estates`);
  // rule: MR-HAND-FOLLOWS-WARRIORS
  if (!Array.isArray(hand) || hand.length !== 4 || !hand.every(isCount))
    throw new Refusal("MR-HAND-FOLLOWS-WARRIORS", `${p}'s hand counts its cards of each value 1 to 4`);
  // rule: MR-SETUP-SCORE
  if (!Number.isInteger(clan.points)) throw new Refusal("MR-SETUP-SCORE", `${p}'s points are a whole number`);
}

/** Every token is in exactly one place: the 86 (plus the starting ones under "extra") add up. */
// rule: MR-COMPONENTS MR-TOKEN-MEANING
function checkTokens(g, r) {
  for (const field of ["sack", "outOfGame", "drawn"])
    if (!isObject(g[field]) || !COLOURS.every((c) => isCount(g[field][c])))
      throw new Refusal("MR-TOKEN-MEANING", `${field} counts tokens of each colour`);
  // rule: MR-SETUP-SACK
  const out = OUT_OF_GAME[g.players.length];
  if (COLOURS.some((c) => g.outOfGame[c] !== out[c]))
    throw new Refusal(
      "MR-SETUP-SACK",
      `with ${g.players.length} players the tokens out of the game are ${describe(out)}`,
    );
  // rule: MR-COMPONENTS MR-TOKEN-MEANING MR-INT-START-TOKENS
  for (const c of COLOURS) {
    let n = g.sack[c] + g.outOfGame[c] + g.drawn[c];
    for (const p of g.players) n += onBoard(g.clans[p], c);
    const total = TOKENS[c] + (r["MR-INT-START-TOKENS"] === "extra" ? START_TOKENS[c] * g.players.length : 0);
    if (n !== total) throw new Refusal("MR-COMPONENTS", `${n} ${c} tokens in the game, ${total} expected`);
  }
}

/** The tokens of a colour on a clan board: its court and its estates (cattle 1 red, castle 2 blue, abbey 3 green). */
// rule: MR-TOKEN-MEANING MR-SCORE-COUNTED
function onBoard(clan, colour) {
  const estate = {
    yellow: 0,
    blue: 2 * clan.estates.castles,
    green: 3 * clan.estates.abbeys,
    red: clan.estates.cattle,
  };
  return (clan.court[colour] ?? 0) + estate[colour];
}

/** The 67 cards: every hand, the deck and the return deck together hold the reading's split. */
// rule: MR-COMPONENTS MR-INT-CARD-VALUES
function checkCards(g, r) {
  if (!Array.isArray(g.deck) || !g.deck.every((v) => [1, 2, 3, 4].includes(v)))
    throw new Refusal("MR-COMPONENTS", "the deck lists cards valued 1 to 4");
  if (!Array.isArray(g.returnDeck) || g.returnDeck.length !== 4 || !g.returnDeck.every(isCount))
    throw new Refusal("MR-COMPONENTS", "the return deck counts its cards of each value");
  const want = CARD_VALUES[r["MR-INT-CARD-VALUES"]];
  for (let v = 1; v <= 4; v++) {
    const held = sum(g.players.map((p) => g.clans[p].hand[v - 1]));
    const n = g.deck.filter((x) => x === v).length + g.returnDeck[v - 1] + held;
    if (n !== want[v - 1]) throw new Refusal("MR-INT-CARD-VALUES", `${n} cards of value ${v}, ${want[v - 1]} expected`);
  }
}

/** The 25 estate tiles: the deck, those out and those acquired; the visible numbers are the reading's. */
// rule: MR-COMPONENTS MR-INT-ESTATE-NUMBERS MR-SETUP-ESTATES
function checkEstates(g, r) {
  const acquired = sum(g.players.map((p) => g.clans[p].estates.count - 2));
  if (!Array.isArray(g.estateDeck) || !Array.isArray(g.estatesOut))
    throw new Refusal("MR-COMPONENTS", "estateDeck and estatesOut list estate numbers");
  if (g.estateDeck.length + g.estatesOut.length + acquired !== ESTATE_TILES)
    throw new Refusal("MR-COMPONENTS", "the 25 estate tiles do not add up");
  const left = [...ESTATE_NUMBERS[r["MR-INT-ESTATE-NUMBERS"]]];
  for (const n of [...g.estateDeck, ...g.estatesOut]) {
    const i = left.indexOf(n);
    if (i < 0) throw new Refusal("MR-INT-ESTATE-NUMBERS", `one estate tile too many numbered ${n}`);
    left.splice(i, 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Chance: the seeded generator, the sack and the cards.

/** The next number in [0, 1) from the state's generator (mulberry32), which advances. */
// rule: MR-CHANCE-SEEDED
function random(g) {
  g.rng = (g.rng + 0x6d2b79f5) >>> 0;
  let t = g.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** One token out of the sack, into the player's drawn tokens. */
// rule: MR-CHANCE-SEEDED MR-DRAW-SIX
function drawToken(g) {
  let k = Math.floor(random(g) * sum(COLOURS.map((c) => g.sack[c])));
  for (const c of COLOURS) {
    if (k < g.sack[c]) {
      g.sack[c]--;
      g.drawn[c]++;
      return;
    }
    k -= g.sack[c];
  }
}

/** A card off the deck, or null: an empty deck is the return deck reshuffled ("reshuffle") or no card. */
// rule: MR-HAND-FOLLOWS-WARRIORS
function drawCard(g, r) {
  // rule: MR-INT-DECK-EMPTY
  if (g.deck.length === 0) {
    if (r["MR-INT-DECK-EMPTY"] === "no-more-cards") return null;
    reshuffle(g);
    if (g.deck.length === 0) return null;
  }
  // rule: MR-HAND-FOLLOWS-WARRIORS
  return g.deck.shift();
}

/** The return deck, laid out by value and shuffled (Fisher-Yates from the last card), becomes the deck. */
// rule: MR-CHANCE-SEEDED MR-INT-DECK-EMPTY
function reshuffle(g) {
  const cards = g.returnDeck.flatMap((n, i) => Array(n).fill(i + 1));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random(g) * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  g.deck = cards;
  g.returnDeck = [0, 0, 0, 0];
}

/** The player draws `n` cards (fewer when the deck gives out under "no-more-cards"). */
// rule: MR-HAND-FOLLOWS-WARRIORS
function drawCards(g, r, player, n) {
  for (let i = 0; i < n; i++) {
    const v = drawCard(g, r);
    if (v !== null) g.clans[player].hand[v - 1]++;
  }
}

// rule: MR-HAND-FOLLOWS-WARRIORS
const handSize = (g, p) => sum(g.clans[p].hand);
// rule: MR-HAND-FOLLOWS-WARRIORS
const valuesHeld = (g, p) => [1, 2, 3, 4].filter((v) => g.clans[p].hand[v - 1] > 0);

/** The player puts one card of its choice on the return deck (`rule`: why it must). */
// rule: MR-HAND-FOLLOWS-WARRIORS MR-RAID-DRAW
function discard(g, ch, player, rule) {
  const v = ch.ask("discard", player, { options: valuesHeld(g, player), rule });
  g.clans[player].hand[v - 1]--;
  g.returnDeck[v - 1]++;
}

/** A warrior joins the court: one card more in hand, at once. */
// rule: MR-HAND-FOLLOWS-WARRIORS
function gainWarrior(g, r, player) {
  g.clans[player].court.yellow++;
  drawCards(g, r, player, 1);
}

/** A warrior leaves the court (to the sack): its owner discards down to one card per warrior, at once. */
// rule: MR-HAND-FOLLOWS-WARRIORS
function loseWarrior(g, ch, player) {
  g.clans[player].court.yellow--;
  g.sack.yellow++;
  if (handSize(g, player) > g.clans[player].court.yellow) discard(g, ch, player, "MR-HAND-FOLLOWS-WARRIORS");
}

// ---------------------------------------------------------------------------------------------
// Turn order and the end.

/** The left neighbour: the next player clockwise, in the order the players are listed. */
// rule: MR-PLAYERS MR-ROUND
const nextPlayer = (g, p) => g.players[(g.players.indexOf(p) + 1) % g.players.length];
/** The last player of the round: the one before the beginning player. */
// rule: MR-ACT-LAST-ONE MR-ROUND
const lastPlayer = (g) => g.players[(g.players.indexOf(g.beginner) + g.players.length - 1) % g.players.length];
/** The round's turn order: from the beginning player, clockwise. */
// rule: MR-ROUND
function turnOrder(g) {
  const i = g.players.indexOf(g.beginner);
  return [...g.players.slice(i), ...g.players.slice(0, i)];
}

/** The game ends at once: the players with the most victory points win (several: a draw). */
// rule: MR-WINNER
function endGame(g, reason) {
  const best = Math.max(...g.players.map((p) => g.clans[p].points));
  g.phase = "over";
  g.result = { reason, winners: g.players.filter((p) => g.clans[p].points === best) };
}

// ---------------------------------------------------------------------------------------------
// Choices.

/**
 * The choices of one `apply`, matched by kind and actor (the first unused one). A decision is
 * { options, rule, check? }: `options` lists the legal picks in this engine's order; `rule` (or
 * rule(pick)) names what a pick outside them breaks; `check(pick)`, for plans, names what a given
 * pick breaks, or null. With `walk` (listing outcomes) the given choices are ignored: the k-th
 * decision takes option walk.prefix[k], or its first, and its option count is recorded.
 */
// rule: engine
function chooser(choices, walk) {
  if (walk) return walker(walk);
  if (!Array.isArray(choices)) throw new Refusal(undefined, "choices must be an array");
  choices.forEach((c, i) => {
    if (!isObject(c) || typeof c.kind !== "string" || typeof c.actor !== "string" || !("pick" in c))
      throw new Refusal(undefined, `choice ${i} is not a {kind, actor, pick}`);
  });
  const used = choices.map(() => false);
  return {
    ask(kind, actor, point) {
      const i = choices.findIndex((c, j) => !used[j] && c.kind === kind && c.actor === actor);
      if (i < 0) return structuredClone(point.options[0]); // one option, or this engine's first
      used[i] = true;
      const pick = choices[i].pick;
      const why = point.check ? point.check(pick) : outsideOptions(point, pick);
      if (why)
        throw new Refusal(why.rule, `${actor}'s ${kind} choice ${JSON.stringify(pick)} is not allowed: ${why.message}`);
      return structuredClone(pick);
    },
    finish() {
      const i = used.indexOf(false);
      if (i >= 0)
        throw new Refusal(
          undefined,
          `choice ${i} (${JSON.stringify(choices[i].kind)} by ${choices[i].actor}) was never asked for in this step`,
        );
    },
  };
}

/** The chooser of a walk over every choice path (see listOutcomes). */
// rule: engine
function walker(walk) {
  let k = 0;
  return {
    ask(_kind, _actor, point) {
      const i = k < walk.prefix.length ? walk.prefix[k] : 0;
      walk.sizes[k++] = point.options.length;
      return structuredClone(point.options[i]);
    },
    finish() {},
  };
}

/** Why a pick is not one of a decision's options ({rule, message}), or null when it is. */
// rule: engine
function outsideOptions(point, pick) {
  if (point.options.some((o) => canonical(o) === canonical(pick))) return null;
  const rule = typeof point.rule === "function" ? point.rule(pick) : point.rule;
  return { rule, message: `not one of the legal options: ${point.options.map((o) => JSON.stringify(o)).join(" | ")}` };
}

// ---------------------------------------------------------------------------------------------
// The events.

/** The event must be the one the state expects next; none follows the end of the game. */
// rule: MR-TURN-PHASES
function checkEvent(g, event) {
  // rule: engine
  if (!isObject(event) || !EVENTS.includes(event.kind))
    throw new Unsupported(`event kind ${JSON.stringify(event?.kind)} is not played`);
  // rule: MR-WINNER MR-END-ESTATE MR-END-SACK
  if (g.phase === "over") throw new Refusal("MR-WINNER", "the game is over");
  // rule: MR-TURN-PHASES
  if (event.kind === g.phase) return;
  const expects = `the game expects ${JSON.stringify(g.phase)} now, not ${JSON.stringify(event.kind)}`;
  // rule: MR-ROUND
  if (event.kind === "score-round" || g.phase === "score-round") throw new Refusal("MR-ROUND", expects);
  // rule: MR-TURN-PHASES
  throw new Refusal("MR-TURN-PHASES", expects);
}

/** Phase 1: the active player draws 6 tokens (the largest following may redraw); the game may end here. */
// rule: MR-TURN-PHASES MR-DRAW-SIX
function takeTokens(g, ch, r) {
  // rule: MR-INT-COLOUR-OUT MR-END-SACK
  if (r["MR-INT-COLOUR-OUT"] === "colour-out-ends" && COLOURS.some((c) => g.sack[c] === 0)) return endGame(g, "sack");
  // rule: MR-END-SACK MR-INT-COLOUR-OUT
  if (sum(COLOURS.map((c) => g.sack[c])) < DRAW) return endGame(g, "sack");
  // rule: MR-DRAW-SIX
  for (let i = 0; i < DRAW; i++) drawToken(g);
  // rule: MR-FOLLOWING-REDRAW
  if (g.largestFollowing === g.active) redraw(g, ch, r);
  // rule: MR-TURN-PHASES
  g.phase = "act";
}

/** The largest following puts back any of its drawn tokens and draws as many new ones (once). */
// rule: MR-FOLLOWING-REDRAW MR-INT-REDRAW-ORDER
function redraw(g, ch, r) {
  const drawFirst = r["MR-INT-REDRAW-ORDER"] === "draw-first";
  const room = sum(COLOURS.map((c) => g.sack[c])); // draw-first: the sack must replace what goes back
  const options = subCounts(g.drawn).filter((o) => !drawFirst || sum(COLOURS.map((c) => o[c])) <= room);
  const back = ch.ask("redraw", g.active, { options, check: (pick) => redrawProblem(g, pick, drawFirst, room) });
  const n = sum(COLOURS.map((c) => back[c]));
  // rule: MR-INT-REDRAW-ORDER
  if (drawFirst) {
    for (let i = 0; i < n; i++) drawToken(g);
    putBack(g, back);
  } else {
    putBack(g, back);
    for (let i = 0; i < n; i++) drawToken(g);
  }
}

/** The tokens put back go from the drawn ones into the sack. */
// rule: MR-FOLLOWING-REDRAW
function putBack(g, back) {
  for (const c of COLOURS) {
    g.drawn[c] -= back[c];
    g.sack[c] += back[c];
  }
}

/** What a redraw pick breaks, or null. */
// rule: MR-FOLLOWING-REDRAW
function redrawProblem(g, pick, drawFirst, room) {
  const rule = "MR-FOLLOWING-REDRAW";
  if (!isObject(pick) || Object.keys(pick).some((k) => !COLOURS.includes(k)) || !COLOURS.every((c) => isCount(pick[c])))
    return { rule, message: "a redraw gives the count of each colour put back" };
  if (COLOURS.some((c) => pick[c] > g.drawn[c])) return { rule, message: `only ${describe(g.drawn)} were drawn` };
  // rule: MR-INT-REDRAW-ORDER
  if (drawFirst && sum(COLOURS.map((c) => pick[c])) > room)
    return { rule: "MR-INT-REDRAW-ORDER", message: `the sack holds only ${room} tokens to replace them` };
  // rule: MR-FOLLOWING-REDRAW
  return null;
}

/** Every sub-multiset of some colour counts (every colour listed; none put back comes first). */
// rule: engine
function subCounts(counts) {
  let out = [{}];
  for (const c of COLOURS) out = out.flatMap((o) => range(0, counts[c]).map((n) => ({ ...o, [c]: n })));
  return out;
}

// rule: engine
function describe(counts) {
  const parts = COLOURS.filter((c) => counts[c] > 0).map((c) => `${counts[c]} ${c}`);
  return parts.join(", ") || "nothing";
}

// ---------------------------------------------------------------------------------------------
// Phase 2: actions. A plan (the `actions` pick) is checked on a small model of the player's counts
// (`planProblem`), then carried out on the state (`carryOut`).

/** Phase 2: the active player carries out its plan of one or two actions; unused tokens go back. */
// rule: MR-ACT-CHOOSE MR-TURN-PHASES
function act(g, ch, r) {
  const actor = g.active;
  const plans = legalPlans(g, r, actor);
  // rule: MR-ACT-NONE-LEGAL
  const options = plans.length > 0 ? plans : [[]];
  // rule: MR-ACT-CHOOSE
  const plan = ch.ask("actions", actor, { options, check: (pick) => planProblem(g, r, actor, pick, plans.length > 0) });
  for (const a of plan) carryOut(g, ch, r, actor, a);
  // rule: MR-ACT-RETURN-UNUSED
  for (const c of COLOURS) {
    g.sack[c] += g.drawn[c];
    g.drawn[c] = 0;
  }
  // rule: MR-TURN-PHASES
  g.phase = "raid-or-exchange";
}

/** Every legal plan: one action, or two different ones (no bard among two; not for the last player). */
// rule: MR-ACT-CHOOSE
function legalPlans(g, r, actor) {
  const singles = candidateActions(g, r, actor);
  const plans = singles.map((a) => [a]);
  // rule: MR-ACT-LAST-ONE MR-ACT-BARD-ALONE MR-ACT-NO-REPEAT
  if (actor !== lastPlayer(g))
    for (const a of singles)
      for (const b of singles)
        if (a.action !== b.action && a.action !== "bard" && b.action !== "bard") plans.push([a, b]);
  // rule: MR-ACT-CHOOSE
  return plans.filter((p) => planProblem(g, r, actor, p, true) === null);
}

/** Every action a plan may hold, well formed (whether it is affordable is planProblem's question). */
// rule: MR-ACT-CATTLE MR-ACT-CASTLE MR-ACT-ABBEY MR-ACT-WARRIORS MR-ACT-BAGPIPERS MR-ACT-MONKS MR-ACT-BARD MR-ACT-ESTATE MR-INT-ONE-TOKEN
function candidateActions(g, r, actor) {
  const counts = r["MR-INT-ONE-TOKEN"] === "one" ? [1] : range(1, DRAWN_LIMIT);
  return [
    { action: "cattle" },
    { action: "castle" },
    { action: "abbey" },
    ...counts.map((count) => ({ action: "warriors", count })),
    ...counts.map((count) => ({ action: "bagpipers", count })),
    ...[1, 2].map((count) => ({ action: "monks", count })),
    ...bardActions(g, r, actor),
    ...estateActions(),
  ];
}

/** The bard's picks: up to 2 tokens of different colours from fellow courts, and which one is kept. */
// rule: MR-ACT-BARD
function bardActions(g, r, actor) {
  const fellows = g.players.filter((p) => p !== actor);
  const out = [];
  // rule: MR-INT-BARD-EMPTY
  if (r["MR-INT-BARD-EMPTY"] === "up-to-two") out.push({ action: "bard", take: [], keep: null });
  // rule: MR-ACT-BARD
  for (const from of fellows)
    for (const colour of COURT) out.push({ action: "bard", take: [{ from, colour }], keep: null });
  // rule: MR-ACT-BARD MR-INT-BARD-VICTIM MR-INT-BARD-SECOND
  for (const [i, c1] of COURT.entries())
    for (const c2 of COURT.slice(i + 1))
      for (const f1 of fellows)
        for (const f2 of r["MR-INT-BARD-VICTIM"] === "one-player" ? [f1] : fellows) {
          const take = [
            { from: f1, colour: c1 },
            { from: f2, colour: c2 },
          ];
          const keeps = r["MR-INT-BARD-SECOND"] === "own-court" ? [c1, c2] : [c1, c2, null];
          for (const keep of keeps) out.push({ action: "bard", take, keep });
        }
  // rule: MR-ACT-BARD
  return out;
}

/** The estate's prices: 1 yellow and 1 red, or 1 yellow and 2 green, any part of it from the court. */
// rule: MR-ACT-ESTATE MR-ESTATE-PAY-COURT
function estateActions() {
  const out = [];
  for (const yellow of [0, 1]) out.push({ action: "estate", pay: "red", fromCourt: { yellow, green: 0 } });
  for (const yellow of [0, 1])
    for (const green of [0, 1, 2]) out.push({ action: "estate", pay: "green", fromCourt: { yellow, green } });
  return out;
}

/** What a plan breaks ({rule, message}), or null when it is legal. */
// rule: MR-ACT-CHOOSE
function planProblem(g, r, actor, plan, anyLegal) {
  if (!Array.isArray(plan) || plan.length > 2)
    return { rule: "MR-ACT-CHOOSE", message: "a plan is a list of one or two actions" };
  // rule: MR-ACT-CHOOSE MR-ACT-NONE-LEGAL
  if (plan.length === 0)
    return anyLegal ? { rule: "MR-ACT-CHOOSE", message: "a player with a legal action must take one" } : null;
  // rule: MR-ACT-LAST-ONE
  if (plan.length === 2 && actor === lastPlayer(g))
    return { rule: "MR-ACT-LAST-ONE", message: `${actor} is the last player of the round and takes one action` };
  // rule: MR-ACT-BARD-ALONE
  if (plan.length === 2 && plan.some((a) => a?.action === "bard"))
    return { rule: "MR-ACT-BARD-ALONE", message: "the bard is the only action of its turn" };
  // rule: MR-ACT-NO-REPEAT
  if (plan.length === 2 && plan[0]?.action === plan[1]?.action)
    return { rule: "MR-ACT-NO-REPEAT", message: `${plan[0]?.action} is chosen twice` };
  // rule: MR-ACT-CHOOSE MR-ACT-LIMIT
  return stepsProblem(g, r, actor, plan);
}

/** The plan's actions one after another on a model of the counts: what the first bad one breaks, or null. */
// rule: MR-ACT-CHOOSE
function stepsProblem(g, r, actor, plan) {
  const m = modelOf(g, actor);
  for (const [i, a] of plan.entries()) {
    const why = actionProblem(g, r, actor, m, a);
    if (why) return { rule: why.rule, message: `action ${i + 1} (${JSON.stringify(a)}): ${why.message}` };
    // rule: MR-ACT-LIMIT
    if (m.used > DRAWN_LIMIT)
      return {
        rule: "MR-ACT-LIMIT",
        message: `action ${i + 1} (${JSON.stringify(a)}): the actions would use ${m.used} drawn tokens; at most ${DRAWN_LIMIT} may be used`,
      };
  }
  // rule: MR-ACT-CHOOSE
  return null;
}

/** The counts a plan is checked against: the drawn tokens, the player's court and estates, the fellow courts. */
// rule: MR-ACT-CHOOSE
function modelOf(g, actor) {
  return {
    drawn: { ...g.drawn },
    court: { ...g.clans[actor].court },
    estates: { ...g.clans[actor].estates },
    estateDeck: g.estateDeck.length,
    used: 0,
    courts: Object.fromEntries(g.players.map((p) => [p, { ...g.clans[p].court }])),
  };
}

/** An estate with no cattle, castle or abbey is free. */
// rule: MR-ESTATE-ONE-THING
const freeEstates = (e) => e.count - e.cattle - e.castles - e.abbeys;

/** What one action of a plan breaks, or null; the model is updated as if it were carried out. */
// rule: MR-ACT-CHOOSE
function actionProblem(g, r, actor, m, a) {
  const shaped = (keys) => isObject(a) && Object.keys(a).length === keys.length && keys.every((k) => k in a);
  switch (a?.action) {
    // rule: MR-ACT-CATTLE MR-ESTATE-ONE-THING
    case "cattle":
      if (!shaped(["action"])) return { rule: "MR-ACT-CHOOSE", message: "cattle takes no parameters" };
      return building(m, "red", 1, "cattle", "MR-ACT-CATTLE");
    // rule: MR-ACT-CASTLE MR-ESTATE-ONE-THING
    case "castle":
      if (!shaped(["action"])) return { rule: "MR-ACT-CHOOSE", message: "a castle takes no parameters" };
      return building(m, "blue", 2, "castles", "MR-ACT-CASTLE");
    // rule: MR-ACT-ABBEY MR-ESTATE-ONE-THING
    case "abbey":
      if (!shaped(["action"])) return { rule: "MR-ACT-CHOOSE", message: "an abbey takes no parameters" };
      return building(m, "green", 3, "abbeys", "MR-ACT-ABBEY");
    // rule: MR-ACT-WARRIORS MR-INT-ONE-TOKEN
    case "warriors":
      return toCourt(r, m, a, shaped(["action", "count"]), "yellow", "MR-ACT-WARRIORS");
    // rule: MR-ACT-BAGPIPERS MR-INT-ONE-TOKEN
    case "bagpipers":
      return toCourt(r, m, a, shaped(["action", "count"]), "blue", "MR-ACT-BAGPIPERS");
    // rule: MR-ACT-MONKS
    case "monks":
      if (!shaped(["action", "count"]) || (a.count !== 1 && a.count !== 2))
        return { rule: "MR-ACT-MONKS", message: "monks are 1 or 2 green tokens" };
      return spend(m, "green", a.count, "MR-ACT-MONKS") ?? add(m.court, "green", a.count);
    // rule: MR-ACT-BARD
    case "bard":
      if (!shaped(["action", "take", "keep"])) return { rule: "MR-ACT-BARD", message: "a bard is {take, keep}" };
      return bardProblem(g, r, actor, m, a);
    // rule: MR-ACT-ESTATE
    case "estate":
      if (!shaped(["action", "pay", "fromCourt"]))
        return { rule: "MR-ACT-ESTATE", message: "an estate is {pay, fromCourt}" };
      return estateProblem(m, a);
    // rule: MR-ACT-CHOOSE
    default:
      return { rule: "MR-ACT-CHOOSE", message: `unknown action ${JSON.stringify(a?.action)}` };
  }
}

/** `n` tokens of a colour join some counts (a court in the model). */
// rule: MR-ACT-WARRIORS MR-ACT-BAGPIPERS MR-ACT-MONKS
function add(counts, colour, n) {
  counts[colour] += n;
  return null;
}

/** `n` drawn tokens of a colour are used: there must be that many left (`rule`: the action's). */
// rule: MR-ACT-CHOOSE MR-ACT-LIMIT
function spend(m, colour, n, rule) {
  if (m.drawn[colour] < n)
    return { rule, message: `it needs ${n} ${colour} of the drawn tokens; ${describe(m.drawn)} remain` };
  m.drawn[colour] -= n;
  m.used += n;
  return null;
}

/** Cattle, castle or abbey: its drawn tokens onto a free estate of the player's own. */
// rule: MR-ACT-CATTLE MR-ACT-CASTLE MR-ACT-ABBEY
function building(m, colour, n, thing, rule) {
  const why = spend(m, colour, n, rule);
  if (why) return why;
  // rule: MR-ESTATE-ONE-THING MR-ACT-CATTLE MR-ACT-CASTLE MR-ACT-ABBEY
  if (freeEstates(m.estates) === 0) return { rule, message: "no estate of the player's is free" };
  m.estates[thing]++;
  return null;
}

/** Warriors or bagpipe players: drawn tokens of the colour to the own court (one per action under "one"). */
// rule: MR-ACT-WARRIORS MR-ACT-BAGPIPERS
function toCourt(r, m, a, shaped, colour, rule) {
  if (!shaped || !Number.isInteger(a.count) || a.count < 1)
    return { rule, message: "the count is a whole number from 1" };
  // rule: MR-INT-ONE-TOKEN
  if (r["MR-INT-ONE-TOKEN"] === "one" && a.count !== 1)
    return { rule: "MR-INT-ONE-TOKEN", message: "one action places exactly 1 token" };
  // rule: MR-ACT-WARRIORS MR-ACT-BAGPIPERS
  return spend(m, colour, a.count, rule) ?? add(m.court, colour, a.count);
}

/** The bard: 1 drawn blue; up to 2 court tokens of different colours from fellow players; one may be kept. */
// rule: MR-ACT-BARD
function bardProblem(g, r, actor, m, a) {
  const { take, keep } = a;
  if (!Array.isArray(take) || take.length > 2) return { rule: "MR-ACT-BARD", message: "the bard takes up to 2 tokens" };
  // rule: MR-INT-BARD-EMPTY
  if (take.length === 0 && r["MR-INT-BARD-EMPTY"] === "at-least-one")
    return { rule: "MR-INT-BARD-EMPTY", message: "the bard takes at least one token" };
  // rule: MR-ACT-BARD
  const why = spend(m, "blue", 1, "MR-ACT-BARD") ?? takesProblem(g, actor, m, take);
  if (why) return why;
  // rule: MR-INT-BARD-VICTIM
  if (take.length === 2 && take[0].from !== take[1].from && r["MR-INT-BARD-VICTIM"] === "one-player")
    return { rule: "MR-INT-BARD-VICTIM", message: "both tokens come from one fellow player's court" };
  // rule: MR-ACT-BARD MR-INT-BARD-SECOND
  const bad = keepProblem(r, take, keep);
  if (bad) return bad;
  if (keep !== null) m.court[keep]++;
  return null;
}

/** The tokens the bard takes: each from a fellow player's court that holds it; two of different colours. */
// rule: MR-ACT-BARD
function takesProblem(g, actor, m, take) {
  const courts = structuredClone(m.courts);
  for (const [i, t] of take.entries()) {
    const bad = takeProblem(g, actor, courts, t);
    if (bad) return { rule: bad.rule, message: `take[${i}]: ${bad.message}` };
  }
  if (take.length === 2 && take[0].colour === take[1].colour)
    return { rule: "MR-ACT-BARD", message: "the two tokens must be of different colours" };
  m.courts = courts;
  return null;
}

/** One token the bard takes: from a fellow player's court, which holds it (and keeps 3 warriors). */
// rule: MR-ACT-BARD
function takeProblem(g, actor, courts, t) {
  if (!isObject(t) || Object.keys(t).length !== 2 || !COURT.includes(t.colour) || typeof t.from !== "string")
    return { rule: "MR-ACT-BARD", message: "a token taken is {from, colour} with a court colour" };
  if (t.from === actor || !g.players.includes(t.from))
    return { rule: "MR-ACT-BARD", message: `${JSON.stringify(t.from)} is not a fellow player of ${actor}` };
  // rule: MR-WARRIORS-MIN
  if (t.colour === "yellow" && courts[t.from].yellow <= MIN_WARRIORS)
    return { rule: "MR-WARRIORS-MIN", message: `${t.from}'s court keeps its 3 warriors` };
  // rule: MR-ACT-BARD
  if (courts[t.from][t.colour] === 0)
    return { rule: "MR-ACT-BARD", message: `${t.from}'s court has no ${t.colour} token` };
  courts[t.from][t.colour]--;
  return null;
}

/** Which taken token goes to the own court: one of two ("own-court"), or none ("may-sack"); a single one goes to the sack. */
// rule: MR-ACT-BARD
function keepProblem(r, take, keep) {
  if (take.length < 2)
    return keep === null ? null : { rule: "MR-ACT-BARD", message: "at least 1 token goes into the sack" };
  if (keep !== null && !take.some((t) => t.colour === keep))
    return { rule: "MR-ACT-BARD", message: "the token kept is one of those taken" };
  // rule: MR-INT-BARD-SECOND
  if (keep === null && r["MR-INT-BARD-SECOND"] === "own-court")
    return { rule: "MR-INT-BARD-SECOND", message: "of two tokens taken, one goes to the own court" };
  // rule: MR-ACT-BARD
  return null;
}

/** The estate: a price paid to the sack (drawn tokens, or any part from the court) for the top estate tile. */
// rule: MR-ACT-ESTATE
function estateProblem(m, a) {
  const { pay, fromCourt } = a;
  const rule = "MR-ACT-ESTATE";
  if ((pay !== "red" && pay !== "green") || !isObject(fromCourt) || Object.keys(fromCourt).length !== 2)
    return {
      rule,
      message: 'the price is "red" (1 yellow, 1 red) or "green" (1 yellow, 2 green), with fromCourt {yellow, green}',
    };
  const { yellow, green } = fromCourt;
  // rule: MR-ESTATE-PAY-COURT
  if (![0, 1].includes(yellow) || !isCount(green) || green > (pay === "green" ? 2 : 0))
    return {
      rule: "MR-ESTATE-PAY-COURT",
      message: "the court pays at most the price's yellow and green (it has no red)",
    };
  // rule: MR-ESTATE-MAX
  if (m.estates.count - 2 >= MAX_ACQUIRED)
    return { rule: "MR-ESTATE-MAX", message: `the player already has ${MAX_ACQUIRED} acquired estates` };
  // rule: MR-ACT-ESTATE
  if (m.estateDeck === 0) return { rule, message: "the estate deck is empty" };
  // rule: MR-WARRIORS-MIN
  if (yellow === 1 && m.court.yellow <= MIN_WARRIORS)
    return { rule: "MR-WARRIORS-MIN", message: "the court keeps 3 warriors" };
  // rule: MR-ESTATE-PAY-COURT
  if (green > m.court.green) return { rule: "MR-ESTATE-PAY-COURT", message: "the court has too few monks" };
  // rule: MR-ACT-ESTATE MR-ESTATE-PAY-COURT
  const why =
    spend(m, "yellow", 1 - yellow, rule) ??
    (pay === "red" ? spend(m, "red", 1, rule) : spend(m, "green", 2 - green, rule));
  if (why) return why;
  m.court.yellow -= yellow;
  m.court.green -= green;
  m.estates.count++;
  m.estateDeck--;
  return null;
}

/** One action of a legal plan, carried out on the state. */
// rule: MR-ACT-CHOOSE
function carryOut(g, ch, r, actor, a) {
  const clan = g.clans[actor];
  switch (a.action) {
    // rule: MR-ACT-CATTLE
    case "cattle":
      g.drawn.red--;
      clan.estates.cattle++;
      return;
    // rule: MR-ACT-CASTLE
    case "castle":
      g.drawn.blue -= 2;
      clan.estates.castles++;
      return;
    // rule: MR-ACT-ABBEY
    case "abbey":
      g.drawn.green -= 3;
      clan.estates.abbeys++;
      return;
    // rule: MR-ACT-WARRIORS MR-HAND-FOLLOWS-WARRIORS
    case "warriors":
      g.drawn.yellow -= a.count;
      for (let i = 0; i < a.count; i++) gainWarrior(g, r, actor);
      return;
    // rule: MR-ACT-BAGPIPERS
    case "bagpipers":
      g.drawn.blue -= a.count;
      clan.court.blue += a.count;
      return;
    // rule: MR-ACT-MONKS
    case "monks":
      g.drawn.green -= a.count;
      clan.court.green += a.count;
      return;
    // rule: MR-ACT-BARD
    case "bard":
      return playBard(g, ch, r, actor, a);
    // rule: MR-ACT-ESTATE
    case "estate":
      return takeEstate(g, ch, actor, a);
  }
}

/** The bard: its blue token to the sack; the tokens taken leave their courts, the kept one joins the player's. */
// rule: MR-ACT-BARD
function playBard(g, ch, r, actor, a) {
  g.drawn.blue--;
  g.sack.blue++;
  for (const t of a.take) {
    // rule: MR-ACT-BARD MR-HAND-FOLLOWS-WARRIORS
    if (t.colour === "yellow") loseWarrior(g, ch, t.from);
    // rule: MR-ACT-BARD
    else {
      g.clans[t.from].court[t.colour]--;
      g.sack[t.colour]++;
    }
  }
  // rule: MR-ACT-BARD MR-INT-BARD-SECOND
  if (a.keep === null) return;
  // rule: MR-INT-BARD-SECOND MR-HAND-FOLLOWS-WARRIORS
  g.sack[a.keep]--;
  if (a.keep === "yellow") gainWarrior(g, r, actor);
  else g.clans[actor].court[a.keep]++;
}

/**
 * The estate: the price to the sack (a warrior paid from the court costs a card), then the top
 * estate tile onto the board. Its number stays hidden in the state either way: MR-INT-ESTATE-LOOK
 * changes what its owner knows, never the state.
 */
// rule: MR-ACT-ESTATE MR-INT-ESTATE-LOOK
function takeEstate(g, ch, actor, a) {
  const clan = g.clans[actor];
  // rule: MR-ESTATE-PAY-COURT MR-HAND-FOLLOWS-WARRIORS
  if (a.fromCourt.yellow === 1) loseWarrior(g, ch, actor);
  // rule: MR-ACT-ESTATE
  else {
    g.drawn.yellow--;
    g.sack.yellow++;
  }
  // rule: MR-ACT-ESTATE
  if (a.pay === "red") {
    g.drawn.red--;
    g.sack.red++;
  }
  // rule: MR-ACT-ESTATE MR-ESTATE-PAY-COURT
  else {
    clan.court.green -= a.fromCourt.green;
    g.drawn.green -= 2 - a.fromCourt.green;
    g.sack.green += 2;
  }
  // rule: MR-ACT-ESTATE MR-ESTATE-MAX MR-INT-ESTATE-LOOK
  g.estateDeck.shift();
  clan.estates.count++;
}

// ---------------------------------------------------------------------------------------------
// Phase 3: raid, exchange or neither.

/** Phase 3, then the turn passes (after the last player of the round, the round is scored). */
// rule: MR-PHASE3-CHOICE
function raidOrExchange(g, ch, r) {
  const actor = g.active;
  const pick = ch.ask("phase-3", actor, { options: phase3Options(g, r, actor), rule: "MR-PHASE3-CHOICE" });
  // rule: MR-RAID-ROUNDS
  if (pick.do === "raid") raid(g, ch, r, actor, pick.target);
  // rule: MR-EXCHANGE
  else if (pick.do === "exchange") exchange(g, r, actor, pick.cards);
  // rule: MR-ROUND MR-TURN-PHASES
  if (actor === lastPlayer(g)) g.phase = "score-round";
  // rule: MR-ROUND MR-TURN-PHASES
  else {
    g.active = nextPlayer(g, actor);
    g.phase = "take-tokens";
  }
}

/** Pass; raid a fellow player (both sides need a card for each of the 3 rounds); or exchange cards. */
// rule: MR-PHASE3-CHOICE
function phase3Options(g, r, actor) {
  const options = [{ do: "pass" }];
  // rule: MR-PHASE3-CHOICE MR-RAID-ROUNDS
  if (handSize(g, actor) >= COMBAT_ROUNDS)
    for (const target of g.players)
      if (target !== actor && handSize(g, target) >= COMBAT_ROUNDS) options.push({ do: "raid", target });
  // rule: MR-EXCHANGE MR-INT-EXCHANGE-COUNT
  const sizes = r["MR-INT-EXCHANGE-COUNT"] === "three" ? [3] : [1, 2, 3];
  for (const n of sizes)
    for (const cards of handSubsets(g.clans[actor].hand, n)) options.push({ do: "exchange", cards });
  // rule: MR-PHASE3-CHOICE
  return options;
}

/** Every multiset of `n` cards of a hand, as sorted values. */
// rule: engine
function handSubsets(hand, n, from = 1) {
  if (n === 0) return [[]];
  const out = [];
  for (let v = from; v <= 4; v++)
    if (hand[v - 1] > 0) {
      const rest = [...hand];
      rest[v - 1]--;
      for (const tail of handSubsets(rest, n - 1, v)) out.push([v, ...tail]);
    }
  return out;
}

/** Exchange: the cards go to the return deck, then as many are drawn. */
// rule: MR-EXCHANGE MR-INT-EXCHANGE-COUNT
function exchange(g, r, actor, cards) {
  for (const v of cards) {
    g.clans[actor].hand[v - 1]--;
    g.returnDeck[v - 1]++;
  }
  drawCards(g, r, actor, cards.length);
}

/** A raid: 3 combat rounds, then the result (won, lost or drawn) and its effects. */
// rule: MR-RAID-ROUNDS
function raid(g, ch, r, attacker, defender) {
  let won = 0;
  let lost = 0;
  for (let i = 0; i < COMBAT_ROUNDS; i++) {
    const a = layCard(g, ch, "attack", attacker);
    const d = layCard(g, ch, "defend", defender);
    // rule: MR-RAID-ROUND-WIN
    if (a > d) won++;
    else if (d > a) lost++;
  }
  // rule: MR-RAID-RESULT MR-INT-RAID-WIN
  const needed = r["MR-INT-RAID-WIN"] === "two-of-three" ? 2 : 1;
  const attackerWins = won > lost && won >= needed;
  const defenderWins = lost > won && lost >= needed;
  // rule: MR-RAID-ATTACKER-WINS
  if (attackerWins) attackerWon(g, ch, r, attacker, defender);
  // rule: MR-RAID-DEFENDER-WINS
  else if (defenderWins) defenderWon(g, r, attacker, defender);
  // rule: MR-RAID-DRAW
  else g.clans[attacker].points += 1;
  // rule: MR-RAID-DRAW MR-INT-RAID-REFILL
  afterRaid(g, ch, r, attacker, defender, attackerWins || defenderWins);
}

/** One side lays a card (and perhaps one bagpipe player on it, +1); both go when the round is over. */
// rule: MR-RAID-ROUNDS MR-RAID-PIPER
function layCard(g, ch, kind, player) {
  const clan = g.clans[player];
  const withPiper = clan.court.blue > 0;
  const options = valuesHeld(g, player).flatMap((card) =>
    withPiper
      ? [
          { card, piper: false },
          { card, piper: true },
        ]
      : [{ card, piper: false }],
  );
  const { card, piper } = ch.ask(kind, player, { options, rule: piperRule });
  // rule: MR-RAID-ROUNDS
  clan.hand[card - 1]--;
  g.returnDeck[card - 1]++;
  // rule: MR-RAID-PIPER
  if (piper) {
    clan.court.blue--;
    g.sack.blue++;
  }
  // rule: MR-RAID-ROUND-WIN MR-RAID-PIPER
  return card + (piper ? 1 : 0);
}

/** What a refused card pick breaks: a bagpipe player the court does not have, else the card. */
// rule: MR-RAID-ROUNDS MR-RAID-PIPER
const piperRule = (pick) => (pick?.piper === true ? "MR-RAID-PIPER" : "MR-RAID-ROUNDS");

/** The attacker wins: 1 point and a castle, abbey or head of cattle of the defender's (2 points when there is none). */
// rule: MR-RAID-ATTACKER-WINS
function attackerWon(g, ch, r, attacker, defender) {
  const loser = g.clans[defender].estates;
  // rule: MR-RAID-NOTHING-TO-TAKE
  if (loser.cattle + loser.castles + loser.abbeys === 0) {
    g.clans[attacker].points += 2;
    return;
  }
  // rule: MR-RAID-ATTACKER-WINS
  g.clans[attacker].points += 1;
  const options = ["nothing", ...["cattle", "castle", "abbey"].filter((t) => loser[THINGS[t]] > 0)];
  const loot = ch.ask("loot", attacker, { options, rule: "MR-RAID-ATTACKER-WINS" });
  // rule: MR-RAID-ATTACKER-WINS MR-ESTATE-ONE-THING
  if (loot === "castle") {
    loser.castles--;
    g.sack.blue += 2;
  }
  // rule: MR-RAID-ATTACKER-WINS MR-ESTATE-ONE-THING
  else if (loot === "abbey") {
    loser.abbeys--;
    g.sack.green += 3;
  }
  // rule: MR-RAID-ATTACKER-WINS MR-INT-STOLEN-CATTLE
  else if (loot === "cattle") {
    loser.cattle--;
    stolenCattle(g, ch, r, attacker);
  }
}
// rule: MR-RAID-ATTACKER-WINS MR-TOKEN-MEANING
const THINGS = { cattle: "cattle", castle: "castles", abbey: "abbeys" };

/** The stolen head of cattle: onto a free estate of the attacker's, or (none free) into the sack. */
// rule: MR-RAID-ATTACKER-WINS MR-ESTATE-ONE-THING
function stolenCattle(g, ch, r, attacker) {
  const estates = g.clans[attacker].estates;
  let where = freeEstates(estates) > 0 ? "estate" : "sack";
  // rule: MR-INT-STOLEN-CATTLE
  if (where === "estate" && r["MR-INT-STOLEN-CATTLE"] === "attacker-chooses")
    where = ch.ask("stolen-cattle", attacker, { options: ["estate", "sack"], rule: "MR-INT-STOLEN-CATTLE" });
  // rule: MR-RAID-ATTACKER-WINS MR-ESTATE-ONE-THING
  if (where === "estate") estates.cattle++;
  else g.sack.red++;
}

/** The defender wins: 2 points; the attacker loses 1 (never below 0 under "zero"). */
// rule: MR-RAID-DEFENDER-WINS
function defenderWon(g, r, attacker, defender) {
  g.clans[defender].points += 2;
  const clan = g.clans[attacker];
  // rule: MR-RAID-DEFENDER-WINS MR-INT-SCORE-FLOOR
  clan.points = r["MR-INT-SCORE-FLOOR"] === "zero" ? Math.max(0, clan.points - 1) : clan.points - 1;
}

/** Cards after a raid: a drawn raid's 5-and-2 for both; after a won or lost raid, the reading's refill. */
// rule: MR-INT-RAID-REFILL
function afterRaid(g, ch, r, attacker, defender, decided) {
  const refill = r["MR-INT-RAID-REFILL"];
  for (const p of [attacker, defender]) {
    // rule: MR-RAID-DRAW MR-INT-RAID-REFILL
    if (!decided || refill === "five-and-two") fiveAndTwo(g, ch, r, p);
    // rule: MR-INT-RAID-REFILL MR-HAND-FOLLOWS-WARRIORS
    else if (refill === "refill") drawCards(g, r, p, Math.max(0, g.clans[p].court.yellow - handSize(g, p)));
  }
}

/** Draw 5 cards, then put any 2 of the hand on the return deck (as many as there are, if fewer). */
// rule: MR-RAID-DRAW
function fiveAndTwo(g, ch, r, player) {
  drawCards(g, r, player, 5);
  for (let i = 0; i < 2 && handSize(g, player) > 0; i++) discard(g, ch, player, "MR-RAID-DRAW");
}

// ---------------------------------------------------------------------------------------------
// Scoring and the change of beginning player.

/** After the round: score every clan, take an estate out, perhaps end the game, else pass the beginner. */
// rule: MR-SCORE-COUNTED MR-ROUND
function scoreRound(g, r) {
  const count = (c) => Object.fromEntries(g.players.map((p) => [p, onBoard(g.clans[p], c)]));
  const gains = Object.fromEntries(g.players.map((p) => [p, 0]));
  followingMarker(g, r);
  scoreGreen(g, r, count("green"), gains);
  scoreRed(g, r, count("red"), gains);
  scoreBlue(g, count("blue"), count("red"), gains);
  for (const p of g.players) g.clans[p].points += gains[p];
  // rule: MR-ROUND-ESTATE-OUT
  const out = g.estateDeck.length > 0 ? g.estateDeck.shift() : null;
  if (out !== null) g.estatesOut.push(out);
  // rule: MR-ROUND-RED-AREA MR-END-ESTATE
  if (redAreaReveals(g, r) && out !== null && out <= Math.max(...g.players.map((p) => g.clans[p].points)))
    return endGame(g, "estate");
  // rule: MR-BEGINNER-PASSES MR-ROUND
  g.beginner = nextPlayer(g, g.beginner);
  g.active = g.beginner;
  g.round++;
  g.phase = "take-tokens";
}

/** The most warriors take the marker; tied: the most court tokens; still tied: it stays where it is. */
// rule: MR-SCORE-YELLOW
function followingMarker(g, r) {
  let tied = mostOf(g.players, (p) => g.clans[p].court.yellow);
  if (tied.length > 1) tied = mostOf(tied, (p) => sum(COURT.map((c) => g.clans[p].court[c])));
  if (tied.length === 1) g.largestFollowing = tied[0];
  // rule: MR-INT-FOLLOWING-TIE MR-SETUP-MARKERS
  else if (g.largestFollowing === null && r["MR-INT-FOLLOWING-TIE"] === "turn-order")
    g.largestFollowing = turnOrder(g).find((p) => tied.includes(p));
}

/** The players with the highest value among `players`. */
// rule: MR-SCORE-YELLOW MR-SCORE-GREEN MR-SCORE-RED
function mostOf(players, value) {
  const best = Math.max(...players.map(value));
  return players.filter((p) => value(p) === best);
}

/** Most green 3 points, second most 2; tied for most: 1 each and nobody else; tied second: 1 each. */
// rule: MR-SCORE-GREEN
function scoreGreen(g, r, green, gains) {
  // rule: MR-INT-ZERO-PLACE
  const ranked = g.players.filter((p) => green[p] > 0 || r["MR-INT-ZERO-PLACE"] === "zero-counts");
  if (ranked.length === 0) return;
  // rule: MR-SCORE-GREEN
  const first = mostOf(ranked, (p) => green[p]);
  if (first.length > 1) {
    for (const p of first) gains[p] += 1;
    return;
  }
  gains[first[0]] += 3;
  const rest = ranked.filter((p) => p !== first[0]);
  if (rest.length === 0) return;
  const second = mostOf(rest, (p) => green[p]);
  for (const p of second) gains[p] += second.length > 1 ? 1 : 2;
}

/** 1 point per head of cattle; the single player with the most cattle 2 more. */
// rule: MR-SCORE-RED
function scoreRed(g, r, red, gains) {
  for (const p of g.players) gains[p] += red[p];
  // rule: MR-INT-ZERO-PLACE
  const ranked = g.players.filter((p) => red[p] > 0 || r["MR-INT-ZERO-PLACE"] === "zero-counts");
  if (ranked.length === 0) return;
  // rule: MR-SCORE-RED
  const first = mostOf(ranked, (p) => red[p]);
  if (first.length === 1) gains[first[0]] += 2;
}

/** Blue tokens (court and castles) less the cattle of the fellow player with the most, when positive. */
// rule: MR-SCORE-BLUE
function scoreBlue(g, blue, red, gains) {
  for (const p of g.players) {
    const herd = Math.max(...g.players.filter((q) => q !== p).map((q) => red[q]));
    gains[p] += Math.max(0, blue[p] - herd);
  }
}

/** Whether the estate taken out is turned face up: someone is in the red area after this round's scoring. */
// rule: MR-ROUND-RED-AREA MR-INT-RED-AREA
function redAreaReveals(g, r) {
  const threshold = RED_AREA[r["MR-INT-RED-AREA"]];
  const before = g.inRedArea;
  g.inRedArea = g.players.filter((p) => g.clans[p].points >= threshold);
  // rule: MR-INT-RED-REACHED
  if (r["MR-INT-RED-REACHED"] === "entered-this-round") return g.inRedArea.some((p) => !before.includes(p));
  // rule: MR-ROUND-RED-AREA MR-INT-RED-REACHED
  return g.inRedArea.length > 0;
}

// ---------------------------------------------------------------------------------------------
// apply, outcomes and the protocol.

/** The engine's step for one event: the state after it, or a Refusal. */
// rule: engine
function applyEvent(request, walk = undefined) {
  const r = readingsOf(request.options);
  const g = readState(request, r);
  checkEvent(g, request.event);
  const ch = chooser(request.choices ?? [], walk);
  // rule: MR-TURN-PHASES MR-DRAW-SIX
  if (g.phase === "take-tokens") takeTokens(g, ch, r);
  // rule: MR-TURN-PHASES MR-ACT-CHOOSE
  else if (g.phase === "act") act(g, ch, r);
  // rule: MR-TURN-PHASES MR-PHASE3-CHOICE
  else if (g.phase === "raid-or-exchange") raidOrExchange(g, ch, r);
  // rule: MR-ROUND MR-SCORE-COUNTED
  else scoreRound(g, r);
  // rule: engine
  ch.finish();
  return g;
}

/**
 * Every distinct outcome of an event, by walking every choice path: replay the event with the
 * options picked so far, then advance the last decision that has options left (an odometer).
 * Each outcome also says how many paths lead to it (`paths`, a note the runner ignores).
 */
// rule: engine
function listOutcomes(request) {
  const seen = new Map();
  let prefix = [];
  for (let paths = 1; ; paths++) {
    if (paths > MAX_PATHS) throw new Unsupported(`more than ${MAX_PATHS} choice paths`);
    const walk = { prefix, sizes: [] };
    const state = applyEvent({ ...request, choices: [] }, walk);
    const key = canonical(state);
    if (seen.has(key)) seen.get(key).paths++;
    else seen.set(key, { state, paths: 1 });
    const picked = walk.sizes.map((_, k) => (k < prefix.length ? prefix[k] : 0));
    let k = picked.length - 1;
    while (k >= 0 && picked[k] + 1 >= walk.sizes[k]) k--;
    if (k < 0) return [...seen.values()];
    prefix = [...picked.slice(0, k), picked[k] + 1];
  }
}

/** The reply to one request (an object with an id), or null for `bye`. */
// rule: engine
function handle(request) {
  const id = request.id;
  switch (request.type) {
    case "hello":
      return {
        id,
        type: "hello",
        name: "macrobber-example",
        version: "1.0",
        games: [GAME],
        events: EVENTS,
        identity: "states",
        outcomes: true,
      };
    case "apply":
    case "outcomes":
      try {
        if (request.type === "outcomes") return { id, type: "outcomes", outcomes: listOutcomes(request) };
        return { id, type: "state", state: applyEvent(request) };
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
// rule: engine
function run() {
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
      reply = handle(request);
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

// rule: engine
run();
