// The handlers' named steps as data: every handler is split into steps, each rule id a handler
// carries out leads to the step(s) that enforce it, and what the factored enumerator applies itself
// (FACTORED_RULES) is named by the step that enforces it on a single path.
import { describe, expect, it } from "vitest";
import { stepsImplementing } from "../../src/dsl/index.js";
import { momentSteps } from "./handlers/moment.js";
import { robbers, robbersRules } from "./index.js";
import { FACTORED_RULES } from "./moment/factored.js";

const known = new Set(robbersRules.map((r) => r.id));
const where = (id: string) => stepsImplementing(robbers.handlers, id).map((l) => `${l.handler}/${l.step}`);

describe("handler steps", () => {
  it("every handler is split into named steps with known rule ids; its implements is their union", () => {
    for (const h of robbers.handlers) {
      expect(h.steps?.length, h.id).toBeGreaterThan(0);
      const steps = h.steps ?? [];
      expect(new Set(steps.map((s) => s.id)).size, `${h.id}: step ids are unique`).toBe(steps.length);
      for (const s of steps) {
        expect(s.summary.length, `${h.id}/${s.id} says what it does`).toBeGreaterThan(0);
        expect(s.implements.length, `${h.id}/${s.id}`).toBeGreaterThan(0);
        for (const id of s.implements) expect(known.has(id), `${h.id}/${s.id}: ${id}`).toBe(true);
      }
      expect([...h.implements].sort()).toEqual([...new Set(steps.flatMap((s) => s.implements))].sort());
    }
  });

  it("a scoring moment runs plan, steal, rogue points, follow and messages", () => {
    expect(momentSteps.map((s) => s.id)).toEqual(["plan", "steal", "rogue", "follow", "messages"]);
    expect(robbers.handlers.find((h) => h.id === "scoring-moment")!.steps!.map((s) => s.id)).toEqual([
      "plan",
      "steal",
      "rogue",
      "follow",
      "messages",
    ]);
  });

  it("goes from a rule id to the named step that enforces it", () => {
    expect(where("RB-STEAL-CHOOSE")).toEqual(["scoring-moment/steal"]);
    expect(where("RB-STEAL-SELF")).toEqual(["scoring-moment/steal", "scoring-moment/follow"]);
    expect(where("RB-ROGUE-FOLLOW-MIXED")).toEqual(["scoring-moment/follow"]);
    expect(where("MS-DARK-DRAW")).toEqual(["scoring-moment/messages", "backward-move/message"]);
    expect(where("RB-PLACE-NEXT")).toEqual(["bag-tile-placement/follow-up"]);
    expect(where("RB-PLACE-MOVE")).toEqual(["bag-tile-placement/active"]);
    expect(where("RB-PLACE-TARGET")).toEqual(["bag-tile-placement/target"]);
    expect(where("RB-BACK-CHOOSE")).toEqual(["backward-move/follow-or-stay"]);
    expect(where("RB-FINAL-BONUS")).toEqual(["game-end/bonus"]);
  });

  it("every rule of play is enforced by a step, except those checked on states and events alone", () => {
    const stepped = new Set(robbers.handlers.flatMap((h) => h.implements));
    const unstepped = robbersRules.filter((r) => r.kind === "rule" && !stepped.has(r.id)).map((r) => r.id);
    // Players and robbers off the scoreboard are refused by validateState/validateEvent too, but the
    // turn step (the seating order) and the target step (a robber stands on a space) name them.
    expect(unstepped.sort()).toEqual([]);
  });

  it("each rule the factored enumerator applies itself is one its named moment step implements", () => {
    for (const entry of FACTORED_RULES) {
      const step = momentSteps.find((s) => s.id === entry.step);
      expect(step, entry.step).toBeDefined();
      for (const id of entry.rules)
        expect((step!.implements as readonly string[]).includes(id), `${entry.step}: ${id} (${entry.where})`).toBe(
          true,
        );
    }
  });
});
