// The decisions MacRobber's behaviour reads: one per interpretation, its default reading the base
// and every other reading an exception (default logic; there are no editions to conflict with);
// and the decisions only a misreading changes, whose base is the rule as written.
import {
  type Decision,
  type DomainValue,
  decisionFromInterpretation,
  misreadableDecision,
} from "../../src/dsl/index.js";
import { macRobberMisreadings } from "./misreadings.js";
import type { MacRobberOptions, MacRobberReadings } from "./options.js";
import { interpretations } from "./rules/07-interpretations.js";

/** A decision the rules fix and only a misreading changes (misreadableDecision, with MacRobber's misreadings). */
const misreadable = <V>(
  id: string,
  description: string,
  rule: string,
  domain: readonly [DomainValue<V>, ...DomainValue<V>[]],
): Decision<MacRobberOptions, V> =>
  misreadableDecision<MacRobberOptions, V>(macRobberMisreadings, id, description, rule, domain);
const tokens = (n: number) => ({ value: n, says: `${n} of the drawn tokens` });
const points = (n: number) => ({ value: n, says: `${n} victory point${n === 1 ? "" : "s"}` });

/**
 * The decisions only a misreading changes: the rules fix each, and no reading touches them (a type,
 * not an interface, so that the table stays a record of decisions).
 */
export type MacRobberMisreadableDecisions = {
  /** MR-ACT-LIMIT: how many of the 6 drawn tokens a turn's actions may use (4). */
  readonly drawnTokenLimit: Decision<MacRobberOptions, number>;
  /** MR-RAID-ROUND-WIN: who wins a combat round of equal values (nobody: a draw). */
  readonly combatTie: Decision<MacRobberOptions, "draw" | "defender">;
  /** MR-RAID-NOTHING-TO-TAKE: what a won raid scores when the defender has nothing to take (2). */
  readonly emptyWinPoints: Decision<MacRobberOptions, number>;
  /** MR-RAID-DEFENDER-WINS: the victory points a beaten attacker loses (1). */
  readonly beatenAttackerLoses: Decision<MacRobberOptions, number>;
  /** MR-SCORE-RED: who scores the red majority's 2 points on a tie for most cattle (nobody). */
  readonly redMajorityTie: Decision<MacRobberOptions, "nobody" | "each">;
  /** MR-SCORE-BLUE: whose herds the blue points are reduced by (the fellow players'). */
  readonly blueHerd: Decision<MacRobberOptions, "fellow-players" | "any-player">;
};

const misreadableDecisions: MacRobberMisreadableDecisions = {
  /** MR-ACT-LIMIT: how many of the 6 drawn tokens a turn's actions may use. */
  drawnTokenLimit: misreadable<number>(
    "drawnTokenLimit",
    "How many of the drawn tokens the actions of one turn may use",
    "MR-ACT-LIMIT",
    [tokens(4), tokens(3), tokens(5), tokens(6)],
  ),
  /** MR-RAID-ROUND-WIN: who wins a combat round of equal values. */
  combatTie: misreadable<"draw" | "defender">(
    "combatTie",
    "Who wins a combat round whose two values are equal",
    "MR-RAID-ROUND-WIN",
    [
      { value: "draw", says: "equal values are a drawn round" },
      { value: "defender", says: "the defender wins a round of equal values" },
    ],
  ),
  /** MR-RAID-NOTHING-TO-TAKE: what a won raid scores when the defender has nothing to take. */
  emptyWinPoints: misreadable<number>(
    "emptyWinPoints",
    "The victory points of a won raid on a defender with no cattle, castle or abbey",
    "MR-RAID-NOTHING-TO-TAKE",
    [points(2), points(0), points(1), points(3)],
  ),
  /** MR-RAID-DEFENDER-WINS: the victory points a beaten attacker loses. */
  beatenAttackerLoses: misreadable<number>(
    "beatenAttackerLoses",
    "The victory points an attacker loses when the defender wins",
    "MR-RAID-DEFENDER-WINS",
    [points(1), points(0), points(2)],
  ),
  /** MR-SCORE-RED: who scores the red majority's 2 points on a tie for most cattle. */
  redMajorityTie: misreadable<"nobody" | "each">(
    "redMajorityTie",
    "Who scores the 2 extra points when several players tie for the most cattle",
    "MR-SCORE-RED",
    [
      { value: "nobody", says: "nobody scores a tied red majority" },
      { value: "each", says: "each tied player scores the red majority" },
    ],
  ),
  /** MR-SCORE-BLUE: whose herds the blue points are reduced by. */
  blueHerd: misreadable<"fellow-players" | "any-player">(
    "blueHerd",
    "Whose largest herd a player's blue tokens are reduced by",
    "MR-SCORE-BLUE",
    [
      { value: "fellow-players", says: "blue is reduced by the fellow players' herds" },
      { value: "any-player", says: "blue is reduced by any player's herd, one's own included" },
    ],
  ),
};

/** The decision table: for each interpretation id, the reading in force; and the decisions only a misreading changes. */
export type MacRobberDecisionTable = {
  readonly [K in keyof MacRobberReadings]: Decision<MacRobberOptions, MacRobberReadings[K]>;
} & MacRobberMisreadableDecisions;

/** MacRobber's decisions: one per interpretation (the default reading the base, every other reading an exception), then the misreadable ones. */
export const macRobberDecisions = {
  ...(Object.fromEntries(
    interpretations.map((i) => [
      i.id,
      decisionFromInterpretation<MacRobberOptions, string>(
        i,
        (o) => (o.interpretations as Record<string, string>)[i.id],
      ),
    ]),
  ) as unknown as { readonly [K in keyof MacRobberReadings]: Decision<MacRobberOptions, MacRobberReadings[K]> }),
  ...misreadableDecisions,
} as MacRobberDecisionTable;
