// How well `robbers conform` diagnoses an engine: every bug switch of the independent example engine
// (docs/examples/engines/conforming.mjs, written from the sources and sharing no code with the spec)
// is a mutant playing one known mistake; its report must name exactly the misreading written beside
// it here. The pairing is written by hand: the spec is never asked which misreading a bug is.
import { join } from "node:path";
import { conformGame } from "../../conform/index.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

/** Each bug switch of the example engine, with the misreading it plays. */
export const MUTANTS: readonly { readonly bug: string; readonly misreadings: readonly string[] }[] = [
  { bug: "everyonePlaces", misreadings: ["MIS-PLACE-EVERYONE"] },
  { bug: "roundDown", misreadings: ["MIS-STEAL-ROUNDS-DOWN"] },
  { bug: "robsOwnPlayer", misreadings: ["MIS-STEAL-ROBS-OWN-PLAYER"] },
  { bug: "victimLoses", misreadings: ["MIS-STEAL-VICTIM-LOSES"] },
  { bug: "robberStays", misreadings: ["MIS-STEAL-ROBBER-STAYS"] },
  { bug: "oneRobber", misreadings: ["MIS-STEAL-ONE-ROBBER"] },
  { bug: "robsRogue", misreadings: ["MIS-ROGUE-ROBS-ROGUE-POINTS"] },
  { bug: "rogueNoFollow", misreadings: ["MIS-ROGUE-NO-FOLLOW"] },
  { bug: "backNoFollow", misreadings: ["MIS-BACK-NO-FOLLOW"] },
  { bug: "finalBonusTwo", misreadings: ["MIS-FINAL-BONUS-TWO"] },
  { bug: "messengerImmune", misreadings: ["MIS-MSG-MESSENGER-IMMUNE"] },
  // Two mistakes at once: the diagnosis must find the pair.
  { bug: "roundDown,finalBonusTwo", misreadings: ["MIS-STEAL-ROUNDS-DOWN", "MIS-FINAL-BONUS-TWO"] },
];

/** One mutant's diagnosis. */
export interface MutantResult {
  readonly bug: string;
  readonly expected: readonly string[];
  /** What the report's diagnosis found: one list per reading found (several: a tie). */
  readonly found: readonly (readonly string[])[];
  /** Whether it found exactly the expected reading, alone. */
  readonly exact: boolean;
}

/** Run every mutant through `conform` over the committed vectors (the package root is `root`). */
export async function diagnoseMutants(root: string): Promise<MutantResult[]> {
  const engine = join(root, "docs/examples/engines/conforming.mjs");
  const out: MutantResult[] = [];
  for (const m of MUTANTS) {
    const r = await conformGame(robbersGame, robbersConformance, {
      engine: `node ${JSON.stringify(engine)} --bug ${m.bug}`,
      vectors: join(root, robbersConformance.vectorsDir),
    });
    if (!r.ok) throw new Error(`mutant ${m.bug}: ${r.message}`);
    const found = r.report.diagnosis.found.map((f) => f.hypotheses.map((x) => x.misreading?.id ?? x.id).sort());
    const want = [...m.misreadings].sort();
    out.push({
      bug: m.bug,
      expected: m.misreadings,
      found,
      exact: found.length === 1 && found[0]!.join() === want.join(),
    });
  }
  return out;
}

/** The figure: `diagnosed exactly: 12 of 12 mutants`. */
export const accuracyLine = (results: readonly MutantResult[]): string =>
  `diagnosed exactly: ${results.filter((r) => r.exact).length} of ${results.length} mutants of the example engine`;
