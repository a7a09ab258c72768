// The playground's form checks: good input becomes a state the specification accepts, bad input
// becomes a message for the field it concerns (never an exception), and specification errors
// are placed beside the field their JSON path names.
import { describe, expect, it } from "vitest";
import { checkState, robbersSpec } from "../../library/api.js";
import { defaultForm, formFromExample, formFromState } from "./form-model.js";
import { fieldOfPath, parseForm, previewState } from "./parse-form.js";
import type { FormModel, PlaygroundExample } from "./types.js";

const errorsOf = (m: FormModel) => {
  const r = parseForm(m);
  return r.ok ? [] : r.errors;
};

describe("playground form", () => {
  it("turns the starting form into a state and moment the specification accepts", () => {
    const r = parseForm(defaultForm());
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(checkState(robbersSpec(r.options), r.state)).toBeNull();
    expect(r.state.robbers).toEqual({ red: null, blue: 21, green: null });
    expect(r.event).toEqual({
      kind: "moment",
      awards: [{ player: "green", points: 7, source: "feature", label: "city" }],
    });
  });

  it.each(["abc", "-1", "501", "2.5", "", "1e2"])("refuses award points %j beside the field", (points) => {
    const m = defaultForm();
    m.awards[0]!.points = points;
    expect(errorsOf(m)).toEqual([{ field: "award-0-points", message: "points must be a whole number 0-500" }]);
  });

  it("refuses a robber off the loop unless spaces are scores (INT-SAME-SPACE score)", () => {
    const m = defaultForm();
    m.players[1]!.robber = "50";
    expect(errorsOf(m)).toEqual([{ field: "player-1-robber", message: "a robber is empty (supply) or a square 0-49" }]);
    m.readings["INT-SAME-SPACE"] = "score";
    expect(errorsOf(m)).toEqual([]);
  });

  it("refuses duplicate and malformed names, bad positions and too many awards, each beside its field", () => {
    const m = defaultForm();
    m.players[2]!.name = "red";
    m.players[0]!.meeple = "x";
    m.players.push({ name: "9lives", meeple: "0", messenger: "0", robber: "" });
    for (let i = 0; i < 7; i++) m.awards.push({ player: 0, points: "1", source: "feature", label: "" });
    expect(errorsOf(m).map((e) => e.field)).toEqual([
      "player-0-meeple",
      "player-2-name",
      "player-3-name",
      "award-7-player",
    ]);
  });

  it("places specification errors by their JSON path", () => {
    const m = defaultForm();
    expect(fieldOfPath('$.figures["blue"].meeple', m)).toBe("player-1-meeple");
    expect(fieldOfPath('$.robbers["green"]', m)).toBe("player-2-robber");
    expect(fieldOfPath("$.event.awards[0].points", m)).toBe("award-0-points");
    expect(fieldOfPath("$.players[1]", m)).toBe("player-1-name");
    expect(fieldOfPath("$.bagTiles", m)).toBe("general");
    expect(fieldOfPath(undefined, m)).toBe("general");
  });

  it("loads a worked example's moment back into the same state and event", () => {
    const state = {
      players: ["you", "blue"],
      messages: true,
      active: "blue",
      figures: { you: { meeple: 24, messenger: 12 }, blue: { meeple: 44, messenger: 16 } },
      robbers: { you: 44, blue: null },
      bagTiles: 3,
      messagesDrawn: { you: 1, blue: 0 },
      ended: false,
    };
    const example: PlaygroundExample = {
      key: "x#0",
      fixture: "x",
      title: "t",
      step: 0,
      label: "",
      edition: "C2-ZMan",
      interpretations: { "INT-ZERO-POINTS": "used-up" },
      state,
      event: { kind: "moment", awards: [{ player: "blue", points: 4, source: "fairy" }] },
      options: [],
    };
    const r = parseForm(formFromExample(example));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.state).toEqual(state);
    expect(r.event).toEqual(example.event);
    expect(r.options.edition).toBe("C2-ZMan");
    expect(r.options.interpretations?.["INT-ZERO-POINTS"]).toBe("used-up");
  });

  it("previews a half-typed form without failing", () => {
    const m = defaultForm();
    m.players[0]!.name = "";
    m.players[1]!.name = "green";
    m.players[1]!.meeple = "oops";
    const p = previewState(m);
    expect(p.players).toEqual(["player 1", "green", "green (3)"]);
    expect(p.figures.green).toEqual({ meeple: 0 });
  });

  it("turns every event kind the form offers into the event, and back into the same form", () => {
    const events = [
      { kind: "bag-tile" },
      { kind: "backward", player: "blue", figure: "meeple", points: 2, source: "bazaar" },
      { kind: "turn", player: "green" },
      { kind: "game-end" },
      { kind: "moment", awards: [{ player: "red", points: 3, source: "feature" }] },
    ] as const;
    const start = parseForm(defaultForm());
    if (!start.ok) throw new Error(JSON.stringify(start.errors));
    for (const event of events) {
      const r = parseForm(formFromState(start.state, { edition: "C3" }, event));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      expect(r.event).toEqual(event);
    }
  });

  it("refuses a bad backward move beside its fields, and places the rules' errors there", () => {
    const m = defaultForm();
    m.eventKind = "backward";
    m.backward = { player: 1, figure: "messenger", points: "0", source: "bazaar" };
    expect(errorsOf(m)).toEqual([
      { field: "backward-figure", message: "choose one of meeple" },
      { field: "backward-points", message: "points must be a whole number 1-500" },
    ]);
    expect(fieldOfPath("$.event.points", m)).toBe("backward-points");
    m.eventKind = "turn";
    expect(fieldOfPath("$.event.player", m)).toBe("turn-player");
  });
});
