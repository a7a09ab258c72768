// Phase 3: raid a fellow player (three combat rounds, bagpipe players, the result's points and
// prize), exchange three cards, or pass; then the next turn or the round's scoring.
import { type ChoicePoint, listPoint, on } from "../../../src/dsl/index.js";
import {
  addPoints,
  type Ctx,
  clanOf,
  type D,
  discardCards,
  drawCards,
  lastOfRound,
  nextPlayer,
  toReturnDeck,
  withClan,
} from "../clans.js";
import type {
  CardValue,
  CombatPick,
  Hand,
  LootPick,
  MacRobberEffect,
  MacRobberEvent,
  MacRobberState,
  Phase3Pick,
  PlayerId,
} from "../model.js";
import { add, addCard, cardsOf, freeEstates, handOf, handSize, one, tokens } from "../tokens.js";

/** Every way to pick `n` cards of a hand, as sorted values. */
function cardChoices(hand: Hand, n: number, from: CardValue = 1): CardValue[][] {
  if (n === 0) return [[]];
  const out: CardValue[][] = [];
  for (let v = from; v <= 4; v++) {
    if (hand[v - 1] === 0) continue;
    for (const rest of cardChoices(addCard(hand, v as CardValue, -1), n - 1, v as CardValue)) out.push([v, ...rest]);
  }
  return out;
}

/** How many cards an exchange may throw under MR-INT-EXCHANGE-COUNT: exactly 3, or 1 to 3. */
const exchangeCounts = (d: D): readonly number[] =>
  d["MR-INT-EXCHANGE-COUNT"].value === "up-to-three" ? [1, 2, 3] : [3];

/**
 * Phase 3's options for the active player: pass, an exchange (3 cards, or 1 to 3 under
 * MR-INT-EXCHANGE-COUNT "up-to-three"), or a raid on a fellow player (each side needs 3 cards).
 */
export function phase3Options(state: MacRobberState, d: D): Phase3Pick[] {
  const me = clanOf(state, state.active);
  const out: Phase3Pick[] = [{ do: "pass" }];
  if (handSize(me.hand) >= 3)
    for (const target of state.players)
      if (target !== state.active && handSize(clanOf(state, target).hand) >= 3) out.push({ do: "raid", target });
  for (const n of exchangeCounts(d))
    if (handSize(me.hand) >= n) for (const cards of cardChoices(me.hand, n)) out.push({ do: "exchange", cards });
  return out;
}

/**
 * A raid's result from the rounds each side won (MR-RAID-RESULT): under MR-INT-RAID-WIN
 * "more-rounds" the side that won more; under "two-of-three" only a side that won 2 or 3 rounds.
 */
export function raidResult(won: number, lost: number, d: D): "attacker" | "defender" | "draw" {
  if (d["MR-INT-RAID-WIN"].value === "two-of-three") return won >= 2 ? "attacker" : lost >= 2 ? "defender" : "draw";
  return won > lost ? "attacker" : won < lost ? "defender" : "draw";
}

/**
 * Who wins a combat round of values `va` (attacker) and `vd` (defender): the higher (MR-RAID-ROUND-WIN);
 * equal values are a draw, or the defender's under the misreading MIS-RAID-TIE-TO-DEFENDER.
 */
export function combatWinner(va: number, vd: number, d: D): "attacker" | "defender" | "draw" {
  if (va > vd) return "attacker";
  if (va < vd) return "defender";
  return d.combatTie.value === "defender" ? "defender" : "draw";
}

const handWords = (hand: Hand): string => cardsOf(hand).join(", ") || "no cards";

/**
 * Why a phase-3 pick the options do not list is refused, when a rule more precise than the choice
 * itself is broken: an exchange of other than 3 cards, or of cards not held, breaks MR-EXCHANGE; a
 * raid on a fellow player when either side lacks the 3 cards of the 3 combat rounds breaks
 * MR-RAID-ROUNDS. Anything else (a raid on oneself or a non-player, an unknown pick) is the choice's.
 */
