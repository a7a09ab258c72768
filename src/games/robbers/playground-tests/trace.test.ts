// A session followed through three events (a placement, a scoring moment, a turn change) and one
// undo, exported as a trace that the oracle's `check` (the same code as `robbers check`) accepts,
// and read back into the same session; bad traces are refused on their line with their JSON path.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import zmanDeclineJson from "../../../../fixtures/robbers/002-zman-c3-decline.json" with { type: "json" };
import { checkGameFile } from "../../../oracle/check.js";
import { walkDecisions } from "../../../playground/decisions.js";
import { replaySession, type Session, undoLast, withStep } from "../../../playground/session.js";
import { exportTrace, importTrace } from "../../../playground/trace.js";
import { robbersPlayground as pg } from "../playground-adapter.js";
import { fixture } from "./test-support.js";

const start = fixture(zmanDeclineJson);
const first: Session = { game: "robbers", options: { edition: "C3" }, setup: start.setup, history: [] };

/** Follow an event by taking the first option of every decision. */
function follow(session: Session, event: unknown): Session {
  const r = replaySession(pg, session);
  if (!r.ok) throw new Error(r.problem.message);
  const picks = [];
  for (;;) {
    const w = walkDecisions(pg, r.spec, r.current, event, picks);
    if (w.kind === "refused") throw w.error;
    if (w.kind === "outcome") return withStep(session, event, picks);
    picks.push(w.decision.options[0]!.step);
  }
}

const moment = { kind: "moment", awards: [{ player: "red", points: 5, source: "feature", label: "road" }] };
const played = [{ kind: "bag-tile" }, moment, { kind: "turn", player: "red" }].reduce(follow, first);

describe("a followed session as a trace", () => {
  it("replays three events, and undo takes the last back as the pending event", () => {
    const r = replaySession(pg, played);
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.played).toHaveLength(3);
    expect((r.current as { active: string }).active).toBe("red");
    const undone = undoLast(played);
    expect(undone.history).toHaveLength(2);
    expect(undone.pending).toEqual({ kind: "turn", player: "red" });
  });

  it("exports a trace that the oracle's check accepts, read from a .jsonl file", async () => {
    const t = exportTrace(pg, played);
    if (!t.ok) throw new Error(t.problem.message);
    expect(t.unreachable).toEqual([]);
    const file = join(mkdtempSync(join(tmpdir(), "playground-trace-")), "session.jsonl");
    writeFileSync(file, t.text);
    const checked = await checkGameFile(pg.game, file);
    expect(checked.status).toBe("conforms");
    if (checked.status === "conforms") expect(checked.steps).toBe(3);
  });

  it("imports the exported trace back into the same session, as JSON Lines and as one document", () => {
    const t = exportTrace(pg, played);
    if (!t.ok) throw new Error(t.problem.message);
    const back = importTrace(pg, t.text);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.session.history).toEqual(played.history);
    const [header, ...steps] = t.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as object);
    const whole = importTrace(pg, JSON.stringify({ ...header, steps }, null, 2));
    if (!whole.ok) throw new Error(whole.error.message);
    expect(whole.session.history).toEqual(played.history);
  });

  it("refuses bad traces on their line with the JSON path", () => {
    const t = exportTrace(pg, played);
    if (!t.ok) throw new Error(t.problem.message);
    const lines = t.text.trim().split("\n");
    const broken = (i: number, line: string) =>
      importTrace(pg, [...lines.slice(0, i), line, ...lines.slice(i + 1)].join("\n"), "t.jsonl");
    const notJson = broken(2, "{ oops");
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.error).toMatchObject({ file: "t.jsonl", line: 3 });
    const step = JSON.parse(lines[2]!) as { claims: { scores: Record<string, number> } };
    const wrongClaim = broken(
      2,
      JSON.stringify({ ...step, claims: { ...step.claims, scores: { ...step.claims.scores, red: 99 } } }),
    );
    if (wrongClaim.ok) throw new Error("a wrong claim was accepted");
    expect(wrongClaim.error.line).toBe(3);
    expect(wrongClaim.error.path).toBe('$.claims.scores["red"]');
    const unknownKind = broken(1, JSON.stringify({ event: { kind: "tea-break" } }));
    if (unknownKind.ok) throw new Error("an unknown event was accepted");
    expect(unknownKind.error.line).toBe(2);
    expect(unknownKind.error.path).toMatch(/^\$\.event/);
    const c2 = importTrace(
      pg,
      [
        JSON.stringify({ ...JSON.parse(lines[0]!), options: { edition: "C2-ZMan" } }),
        JSON.stringify({
          event: { kind: "bag-tile" },
          choices: [{ kind: "place", actor: "blue", pick: { action: "decline" } }],
        }),
      ].join("\n"),
    );
    if (c2.ok) throw new Error("a decline under C2 Z-Man was accepted");
    expect(c2.error).toMatchObject({ line: 2, path: "$.choices[0]" });
    expect(c2.error.rules).toContain("ED-C2-ZMAN");
    const empty = importTrace(pg, "\n\n");
    expect(empty.ok).toBe(false);
  });
});
