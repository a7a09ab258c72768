// MacRobber's part of the site: one top-level page (rules by section, interpretation register,
// worked examples, properties, traceability) with a child page per rule and per worked example.
// Everything is generated from spec/macrobber, fixtures/macrobber and the property registry.
import type { Interpretation, Rule } from "../../dsl/index.js";
import type { MacRobberFixture, FixtureReplay } from "../../macrobber/fixture.js";
import type { PropertyEntry } from "../../../properties/registry.js";
import type { TraceRow } from "../../trace/traceability.js";
import type { MacRobberEffect, MacRobberState } from "../../../spec/macrobber/index.js";
import { macRobberSpec, nextChoice, play, randomGame } from "../../macrobber/api.js";
import { code, frontMatter, links, md, table } from "../markdown.js";
import type { Page } from "./rule-pages.js";

/** What the MacRobber pages are generated from. */
export interface MacRobberSiteData {
  readonly rules: readonly Rule[];
  readonly trace: readonly TraceRow[];
  readonly examples: readonly { readonly fixture: MacRobberFixture; readonly replay: FixtureReplay }[];
  readonly properties: readonly PropertyEntry[];
}

type From = "top" | "child";
const at = (name: string, from: From) => (from === "top" ? `./macrobber/${name}.md` : `./${name}.md`);
const ruleLink = (id: string, from: From) => `[${id}](${at(id, from)})`;
const exampleLink = (id: string, from: From) => `[${id}](${at(id, from)})`;
const propertyAnchor = (name: string, from: From) => `[${name}](${from === "top" ? "" : "../macrobber.md"}#${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")})`;

function rulePage(rule: Rule, data: MacRobberSiteData): Page {
  const row = data.trace.find((r) => r.id === rule.id);
  const parts = [
    `${frontMatter(rule.id)}\n# ${rule.id}: ${md(rule.title)}\n\n*${rule.kind === "interpretation" ? "interpretation (open question)" : "rule of play"}* · section ${md(rule.section)}${rule.addedByProject ? " · stated by the project (the rulebook leaves it implicit)" : ""}`,
    `> ${md(rule.statement)}`,
  ];
  if (rule.kind === "interpretation") {
    const i = rule as Interpretation;
    const readings = i.readings.map((r) => [code(r.id) + (r.id === i.defaultReading ? " (default)" : ""), md(r.statement), r.sources.map((s) => md(s.section)).join("; ") || "—"]);
    parts.push(
      `## Question\n\n${md(i.question)}`,
      `## Readings\n\n${table(["reading", "what it says", "sources"], readings)}`,
      `**Default:** ${code(i.defaultReading)}. ${md(i.rationale)}`,
      `Select another reading with ${code(`macRobberSpec({ interpretations: { "${i.id}": "${i.readings.find((r) => r.id !== i.defaultReading)?.id ?? i.defaultReading}" } })`)}, or in a trace header's ${code("options")}.`,
    );
  }
  parts.push(
    `## Sources\n\n${table(["file", "section"], rule.sources.map((s) => [code(s.file), md(s.section)]))}`,
    `## Exercised by\n\n- Worked examples and fixtures: ${links((row?.fixtures ?? []).map((f) => exampleLink(f, "child")))}\n- Properties: ${links((row?.properties ?? []).map((p) => propertyAnchor(p, "child")))}`,
  );
  return { path: `macrobber/${rule.id}.md`, content: `${parts.join("\n\n")}\n` };
}

function boardsTable(before: MacRobberState, after: MacRobberState | null): string {
  const rows = before.players.map((p) => {
    const c = before.clans[p]!;
    const e = c.estates;
    const points = after && after.clans[p] && after.clans[p].points !== c.points ? `${c.points} → ${after.clans[p].points}` : String(c.points);
    return [md(p), `${c.court.yellow} / ${c.court.blue} / ${c.court.green}`, `${e.count} (${e.cattle} cattle, ${e.castles} castles, ${e.abbeys} abbeys)`, `${c.hand.join(" · ")}`, points];
  });
  return table(["clan", "court: warriors / bagpipers / monks", "estates", "hand (cards 1 · 2 · 3 · 4)", "points"], rows);
}

function effectLine(e: MacRobberEffect, from: From): string {
  const { type, rules, ...rest } = e;
  return `- ${code(type)} ${code(JSON.stringify(rest))}, citing ${rules.map((r) => ruleLink(r, from)).join(", ")}`;
}