function phase3Refusal(
  state: MacRobberState,
  d: D,
  pick: unknown,
): { rule: string | string[]; message: string } | null {
  const p = pick as { do?: unknown; cards?: unknown; target?: unknown } | null;
  const me = clanOf(state, state.active);
  if (p?.do === "exchange") {
    const cards = p.cards;
    if (!Array.isArray(cards) || cards.some((c) => c !== 1 && c !== 2 && c !== 3 && c !== 4))
      return { rule: "MR-EXCHANGE", message: "an exchange lists the values (1 to 4) of the cards thrown" };
    const counts = exchangeCounts(d);
    if (!counts.includes(cards.length)) {
      // 1 or 2 cards are refused by the reading "three"; 0 or more than 3 by the rule under every reading.
      const reading = d["MR-INT-EXCHANGE-COUNT"];
      return {
        rule: cards.length >= 1 && cards.length <= 3 ? ["MR-EXCHANGE", ...reading.by] : "MR-EXCHANGE",
        message: `an exchange throws ${counts.length === 1 ? "3 cards" : "1 to 3 cards"}, not ${cards.length} (MR-INT-EXCHANGE-COUNT "${reading.value}")`,
      };
    }
    const need = handOf(cards as CardValue[]);
    if (need.some((n, i) => n > me.hand[i]!))
      return {
        rule: "MR-EXCHANGE",
        message: `${state.active} holds ${handWords(me.hand)}, not the cards ${cards.join(", ")}`,
      };
    // Held and allowed, so only the form differs from the listed option: say how to write it.
    const lowestFirst = [...cards].sort((a, b) => a - b);
    if (cards.some((c, i) => c !== lowestFirst[i]))
      return {
        rule: "MR-PHASE3-CHOICE",
        message: `an exchange lists the cards thrown lowest first: [${lowestFirst.join(",")}], not [${cards.join(",")}]`,
      };
    return null;
  }
  if (
    p?.do === "raid" &&
    typeof p.target === "string" &&
    p.target !== state.active &&
    state.players.includes(p.target)
  ) {
    const short = [state.active, p.target].filter((q) => handSize(clanOf(state, q).hand) < 3);
    if (short.length > 0)
      return {
        rule: "MR-RAID-ROUNDS",
        message: `a raid is 3 combat rounds of one card each side, and ${short.join(" and ")} ${short.length === 1 ? "holds" : "hold"} fewer than 3 cards`,
      };
  }
  return null;
}

/** The phase-3 choice: raid, exchange or pass, refusals citing the rule a pick breaks. */
function phase3Point(state: MacRobberState, d: D, options: readonly Phase3Pick[]): ChoicePoint<Phase3Pick> {
  const actor = state.active;
  const cards = d["MR-INT-EXCHANGE-COUNT"].value === "up-to-three" ? "up to 3 cards" : "3 cards";
  const point = listPoint<Phase3Pick>(
    "phase-3",
    actor,
    "MR-PHASE3-CHOICE",
    `Does ${actor} raid a fellow player (whom?), exchange ${cards} (which?), or pass?`,
    options,
  );
  return {
    ...point,
    check: (pick) => {
      const why = point.check(pick);
      return why === null ? null : (phase3Refusal(state, d, pick) ?? why);
    },
  };
}

/** The cards a side can lay in a combat round: each value in hand, with a bagpipe player too when the court has one. */
export function combatOptions(hand: Hand, pipers: number): CombatPick[] {
  const options: CombatPick[] = [];
  for (const v of [1, 2, 3, 4] as const) {
    if (hand[v - 1] === 0) continue;
    options.push({ card: v, piper: false });
    if (pipers > 0) options.push({ card: v, piper: true });
  }
  return options;
}

