// One mutant's `conform` run for the diagnosis accuracy measurement, as a process of its own: Stryker's
// command runner starts it once per mutant (with __STRYKER_ACTIVE_MUTANT__ set, which the engine it
// starts inherits), and so does the command route. It writes what the report's first line says to
// --out and exits 1 when the suite sees the mutant (a failing report), 0 when it does not.
// The record holds a fingerprint of what the diagnosis read (cases that read alike get the same
// first line: the ceiling); with --keep-answers it holds the input itself, to diagnose it again later.
// Usage: tsx src/games/diagnosis-accuracy-worker.ts --game <id> --engine "<command>" --out <file> [--timeout <ms>] [--keep-answers]
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { inputFingerprint } from "../conform/accuracy/ceiling.js";
import { mutantRunOf } from "../conform/accuracy/headline.js";
import type { DiagnosisInput } from "../conform/diagnosis-input.js";
import { conformGame } from "../conform/index.js";
import { ACCURACY_GAMES } from "./accuracy-games.js";

const { values } = parseArgs({
  options: {
    game: { type: "string" },
    engine: { type: "string" },
    out: { type: "string" },
    timeout: { type: "string", default: "2000" },
    "keep-answers": { type: "boolean", default: false },
  },
});
const entry = ACCURACY_GAMES.find((g) => g.game.id === values.game);
if (!entry || !values.engine || !values.out) {
  process.stderr.write(
    `diagnosis-accuracy-worker: needs --game (${ACCURACY_GAMES.map((g) => g.game.id).join(", ")}), --engine and --out\n`,
  );
  process.exit(2);
}
let input: DiagnosisInput | undefined;
const result = await conformGame(entry.game, entry.conformance, {
  engine: values.engine,
  timeout: Number(values.timeout),
  keepDiagnosisInput: (kept: DiagnosisInput) => (input = kept),
});
// The fingerprint always (the ceiling groups cases by it); the input itself only when asked for.
const run = {
  ...mutantRunOf(result),
  ...(input ? { answers: inputFingerprint(input) } : {}),
  ...(input && values["keep-answers"] ? { input } : {}),
};
writeFileSync(values.out, `${JSON.stringify(run)}\n`);
process.exit(run.isCase ? 1 : 0);
