// MacRobber's invariants are written once (properties/macrobber/invariants.ts): the exhaustive check
// runs the very predicates the properties run, and no file of either defines its own copy.
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { transitionInvariants } from "../../src/games/macrobber/verify/invariants.js";
import { definedAgain } from "../support/defined-once.js";
import * as predicates from "./invariants.js";

const module = fileURLToPath(new URL("./invariants.ts", import.meta.url));

it("the exhaustive check runs the properties' own predicates", () => {
  const checkOf = (property: string) => transitionInvariants.find((i) => i.property === property)?.check;
  expect(checkOf("mr-token-conservation")).toBe(predicates.conservation);
  expect(checkOf("mr-scoring-model")).toBe(predicates.scoring);
  expect(checkOf("mr-blue-never-negative")).toBe(predicates.blue);
  expect(checkOf("mr-game-end")).toBe(predicates.gameEnd);
});

it("no property or exhaustive-check file defines again what the predicate module exports", () => {
  const dirs = [
    fileURLToPath(new URL(".", import.meta.url)),
    fileURLToPath(new URL("../../src/games/macrobber/verify", import.meta.url)),
  ];
  expect(definedAgain(module, dirs, new Map())).toEqual([]);
});