function combatPoint(
  state: MacRobberState,
  player: PlayerId,
  side: "attack" | "defend",
  round: number,
): ChoicePoint<CombatPick> {
  const clan = clanOf(state, player);
  const options = combatOptions(clan.hand, clan.court.blue);
  const point = listPoint(
    side,
    player,
    "MR-RAID-ROUNDS",
    `Combat round ${round}: which card does ${player} lay${clan.court.blue > 0 ? ", and with a bagpipe player on it?" : "?"}`,
    options,
  );
  // A card held, laid with a bagpipe player the court does not have, breaks the bagpipe rule (the
  // player comes from the court), not the laying of a card: it cites MR-RAID-PIPER.
  return {
    ...point,
    check: (pick) => {
      const why = point.check(pick);
      if (why === null) return null;
      const p = pick as Partial<CombatPick> | null;
      const held = typeof p?.card === "number" && p.card >= 1 && p.card <= 4 && clan.hand[p.card - 1]! > 0;
      return held && p?.piper === true && clan.court.blue === 0
        ? { rule: "MR-RAID-PIPER", message: `${player} has no bagpipe player in the court to put on the card` }
        : why;
    },
  };
}

function lay(
  ctx: Ctx,
  state: MacRobberState,
  player: PlayerId,
  side: "attack" | "defend",
  round: number,
): [MacRobberState, CombatPick] {
  const pick = ctx.choose(combatPoint(state, player, side, round));
  let s = withClan(state, player, (c) => ({
    ...c,
    hand: addCard(c.hand, pick.card, -1),
    court: pick.piper ? { ...c.court, blue: c.court.blue - 1 } : c.court,
  }));
  s = toReturnDeck(s, [pick.card]);
  if (pick.piper) s = { ...s, sack: add(s.sack, one("blue")) };
  return [s, pick];
}

/** The three combat rounds (MR-RAID-ROUNDS): the state after them and the rounds each side won. */
export function combatRounds(
  ctx: Ctx,
  state: MacRobberState,
  attacker: PlayerId,
  defender: PlayerId,
): { readonly state: MacRobberState; readonly won: number; readonly lost: number } {
  let s = state;
  let won = 0;
  let lost = 0;
  for (let round = 1; round <= 3; round++) {
    const [s1, a] = lay(ctx, s, attacker, "attack", round);
    const [s2, d] = lay(ctx, s1, defender, "defend", round);
    s = s2;
    const va = a.card + (a.piper ? 1 : 0);
    const vd = d.card + (d.piper ? 1 : 0);
    const winner = combatWinner(va, vd, ctx.decisions);
    if (winner === "attacker") won++;
    if (winner === "defender") lost++;
    ctx.emit({
      type: "combat-round",
      round,
      attacker: a,
      defender: d,
      winner,
      rules: [
        "MR-RAID-ROUNDS",
        ...(va === vd ? ctx.decisions.combatTie.decidedBy : ["MR-RAID-ROUND-WIN"]),
        ...(a.piper || d.piper ? ["MR-RAID-PIPER"] : []),
      ],
    });
  }
  return { state: s, won, lost };
}

/** One part of what follows a raid's rounds; `choices` says which player's picks it asks for, if any. */
export interface RaidStage {
  /** `outcome`: points and the prize (the loot picks); `five-and-two`: one side draws 5 and discards 2; `refill`: both draw up to their warriors. */
  readonly kind: "outcome" | "five-and-two" | "refill";
  /** The side a five-and-two is for. */
  readonly player?: PlayerId;
  /** Carry the stage out. */
  readonly run: (ctx: Ctx, state: MacRobberState) => MacRobberState;
}

/**
 * What follows the combat rounds of a raid with `result`, in order: the result's points and prize
 * (MR-RAID-ATTACKER-WINS, MR-RAID-DEFENDER-WINS, MR-RAID-DRAW), the drawn raid's 5-and-2 for each
 * side (after every raid under MR-INT-RAID-REFILL "five-and-two"), and the refill under "refill".
 * The handler runs them one after the other; the folded enumeration (raid-outcomes.ts) runs them
 * stage by stage, merging equal states between stages.
 */