function examplePage(ex: MacRobberSiteData["examples"][number]): Page {
  const { fixture: f, replay: r } = ex;
  const parts = [
    `${frontMatter(f.id)}\n# ${md(f.title)}\n\n${f.workedExample ? "**Worked example printed in the rulebook**" : "Rule illustrated by the project"}: ${code(f.source.file)} ${md(f.source.section)}.`,
    f.notes ? md(f.notes) : "",
    Object.keys(f.options.interpretations ?? {}).length ? `Readings: ${Object.entries(f.options.interpretations ?? {}).map(([k, v]) => `${ruleLink(k, "child")} = ${code(v)}`).join(", ")}.` : "Default readings.",
    `## The situation\n\nPhase ${code(r.before.phase)}, ${code(r.before.active)} to play, ${code(r.before.beginner)} began the round, largest following: ${r.before.largestFollowing ? code(r.before.largestFollowing) : "nobody"}; seed ${f.arrange.seed}.\n\n${boardsTable(r.before, r.after)}`,
    f.event ? `## What happens\n\nEvent ${code(JSON.stringify(f.event))}${f.choices.length ? ` with the choices\n\n${f.choices.map((c) => `- ${code(c.actor)} ${code(c.kind)}: ${code(JSON.stringify(c.pick))}`).join("\n")}` : ", no choices"}.` : "",
    f.event && r.effects.length ? `## Effects (from the interpreter)\n\n${r.effects.map((e) => effectLine(e, "child")).join("\n")}` : "",
    f.expect.error ? `## Refused\n\nThe step is refused citing ${ruleLink(f.expect.error.rule, "child")}: ${md(r.problems.length ? r.problems.join("; ") : "as the fixture expects")}.` : "",
    `## Rules exercised\n\n${f.exercises.map((id) => ruleLink(id, "child")).join(", ")}`,
    r.problems.length ? `**This example does not replay as expected:** ${md(r.problems.join("; "))}` : "Replayed by `fixtures/macrobber.test.ts`: it matches what the source says.",
  ];
  return { path: `macrobber/${f.id}.md`, content: `${parts.filter(Boolean).join("\n\n")}\n` };
}

/** A seeded game's first round, event by event: who decides what under which rule, and what followed. */
function walkthroughPage(): Page {
  const spec = macRobberSpec();
  const players = ["ann", "ben", "cat"];
  const game = randomGame(spec, players, 7);
  const parts = [
    `${frontMatter("A seeded game, event by event")}\n# A seeded game, event by event`,
    `The first round of a 3-player game with seed 7 and random legal choices (choice seed 7), default readings: at each event, the first decision the rules ask for (${code("nextChoice")}), the picks made, and every effect with the rules it cites. The same game is ${code("macrobber play --players ann,ben,cat --seed 7")}.`,
  ];
  let state = game.start;
  for (const [i, st] of game.steps.entries()) {
    const next = nextChoice(spec, state);
    const asked = next ? `${code(next.actor)} decides under ${ruleLink(next.rule, "child")}: ${md(next.question)} (${next.options.length} legal options)` : "no decision: the rules and the seeded sack and deck settle it";
    const picks = st.choices.length ? st.choices.map((c) => `- ${code(c.actor)} ${code(c.kind)}: ${code(JSON.stringify(c.pick))}`).join("\n") : "";
    parts.push(`## ${i + 1}. ${code(st.event.kind)} (${code(state.active)} to play)\n\n${asked}.${picks ? `\n\nPicks:\n\n${picks}` : ""}\n\nEffects:\n\n${st.effects.map((e) => effectLine(e, "child")).join("\n")}`);
    const r = play(spec, state, st.event, st.choices);
    if (!r.ok) throw r.error;
    state = r.state;
    if (st.event.kind === "score-round") break;
  }
  parts.push(`## After the round\n\n${boardsTable(state, null)}`);
  return { path: "macrobber/walkthrough.md", content: `${parts.join("\n\n")}\n` };
}

