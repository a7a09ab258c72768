// The decision pages of a game: an index of its decision table, and a page per decision with the
// base rule and its value, then each exception an edition or a reading makes (its value, what it
// cites, whether it sets the base rule aside), and the ids that take part in it.
import { type Decision, exceptionValueText } from "../dsl/defaults.js";
import { own } from "../dsl/own.js";
import type { DocLinks } from "../kit/game-docs.js";
import type { GameSite } from "./game-site.js";
import { decisionPath, gamePath, linksFrom } from "./layout.js";
import { code, frontMatter, links, md, PAGE_GROUPS, paragraphs, table } from "./markdown.js";
import type { Page } from "./page.js";

type Decisions = Readonly<Record<string, Decision<never, unknown>>>;

/** Decisions an id takes part in, and how: as the base rule, as an exception, or cited by an exception. */
export function decisionsTouching(
  decisions: Decisions,
  id: string,
): { key: string; decision: Decision<never, unknown>; role: string }[] {
  const out: { key: string; decision: Decision<never, unknown>; role: string }[] = [];
  for (const [key, d] of Object.entries(decisions)) {
    if (d.base.rule === id) out.push({ key, decision: d, role: `base rule: ${code(String(d.base.value))}` });
    for (const e of d.exceptions) {
      if (e.id === id || e.cites?.includes(id))
        out.push({ key, decision: d, role: `exception ${e.id} (${md(e.label)}): ${code(exceptionValueText(e))}` });
    }
  }
  return out;
}

/** Decisions an id drives: it is their base rule or carries one of their exceptions. */
export const decisionsDrivenBy = (decisions: Decisions, id: string): string[] =>
  Object.entries(decisions)
    .filter(([, d]) => d.base.rule === id || d.exceptions.some((e) => e.id === id))
    .map(([key]) => key);

/** Who carries an exception: an edition's or reading's page, or a misreading named with the rule it gets wrong (it has no page). */
const carrier = (e: Decision<never, unknown>["exceptions"][number], to: DocLinks): string =>
  e.misreads ? `${code(e.id)} (a known mistake about ${to.rule(e.misreads)}, never the rules)` : to.rule(e.id);

const exceptionsTable = (d: Decision<never, unknown>, to: DocLinks): string =>
  d.exceptions.length
    ? table(
        ["carried by", "when", "value", "also cites", "base rule"],
        d.exceptions.map((e) => [
          carrier(e, to),
          md(e.label),
          code(exceptionValueText(e)),
          links((e.cites ?? []).map((c) => to.rule(c))),
          e.replaces ? "set aside" : "still applies, changed",
        ]),
      )
    : "None: the base value always holds.";

export function decisionPage(site: GameSite, key: string): Page {
  const d = own(site.game.decisions, key)!;
  const path = decisionPath(site.layout, key);
  const to = linksFrom(site.layout, path);
  const ids = [...new Set([d.base.rule, ...d.exceptions.flatMap((e) => [e.misreads ?? e.id, ...(e.cites ?? [])])])];
  const content = paragraphs([
    `${frontMatter(key, [], PAGE_GROUPS.decision)}\n# ${key}: ${md(d.description)}`,
    "The edition and the readings you choose settle it: the base rule's value holds unless one of the " +
      "exceptions below applies (two applying at once would be an error naming both).",
    `## Base rule\n\n${to.rule(d.base.rule)} gives ${code(String(d.base.value))}.`,
    `## Exceptions\n\n${exceptionsTable(d, to)}`,
    `## Rules taking part\n\n${ids.map((id) => to.rule(id)).join(", ")}`,
    `See [every decision](${to.href("decisions.md")}).`,
    `## For engine authors\n\nThe ruleset's handlers read this decision as ${code(key)}, resolved once for ` +
      "the options in force (default logic).",
  ]);
  return { path, content: `${content}\n` };
}

export function decisionsIndex(site: GameSite): Page {
  const path = gamePath(site.layout, "decisions.md");
  const to = linksFrom(site.layout, path);
  const keys = Object.keys(site.game.decisions);
  const rows = keys.map((key) => {
    const d = own(site.game.decisions, key)!;
    return [
      to.decision(key),
      md(d.description),
      `${to.rule(d.base.rule)}: ${code(String(d.base.value))}`,
      links(d.exceptions.map((e) => `${carrier(e, to)} ${code(exceptionValueText(e))}`)),
    ];
  });
  const content = paragraphs([
    frontMatter(
      "Decisions",
      keys.map((key) => to.href(`decisions/${key}.md`)),
    ),
    "# Decisions",
    `The values the rules leave to an edition or a reading, ${keys.length} in all: each has a base value ` +
      "given by a base rule, and exceptions (editions, non-default readings) that replace it when they " +
      "hold. Every effect that relies on one cites the rules behind its value.",
    table(["decision", "what it decides", "base", "exceptions"], rows),
  ]);
  return { path, content: `${content}\n` };
}
