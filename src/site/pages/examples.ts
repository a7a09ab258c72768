// A page per worked example (fixture): its sources and notes, then each step with a scoreboard
// picture before it, each option the source lists replayed with `play` (picture after, effects
// with their rule ids), the outcomes the source rules out and what the enumerator counts.
import { describeChoice, describeEffect } from "../../robbers/describe.js";
import type { RobbersEffect, RobbersState } from "../../../spec/robbers/index.js";
import { describeEvent } from "../describe-event.js";
import { plainMessage } from "../error-text.js";
import { optionLabel } from "../option-label.js";
import { code, exampleLink, frontMatter, links, md, ruleLink, table } from "../markdown.js";
import type { Played, ReplayedStep } from "../replay-fixture.js";
import { scoreboardSvg } from "../scoreboard-svg.js";
import type { Example } from "../site-data.js";
import { sourcesTable, type Page } from "./rule-pages.js";

/** An inline picture; kept on one line so Markdown passes it through as one HTML block. */
const picture = (state: RobbersState, caption: string, highlight: readonly number[] = [], before?: RobbersState): string =>
  `<div class="board">${scoreboardSvg(state, { caption, highlight, ...(before ? { before } : {}) })}</div>`;

const stolenAt = (effects: readonly RobbersEffect[]): number[] => effects.flatMap((e) => (e.type === "steal" ? [e.at] : []));

export const effectLines = (effects: readonly RobbersEffect[]): string =>
  effects.length ? effects.map((e) => `- ${md(describeEffect(e))}: ${[...new Set(e.rules)].map((r) => ruleLink(r, "child")).join(", ")}`).join("\n") : "- no effects";

function played(p: Played, caption: string, before: RobbersState, refusedBy?: string): string {
  if (!p.ok) {
    // The fixture test checks the refusal cites the rule the source names; the ids follow the message.
    const expected = refusedBy ? ", as the source says" : "";
    return `**Refused${expected}:** ${md(plainMessage(p.error.message))} (${p.error.rules.map((r) => ruleLink(r, "child")).join(", ")})`;
  }
  return `${picture(p.after, caption, stolenAt(p.effects), before)}\n\n**Effects, with the rules behind each:**\n\n${effectLines(p.effects)}`;
}

const choicesText = (choices: readonly { kind: string; actor: string; pick: unknown }[]): string =>
  choices.length ? choices.map((c) => `- ${md(describeChoice(c))}`).join("\n") : "- none needed";

function awardsTable(step: ReplayedStep): string {
  if (step.event.kind !== "moment") return "";
  return table(["award", "player", "points", "source", "label"], step.event.awards.map((a, i) => [String(i), md(a.player), String(a.points), a.source, a.label ? md(a.label) : "—"]));
}

function stepSection(step: ReplayedStep): string {
  const title = `## Step ${step.index + 1}${step.label ? `: ${md(step.label)}` : ""}`;
  const enumerated =
    "error" in step.enumerated
      ? `The enumerator refuses this step: ${md(step.enumerated.error)}`
      : `The enumerator finds **${step.enumerated.distinct}** distinct outcome(s) (${step.enumerated.paths} choice paths)${step.distinctListed !== undefined ? `; the source's list is complete at ${step.distinctListed}` : ""}.`;
  const parts = [title, `**Event:** ${md(describeEvent(step.event, step.before.active))}.`, awardsTable(step), picture(step.before, `Step ${step.index + 1}: before`), enumerated];
  step.options.forEach((o, i) => {
    parts.push(`### Option ${i + 1}: ${md(optionLabel(o.label))}`, `**Choices:**\n\n${choicesText(o.choices)}`, played(o.played, `Step ${step.index + 1}: after option ${i + 1}`, step.before));
  });
  if (step.forbidden.length) parts.push(`### Ruled out by the source\n\n${step.forbidden.map((f) => `- ${md(f)}`).join("\n")}`);
  const storyIsOption = step.options.findIndex((o) => JSON.stringify(o.choices) === JSON.stringify(step.storyChoices));
  if (storyIsOption >= 0) parts.push(`The example continues from option ${storyIsOption + 1}.`);
  else parts.push(`### ${step.options.length ? "How the example continues" : "What happens"}`, `**Choices:**\n\n${choicesText(step.storyChoices)}`, played(step.story, `Step ${step.index + 1}: after`, step.before, step.refusedBy));
  return parts.filter(Boolean).join("\n\n");
}

export function examplePage({ fixture, replay }: Example): Page {
  const interps = Object.entries(fixture.interpretations);
  const content = [
    frontMatter(fixture.id),
    `# ${fixture.id}: ${md(fixture.title)}`,
    `**Editions where the source's account holds:** ${fixture.editions.map(code).join(", ")} (pictures and effects below are replayed under ${code(replay.edition)}).`,
    `**Interpretation readings:** ${interps.length ? interps.map(([k, v]) => `${ruleLink(k, "child")} = ${code(v)}`).join(", ") : "the defaults"}.`,
    `**Exercises:** ${links(fixture.exercises.map((r) => ruleLink(r, "child")))}`,
    `### Sources\n\n${sourcesTable(fixture.sources)}`,
    fixture.notes ? `### Notes\n\n${md(fixture.notes)}` : "",
    `The data is \`fixtures/robbers/${fixture.id}.json\`; open it in the [playground](../playground.md) to try other choices.`,
    ...replay.steps.map(stepSection),
  ];
  return { path: `examples/${fixture.id}.md`, content: `${parts(content)}\n` };
}

const parts = (xs: readonly string[]): string => xs.filter(Boolean).join("\n\n");

export function examplesIndex(examples: readonly Example[]): Page {
  const fromSources = examples.filter((e) => /^\d{3}-/.test(e.fixture.id));
  const forRules = examples.filter((e) => !/^\d{3}-/.test(e.fixture.id));
  const rows = (xs: readonly Example[]) =>
    table(
      ["example", "what happens", "editions", "steps", "exercises"],
      xs.map((e) => [exampleLink(e.fixture.id, "top"), md(e.fixture.title), e.fixture.editions.map(code).join(", "), String(e.fixture.steps.length), e.fixture.exercises.map((r) => ruleLink(r, "top")).join(", ")]),
    );
  const content = parts([
    frontMatter("Worked examples", examples.map((e) => `./examples/${e.fixture.id}.md`)),
    "# Worked examples",
    `The sources' worked examples and the situations written for single rules and interpretations, as data in \`fixtures/robbers/\` (${examples.length} files). Each page draws the scoreboard before every step and after every option the source lists (each replayed from its choices through the interpreter), with the effects and the rule ids behind them.`,
    "Markers: a circle is a meeple, a rounded square a messenger, a black-ringed diamond a robber; dark squares are 0, 5, 10, and so on.",
    `## From the sources\n\n${rows(fromSources)}`,
    `## For single rules and interpretations\n\n${rows(forRules)}`,
  ]);
  return { path: "examples.md", content: `${content}\n` };
}
