// The core is generic: MacRobber, a game whose state says which event comes next and which has no
// editions, plays through it without an adapter. A seeded game's first events are followed by
// always taking the first option; the session's trace is accepted by the oracle's check.
import { describe, expect, it } from "vitest";
import { checkGame } from "../../oracle/check.js";
import type { PlaygroundGame } from "../../playground/adapter.js";
import { editionVariants } from "../../playground/compare.js";
import { walkDecisions } from "../../playground/decisions.js";
import { replaySession, type Session, withStep } from "../../playground/session.js";
import { exportTrace, importTrace } from "../../playground/trace.js";
import { macRobberGame } from "./index.js";

const pg: PlaygroundGame = { game: macRobberGame };

describe("the playground core on MacRobber", () => {
  it("follows a seeded game's events, taking the first option of each decision, into a trace check accepts", async () => {
    let session: Session = {
      game: "macrobber",
      options: {},
      setup: { players: ["ann", "bob", "cy"], seed: 7 },
      history: [],
    };
    let decisions = 0;
    for (let e = 0; e < 6; e++) {
      const r = replaySession(pg, session);
      if (!r.ok) throw new Error(r.problem.message);
      const event = macRobberGame.nextEvent!(r.current as Parameters<NonNullable<typeof macRobberGame.nextEvent>>[0]);
      if (event === null) break;
      const picks = [];
      for (;;) {
        const w = walkDecisions(pg, r.spec, r.current, event, picks);
        if (w.kind === "refused") throw w.error;
        if (w.kind === "outcome") break;
        decisions++;
        picks.push(w.decision.options[0]!.step);
      }
      session = withStep(session, event, picks);
    }
    expect(session.history.length).toBeGreaterThan(0);
    expect(decisions).toBeGreaterThan(0);
    const t = exportTrace(pg, session);
    if (!t.ok) throw new Error(t.problem.message);
    const [header, ...steps] = t.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as object);
    const checked = await checkGame(macRobberGame, { ...header, steps });
    expect(checked.status).toBe("conforms");
    const back = importTrace(pg, t.text);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.session.history).toEqual(session.history);
  });

  it("compares one column for a game without editions", () => {
    expect(editionVariants(pg, {}).map((v) => v.label)).toEqual(["the rules"]);
  });
});
