// The same question from a CommonJS project (`npm init -y` writes "type": "commonjs"): `require`
// loads the package's ES modules on Node 20.19 or later. Ann's robber stands on space 3 beside Ben's
// meeple; Ben scores 5 for a road (RB-STEAL-HALF: half the points, rounded up). Run: node ask.cjs
const { describeOutcomeSet, initialState, outcomes, robbersSpec } = require("robbers-spec");
const { macRobberSpec, newGame } = require("robbers-spec/macrobber");

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
const game = newGame(macRobberSpec(), ["ann", "ben", "cat"], 1);
console.log(`macrobber: ${game.active} begins; the game expects ${game.phase}`);
