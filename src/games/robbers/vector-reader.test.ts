// The vector reader refuses what would be filtered on, reported or blamed as if it were the rules:
// a rule id the game lacks, or a tag that contradicts the scenario it sits beside (issue 37, item 8).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { listVectors } from "../../conform/vectors.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const original = JSON.parse(readFileSync(join(root, "fixtures/vectors/s1-0000.json"), "utf8")) as Record<
  string,
  unknown
>;
const scratch = mkdtempSync(join(tmpdir(), "robbers-vector-reader-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The committed vector s1-0000 changed by `change`, read alone from a folder of its own. */
async function read(name: string, change: (v: Record<string, unknown>) => void) {
  const dir = join(scratch, name);
  const v = structuredClone(original);
  change(v);
  mkdirSync(dir);
  writeFileSync(join(dir, "s1-0000.json"), `${JSON.stringify(v, null, 1)}\n`);
  return listVectors(robbersGame, robbersConformance, dir);
}

describe("the vector reader", () => {
  it("reads the committed vector unchanged", async () => {
    expect((await read("same", () => {})).ok).toBe(true);
  });

  it.each([
    [
      "an unknown rule in rules",
      (v: Record<string, unknown>) => (v.rules = ["RB-NO-SUCH"]),
      /\$\.rules: "RB-NO-SUCH" is no rule of robbers/,
    ],
    [
      "a prototype name as an anchor",
      (v: Record<string, unknown>) => (v.anchors = ["toString"]),
      /\$\.anchors: "toString" is no rule/,
    ],
    [
      "an edition tag that is not the scenario's",
      (v: Record<string, unknown>) => (v.tags = { ...(v.tags as object), edition: "toString" }),
      /\$\.tags\.edition: "toString" is not the scenario's edition/,
    ],
    [
      "a reading tag the interpretation lacks",
      (v: Record<string, unknown>) => (v.tags = { ...(v.tags as object), readings: { "INT-ZERO-POINTS": "half" } }),
      /\$\.tags\.readings: "half" is not a reading of INT-ZERO-POINTS/,
    ],
  ])("refuses %s, saying where", async (name, change, message) => {
    const r = await read(name.replaceAll(" ", "-"), change);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(`${r.error.file}:${r.error.line ?? ""}: ${r.error.path}: ${r.error.message}`).toMatch(message);
  });
});
