// Shared moves on the state that several handlers make: points with the floor reading, cards drawn
// and discarded as warriors change (MR-HAND-FOLLOWS-WARRIORS), seats and the end of the game.
import { listPoint, own, type ResolvedTable, ruleError, type StepContext } from "../../src/dsl/index.js";
import type { MacRobberDecisionTable } from "./decisions.js";
import type { CardValue, Clan, MacRobberEffect, MacRobberState, PlayerId, PointsReason } from "./model.js";
import { addCard, addHands, cardsOf, EMPTY_HAND, handOf, handSize, shuffle } from "./tokens.js";

export type D = ResolvedTable<MacRobberDecisionTable>;
export type Ctx = StepContext<D, MacRobberEffect>;

export const clanOf = (state: MacRobberState, player: PlayerId): Clan => {
  const clan = own(state.clans, player);
  if (!clan) throw ruleError("invalid-event", "MR-PLAYERS", `there is no player "${player}"`);
  return clan;
};
export const withClan = (state: MacRobberState, player: PlayerId, change: (c: Clan) => Clan): MacRobberState => ({
  ...state,
  clans: { ...state.clans, [player]: change(clanOf(state, player)) },
});

/** The player after `player`, clockwise. */
export const nextPlayer = (state: MacRobberState, player: PlayerId): PlayerId =>
  state.players[(state.players.indexOf(player) + 1) % state.players.length]!;
/** The last player of the round: the one before the beginning player (MR-ACT-LAST-ONE). */
export const lastOfRound = (state: MacRobberState): PlayerId =>
  state.players[(state.players.indexOf(state.beginner) + state.players.length - 1) % state.players.length]!;

/** Change a player's points, citing `rules`; a loss also cites MR-INT-SCORE-FLOOR, whose reading "zero" stops points at 0. */
export function addPoints(
  ctx: Ctx,
  state: MacRobberState,
  player: PlayerId,
  delta: number,
  reason: PointsReason,
  rules: readonly string[],
): MacRobberState {
  if (delta === 0) return state;
  const floor = ctx.decisions["MR-INT-SCORE-FLOOR"];
  const before = clanOf(state, player).points;
  const after = delta < 0 && floor.value === "zero" ? Math.max(0, before + delta) : before + delta;
  ctx.emit({
    type: "points",
    player,
    delta: after - before,
    reason,
    rules: delta < 0 ? [...rules, ...floor.by] : rules,
  });
  return after === before ? state : withClan(state, player, (c) => ({ ...c, points: after }));
}

/** Draw `n` cards for `player`, reshuffling the return deck when the deck runs out (MR-INT-DECK-EMPTY). */
export function drawCards(
  ctx: Ctx,
  state: MacRobberState,
  player: PlayerId,
  n: number,
  rules: readonly string[],
): MacRobberState {
  if (n <= 0) return state;
  let s = state;
  const got: CardValue[] = [];
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0) {
      const empty = ctx.decisions["MR-INT-DECK-EMPTY"];
      if (empty.value === "no-more-cards" || handSize(s.returnDeck) === 0) {
        ctx.emit({ type: "deck-empty", player, missing: n - i, rules: [...rules, ...empty.by] });
        break;
      }
      const reshuffled = shuffle(cardsOf(s.returnDeck), s.rng);
      ctx.emit({ type: "deck-reshuffled", cards: reshuffled.items.length, rules: [...empty.by, "MR-CHANCE-SEEDED"] });
      s = { ...s, deck: reshuffled.items, returnDeck: EMPTY_HAND, rng: reshuffled.rng };
    }
    const [top, ...rest] = s.deck;
    got.push(top!);
    s = withClan({ ...s, deck: rest }, player, (c) => ({ ...c, hand: addCard(c.hand, top!) }));
  }
  if (got.length > 0) ctx.emit({ type: "cards-drawn", player, cards: got, rules });
  return s;
}

/** The player chooses `n` cards of its hand, one at a time, to put on the return deck. */
export function discardCards(
  ctx: Ctx,
  state: MacRobberState,
  player: PlayerId,
  n: number,
  rule: string,
  rules: readonly string[],
): MacRobberState {
  let s = state;
  const gone: CardValue[] = [];
  for (let i = 0; i < n; i++) {
    const hand = clanOf(s, player).hand;
    const values = ([1, 2, 3, 4] as const).filter((v) => hand[v - 1]! > 0);
    if (values.length === 0) break;
    const card: CardValue = ctx.choose(
      listPoint<CardValue>("discard", player, rule, `Which card does ${player} put on the return deck?`, values),
    );
    gone.push(card);
    s = withClan(s, player, (c) => ({ ...c, hand: addCard(c.hand, card, -1) }));
    s = { ...s, returnDeck: addCard(s.returnDeck, card) };
  }
  if (gone.length > 0) ctx.emit({ type: "cards-discarded", player, cards: gone, rules });
  return s;
}

/** After a player's warriors changed by `delta`: draw a card per warrior gained, discard down to one per warrior when lost. */
export function followWarriors(
  ctx: Ctx,
  state: MacRobberState,
  player: PlayerId,
  delta: number,
  rules: readonly string[],
): MacRobberState {
  const all = ["MR-HAND-FOLLOWS-WARRIORS", ...rules];
  if (delta > 0) return drawCards(ctx, state, player, delta, all);
  const clan = clanOf(state, player);
  const excess = handSize(clan.hand) - clan.court.yellow;
  return excess > 0
    ? discardCards(ctx, state, player, Math.min(excess, -delta), "MR-HAND-FOLLOWS-WARRIORS", all)
    : state;
}

/** Put played cards on the return deck. */
export const toReturnDeck = (state: MacRobberState, cards: readonly CardValue[]): MacRobberState => ({
  ...state,
  returnDeck: addHands(state.returnDeck, handOf(cards)),
});

/** End the game now: the players with the most points win (several: a draw). */
export function endGame(
  ctx: Ctx,
  state: MacRobberState,
  reason: "estate" | "sack",
  rules: readonly string[],
): MacRobberState {
  const top = Math.max(...state.players.map((p) => clanOf(state, p).points));
  const result = { reason, winners: state.players.filter((p) => clanOf(state, p).points === top) };
  ctx.emit({ type: "game-over", result, rules: [...rules, "MR-WINNER"] });
  return { ...state, phase: "over", result };
}