/** The MacRobber top page and its children. */
export function macRobberPages(data: MacRobberSiteData): Page[] {
  const sections = new Map<string, Rule[]>();
  for (const r of data.rules) sections.set(r.section, [...(sections.get(r.section) ?? []), r]);
  const ruleTables = [...sections].map(([s, rules]) => `### ${md(s)}\n\n${table(["id", "title"], rules.map((r) => [ruleLink(r.id, "top"), md(r.title) + (r.addedByProject ? " *(stated by the project)*" : "")]))}`);
  const interps = data.rules.filter((r) => r.kind === "interpretation") as Interpretation[];
  const worked = data.examples.filter((e) => e.fixture.workedExample);
  const other = data.examples.filter((e) => !e.fixture.workedExample);
  const exampleRows = (list: typeof data.examples) => table(["example", "source", "rules"], list.map((e) => [exampleLink(e.fixture.id, "top"), md(e.fixture.source.section), e.fixture.exercises.map(code).join(", ")]));
  const children = ["./macrobber/walkthrough.md", ...data.rules.map((r) => `./macrobber/${r.id}.md`), ...data.examples.map((e) => `./macrobber/${e.fixture.id}.md`)];
  const gaps = data.trace.filter((r) => r.properties.length + r.fixtures.length === 0 || r.sources.length === 0).map((r) => r.id);
  const content = [
    `${frontMatter("MacRobber", children)}\n# MacRobber`,
    "MacRobber (Queen Games, 2005) is a card-and-token game of Scottish clans for 3 to 5 players, unrelated to Carcassonne. It is written in the same DSL and run by the same interpreter, enumerator and tools as The Robbers: the honest test that the core is general. Source: `shared/sources/004_7cad5ba990d5d333.txt`; ids `MR-…`, listed in `spec/macrobber/INVENTORY.md`.",
    "## Using it",
    [
      "```ts",
      'import { macRobberSpec, newGame, play, nextChoice } from "robbers-spec/macrobber";',
      "",
      'const spec = macRobberSpec({ interpretations: { "MR-INT-RED-AREA": "35" } });',
      'let state = newGame(spec, ["ann", "ben", "cat"], 42); // seeded: sack, deck and estates',
      "console.log(nextChoice(spec, state)); // null: drawing needs no choice",
      "const r = play(spec, state); // take-tokens: draws 6 from the sack",
      "if (r.ok) console.log(nextChoice(spec, r.state)); // ann's legal plans of one or two actions, citing MR-ACT-CHOOSE",
      "```",
    ].join("\n"),
    "From the shell: `macrobber rules`, `macrobber play --players ann,ben,cat --seed 7 --out game.jsonl`, `macrobber check game.jsonl` (the oracle: the first divergence with its line and JSON path), `macrobber explain --players ann,ben,cat --seed 7 --events 1` (what can happen now). The game flows through four events the state asks for in turn (`take-tokens`, `act`, `raid-or-exchange`, `score-round`); chance comes from the generator state kept in the game state (MR-CHANCE-SEEDED), and every decision is a choice point naming its player and rule.",
    "A whole round, decision by decision: [a seeded game, event by event](./macrobber/walkthrough.md).",
    `## Rules\n\n${data.rules.length} ids in rulebook order (${data.rules.filter((r) => r.kind === "rule").length} rules of play, ${interps.length} interpretations).\n\n${ruleTables.join("\n\n")}`,
    `## Interpretation register\n\nWhere the rulebook is silent or unclear, a named interpretation with a default reading; the others are selectable.\n\n${table(
      ["id", "question", "default", "other readings"],
      interps.map((i) => [ruleLink(i.id, "top"), md(i.question), code(i.defaultReading), i.readings.filter((r) => r.id !== i.defaultReading).map((r) => code(r.id)).join(", ")]),
    )}`,
    `## Worked examples\n\nEvery example the rulebook prints (${worked.length}), arranged, played and checked:\n\n${exampleRows(worked)}\n\nAnd ${other.length} fixtures illustrating the other rules and every interpretation's readings:\n\n${exampleRows(other)}`,
    `## Properties\n\n${data.properties.map((p) => `### ${p.name}\n\n${md(p.title)} (${code(p.file)}). Rules: ${p.rules.map((id) => ruleLink(id, "top")).join(", ")}.`).join("\n\n")}`,
    `## Traceability\n\n${gaps.length ? `**Gaps:** ${gaps.join(", ")}` : "Every id has a rule, a source, and a property or a fixture."}\n\n${table(
      ["id", "rule", "properties", "fixtures"],
      data.trace.map((r) => [ruleLink(r.id, "top"), md(r.title), r.properties.map((p) => propertyAnchor(p, "top")).join(", ") || "—", r.fixtures.map((f) => exampleLink(f, "top")).join(", ") || "—"]),
    )}`,
  ].join("\n\n");
  return [{ path: "macrobber.md", content: `${content}\n` }, walkthroughPage(), ...data.rules.map((r) => rulePage(r, data)), ...data.examples.map(examplePage)];
}
