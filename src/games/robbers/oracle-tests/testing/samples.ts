// Small valid inputs that the tests break in every way they can think of.
import type { ScenarioInput } from "../../formats/scenario.js";
import type { TraceInput } from "../../formats/trace.js";

/** Blue's robber sits beside Red's meeple; Red scores 5. */
export const sampleScenario = (): ScenarioInput => ({
  format: "robbers-scenario/1",
  options: { edition: "C3" },
  players: ["red", "blue", "green"],
  messages: false,
  active: "red",
  figures: { red: { meeple: 7 }, blue: { meeple: 12 }, green: { meeple: 7 } },
  robbers: { red: null, blue: 7, green: 12 },
  bagTiles: 0,
  messagesDrawn: { red: 0, blue: 0, green: 0 },
  event: {
    kind: "moment",
    awards: [
      { player: "red", points: 5, source: "feature" },
      { player: "blue", points: 4, source: "feature" },
    ],
  },
});

/** The same situation as a two-step trace: the moment (Blue steals 3 from Red, Green 2 from Blue), then a turn. */
export const sampleTrace = (): TraceInput => ({
  format: "robbers-trace/1",
  options: { edition: "C3" },
  setup: {
    players: ["red", "blue", "green"],
    messages: false,
    active: "red",
    figures: { red: { meeple: 7 }, blue: { meeple: 12 }, green: { meeple: 7 } },
    robbers: { red: null, blue: 7, green: 12 },
  },
  steps: [
    {
      event: {
        kind: "moment",
        awards: [
          { player: "red", points: 5, source: "feature" },
          { player: "blue", points: 4, source: "feature" },
        ],
      },
      choices: [
        { kind: "steal", actor: "blue", pick: { victim: "red", figure: "meeple" } },
        { kind: "steal", actor: "green", pick: { victim: "blue", figure: "meeple" } },
      ],
      claims: { scores: { red: 12, blue: 19, green: 9 }, robbers: { red: null, blue: null, green: null } },
    },
    { event: { kind: "turn", player: "blue" }, claims: { scores: { red: 12, blue: 19, green: 9 } } },
  ],
});
