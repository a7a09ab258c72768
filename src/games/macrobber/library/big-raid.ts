// The raid MacRobber's cost is measured on (issue 37, item 4): five clans, two of them with a full
// court and `cards` cards in hand spread over the four values, so the raid's plans grow with the
// hand. The benchmark's cost curve and the tests of the raid's work limit arrange the same one.
import type { Hand, MacRobberState } from "../../../../spec/macrobber/index.js";
import type { MacRobberSpec } from "./api.js";
import { arrange } from "./arrange.js";

/** `cards` cards over four values, as evenly as they go (5 gives 2, 1, 1, 1). */
const spread = (cards: number): Hand =>
  [0, 1, 2, 3].map((v) => Math.floor(cards / 4) + (v < cards % 4 ? 1 : 0)) as unknown as Hand;

/** A seeded five-player game at ann's raid, ann and ben each with `cards` cards in hand. */
export function bigRaid(spec: MacRobberSpec, cards: number): MacRobberState {
  const small = { court: { yellow: 3, blue: 0 }, hand: [1, 1, 1, 0] as unknown as Hand };
  return arrange(spec, {
    players: ["ann", "ben", "cat", "dan", "eve"],
    seed: 1,
    phase: "raid-or-exchange",
    active: "ann",
    clans: {
      cat: small,
      dan: small,
      eve: small,
      ann: { court: { yellow: cards, blue: 2 }, hand: spread(cards) },
      ben: { court: { yellow: cards, blue: 2 }, hand: spread(cards) },
    },
  });
}
