// MacRobber's table for the shell, from one seat or the referee's: the clans (court, estates,
// points; the viewer's own hand, the others' only as a count), the sack, the drawn tokens, the
// decks and the return deck (sizes only, unless the referee looks), the estates out; effects and
// picks as that seat sees them: hidden information follows the library's `playerView` and
// `effectView` (another player's cards and exchanges, the numbers of estates taken).

import type {
  Action,
  CardValue,
  CombatPick,
  Hand,
  MacRobberEffect,
  MacRobberState,
} from "../../../../../spec/macrobber/index.js";
import { own } from "../../../../dsl/own.js";
import type { Effect, PathStep } from "../../../../dsl/ruleset.js";
import type { PlayedEvent } from "../../../../playground/index.js";
import { h } from "../../../../site/shell/dom.js";
import type { GameView, Viewer } from "../../../../site/shell/types.js";
import { macRobberGame } from "../../index.js";
import { effectView, type PlayerView, playerView } from "../../library/view.js";
import { actionWords, tokensWords } from "../../playground-adapter.js";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A hand as its cards, lowest first ("1, 2, 2, 4"). */
const handWords = (hand: Hand): string => {
  const cards = hand.flatMap((n, i) => Array<number>(n).fill(i + 1));
  return cards.length ? `${plural(cards.length, "card", "cards")}: ${cards.join(", ")}` : "no cards";
};

/** Estate tiles the scoring turned face up so far (the others left the game face down). */
const revealedOf = (played: readonly PlayedEvent[]): number[] =>
  played.flatMap((p) =>
    (p.effects as readonly MacRobberEffect[]).flatMap((e) =>
      e.type === "estate-out" && e.revealed && e.tile !== null ? [e.tile] : [],
    ),
  );

const PHASES: Record<MacRobberState["phase"], string> = {
  "take-tokens": "to draw tokens (phase 1)",
  act: "to act (phase 2)",
  "raid-or-exchange": "to raid, exchange or pass (phase 3)",
  "score-round": "— the round is scored next",
  over: "— the game is over",
};

const row = (term: string, ...value: (Node | string)[]) => [h("dt", {}, term), h("dd", {}, ...value)];

function clanCard(
  name: string,
  clan: PlayerView["state"]["clans"][string],
  state: MacRobberState | PlayerView["state"],
  viewer: Viewer,
): HTMLElement {
  const e = clan.estates;
  const free = e.count - e.cattle - e.castles - e.abbeys;
  const hand = "hidden" in clan.hand ? `${plural(clan.hand.cards, "card", "cards")} (hidden)` : handWords(clan.hand);
  const marks = [
    name === state.active && state.phase !== "over" ? "to play" : "",
    name === state.beginner ? "begins the round" : "",
    name === state.largestFollowing ? "largest following" : "",
  ].filter(Boolean);
  return h(
    "article",
    { class: "shell-clan", "data-player": name },
    h("h3", {}, name, name === viewer ? " (you)" : "", marks.length ? ` — ${marks.join(", ")}` : ""),
    h(
      "dl",
      {},
      ...row("Points", String(clan.points)),
      ...row(
        "Court",
        `${plural(clan.court.yellow, "warrior", "warriors")}, ` +
          `${plural(clan.court.blue, "bagpipe player", "bagpipe players")}, ${plural(clan.court.green, "monk", "monks")}`,
      ),
      ...row(
        "Estates",
        `${e.count}: ${plural(e.cattle, "head of cattle", "heads of cattle")}, ` +
          `${plural(e.castles, "castle", "castles")}, ${plural(e.abbeys, "abbey", "abbeys")}, ${free} free`,
      ),
      ...row("Hand", hand),
    ),
  );
}

function table(raw: unknown, viewer: Viewer, played: readonly PlayedEvent[]): Node {
  const full = raw as MacRobberState;
  const seen = viewer === null ? null : playerView(full, viewer, revealedOf(played)).state;
  const state = seen ?? full;
  const clans = seen ? seen.clans : (full.clans as PlayerView["state"]["clans"]);
  const deck = seen
    ? `${plural(seen.deckSize, "card", "cards")}, face down`
    : `${plural(full.deck.length, "card", "cards")}, top first: ${full.deck.join(", ") || "none"}`;
  const estates = seen
    ? `${plural(seen.estateDeckSize, "tile", "tiles")}, face down`
    : `${plural(full.estateDeck.length, "tile", "tiles")}, top first: ${full.estateDeck.join(", ") || "none"}`;
  const out = state.estatesOut.map((n) => (n === null ? "face down" : String(n)));
  const result = full.result
    ? `${full.result.winners.length === 1 ? "won by" : "a draw between"} ${full.result.winners.join(", ")} ` +
      `(${full.result.reason === "sack" ? "the sack ran out" : "a revealed estate"})`
    : null;
  return h(
    "div",
    { class: "shell-macrobber" },
    h(
      "dl",
      { class: "shell-common" },
      ...row("Round", `${full.round}: ${full.active} ${PHASES[full.phase]}`),
      ...(result ? row("Result", result) : []),
      ...row("Sack", tokensWords(full.sack)),
      ...row("Drawn this turn", tokensWords(full.drawn)),
      ...row("Deck", deck),
      ...row(
        "Return deck",
        seen ? `${plural(seen.returnDeckSize, "card", "cards")}, values hidden` : handWords(full.returnDeck),
      ),
      ...row("Estate deck", estates),
      ...row("Estates out", out.length ? out.join(", ") : "none yet"),
    ),
    h("div", { class: "shell-clans" }, ...full.players.map((p) => clanCard(p, own(clans, p)!, state, viewer))),
  );
}

