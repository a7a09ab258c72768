// The Robbers' narration of a worked example, below the generic head of its page: each step with a
// scoreboard picture before it, each option the source lists replayed with `play` (picture after,
// effects with their rule ids), the outcomes the source rules out and what the enumerator counts.
// Picks and effects are in the playground's words for players (issue 36, point 8): awards counted
// from 1, sources in words, picks as sentences rather than JSON.

import type { RobbersEffect, RobbersState } from "../../../../spec/robbers/index.js";
import { code, md, paragraphs, table } from "../../../docs/markdown.js";
import type { DocLinks } from "../../../kit/game-docs.js";
import { plainMessage } from "../../../site/error-text.js";
import { optionLabel } from "../../../site/option-label.js";
import { robbersChoiceWords } from "../playground-adapter.js";
import { SOURCE_WORDS } from "../source-words.js";
import { describeEvent } from "./describe-event.js";
import { effectWords } from "./playground/player-words.js";
import type { Played, ReplayedExample, ReplayedStep } from "./replay-fixture.js";
import { scoreboardSvg, TALL } from "./scoreboard-svg.js";

/**
 * An inline picture, wide and tall: the site's stylesheet shows the tall one on a phone, where the
 * wide one would shrink its text under 12 px. Kept on one line so Markdown passes it through as one
 * HTML block.
 */
const picture = (
  state: RobbersState,
  caption: string,
  highlight: readonly number[] = [],
  before?: RobbersState,
): string => {
  const options = { caption, highlight, ...(before ? { before } : {}) };
  return `<div class="board both-shapes">${scoreboardSvg(state, options)}${scoreboardSvg(state, { ...options, shape: TALL })}</div>`;
};

const stolenAt = (effects: readonly RobbersEffect[]): number[] =>
  effects.flatMap((e) => (e.type === "steal" ? [e.at] : []));

/** The rules behind an effect: those that decided it in bold, then those it only consulted. */
function citedRules(e: RobbersEffect, to: DocLinks): string {
  const decided = new Set(e.decidedBy);
  const consulted = [...new Set(e.rules)].filter((r) => !decided.has(r));
  const first = [...decided].map((r) => `**${to.rule(r)}**`).join(", ");
  return consulted.length
    ? `decided by ${first}; consulted ${consulted.map((r) => to.rule(r)).join(", ")}`
    : `decided by ${first}`;
}

const effectLines = (effects: readonly RobbersEffect[], to: DocLinks): string =>
  effects.length ? effects.map((e) => `- ${md(effectWords(e))}: ${citedRules(e, to)}`).join("\n") : "- no effects";

function played(p: Played, caption: string, before: RobbersState, to: DocLinks, refusedBy?: string): string {
  if (!p.ok) {
    // The fixture test checks the refusal cites the rule the source names; the ids follow the message.
    const expected = refusedBy ? ", as the source says" : "";
    return `**Refused${expected}:** ${md(plainMessage(p.error.message))} (${p.error.rules.map((r) => to.rule(r)).join(", ")})`;
  }
  return `${picture(p.after, caption, stolenAt(p.effects), before)}\n\n**Effects, with the rules behind each:**\n\n${effectLines(p.effects, to)}`;
}

const choicesText = (choices: readonly { kind: string; actor: string; pick: unknown }[], step: ReplayedStep): string =>
  choices.length
    ? choices.map((c) => `- ${md(robbersChoiceWords(c, step.before, step.event))}`).join("\n")
    : "- none needed";

function awardsTable(step: ReplayedStep): string {
  if (step.event.kind !== "moment") return "";
  return table(
    ["award", "player", "points", "source", "label"],
    step.event.awards.map((a, i) => [
      String(i + 1),
      md(a.player),
      String(a.points),
      SOURCE_WORDS[a.source],
      a.label ? md(a.label) : "—",
    ]),
  );
}

function stepSection(step: ReplayedStep, to: DocLinks): string {
  const title = `## Step ${step.index + 1}${step.label ? `: ${md(step.label)}` : ""}`;
  const enumerated =
    "error" in step.enumerated
      ? `The enumerator refuses this step: ${md(step.enumerated.error)}`
      : `The enumerator finds **${step.enumerated.distinct}** distinct ` +
        `outcome${String(step.enumerated.distinct) === "1" ? "" : "s"} (${step.enumerated.paths} choice ` +
        `path${String(step.enumerated.paths) === "1" ? "" : "s"})` +
        `${step.distinctListed !== undefined ? `; the source's list is complete at ${step.distinctListed}` : ""}.`;
  const parts = [
    title,
    `**Event:** ${md(describeEvent(step.event, step.before.active))}.`,
    awardsTable(step),
    picture(step.before, `Step ${step.index + 1}: before`),
    enumerated,
  ];
  step.options.forEach((o, i) => {
    parts.push(
      `### Option ${i + 1}: ${md(optionLabel(o.label))}`,
      `**Choices:**\n\n${choicesText(o.choices, step)}`,
      played(o.played, `Step ${step.index + 1}: after option ${i + 1}`, step.before, to),
    );
  });
  if (step.forbidden.length)
    parts.push(`### Ruled out by the source\n\n${step.forbidden.map((f) => `- ${md(f)}`).join("\n")}`);
  const storyIsOption = step.options.findIndex((o) => JSON.stringify(o.choices) === JSON.stringify(step.storyChoices));
  if (storyIsOption >= 0) parts.push(`The example continues from option ${storyIsOption + 1}.`);
  else
    parts.push(
      `### ${step.options.length ? "How the example continues" : "What happens"}`,
      `**Choices:**\n\n${choicesText(step.storyChoices, step)}`,
      played(step.story, `Step ${step.index + 1}: after`, step.before, to, step.refusedBy),
    );
  return paragraphs(parts);
}

/** The page body of one replayed example. */
export function exampleNarration({ replay }: ReplayedExample, to: DocLinks): string {
  return paragraphs([
    `Pictures and effects below are replayed under ${code(replay.edition)}; open the example in the ` +
      `[playground](${to.href("playground.md")}) to try other choices.`,
    ...replay.steps.map((s) => stepSection(s, to)),
  ]);
}

/** Rule ids each effect of the replay cites together: the story's and every listed option's. */
export const citedTogether = ({ replay }: ReplayedExample): string[][] =>
  replay.steps.flatMap((step) =>
    [step.story, ...step.options.map((o) => o.played)].flatMap((p) => (p.ok ? p.effects.map((e) => [...e.rules]) : [])),
  );
