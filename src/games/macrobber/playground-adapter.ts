// MacRobber for the playground: every pick said in words a player reads at the table ("ann takes
// 2 warriors into the court, then builds a castle"; "ben lays a 3 with a bagpipe player on it"),
// never as JSON. MacRobber's outcomes are not grouped: one event's outcome is one state.

import type { Action, CardValue, CombatPick, LootPick, Phase3Pick, Tokens } from "../../../spec/macrobber/index.js";
import { COLOURS } from "../../../spec/macrobber/index.js";
import type { PathStep } from "../../dsl/ruleset.js";
import type { PlaygroundGame } from "../../playground/adapter.js";
import { macRobberGame } from "./index.js";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Tokens in words: "1 blue and 2 red tokens" ("no tokens" for none). */
export function tokensWords(t: Tokens): string {
  const parts = COLOURS.filter((c) => t[c] > 0).map((c) => `${t[c]} ${c}`);
  if (parts.length === 0) return "no tokens";
  const total = COLOURS.reduce((n, c) => n + t[c], 0);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]!;
  return `${list} token${total === 1 ? "" : "s"}`;
}

/** One action of phase 2 in words, with what it costs. */
export function actionWords(a: Action): string {
  switch (a.action) {
    case "cattle":
      return "puts a head of cattle on a free estate (1 red token)";
    case "castle":
      return "builds a castle on a free estate (2 blue tokens)";
    case "abbey":
      return "builds an abbey on a free estate (3 green tokens)";
    case "warriors":
      return (
        `takes ${plural(a.count, "warrior", "warriors")} into the court (${plural(a.count, "yellow token", "yellow tokens")}, ` +
        `drawing ${a.count === 1 ? "a card" : "a card for each"})`
      );
    case "bagpipers":
      return `takes ${plural(a.count, "bagpipe player", "bagpipe players")} into the court (${plural(a.count, "blue token", "blue tokens")})`;
    case "monks":
      return `takes ${plural(a.count, "monk", "monks")} into the court (${plural(a.count, "green token", "green tokens")})`;
    case "bard": {
      const taken = a.take.map((t) => `a ${t.colour} token from ${t.from}'s court`);
      const what = taken.length ? taken.join(" and ") : "nothing";
      const keep = a.keep
        ? `, keeping the ${a.keep} one`
        : taken.length === 2
          ? ", both to the sack"
          : taken.length
            ? ", which goes to the sack"
            : "";
      return `sends the bard (1 blue token to the sack) and takes ${what}${keep}`;
    }
    case "estate": {
      const price = a.pay === "red" ? "1 yellow and 1 red" : "1 yellow and 2 green";
      const court = [
        a.fromCourt.yellow ? plural(a.fromCourt.yellow, "warrior", "warriors") : "",
        a.fromCourt.green ? plural(a.fromCourt.green, "monk", "monks") : "",
      ].filter(Boolean);
      return `buys the top estate for ${price}${court.length ? `, paying ${court.join(" and ")} from the court` : ""}`;
    }
  }
}

/** A card laid in a combat round, in words. */
export const cardWords = (c: CombatPick): string =>
  c.piper ? `a ${c.card} with a bagpipe player on it (worth ${c.card + 1})` : `a ${c.card}`;

const cardsWords = (cards: readonly CardValue[]) => cards.join(", ");

const word = {
  actions: (s: PathStep) => {
    const plan = s.pick as readonly Action[];
    return plan.length ? `${s.actor} ${plan.map(actionWords).join(", then ")}` : `${s.actor} takes no action`;
  },
  redraw: (s: PathStep) => {
    const back = s.pick as Tokens;
    return COLOURS.every((c) => back[c] === 0)
      ? `${s.actor} keeps every drawn token`
      : `${s.actor} puts back ${tokensWords(back)} and draws again`;
  },
  "phase-3": (s: PathStep) => {
    const p = s.pick as Phase3Pick;
    if (p.do === "raid") return `${s.actor} raids ${p.target}`;
    if (p.do === "exchange")
      return (
        `${s.actor} exchanges ${p.cards.length === 1 ? "the card" : "the cards"} ${cardsWords(p.cards)} ` +
        `for ${plural(p.cards.length, "new one", "new ones")}`
      );
    return `${s.actor} passes (no raid, no exchange)`;
  },
  attack: (s: PathStep) => `${s.actor} attacks with ${cardWords(s.pick as CombatPick)}`,
  defend: (s: PathStep) => `${s.actor} defends with ${cardWords(s.pick as CombatPick)}`,
  loot: (s: PathStep) => {
    const loot = s.pick as LootPick;
    return loot === "nothing"
      ? `${s.actor} takes nothing from the defender`
      : `${s.actor} takes the defender's ${loot === "cattle" ? "head of cattle" : loot}`;
  },
  discard: (s: PathStep) => `${s.actor} puts a ${s.pick as CardValue} on the return deck`,
  "stolen-cattle": (s: PathStep) =>
    s.pick === "estate"
      ? `${s.actor} puts the stolen head of cattle on a free estate`
      : `${s.actor} puts the stolen head of cattle's red token into the sack`,
} satisfies Record<string, (s: PathStep) => string>;

const isKind = (kind: string): kind is keyof typeof word => Object.hasOwn(word, kind);

/** The choice kinds this adapter says in words (every kind MacRobber's handlers ask). */
export const MACROBBER_CHOICE_KINDS = Object.keys(word) as readonly string[];

/** A MacRobber pick in words; a kind this list does not know is said the library's way. */
export function macRobberChoiceWords(s: PathStep): string {
  return isKind(s.kind) ? word[s.kind](s) : macRobberGame.describe.choice(s);
}

/** MacRobber as the playground plays it. */
export const macRobberPlayground: PlaygroundGame = {
  game: macRobberGame,
  choiceWords: (step) => macRobberChoiceWords(step),
};
