// The suite tells every misreading apart: each game's committed kill matrix is what its committed
// vectors give, every misreading has a vector it fails, and no two misreadings answer alike on
// every vector. (`npm run kill-matrix` writes the files.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { killMatrix } from "../conform/kill-matrix.js";
import { committedKillMatrix, KILL_MATRICES } from "./kill-matrices.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe.each(KILL_MATRICES.map((k) => [k.game.id, k] as const))("the kill matrix of %s", (_id, k) => {
  it("is the committed file, every misreading has a killing vector, and every pair is told apart", async () => {
    const m = await committedKillMatrix(root, k.game, k.conformance);
    expect(JSON.parse(readFileSync(join(root, k.file), "utf8"))).toEqual(m);
    expect(m.misreadings.map((r) => r.id)).toEqual((k.game.ruleset.misreadings ?? []).map((x) => x.id));
    expect(m.misreadings.filter((r) => r.killedBy.length === 0).map((r) => r.id)).toEqual([]);
    expect(m.indistinguishable).toEqual([]);
  });

  it("would name every misreading as unkilled, and every pair as alike, over no vectors", () => {
    const m = killMatrix(k.game, k.conformance, []);
    expect(m.misreadings.every((r) => r.killedBy.length === 0)).toBe(true);
    const n = m.misreadings.length;
    expect(m.indistinguishable).toHaveLength((n * (n - 1)) / 2);
  });
});
