// Values no edition or reading gives, in a decision's domain for the diagnosis alone: a robber
// already out that is never moved (RB-PLACE-MOVE), a robber that may stay with nothing left beside
// it (RB-BACK-CHOOSE), a reading's branch under which no robber stays (INT-BACK-STAY-OWN), no
// message drawn at all (MS-DARK-DRAW). Copies of
// the example engine, each broken as text in one place, are named by the rule of that place; an
// engine that refuses each move under its target check is named by the move rule, not by its word.
import { describe, expect, it } from "vitest";
import { conformGame } from "../../conform/index.js";
import { brokenCopies } from "../../conform/testing/broken-engine.js";
import { robbersConformance } from "./conformance.js";
import { robbersGame } from "./index.js";

const broken = brokenCopies("docs/examples/engines/conforming.mjs");

describe("the diagnosis with values no reading gives", () => {
  it.each([
    {
      what: "no space offered to a robber already out",
      from: ".filter((s) => s !== current)",
      to: ".filter(() => false)",
      rule: "RB-PLACE-MOVE",
      says: /a robber already out is never moved/,
    },
    {
      // It refuses each move under RB-PLACE-TARGET: the hypothesis outweighs its word.
      what: "only the robber's own space offered to move to",
      from: ".filter((s) => s !== current)",
      to: ".filter((s) => s === current)",
      rule: "RB-PLACE-MOVE",
      says: /refusals name the check that met the consequence \(\d+ under RB-PLACE-TARGET\)/,
    },
    {
      what: "no robber staying under reading others-only",
      from: "remaining.some((p) => p !== owner)",
      to: "remaining.some(() => false)",
      rule: "INT-BACK-STAY-OWN",
      says: /a robber never stays behind instead of reading "others-only"/,
    },
    {
      what: "every player counted as left on the space",
      from: "const remaining = g.players.filter((p) => kinds.some((k) => sq(g.figs[p][k]) === space));",
      to: "const remaining = g.players;",
      rule: "RB-BACK-CHOOSE",
      says: /a robber may stay even when no scoring figure remains on its space/,
    },
    {
      // The rogue draws it misses cite RB-MSG-DARK, the rest MS-DARK-DRAW: the hypothesis reproduces
      // nearly every failure, so its rule is named whatever the values cite.
      what: "a moment's draws kept for movements of no points",
      from: "if (m.points <= 0 || (m.to % LOOP) % 5 !== 0) continue;",
      to: "if (m.points > 0 || (m.to % LOOP) % 5 !== 0) continue;",
      rule: "MS-DARK-DRAW",
      says: /no scoring that ends on a dark space draws a message/,
    },
  ])("names the rule behind $what", { timeout: 120_000 }, async ({ what, from, to, rule, says }) => {
    const r = await conformGame(robbersGame, robbersConformance, {
      engine: broken(what, from, to),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const h = r.report.diagnosis.headline;
    expect(r.report.totals.failed).toBeGreaterThan(0);
    expect(h.kind).toBe("named");
    expect(
      h.groups.every((g) => g.includes(rule)),
      `${h.text} names ${rule} in each fault`,
    ).toBe(true);
    expect(h.text).toMatch(says);
  });
});
