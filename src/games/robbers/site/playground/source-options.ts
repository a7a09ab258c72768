// For a loaded worked example: each outcome its source lists, found among the enumerated outcomes
// (the first that matches what the source says of it), so a reader sees the sources' options in
// the playground's answer. Pure, so it is tested in Node.

import type { RobbersEffect, RobbersState } from "../../../../../spec/robbers/index.js";
import type { ListedOutcome } from "../../../../playground/outcomes.js";
import { mismatches } from "../../formats/expect.js";
import type { PlaygroundExample } from "./types.js";

/** Per option the source lists: the first enumerated outcome that matches it, or null. */
export function findSourceOptions(
  example: PlaygroundExample,
  outcomes: readonly ListedOutcome[],
  before: RobbersState,
): (ListedOutcome | null)[] {
  return example.options.map(
    (opt) =>
      outcomes.find(
        (o) =>
          mismatches(opt.expect, {
            before,
            after: o.after as RobbersState,
            effects: o.effects as readonly RobbersEffect[],
          }).length === 0,
      ) ?? null,
  );
}
