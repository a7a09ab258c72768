// The board questions only the explorer's invariants ask. The effects read back as plain facts
// (movements, thefts, follows, draws) and the board questions the properties ask too are the
// properties' own (properties/robbers/invariants.ts).
import type { RobbersState } from "../../../../../spec/robbers/index.js";

/** Robbers on the scoreboard. */
export const robbersOut = (s: RobbersState): number => Object.values(s.robbers).filter((r) => r !== null).length;
