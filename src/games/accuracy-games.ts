// Every game whose diagnosis is measured on mutants of its example engines, for the command
// (diagnosis-accuracy-cli.ts) and the worker that runs one mutant (diagnosis-accuracy-worker.ts).
import type { AccuracyGame } from "../conform/accuracy/engines.js";
import { macRobberAccuracy } from "./macrobber/accuracy-engines.js";
import { robbersAccuracy } from "./robbers/accuracy-engines.js";

export const ACCURACY_GAMES: readonly AccuracyGame[] = [robbersAccuracy, macRobberAccuracy];
