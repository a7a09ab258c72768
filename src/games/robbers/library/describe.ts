// Human-readable text for effects, choices and outcomes, each effect followed by the rule ids it cites.

import { match } from "ts-pattern";
import type { RobbersEffect } from "../../../../spec/robbers/index.js";
import { isRecord, type OutcomeSet, type PathStep, renderingArgument, requireArgument } from "../../../dsl/index.js";
import { citeText } from "../../../oracle/cite-text.js";
import { printable } from "../../../oracle/printable.js";
import type { Outcome } from "./api.js";

const loc = (at: number | null) => (at === null ? "supply" : `space ${at}`);

/**
 * A player's name as a possessive: "blue's", but "your" for a player called "you" (the wiki's
 * examples speak to the reader, so "you's meeple" would read wrong). Use it wherever text says
 * whose figure, robber or turn something is.
 * @example
 * possessive("blue"); // "blue's"
 * possessive("you"); // "your"
 */
export const possessive = (player: string): string => (player === "you" ? "your" : `${player}'s`);
const of = possessive; // short name for the many sentences below

/** One sentence per effect (the match is exhaustive: a new effect type must be described here). */
export const describeEffect = (e: RobbersEffect): string => {
  requireArgument(
    isRecord(e) && EFFECT_TYPES.has(e.type),
    `a Robbers effect (type one of ${[...EFFECT_TYPES].join(", ")})`,
  );
  // Fields of another type than the effect's (an object without a prototype) are refused, not a TypeError.
  return renderingArgument("a Robbers effect", () => effectSentence(e));
};

const effectSentence = (e: RobbersEffect): string =>
  match(e)
    .with({ type: "robber-placed" }, (x) => `${x.player} places its robber on space ${x.at}`)
    .with({ type: "robber-moved" }, (x) => `${x.player} moves its robber from space ${x.from} to space ${x.to}`)
    .with({ type: "placement-declined" }, (x) => `${x.player} does not place a robber`)
    .with({ type: "placement-skipped" }, (x) => `${x.player} is passed over: ${x.reason}`)
    .with({ type: "figure-moved" }, (x) =>
      x.points >= 0
        ? `${of(x.player)} ${x.figure} scores ${x.points} (${x.source}${x.award !== undefined ? ` #${x.award}` : ""}): ${x.from} -> ${x.to}`
        : `${of(x.player)} ${x.figure} pays ${-x.points} (${x.source}): ${x.from} -> ${x.to}`,
    )
    .with(
      { type: "steal" },
      (x) =>
        `${of(x.thief)} robber on space ${x.at} steals ${x.amount} (half of ${x.points}, rounded ` +
        `${x.amount * 2 >= x.points ? "up" : "down"}) from ${of(x.victim)} ${x.figure}`,
    )
    .with({ type: "robber-returned" }, (x) => `${of(x.player)} robber returns to supply`)
    .with(
      { type: "robber-followed" },
      (x) => `${of(x.player)} robber follows ${of(x.owner)} ${x.figure}: space ${x.from} -> space ${x.to}`,
    )
    .with({ type: "robber-stayed" }, (x) => `${of(x.player)} robber stays on ${loc(x.at)}`)
    .with({ type: "message-drawn" }, (x) => `${x.player} draws a message (${x.figure} on dark space ${x.at})`)
    .with({ type: "turn-started" }, (x) => `${of(x.player)} turn begins`)
    .with({ type: "game-ended" }, () => "the game ends")
    .exhaustive();

/** Every effect type `describeEffect` has words for. */
const EFFECT_TYPES: ReadonlySet<unknown> = new Set<RobbersEffect["type"]>([
  "robber-placed",
  "robber-moved",
  "placement-declined",
  "placement-skipped",
  "figure-moved",
  "steal",
  "robber-returned",
  "robber-followed",
  "robber-stayed",
  "message-drawn",
  "turn-started",
  "game-ended",
]);

/**
 * A recorded pick as text: who, which kind of choice, and the pick as JSON.
 * @example
 * describeChoice({ kind: "steal", actor: "blue", pick: { victim: "green", figure: "meeple" } });
 * // 'blue steal: {"victim":"green","figure":"meeple"}'
 */