/** An effect as `viewer` sees it: another player's cards drawn or discarded show only how many. */
function effect(e: Effect, viewer: Viewer): string {
  const seen = viewer === null ? (e as MacRobberEffect) : effectView(e as MacRobberEffect, viewer);
  if (seen.type === "estate-taken" && typeof seen.tile === "object")
    return `${seen.player} takes an estate, numbered side down${seen.player === viewer ? "" : " (its number hidden)"}`;
  if (seen.type === "exchange" && !Array.isArray(seen.cards))
    return `${seen.player} exchanges ${plural((seen.cards as { cards: number }).cards, "card", "cards")} (values hidden)`;
  if (seen.type === "cards-drawn" || seen.type === "cards-discarded") {
    const verb = seen.type === "cards-drawn" ? "draws" : "puts on the return deck";
    return Array.isArray(seen.cards)
      ? `${seen.player} ${verb} ${seen.cards.length === 1 ? "the card" : "the cards"} ${(seen.cards as readonly CardValue[]).join(", ")}`
      : `${seen.player} ${verb} ${plural((seen.cards as { cards: number }).cards, "card", "cards")} (values hidden)`;
  }
  if (seen.type === "action") return `${seen.player} ${actionWords(seen.action)}`;
  return macRobberGame.describe.effect(seen as MacRobberEffect);
}

/** A pick as `viewer` sees it: an attacker's card stays face down until the defender has laid one; another player's discards keep their values hidden. */
function pickSeen(step: PathStep, words: string, after: readonly PathStep[], done: boolean, viewer: Viewer): string {
  if (viewer === null || viewer === step.actor) return words;
  if (step.kind === "attack" && !done && !after.some((s) => s.kind === "defend")) {
    return `${step.actor} lays a card face down${(step.pick as CombatPick).piper ? " with a bagpipe player on it" : ""}`;
  }
  if (step.kind === "discard") return `${step.actor} puts a card on the return deck (its value hidden)`;
  const p = step.pick as { do?: string; cards?: readonly number[] };
  if (step.kind === "phase-3" && p.do === "exchange")
    return `${step.actor} exchanges ${plural(p.cards?.length ?? 0, "card", "cards")} (values hidden)`;
  return words;
}

/** What the active player is doing, as a verb: the status line says "ann raids, exchanges or passes", not an event id. */
const DOING: Record<MacRobberState["phase"], string> = {
  "take-tokens": "draws tokens (phase 1)",
  act: "acts with the drawn tokens (phase 2)",
  "raid-or-exchange": "raids, exchanges or passes (phase 3)",
  "score-round": "ends the round: it is scored next",
  over: "",
};

/** The status line: the round, what the active player does, who decides now when it is someone else (a defender), the points. */
function status(raw: unknown, decider: Viewer): string {
  const s = raw as MacRobberState;
  const points = `Points: ${s.players.map((p) => `${p} ${own(s.clans, p)?.points ?? 0}`).join(", ")}.`;
  if (s.phase === "over") return `Round ${s.round}: the game is over. ${points}`;
  const who =
    decider === null
      ? ""
      : decider === s.active
        ? `; ${decider} decides now`
        : `; ${decider} decides now, not ${s.active}`;
  return `Round ${s.round}: ${s.active} ${DOING[s.phase]}${who}. ${points}`;
}

/** Phase 2's options by their first action ("warriors", "castle"...); other decisions are short. */
const FIRST_ACTION: Record<Action["action"], string> = {
  cattle: "Put a head of cattle on an estate",
  castle: "Build a castle",
  abbey: "Build an abbey",
  warriors: "Take warriors",
  bagpipers: "Take bagpipe players",
  monks: "Take monks",
  bard: "Send the bard",
  estate: "Buy an estate",
};

function optionGroup(step: PathStep): string {
  if (step.kind !== "actions") return "Options";
  const first = (step.pick as readonly Action[])[0];
  return first ? `${FIRST_ACTION[first.action]} first` : "No action";
}

/** The deciding player's hand (as that player sees it) and the tokens drawn this turn. */
function holding(raw: unknown, decider: string, played: readonly PlayedEvent[]): Node | null {
  const full = raw as MacRobberState;
  const clan = own(playerView(full, decider, revealedOf(played)).state.clans, decider);
  if (!clan) return null;
  const hand = "hidden" in clan.hand ? `${plural(clan.hand.cards, "card", "cards")}` : handWords(clan.hand);
  return h(
    "dl",
    {},
    ...row(`${decider}'s hand`, hand),
    ...(decider === full.active ? row("Drawn tokens", tokensWords(full.drawn)) : []),
  );
}

/** MacRobber's view for the shell. */
export const macRobberView: GameView = {
  status,
  optionGroup,
  holding,
  players: { min: 3, max: 5, example: ["ann", "ben", "cat"] },
  table,
  effect,
  pickSeen,
  previewsForPlayers: false,
  seatOf: (state) => ((state as MacRobberState).phase === "over" ? null : (state as MacRobberState).active),
};
