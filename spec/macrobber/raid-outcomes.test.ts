// The folded phase-3 enumeration must give exactly the outcomes and path counts of walking every
// path, on arranged raid situations small enough to walk (pipers, prizes, drawn raids).
import { describe, expect, it } from "vitest";
import { canonical } from "../../src/dsl/index.js";
import { macRobberSpec } from "../../src/games/macrobber/library/api.js";
import { arrange } from "../../src/games/macrobber/library/arrange.js";
import { enumerate } from "../../src/interpreter/enumerate.js";
import { distinctCount, expand, pathCount } from "../../src/interpreter/outcomes.js";
import { step } from "../../src/interpreter/step.js";
import { firstLegal, scripted, seededRandom } from "../../src/interpreter/strategies.js";
import { legalPlans } from "./actions.js";
import type { MacRobberState } from "./model.js";

const spec = macRobberSpec();
const event = { kind: "raid-or-exchange" } as const;

function compare(state: MacRobberState, under = spec) {
  const folded = enumerate(under, state, event);
  const walked = enumerate(under, state, event, { exhaustive: true, maxPaths: 100_000 });
  if (!folded.ok || !walked.ok) throw new Error("enumeration failed");
  expect(folded.outcomes.method).toBe("factored");
  expect(distinctCount(folded.outcomes)).toBe(distinctCount(walked.outcomes));
  expect(pathCount(folded.outcomes)).toBe(pathCount(walked.outcomes));
  // Same outcomes, and each folded path replays to its own outcome with the same count.
  const walkedCounts = new Map(walked.outcomes.groups.map((g) => [(g.summary as { key: string }).key, g.count]));
  for (const o of expand(folded.outcomes)) {
    const r = step(under, state, event, scripted(o.path));
    if (!r.ok) throw r.error;
    expect(walkedCounts.get(canonical(r.state))).toBe(o.count);
  }
  return distinctCount(folded.outcomes);
}

describe("phase 3 folded enumeration", () => {
  it("equals the exhaustive walk on small arranged raids (pipers on both sides, a prize, a drawn raid)", () => {
    const small = arrange(spec, {
      players: ["ann", "ben", "cat"],
      seed: 7,
      phase: "raid-or-exchange",
      active: "ann",
      clans: {
        ann: { court: { yellow: 3, blue: 1 }, hand: [1, 1, 1, 0] },
        ben: { court: { yellow: 3, blue: 1 }, estates: { count: 3, castles: 1 }, hand: [0, 1, 1, 1] },
        cat: { court: { yellow: 3, blue: 0 }, hand: [3, 0, 0, 0] },
      },
    });
    expect(compare(small)).toBeGreaterThan(20n);
  });

  it("equals the exhaustive walk under each other reading phase 3 reads (raid result, exchange count, stolen cattle, refill)", () => {
    for (const [id, reading] of [
      ["MR-INT-RAID-WIN", "two-of-three"],
      ["MR-INT-EXCHANGE-COUNT", "up-to-three"],
      ["MR-INT-STOLEN-CATTLE", "attacker-chooses"],
      ["MR-INT-RAID-REFILL", "five-and-two"],
    ] as const) {
      const under = macRobberSpec({ interpretations: { [id]: reading } });
      const state = arrange(under, {
        players: ["ann", "ben", "cat"],
        seed: 9,
        phase: "raid-or-exchange",
        active: "ann",
        clans: {
          ann: { court: { yellow: 3, blue: 1 }, hand: [1, 1, 1, 0] },
          ben: { court: { yellow: 3, blue: 0 }, estates: { count: 3, cattle: 2 }, hand: [0, 1, 1, 1] },
          cat: { court: { yellow: 3, blue: 0 }, hand: [3, 0, 0, 0] },
        },
      });
      // The reading changes the outcome set here: the default's differs.
      expect(compare(state, under), `${id}=${reading}`).not.toBe(compare(state));
    }
  });

  it("equals the exhaustive walk on varied three-card raids (seeded hands, pipers, prizes, scores)", () => {
    let draws = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const rnd = seededRandom(seed);
      const hand = (): [number, number, number, number] => {
        const h: [number, number, number, number] = [0, 0, 0, 0];
        for (let i = 0; i < 3; i++) h[Math.floor(rnd() * 4)]!++;
        return h;
      };
      const clan = () => ({
        court: { yellow: 3, blue: Math.floor(rnd() * 2) },
        hand: hand(),
        estates: { count: 3, castles: Math.floor(rnd() * 2), abbeys: 0, cattle: Math.floor(rnd() * 2) },
      });
      const state = arrange(spec, {
        players: ["ann", "ben", "cat"],
        seed,
        phase: "raid-or-exchange",
        active: "ann",
        clans: { ann: clan(), ben: clan(), cat: clan() },
      });
      compare(state);
      const folded = enumerate(spec, state, event);
      if (folded.ok)
        draws += [...expand(folded.outcomes)].filter((o) => JSON.stringify(o.path).includes('"discard"')).length;
    }
    // The drawn raid's discards are walked after the rounds: make sure that case was compared.
    expect(draws).toBeGreaterThan(0);
  });

  it("is used for phase 3 only: phase 2 is walked path by path and every legal plan is among its outcomes", () => {
    const state = arrange(spec, {
      players: ["ann", "ben", "cat"],
      seed: 8,
      phase: "act",
      active: "ann",
      drawn: { yellow: 2, blue: 2, green: 1, red: 1 },
    });
    const all = enumerate(spec, state, { kind: "act" } as const);
    if (!all.ok) throw all.error;
    expect(all.outcomes.method).toBe("exhaustive");
    const keys = new Set(all.outcomes.groups.map((g) => (g.summary as { key: string }).key));
    const plans = legalPlans(state, spec.decisions);
    expect(plans.length).toBeGreaterThan(20);
    for (const plan of plans) {
      const r = step(
        spec,
        state,
        { kind: "act" } as const,
        scripted([{ kind: "actions", actor: "ann", pick: plan }], firstLegal()),
      );
      if (!r.ok) throw r.error;
      expect(keys.has(canonical(r.state)), JSON.stringify(plan)).toBe(true);
    }
  });
});
