// The counterexample fixtures the docs show: the index names each non-default reading explored;
// every trace it names replays under `robbers check` (status "conforms": the claims follow the
// breaking reading) and its last step ends in the state that breaks the invariant. Also: a broken
// index is refused with the file and the entry at fault.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { interpretations } from "../../../../spec/robbers/index.js";
import { counterexampleIndex as indexIn, counterexamplesFor as readingsIn } from "../../../verify/counterexamples.js";
import { check } from "../oracle.js";
import { verification } from "./index.js";

const dir = verification.fixtures.dir;
const counterexampleIndex = (d = dir) => indexIn(d);
const counterexamplesFor = (id: string, d = dir) => readingsIn(id, d);

describe("counterexample fixtures", () => {
  const index = counterexampleIndex();

  it('cover every non-default reading; INT-BACK-STAY-OWN "any-figure" and INT-BACK-OWN-FIGURE "follows" break the robber-placement invariant', () => {
    const expected = interpretations.flatMap((i) =>
      i.readings.filter((r) => r.id !== i.defaultReading).map((r) => `${i.id} ${r.id}`),
    );
    expect(index.map((e) => `${e.interpretation} ${e.reading}`).sort()).toEqual(expected.sort());
    // Both let a robber end beside none of another player's figures: staying behind with only its
    // owner's figures (fn11 unqualified), going back with its owner's own figure (fn6 unqualified).
    for (const id of ["INT-BACK-STAY-OWN", "INT-BACK-OWN-FIGURE"]) {
      const [found] = counterexamplesFor(id);
      expect(found?.invariant, id).toBe(
        "whole-game-invariants: every robber out stands beside another player's figure",
      );
      expect(found?.length, id).toBeGreaterThan(0);
    }
  });

  it("every trace replays under robbers check and ends with a robber beside only its owner's figures or alone", async () => {
    const broken = index.filter((e) => e.file !== null);
    expect(broken.length).toBeGreaterThan(0);
    for (const e of broken) {
      const [c] = counterexamplesFor(e.interpretation).filter((x) => x.reading === e.reading);
      const trace = c!.trace as {
        steps: {
          claims: {
            robbers: Record<string, number | null>;
            figures: Record<string, { meeple: number; messenger?: number }>;
          };
        }[];
      };
      expect(await check(trace as never), `${e.file}`).toMatchObject({ status: "conforms", steps: e.length });
      if (e.invariant?.endsWith("every robber out stands beside another player's figure")) {
        // Restated from the claims alone: some robber's square holds no other player's figure.
        const last = trace.steps.at(-1)!.claims;
        const lonely = Object.entries(last.robbers).filter(
          ([owner, at]) =>
            at !== null &&
            !Object.entries(last.figures).some(
              ([p, f]) => p !== owner && [f.meeple, f.messenger].some((x) => x !== undefined && x % 50 === at),
            ),
        );
        expect(lonely.length, `${e.file}: a robber beside no other player's figure at the end`).toBeGreaterThan(0);
      }
    }
  });

  it("refuses an index entry whose trace file is missing, naming the index and the reading", () => {
    const dir = mkdtempSync(join(tmpdir(), "counterexamples-"));
    writeFileSync(
      join(dir, "index.json"),
      JSON.stringify({
        entries: [
          {
            interpretation: "INT-X",
            reading: "y",
            bound: "b",
            states: 1,
            invariant: "i",
            message: "m",
            length: 1,
            edition: "C3",
            file: "gone.trace.json",
          },
        ],
      }),
    );
    expect(() => counterexamplesFor("INT-X", dir)).toThrow(
      /index\.json: INT-X "y" names gone\.trace\.json, which does not exist/,
    );
    writeFileSync(join(dir, "index.json"), JSON.stringify({ nope: [] }));
    expect(() => counterexampleIndex(dir)).toThrow(/\$\.entries must be a list/);
  });
});
