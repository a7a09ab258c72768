// Every known misreading of The Robbers (each defined beside the rule it misreads): the mistakes the
// conformance runner can diagnose in an engine and the site can show a player. None is an edition
// or a reading; only options that name one (`misreadings`) play it, and the file formats cannot.

import type { Misreading } from "../../src/dsl/index.js";
import { placementMisreadings } from "./rules/02-placement.js";
import { stealingMisreadings } from "./rules/03-stealing.js";
import { rogueMisreadings } from "./rules/04-rogue.js";
import { backwardMisreadings } from "./rules/05-backward.js";
import { finalMisreadings } from "./rules/06-final.js";
import { messagesMisreadings } from "./rules/07-messages.js";

const all = [
  ...placementMisreadings,
  ...stealingMisreadings,
  ...rogueMisreadings,
  ...backwardMisreadings,
  ...finalMisreadings,
  ...messagesMisreadings,
] as const;

/** The id of a misreading, e.g. `"MIS-STEAL-ROUNDS-DOWN"`. */
export type MisreadingId =
  | "MIS-PLACE-EVERYONE"
  | "MIS-STEAL-ROUNDS-DOWN"
  | "MIS-STEAL-ROBS-OWN-PLAYER"
  | "MIS-STEAL-VICTIM-LOSES"
  | "MIS-STEAL-ROBBER-STAYS"
  | "MIS-STEAL-ONE-ROBBER"
  | "MIS-ROGUE-ROBS-ROGUE-POINTS"
  | "MIS-ROGUE-NO-FOLLOW"
  | "MIS-BACK-NO-FOLLOW"
  | "MIS-FINAL-BONUS-TWO"
  | "MIS-MSG-MESSENGER-IMMUNE";
// The ids written out above are exactly the misreadings' (a type error otherwise).
type Defined = (typeof all)[number]["id"];
const sameIds: [Defined] extends [MisreadingId] ? ([MisreadingId] extends [Defined] ? true : never) : never = true;
void sameIds;

/** Every known misreading of The Robbers, in rulebook order of the rules they misread. */
export const robbersMisreadings: readonly Misreading[] = all;