export const describeChoice = (s: PathStep): string => {
  requireArgument(isRecord(s), "a choice { kind, actor, pick }");
  return printable(`${String(s.actor)} ${String(s.kind)}: ${JSON.stringify(s.pick) ?? "nothing"}`, 2000);
};

/**
 * An outcome as text: its choice path, then each effect with its rule ids.
 * @param o an outcome from `outcomes(...).all()` or `first(n)`.
 * @param index its position in the list (printed 1-based).
 * @returns several lines joined with `\n`.
 * @example
 * // state and event: the wiki's Example #3, as in docs/examples/ask.ts.
 * const result = outcomes(robbersSpec(), state, event);
 * if (result.ok) result.outcomes.first(5).outcomes.forEach((o, i) => console.log(describeOutcome(o, i)));
 * // Outcome 1 (reached by 2 choice paths)
 * //   choices: blue steal: {"victim":"you","figure":"meeple"}; you plan: {...}; green plan: {...}; blue rogue: {"figure":"meeple"}
 * //   - your meeple scores 2 (feature #2): 17 -> 19  [BASE-SCOREBOARD, RB-STEAL-ORDER, RB-STEAL-PER-EVENT]
 * //   ...
 * //   - blue's robber on space 17 steals 1 (half of 2, rounded up) from your meeple  [RB-STEAL-HALF, ...]
 */
export function describeOutcome(o: Outcome, index: number): string {
  requireArgument(
    isRecord(o) && Array.isArray(o.path) && Array.isArray(o.effects),
    "an outcome { path, effects, count }",
  );
  const lines = [`Outcome ${index + 1}${o.count > 1n ? ` (reached by ${o.count} choice paths)` : ""}`];
  lines.push(o.path.length ? `  choices: ${o.path.map(describeChoice).join("; ")}` : "  choices: none needed");
  for (const e of o.effects) lines.push(`  - ${describeEffect(e)}  ${citeText(e)}`);
  return lines.join("\n");
}

/**
 * The factored view: one line per group of outcomes (its thefts) with its independent factors.
 * A set with too many groups to hold (`set.totals` set) is described by the groups it holds, its
 * first ones; `set.totals.groups` says how many there are in all.
 * @param set the factored set from `outcomes(...).outcomes.set` (or `enumerate`).
 * @returns one line per group held.
 * @example
 * // Blue's robber is on space 17 beside Green's meeple and messenger; Green scores 6.
 * const result = outcomes(robbersSpec(), state, { kind: "moment", awards: [{ player: "green", points: 6, source: "feature" }] });
 * if (result.ok) for (const line of describeOutcomeSet(result.outcomes.set)) console.log(line);
 * // Group 1: blue takes 3 from green's meeple (6)  ×  scoring by green: 1 way(s) x rogue points of blue: 2 way(s)
 * // Group 2: blue takes 3 from green's messenger (6)  ×  scoring by green: 1 way(s) x rogue points of blue: 2 way(s)
 */
export function describeOutcomeSet(set: OutcomeSet): string[] {
  requireArgument(isRecord(set) && Array.isArray(set.groups), "an outcome set { groups } from outcomes(...)");
  return renderingArgument("an outcome set { groups } from outcomes(...)", () =>
    set.groups.map((g, i) => {
      const s = g.summary as {
        steals?: { thief: string; victim: string; figure: string; points: number; amount: number }[];
        key?: string;
      };
      const steals = s.steals
        ? s.steals.length
          ? s.steals
              .map((t) => `${t.thief} takes ${t.amount} from ${of(t.victim)} ${t.figure} (${t.points})`)
              .join(", ")
          : "no robber steals"
        : `outcome ${s.key ?? ""}`;
      const factors = g.factors.map((f) => `${f.label}: ${f.options.length} way(s)`).join(" x ");
      return `Group ${i + 1}: ${steals}${factors ? `  ×  ${factors}` : ""}`;
    }),
  );
}
