// What the ruleset tells the enumerator before it walks a moment (index.ts `pathsAtLeast`): every
// player with awards picks one of k! x figures^k plans (RB-STEAL-ORDER), so a moment has at least
// their product of choice paths, and a walk that would pass `maxPaths` is refused before any path
// is walked. Expected counts are worked by hand from that rule; other events claim one path.
import { describe, expect, it } from "vitest";
import { robbersSpec } from "../../src/games/robbers/library/api.js";
import { enumerate } from "../../src/interpreter/enumerate.js";
import type { RobbersEvent, RobbersState } from "./index.js";

// Red (active, The Messages) with its robber on 10; blue's meeple on 10 scores three awards.
const state: RobbersState = {
  players: ["red", "blue"],
  messages: true,
  active: "red",
  figures: { red: { meeple: 3, messenger: 20 }, blue: { meeple: 10, messenger: 1 } },
  robbers: { red: 10, blue: null },
  bagTiles: 3,
  messagesDrawn: { red: 0, blue: 0 },
  ended: false,
};
const moment: RobbersEvent = {
  kind: "moment",
  awards: [4, 4, 6].map((points) => ({ player: "blue", points, source: "feature" as const })),
};

describe("choice paths a moment has at least", () => {
  const spec = robbersSpec();

  it("a moment: blue's 3 awards with two figures make 3! x 2^3 = 48 plans; other events one path", () => {
    expect(spec.ruleset.pathsAtLeast?.(spec, state, moment)).toBe(48n);
    expect(spec.ruleset.pathsAtLeast?.(spec, state, { kind: "turn", player: "blue" })).toBe(1n);
  });

  it("a walk past maxPaths is refused before any path is walked", () => {
    let walked = 0;
    const counting = {
      ...spec,
      ruleset: {
        ...spec.ruleset,
        outcomeKey: (...args: Parameters<typeof spec.ruleset.outcomeKey>) => {
          walked++;
          return spec.ruleset.outcomeKey(...args);
        },
      },
    };
    const r = enumerate(counting, state, moment, { exhaustive: true, maxPaths: 47 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("more than 47 choice paths");
    expect(walked).toBe(0);
    // At the bound itself the walk goes ahead, and is refused only after walking: past the 48 plans, red
    // picks the figure that records what its robber steals (RB-ROGUE-FIGURE), so there are more than 48 paths.
    const atBound = enumerate(counting, state, moment, { exhaustive: true, maxPaths: 48 });
    expect(walked).toBeGreaterThan(0);
    expect(atBound.ok).toBe(false);
  });
});
