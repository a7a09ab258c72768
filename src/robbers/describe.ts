// Human-readable text for effects, choices and outcomes, each effect followed by the rule ids it cites.
import { match } from "ts-pattern";
import type { OutcomeSet, PathStep } from "../dsl/index.js";
import type { RobbersEffect } from "../../spec/robbers/index.js";
import type { Outcome } from "./api.js";

const loc = (at: number | null) => (at === null ? "supply" : `space ${at}`);
/** "blue's", but "your" for a player called "you" (the wiki's examples speak to the reader). */
const of = (player: string) => (player === "you" ? "your" : `${player}'s`);

/** One sentence per effect (the match is exhaustive: a new effect type must be described here). */
export const describeEffect = (e: RobbersEffect): string =>
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
    .with({ type: "steal" }, (x) => `${of(x.thief)} robber on space ${x.at} steals ${x.amount} (half of ${x.points}, rounded up) from ${of(x.victim)} ${x.figure}`)
    .with({ type: "robber-returned" }, (x) => `${of(x.player)} robber returns to supply`)
    .with({ type: "robber-followed" }, (x) => `${of(x.player)} robber follows ${of(x.owner)} ${x.figure}: space ${x.from} -> space ${x.to}`)
    .with({ type: "robber-stayed" }, (x) => `${of(x.player)} robber stays on ${loc(x.at)}`)
    .with({ type: "message-drawn" }, (x) => `${x.player} draws a message (${x.figure} on dark space ${x.at})`)
    .with({ type: "turn-started" }, (x) => `${of(x.player)} turn begins`)
    .with({ type: "game-ended" }, () => "the game ends")
    .exhaustive();

export const describeChoice = (s: PathStep): string => `${s.actor} ${s.kind}: ${JSON.stringify(s.pick)}`;

/** An outcome as text: its choice path, then each effect with its rule ids. */
export function describeOutcome(o: Outcome, index: number): string {
  const lines = [`Outcome ${index + 1}${o.count > 1n ? ` (reached by ${o.count} choice paths)` : ""}`];
  lines.push(o.path.length ? `  choices: ${o.path.map(describeChoice).join("; ")}` : "  choices: none needed");
  for (const e of o.effects) lines.push(`  - ${describeEffect(e)}  [${[...new Set(e.rules)].join(", ")}]`);
  return lines.join("\n");
}

/** The factored view: one line per group of outcomes (its thefts) with its independent factors. */
export function describeOutcomeSet(set: OutcomeSet): string[] {
  return set.groups.map((g, i) => {
    const s = g.summary as { steals?: { thief: string; victim: string; figure: string; points: number; amount: number }[]; key?: string };
    const steals = s.steals
      ? s.steals.length
        ? s.steals.map((t) => `${t.thief} takes ${t.amount} from ${of(t.victim)} ${t.figure} (${t.points})`).join(", ")
        : "no robber steals"
      : `outcome ${s.key ?? ""}`;
    const factors = g.factors.map((f) => `${f.label}: ${f.options.length} way(s)`).join(" x ");
    return `Group ${i + 1}: ${steals}${factors ? `  ×  ${factors}` : ""}`;
  });
}
