// Token arithmetic and the seeded generator behind every draw and shuffle (MR-CHANCE-SEEDED).
import { nextRandom } from "../../src/dsl/index.js";
import { type CardValue, COLOURS, type Colour, type Estates, type Hand, type Tokens } from "./model.js";

export const NO_TOKENS: Tokens = { yellow: 0, blue: 0, green: 0, red: 0 };
export const tokens = (t: Partial<Tokens>): Tokens => ({ ...NO_TOKENS, ...t });
export const total = (t: Tokens): number => t.yellow + t.blue + t.green + t.red;
export const add = (a: Tokens, b: Tokens): Tokens => ({
  yellow: a.yellow + b.yellow,
  blue: a.blue + b.blue,
  green: a.green + b.green,
  red: a.red + b.red,
});
export const sub = (a: Tokens, b: Tokens): Tokens => ({
  yellow: a.yellow - b.yellow,
  blue: a.blue - b.blue,
  green: a.green - b.green,
  red: a.red - b.red,
});
export const covers = (a: Tokens, b: Tokens): boolean => COLOURS.every((c) => a[c] >= b[c]);
export const one = (c: Colour, n = 1): Tokens => tokens({ [c]: n });

/** The tokens standing on a clan's estates, by colour. */
export const estateTokens = (e: Estates): Tokens => ({
  yellow: 0,
  blue: 2 * e.castles,
  green: 3 * e.abbeys,
  red: e.cattle,
});
export const freeEstates = (e: Estates): number => e.count - e.cattle - e.castles - e.abbeys;

/** Draw `n` tokens one at a time, each uniformly among the tokens in the sack (colour order yellow, blue, green, red). */
export function drawTokens(sack: Tokens, n: number, rng: number): { drawn: Tokens; sack: Tokens; rng: number } {
  let left = { ...sack };
  const drawn = { ...NO_TOKENS };
  let state = rng;
  for (let i = 0; i < n; i++) {
    const [r, next] = nextRandom(state);
    state = next;
    let k = Math.floor(r * total(left));
    for (const c of COLOURS) {
      if (k < left[c]) {
        left = { ...left, [c]: left[c] - 1 };
        drawn[c]++;
        break;
      }
      k -= left[c];
    }
  }
  return { drawn, sack: left, rng: state };
}

/** Fisher-Yates with the seeded generator. */
export function shuffle<T>(items: readonly T[], rng: number): { items: T[]; rng: number } {
  const out = [...items];
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [r, next] = nextRandom(state);
    state = next;
    const j = Math.floor(r * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return { items: out, rng: state };
}

export const EMPTY_HAND: Hand = [0, 0, 0, 0];
export const handSize = (h: Hand): number => h[0] + h[1] + h[2] + h[3];
export const addCard = (h: Hand, v: CardValue, n = 1): Hand =>
  h.map((c, i) => (i === v - 1 ? c + n : c)) as unknown as Hand;
export const handOf = (cards: readonly CardValue[]): Hand => cards.reduce<Hand>((h, v) => addCard(h, v), EMPTY_HAND);
export const cardsOf = (h: Hand): CardValue[] => h.flatMap((n, i) => Array<CardValue>(n).fill((i + 1) as CardValue));
export const addHands = (a: Hand, b: Hand): Hand => [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];

/** Tokens for messages: `2 yellow, 1 red`, or `none`. */
export const describeTokens = (t: Tokens): string => {
  const parts = COLOURS.filter((c) => t[c] > 0).map((c) => `${t[c]} ${c}`);
  return parts.length > 0 ? parts.join(", ") : "none";
};