export function raidAftermath(
  d: D,
  attacker: PlayerId,
  defender: PlayerId,
  result: "attacker" | "defender" | "draw",
): RaidStage[] {
  const refill = d["MR-INT-RAID-REFILL"];
  const stages: RaidStage[] = [
    {
      kind: "outcome",
      run: (ctx, state) => {
        if (result === "attacker") return plunder(ctx, state, attacker, defender);
        if (result === "defender") {
          const s = addPoints(ctx, state, defender, 2, "raid-defended", ["MR-RAID-DEFENDER-WINS"]);
          const loses = ctx.decisions.beatenAttackerLoses;
          return addPoints(ctx, s, attacker, -loses.value, "raid-lost", loses.decidedBy);
        }
        return addPoints(ctx, state, attacker, 1, "raid-drawn", ["MR-RAID-DRAW"]);
      },
    },
  ];
  // The drawn raid's 5-and-2; under MR-INT-RAID-REFILL "five-and-two" every raid ends with it.
  if (result === "draw" || refill.value === "five-and-two") {
    const rules = result === "draw" ? ["MR-RAID-DRAW"] : ["MR-RAID-DRAW", ...refill.by];
    for (const p of [attacker, defender])
      stages.push({
        kind: "five-and-two",
        player: p,
        run: (ctx, state) => {
          const s = drawCards(ctx, state, p, 5, rules);
          return discardCards(ctx, s, p, Math.min(2, handSize(clanOf(s, p).hand)), "MR-RAID-DRAW", rules);
        },
      });
  }
  if (refill.value === "refill")
    stages.push({
      kind: "refill",
      run: (ctx, state) => {
        let s = state;
        for (const p of [attacker, defender]) {
          const clan = clanOf(s, p);
          s = drawCards(ctx, s, p, clan.court.yellow - handSize(clan.hand), ["MR-HAND-FOLLOWS-WARRIORS", ...refill.by]);
        }
        return s;
      },
    });
  return stages;
}

function raid(ctx: Ctx, state: MacRobberState, attacker: PlayerId, defender: PlayerId): MacRobberState {
  const rounds = combatRounds(ctx, state, attacker, defender);
  const { won, lost } = rounds;
  const result = raidResult(won, lost, ctx.decisions);
  // The reading decides only a raid in which one side won a single round more than the other
  // without winning two (1-0 with two drawn rounds): both readings agree on every other count.
  const win = ctx.decisions["MR-INT-RAID-WIN"];
  ctx.emit({
    type: "raid",
    attacker,
    defender,
    result,
    rules: ["MR-PHASE3-CHOICE", "MR-RAID-RESULT", ...(won + lost === 1 ? win.by : [])],
  });
  let s = rounds.state;
  for (const stage of raidAftermath(ctx.decisions, attacker, defender, result)) s = stage.run(ctx, s);
  return s;
}

/** The end of phase 3: the next player's turn, or the round's scoring after the last player (MR-ROUND). */
export const endOfPhase3 = (s: MacRobberState, actor: PlayerId): MacRobberState =>
  lastOfRound(s) === actor
    ? { ...s, phase: "score-round" }
    : { ...s, active: nextPlayer(s, actor), phase: "take-tokens" };

