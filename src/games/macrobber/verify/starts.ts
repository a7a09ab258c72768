// The starting arrangements of a MacRobber bound: each scene arranged from each seed and deck size
// with the library's `arrange`, which moves tokens and cards between boards, sack and decks so the
// state is one the rules accept. A scene that cannot be arranged from a seed (the sack lacks what it
// asks) is an error naming the scene and the seed, not a silent gap.
import type { MacRobberState } from "../../../../spec/macrobber/index.js";
import type { MacRobberSpec } from "../library/api.js";
import { type Arrangement, arrange } from "../library/arrange.js";
import type { MacRobberBound, Scene } from "./bound.js";

const PLAYERS = ["ann", "ben", "cat"] as const;
/** ann begins, so cat is the last player of the round (one action, then the round's scoring). */
const LAST = "cat";

/** Three warriors (three cards) and no bagpipe player in every court: a raid after phase 2 stays small. */
const SMALL_COURTS = {
  ann: { court: { yellow: 3, blue: 0 } },
  ben: { court: { yellow: 3, blue: 0 } },
  cat: { court: { yellow: 3, blue: 0 } },
} as const;

/** The arrangement of a scene (without seed and deck). */
function scene(name: Scene): Omit<Arrangement, "players" | "seed"> {
  switch (name) {
    case "opening":
      return {};
    case "act-mixed":
      return { active: LAST, drawn: { yellow: 1, blue: 2, green: 2, red: 1 }, clans: SMALL_COURTS };
    case "act-green":
      return { active: LAST, drawn: { yellow: 1, blue: 2, green: 3, red: 0 }, clans: SMALL_COURTS };
    case "act-two":
      return { active: "ann", drawn: { yellow: 2, blue: 1, green: 2, red: 1 }, clans: SMALL_COURTS };
    case "raid":
      return {
        phase: "raid-or-exchange",
        active: LAST,
        clans: {
          ann: { estates: { count: 4, cattle: 1, castles: 1, abbeys: 1 }, court: { blue: 1 } },
          ben: { estates: { count: 2, cattle: 0 }, court: { yellow: 3, blue: 0 }, points: 0 },
          cat: { estates: { count: 3, cattle: 1 }, court: { blue: 1 }, points: 0 },
        },
      };
    case "score-end":
      return {
        phase: "score-round",
        active: LAST,
        clans: {
          ann: { points: 42, court: { yellow: 5, green: 2 } },
          ben: { points: 20, estates: { count: 3, cattle: 2 } },
          cat: { court: { green: 2, blue: 3 } },
        },
      };
    case "score-tie":
      return {
        phase: "score-round",
        active: LAST,
        largestFollowing: null,
        clans: {
          ann: { points: 30, court: { yellow: 5, blue: 1 } },
          ben: { court: { yellow: 5, blue: 1, green: 1 }, estates: { count: 3, cattle: 2, abbeys: 1 } },
          cat: { court: { green: 4 }, estates: { count: 3, cattle: 2, castles: 1 } },
        },
      };
    case "sack-short":
      // 53 tokens are in the sack of a fresh 3-player game: 49 of them move onto ann's and ben's boards.
      return {
        active: "ben",
        clans: {
          ann: { court: { yellow: 13, blue: 19, green: 8 }, estates: { count: 6, cattle: 6 } },
          ben: { court: { green: 8 }, estates: { count: 3, cattle: 2 } },
        },
      };
  }
}

/** Every starting arrangement of the bound under these rules. */
export function startingStates(bound: MacRobberBound, spec: MacRobberSpec): MacRobberState[] {
  const out: MacRobberState[] = [];
  for (const name of bound.scenes)
    for (const seed of bound.seeds)
      for (const deckLeft of bound.deckLeft) {
        try {
          out.push(arrange(spec, { players: PLAYERS, seed, deckLeft, ...scene(name) }));
        } catch (error) {
          throw new Error(`scene "${name}" from seed ${seed}: ${(error as Error).message}`);
        }
      }
  return out;
}
