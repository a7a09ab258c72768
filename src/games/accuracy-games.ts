// Every game whose diagnosis is measured on mutants of its example engines, in the registry's order
// (registry.ts), for the command (diagnosis-accuracy-cli.ts) and the worker that runs one mutant
// (diagnosis-accuracy-worker.ts).
import type { AccuracyGame } from "../conform/accuracy/engines.js";
import { REGISTRY } from "./registry.js";

export const ACCURACY_GAMES: readonly AccuracyGame[] = await Promise.all(
  REGISTRY.flatMap((r) => (r.accuracy === undefined ? [] : [r.accuracy()])),
);
