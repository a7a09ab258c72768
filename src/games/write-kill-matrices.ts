// `npm run kill-matrix`: write every game's kill matrix (fixtures/kill-matrix/<game>.json) and fault
// dictionary (fixtures/fault-dictionary/<game>.json) from its committed vectors, and say which
// misreadings no vector kills (exit 1 when any).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { committedFaultDictionary, committedKillMatrix, dictionaryText, KILL_MATRICES } from "./kill-matrices.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

try {
  for (const { game, conformance, file, dictionary } of KILL_MATRICES) {
    const d = await committedFaultDictionary(root, game, conformance);
    mkdirSync(dirname(join(root, dictionary)), { recursive: true });
    writeFileSync(join(root, dictionary), dictionaryText(d));
    const faults = Object.values(d.vectors).reduce((n, e) => n + Object.keys(e.faults).length, 0);
    console.log(
      `${game.id}: fault dictionary of ${d.hypotheses.length} hypotheses over ` +
        `${Object.keys(d.vectors).length} vectors (${faults} answers that differ from the rules')`,
    );
    const m = await committedKillMatrix(root, game, conformance);
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${JSON.stringify(m, null, 2)}\n`);
    const unkilled = m.misreadings.filter((r) => r.killedBy.length === 0).map((r) => r.id);
    console.log(
      `${game.id}: ${m.misreadings.length} misreadings over ${m.vectors} vectors; ` +
        `fewest killing vectors: ${Math.min(...m.misreadings.map((r) => r.killedBy.length))}; ` +
        `not killed: ${unkilled.join(", ") || "none"}; pairs told apart by no vector: ${m.indistinguishable.length}`,
    );
    if (unkilled.length || m.indistinguishable.length) process.exitCode = 1;
  }
} catch (error) {
  console.error(`kill-matrix: ${(error as Error).message}`);
  process.exitCode = 2;
}
