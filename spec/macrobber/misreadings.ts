// Every known misreading of MacRobber (each defined beside the rule it misreads): the mistakes the
// conformance runner can diagnose in an engine and the site can show a player. None is a reading;
// only options that name one (`misreadings`) play it, and the file formats cannot.

import type { Misreading } from "../../src/dsl/index.js";
import { actionMisreadings } from "./rules/03-actions.js";
import { raidMisreadings } from "./rules/04-raid.js";
import { scoringMisreadings } from "./rules/05-scoring.js";

const all = [...actionMisreadings, ...raidMisreadings, ...scoringMisreadings] as const;

/** The id of a misreading, e.g. `"MIS-ACT-SIX-TOKENS"`. */
export type MacRobberMisreadingId =
  | "MIS-ACT-SIX-TOKENS"
  | "MIS-RAID-TIE-TO-DEFENDER"
  | "MIS-RAID-EMPTY-WIN-ONE"
  | "MIS-RAID-ATTACKER-KEEPS-POINT"
  | "MIS-SCORE-RED-TIE-BONUS"
  | "MIS-SCORE-BLUE-OWN-HERD";
// The ids written out above are exactly the misreadings' (a type error otherwise).
type Defined = (typeof all)[number]["id"];
const sameIds: [Defined] extends [MacRobberMisreadingId]
  ? [MacRobberMisreadingId] extends [Defined]
    ? true
    : never
  : never = true;
void sameIds;

/** Every known misreading of MacRobber, in rulebook order of the rules they misread. */
export const macRobberMisreadings: readonly Misreading[] = all;
