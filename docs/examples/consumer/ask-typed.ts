// A TypeScript user of the package, type-checked against the shipped declarations only (dist/*.d.ts)
// under strict settings of its own: exactOptionalPropertyTypes, erasableSyntaxOnly, no @types/node.
// The consumer test copies this folder into a project that installed the packed tarball.
import {
  describeOutcomeSet,
  type ExplainResult,
  explain,
  initialState,
  outcomes,
  type RobbersEvent,
  type RobbersState,
  robbersSpec,
} from "robbers-spec";
import { type MacRobberState, macRobberSpec, newGame, nextChoice } from "robbers-spec/macrobber";

const spec = robbersSpec({ edition: "C2-ZMan", interpretations: { "INT-ZERO-POINTS": "used-up" } });
const state: RobbersState = {
  ...initialState(["ann", "ben"], false),
  figures: { ann: { meeple: 0 }, ben: { meeple: 3 } },
  robbers: { ann: 3, ben: null },
};
const event: RobbersEvent = { kind: "moment", awards: [{ player: "ben", points: 5, source: "feature" }] };
const result = outcomes(spec, state, event);
export const lines: readonly string[] = result.ok
  ? describeOutcomeSet(result.outcomes.set)
  : [`${result.error.rules.join(", ")}: ${result.error.message}`];

const answer: ExplainResult = explain({
  format: "robbers-scenario/1",
  players: ["ann", "ben"],
  messages: false,
  active: "ann",
  figures: { ann: { meeple: 0 }, ben: { meeple: 3 } },
  robbers: { ann: 3, ben: null },
  event,
});
export const distinct: bigint | string = answer.ok ? answer.report.distinct : answer.error.message;

const game: MacRobberState = newGame(macRobberSpec(), ["ann", "ben", "cat"], 1);
export const firstChoice: string = nextChoice(macRobberSpec(), game)?.rule ?? "nobody decides";
