// MacRobber in words for the oracle's reports and the command's text output: an event, an effect,
// a recorded choice and the state after an outcome, each in one line.
import { match } from "ts-pattern";
import {
  type Action,
  type CombatPick,
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberState,
  tokenMath,
} from "../../../spec/macrobber/index.js";
import { own } from "../../dsl/own.js";
import type { PathStep } from "../../dsl/ruleset.js";

const EVENTS: Record<MacRobberEvent["kind"], string> = {
  "take-tokens": "phase 1: the active player draws six tokens from the sack",
  act: "phase 2: the active player carries out one or two actions",
  "raid-or-exchange": "phase 3: the active player raids, exchanges cards, or passes",
  "score-round": "the round is scored",
};

/** The event in words. */
export const describeMacRobberEvent = (event: MacRobberEvent): string => EVENTS[event.kind];

const action = (a: Action): string =>
  match(a)
    .with({ action: "cattle" }, () => "a red token becomes a head of cattle")
    .with({ action: "castle" }, () => "two blue tokens become a castle")
    .with({ action: "abbey" }, () => "three green tokens become an abbey")
    .with({ action: "warriors" }, (x) => `${x.count} warrior(s) join the court`)
    .with({ action: "bagpipers" }, (x) => `${x.count} bagpipe player(s) join the court`)
    .with({ action: "monks" }, (x) => `${x.count} monk(s) join the court`)
    .with(
      { action: "bard" },
      (x) =>
        `the bard takes ${x.take.map((t) => `a ${t.colour} token from ${t.from}`).join(" and ") || "nothing"}${x.keep ? `, keeping the ${x.keep} one` : ""}`,
    )
    .with(
      { action: "estate" },
      (x) =>
        `an estate is bought with ${x.pay} ` +
        `tokens${x.fromCourt.yellow + x.fromCourt.green > 0 ? ` (from the court: ${x.fromCourt.yellow} warriors, ${x.fromCourt.green} monks)` : ""}`,
    )
    .exhaustive();

const card = (c: CombatPick) => `${c.card}${c.piper ? "+1 (bagpipe)" : ""}`;

/** An effect in words. */
export const describeMacRobberEffect = (e: MacRobberEffect): string =>
  match(e)
    .with({ type: "tokens-drawn" }, (x) => `${x.player} draws ${tokenMath.describeTokens(x.tokens)}`)
    .with({ type: "tokens-returned" }, (x) => `${x.player} puts back ${tokenMath.describeTokens(x.tokens)}`)
    .with({ type: "action" }, (x) => `${x.player}: ${action(x.action)}`)
    .with({ type: "no-action" }, (x) => `${x.player} has no legal action`)
    .with(
      { type: "estate-taken" },
      (x) => `${x.player} takes estate ${x.tile} (face down${x.looked ? `; ${x.player} looks at its number` : ""})`,
    )
    .with({ type: "cards-drawn" }, (x) => `${x.player} draws ${x.cards.length} card(s)`)
    .with({ type: "cards-discarded" }, (x) => `${x.player} discards ${x.cards.join(", ")}`)
    .with({ type: "deck-reshuffled" }, (x) => `the ${x.cards} returned cards are shuffled into a new deck`)
    .with({ type: "deck-empty" }, (x) => `the deck is empty: ${x.player} is ${x.missing} card(s) short`)
    .with(
      { type: "combat-round" },
      (x) =>
        `combat round ${x.round}: attacker ${card(x.attacker)} against defender ${card(x.defender)}, ` +
        `${x.winner === "draw" ? "a draw" : `the ${x.winner} wins`}`,
    )
    .with(
      { type: "raid" },
      (x) => `${x.attacker} raids ${x.defender}: ${x.result === "draw" ? "a draw" : `the ${x.result} wins`}`,
    )
    .with(
      { type: "loot" },
      (x) =>
        `${x.attacker} takes ${x.loot === "nothing" ? "nothing" : `a ${x.loot}`} from ${x.defender}${x.to ? ` (to the ${x.to})` : ""}`,
    )
    .with({ type: "exchange" }, (x) => `${x.player} exchanges cards ${x.cards.join(", ")}`)
    .with(
      { type: "points" },
      (x) => `${x.player} ${x.delta >= 0 ? "gains" : "loses"} ${Math.abs(x.delta)} point(s) (${x.reason})`,
    )
    .with({ type: "largest-following" }, (x) =>
      x.player === null
        ? "nobody holds the largest following"
        : `${x.player} ${x.changed ? "takes" : "keeps"} the largest following`,
    )
    .with({ type: "estate-out" }, (x) =>
      !x.removed
        ? "the estate deck is empty: no estate leaves the game"
        : x.revealed && x.tile !== null
          ? `estate ${x.tile} is turned face up and leaves the game`
          : "one estate is removed face down and leaves the game",
    )
    .with({ type: "beginner" }, (x) => `${x.player} begins the next round`)
    .with({ type: "turn" }, (x) => `${x.player}'s turn`)
    .with(
      { type: "game-over" },
      (x) =>
        `the game is over (${x.result.reason === "sack" ? "the sack ran out" : "an estate tile"}): ` +
        `${x.result.winners.length === 1 ? "winner" : "draw between"} ${x.result.winners.join(", ")}`,
    )
    .exhaustive();

/** A recorded pick in words: who, which choice, and the pick as JSON. */
export const describeMacRobberChoice = (c: PathStep): string => `${c.actor} ${c.kind}: ${JSON.stringify(c.pick)}`;

/** The state after an outcome in one line. */
export const describeMacRobberAfter = (s: MacRobberState): string =>
  `round ${s.round}, ${s.phase === "over" ? "game over" : `${s.active} to ${s.phase}`}; points: ` +
  `${s.players.map((p) => `${p} ${own(s.clans, p)?.points ?? "?"}`).join(", ")}`;
