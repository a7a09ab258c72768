// Every known misreading of The Robbers (each defined beside the rule it misreads): the mistakes the
// conformance runner can diagnose in an engine and the site can show a player. None is an edition
// or a reading; only options that name one (`misreadings`) play it, and the file formats cannot.

import type { Misreading } from "../../src/dsl/index.js";
import { stealingMisreadings } from "./rules/03-stealing.js";
import { finalMisreadings } from "./rules/06-final.js";

const all = [...stealingMisreadings, ...finalMisreadings] as const;

/** The id of a misreading, e.g. `"MIS-STEAL-ROUNDS-DOWN"`. */
export type MisreadingId = "MIS-STEAL-ROUNDS-DOWN" | "MIS-STEAL-ROBS-OWN-PLAYER" | "MIS-FINAL-BONUS-TWO";
// The ids written out above are exactly the misreadings' (a type error otherwise).
type Defined = (typeof all)[number]["id"];
const sameIds: [Defined] extends [MisreadingId] ? ([MisreadingId] extends [Defined] ? true : never) : never = true;
void sameIds;

/** Every known misreading of The Robbers, in rulebook order of the rules they misread. */
export const robbersMisreadings: readonly Misreading[] = all;
