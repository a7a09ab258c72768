// The scenario format: what it accepts, what it refuses, and the state it describes.
import { describe, expect, it } from "vitest";
import { scenarioSchema, stateOfSetup, toOptionsInput } from "./scenario.js";

const base = {
  format: "robbers-scenario/1",
  players: ["red", "blue"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 3 }, blue: { meeple: 8 } },
  robbers: { red: null, blue: 3 },
  event: { kind: "moment", awards: [{ player: "red", points: 4, source: "feature" }] },
};

describe("robbers-scenario/1", () => {
  it("accepts a minimal scenario and fills in the defaults", () => {
    const s = scenarioSchema.parse(base);
    expect(s.options).toEqual({});
    expect(stateOfSetup(s)).toMatchObject({ bagTiles: 0, messagesDrawn: { red: 0, blue: 0 }, ended: false });
  });
  it("accepts every edition and reading by name, and nothing else", () => {
    const s = scenarioSchema.parse({
      ...base,
      options: { edition: "C2-ZMan", interpretations: { "INT-ZERO-POINTS": "used-up" } },
    });
    expect(toOptionsInput(s.options)).toEqual({
      edition: "C2-ZMan",
      interpretations: { "INT-ZERO-POINTS": "used-up" },
    });
    expect(scenarioSchema.safeParse({ ...base, options: { interpretations: { "INT-NOPE": "x" } } }).success).toBe(
      false,
    );
    expect(
      scenarioSchema.safeParse({ ...base, options: { interpretations: { "INT-ZERO-POINTS": "sometimes" } } }).success,
    ).toBe(false);
  });
  it("refuses another version, unknown fields and a missing event", () => {
    expect(scenarioSchema.safeParse({ ...base, format: "robbers-scenario/2" }).success).toBe(false);
    expect(scenarioSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
    const { event: _event, ...noEvent } = base;
    expect(scenarioSchema.safeParse(noEvent).success).toBe(false);
  });
  it("keeps messages drawn for unknown players, so that the rules can refuse them", () => {
    const s = scenarioSchema.parse({ ...base, messagesDrawn: { purple: 1 } });
    expect(stateOfSetup(s).messagesDrawn).toEqual({ red: 0, blue: 0, purple: 1 });
  });
});
