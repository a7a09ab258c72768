// The Robbers' invariants are written once (properties/robbers/invariants.ts): the exhaustive check
// runs the very predicates the properties run, and no file of either defines its own copy.
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { TRANSITION_INVARIANTS } from "../../src/games/robbers/verify/invariants/index.js";
import { definedAgain } from "../support/defined-once.js";
import * as predicates from "./invariants.js";

const module = fileURLToPath(new URL("./invariants.ts", import.meta.url));

it("the exhaustive check runs the properties' own predicates", () => {
  const checkOf = (property: string) => TRANSITION_INVARIANTS.find((i) => i.property === property)?.check;
  expect(checkOf("moment-keep-and-half")).toBe(predicates.keepAndHalf);
  expect(checkOf("moment-first-movement")).toBe(predicates.firstMovement);
  expect(checkOf("moment-must-steal")).toBe(predicates.mustSteal);
  expect(checkOf("moment-rogue-follow")).toBe(predicates.rogueFollow);
  expect(checkOf("moment-messages")).toBe(predicates.messages);
  expect(checkOf("citations")).toBe(predicates.citesKnownRules);
});

it("no property or exhaustive-check file defines again what the predicate module exports", () => {
  const dirs = [
    fileURLToPath(new URL(".", import.meta.url)),
    fileURLToPath(new URL("../../src/games/robbers/verify", import.meta.url)),
  ];
  const allowed = new Map([
    [
      "properties/robbers/support/citation-conditions.ts: square",
      "the citation conditions read INT-SAME-SPACE from the options of the step they are shown, not from compiled decisions",
    ],
  ]);
  expect(definedAgain(module, dirs, allowed)).toEqual([]);
});
