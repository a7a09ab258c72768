// Factored enumeration of a scoring moment. Fixing which movement each robber steals (or that it
// steals nothing) turns the legality of everyone's plans into one separate condition per player:
// a robber that steals needs its victim to offer that movement, a robber that does not needs
// nobody to offer it anything. So the outcomes are a sum, over theft assignments, of a product of
// per-player factors: each player's own plans grouped by what they leave on the board, and each
// thief's rogue points (merged with other thieves only when they could drag the same robber).
// Plans are grouped by everything that matters afterwards, so equal plans are evaluated once.
// The rule logic is the steps' own (moment/steps/: offeredTo, stolenAmount, rogueMovement,
// followable; landings.ts: messageDraws); what this file decides itself, over whole classes of
// plans, is listed with its rule ids in FACTORED_RULES. Properties check it against walking every
// path through the steps. The pieces are in plan-classes.ts (a player's plans, grouped and counted),
// factors.ts (theft assignments, groups and their factors) and count.ts (the totals, counted
// without listing the assignments, whose number grows like (movements in reach)^robbers).
import { type Factor, type OutcomeGroup, type OutcomeSet, ruleError } from "../../../src/dsl/index.js";
import type { Award, RobbersState } from "../model.js";
import type { RobbersDecisions } from "../types.js";
import { countMoment, countWork, MAX_COUNT_WORK } from "./count.js";
import { buildGroup, frameOf, theftAssignments } from "./factors.js";

/**
 * The rules this enumerator applies itself rather than through a step's `run`, each with the step
 * of the scoring moment that enforces it on a single path and where it is applied here. A test
 * checks every id against that step's `implements`, so a rule id leads to both places.
 */
export const FACTORED_RULES = [
  {
    step: "plan",
    rules: ["RB-STEAL-ORDER"],
    where:
      "plan-classes.ts classesOf: every plan of a player (allPlans, or counted figure by figure), grouped by what it leaves on the board",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-SELF"],
    where: "plan-classes.ts classesOf: a player's plans offer nothing to its own robber (offeredTo)",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-FIRST"],
    where: "factors.ts consistent: a robber that steals nothing needs nobody to offer it a movement",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-CHOOSE", "RB-STEAL-MULTI"],
    where:
      "factors.ts theftAssignments (count.ts countMoment): each robber on the board takes any one offered movement, independently of the others",
  },
  {
    step: "steal",
    rules: ["RB-STEAL-HALF", "RB-STEAL-RETURN"],
    where: "factors.ts buildGroup: the amount (stolenAmount) and the thieves' robbers returned to supply",
  },
  {
    step: "rogue",
    rules: ["RB-ROGUE-FIGURE", "RB-ROGUE-NOSTEAL"],
    where:
      "factors.ts thiefFactor: one option per figure of the thief (rogueMovement); rogue movements are never offered to robbers",
  },
  {
    step: "follow",
    rules: ["RB-ROGUE-FOLLOW"],
    where:
      "factors.ts thiefFactor: robbers in reach of a thief's figure follow one rogue movement leaving their space (followable)",
  },
  {
    step: "messages",
    rules: ["MS-DARK-DRAW", "RB-MSG-DARK", "INT-MSG-OWN-TURN"],
    where: "plan-classes.ts classesOf and factors.ts thiefFactor: draws counted per player (messageDraws)",
  },
  {
    step: "messages",
    rules: ["INT-MSG-ALONE"],
    where: 'factors.ts frameOf: under "alone" a draw depends on every figure, so every path is walked instead',
  },
] as const;

/** Up to this many groups the whole set is built (as it always was); past it, groups are made on demand. */
const EAGER_GROUPS = 5_000;
/** How many groups a set built on demand holds from the start (what `describeOutcomeSet` shows). */
const FIRST_GROUPS = 200;

/**
 * Every outcome of a scoring moment as a factored set, or undefined to walk every path (see
 * frameOf). The outcomes are counted first (count.ts, without listing the theft assignments); a set
 * of more than EAGER_GROUPS groups holds its first FIRST_GROUPS and the exact totals, and makes
 * every group in order when asked (`totals.all`). A moment whose counting would take more than
 * `maxCountWork` steps (countWork) is refused; tests lower both limits to reach their edges.
 */
export function enumerateMoment(
  d: RobbersDecisions,
  state: RobbersState,
  event: { readonly kind: "moment"; readonly awards: readonly Award[] },
  eagerGroups = EAGER_GROUPS,
  maxCountWork = MAX_COUNT_WORK,
): OutcomeSet | undefined {
  const frame = frameOf(d, state, event);
  if (!frame) return undefined;
  const work = countWork(frame);
  if (work > maxCountWork)
    throw ruleError(
      "invalid-event",
      [],
      `this moment is too large to count exactly: about ${work.toExponential(1)} steps of counting, past ` +
        `the limit of ${maxCountWork.toExponential(1)} (MAX_COUNT_WORK), because several robbers share a ` +
        "space beside figures that offer them many different amounts; ask about fewer awards, or fewer " +
        "robbers on that space",
    );
  const totals = countMoment(frame);
  function* groups() {
    const memo = new Map<string, Factor>();
    for (const { thefts, live } of theftAssignments(frame!)) yield buildGroup(frame!, thefts, live, memo);
  }
  if (Number(totals.groups) <= eagerGroups) return { method: "factored", groups: [...groups()] };
  const first: OutcomeGroup[] = [];
  for (const g of groups()) {
    if (first.length === FIRST_GROUPS) break;
    first.push(g);
  }
  return { method: "factored", groups: first, totals: { ...totals, all: groups } };
}
