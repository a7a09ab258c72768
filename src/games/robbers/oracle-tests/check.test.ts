// `check` on hand-made traces: each way a step can fail to conform, where it is reported, which
// rules are named, the search under other options, and JSON Lines read as a stream.
import { execFileSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { scratch } from "../../../oracle/test-support.js";
import type { TraceInput } from "../formats/trace.js";
import { type CheckResult, check, checkFile, checkText } from "../oracle.js";
import { sampleTrace } from "./testing/samples.js";
import { asJsonLines } from "./testing/toy-engine.js";

const files = scratch();
afterAll(() => files.remove());

const diverged = (r: CheckResult) => {
  if (r.status !== "diverges") throw new Error(`expected a divergence, got ${r.status}: ${checkText(r).join(" / ")}`);
  return r;
};
/** A sample trace to edit (TraceInput is readonly for callers; the test builds its own copy). */
// biome-ignore lint/suspicious/noExplicitAny: the tests tamper with the steps' parsed JSON at arbitrary paths
type EditableTrace = { setup: { bagTiles?: number } & Record<string, unknown>; steps: any[] } & Record<string, unknown>;
const withStep = (change: (t: EditableTrace) => void): TraceInput => {
  const t = structuredClone(sampleTrace()) as unknown as EditableTrace;
  change(t);
  return t as unknown as TraceInput;
};

describe("check", () => {
  it("accepts a trace that follows the rules", async () => {
    expect(await check(sampleTrace())).toEqual({
      status: "conforms",
      steps: 2,
      options: { edition: "C3" },
      label: "C3 (default readings)",
    });
  });

  it("reports claimed values that differ, with the rules behind each, at the step's line", async () => {
    const file = files.write(
      "claims.json",
      `${JSON.stringify(
        withStep((t) => (t.steps[0].claims.scores.blue = 18)),
        null,
        2,
      )}\n`,
    );
    const r = diverged(await checkFile(file));
    expect(r.divergence).toMatchObject({ step: 1, kind: "claims", at: { file, path: "$.steps[0].claims" } });
    expect(r.divergence.at.line).toBeGreaterThan(20);
    expect(r.divergence.differences).toEqual([
      {
        path: '$.claims.scores["blue"]',
        description: "blue's score: the trace claims 18, the rules give 19",
        claimed: 18,
        actual: 19,
        rules: expect.arrayContaining(["RB-STEAL-HALF"]),
      },
    ]);
    expect(checkText(r).join("\n")).toMatch(
      /step 1 does not conform[\s\S]*blue's score: the trace claims 18, the rules give 19/,
    );
  });

  it("reports a choice the rules forbid, citing the rule it breaks (RB-STEAL-SELF)", async () => {
    const r = diverged(
      await check(
        withStep(
          (t) =>
            (t.steps[0].choices[1] = { kind: "steal", actor: "green", pick: { victim: "green", figure: "meeple" } }),
        ),
      ),
    );
    expect(r.divergence).toMatchObject({ kind: "illegal-choice", at: { path: "$.steps[0].choices[1]" } });
    expect(r.divergence.rules[0]).toBe("RB-STEAL-SELF");
  });

  it("reports a missing choice, and finds the legal outcome the claims describe", async () => {
    // Blue's robber beside Red's and Green's meeples, both scoring: Blue must choose whom to rob.
    const trace: TraceInput = {
      format: "robbers-trace/1",
      setup: {
        players: ["red", "blue", "green"],
        messages: false,
        active: "red",
        figures: { red: { meeple: 4 }, blue: { meeple: 20 }, green: { meeple: 4 } },
        robbers: { red: null, blue: 4, green: null },
      },
      steps: [
        {
          event: {
            kind: "moment",
            awards: [
              { player: "red", points: 6, source: "feature" },
              { player: "green", points: 9, source: "feature" },
            ],
          },
          claims: { scores: { blue: 25 } },
        },
      ],
    };
    const r = diverged(await check(trace));
    expect(r.divergence.kind).toBe("missing-choice");
    expect(r.divergence.rules).toContain("RB-STEAL-CHOOSE");
    expect(r.divergence.claimedOutcome).toEqual({
      found: true,
      choices: [{ kind: "steal", actor: "blue", pick: { victim: "green", figure: "meeple" } }],
    });
  });

  it("reports an event the rules refuse in the state they give (a ninth bag tile)", async () => {
    const trace = withStep((t) => {
      t.setup.bagTiles = 8;
      t.steps.splice(1, 0, { event: { kind: "bag-tile" } });
    });
    const r = diverged(await check(trace, { alternatives: false }));
    expect(r.divergence).toMatchObject({ step: 2, kind: "refused-event", rules: ["RB-SETUP-TILES"] });
    expect(r.replayed).toBe(1);
  });

  it("finds the reading under which a trace conforms (INT-ZERO-POINTS used-up)", async () => {
    // A 0-point award beside Blue's robber: under "used-up" the robber steals 0 and goes home.
    const trace: TraceInput = {
      format: "robbers-trace/1",
      options: { edition: "C2-HiG" },
      setup: {
        players: ["red", "blue"],
        messages: false,
        active: "red",
        figures: { red: { meeple: 9 }, blue: { meeple: 30 } },
        robbers: { red: null, blue: 9 },
      },
      steps: [
        {
          event: { kind: "moment", awards: [{ player: "red", points: 0, source: "feature" }] },
          claims: { robbers: { blue: null } },
        },
      ],
    };
    const r = diverged(await check(trace));
    expect(r.divergence.differences[0]).toMatchObject({
      path: '$.claims.robbers["blue"]',
      claimed: null,
      actual: 9,
      rules: ["INT-ZERO-POINTS"],
    });
    expect(r.alternatives?.conforming.map((c) => c.label)).toContain("C2-HiG, INT-ZERO-POINTS=used-up");
    expect(r.alternatives?.conforming.every((c) => c.label.includes("INT-ZERO-POINTS=used-up"))).toBe(true);
  });

  it("refuses what plain JavaScript callers may pass instead of a trace", async () => {
    for (const junk of [null, 42, [], { steps: 3 }])
      expect(await check(junk as never)).toMatchObject({
        status: "unreadable",
        error: { path: expect.stringMatching(/^\$/) },
      });
  });

  it("keeps going without the search when asked", async () => {
    const r = diverged(
      await check(
        withStep((t) => (t.steps[1].claims.scores.red = 1)),
        { alternatives: false },
      ),
    );
    expect(r.alternatives).toBeUndefined();
    expect(r.divergence.step).toBe(2);
  });
});

describe("check on JSON Lines", () => {
  it("reports the line of the diverging step", async () => {
    const file = files.write("t.jsonl", asJsonLines(withStep((t) => (t.steps[1].claims.scores.red = 1)) as never));
    const r = diverged(await checkFile(file, { alternatives: false }));
    expect(r.divergence.at).toEqual({ file, line: 3, path: "$.claims" });
  });

  it("stops at the first divergence even if a later line cannot be read", async () => {
    const text = `${asJsonLines(withStep((t) => (t.steps[0].claims.scores.red = 1)) as never)}{ not json\n`;
    const r = await checkFile(files.write("late-garbage.jsonl", text), { alternatives: false });
    expect(r.status).toBe("diverges");
  });

  it("streams: answers while the writer of a pipe is still writing", async () => {
    const fifo = `${files.dir}/live.jsonl`;
    execFileSync("mkfifo", [fifo]);
    const writer = createWriteStream(fifo);
    const [header, first] = asJsonLines(withStep((t) => (t.steps[0].claims.scores.red = 1)) as never).split("\n");
    writer.write(`${header}\n${first}\n`);
    // The pipe stays open: reading it whole would never end, streaming stops at the divergence.
    const r = await checkFile(fifo);
    writer.end();
    expect(diverged(r).divergence.step).toBe(1);
    expect(r.status === "diverges" && r.alternatives?.incomplete).toMatch(/pipe/);
  });
});
