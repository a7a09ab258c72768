// MacRobber's narration of a worked example or fixture, below the generic head of its page: the
// arranged situation, the event and picks, the effects the interpreter reports (or the refusal),
// and whether the replay matches what the source says.

import { code, md, paragraphs } from "../../../docs/markdown.js";
import type { DocLinks } from "../../../kit/game-docs.js";
import type { FixtureReplay, MacRobberFixture } from "../library/fixture.js";
import { boardsTable, effectLine, picksList } from "./narration.js";

/** A MacRobber fixture with its replay. */
export interface MacRobberExample {
  readonly fixture: MacRobberFixture;
  readonly replay: FixtureReplay;
}

/** The page body of one replayed fixture. */
export function exampleNarration({ fixture: f, replay: r }: MacRobberExample, to: DocLinks): string {
  return paragraphs([
    `## The situation\n\nPhase ${code(r.before.phase)}, ${code(r.before.active)} to play, ` +
      `${code(r.before.beginner)} began the round, largest following: ` +
      `${r.before.largestFollowing ? code(r.before.largestFollowing) : "nobody"}; seed ${f.arrange.seed}.\n\n` +
      boardsTable(r.before, r.after),
    f.event
      ? `## What happens\n\nEvent ${code(JSON.stringify(f.event))}${f.choices.length ? ` with the choices\n\n${picksList(f.choices)}` : ", no choices"}.`
      : "",
    f.event && r.effects.length
      ? `## Effects (from the interpreter)\n\n${r.effects.map((e) => effectLine(e, to)).join("\n")}`
      : "",
    f.expect.error
      ? `## Refused\n\nThe step is refused citing ${to.rule(f.expect.error.rule)}: ${md(r.problems.length ? r.problems.join("; ") : "as the fixture expects")}.`
      : "",
    r.problems.length
      ? `**This example does not replay as expected:** ${md(r.problems.join("; "))}`
      : "Replayed by `fixtures/macrobber.test.ts`: it matches what the source says.",
  ]);
}
