// The trace format: typed picks per choice kind, claims, and the JSON / JSON Lines halves.
import { describe, expect, it } from "vitest";
import { traceChoiceSchema, traceHeaderSchema, traceSchema, traceStepSchema } from "./trace.js";

const header = {
  format: "robbers-trace/1",
  setup: {
    players: ["red", "blue"],
    messages: false,
    active: "red",
    figures: { red: { meeple: 0 }, blue: { meeple: 0 } },
    robbers: { red: null, blue: null },
  },
};
const step = {
  event: { kind: "bag-tile" },
  choices: [{ kind: "place", actor: "red", pick: { action: "place", at: 0 } }],
  claims: { robbers: { red: 0 } },
};

describe("robbers-trace/1", () => {
  it("is a header plus steps as one document, or the same split into lines", () => {
    expect(traceSchema.parse({ ...header, steps: [step] }).steps[0]!.choices).toHaveLength(1);
    expect(traceHeaderSchema.parse(header).options).toEqual({});
    expect(traceStepSchema.parse({ event: { kind: "game-end" } }).choices).toEqual([]);
    expect(traceHeaderSchema.safeParse({ ...header, steps: [] }).success).toBe(false);
  });
  it("types each pick by its kind", () => {
    const ok = (c: unknown) => traceChoiceSchema.safeParse(c).success;
    expect(ok({ kind: "plan", actor: "red", pick: { sequence: [{ award: 0, figure: "messenger" }] } })).toBe(true);
    expect(ok({ kind: "follow", actor: "red", pick: { thief: "blue", figure: "meeple" } })).toBe(true);
    expect(ok({ kind: "backward", actor: "red", pick: { action: "stay" } })).toBe(true);
    expect(ok({ kind: "place", actor: "red", pick: { action: "move" } })).toBe(false);
    expect(ok({ kind: "steal", actor: "red", pick: { figure: "meeple" } })).toBe(false);
    expect(ok({ kind: "bonus", actor: "red", pick: { figure: "knight" } })).toBe(false);
    expect(ok({ kind: "teleport", actor: "red", pick: {} })).toBe(false);
  });
  it("accepts any subset of claims, and refuses negative ones", () => {
    expect(traceStepSchema.safeParse({ ...step, claims: {} }).success).toBe(true);
    expect(traceStepSchema.safeParse({ ...step, claims: { figures: { red: { messenger: 4 } } } }).success).toBe(true);
    expect(traceStepSchema.safeParse({ ...step, claims: { scores: { red: -1 } } }).success).toBe(false);
    expect(traceStepSchema.safeParse({ ...step, claims: { robbers: { red: -1 } } }).success).toBe(false);
  });
});
