// Listing the committed vectors (with what format 1 leaves to be worked out: rules from the cites,
// tags from the scenario, distinct states), the filters over them, and skip lists.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSkipList, selectVectors } from "../../conform/select.js";
import { type ListedVector, listVectors } from "../../conform/vectors.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

/** How many vectors are committed (positives and negatives), from the manifest written with them. */
const manifest = JSON.parse(
  readFileSync(new URL("../../../fixtures/vectors/manifest.json", import.meta.url), "utf8"),
) as { counts: { positive: number; negative: number }; vectors: { tags: { edition: string | null } }[] };
const TOTAL = manifest.counts.positive + manifest.counts.negative;

const dir = join(fileURLToPath(new URL("../../../", import.meta.url)), "fixtures/vectors");
const known = {
  rules: new Set(robbersGame.ruleset.rules.map((r) => r.id as string)),
  editions: [...robbersGame.editions!.ids],
};
let all: ListedVector[] = [];
let v1: ListedVector[] = [];
const scratch = mkdtempSync(join(tmpdir(), "robbers-conform-select-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A committed vector as format 1 writes it, whatever format it is committed in: without what format 2 adds. */
function asFormat1(text: string): string {
  const {
    kind: _kind,
    anchors: _anchors,
    rules: _rules,
    tags: _tags,
    distinctStates: _states,
    outcomes,
    ...rest
  } = JSON.parse(text) as Record<string, unknown> & { outcomes: Record<string, unknown>[] };
  return JSON.stringify({
    ...rest,
    format: "robbers-vector/1",
    outcomes: outcomes.map(({ decidedBy: _d, ...o }) => o),
  });
}

beforeAll(async () => {
  const listed = await listVectors(robbersGame, robbersConformance, dir);
  if (!listed.ok) throw new Error(listed.error.message);
  all = listed.value;
  // Format 1 had positive vectors only: the negatives and the manifest stay out of the format-1 copy.
  for (const name of readdirSync(dir).filter((n) => /^s\d+-\d{4}\.json$/.test(n)))
    writeFileSync(join(scratch, name), asFormat1(readFileSync(join(dir, name), "utf8")));
  const old = await listVectors(robbersGame, robbersConformance, scratch);
  if (!old.ok) throw new Error(old.error.message);
  v1 = old.value;
});

const ids = (s: ReturnType<typeof selectVectors>) => (s.ok ? s.vectors.map((v) => v.id) : s.message);

describe("listing format 1 vectors", () => {
  it("works out the rules, tags and distinct states a format 1 vector leaves out", () => {
    expect(v1).toHaveLength(manifest.counts.positive);
    const v = v1.find((x) => x.id === "s1-0013")!;
    expect(v.version).toBe(1);
    expect(v.kind).toBe("positive");
    const scenario = v.scenario as { options: { edition?: string }; event: { kind: string }; messages: boolean };
    expect(v.tags).toMatchObject({
      edition: scenario.options.edition ?? "C3",
      event: scenario.event.kind,
      messages: scenario.messages,
    });
    expect(v.rules).toEqual([...new Set(v.outcomes.flatMap((o) => o.cites as string[]))].sort());
    // Outcomes that differ only in who robbed whom leave one state.
    expect(v.distinctStates).toBe(
      new Set(v.outcomes.map((o) => JSON.stringify(robbersConformance.stateFields.map((f) => o[f])))).size,
    );
    expect(v1.some((x) => x.distinctStates! < x.outcomes.length)).toBe(true);
    // Readings: the interpretations the outcomes cite, with the vector's readings; required when all are defaults.
    for (const x of v1) {
      expect(Object.keys(x.tags.readings).sort()).toEqual(x.rules.filter((r) => r.startsWith("INT-")));
      for (const [i, r] of Object.entries(x.tags.readings)) expect(r).toBe(x.options.interpretations[i]);
      const defaults = Object.entries(x.tags.readings).every(
        ([i, r]) => robbersGame.interpretations.find((d) => d.id === i)!.defaultReading === r,
      );
      expect(x.tags.required).toBe(defaults);
    }
    expect(v1.some((x) => !x.tags.required)).toBe(true);
  });
});

describe("selectVectors", () => {
  it("keeps the vectors every filter admits, in file order", () => {
    const moments = selectVectors(all, { tags: ["event=moment"] }, known);
    expect(moments.ok && moments.vectors.length).toBe(all.filter((v) => v.tags.event === "moment").length);
    expect(moments.ok && moments.vectors.every((v) => v.tags.event === "moment")).toBe(true);
    const c3Messages = selectVectors(all, { tags: ["messages=true", "event=moment"], editions: ["C3"] }, known);
    expect(c3Messages.ok && c3Messages.vectors.length).toBeGreaterThan(0);
    expect(
      c3Messages.ok &&
        c3Messages.vectors.every(
          (v) => v.tags.edition === "C3" && v.tags.messages === true && v.tags.event === "moment",
        ),
    ).toBe(true);
    const rogue = selectVectors(all, { rules: ["RB-ROGUE-NOSTEAL"] }, known);
    expect(
      rogue.ok &&
        rogue.vectors.every((v) => v.rules.includes("RB-ROGUE-NOSTEAL") || v.anchors.includes("RB-ROGUE-NOSTEAL")),
    ).toBe(true);
    expect(rogue.ok && rogue.vectors.length).toBe(
      all.filter((v) => v.rules.includes("RB-ROGUE-NOSTEAL") || v.anchors.includes("RB-ROGUE-NOSTEAL")).length,
    );
    expect(rogue.ok && rogue.vectors.length).toBeGreaterThan(0);
    const reading = selectVectors(all, { tags: ["readings.INT-SAME-SPACE=score"] }, known);
    expect(reading.ok && reading.vectors.length).toBeGreaterThan(0);
    expect(ids(selectVectors(all, { tags: ["INT-SAME-SPACE=score"] }, known))).toEqual(ids(reading));
    expect(ids(selectVectors(all, { ids: ["s1-0002", "s1-0000"], editions: ["C1-HiG", "C2-HiG"] }, known))).toEqual([
      "s1-0000",
      "s1-0002",
    ]);
    expect(ids(selectVectors(all, {}, known))).toHaveLength(TOTAL);
  });

  it("refuses filters that name nothing", () => {
    expect(ids(selectVectors(all, { tags: ["event"] }, known))).toMatch(/^--tag event: expected key=value/);
    expect(ids(selectVectors(all, { editions: ["C9"] }, known))).toBe(
      "--edition C9: not an edition (C1-HiG, C1-ZMan, C2-HiG, C2-ZMan, C3)",
    );
    expect(ids(selectVectors(all, { editions: ["C3"] }, { ...known, editions: [] }))).toBe(
      "--edition C3: this game has no editions",
    );
    expect(ids(selectVectors(all, { rules: ["RB-STEAL-HALVES"] }, known))).toMatch(/^--rule RB-STEAL-HALVES: no rule/);
    expect(ids(selectVectors(all, { ids: ["s1-9999"] }, known))).toBe(
      `--ids: no vector s1-9999 among the ${TOTAL} vectors`,
    );
    expect(ids(selectVectors(all, { tags: ["event=bag-tile"], editions: ["C3"], ids: ["s1-0000"] }, known))).toBe(
      `no vector matches the filters (of ${TOTAL} vectors)`,
    );
  });
});

describe("parseSkipList", () => {
  it("reads one id a line, with comments and blank lines", () => {
    expect(parseSkipList("# known failures\ns1-0001\n  s1-0002  # rounds down\n\r\n#s1-0003\ns1-0004\r\n")).toEqual([
      "s1-0001",
      "s1-0002",
      "s1-0004",
    ]);
    expect(parseSkipList("")).toEqual([]);
  });
});
