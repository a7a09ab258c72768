// Misreadings are executable but never the rules: each changes what happens exactly as its mistake
// says (the cases worked out by hand from the rules it misreads), cites itself after the rule it
// misreads, and nothing selects it but options that name it; the file formats cannot name it.
import { describe, expect, it } from "vitest";
import { play, robbersSpec } from "../../src/games/robbers/library/api.js";
import { readScenarioText } from "../../src/games/robbers/oracle.js";
import { EDITION_IDS, interpretations, type RobbersEvent, type RobbersState, robbersMisreadings } from "./index.js";

const base: RobbersState = {
  players: ["red", "blue"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 3 }, blue: { meeple: 12 } },
  robbers: { red: null, blue: 3 },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0 },
  ended: false,
};
const moment = (points: number): RobbersEvent => ({
  kind: "moment",
  awards: [{ player: "red", points, source: "feature" }],
});
const playedUnder = (misreadings: string[], state: RobbersState, event: RobbersEvent) => {
  const r = play(robbersSpec({ misreadings } as never), state, event, []);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

describe("each misreading plays its mistake", () => {
  it("MIS-STEAL-ROUNDS-DOWN: blue's robber takes 2 of red's 5, not 3 (RB-STEAL-HALF rounds up)", () => {
    expect(playedUnder([], base, moment(5)).state.figures.blue!.meeple).toBe(15);
    const wrong = playedUnder(["MIS-STEAL-ROUNDS-DOWN"], base, moment(5));
    expect(wrong.state.figures.blue!.meeple).toBe(14);
    expect(wrong.effects.find((e) => e.type === "steal")?.decidedBy).toEqual([
      "RB-STEAL-HALF",
      "MIS-STEAL-ROUNDS-DOWN",
    ]);
    // Of an even number the mistake changes nothing.
    expect(playedUnder(["MIS-STEAL-ROUNDS-DOWN"], base, moment(4)).state.figures.blue!.meeple).toBe(14);
  });

  it("MIS-STEAL-ROBS-OWN-PLAYER: red's robber beside red's own meeple takes 2 of its 4 (RB-STEAL-SELF forbids it)", () => {
    // Red's robber was put beside blue's meeple on 3; red's meeple stands there too.
    const own: RobbersState = {
      ...base,
      figures: { red: { meeple: 3 }, blue: { meeple: 3 } },
      robbers: { red: 3, blue: null },
    };
    const rules = playedUnder([], own, moment(4));
    expect(rules.state.figures.red!.meeple).toBe(7);
    expect(rules.state.robbers.red).toBe(3);
    const wrong = playedUnder(["MIS-STEAL-ROBS-OWN-PLAYER"], own, moment(4));
    expect(wrong.state.figures.red!.meeple).toBe(9);
    expect(wrong.state.robbers.red).toBeNull();
  });

  it("MIS-FINAL-BONUS-TWO: blue's robber still out earns 2 at the end, not 3 (RB-FINAL-BONUS)", () => {
    const end: RobbersEvent = { kind: "game-end" };
    expect(playedUnder([], base, end).state.figures.blue!.meeple).toBe(15);
    const wrong = playedUnder(["MIS-FINAL-BONUS-TWO"], base, end);
    expect(wrong.state.figures.blue!.meeple).toBe(14);
    expect(wrong.effects.find((e) => e.type === "figure-moved")?.decidedBy).toEqual([
      "RB-FINAL-BONUS",
      "MIS-FINAL-BONUS-TWO",
    ]);
  });
});

describe("misreadings are never the rules", () => {
  it("each misreads a rule of the ruleset and names the decision it changes", () => {
    const spec = robbersSpec();
    for (const m of robbersMisreadings) {
      expect(m.id, m.id).toMatch(/^MIS-/);
      expect(
        spec.ruleset.rules.some((r) => r.id === m.rule),
        m.id,
      ).toBe(true);
      expect(m.decision in spec.decisions, m.id).toBe(true);
    }
  });

  it("no edition and no reading selects one: the decisions they change keep their base values", () => {
    let checked = 0;
    for (const edition of EDITION_IDS)
      for (const i of interpretations)
        for (const r of i.readings) {
          const d = robbersSpec({ edition, interpretations: { [i.id]: r.id } } as never).decisions;
          expect([d.stealRounding.value, d.selfSteal.value, d.finalBonus.value]).toEqual(["up", "never", 3]);
          checked++;
        }
    expect(checked).toBeGreaterThan(50);
  });

  it("an unknown misreading is refused where it is named, and no file format accepts the option", () => {
    expect(() => robbersSpec({ misreadings: ["MIS-NOPE"] } as never)).toThrow(/unknown misreading "MIS-NOPE"/);
    const scenario = {
      format: "robbers-scenario/1",
      options: { misreadings: ["MIS-STEAL-ROUNDS-DOWN"] },
      players: ["red", "blue"],
      messages: false,
      active: "red",
      figures: { red: { meeple: 3 }, blue: { meeple: 12 } },
      robbers: { red: null, blue: 3 },
      event: { kind: "moment", awards: [{ player: "red", points: 5, source: "feature" }] },
    };
    const read = readScenarioText(JSON.stringify(scenario));
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(`${read.error.path}: ${read.error.message}`).toMatch(
        /^\$\.options\.misreadings: unknown field "misreadings"/,
      );
  });
});
