// A plain JavaScript user of the package (no TypeScript, no bundler): one question to the rules.
// Ann's robber stands on space 3 beside Ben's meeple; Ben scores 5 for a road. How much does the
// robber steal? (RB-STEAL-HALF: half the points, rounded up.) Run: node ask.mjs
import { describeOutcomeSet, initialState, outcomes, robbersSpec } from "robbers-spec";
import { macRobberSpec, newGame } from "robbers-spec/macrobber";

const spec = robbersSpec({ edition: "C3" });
const state = {
  ...initialState(["ann", "ben"], false),
  figures: { ann: { meeple: 0 }, ben: { meeple: 3 } },
  robbers: { ann: 3, ben: null },
};
const result = outcomes(spec, state, { kind: "moment", awards: [{ player: "ben", points: 5, source: "feature" }] });
if (!result.ok) throw new Error(result.error.message);
for (const line of describeOutcomeSet(result.outcomes.set)) console.log(line);
const [only] = result.outcomes.all();
console.log(`scores: ann ${only.state.figures.ann.meeple}, ben ${only.state.figures.ben.meeple}`);

// MacRobber from its own entry point: a seeded three-player game starts with the tokens phase.
const game = newGame(macRobberSpec(), ["ann", "ben", "cat"], 1);
console.log(`macrobber: ${game.active} begins; the game expects ${game.phase}`);
