// The worked examples as the playground loads them: every step of every fixture the enumerator
// answers (scoring moments, the placement examples' bag tiles, backward moves, game ends), with
// the state just before it (replayed from the fixture's earlier steps) and the options the source
// lists. Embedded in the playground page as JSON.
import type { PlaygroundExample } from "./playground/types.js";
import type { ReplayedExample } from "./replay-fixture.js";

export function playgroundExamples(examples: readonly ReplayedExample[]): PlaygroundExample[] {
  return examples.flatMap(({ fixture, replay }) =>
    replay.steps.flatMap((step) => {
      if ("error" in step.enumerated || step.event.kind === "turn") return [];
      const source = fixture.steps[step.index]!;
      return [
        {
          key: `${fixture.id}#${step.index}`,
          fixture: fixture.id,
          title: fixture.title,
          step: step.index,
          label: step.label ?? "",
          edition: replay.edition,
          interpretations: fixture.interpretations,
          state: step.before,
          event: step.event,
          options: (source.outcomes ?? []).map((o) => ({ label: o.label, expect: o.expect })),
        },
      ];
    }),
  );
}

/** JSON safe inside a <script> element (no "</script>" or "<!--" can appear). */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