function plunder(ctx: Ctx, state: MacRobberState, attacker: PlayerId, defender: PlayerId): MacRobberState {
  const e = clanOf(state, defender).estates;
  const available: LootPick[] = [
    ...(e.castles > 0 ? ["castle" as const] : []),
    ...(e.abbeys > 0 ? ["abbey" as const] : []),
    ...(e.cattle > 0 ? ["cattle" as const] : []),
  ];
  if (available.length === 0)
    return addPoints(ctx, state, attacker, ctx.decisions.emptyWinPoints.value, "raid-won", [
      "MR-RAID-ATTACKER-WINS",
      ...ctx.decisions.emptyWinPoints.decidedBy,
    ]);
  let s = addPoints(ctx, state, attacker, 1, "raid-won", ["MR-RAID-ATTACKER-WINS"]);
  const loot = ctx.choose(
    listPoint<LootPick>("loot", attacker, "MR-RAID-ATTACKER-WINS", `What does ${attacker} take from ${defender}?`, [
      ...available,
      "nothing",
    ]),
  );
  const rules = ["MR-RAID-ATTACKER-WINS"];
  switch (loot) {
    case "nothing":
      ctx.emit({ type: "loot", attacker, defender, loot, to: null, rules });
      return s;
    case "castle":
      s = withClan(s, defender, (c) => ({ ...c, estates: { ...c.estates, castles: c.estates.castles - 1 } }));
      ctx.emit({ type: "loot", attacker, defender, loot, to: "sack", rules });
      return { ...s, sack: add(s.sack, tokens({ blue: 2 })) };
    case "abbey":
      s = withClan(s, defender, (c) => ({ ...c, estates: { ...c.estates, abbeys: c.estates.abbeys - 1 } }));
      ctx.emit({ type: "loot", attacker, defender, loot, to: "sack", rules });
      return { ...s, sack: add(s.sack, tokens({ green: 3 })) };
    case "cattle": {
      s = withClan(s, defender, (c) => ({ ...c, estates: { ...c.estates, cattle: c.estates.cattle - 1 } }));
      const free = freeEstates(clanOf(s, attacker).estates) > 0;
      // With a free estate, MR-INT-STOLEN-CATTLE says whether the cattle goes there or the attacker chooses.
      const stolen = ctx.decisions["MR-INT-STOLEN-CATTLE"];
      const to: "estate" | "sack" =
        free && stolen.value === "attacker-chooses"
          ? ctx.choose(
              listPoint<"estate" | "sack">(
                "stolen-cattle",
                attacker,
                "MR-RAID-ATTACKER-WINS",
                `Does ${attacker} put the stolen head of cattle on a free estate, or its red token into the sack?`,
                ["estate", "sack"],
              ),
            )
          : free
            ? "estate"
            : "sack";
      ctx.emit({
        type: "loot",
        attacker,
        defender,
        loot,
        to,
        rules: [...rules, "MR-ESTATE-ONE-THING", ...(free ? stolen.by : [])],
      });
      return to === "estate"
        ? withClan(s, attacker, (c) => ({ ...c, estates: { ...c.estates, cattle: c.estates.cattle + 1 } }))
        : { ...s, sack: add(s.sack, one("red")) };
    }
  }
}

export const raidHandler = on<MacRobberState, MacRobberEvent, D, MacRobberEffect, { kind: "raid-or-exchange" }>({
  id: "phase-3",
  implements: [
    "MR-PHASE3-CHOICE",
    "MR-RAID-ROUNDS",
    "MR-RAID-PIPER",
    "MR-RAID-ROUND-WIN",
    "MR-RAID-RESULT",
    "MR-RAID-ATTACKER-WINS",
    "MR-RAID-NOTHING-TO-TAKE",
    "MR-RAID-DEFENDER-WINS",
    "MR-RAID-DRAW",
    "MR-EXCHANGE",
    "MR-ROUND",
    "MR-INT-RAID-WIN",
    "MR-INT-EXCHANGE-COUNT",
    "MR-INT-STOLEN-CATTLE",
    "MR-INT-RAID-REFILL",
  ],
  pattern: { kind: "raid-or-exchange" },
  run: (ctx, state) => {
    const actor = state.active;
    const options = phase3Options(state, ctx.decisions);
    const pick = ctx.choose(phase3Point(state, ctx.decisions, options));
    let s = state;
    if (pick.do === "raid") s = raid(ctx, s, actor, pick.target);
    else if (pick.do === "exchange") {
      for (const v of pick.cards) s = withClan(s, actor, (c) => ({ ...c, hand: addCard(c.hand, v, -1) }));
      s = toReturnDeck(s, pick.cards);
      // Fewer than 3 cards are an exchange only under MR-INT-EXCHANGE-COUNT "up-to-three".
      const count = ctx.decisions["MR-INT-EXCHANGE-COUNT"];
      const rules = ["MR-EXCHANGE", ...(pick.cards.length < 3 ? count.by : [])];
      ctx.emit({ type: "exchange", player: actor, cards: pick.cards, rules: ["MR-PHASE3-CHOICE", ...rules] });
      s = drawCards(ctx, s, actor, pick.cards.length, rules);
    }
    return endOfPhase3(s, actor);
  },
});
