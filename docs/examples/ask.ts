// The README's example: ask the specification what can happen in the wiki's Example #3 (000): the
// groups of outcomes (who steals what), the first outcome in full with the rules behind each
// effect, and then, as the README's snippet ends, how the editions C2-ZMan and C3 differ
// (compareEditions). Run with `npm run example`; src/games/site/readme.test.ts holds the README to this.
import {
  compareEditions,
  describeOutcome,
  describeOutcomeSet,
  type EditionDifference,
  outcomes,
  type RobbersEvent,
  type RobbersState,
  robbersSpec,
} from "../../src/index.js";

/** One difference between two editions on one line: `decision: value (rule ids) vs value (rule ids)`. */
const differenceLine = (d: EditionDifference): string =>
  `  ${d.decision}: ${String(d.a.value)} (${d.a.by.join(", ")}) vs ${String(d.b.value)} (${d.b.by.join(", ")})`;

export function askExample3(): string[] {
  const spec = robbersSpec({ edition: "C3" }); // or "C2-ZMan", with interpretations: { "INT-...": "..." }
  const state: RobbersState = {
    players: ["you", "blue", "green"],
    messages: true,
    active: "you",
    // Blue's robber shares space 17 with Green's meeple and messenger and your meeple.
    figures: {
      you: { meeple: 17, messenger: 31 },
      blue: { meeple: 1, messenger: 2 },
      green: { meeple: 17, messenger: 67 },
    },
    robbers: { you: null, blue: 17, green: null },
    bagTiles: 0,
    messagesDrawn: { you: 0, blue: 0, green: 0 },
    ended: false,
  };
  const event: RobbersEvent = {
    kind: "moment",
    awards: [
      { player: "green", points: 3, source: "feature", label: "road" },
      { player: "green", points: 6, source: "feature", label: "city" },
      { player: "you", points: 2, source: "feature", label: "road" },
      { player: "you", points: 8, source: "feature", label: "city" },
    ],
  };
  const result = outcomes(spec, state, event);
  if (!result.ok) return [`refused: ${result.error.message}`];
  const { distinct, paths } = result.outcomes;
  const all = result.outcomes.all();
  return [
    `${distinct} distinct outcomes (${paths} choice paths), in ${result.outcomes.set.groups.length} groups:`,
    ...describeOutcomeSet(result.outcomes.set),
    "The first outcome in full:",
    describeOutcome(all[0]!, 0),
    "How C2-ZMan and C3 differ (compareEditions):",
    ...compareEditions("C2-ZMan", "C3").map(differenceLine),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(askExample3().join("\n"));
